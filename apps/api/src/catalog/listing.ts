// The trip listing (SPEC.md section 7, "Trek listing"): active treks, group trips and tour packages
// with at least one departure from today with seats left, newest update first, as listing cards.
// With a destination slug the list keeps the trips linked to that destination and the answer adds
// the destination itself (its curated attractions in order, its fixed activity list, its FAQs).
// Filters and sort orders are the ones of @parvat/domain/listing. However much a client selects,
// the listing is one SQL statement: the cards (with their total) are planned into the
// destination's query when there is one, and are the whole query when there is not.
import type { Database } from "@parvat/db/client";
import type { IsoDate } from "@parvat/domain/business-dates";
import { DIFFICULTY_LEVELS, isMonth, TRIP_KINDS, TRIPS_PER_PAGE, type TripSort } from "@parvat/domain/listing";
import { SEASON_VALUES, TRIP_THEME_VALUES } from "@parvat/domain/search-facets";
import { asc, desc, sql } from "drizzle-orm";
import { builder } from "../builder.ts";
import { UserError } from "../errors.ts";
import { Destination } from "./destination.ts";
import {
  departureWindow,
  firstDeparture,
  ListingCard,
  type ListingFilterInput,
  listingWhere,
  mainPrice,
  reviewCount,
  seatsBooked,
  type TrekColumns,
} from "./listing-card.ts";

/** At most this many cards per page, whatever a client asks. */
export const MAX_LISTING_PAGE_SIZE = 48;

export const TripSortEnum = builder.enumType("ListingSort", {
  description: "How a trip listing is ordered.",
  values: {
    UPDATED: { value: "updated", description: "Newest update first (SPEC.md's order; the default)." },
    DEPARTURE: { value: "departure", description: "Soonest bookable departure first." },
    PRICE_LOW: { value: "price-low", description: "Cheapest first." },
    PRICE_HIGH: { value: "price-high", description: "Dearest first." },
    POPULARITY: {
      value: "popularity",
      description: "Most travellers booked on departures from today first, then most reviews.",
    },
  } satisfies Record<string, { value: TripSort; description: string }>,
});

export const ListingFilter = builder.inputType("ListingFilter", {
  description: "Narrows a trip listing. Every condition given must hold; ranges include both ends.",
  fields: (t) => ({
    types: t.stringList({ description: "Kinds of trip: trek, group-trip, tour-package (any of them)." }),
    month: t.string({ description: "Only trips with a bookable departure in this month (YYYY-MM)." }),
    min_days: t.int(),
    max_days: t.int(),
    min_price: t.int({ description: "Whole rupees." }),
    max_price: t.int({ description: "Whole rupees." }),
    difficulties: t.stringList({ description: "Any of: easy, easy-moderate, moderate, difficult, challenging." }),
    seasons: t.stringList({ description: `Trips at their best in any of these seasons: ${SEASON_VALUES.join(", ")}.` }),
    themes: t.stringList({ description: `Trips with any of these themes: ${TRIP_THEME_VALUES.join(", ")}.` }),
  }),
});

function refuse(message: string, field: string): never {
  throw new UserError(message, { code: "BAD_USER_INPUT", field });
}

/** Refuses a filter a traveller could not have built from the page, with a message saying why. */
export function checkListingFilter(filter: ListingFilterInput | null | undefined): ListingFilterInput {
  if (!filter) return {};
  const kinds: readonly string[] = TRIP_KINDS.map((kind) => kind.value);
  for (const type of filter.types ?? []) {
    if (!kinds.includes(type)) refuse(`Unknown kind of trip "${type}". Use one of: ${kinds.join(", ")}.`, "types");
  }
  const levels: readonly string[] = DIFFICULTY_LEVELS.map((level) => level.value);
  for (const level of filter.difficulties ?? []) {
    if (!levels.includes(level)) {
      refuse(`Unknown difficulty "${level}". Use one of: ${levels.join(", ")}.`, "difficulties");
    }
  }
  for (const [field, allowed] of [
    ["seasons", SEASON_VALUES],
    ["themes", TRIP_THEME_VALUES],
  ] as const) {
    for (const value of filter[field] ?? []) {
      if (!(allowed as readonly string[]).includes(value)) {
        refuse(
          `Unknown ${field === "seasons" ? "season" : "theme"} "${value}". Use one of: ${allowed.join(", ")}.`,
          field,
        );
      }
    }
  }
  if (filter.month !== null && filter.month !== undefined && !isMonth(filter.month)) {
    refuse(`Give the month as YYYY-MM, for example 2026-12 (got "${filter.month}").`, "month");
  }
  for (const field of ["min_days", "max_days", "min_price", "max_price"] as const) {
    const value = filter[field];
    if (value !== null && value !== undefined && value < 0) refuse(`${field} cannot be negative.`, field);
  }
  if ((filter.min_days ?? 0) > (filter.max_days ?? Number.POSITIVE_INFINITY)) {
    refuse("min_days is more than max_days.", "min_days");
  }
  if ((filter.min_price ?? 0) > (filter.max_price ?? Number.POSITIVE_INFINITY)) {
    refuse("min_price is more than max_price.", "min_price");
  }
  return filter;
}

/** The listing's order; every order ends with the trek id, so pages never overlap or skip. */
export function listingOrder(sort: TripSort, filter: ListingFilterInput, today: IsoDate) {
  return (trek: TrekColumns) => {
    const newest = [desc(trek.updatedAt), desc(trek.id)];
    switch (sort) {
      case "departure":
        return [asc(firstDeparture(trek.id, departureWindow(today, filter.month))), ...newest];
      case "price-low":
        return [asc(mainPrice(trek.mainPackageId)), ...newest];
      case "price-high":
        return [desc(mainPrice(trek.mainPackageId)), ...newest];
      case "popularity":
        return [desc(seatsBooked(trek.id, today)), desc(reviewCount(trek.id)), ...newest];
      default:
        return newest;
    }
  };
}

interface ListingPage {
  cards: unknown[];
  total: number;
  destination: unknown;
}

export const TrekListing = builder.objectRef<ListingPage>("TrekListing").implement({
  description: "One page of a trip listing.",
  fields: (t) => ({
    cards: t.field({
      type: [ListingCard],
      complexity: { field: 1, multiplier: TRIPS_PER_PAGE },
      resolve: (page) => page.cards as never,
    }),
    total_count: t.exposeInt("total", { description: "Cards matching the filters, on every page together." }),
    destination: t.field({
      type: Destination,
      nullable: true,
      description: "The destination asked for, with its curated attractions, activities and FAQs.",
      resolve: (page) => page.destination as never,
    }),
  }),
});

builder.queryField("trekListing", (t) =>
  t.field({
    publicAnswer: true,
    type: TrekListing,
    nullable: true,
    description:
      "One page of the trip listing (SPEC.md's Trek listing). Null when `destination_slug` names no destination.",
    args: {
      destination_slug: t.arg.string({ description: "Only trips linked to this destination (/{slug})." }),
      filter: t.arg({ type: ListingFilter }),
      sort: t.arg({ type: TripSortEnum, defaultValue: "updated" }),
      limit: t.arg.int({ defaultValue: TRIPS_PER_PAGE, description: `At most ${MAX_LISTING_PAGE_SIZE}.` }),
      offset: t.arg.int({ defaultValue: 0 }),
    },
    complexity: (args) => ({
      field: 1,
      multiplier: Math.max(
        1,
        Math.ceil(Math.min(args.limit ?? TRIPS_PER_PAGE, MAX_LISTING_PAGE_SIZE) / TRIPS_PER_PAGE),
      ),
    }),
    resolve: async (_root, args, context, info) => {
      const filter = checkListingFilter(args.filter);
      const limit = Math.min(Math.max(args.limit ?? TRIPS_PER_PAGE, 0), MAX_LISTING_PAGE_SIZE);
      const offset = Math.max(args.offset ?? 0, 0);
      const sort = args.sort ?? "updated";
      const cardsQuery = t.drizzleQueryFromInfo(ListingCard, {
        context,
        info,
        path: ["cards"],
        where: listingWhere(filter, context.today),
        orderBy: listingOrder(sort, filter, context.today),
        limit,
        offset,
        // The total before LIMIT, on every row: the page and its count in one statement. The "basic"
        // strategy keeps LIMIT on the outer query; the "optimized" one would count after it.
        extras: { totalCount: sql<number>`(count(*) over ())::int` },
      });
      let cards: { totalCount: number }[];
      let destination: unknown = null;
      if (args.destination_slug) {
        const row = await context.db.query.destinations.findFirst({
          ...t.drizzleQueryFromInfo(Destination, {
            context,
            info,
            path: ["destination"],
            where: { slug: args.destination_slug },
            with: { treks: cardsQuery as never },
          }),
          strategy: "basic",
        } as never);
        if (!row) return null;
        destination = row;
        cards = (row as unknown as { treks: { totalCount: number }[] }).treks;
      } else {
        cards = (await context.db.query.treks.findMany({ ...cardsQuery, strategy: "basic" } as never)) as unknown as {
          totalCount: number;
        }[];
      }
      const total =
        cards[0]?.totalCount ?? (offset > 0 ? await countListing(context, filter, args.destination_slug) : 0);
      return { cards, total: Number(total), destination };
    },
  }),
);

/** The total when a page lies past the last card (and so carries no count of its own). */
async function countListing(
  context: { db: Database; today: IsoDate },
  filter: ListingFilterInput,
  destinationSlug: string | null | undefined,
): Promise<number> {
  const rows = await context.db.query.treks.findMany({
    columns: { id: true },
    where: {
      ...listingWhere(filter, context.today),
      ...(destinationSlug ? { destinations: { slug: destinationSlug } } : {}),
    } as never,
  });
  return rows.length;
}

builder.queryField("activeTrips", (t) =>
  t.drizzleField({
    publicAnswer: true,
    type: [ListingCard],
    description:
      "Every active trip, bookable today or not, newest update first: for the sitemap. Travellers browse trekListing.",
    complexity: { field: 1, multiplier: 50 },
    resolve: (query, _root, _args, { db }) =>
      db.query.treks.findMany(query({ where: { status: "active" }, orderBy: { updatedAt: "desc", id: "desc" } })),
  }),
);
