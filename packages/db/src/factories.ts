// Row factories. Two layers that share one code path, so tests and the demo never drift apart:
// - `insert*` functions write one complete entity (a trek with its packages, departures and price
//   entries; an activity with its images and FAQs; ...) from fully specified input. The demo
//   loader calls them with the demo content.
// - `create*` functions fill sensible defaults and call the `insert*` ones. Tests call them and
//   override only what a test is about: `createTrek(db, { status: "inactive" })`.
import { createHash } from "node:crypto";
import { addDays, businessToday, type IsoDate } from "@parvat/domain/business-dates";
import { asc, eq } from "drizzle-orm";
import type { Database } from "./client.ts";
import type { Scene, TimeOfDay } from "./demo/types.ts";
import { paintScene } from "./media/art.ts";
import {
  activities,
  activityCampsites,
  activityImages,
  attractionCampsites,
  attractionImages,
  attractions,
  blogPosts,
  campsites,
  creators,
  creatorTrips,
  destinationActivities,
  destinationAttractions,
  destinations,
  eventPrices,
  events,
  faqGroups,
  faqs,
  inquiries,
  jobOpenings,
  media,
  moments,
  newsletterSubscribers,
  packageSchedules,
  packages,
  phoneNumbers,
  properties,
  propertyImages,
  propertyInfoProperties,
  propertyInfos,
  quotationDayActivities,
  quotationDayAttractions,
  quotationDays,
  quotationImages,
  quotationPropertyGroupProperties,
  quotationPropertyGroups,
  quotations,
  reviewImages,
  reviews,
  teamMembers,
  trekAttractions,
  trekDestinations,
  trekImages,
  trekIncludes,
  trekInstructions,
  treks,
  trekVideos,
  users,
} from "./schema.ts";

/** The database or a transaction on it: factories work inside the loader's transaction too. */
export type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

type New<T extends { $inferInsert: unknown }> = T["$inferInsert"];
type Row<T extends { $inferSelect: unknown }> = T["$inferSelect"];

let sequence = 0;
/** A number unique within this process, for default slugs, codes and phone numbers. */
function next(): number {
  sequence += 1;
  return sequence;
}

/** Inserts rows in slices: one statement per slice instead of one per row, within parameter limits. */
async function insertMany<R>(rows: readonly unknown[], size: number, insert: (slice: never[]) => Promise<R[]>) {
  const result: R[] = [];
  for (let start = 0; start < rows.length; start += size) {
    result.push(...(await insert(rows.slice(start, start + size) as never[])));
  }
  return result;
}

// ─── Media ──────────────────────────────────────────────────────────────────────────────

export const ASPECT_SIZES = {
  landscape: { width: 1600, height: 1067 },
  portrait: { width: 1067, height: 1600 },
  square: { width: 1200, height: 1200 },
  wide: { width: 1920, height: 800 },
} as const;
export type Aspect = keyof typeof ASPECT_SIZES;

/** The short hash that goes into every URL of a picture: first 12 hex digits of its source's SHA-256. */
export function mediaChecksum(source: string): string {
  return createHash("sha256").update(source).digest("hex").slice(0, 12);
}

/** A complete media row for a generated picture; the key doubles as the art's seed. */
export function paintedMedia(options: {
  key: string;
  scene: Scene;
  time?: TimeOfDay;
  alt: string;
  aspect?: Aspect;
}): New<typeof media> {
  const aspect = options.aspect ?? (options.scene === "portrait" ? "square" : "landscape");
  const { width, height } = ASPECT_SIZES[aspect];
  const { svg, dominantColor } = paintScene({
    scene: options.scene,
    time: options.time ?? "day",
    seed: options.key,
    width,
    height,
  });
  return {
    key: options.key,
    checksum: mediaChecksum(svg),
    width,
    height,
    alt: options.alt,
    dominantColor,
    svgSource: svg,
  };
}

export async function insertMedia(db: Executor, rows: readonly New<typeof media>[]): Promise<Row<typeof media>[]> {
  return insertMany(rows, 100, (slice: New<typeof media>[]) => db.insert(media).values(slice).returning());
}

export async function createMedia(
  db: Executor,
  overrides: Partial<New<typeof media>> & { scene?: Scene; time?: TimeOfDay; aspect?: Aspect } = {},
): Promise<Row<typeof media>> {
  const { scene = "himalayan-peaks", time, aspect, ...columns } = overrides;
  const key = columns.key ?? `test/${next()}`;
  const painted = paintedMedia({ key, scene, time, aspect, alt: columns.alt ?? "Snow peaks above a pine forest" });
  const [row] = await insertMedia(db, [{ ...painted, ...columns }]);
  return row!;
}

// ─── Shared small things ────────────────────────────────────────────────────────────────

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

export async function createCampsite(
  db: Executor,
  overrides: Partial<New<typeof campsites>> = {},
): Promise<Row<typeof campsites>> {
  const n = next();
  const [row] = await db
    .insert(campsites)
    .values({ name: `Campsite ${n}`, slug: `campsite-${n}`, type: "domestic", ...overrides })
    .returning();
  return row!;
}

export async function createPhoneNumber(
  db: Executor,
  overrides: Partial<New<typeof phoneNumbers>> = {},
): Promise<Row<typeof phoneNumbers>> {
  const [row] = await db
    .insert(phoneNumbers)
    .values({ label: "Trip desk", number: `+9190000${String(next()).padStart(5, "0")}`, ...overrides })
    .returning();
  return row!;
}

export async function createUser(db: Executor, overrides: Partial<New<typeof users>> = {}): Promise<Row<typeof users>> {
  const [row] = await db
    .insert(users)
    .values({ phone: `+9180000${String(next()).padStart(5, "0")}`, firstName: "Asha", lastName: "Rao", ...overrides })
    .returning();
  return row!;
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

export async function createProperty(
  db: Executor,
  overrides: Partial<New<typeof properties>> = {},
): Promise<Row<typeof properties>> {
  return insertProperty(db, {
    property: {
      name: `Riverside Camp ${next()}`,
      location: "Sankri, Uttarakhand",
      starCategory: 3,
      checkInTime: "12:00",
      checkOutTime: "10:00",
      description: "Twin-sharing tents on a terrace above the river, with hot meals in the dining tent.",
      ...overrides,
    },
  });
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

export async function createAttraction(
  db: Executor,
  overrides: Partial<New<typeof attractions>> & Omit<AttractionInput, "attraction"> = {},
): Promise<Row<typeof attractions>> {
  const { imageIds, campsiteIds, faqs: faqItems, ...columns } = overrides;
  const n = next();
  const imageId = columns.imageId ?? (await createMedia(db, { scene: "high-lake", alt: "A lake below snow peaks" })).id;
  return insertAttraction(db, {
    attraction: {
      slug: `attraction-${n}`,
      name: `Attraction ${n}`,
      brief: "A glacial lake at the head of the valley.",
      description: "A calm lake fed by the glacier above it, reached by an easy walk through birch woods.",
      location: "Uttarakhand",
      imageId,
      metaTitle: `Attraction ${n}`,
      metaDescription: "A glacial lake at the head of the valley.",
      ...columns,
    },
    imageIds,
    campsiteIds,
    faqs: faqItems,
  });
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

export async function createActivity(
  db: Executor,
  overrides: Partial<New<typeof activities>> & Omit<ActivityInput, "activity"> = {},
): Promise<Row<typeof activities>> {
  const { images, campsiteIds, faqs: faqItems, ...columns } = overrides;
  const n = next();
  const imageList = images ?? [
    {
      mediaId: (await createMedia(db, { scene: "desert-dunes", time: "dusk", alt: "Dunes at sunset" })).id,
      tag: "cover",
    },
  ];
  return insertActivity(db, {
    activity: {
      slug: `activity-${n}`,
      name: `Activity ${n}`,
      brief: "An evening in the dunes with a barbecue dinner.",
      description: "A drive into the dunes, a camel ride at sunset and dinner under the stars.",
      duration: "6 hours",
      durationMinutes: 360,
      location: "Dubai",
      price: 3_500,
      priceFor: "per person",
      metaTitle: `Activity ${n}`,
      metaDescription: "An evening in the dunes with a barbecue dinner.",
      ...columns,
    },
    images: imageList,
    campsiteIds,
    faqs: faqItems,
  });
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

export async function createDestination(
  db: Executor,
  overrides: Partial<New<typeof destinations>> & Omit<DestinationInput, "destination"> = {},
): Promise<Row<typeof destinations>> {
  const { attractionIds, activityIds, faqs: faqItems, ...columns } = overrides;
  const n = next();
  const heroImageId =
    columns.heroImageId ?? (await createMedia(db, { scene: "himalayan-peaks", alt: "Snow peaks", aspect: "wide" })).id;
  return insertDestination(db, {
    destination: {
      slug: `destination-${n}`,
      name: `Destination ${n}`,
      country: "India",
      tagline: "High passes and quiet valleys",
      description: "Valleys of pine and deodar below the snow peaks.",
      heroImageId,
      metaTitle: `Destination ${n}`,
      metaDescription: "Valleys of pine and deodar below the snow peaks.",
      ...columns,
    },
    attractionIds,
    activityIds,
    faqs: faqItems,
  });
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

const DEFAULT_SCHEDULE: ScheduleItemInput[] = [
  {
    name: "Drive to the base village",
    brief: "Dehradun to Sankri",
    description: "A long scenic drive along the Tons.",
  },
  { name: "Trek to the forest camp", brief: "5 km, 4 hours", description: "Through pine and oak to a clearing." },
  { name: "Summit and descent", brief: "Start at 3 am", description: "Sunrise from the top, then down to the base." },
];

/**
 * A complete, bookable trek: a campsite (unless given), one image, packages with schedules, and
 * departures with price entries. Defaults: one package at ₹12,000 with three days, one departure
 * 30 days after today (business time) with 20 of 20 seats.
 */
export async function createTrek(
  db: Executor,
  overrides: Partial<Omit<New<typeof treks>, "mainPackageId">> & {
    packages?: Partial<PackageInput>[];
    departures?: Partial<DepartureInput>[];
  } & Omit<TrekInput, "trek" | "packages" | "departures"> = {},
): Promise<TrekGraph> {
  const {
    packages: packageOverrides,
    departures: departureOverrides,
    imageIds,
    videos,
    includes,
    instructions,
    faqs: faqItems,
    reviews: reviewItems,
    attractionIds,
    destinationIds,
    ...columns
  } = overrides;
  const n = next();
  const campsiteId = columns.campsiteId ?? (await createCampsite(db)).id;
  const packageInputs: PackageInput[] = (packageOverrides ?? [{}]).map((pack, index) => ({
    name: index === 0 ? "Dehradun to Dehradun" : `Package ${index + 1}`,
    description: "Transport, stays, meals and a certified trek leader.",
    price: 12_000 + index * 1_500,
    schedule: DEFAULT_SCHEDULE,
    ...pack,
  }));
  const days = Math.max(1, packageDayCount(packageInputs[0]!.schedule));
  const departures = (departureOverrides ?? [{}]).map((departure) => {
    const startDate = departure.startDate ?? addDays(businessToday(), 30);
    const capacity = departure.capacity ?? 20;
    return {
      startDate,
      endDate: departure.endDate ?? addDays(startDate, days - 1),
      capacity,
      availableSeats: departure.availableSeats ?? capacity,
      prices: departure.prices,
    };
  });
  return insertTrek(db, {
    trek: {
      slug: `trek-${n}`,
      name: `Trek ${n}`,
      type: "trek",
      status: "active",
      code: `TRK${n}`,
      metaTitle: `Trek ${n}`,
      metaDescription: "A winter summit trek through pine forests.",
      tagline: "A winter summit through pine forests",
      description: "A classic winter trek with a summit day above the tree line.",
      about: "Snowy trails, forest camps and a sunrise summit.",
      campsiteId,
      difficulty: "easy-moderate",
      location: "Uttarakhand",
      ...columns,
    },
    packages: packageInputs,
    departures,
    imageIds: imageIds ?? [(await createMedia(db, { scene: "snow-trail", alt: "Trekkers on a snowy trail" })).id],
    videos,
    includes,
    instructions,
    faqs: faqItems,
    reviews: reviewItems,
    attractionIds,
    destinationIds,
  });
}

/** Adds a departure to an existing trek, with a price entry for every package of the trek. */
export async function createDeparture(
  db: Executor,
  options: {
    trekId: number;
    startDate?: IsoDate;
    endDate?: IsoDate;
    capacity?: number;
    availableSeats?: number;
    /** By package id; packages left out get an enabled entry without a price of their own. */
    prices?: { packageId: number; enabled?: boolean; price?: number | null }[];
  },
): Promise<{ event: Row<typeof events>; eventPrices: Row<typeof eventPrices>[] }> {
  const trekPackages = await db
    .select({ id: packages.id })
    .from(packages)
    .where(eq(packages.trekId, options.trekId))
    .orderBy(asc(packages.priority), asc(packages.id));
  const startDate = options.startDate ?? addDays(businessToday(), 30);
  const capacity = options.capacity ?? 20;
  const [event] = await db
    .insert(events)
    .values({
      trekId: options.trekId,
      startDate,
      endDate: options.endDate ?? addDays(startDate, 2),
      capacity,
      availableSeats: options.availableSeats ?? capacity,
    })
    .returning();
  const entries = trekPackages.map((pack) => {
    const entry = options.prices?.find((price) => price.packageId === pack.id);
    return {
      eventId: event!.id,
      trekId: options.trekId,
      packageId: pack.id,
      enabled: entry?.enabled ?? true,
      price: entry?.price ?? null,
    };
  });
  const priceRows = entries.length > 0 ? await db.insert(eventPrices).values(entries).returning() : [];
  return { event: event!, eventPrices: priceRows };
}

// ─── Quotations ─────────────────────────────────────────────────────────────────────────

export interface QuotationInput {
  inquiry: New<typeof inquiries>;
  quotation: Omit<New<typeof quotations>, "inquiryId">;
  imageIds?: number[];
  days?: {
    title: string;
    description: string;
    imageId?: number | null;
    activities?: { activityId: number; included: boolean; price?: number | null; priceFor?: string | null }[];
    attractions?: { attractionId: number; included: boolean }[];
  }[];
  propertyGroups?: {
    name: string;
    price: number | null;
    isSelected?: boolean;
    isHidden?: boolean;
    properties: { propertyId: number; meals: string; roomType: string; daysDetail: string }[];
  }[];
}

export interface QuotationGraph {
  inquiry: Row<typeof inquiries>;
  quotation: Row<typeof quotations>;
  days: Row<typeof quotationDays>[];
  propertyGroups: Row<typeof quotationPropertyGroups>[];
}

export async function insertQuotation(db: Executor, input: QuotationInput): Promise<QuotationGraph> {
  const [inquiry] = await db.insert(inquiries).values(input.inquiry).returning();
  const [quotation] = await db
    .insert(quotations)
    .values({ ...input.quotation, inquiryId: inquiry!.id })
    .returning();
  const quotationId = quotation!.id;
  if (input.imageIds?.length) {
    await db
      .insert(quotationImages)
      .values(input.imageIds.map((mediaId, position) => ({ quotationId, mediaId, position })));
  }
  let dayRows: Row<typeof quotationDays>[] = [];
  if (input.days?.length) {
    dayRows = await db
      .insert(quotationDays)
      .values(
        input.days.map((day, index) => ({
          quotationId,
          dayNumber: index + 1,
          title: day.title,
          description: day.description,
          imageId: day.imageId ?? null,
        })),
      )
      .returning();
    dayRows.sort((a, b) => a.dayNumber - b.dayNumber);
    const dayActivities = input.days.flatMap((day, index) =>
      (day.activities ?? []).map((activity) => ({ ...activity, dayId: dayRows[index]!.id })),
    );
    if (dayActivities.length > 0) await db.insert(quotationDayActivities).values(dayActivities);
    const dayAttractions = input.days.flatMap((day, index) =>
      (day.attractions ?? []).map((attraction) => ({ ...attraction, dayId: dayRows[index]!.id })),
    );
    if (dayAttractions.length > 0) await db.insert(quotationDayAttractions).values(dayAttractions);
  }
  let groupRows: Row<typeof quotationPropertyGroups>[] = [];
  if (input.propertyGroups?.length) {
    groupRows = await db
      .insert(quotationPropertyGroups)
      .values(
        input.propertyGroups.map((group, position) => ({
          quotationId,
          name: group.name,
          price: group.price,
          isSelected: group.isSelected ?? false,
          isHidden: group.isHidden ?? false,
          position,
        })),
      )
      .returning();
    groupRows.sort((a, b) => a.position - b.position);
    const links = input.propertyGroups.flatMap((group, index) =>
      group.properties.map((property, position) => ({ ...property, groupId: groupRows[index]!.id, position })),
    );
    if (links.length > 0) await db.insert(quotationPropertyGroupProperties).values(links);
  }
  return { inquiry: inquiry!, quotation: quotation!, days: dayRows, propertyGroups: groupRows };
}

/**
 * A quotation with its enquiry, a campsite (unless given), two days and two hotel options, the
 * first selected. Travel is 45 days after today (business time); it expires in 10 days.
 */
export async function createQuotation(
  db: Executor,
  overrides: Partial<Omit<New<typeof quotations>, "inquiryId">> &
    Omit<QuotationInput, "inquiry" | "quotation"> & { inquiry?: Partial<New<typeof inquiries>> } = {},
): Promise<QuotationGraph> {
  const { inquiry: inquiryOverrides, imageIds, days, propertyGroups, ...columns } = overrides;
  const n = next();
  const today = businessToday();
  const campsiteId = columns.campsiteId ?? (await createCampsite(db)).id;
  const travelDate = columns.travelDate ?? addDays(today, 45);
  const groups =
    propertyGroups ??
    (await Promise.all(
      ["Comfort", "Premium"].map(async (name, index) => ({
        name,
        price: 38_000 + index * 9_000,
        isSelected: index === 0,
        properties: [
          {
            propertyId: (await createProperty(db, { name: `${name} Residency ${n}` })).id,
            meals: "Breakfast and dinner",
            roomType: "Deluxe double",
            daysDetail: "Nights 1 to 4",
          },
        ],
      })),
    ));
  return insertQuotation(db, {
    inquiry: {
      slug: `enquiry-${n}`,
      name: "Asha Rao",
      mobile: "+919812345678",
      email: "asha.rao@example.com",
      travelDate,
      travellers: 2,
      status: "quoted",
      ...inquiryOverrides,
    },
    quotation: {
      slug: `quotation-${n}`,
      name: "Asha Rao",
      tripTitle: "Kashmir in spring",
      expiryDate: addDays(today, 10),
      duration: "5 nights, 6 days",
      pax: 2,
      meals: "Breakfast and dinner",
      rooms: 1,
      travelDate,
      bookingAmount: 10_000,
      campsiteId,
      ...columns,
    },
    imageIds,
    days: days ?? [
      { title: "Arrive in Srinagar", description: "Pick-up at the airport and a shikara ride at sunset." },
      { title: "Gulmarg", description: "A day trip to the meadow and the gondola." },
    ],
    propertyGroups: groups,
  });
}

// ─── Creators, stories and company pages ────────────────────────────────────────────────

export interface CreatorInput {
  creator: New<typeof creators>;
  trips?: {
    trip: Omit<New<typeof creatorTrips>, "creatorId" | "position">;
    moments: { mediaId: number; caption: string }[];
  }[];
}

export async function insertCreator(
  db: Executor,
  input: CreatorInput,
): Promise<{ creator: Row<typeof creators>; trips: Row<typeof creatorTrips>[] }> {
  const [creator] = await db.insert(creators).values(input.creator).returning();
  const trips: Row<typeof creatorTrips>[] = [];
  for (const [position, { trip, moments: tripMoments }] of (input.trips ?? []).entries()) {
    const [row] = await db
      .insert(creatorTrips)
      .values({ ...trip, creatorId: creator!.id, position })
      .returning();
    if (tripMoments.length > 0) {
      await db
        .insert(moments)
        .values(tripMoments.map((moment, index) => ({ ...moment, creatorTripId: row!.id, position: index })));
    }
    trips.push(row!);
  }
  return { creator: creator!, trips };
}

export async function createCreator(
  db: Executor,
  overrides: Partial<New<typeof creators>> & Pick<CreatorInput, "trips"> = {},
): Promise<{ creator: Row<typeof creators>; trips: Row<typeof creatorTrips>[] }> {
  const { trips, ...columns } = overrides;
  const n = next();
  const avatarId = columns.avatarId ?? (await createMedia(db, { scene: "portrait", alt: "Portrait" })).id;
  const coverImageId =
    columns.coverImageId ?? (await createMedia(db, { scene: "frozen-river", alt: "A frozen river" })).id;
  return insertCreator(db, {
    creator: {
      slug: `creator${n}`,
      name: `Creator ${n}`,
      tagline: "Slow travel in the high Himalaya",
      bio: "Films long journeys through cold mountains.",
      avatarId,
      coverImageId,
      ...columns,
    },
    trips,
  });
}

export async function insertBlogPost(db: Executor, post: New<typeof blogPosts>): Promise<Row<typeof blogPosts>> {
  const [row] = await db.insert(blogPosts).values(post).returning();
  return row!;
}

export async function createBlogPost(
  db: Executor,
  overrides: Partial<New<typeof blogPosts>> = {},
): Promise<Row<typeof blogPosts>> {
  const n = next();
  const coverImageId =
    overrides.coverImageId ?? (await createMedia(db, { scene: "mountain-road", alt: "A mountain road" })).id;
  return insertBlogPost(db, {
    slug: `post-${n}`,
    title: `Post ${n}`,
    excerpt: "Notes from a road trip across the high passes.",
    body: "## The road\n\nThe road climbs in long loops above the river.",
    coverImageId,
    authorName: "Parvat Journeys",
    publishedOn: addDays(businessToday(), -7),
    readingMinutes: 1,
    metaTitle: `Post ${n}`,
    metaDescription: "Notes from a road trip across the high passes.",
    ...overrides,
  });
}

export async function insertTeamMembers(
  db: Executor,
  members: readonly Omit<New<typeof teamMembers>, "position">[],
): Promise<Row<typeof teamMembers>[]> {
  if (members.length === 0) return [];
  return db
    .insert(teamMembers)
    .values(members.map((member, position) => ({ ...member, position })))
    .returning();
}

export async function insertJobOpenings(
  db: Executor,
  openings: readonly New<typeof jobOpenings>[],
): Promise<Row<typeof jobOpenings>[]> {
  if (openings.length === 0) return [];
  return db
    .insert(jobOpenings)
    .values([...openings])
    .returning();
}

export async function createJobOpening(
  db: Executor,
  overrides: Partial<New<typeof jobOpenings>> = {},
): Promise<Row<typeof jobOpenings>> {
  const n = next();
  const [row] = await insertJobOpenings(db, [
    {
      slug: `job-${n}`,
      title: "Trek Leader",
      department: "Operations",
      location: "Dehradun",
      employmentType: "Full-time",
      summary: "Lead groups on Himalayan treks.",
      responsibilities: ["Lead groups safely"],
      requirements: ["Wilderness first aid"],
      postedOn: addDays(businessToday(), -3),
      ...overrides,
    },
  ]);
  return row!;
}

export async function createNewsletterSubscriber(
  db: Executor,
  overrides: Partial<New<typeof newsletterSubscribers>> = {},
): Promise<Row<typeof newsletterSubscribers>> {
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ email: `traveller${next()}@example.com`, ...overrides })
    .returning();
  return row!;
}
