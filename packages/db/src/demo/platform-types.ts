// The shape of the platform content: everything on the site that is not catalogue (phone numbers,
// creators and their trips, blog posts, the team, job openings, the trip planners who sign
// quotations). Cross references are by slug, checked by the loader like the catalogue's.
import type { DemoImage } from "./types.ts";

export interface DemoPhoneNumber {
  label: string;
  /** E.164. */
  number: string;
  isWhatsapp: boolean;
}

/** A staff member who prepares quotations; shown on them with name and photo. */
export interface DemoTripPlanner {
  firstName: string;
  lastName: string;
  /** E.164, unique among users. */
  phone: string;
  photo: DemoImage;
}

export interface DemoMoment {
  image: DemoImage;
  caption: string;
}

export interface DemoCreatorTrip {
  /** Unique per creator: /creator/{creator}/{slug}. */
  slug: string;
  title: string;
  subtitle: string;
  season: string;
  /** Paragraphs separated by blank lines. */
  description: string;
  /** Slug of the trek a reader can book to make the same journey. */
  trek?: string;
  cover: DemoImage;
  moments: DemoMoment[];
}

export interface DemoCreator {
  /** Unhyphenated: /creator/{slug}. */
  slug: string;
  name: string;
  tagline: string;
  bio: string;
  avatar: DemoImage;
  cover: DemoImage;
  instagram?: string;
  youtube?: string;
  trips: DemoCreatorTrip[];
}

export interface DemoBlogPost {
  slug: string;
  title: string;
  excerpt: string;
  /** Paragraphs separated by blank lines; a line starting with "## " is a heading. */
  body: string;
  cover: DemoImage;
  /** Slug of the creator who wrote it; company posts have none. */
  creator?: string;
  authorName: string;
  /** Slug of the destination the post is about. */
  destination?: string;
  publishedDaysAgo: number;
  metaTitle: string;
  metaDescription: string;
}

export interface DemoTeamMember {
  name: string;
  role: string;
  bio: string;
  photo: DemoImage;
}

export interface DemoJobOpening {
  slug: string;
  title: string;
  department: string;
  location: string;
  employmentType: string;
  summary: string;
  responsibilities: string[];
  requirements: string[];
  postedDaysAgo: number;
}

export interface PlatformContent {
  /** The first WhatsApp number is linked to every trek and quotation. */
  phoneNumbers: DemoPhoneNumber[];
  tripPlanners: DemoTripPlanner[];
  creators: DemoCreator[];
  blogPosts: DemoBlogPost[];
  team: DemoTeamMember[];
  jobs: DemoJobOpening[];
}
