// The shape of the demo content. Content files are plain typed data; the loader turns them into
// rows. Cross references are by slug or key, checked by the loader, so a typo fails loudly.

import type { RefundTier } from "@parvat/domain/refunds";
import type { Season, TripTheme } from "@parvat/domain/search-facets";
import type { ChangePolicy } from "@parvat/domain/trip-changes";
import type { Scene, TimeOfDay } from "@parvat/media/art";
import type { DIFFICULTIES, TREK_STATUSES, TREK_TYPES } from "../schema.ts";

// A demo picture is painted, so it names one of the art generator's scenes and times of day.
export { SCENES, type Scene, TIMES_OF_DAY, type TimeOfDay } from "@parvat/media/art";

/** A generated picture. The loader gives it a stable key and a seed, so the art never changes. */
export interface DemoImage {
  scene: Scene;
  time?: TimeOfDay;
  /** Alternative text that describes what the picture shows, for screen readers. */
  alt: string;
  /** Defaults to a 3:2 landscape (1600 x 1067); portraits are square. */
  aspect?: "landscape" | "portrait" | "square" | "wide";
}

export interface DemoFaq {
  /** One of FAQ_GROUPS. */
  group: FaqGroup;
  question: string;
  answer: string;
}

export const FAQ_GROUPS = [
  "About the trip",
  "Fitness and safety",
  "Stay and food",
  "Booking and payment",
  "Cancellation and refunds",
  "Travel and documents",
] as const;
export type FaqGroup = (typeof FAQ_GROUPS)[number];

// ─── Catalogue ──────────────────────────────────────────────────────────────────────────

export interface DemoCampsite {
  slug: string;
  name: string;
  type: "domestic" | "international";
  policies: { title: string; body: string }[];
  /** The "Cancellation" policy as data; it must say what the policy's words say. */
  cancellationTiers?: RefundTier[];
  /** The "Payment" policy's balance rule: days before the start (its text must say the same). */
  balanceDueDays?: number;
}

export interface DemoDestination {
  /** One of the curated slugs of SPEC.md section 2. */
  slug: string;
  name: string;
  country: string;
  tagline: string;
  description: string;
  hero: DemoImage;
  campsite?: string;
  metaTitle: string;
  metaDescription: string;
  /** Attraction slugs in display order. */
  attractions: string[];
  /** Activity slugs in display order (exactly 4 for dubai and kashmir, none elsewhere). */
  activities?: string[];
  faqs: DemoFaq[];
}

export interface DemoAttraction {
  slug: string;
  name: string;
  brief: string;
  description: string;
  location: string;
  image: DemoImage;
  images: DemoImage[];
  campsites: string[];
  metaTitle: string;
  metaDescription: string;
  faqs: DemoFaq[];
}

export interface DemoActivity {
  slug: string;
  name: string;
  brief: string;
  description: string;
  duration: string;
  durationMinutes: number;
  location: string;
  mapLocation?: string;
  price: number;
  originalPrice?: number;
  priceFor: string;
  discountName?: string;
  inclusions: string[];
  exclusions: string[];
  highlights: string[];
  operatingDuration: string;
  knowBeforeYouGo: string[];
  yourExperience: string;
  ticketsInfo: string;
  cancellationPolicy: string;
  images: (DemoImage & { tag: string })[];
  campsites: string[];
  metaTitle: string;
  metaDescription: string;
  faqs: DemoFaq[];
}

/** A hotel, camp or homestay, referenced by key from packages and quotations. */
export interface DemoProperty {
  key: string;
  name: string;
  location: string;
  starCategory?: number;
  checkInTime: string;
  checkOutTime: string;
  description: string;
  distance?: string;
  images: (DemoImage & { tag: string })[];
}

export interface DemoScheduleItem {
  name: string;
  brief: string;
  description: string;
  /** False for an arrival evening or a travel night that is not a trip day. Default true. */
  countAsDay?: boolean;
  image?: DemoImage;
}

export interface DemoStay {
  /** For example "Srinagar". */
  name: string;
  nights: number;
  type: string;
  hideHotelName?: boolean;
  properties: { property: string; meals: string; roomType: string; showDetails?: boolean }[];
}

export interface DemoPackage {
  name: string;
  description: string;
  price: number;
  originalPrice?: number;
  discountName?: string;
  hide?: boolean;
  startDay?: number;
  endDay?: number;
  image?: DemoImage;
  schedule: DemoScheduleItem[];
  stays: DemoStay[];
}

/**
 * How departures are generated, relative to today in the business time zone, so the demo never
 * goes stale: every matching weekday in the season, within the next `horizonDays` (default 300).
 */
export interface DemoDepartures {
  /** Months of the year (1-12) the trip runs. */
  months: number[];
  /** Days of the week (0 = Sunday) a departure starts. */
  weekdays: number[];
  /** Every n-th matching week (default 1). */
  everyWeeks?: number;
  capacity: number;
  /** Extra rupees on every package in these months (a price entry with its own price). */
  peak?: { months: number[]; surcharge: number };
  /** Package indexes not offered on departures starting on these weekdays. */
  unavailable?: { package: number; weekdays: number[] }[];
  horizonDays?: number;
}

export interface DemoTrek {
  slug: string;
  name: string;
  type: (typeof TREK_TYPES)[number];
  status?: (typeof TREK_STATUSES)[number];
  code: string;
  metaTitle: string;
  metaDescription: string;
  tagline: string;
  description: string;
  about: string;
  impUpdate?: string;
  campsite: string;
  destinations: string[];
  altitude?: number;
  difficulty: (typeof DIFFICULTIES)[number];
  /** When the trip runs best and what it suits: what search and the collections match. */
  seasons: Season[];
  /** Months 1 to 12, which may be fewer than the departure months (Kerala runs all year, best in winter). */
  months: number[];
  themes: TripTheme[];
  length?: string;
  location: string;
  minAge?: number;
  maxAge?: number;
  discount?: { slider: boolean; availed: number; total: number; daysPassed: number };
  tips?: string;
  daysSeparate?: boolean;
  packageTitle?: string;
  subPackageTitle?: string;
  /** A part payment that secures the seats (the campsite's "Payment" policy), whole rupees per traveller. */
  bookingAmount?: { perPerson: number; balanceDueDays: number };
  /** Transfers, substitutions, credit and company cancellations; without it the site's defaults apply. */
  changePolicy?: ChangePolicy;
  images: DemoImage[];
  videos?: { title: string; url: string }[];
  /** The first package is the main one. */
  packages: DemoPackage[];
  departures: DemoDepartures;
  includes: {
    kind: "inclusion" | "exclusion";
    name: string;
    icon: string;
    description?: string;
    /** Index of a package this inclusion does not apply to. */
    excludedPackage?: number;
  }[];
  instructions: { name: string; description: string }[];
  faqs: DemoFaq[];
  reviews: { userName: string; rating: number; text: string; daysAgo: number; photo?: boolean; images?: DemoImage[] }[];
  attractions: string[];
  /** Recency for "newest update first" in listings. */
  updatedDaysAgo: number;
}

// ─── Quotations ─────────────────────────────────────────────────────────────────────────

export interface DemoPriceDetail {
  included: boolean;
  price: number | null;
  note: string | null;
}

export interface DemoQuotation {
  slug: string;
  inquiry: {
    slug: string;
    name: string;
    mobile: string;
    email: string;
    travelInDays: number;
    travellers: number;
    message?: string;
    status: "new" | "contacted" | "quoted" | "booked" | "closed";
  };
  name: string;
  tripTitle: string;
  tripSubtitle?: string;
  expiresInDays: number;
  duration: string;
  pax: number;
  meals: string;
  rooms: number;
  stayDetails?: string;
  travelDetails?: string;
  travelComments?: string;
  inclusions: string[];
  exclusions: string[];
  showPriceFor: string;
  bookingAmount: number;
  discountName?: string;
  priceNote?: string;
  knowBeforeYouBook: string[];
  priceInclusiveOfTaxes: boolean;
  airportTransfer: boolean;
  privateVehicleSiteseeing: boolean;
  sicVehicle: boolean;
  travellingData: { from: string; to: string; mode: string }[];
  extrabeds: number;
  exclusiveAdultExtrabed: number;
  flight?: DemoPriceDetail;
  train?: DemoPriceDetail;
  bus?: DemoPriceDetail;
  visa?: DemoPriceDetail;
  campsite: string;
  images: DemoImage[];
  days: {
    title: string;
    description: string;
    image?: DemoImage;
    activities: { activity: string; included: boolean; price?: number; priceFor?: string }[];
    attractions: { attraction: string; included: boolean }[];
  }[];
  /** Exactly one is selected. */
  propertyGroups: {
    name: string;
    price: number | null;
    isSelected?: boolean;
    isHidden?: boolean;
    properties: { property: string; meals: string; roomType: string; daysDetail: string }[];
  }[];
}

/** One content file's worth of catalogue: the loader merges several of these. */
export interface DemoCatalogue {
  campsites: DemoCampsite[];
  destinations: DemoDestination[];
  attractions: DemoAttraction[];
  activities: DemoActivity[];
  properties: DemoProperty[];
  treks: DemoTrek[];
  quotations: DemoQuotation[];
}
