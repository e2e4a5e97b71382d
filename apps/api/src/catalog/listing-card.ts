// A trek, group trip or tour package as a card (SPEC.md's Listing card), and SPEC.md's rule of
// what may be listed: active, with a main package, and with at least one departure from today with
// seats left. Listings, attraction pages and search all show trips through these.
import { eventPrices, events, packageSchedules, packages, reviews } from "@parvat/db/schema";
import type { IsoDate } from "@parvat/domain/business-dates";
import { isMonth, monthBounds } from "@parvat/domain/listing";
import { type AnyColumn, and, type SQL, sql } from "drizzle-orm";
import { builder } from "../builder.ts";
import { Image } from "../media/image.ts";

/** Pictures per card (SPEC.md section 9). */
export const CARD_IMAGE_LIMIT = 5;

export const ListingDeparture = builder.drizzleObject("events", {
  variant: "ListingDeparture",
  description: "A departure as a card shows it: its dates and the seats left.",
  select: {},
  fields: (t) => ({
    id: t.exposeInt("id"),
    start_date: t.expose("startDate", { type: "Date" }),
    end_date: t.expose("endDate", { type: "Date" }),
    available_seats: t.exposeInt("availableSeats"),
  }),
});

/** The bookable departures of a trek: from `from` on (before `until` when given), with seats left. */
export function bookableDepartures(from: IsoDate, until?: IsoDate) {
  return {
    startDate: until ? { gte: from, lt: until } : { gte: from },
    availableSeats: { gt: 0 },
    // A departure on which no package can be booked is not a departure a traveller can take.
    prices: { enabled: true },
  };
}

/** The window of departures a month filter allows: never before today. */
export function departureWindow(today: IsoDate, month: string | null | undefined): { from: IsoDate; until?: IsoDate } {
  if (!month) return { from: today };
  const bounds = monthBounds(month);
  return { from: bounds.from > today ? bounds.from : today, until: bounds.until };
}

// Correlated subqueries of a trek row (`id` and `main_package_id` of the row being listed).
export const durationDays = (mainPackageId: AnyColumn) =>
  sql<number>`(select count(*)::int from ${packageSchedules} where ${packageSchedules.packageId} = ${mainPackageId} and ${packageSchedules.countAsDay})`;
export const mainPrice = (mainPackageId: AnyColumn) =>
  sql<number>`(select ${packages.price} from ${packages} where ${packages.id} = ${mainPackageId})`;
export const firstDeparture = (trekId: AnyColumn, window: { from: IsoDate; until?: IsoDate }) =>
  sql<string>`(select min(${events.startDate}) from ${events} where ${events.trekId} = ${trekId} and ${events.startDate} >= ${window.from}${
    window.until ? sql` and ${events.startDate} < ${window.until}` : sql``
  } and ${events.availableSeats} > 0 and exists (select 1 from ${eventPrices} where ${eventPrices.eventId} = ${events.id} and ${eventPrices.enabled}))`;
/** Travellers booked on departures from today: what "popular" means on this site. */
export const seatsBooked = (trekId: AnyColumn, today: IsoDate) =>
  sql<number>`(select coalesce(sum(${events.capacity} - ${events.availableSeats}), 0)::int from ${events} where ${events.trekId} = ${trekId} and ${events.startDate} >= ${today})`;
export const reviewCount = (trekId: AnyColumn) =>
  sql<number>`(select count(*)::int from ${reviews} where ${reviews.trekId} = ${trekId})`;
export const averageRating = (trekId: AnyColumn) =>
  sql<
    number | null
  >`(select round(avg(${reviews.starRating})::numeric, 1)::float8 from ${reviews} where ${reviews.trekId} = ${trekId})`;

export const ListingCard = builder.drizzleObject("treks", {
  variant: "ListingCard",
  description:
    "A trek, group trip or tour package as a card in listings (SPEC.md's Listing card). Prices are the main package's, in whole rupees.",
  select: {},
  fields: (t) => ({
    id: t.exposeInt("id"),
    slug: t.exposeString("slug"),
    title: t.exposeString("name"),
    tagline: t.exposeString("tagline"),
    about: t.exposeString("about"),
    type: t.exposeString("type", { description: "trek, group-trip or tour-package." }),
    difficulty: t.exposeString("difficulty"),
    location: t.exposeString("location"),
    campsite_id: t.exposeInt("campsiteId"),
    campsite_name: t.string({
      select: { with: { campsite: { columns: { name: true } } } },
      resolve: (trek) => trek.campsite.name,
    }),
    duration_days: t.int({
      description: "The main package's schedule items that count as a day.",
      select: { extras: { durationDays: (trek) => durationDays(trek.mainPackageId) } },
      resolve: (trek) => Number(trek.durationDays),
    }),
    price: t.int({
      select: { with: { mainPackage: { columns: { price: true } } } },
      resolve: (trek) => trek.mainPackage?.price ?? 0,
    }),
    original_price: t.int({
      nullable: true,
      description: "The price before the discount, struck through; null when there is none.",
      select: { with: { mainPackage: { columns: { originalPrice: true } } } },
      resolve: (trek) => trek.mainPackage?.originalPrice ?? null,
    }),
    discount_name: t.string({
      nullable: true,
      select: { with: { mainPackage: { columns: { discountName: true } } } },
      resolve: (trek) => trek.mainPackage?.discountName ?? null,
    }),
    first_image: t.field({
      type: Image,
      nullable: true,
      select: (_args, _context, nestedSelection) => ({
        with: {
          images: {
            orderBy: { position: "asc", id: "asc" },
            limit: CARD_IMAGE_LIMIT,
            with: { media: nestedSelection() },
          },
        },
      }),
      resolve: (trek) => trek.images[0]?.media ?? null,
    }),
    images: t.field({
      type: [Image],
      description: `Up to ${CARD_IMAGE_LIMIT} pictures in display order.`,
      complexity: { field: 1, multiplier: CARD_IMAGE_LIMIT },
      select: (_args, _context, nestedSelection) => ({
        with: {
          images: {
            orderBy: { position: "asc", id: "asc" },
            limit: CARD_IMAGE_LIMIT,
            with: { media: nestedSelection() },
          },
        },
      }),
      resolve: (trek) => trek.images.map((image) => image.media),
    }),
    next_departure: t.field({
      type: ListingDeparture,
      nullable: true,
      description:
        "The first departure from today with seats left (within `month`, YYYY-MM, when given); null when there is none.",
      args: { month: t.arg.string() },
      select: (args, context, nestedSelection) => {
        const window = departureWindow(context.today, args.month && isMonth(args.month) ? args.month : null);
        return {
          with: {
            events: nestedSelection({
              where: bookableDepartures(window.from, window.until),
              orderBy: { startDate: "asc", id: "asc" },
              limit: 1,
            }),
          },
        };
      },
      resolve: (trek) => trek.events[0] ?? null,
    }),
    review_count: t.int({
      select: { extras: { reviewCount: (trek) => reviewCount(trek.id) } },
      resolve: (trek) => Number(trek.reviewCount),
    }),
    average_rating: t.float({
      nullable: true,
      description: "Average star rating of its reviews, to one decimal; null without reviews.",
      select: { extras: { averageRating: (trek) => averageRating(trek.id) } },
      resolve: (trek) => (trek.averageRating === null ? null : Number(trek.averageRating)),
    }),
  }),
});

export interface ListingFilterInput {
  types?: readonly string[] | null;
  month?: string | null;
  min_days?: number | null;
  max_days?: number | null;
  min_price?: number | null;
  max_price?: number | null;
  difficulties?: readonly string[] | null;
}

export type TrekColumns = { id: AnyColumn; mainPackageId: AnyColumn; updatedAt: AnyColumn };

function range(column: SQL, min: number | null | undefined, max: number | null | undefined): SQL | undefined {
  const conditions = [
    min === null || min === undefined ? undefined : sql`${column} >= ${min}`,
    max === null || max === undefined ? undefined : sql`${column} <= ${max}`,
  ].filter((condition) => condition !== undefined);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The relational filter of the listing: SPEC.md's rule plus the traveller's filters. */
export function listingWhere(filter: ListingFilterInput, today: IsoDate) {
  const window = departureWindow(today, filter.month);
  const types = filter.types?.length ? filter.types : undefined;
  const difficulties = filter.difficulties?.length ? filter.difficulties : undefined;
  return {
    status: "active",
    mainPackageId: { isNotNull: true as const },
    ...(types ? { type: { in: [...types] } } : {}),
    ...(difficulties ? { difficulty: { in: [...difficulties] } } : {}),
    events: bookableDepartures(window.from, window.until),
    RAW: (trek: TrekColumns) =>
      and(
        range(durationDays(trek.mainPackageId), filter.min_days, filter.max_days),
        range(mainPrice(trek.mainPackageId), filter.min_price, filter.max_price),
      ) ?? sql`true`,
  };
}
