// Content pages: creators and their trips and moments, stories (blog posts), the team, job
// openings and newsletter subscribers.
import { sql } from "drizzle-orm";
import { boolean, integer, text, unique, uniqueIndex } from "drizzle-orm/pg-core";
import { destinations, treks } from "./catalog.ts";
import { createdAt, day, id, position, stringList, table } from "./columns.ts";
import { media_id } from "./media.ts";

export const creators = table("creators", {
  id: id(),
  /** The unhyphenated name used in /creator/{name}. */
  slug: text().notNull().unique(),
  name: text().notNull(),
  tagline: text().notNull(),
  bio: text().notNull(),
  avatarId: media_id().notNull(),
  coverImageId: media_id().notNull(),
  instagram: text(),
  youtube: text(),
});

export const creatorTrips = table(
  "creator_trips",
  {
    id: id(),
    creatorId: integer()
      .notNull()
      .references(() => creators.id, { onDelete: "cascade" }),
    slug: text().notNull(),
    title: text().notNull(),
    subtitle: text().notNull(),
    description: text().notNull(),
    season: text().notNull(),
    trekId: integer().references(() => treks.id, { onDelete: "set null" }),
    coverImageId: media_id().notNull(),
    position: position(),
  },
  (t) => [unique().on(t.creatorId, t.slug)],
);

export const moments = table("moments", {
  id: id(),
  creatorTripId: integer()
    .notNull()
    .references(() => creatorTrips.id, { onDelete: "cascade" }),
  mediaId: media_id().notNull(),
  caption: text().notNull(),
  position: position(),
});

export const blogPosts = table("blog_posts", {
  id: id(),
  slug: text().notNull().unique(),
  title: text().notNull(),
  excerpt: text().notNull(),
  /** Paragraphs separated by blank lines; a line starting with "## " is a heading. */
  body: text().notNull(),
  coverImageId: media_id().notNull(),
  creatorId: integer().references(() => creators.id, { onDelete: "set null" }),
  authorName: text().notNull(),
  destinationId: integer().references(() => destinations.id, { onDelete: "set null" }),
  publishedOn: day().notNull(),
  readingMinutes: integer().notNull(),
  metaTitle: text().notNull(),
  metaDescription: text().notNull(),
});

export const teamMembers = table("team_members", {
  id: id(),
  name: text().notNull(),
  role: text().notNull(),
  bio: text().notNull(),
  photoId: media_id().notNull(),
  position: position(),
});

export const jobOpenings = table("job_openings", {
  id: id(),
  slug: text().notNull().unique(),
  title: text().notNull(),
  department: text().notNull(),
  location: text().notNull(),
  employmentType: text().notNull(),
  summary: text().notNull(),
  responsibilities: stringList(),
  requirements: stringList(),
  isOpen: boolean().notNull().default(true),
  postedOn: day().notNull(),
});

export const newsletterSubscribers = table(
  "newsletter_subscribers",
  {
    id: id(),
    /** Stored trimmed and lower-cased; the unique index makes a second subscription a no-op. */
    email: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("newsletter_subscribers_email_unique").on(sql`lower(${t.email})`)],
);
