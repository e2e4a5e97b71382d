// Fills an empty database with the demo content, in one transaction: either everything is
// written or nothing is. Content refers to other content by slug; a reference that does not
// resolve stops the load with a message that names it.
//
// Two passes over the same pure builders: the first only collects the pictures (so they are
// painted and inserted in a few batched statements), the second builds every row with real ids
// and writes it through the same insert functions the test factories use.
import { addDays, type IsoDate, isIsoDate } from "@parvat/domain/business-dates";
import { seededRandom } from "@parvat/media/seeded-random";
import { sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import {
  type ActivityInput,
  type AttractionInput,
  type DepartureInput,
  type DestinationInput,
  type FaqInput,
  insertActivity,
  insertAttraction,
  insertDestination,
  insertFaqGroups,
  insertProperty,
  insertTrek,
  type PropertyInput,
  type TrekInput,
} from "../factories/catalog.ts";
import {
  type CreatorInput,
  insertBlogPost,
  insertCreator,
  insertJobOpenings,
  insertTeamMembers,
} from "../factories/content.ts";
import { insertQuotation, type QuotationInput } from "../factories/enquiries.ts";
import type { Executor } from "../factories/executor.ts";
import { insertMedia, paintedMedia } from "../factories/media.ts";
import { campsites, phoneNumbers, treks, users } from "../schema.ts";
import { insertDemoBookings } from "./demo-bookings.ts";
import { insertDemoCampaigns } from "./demo-campaigns.ts";
import { insertDemoStaff } from "./demo-staff.ts";
import { insertDemoTrail } from "./demo-trail.ts";
import { insertDemoWaitlistPast } from "./demo-waitlist-past.ts";
import { planDepartures } from "./departures.ts";
import type { DemoBlogPost, DemoCreator, DemoTripPlanner, PlatformContent } from "./platform-types.ts";
import {
  type DemoActivity,
  type DemoAttraction,
  type DemoCatalogue,
  type DemoDestination,
  type DemoFaq,
  type DemoImage,
  type DemoProperty,
  type DemoQuotation,
  type DemoTrek,
  FAQ_GROUPS,
  type TimeOfDay,
} from "./types.ts";

export interface LoadDemoOptions {
  /** Today in the business time zone; every demo date is relative to it. */
  today: IsoDate;
  catalogues: DemoCatalogue[];
  platform?: PlatformContent;
  /**
   * Whether the demo trip desk account and the trip planners are staff (demo-staff.ts,
   * demoStaffAccounts); when false the planners are travellers and the trip desk account is not made.
   */
  staffAccounts?: boolean;
}

const EMPTY_PLATFORM: PlatformContent = {
  phoneNumbers: [],
  tripPlanners: [],
  creators: [],
  blogPosts: [],
  team: [],
  jobs: [],
};

/** Any number will do, as long as nothing else uses it: serialises concurrent loads. */
const LOAD_LOCK = 727_273;

export async function loadDemoContent(db: Database, options: LoadDemoOptions): Promise<{ loaded: boolean }> {
  const { today } = options;
  if (!isIsoDate(today)) throw new Error(`Demo content: today must be YYYY-MM-DD, got "${today}"`);
  const catalogue = mergeCatalogues(options.catalogues);
  const platform = options.platform ?? EMPTY_PLATFORM;
  return db.transaction(async (tx) => {
    // Two servers starting at once: the second waits here, then finds the catalogue filled.
    await tx.execute(sql`select pg_advisory_xact_lock(${LOAD_LOCK})`);
    const [{ trekCount } = { trekCount: 0 }] = await tx.select({ trekCount: sql<number>`count(*)::int` }).from(treks);
    if (trekCount > 0) return { loaded: false };
    await writeContent(tx, catalogue, platform, today, options.staffAccounts ?? true);
    return { loaded: true };
  });
}

// ─── Merging and references ─────────────────────────────────────────────────────────────

export function mergeCatalogues(catalogues: readonly DemoCatalogue[]): DemoCatalogue {
  const merged: DemoCatalogue = {
    campsites: catalogues.flatMap((c) => c.campsites),
    destinations: catalogues.flatMap((c) => c.destinations),
    attractions: catalogues.flatMap((c) => c.attractions),
    activities: catalogues.flatMap((c) => c.activities),
    properties: catalogues.flatMap((c) => c.properties),
    treks: catalogues.flatMap((c) => c.treks),
    quotations: catalogues.flatMap((c) => c.quotations),
  };
  const keys: [string, string[]][] = [
    ["campsite slug", merged.campsites.map((c) => c.slug)],
    ["destination slug", merged.destinations.map((d) => d.slug)],
    ["attraction slug", merged.attractions.map((a) => a.slug)],
    ["activity slug", merged.activities.map((a) => a.slug)],
    ["property key", merged.properties.map((p) => p.key)],
    ["trek slug", merged.treks.map((t) => t.slug)],
    ["trek code", merged.treks.map((t) => t.code)],
    ["quotation slug", merged.quotations.map((q) => q.slug)],
    ["enquiry slug", merged.quotations.map((q) => q.inquiry.slug)],
  ];
  for (const [label, values] of keys) unique(label, values);
  return merged;
}

function unique(what: string, values: readonly string[]) {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) throw new Error(`Demo content: duplicate ${what} "${value}"`);
    seen.add(value);
  }
}

type RefKind = "campsite" | "destination" | "attraction" | "activity" | "property" | "trek" | "creator";

/** What a builder needs to turn content into rows: ids for pictures, references and FAQ groups. */
interface Resolver {
  image(key: string, image: DemoImage): number;
  ref(kind: RefKind, slug: string, owner: string): number;
  faqGroup(name: string, owner: string): number;
}

/** First pass: remembers every picture, answers everything else with a dummy id. */
function collectingResolver(images: Map<string, DemoImage>): Resolver {
  return {
    image(key, image) {
      if (images.has(key)) throw new Error(`Demo content: two pictures share the key "${key}"`);
      images.set(key, image);
      return 0;
    },
    ref: () => 0,
    faqGroup: () => 0,
  };
}

function writingResolver(
  mediaIds: Map<string, number>,
  refs: Map<RefKind, Map<string, number>>,
  groups: Map<string, number>,
): Resolver {
  return {
    image(key) {
      const id = mediaIds.get(key);
      if (id === undefined) throw new Error(`Demo content: picture "${key}" was not collected`);
      return id;
    },
    ref(kind, slug, owner) {
      const id = refs.get(kind)?.get(slug);
      if (id === undefined) throw new Error(`Demo content: ${owner} refers to unknown ${kind} "${slug}"`);
      return id;
    },
    faqGroup(name, owner) {
      const id = groups.get(name);
      if (id === undefined) throw new Error(`Demo content: ${owner} uses unknown FAQ group "${name}"`);
      return id;
    },
  };
}

// ─── Writing ────────────────────────────────────────────────────────────────────────────

async function writeContent(
  db: Executor,
  catalogue: DemoCatalogue,
  platform: PlatformContent,
  today: IsoDate,
  staffAccounts: boolean,
) {
  // Pass one: every picture, painted and inserted in batches.
  const images = new Map<string, DemoImage>();
  const collect = collectingResolver(images);
  buildAll(catalogue, platform, today, collect, new Map(), null);
  const mediaRows = await insertMedia(
    db,
    [...images].map(([key, image]) => paintedMedia({ key, ...image })),
  );
  const mediaIds = new Map(mediaRows.map((row) => [row.key, row.id]));

  // Pass two: rows in dependency order, each kind's ids recorded for the kinds that refer to it.
  const refs = new Map<RefKind, Map<string, number>>();
  const record = (kind: RefKind, slug: string, id: number) => {
    if (!refs.has(kind)) refs.set(kind, new Map());
    refs.get(kind)!.set(slug, id);
  };
  const groups = await insertFaqGroups(db, FAQ_GROUPS);
  const r = writingResolver(mediaIds, refs, groups);

  let phoneNumberId: number | null = null;
  if (platform.phoneNumbers.length > 0) {
    const rows = await db.insert(phoneNumbers).values(platform.phoneNumbers).returning();
    phoneNumberId = rows.find((row) => row.isWhatsapp)?.id ?? rows[0]!.id;
  }
  const plannerIds: number[] = [];
  if (platform.tripPlanners.length > 0) {
    const rows = await db
      .insert(users)
      .values(platform.tripPlanners.map((planner) => plannerUser(planner, r, staffAccounts)))
      .returning();
    plannerIds.push(...rows.sort((a, b) => a.id - b.id).map((row) => row.id));
  }
  if (catalogue.campsites.length > 0) {
    const rows = await db
      .insert(campsites)
      .values(
        catalogue.campsites.map(({ slug, name, type, policies, cancellationTiers, balanceDueDays }) => ({
          slug,
          name,
          type,
          policies,
          cancellationTiers: cancellationTiers ?? null,
          balanceDueDays: balanceDueDays ?? null,
        })),
      )
      .returning();
    for (const row of rows) record("campsite", row.slug, row.id);
  }
  for (const property of catalogue.properties) {
    record("property", property.key, (await insertProperty(db, propertyInput(property, r))).id);
  }
  for (const attraction of catalogue.attractions) {
    record("attraction", attraction.slug, (await insertAttraction(db, attractionInput(attraction, r))).id);
  }
  for (const activity of catalogue.activities) {
    record("activity", activity.slug, (await insertActivity(db, activityInput(activity, r))).id);
  }
  for (const [position, destination] of catalogue.destinations.entries()) {
    record(
      "destination",
      destination.slug,
      (await insertDestination(db, destinationInput(destination, position, r))).id,
    );
  }
  const departures = planDepartures(catalogue.treks, today);
  for (const trek of catalogue.treks) {
    const input = trekInput(trek, departures.get(trek.slug) ?? [], today, phoneNumberId, r);
    record("trek", trek.slug, (await insertTrek(db, input)).trek.id);
  }
  for (const [index, quotation] of catalogue.quotations.entries()) {
    const plannerId = plannerIds.length > 0 ? plannerIds[index % plannerIds.length]! : null;
    await insertQuotation(db, quotationInput(quotation, today, phoneNumberId, plannerId, r));
  }
  for (const creator of platform.creators) {
    record("creator", creator.slug, (await insertCreator(db, creatorInput(creator, r))).creator.id);
  }
  for (const post of platform.blogPosts) await insertBlogPost(db, blogPostRow(post, today, r));
  await insertTeamMembers(
    db,
    platform.team.map((member) => ({
      name: member.name,
      role: member.role,
      bio: member.bio,
      photoId: r.image(`team/${slugify(member.name)}`, member.photo),
    })),
  );
  await insertJobOpenings(
    db,
    platform.jobs.map(({ postedDaysAgo, ...job }) => ({ ...job, postedOn: addDays(today, -postedDaysAgo) })),
  );
  await insertDemoBookings(db, today);
  // After the catalogue's departures are planned: it gives a past to the trips whose dates sold out.
  await insertDemoWaitlistPast(db, today);
  await insertDemoCampaigns(db, today);
  await insertDemoTrail(db);
  if (staffAccounts) await insertDemoStaff(db);
}

/** Runs every builder once; in the collecting pass this is how all pictures are found. */
function buildAll(
  catalogue: DemoCatalogue,
  platform: PlatformContent,
  today: IsoDate,
  r: Resolver,
  departures: Map<string, DepartureInput[]>,
  phoneNumberId: number | null,
) {
  for (const planner of platform.tripPlanners) plannerUser(planner, r);
  for (const property of catalogue.properties) propertyInput(property, r);
  for (const attraction of catalogue.attractions) attractionInput(attraction, r);
  for (const activity of catalogue.activities) activityInput(activity, r);
  for (const [position, destination] of catalogue.destinations.entries()) destinationInput(destination, position, r);
  for (const trek of catalogue.treks) trekInput(trek, departures.get(trek.slug) ?? [], today, phoneNumberId, r);
  for (const quotation of catalogue.quotations) quotationInput(quotation, today, phoneNumberId, null, r);
  for (const creator of platform.creators) creatorInput(creator, r);
  for (const post of platform.blogPosts) blogPostRow(post, today, r);
  for (const member of platform.team) r.image(`team/${slugify(member.name)}`, member.photo);
}

// ─── Builders: content to rows ──────────────────────────────────────────────────────────

function faqInputs(items: readonly DemoFaq[], owner: string, r: Resolver): FaqInput[] {
  return items.map((faq) => ({ question: faq.question, answer: faq.answer, groupId: r.faqGroup(faq.group, owner) }));
}

/** Reviewers' and planners' portraits get varied light so the avatars are not all alike. */
function portrait(key: string, alt: string): DemoImage {
  const times: TimeOfDay[] = ["dawn", "day", "dusk"];
  return { scene: "portrait", time: times[Math.floor(seededRandom(key)() * times.length)]!, alt, aspect: "square" };
}

function plannerUser(planner: DemoTripPlanner, r: Resolver, staff = true) {
  return {
    phone: planner.phone,
    role: staff ? "staff" : "traveller",
    staffRole: staff ? ("trip_desk" as const) : null,
    firstName: planner.firstName,
    lastName: planner.lastName,
    avatarId: r.image(`planner/${planner.phone.replace(/\D/g, "")}`, planner.photo),
  };
}

function propertyInput(property: DemoProperty, r: Resolver): PropertyInput {
  const { key, images, starCategory, distance, ...columns } = property;
  return {
    property: { ...columns, starCategory: starCategory ?? null, distance: distance ?? null },
    images: images.map(({ tag, ...image }, index) => ({ mediaId: r.image(`property/${key}/${index}`, image), tag })),
  };
}

function attractionInput(attraction: DemoAttraction, r: Resolver): AttractionInput {
  const owner = `attraction "${attraction.slug}"`;
  const { slug, name, brief, description, location, metaTitle, metaDescription } = attraction;
  return {
    attraction: {
      slug,
      name,
      brief,
      description,
      location,
      metaTitle,
      metaDescription,
      imageId: r.image(`attraction/${slug}/0`, attraction.image),
    },
    imageIds: attraction.images.map((image, index) => r.image(`attraction/${slug}/${index + 1}`, image)),
    campsiteIds: attraction.campsites.map((campsite) => r.ref("campsite", campsite, owner)),
    faqs: faqInputs(attraction.faqs, owner, r),
  };
}

function activityInput(activity: DemoActivity, r: Resolver): ActivityInput {
  const owner = `activity "${activity.slug}"`;
  const {
    images,
    campsites: campsiteSlugs,
    faqs: faqItems,
    mapLocation,
    originalPrice,
    discountName,
    ...columns
  } = activity;
  return {
    activity: {
      ...columns,
      mapLocation: mapLocation ?? null,
      originalPrice: originalPrice ?? null,
      discountName: discountName ?? null,
    },
    images: images.map(({ tag, ...image }, index) => ({
      mediaId: r.image(`activity/${activity.slug}/${index}`, image),
      tag,
    })),
    campsiteIds: campsiteSlugs.map((campsite) => r.ref("campsite", campsite, owner)),
    faqs: faqInputs(faqItems, owner, r),
  };
}

function destinationInput(destination: DemoDestination, position: number, r: Resolver): DestinationInput {
  const owner = `destination "${destination.slug}"`;
  const { slug, name, country, tagline, description, metaTitle, metaDescription } = destination;
  return {
    destination: {
      slug,
      name,
      country,
      tagline,
      description,
      metaTitle,
      metaDescription,
      position,
      heroImageId: r.image(`destination/${slug}/hero`, destination.hero),
      campsiteId: destination.campsite ? r.ref("campsite", destination.campsite, owner) : null,
    },
    attractionIds: destination.attractions.map((attraction) => r.ref("attraction", attraction, owner)),
    activityIds: (destination.activities ?? []).map((activity) => r.ref("activity", activity, owner)),
    faqs: faqInputs(destination.faqs, owner, r),
  };
}

/** Noon in India on a date: a readable timestamp for "updated n days ago". */
function noonOn(date: IsoDate): Date {
  return new Date(`${date}T06:30:00Z`);
}

function trekInput(
  trek: DemoTrek,
  departures: DepartureInput[],
  today: IsoDate,
  phoneNumberId: number | null,
  r: Resolver,
): TrekInput {
  const owner = `trek "${trek.slug}"`;
  const { slug } = trek;
  const updated = addDays(today, -trek.updatedDaysAgo);
  return {
    trek: {
      slug,
      name: trek.name,
      type: trek.type,
      status: trek.status ?? "active",
      code: trek.code,
      metaTitle: trek.metaTitle,
      metaDescription: trek.metaDescription,
      tagline: trek.tagline,
      description: trek.description,
      about: trek.about,
      impUpdate: trek.impUpdate ?? null,
      campsiteId: r.ref("campsite", trek.campsite, owner),
      phoneNumberId,
      altitude: trek.altitude ?? null,
      difficulty: trek.difficulty,
      seasons: trek.seasons,
      months: trek.months,
      themes: trek.themes,
      length: trek.length ?? null,
      location: trek.location,
      minAge: trek.minAge ?? null,
      maxAge: trek.maxAge ?? null,
      discountSlider: trek.discount?.slider ?? false,
      discountAvailed: trek.discount?.availed ?? 0,
      discountTotal: trek.discount?.total ?? 0,
      discountDaysPassed: trek.discount?.daysPassed ?? 0,
      tips: trek.tips ?? null,
      daysSeparate: trek.daysSeparate ?? false,
      packageTitle: trek.packageTitle ?? null,
      subPackageTitle: trek.subPackageTitle ?? null,
      bookingAmountPerPerson: trek.bookingAmount?.perPerson ?? null,
      balanceDueDays: trek.bookingAmount?.balanceDueDays ?? null,
      changePolicy: trek.changePolicy ?? null,
      createdAt: noonOn(addDays(updated, -90)),
      updatedAt: noonOn(updated),
    },
    packages: trek.packages.map((pack, index) => ({
      name: pack.name,
      description: pack.description,
      price: pack.price,
      originalPrice: pack.originalPrice ?? null,
      discountName: pack.discountName ?? null,
      hide: pack.hide ?? false,
      startDay: pack.startDay ?? null,
      endDay: pack.endDay ?? null,
      imageId: pack.image ? r.image(`trek/${slug}/package/${index}`, pack.image) : null,
      schedule: pack.schedule.map((item, day) => ({
        name: item.name,
        brief: item.brief,
        description: item.description,
        countAsDay: item.countAsDay ?? true,
        imageId: item.image ? r.image(`trek/${slug}/package/${index}/day/${day}`, item.image) : null,
      })),
      stays: pack.stays.map((stay) => ({
        name: stay.name,
        numberOfNights: stay.nights,
        type: stay.type,
        hideHotelName: stay.hideHotelName ?? false,
        properties: stay.properties.map((property) => ({
          propertyId: r.ref("property", property.property, owner),
          meals: property.meals,
          roomType: property.roomType,
          showPropertyDetails: property.showDetails ?? true,
        })),
      })),
    })),
    departures,
    imageIds: trek.images.map((image, index) => r.image(`trek/${slug}/${index}`, image)),
    videos: trek.videos,
    includes: trek.includes,
    instructions: trek.instructions,
    faqs: faqInputs(trek.faqs, owner, r),
    reviews: trek.reviews.map((review, index) => {
      const key = `trek/${slug}/review/${index}`;
      return {
        review: review.text,
        starRating: review.rating,
        publishDate: addDays(today, -review.daysAgo),
        userName: review.userName,
        userPhotoId: review.photo ? r.image(`${key}/photo`, portrait(key, `Photo of ${review.userName}`)) : null,
        imageIds: (review.images ?? []).map((image, position) => r.image(`${key}/${position}`, image)),
      };
    }),
    attractionIds: trek.attractions.map((attraction) => r.ref("attraction", attraction, owner)),
    destinationIds: trek.destinations.map((destination) => r.ref("destination", destination, owner)),
  };
}

function quotationInput(
  quotation: DemoQuotation,
  today: IsoDate,
  phoneNumberId: number | null,
  plannerId: number | null,
  r: Resolver,
): QuotationInput {
  const owner = `quotation "${quotation.slug}"`;
  const selected = quotation.propertyGroups.filter((group) => group.isSelected).length;
  if (selected !== 1) throw new Error(`Demo content: ${owner} must have exactly one selected property group`);
  const { inquiry, slug } = quotation;
  const travelDate = addDays(today, inquiry.travelInDays);
  return {
    inquiry: {
      slug: inquiry.slug,
      name: inquiry.name,
      mobile: inquiry.mobile,
      email: inquiry.email,
      travelDate,
      travellers: inquiry.travellers,
      message: inquiry.message ?? null,
      status: inquiry.status,
    },
    quotation: {
      slug,
      name: quotation.name,
      tripTitle: quotation.tripTitle,
      tripSubtitle: quotation.tripSubtitle ?? null,
      expiryDate: addDays(today, quotation.expiresInDays),
      duration: quotation.duration,
      pax: quotation.pax,
      meals: quotation.meals,
      rooms: quotation.rooms,
      stayDetails: quotation.stayDetails ?? null,
      travelDate,
      travelDetails: quotation.travelDetails ?? null,
      travelComments: quotation.travelComments ?? null,
      inclusions: quotation.inclusions,
      exclusions: quotation.exclusions,
      showPriceFor: quotation.showPriceFor,
      bookingAmount: quotation.bookingAmount,
      discountName: quotation.discountName ?? null,
      priceNote: quotation.priceNote ?? null,
      knowBeforeYouBook: quotation.knowBeforeYouBook,
      priceInclusiveOfTaxes: quotation.priceInclusiveOfTaxes,
      airportTransfer: quotation.airportTransfer,
      privateVehicleSiteseeing: quotation.privateVehicleSiteseeing,
      sicVehicle: quotation.sicVehicle,
      travellingData: quotation.travellingData,
      extrabeds: quotation.extrabeds,
      exclusiveAdultExtrabed: quotation.exclusiveAdultExtrabed,
      flightPriceDetails: quotation.flight ?? null,
      trainPriceDetails: quotation.train ?? null,
      busPriceDetails: quotation.bus ?? null,
      visaPriceDetails: quotation.visa ?? null,
      phoneNumberId,
      userId: plannerId,
      campsiteId: r.ref("campsite", quotation.campsite, owner),
    },
    imageIds: quotation.images.map((image, index) => r.image(`quotation/${slug}/${index}`, image)),
    days: quotation.days.map((day, index) => ({
      title: day.title,
      description: day.description,
      imageId: day.image ? r.image(`quotation/${slug}/day/${index + 1}`, day.image) : null,
      activities: day.activities.map((activity) => ({
        activityId: r.ref("activity", activity.activity, owner),
        included: activity.included,
        price: activity.price ?? null,
        priceFor: activity.priceFor ?? null,
      })),
      attractions: day.attractions.map((attraction) => ({
        attractionId: r.ref("attraction", attraction.attraction, owner),
        included: attraction.included,
      })),
    })),
    propertyGroups: quotation.propertyGroups.map((group) => ({
      name: group.name,
      price: group.price,
      isSelected: group.isSelected ?? false,
      isHidden: group.isHidden ?? false,
      properties: group.properties.map((property) => ({
        propertyId: r.ref("property", property.property, owner),
        meals: property.meals,
        roomType: property.roomType,
        daysDetail: property.daysDetail,
      })),
    })),
  };
}

function creatorInput(creator: DemoCreator, r: Resolver): CreatorInput {
  const { slug } = creator;
  return {
    creator: {
      slug,
      name: creator.name,
      tagline: creator.tagline,
      bio: creator.bio,
      avatarId: r.image(`creator/${slug}/avatar`, creator.avatar),
      coverImageId: r.image(`creator/${slug}/cover`, creator.cover),
      instagram: creator.instagram ?? null,
      youtube: creator.youtube ?? null,
    },
    trips: creator.trips.map((trip) => ({
      trip: {
        slug: trip.slug,
        title: trip.title,
        subtitle: trip.subtitle,
        description: trip.description,
        season: trip.season,
        trekId: trip.trek ? r.ref("trek", trip.trek, `creator trip "${slug}/${trip.slug}"`) : null,
        coverImageId: r.image(`creator/${slug}/${trip.slug}/cover`, trip.cover),
      },
      moments: trip.moments.map((moment, index) => ({
        mediaId: r.image(`creator/${slug}/${trip.slug}/moment/${index}`, moment.image),
        caption: moment.caption,
      })),
    })),
  };
}

/** Minutes at an unhurried 200 words a minute. */
export function readingMinutes(body: string): number {
  const words = body.split(/\s+/).filter((word) => /\w/.test(word)).length;
  return Math.max(1, Math.round(words / 200));
}

function blogPostRow(post: DemoBlogPost, today: IsoDate, r: Resolver) {
  const owner = `blog post "${post.slug}"`;
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    body: post.body,
    coverImageId: r.image(`blog/${post.slug}/cover`, post.cover),
    creatorId: post.creator ? r.ref("creator", post.creator, owner) : null,
    authorName: post.authorName,
    destinationId: post.destination ? r.ref("destination", post.destination, owner) : null,
    publishedOn: addDays(today, -post.publishedDaysAgo),
    readingMinutes: readingMinutes(post.body),
    metaTitle: post.metaTitle,
    metaDescription: post.metaDescription,
  };
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
