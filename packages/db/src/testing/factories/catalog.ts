// Catalogue rows for tests: sensible defaults on top of the insert functions the demo loader uses,
// so a test overrides only what it is about: `createTrek(db, { status: "inactive" })`.
import { addDays, businessToday, type IsoDate } from "@parvat/domain/business-dates";
import { asc, eq } from "drizzle-orm";
import {
  type ActivityInput,
  type AttractionInput,
  type DepartureInput,
  type DestinationInput,
  insertActivity,
  insertAttraction,
  insertDestination,
  insertProperty,
  insertTrek,
  type PackageInput,
  packageDayCount,
  type ScheduleItemInput,
  type TrekGraph,
  type TrekInput,
} from "../../factories/catalog.ts";
import type { Executor, New, Row } from "../../factories/executor.ts";
import {
  type activities,
  type attractions,
  campsites,
  type destinations,
  eventPrices,
  events,
  packages,
  phoneNumbers,
  type properties,
  type treks,
} from "../../schema/catalog.ts";
import { createMedia } from "./media.ts";
import { nextNumber } from "./sequence.ts";

export async function createCampsite(
  db: Executor,
  overrides: Partial<New<typeof campsites>> = {},
): Promise<Row<typeof campsites>> {
  const n = nextNumber();
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
    .values({ label: "Trip desk", number: `+9190000${String(nextNumber()).padStart(5, "0")}`, ...overrides })
    .returning();
  return row!;
}

export async function createProperty(
  db: Executor,
  overrides: Partial<New<typeof properties>> = {},
): Promise<Row<typeof properties>> {
  return insertProperty(db, {
    property: {
      name: `Riverside Camp ${nextNumber()}`,
      location: "Sankri, Uttarakhand",
      starCategory: 3,
      checkInTime: "12:00",
      checkOutTime: "10:00",
      description: "Twin-sharing tents on a terrace above the river, with hot meals in the dining tent.",
      ...overrides,
    },
  });
}

export async function createAttraction(
  db: Executor,
  overrides: Partial<New<typeof attractions>> & Omit<AttractionInput, "attraction"> = {},
): Promise<Row<typeof attractions>> {
  const { imageIds, campsiteIds, faqs: faqItems, ...columns } = overrides;
  const n = nextNumber();
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

export async function createActivity(
  db: Executor,
  overrides: Partial<New<typeof activities>> & Omit<ActivityInput, "activity"> = {},
): Promise<Row<typeof activities>> {
  const { images, campsiteIds, faqs: faqItems, ...columns } = overrides;
  const n = nextNumber();
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

export async function createDestination(
  db: Executor,
  overrides: Partial<New<typeof destinations>> & Omit<DestinationInput, "destination"> = {},
): Promise<Row<typeof destinations>> {
  const { attractionIds, activityIds, faqs: faqItems, ...columns } = overrides;
  const n = nextNumber();
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
  const n = nextNumber();
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
