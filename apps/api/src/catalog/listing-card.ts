// A trek, group trip or tour package as a card (SPEC.md's Listing card), and SPEC.md's rule of
// what may be listed: active, with a main package, and with at least one departure from today with
// seats left. Listings, attraction pages and search all show trips through these.
import { eventPrices, events, packageSchedules, packages, reviews } from "@parvat/db/schema";
import type { IsoDate } from "@parvat/domain/business-dates";
import { isMonth, monthBounds } from "@parvat/domain/listing";
import { struckThroughPrice } from "@parvat/domain/trek-pricing";
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
/**
 * The main package's lowest price on the trek's bookable departures in the window, by SPEC.md
 * section 4's price rule (the departure's enabled entry, else the package price); null when no
 * departure in the window offers the main package.
 */
export const lowestDeparturePrice = (
  trekId: AnyColumn,
  mainPackageId: AnyColumn,
  window: { from: IsoDate; until?: IsoDate },
) =>
  sql<
    number | null
  >`(select min(coalesce(${eventPrices.price}, ${packages.price})) from ${events} join ${eventPrices} on ${eventPrices.eventId} = ${events.id} and ${eventPrices.packageId} = ${mainPackageId} and ${eventPrices.enabled} join ${packages} on ${packages.id} = ${mainPackageId} where ${events.trekId} = ${trekId} and ${events.startDate} >= ${window.from}${
    window.until ? sql` and ${events.startDate} < ${window.until}` : sql``
  } and ${events.availableSeats} > 0)`;

/**
 * A card's "from" price follows the listing's month filter: the selection of the lowest price for
 * the month asked (any bookable departure from today without one), under a key of its own so a
 * query may ask for several months at once. \`price\` and \`original_price\` share one selection
 * object per month and day: the plugin merges identical selections into the card's one statement,
 * where two equal but distinct ones would cost a second.
 */
const priceSelections = new Map<string, ReturnType<typeof buildPriceSelection>>();

function buildPriceSelection(key: string, window: { from: IsoDate; until?: IsoDate }) {
  return {
    key,
    select: {
      with: { mainPackage: { columns: { price: true, originalPrice: true } } },
      extras: { [key]: (trek: TrekColumns) => lowestDeparturePrice(trek.id, trek.mainPackageId, window) },
    },
  };
}

function lowestPriceSelection(month: string | null | undefined, today: IsoDate) {
  const asked = month && isMonth(month) ? month : null;
  const key = `lowestPrice_${asked?.replace("-", "_") ?? "any"}`;
  const cacheKey = `${today}|${key}`;
  let selection = priceSelections.get(cacheKey);
  if (!selection) {
    // Months a day asks about are few; a new day starts afresh.
    if (priceSelections.size > 64) priceSelections.clear();
    selection = buildPriceSelection(key, departureWindow(today, asked));
    priceSelections.set(cacheKey, selection);
  }
  return selection;
}

type PricedCard = { mainPackage: { price: number; originalPrice: number | null } | null } & Record<string, unknown>;

/** The card's price for the month asked: the lowest departure price, else the main package's. */
function cardPrice(card: PricedCard, key: string): number {
  const lowest = card[key];
  return lowest === null || lowest === undefined ? (card.mainPackage?.price ?? 0) : Number(lowest);
}

const PRICE_MONTH_DESCRIPTION =
  "YYYY-MM: the price on that month's departures (a listing's month filter); without it, on any departure from today.";

/** Travellers booked on departures from today: what "popular" means on this site. */
export const seatsBooked = (trekId: AnyColumn, today: IsoDate) =>
  sql<number>`(select coalesce(sum(${events.capacity} - ${events.availableSeats}), 0)::int from ${events} where ${events.trekId} = ${trekId} and ${events.startDate} >= ${today})`;
// A trip's rating and count read its approved reviews only (the demo's are written approved):
// a review waiting for moderation, held or rejected never moves a figure travellers see.
export const reviewCount = (trekId: AnyColumn) =>
  sql<number>`(select count(*)::int from ${reviews} where ${reviews.trekId} = ${trekId} and ${reviews.status} = 'approved')`;
export const averageRating = (trekId: AnyColumn) =>
  sql<
    number | null
  >`(select round(avg(${reviews.starRating})::numeric, 1)::float8 from ${reviews} where ${reviews.trekId} = ${trekId} and ${reviews.status} = 'approved')`;

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
    seasons: t.exposeStringList("seasons", {
      description: "When the trip runs best: winter, spring, summer, monsoon, autumn.",
    }),
    months: t.exposeIntList("months", { description: "The months (1 to 12) the trip runs best." }),
    themes: t.exposeStringList("themes", { description: "What the trip suits: first-timers, weekend, honeymoon..." }),
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
      description:
        "The \"from\" price: the main package's lowest price on the bookable departures (SPEC.md section 4's price rule), or its own price when none offers it.",
      args: { month: t.arg.string({ description: PRICE_MONTH_DESCRIPTION }) },
      select: (args, context) => lowestPriceSelection(args.month, context.today).select as never,
      resolve: (trek, args, context) =>
        cardPrice(trek as unknown as PricedCard, lowestPriceSelection(args.month, context.today).key),
    }),
    original_price: t.int({
      nullable: true,
      description:
        'The price before the discount, struck through (moved with the "from" price\'s date surcharge); null when there is none.',
      args: { month: t.arg.string({ description: PRICE_MONTH_DESCRIPTION }) },
      select: (args, context) => lowestPriceSelection(args.month, context.today).select as never,
      resolve: (trek, args, context) => {
        const card = trek as unknown as PricedCard;
        const pkg = card.mainPackage;
        if (!pkg?.originalPrice) return null;
        const price = cardPrice(card, lowestPriceSelection(args.month, context.today).key);
        return struckThroughPrice({ id: 0, price: pkg.price, original_price: pkg.originalPrice }, price);
      },
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
  /** Issue 18's collections: trips running in any of these seasons, or with any of these themes. */
  seasons?: readonly string[] | null;
  themes?: readonly string[] | null;
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
  const seasons = filter.seasons?.length ? filter.seasons : undefined;
  const themes = filter.themes?.length ? filter.themes : undefined;
  return {
    status: "active",
    mainPackageId: { isNotNull: true as const },
    ...(types ? { type: { in: [...types] } } : {}),
    ...(difficulties ? { difficulty: { in: [...difficulties] } } : {}),
    ...(seasons ? { seasons: { arrayOverlaps: [...seasons] } } : {}),
    ...(themes ? { themes: { arrayOverlaps: [...themes] } } : {}),
    events: bookableDepartures(window.from, window.until),
    RAW: (trek: TrekColumns) =>
      and(
        range(durationDays(trek.mainPackageId), filter.min_days, filter.max_days),
        range(mainPrice(trek.mainPackageId), filter.min_price, filter.max_price),
      ) ?? sql`true`,
  };
}
