// The international catalogue is hand-written data: these checks catch the slips a person makes
// (a misspelt slug, a stay that does not add up, a meta description too long for search results)
// before a traveller does. The last block loads it through the real loader into a fresh database.
import { addDays } from "@parvat/domain/business-dates";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  activityCampsites,
  campsites as campsiteTable,
  events as eventTable,
  treks as trekTable,
} from "../../schema.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { departureDates } from "../departures.ts";
import { loadDemoContent } from "../load-demo-content.ts";
import { type DemoFaq, type DemoImage, type DemoTrek, FAQ_GROUPS, SCENES, TIMES_OF_DAY } from "../types.ts";
import { abroadCatalogue as catalogue } from "./abroad.ts";

const { campsites, destinations, attractions, activities, properties, treks, quotations } = catalogue;

const CURATED = ["bali", "vietnam", "thailand", "georgia", "malaysia", "dubai"];
const TRIP_SLUGS = [
  "bali-island-escape",
  "vietnam-north-to-south",
  "thailand-islands-and-bangkok",
  "georgia-caucasus-explorer",
  "malaysia-highlands-and-langkawi",
  "dubai-city-and-desert",
];
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const campsiteSlugs = new Set(campsites.map((c) => c.slug));
const attractionBySlug = new Map(attractions.map((a) => [a.slug, a]));
const activityBySlug = new Map(activities.map((a) => [a.slug, a]));
const propertyKeys = new Set(properties.map((p) => p.key));

function duplicates(values: string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

function paragraphs(text: string): number {
  return text.split("\n\n").filter((p) => p.trim().length > 0).length;
}

/** Days that count, as the trek page numbers them (SPEC.md section 4). */
function countedDays(trek: DemoTrek, packageIndex: number): number {
  return trek.packages[packageIndex]!.schedule.filter((item) => item.countAsDay !== false).length;
}

const everyImage: DemoImage[] = [
  ...destinations.map((d) => d.hero),
  ...attractions.flatMap((a) => [a.image, ...a.images]),
  ...activities.flatMap((a) => a.images),
  ...properties.flatMap((p) => p.images),
  ...treks.flatMap((t) => [
    ...t.images,
    ...t.packages.flatMap((p) => [
      ...(p.image ? [p.image] : []),
      ...p.schedule.flatMap((s) => (s.image ? [s.image] : [])),
    ]),
    ...t.reviews.flatMap((r) => r.images ?? []),
  ]),
  ...quotations.flatMap((q) => [...q.images, ...q.days.flatMap((d) => (d.image ? [d.image] : []))]),
];

const everyFaq: DemoFaq[] = [
  ...destinations.flatMap((d) => d.faqs),
  ...attractions.flatMap((a) => a.faqs),
  ...activities.flatMap((a) => a.faqs),
  ...treks.flatMap((t) => t.faqs),
];

const seoPages = [...destinations, ...attractions, ...activities, ...treks].map((page) => ({
  slug: page.slug,
  title: page.metaTitle,
  description: page.metaDescription,
}));

describe("abroad catalogue: shared rules", () => {
  it("has unique, kebab-case slugs and keys", () => {
    for (const list of [
      campsites.map((c) => c.slug),
      destinations.map((d) => d.slug),
      attractions.map((a) => a.slug),
      activities.map((a) => a.slug),
      treks.map((t) => t.slug),
      properties.map((p) => p.key),
      quotations.map((q) => q.slug),
      quotations.map((q) => q.inquiry.slug),
    ]) {
      expect(duplicates(list)).toEqual([]);
      for (const slug of list) expect(slug).toMatch(KEBAB);
    }
    expect(duplicates(treks.map((t) => t.code))).toEqual([]);
  });

  it("keeps meta titles within 60 characters and descriptions within 120 to 160", () => {
    const badTitles = seoPages.filter((p) => p.title.length > 60).map((p) => `${p.slug} (${p.title.length})`);
    const badDescriptions = seoPages
      .filter((p) => p.description.length < 120 || p.description.length > 160)
      .map((p) => `${p.slug} (${p.description.length})`);
    expect(badTitles).toEqual([]);
    expect(badDescriptions).toEqual([]);
  });

  it("draws every picture from the known scenes, with real alternative text", () => {
    for (const image of everyImage) {
      expect(SCENES).toContain(image.scene);
      if (image.time) expect(TIMES_OF_DAY).toContain(image.time);
      expect(image.alt.length, image.alt).toBeGreaterThanOrEqual(20);
    }
  });

  it("files every FAQ under a known group", () => {
    for (const faq of everyFaq) {
      expect(FAQ_GROUPS).toContain(faq.group);
      expect(faq.question.endsWith("?"), faq.question).toBe(true);
      expect(faq.answer.length).toBeGreaterThan(40);
    }
  });

  it("contains no placeholder text", () => {
    const text = JSON.stringify(catalogue).toLowerCase();
    for (const marker of ["lorem", "ipsum", "todo", "tbd", "coming soon", "placeholder", "xxx"]) {
      expect(text, marker).not.toContain(marker);
    }
  });
});

describe("abroad catalogue: campsites and destinations", () => {
  it("has one international campsite per country with real policies", () => {
    expect(campsites.map((c) => c.slug).sort()).toEqual([...CURATED].sort());
    for (const campsite of campsites) {
      expect(campsite.type).toBe("international");
      expect(campsite.policies.length).toBeGreaterThanOrEqual(2);
      expect(campsite.policies.length).toBeLessThanOrEqual(3);
      const titles = campsite.policies.map((p) => p.title.toLowerCase()).join(" ");
      expect(titles).toContain("cancellation");
      expect(titles).toContain("visa");
    }
  });

  it("names the Dubai campsite exactly Dubai, which the things-to-do page queries", () => {
    expect(campsites.find((c) => c.slug === "dubai")?.name).toBe("Dubai");
  });

  it("has the six curated destinations, each on its own campsite", () => {
    expect(destinations.map((d) => d.slug)).toEqual(CURATED);
    for (const destination of destinations) {
      expect(destination.campsite).toBe(destination.slug);
      expect(paragraphs(destination.description)).toBeGreaterThanOrEqual(2);
      expect(paragraphs(destination.description)).toBeLessThanOrEqual(3);
      expect(destination.faqs.length).toBeGreaterThanOrEqual(4);
      expect(destination.faqs.length).toBeLessThanOrEqual(6);
    }
  });

  it("lists 4 to 6 attractions per destination, each existing and on the destination's campsite", () => {
    for (const destination of destinations) {
      expect(destination.attractions.length).toBeGreaterThanOrEqual(4);
      expect(destination.attractions.length).toBeLessThanOrEqual(6);
      expect(duplicates(destination.attractions)).toEqual([]);
      for (const slug of destination.attractions) {
        expect(attractionBySlug.get(slug)?.campsites, slug).toContain(destination.campsite);
      }
    }
  });

  it("places every attraction in exactly one destination's list", () => {
    const listed = destinations.flatMap((d) => d.attractions);
    expect(duplicates(listed)).toEqual([]);
    expect([...listed].sort()).toEqual(attractions.map((a) => a.slug).sort());
  });

  it("gives Dubai exactly four activities, all Dubai experiences, and no one else a list", () => {
    const dubai = destinations.find((d) => d.slug === "dubai")!;
    expect(dubai.activities).toHaveLength(4);
    expect(duplicates(dubai.activities!)).toEqual([]);
    for (const slug of dubai.activities!) expect(activityBySlug.get(slug)?.campsites, slug).toContain("dubai");
    for (const other of destinations.filter((d) => d.slug !== "dubai")) expect(other.activities ?? []).toEqual([]);
  });
});

describe("abroad catalogue: attractions", () => {
  it("has about thirty, each fully described", () => {
    expect(attractions.length).toBeGreaterThanOrEqual(28);
    for (const attraction of attractions) {
      expect(paragraphs(attraction.description), attraction.slug).toBe(2);
      expect(attraction.images.length).toBeGreaterThanOrEqual(2);
      expect(attraction.images.length).toBeLessThanOrEqual(3);
      expect(attraction.faqs.length).toBeGreaterThanOrEqual(2);
      expect(attraction.faqs.length).toBeLessThanOrEqual(3);
      expect(attraction.campsites.length).toBeGreaterThan(0);
      for (const campsite of attraction.campsites) expect(campsiteSlugs).toContain(campsite);
    }
  });
});

describe("abroad catalogue: activities", () => {
  it("links at least eight activities to the Dubai campsite", () => {
    expect(activities.filter((a) => a.campsites.includes("dubai")).length).toBeGreaterThanOrEqual(8);
  });

  it("fills every field a listing shows", () => {
    for (const activity of activities) {
      const where = activity.slug;
      expect(activity.durationMinutes, where).toBeGreaterThan(0);
      expect(activity.duration, where).not.toBe("");
      expect(activity.price, where).toBeGreaterThan(0);
      expect(activity.priceFor, where).toMatch(/^per /);
      expect(activity.mapLocation, where).toMatch(/^https:\/\//);
      for (const list of [activity.inclusions, activity.exclusions, activity.highlights, activity.knowBeforeYouGo]) {
        expect(list.length, where).toBeGreaterThan(0);
      }
      for (const text of [
        activity.operatingDuration,
        activity.yourExperience,
        activity.ticketsInfo,
        activity.cancellationPolicy,
      ]) {
        expect(text.length, where).toBeGreaterThan(40);
      }
      expect(activity.images.length, where).toBeGreaterThanOrEqual(3);
      for (const image of activity.images) expect(image.tag, where).not.toBe("");
      expect(activity.faqs.length, where).toBeGreaterThanOrEqual(3);
      expect(activity.faqs.length, where).toBeLessThanOrEqual(4);
      for (const campsite of activity.campsites) expect(campsiteSlugs).toContain(campsite);
    }
  });

  it("shows a discount only as a named, real reduction", () => {
    const discounted = activities.filter((a) => a.originalPrice !== undefined);
    expect(discounted.length).toBeGreaterThan(0);
    expect(discounted.length).toBeLessThan(activities.length);
    for (const activity of activities) {
      expect(activity.originalPrice !== undefined, activity.slug).toBe(activity.discountName !== undefined);
      if (activity.originalPrice !== undefined) expect(activity.originalPrice).toBeGreaterThan(activity.price);
    }
  });
});

describe("abroad catalogue: properties", () => {
  it("has tagged pictures and a sensible star category", () => {
    for (const property of properties) {
      expect(property.images.length, property.key).toBeGreaterThanOrEqual(2);
      for (const image of property.images) expect(image.tag).not.toBe("");
      if (property.starCategory !== undefined) {
        expect(property.starCategory).toBeGreaterThanOrEqual(1);
        expect(property.starCategory).toBeLessThanOrEqual(7);
      }
    }
  });

  it("uses every property somewhere, and refers only to properties that exist", () => {
    const used = [
      ...treks.flatMap((t) => t.packages.flatMap((p) => p.stays.flatMap((s) => s.properties.map((x) => x.property)))),
      ...quotations.flatMap((q) => q.propertyGroups.flatMap((g) => g.properties.map((x) => x.property))),
    ];
    for (const key of used) expect(propertyKeys, key).toContain(key);
    expect([...propertyKeys].filter((key) => !used.includes(key))).toEqual([]);
  });
});

describe("abroad catalogue: trips", () => {
  it("has the trips other content links to, as tour packages and group trips", () => {
    for (const slug of TRIP_SLUGS) expect(treks.map((t) => t.slug)).toContain(slug);
    expect(new Set(treks.map((t) => t.type))).toEqual(new Set(["tour-package", "group-trip"]));
    expect(treks.filter((t) => t.difficulty === "easy").length).toBeGreaterThan(treks.length / 2);
  });

  it("links each trip to its campsite, destinations and attractions on that campsite", () => {
    for (const trek of treks) {
      expect(campsiteSlugs).toContain(trek.campsite);
      for (const destination of trek.destinations) expect(CURATED).toContain(destination);
      expect(trek.attractions.length).toBeGreaterThan(0);
      for (const slug of trek.attractions) {
        expect(attractionBySlug.get(slug)?.campsites, `${trek.slug}: ${slug}`).toContain(trek.campsite);
      }
      if (trek.minAge !== undefined && trek.maxAge !== undefined) expect(trek.minAge).toBeLessThan(trek.maxAge);
    }
  });

  it("offers 2 or 3 distinct packages at realistic prices, one of them discounted", () => {
    for (const trek of treks) {
      const { packages } = trek;
      expect(packages.length, trek.slug).toBeGreaterThanOrEqual(2);
      expect(packages.length, trek.slug).toBeLessThanOrEqual(3);
      expect(duplicates(packages.map((p) => p.name)), trek.slug).toEqual([]);
      expect(duplicates(packages.map((p) => String(p.price))), trek.slug).toEqual([]);
      for (const pkg of packages) {
        expect(pkg.price).toBeGreaterThanOrEqual(45_000);
        expect(pkg.price).toBeLessThanOrEqual(160_000);
        expect(pkg.originalPrice !== undefined, `${trek.slug}: ${pkg.name}`).toBe(pkg.discountName !== undefined);
        if (pkg.originalPrice !== undefined) expect(pkg.originalPrice).toBeGreaterThan(pkg.price);
      }
      expect(
        packages.some((p) => p.originalPrice !== undefined),
        trek.slug,
      ).toBe(true);
    }
  });

  it("stays add up to one night fewer than the counted days, in every package", () => {
    for (const trek of treks) {
      trek.packages.forEach((pkg, index) => {
        const nights = pkg.stays.reduce((sum, stay) => sum + stay.nights, 0);
        expect(nights, `${trek.slug}: ${pkg.name}`).toBe(countedDays(trek, index) - 1);
      });
    }
  });

  it("starts some flight packages with a travel night that is not a trip day", () => {
    const withTravelNight = treks.filter((t) => t.packages.some((p) => p.schedule[0]?.countAsDay === false));
    expect(withTravelNight.length).toBeGreaterThanOrEqual(2);
    for (const trek of treks) {
      for (const pkg of trek.packages) {
        // Only a first item may be a non-day: a travel night in the middle would break day numbering.
        expect(
          pkg.schedule.slice(1).every((s) => s.countAsDay !== false),
          `${trek.slug}: ${pkg.name}`,
        ).toBe(true);
      }
    }
  });

  it("has the pictures, inclusions, instructions, FAQs and reviews a trip page needs", () => {
    for (const trek of treks) {
      const where = trek.slug;
      expect(trek.images.length, where).toBeGreaterThanOrEqual(5);
      expect(trek.images.length, where).toBeLessThanOrEqual(7);
      expect(
        trek.includes.some((i) => i.kind === "inclusion"),
        where,
      ).toBe(true);
      expect(
        trek.includes.some((i) => i.kind === "exclusion"),
        where,
      ).toBe(true);
      for (const include of trek.includes) {
        expect(include.icon, where).toMatch(KEBAB);
        if (include.excludedPackage !== undefined) {
          expect(include.excludedPackage, where).toBeLessThan(trek.packages.length);
        }
      }
      expect(
        trek.includes.some((i) => i.kind === "inclusion" && i.excludedPackage !== undefined),
        where,
      ).toBe(true);
      expect(trek.instructions.length, where).toBeGreaterThanOrEqual(3);
      expect(trek.instructions.length, where).toBeLessThanOrEqual(5);
      expect(trek.faqs.length, where).toBeGreaterThanOrEqual(6);
      expect(trek.faqs.length, where).toBeLessThanOrEqual(10);
      expect(new Set(trek.faqs.map((f) => f.group)).size, where).toBeGreaterThanOrEqual(3);
    }
  });

  it("has 4 to 8 believable reviews per trip", () => {
    for (const trek of treks) {
      const { reviews } = trek;
      expect(reviews.length, trek.slug).toBeGreaterThanOrEqual(4);
      expect(reviews.length, trek.slug).toBeLessThanOrEqual(8);
      for (const review of reviews) {
        expect(Number.isInteger(review.rating) && review.rating >= 1 && review.rating <= 5).toBe(true);
        expect(review.daysAgo).toBeGreaterThanOrEqual(0);
        expect(review.daysAgo).toBeLessThanOrEqual(400);
      }
      expect(reviews.filter((r) => r.rating >= 4).length, trek.slug).toBeGreaterThan(reviews.length / 2);
      expect(
        reviews.some((r) => r.photo || (r.images?.length ?? 0) > 0),
        trek.slug,
      ).toBe(true);
      expect(duplicates(reviews.map((r) => r.userName)), trek.slug).toEqual([]);
    }
    expect(treks.flatMap((t) => t.reviews).some((r) => r.rating === 3)).toBe(true);
  });

  it("varies the update recency", () => {
    expect(duplicates(treks.map((t) => String(t.updatedDaysAgo)))).toEqual([]);
  });
});

describe("abroad catalogue: departures", () => {
  it("has valid seasons, weekdays, capacities and package rules", () => {
    for (const trek of treks) {
      const { departures } = trek;
      expect(departures.capacity, trek.slug).toBeGreaterThanOrEqual(12);
      expect(departures.capacity, trek.slug).toBeLessThanOrEqual(30);
      expect(duplicates(departures.months.map(String))).toEqual([]);
      for (const month of departures.months) expect(month >= 1 && month <= 12).toBe(true);
      for (const weekday of departures.weekdays) expect(weekday >= 0 && weekday <= 6).toBe(true);
      if (departures.peak) {
        expect(departures.peak.surcharge).toBeGreaterThan(0);
        for (const month of departures.peak.months) expect(departures.months).toContain(month);
      }
      for (const rule of departures.unavailable ?? []) {
        expect(rule.package, trek.slug).toBeLessThan(trek.packages.length);
        // The main package is always on sale.
        expect(rule.package, trek.slug).toBeGreaterThan(0);
        for (const weekday of rule.weekdays) expect(departures.weekdays).toContain(weekday);
      }
    }
    expect(treks.filter((t) => t.departures.peak).length).toBeGreaterThanOrEqual(2);
    expect(treks.filter((t) => (t.departures.unavailable ?? []).length > 0).length).toBeGreaterThanOrEqual(2);
  });

  it("produces several departures whatever day of the year today is", () => {
    for (let offset = 0; offset < 366; offset++) {
      const today = addDays("2027-01-01", offset);
      for (const trek of treks) {
        expect(departureDates(trek.departures, today).length, `${trek.slug} from ${today}`).toBeGreaterThanOrEqual(4);
      }
    }
  });

  // Sights with a weekly closing day must never fall on it, whichever weekday the trip starts.
  it.each([
    {
      trip: "dubai-city-and-desert",
      day: "Abu Dhabi",
      closed: [1, 5],
      why: "mandir closed Monday, mosque Friday morning",
    },
    { trip: "malaysia-highlands-and-langkawi", day: "Petronas", closed: [1], why: "skybridge closed Monday" },
  ])("keeps the $day day of $trip off its closing days ($why)", ({ trip, day, closed }) => {
    const trek = treks.find((t) => t.slug === trip)!;
    for (const pkg of trek.packages) {
      const index = pkg.schedule.findIndex((s) => s.name.includes(day));
      expect(index, pkg.name).toBeGreaterThan(0);
      // Departures start on the first item's date, so the index is the offset in days.
      for (const weekday of trek.departures.weekdays) expect(closed).not.toContain((weekday + index) % 7);
    }
  });

  it("runs a seat-discount offer on two or three trips, never over-counted", () => {
    const discounted = treks.filter((t) => t.discount);
    expect(discounted.length).toBeGreaterThanOrEqual(2);
    expect(discounted.length).toBeLessThanOrEqual(3);
    for (const { discount } of discounted) expect(discount!.availed).toBeLessThanOrEqual(discount!.total);
  });
});

describe("abroad catalogue: quotations", () => {
  it("has exactly three, each addressed to a traveller with valid contact details", () => {
    expect(quotations).toHaveLength(3);
    for (const { inquiry, slug } of quotations) {
      expect(inquiry.mobile, slug).toMatch(/^\+91[6-9]\d{9}$/);
      expect(inquiry.email, slug).toMatch(/^[a-z.]+@example\.com$/);
      expect(inquiry.travelInDays).toBeGreaterThanOrEqual(30);
      expect(inquiry.travelInDays).toBeLessThanOrEqual(90);
    }
    expect(quotations.map((q) => q.campsite).sort()).toEqual(["bali", "dubai", "thailand"]);
  });

  it("expires 7 to 14 days ahead, before the trip starts, except the one kept expired", () => {
    expect(quotations.filter((q) => q.expiresInDays < 0).map((q) => q.slug)).toEqual([
      "kapoor-friends-thailand-7-days",
    ]);
    for (const quotation of quotations.filter((q) => q.expiresInDays >= 0)) {
      expect(quotation.expiresInDays).toBeGreaterThanOrEqual(7);
      expect(quotation.expiresInDays).toBeLessThanOrEqual(14);
      expect(quotation.expiresInDays).toBeLessThan(quotation.inquiry.travelInDays);
    }
  });

  it("has as many days as its stated duration, for the party that enquired", () => {
    for (const quotation of quotations) {
      expect(quotation.days.length).toBeGreaterThanOrEqual(5);
      expect(quotation.days.length).toBeLessThanOrEqual(8);
      const match = /^(\d+) Nights \/ (\d+) Days$/.exec(quotation.duration);
      expect(match, quotation.duration).not.toBeNull();
      expect(Number(match![2])).toBe(quotation.days.length);
      expect(Number(match![1])).toBe(quotation.days.length - 1);
      expect(quotation.pax).toBe(quotation.inquiry.travellers);
    }
  });

  it("links only activities and attractions of its own campsite, quoting optional ones at the listed price", () => {
    for (const quotation of quotations) {
      for (const day of quotation.days) {
        for (const link of day.activities) {
          const activity = activityBySlug.get(link.activity);
          expect(activity?.campsites, link.activity).toContain(quotation.campsite);
          if (!link.included) {
            expect(link.price, link.activity).toBe(activity!.price);
            expect(link.priceFor, link.activity).toBe(activity!.priceFor);
          }
        }
        for (const link of day.attractions) {
          expect(attractionBySlug.get(link.attraction)?.campsites, link.attraction).toContain(quotation.campsite);
        }
      }
      expect(quotation.days.some((d) => d.activities.some((a) => a.included))).toBe(true);
      expect(quotation.days.some((d) => d.activities.some((a) => !a.included))).toBe(true);
    }
  });

  it("offers 2 or 3 property groups with exactly one selected, visible and priced", () => {
    for (const quotation of quotations) {
      const groups = quotation.propertyGroups;
      expect(groups.length).toBeGreaterThanOrEqual(2);
      expect(groups.length).toBeLessThanOrEqual(3);
      const selected = groups.filter((g) => g.isSelected);
      expect(selected, quotation.slug).toHaveLength(1);
      expect(selected[0]!.isHidden ?? false).toBe(false);
      expect(selected[0]!.price).toBeGreaterThan(0);
      expect(groups.filter((g) => g.isHidden).length).toBeLessThanOrEqual(1);
      expect(duplicates(groups.map((g) => g.name))).toEqual([]);
    }
  });

  it("asks a booking amount smaller than the trip price", () => {
    for (const quotation of quotations) {
      const selected = quotation.propertyGroups.find((g) => g.isSelected)!;
      const total = quotation.showPriceFor === "per person" ? selected.price! * quotation.pax : selected.price!;
      expect(quotation.bookingAmount).toBeGreaterThan(0);
      expect(quotation.bookingAmount, quotation.slug).toBeLessThan(total);
    }
  });

  it("gives a note with every price detail, and a price wherever one is quoted but not included", () => {
    for (const quotation of quotations) {
      for (const detail of [quotation.flight, quotation.train, quotation.bus, quotation.visa]) {
        if (!detail) continue;
        expect(detail.note).not.toBeNull();
        if (detail.price !== null) expect(detail.price).toBeGreaterThan(0);
      }
      expect(quotation.flight, quotation.slug).toBeDefined();
      expect(quotation.visa, quotation.slug).toBeDefined();
    }
  });
});

describe("abroad catalogue: through the real loader", () => {
  it.each(["2027-01-15", "2027-07-01"])("loads into an empty database on %s", async (today) => {
    const handle = await createTestDatabase();
    try {
      const { db } = handle;
      expect(await loadDemoContent(db, { today, catalogues: [catalogue] })).toEqual({ loaded: true });
      // SPEC.md's "Dubai activities" query: activities linked to the campsite named Dubai.
      const [dubai] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(activityCampsites)
        .innerJoin(campsiteTable, eq(campsiteTable.id, activityCampsites.campsiteId))
        .where(eq(campsiteTable.name, "Dubai"));
      expect(dubai!.n).toBeGreaterThanOrEqual(8);
      // The listing shows only trips with a departure that has seats: every trip must have one.
      const open = await db
        .select({ slug: trekTable.slug })
        .from(trekTable)
        .where(
          sql`exists (select 1 from ${eventTable} where ${eventTable.trekId} = ${trekTable.id} and ${eventTable.availableSeats} > 0)`,
        );
      expect(open.map((row) => row.slug).sort()).toEqual([...TRIP_SLUGS].sort());
    } finally {
      await handle.close();
    }
  });
});
