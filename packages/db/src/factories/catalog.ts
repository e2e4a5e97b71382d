// Catalogue entities, each written whole from fully specified input: a trek with its packages,
// schedules, stays, departures and price entries; an attraction, activity or destination with its
// pictures, links and FAQs; a property with its pictures. The demo loader writes the demo through
// these, and the test factories (testing/factories/) fill defaults and call them, so the two never
// drift apart.
import type { IsoDate } from "@parvat/domain/business-dates";
import { eq } from "drizzle-orm";
import {
  activities,
  activityCampsites,
  activityImages,
  attractionCampsites,
  attractionImages,
  attractions,
  destinationActivities,
  destinationAttractions,
  destinations,
  eventPrices,
  events,
  faqGroups,
  faqs,
  packageSchedules,
  packages,
  properties,
  propertyImages,
  propertyInfoProperties,
  propertyInfos,
  reviewImages,
  reviews,
  trekAttractions,
  trekDestinations,
  trekImages,
  trekIncludes,
  trekInstructions,
  treks,
  trekVideos,
} from "../schema/catalog.ts";
import { type Executor, insertMany, type New, type Row } from "./executor.ts";

// ─── FAQs ───────────────────────────────────────────────────────────────────────────────

export interface FaqInput {
  question: string;
  answer: string;
  groupId?: number | null;
}

type FaqOwner = { trekId: number } | { attractionId: number } | { activityId: number } | { destinationId: number };

async function insertFaqs(db: Executor, owner: FaqOwner, items: readonly FaqInput[] = []) {
  if (items.length === 0) return;
  await db.insert(faqs).values(items.map((faq, position) => ({ ...faq, ...owner, position })));
}

/** The FAQ groups in display order; existing names are kept. Returns name to id. */
export async function insertFaqGroups(db: Executor, names: readonly string[]): Promise<Map<string, number>> {
  if (names.length > 0) {
    await db
      .insert(faqGroups)
      .values(names.map((name, position) => ({ name, position })))
      .onConflictDoNothing();
  }
  const rows = await db.select().from(faqGroups);
  return new Map(rows.map((row) => [row.name, row.id]));
}

// ─── Properties ─────────────────────────────────────────────────────────────────────────

export interface PropertyInput {
  property: New<typeof properties>;
  images?: { mediaId: number; tag: string }[];
}

export async function insertProperty(db: Executor, input: PropertyInput): Promise<Row<typeof properties>> {
  const [row] = await db.insert(properties).values(input.property).returning();
  if (input.images?.length) {
    await db
      .insert(propertyImages)
      .values(input.images.map((image, position) => ({ ...image, propertyId: row!.id, position })));
  }
  return row!;
}

// ─── Attractions, activities and destinations ───────────────────────────────────────────

export interface AttractionInput {
  attraction: New<typeof attractions>;
  imageIds?: number[];
  campsiteIds?: number[];
  faqs?: FaqInput[];
}

export async function insertAttraction(db: Executor, input: AttractionInput): Promise<Row<typeof attractions>> {
  const [row] = await db.insert(attractions).values(input.attraction).returning();
  const attractionId = row!.id;
  if (input.imageIds?.length) {
    await db
      .insert(attractionImages)
      .values(input.imageIds.map((mediaId, position) => ({ attractionId, mediaId, position })));
  }
  if (input.campsiteIds?.length) {
    await db.insert(attractionCampsites).values(input.campsiteIds.map((campsiteId) => ({ attractionId, campsiteId })));
  }
  await insertFaqs(db, { attractionId }, input.faqs);
  return row!;
}

export interface ActivityInput {
  activity: New<typeof activities>;
  images?: { mediaId: number; tag: string }[];
  campsiteIds?: number[];
  faqs?: FaqInput[];
}

export async function insertActivity(db: Executor, input: ActivityInput): Promise<Row<typeof activities>> {
  const [row] = await db.insert(activities).values(input.activity).returning();
  const activityId = row!.id;
  if (input.images?.length) {
    await db.insert(activityImages).values(input.images.map((image, position) => ({ ...image, activityId, position })));
  }
  if (input.campsiteIds?.length) {
    await db.insert(activityCampsites).values(input.campsiteIds.map((campsiteId) => ({ activityId, campsiteId })));
  }
  await insertFaqs(db, { activityId }, input.faqs);
  return row!;
}

export interface DestinationInput {
  destination: New<typeof destinations>;
  attractionIds?: number[];
  activityIds?: number[];
  faqs?: FaqInput[];
}

export async function insertDestination(db: Executor, input: DestinationInput): Promise<Row<typeof destinations>> {
  const [row] = await db.insert(destinations).values(input.destination).returning();
  const destinationId = row!.id;
  if (input.attractionIds?.length) {
    await db
      .insert(destinationAttractions)
      .values(input.attractionIds.map((attractionId, position) => ({ destinationId, attractionId, position })));
  }
  if (input.activityIds?.length) {
    await db
      .insert(destinationActivities)
      .values(input.activityIds.map((activityId, position) => ({ destinationId, activityId, position })));
  }
  await insertFaqs(db, { destinationId }, input.faqs);
  return row!;
}

// ─── Treks, packages, departures ────────────────────────────────────────────────────────

export interface ScheduleItemInput {
  name: string;
  brief: string;
  description: string;
  countAsDay?: boolean;
  imageId?: number | null;
}

export interface StayInput {
  name: string;
  numberOfNights: number;
  type: string;
  hideHotelName?: boolean;
  properties: { propertyId: number; meals: string; roomType: string; showPropertyDetails?: boolean }[];
}

export interface PackageInput {
  name: string;
  description: string;
  price: number;
  originalPrice?: number | null;
  discountName?: string | null;
  hide?: boolean;
  startDay?: number | null;
  endDay?: number | null;
  imageId?: number | null;
  /** Defaults to the package's place in the list: the first package comes first. */
  priority?: number;
  schedule: ScheduleItemInput[];
  stays?: StayInput[];
}

export interface PriceEntryInput {
  /** Index into the trek's packages. */
  package: number;
  enabled: boolean;
  /** Null falls back to the package's own price. */
  price: number | null;
}

export interface DepartureInput {
  startDate: IsoDate;
  endDate: IsoDate;
  capacity: number;
  availableSeats: number;
  /** Packages without an entry here get an enabled entry without a price of its own. */
  prices?: PriceEntryInput[];
}

export interface TrekInput {
  trek: Omit<New<typeof treks>, "mainPackageId">;
  /** At least one; the first is the main package. */
  packages: PackageInput[];
  departures?: DepartureInput[];
  imageIds?: number[];
  videos?: { title: string; url: string }[];
  includes?: {
    kind: "inclusion" | "exclusion";
    name: string;
    icon: string;
    description?: string | null;
    /** Index of a package this inclusion does not apply to. */
    excludedPackage?: number;
  }[];
  instructions?: { name: string; description: string }[];
  faqs?: FaqInput[];
  reviews?: {
    review: string;
    starRating: number;
    publishDate: IsoDate;
    userName: string;
    userPhotoId?: number | null;
    imageIds?: number[];
  }[];
  attractionIds?: number[];
  destinationIds?: number[];
}

export interface TrekGraph {
  trek: Row<typeof treks>;
  /** In input order; `packages[0]` is the main package. */
  packages: Row<typeof packages>[];
  /** In input order. */
  events: Row<typeof events>[];
  eventPrices: Row<typeof eventPrices>[];
}

/** Days of a package: the schedule items that count as a day (an arrival evening does not). */
export function packageDayCount(schedule: readonly { countAsDay?: boolean }[]): number {
  return schedule.filter((item) => item.countAsDay !== false).length;
}

export async function insertTrek(db: Executor, input: TrekInput): Promise<TrekGraph> {
  if (input.packages.length === 0) throw new Error(`Trek "${input.trek.slug}" needs at least one package`);
  const [trek] = await db.insert(treks).values(input.trek).returning();
  const trekId = trek!.id;
  const packageRows = await db
    .insert(packages)
    .values(
      input.packages.map(({ schedule: _schedule, stays: _stays, priority, ...pack }, index) => ({
        ...pack,
        trekId,
        priority: priority ?? index,
      })),
    )
    .returning();
  // Postgres returns inserted rows in VALUES order; sort by id to be certain.
  packageRows.sort((a, b) => a.id - b.id);
  // Keep updatedAt as given: the update must not count as an edit of the trek.
  const [updated] = await db
    .update(treks)
    .set({ mainPackageId: packageRows[0]!.id, updatedAt: trek!.updatedAt })
    .where(eq(treks.id, trekId))
    .returning();

  const schedules = input.packages.flatMap((pack, index) =>
    pack.schedule.map((item, position) => ({ ...item, packageId: packageRows[index]!.id, position })),
  );
  if (schedules.length > 0) await db.insert(packageSchedules).values(schedules);

  const stays = input.packages.flatMap((pack, index) =>
    (pack.stays ?? []).map((stay, position) => ({ stay, packageId: packageRows[index]!.id, position })),
  );
  if (stays.length > 0) {
    const infoRows = await db
      .insert(propertyInfos)
      .values(
        stays.map(({ stay, packageId, position }) => ({
          packageId,
          position,
          name: stay.name,
          numberOfNights: stay.numberOfNights,
          type: stay.type,
          hideHotelName: stay.hideHotelName ?? false,
        })),
      )
      .returning();
    infoRows.sort((a, b) => a.id - b.id);
    const links = stays.flatMap(({ stay }, index) =>
      stay.properties.map((property, position) => ({ ...property, propertyInfoId: infoRows[index]!.id, position })),
    );
    if (links.length > 0) await db.insert(propertyInfoProperties).values(links);
  }

  const departures = input.departures ?? [];
  let eventRows: Row<typeof events>[] = [];
  let priceRows: Row<typeof eventPrices>[] = [];
  if (departures.length > 0) {
    eventRows = await insertMany(departures, 500, (slice: DepartureInput[]) =>
      db
        .insert(events)
        .values(slice.map(({ prices: _prices, ...departure }) => ({ ...departure, trekId })))
        .returning(),
    );
    eventRows.sort((a, b) => a.id - b.id);
    const entries = departures.flatMap((departure, index) =>
      packageRows.map((pack, packageIndex) => {
        const entry = departure.prices?.find((price) => price.package === packageIndex);
        return {
          eventId: eventRows[index]!.id,
          trekId,
          packageId: pack.id,
          enabled: entry?.enabled ?? true,
          price: entry?.price ?? null,
        };
      }),
    );
    priceRows = await insertMany(entries, 1000, (slice: (typeof entries)[number][]) =>
      db.insert(eventPrices).values(slice).returning(),
    );
  }

  if (input.imageIds?.length) {
    await db.insert(trekImages).values(input.imageIds.map((mediaId, position) => ({ trekId, mediaId, position })));
  }
  if (input.videos?.length) {
    await db.insert(trekVideos).values(input.videos.map((video, position) => ({ ...video, trekId, position })));
  }
  if (input.includes?.length) {
    await db.insert(trekIncludes).values(
      input.includes.map(({ excludedPackage, ...include }, position) => {
        if (excludedPackage !== undefined && !packageRows[excludedPackage]) {
          throw new Error(
            `Trek "${input.trek.slug}": include "${include.name}" excludes missing package ${excludedPackage}`,
          );
        }
        return {
          ...include,
          trekId,
          position,
          excludedPackageId: excludedPackage === undefined ? null : packageRows[excludedPackage]!.id,
        };
      }),
    );
  }
  if (input.instructions?.length) {
    await db
      .insert(trekInstructions)
      .values(input.instructions.map((instruction, position) => ({ ...instruction, trekId, position })));
  }
  await insertFaqs(db, { trekId }, input.faqs);
  if (input.reviews?.length) {
    const reviewRows = await db
      .insert(reviews)
      .values(input.reviews.map(({ imageIds: _images, ...review }) => ({ ...review, trekId })))
      .returning();
    reviewRows.sort((a, b) => a.id - b.id);
    const images = input.reviews.flatMap((review, index) =>
      (review.imageIds ?? []).map((mediaId, position) => ({ reviewId: reviewRows[index]!.id, mediaId, position })),
    );
    if (images.length > 0) await db.insert(reviewImages).values(images);
  }
  if (input.attractionIds?.length) {
    await db
      .insert(trekAttractions)
      .values(input.attractionIds.map((attractionId, position) => ({ trekId, attractionId, position })));
  }
  if (input.destinationIds?.length) {
    await db.insert(trekDestinations).values(input.destinationIds.map((destinationId) => ({ trekId, destinationId })));
  }
  return { trek: updated!, packages: packageRows, events: eventRows, eventPrices: priceRows };
}
