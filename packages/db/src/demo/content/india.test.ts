// The Indian catalogue is hand-written data; these checks catch the mistakes a writer makes
// (a mistyped slug, a season that never produces a departure, a meta description that search
// engines would cut) before the loader or a traveller does.
import { addDays } from "@parvat/domain/business-dates";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  activityCampsites,
  campsites as campsiteTable,
  DIFFICULTIES,
  destinationActivities,
  destinations as destinationTable,
  events as eventTable,
  TREK_TYPES,
  treks as trekTable,
} from "../../schema.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { departureDates } from "../departures.ts";
import { loadDemoContent } from "../load-demo-content.ts";
import { type DemoFaq, type DemoImage, type DemoTrek, FAQ_GROUPS, SCENES, TIMES_OF_DAY } from "../types.ts";
import { indiaCatalogue } from "./india.ts";

const { campsites, destinations, attractions, activities, properties, treks } = indiaCatalogue;

const CURATED_SLUGS = [
  "spiti-valley",
  "kashmir",
  "ladakh",
  "kerala",
  "goa",
  "andaman",
  "manali",
  "uttarakhand",
  "jaisalmer",
];

/** Slugs other content links to, with the destination and season each must keep. */
const REQUIRED_TRIPS: Record<string, { destination: string; type?: DemoTrek["type"]; months?: number[] }> = {
  "kedarkantha-trek": { destination: "uttarakhand", months: [12, 1, 2, 3, 4] },
  "har-ki-dun-trek": { destination: "uttarakhand" },
  "valley-of-flowers-trek": { destination: "uttarakhand", months: [7, 8, 9] },
  "hampta-pass-trek": { destination: "manali", months: [6, 7, 8, 9] },
  "kashmir-great-lakes-trek": { destination: "kashmir", months: [7, 8, 9] },
  "kashmir-winter-escape": { destination: "kashmir", type: "group-trip", months: [12, 1, 2, 3] },
  "spiti-winter-expedition": { destination: "spiti-valley", type: "group-trip", months: [1, 2, 3] },
  "spiti-valley-road-trip": { destination: "spiti-valley", months: [5, 6, 7, 8, 9, 10] },
  "ladakh-road-trip": { destination: "ladakh", type: "group-trip", months: [5, 6, 7, 8, 9] },
  "kerala-backwaters-escape": {
    destination: "kerala",
    type: "tour-package",
    months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  },
  "goa-monsoon-and-beaches": { destination: "goa" },
  "andaman-island-hopping": { destination: "andaman", type: "tour-package" },
  "jaisalmer-desert-camp": { destination: "jaisalmer", months: [10, 11, 12, 1, 2, 3] },
};

const slugsOf = (items: { slug: string }[]) => new Set(items.map((item) => item.slug));
const campsiteSlugs = slugsOf(campsites);
const attractionSlugs = slugsOf(attractions);
const activitySlugs = slugsOf(activities);
const destinationSlugs = slugsOf(destinations);
const propertyKeys = new Set(properties.map((property) => property.key));

function duplicates(values: string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

function paragraphs(text: string): number {
  return text.split(/\n\s*\n/).filter((part) => part.trim().length > 0).length;
}

/** Every picture in the catalogue, with where it lives, so a bad one is easy to find. */
function allImages(): { where: string; image: DemoImage }[] {
  const found: { where: string; image: DemoImage }[] = [];
  const add = (where: string, image: DemoImage | undefined) => {
    if (image) found.push({ where, image });
  };
  for (const d of destinations) add(`destination ${d.slug}`, d.hero);
  for (const a of attractions) for (const image of [a.image, ...a.images]) add(`attraction ${a.slug}`, image);
  for (const a of activities) for (const image of a.images) add(`activity ${a.slug}`, image);
  for (const p of properties) for (const image of p.images) add(`property ${p.key}`, image);
  for (const t of treks) {
    for (const image of t.images) add(`trek ${t.slug}`, image);
    for (const p of t.packages) {
      add(`trek ${t.slug} package ${p.name}`, p.image);
      for (const item of p.schedule) add(`trek ${t.slug} day ${item.name}`, item.image);
    }
    for (const r of t.reviews) for (const image of r.images ?? []) add(`trek ${t.slug} review by ${r.userName}`, image);
  }
  return found;
}

function allFaqs(): { where: string; faq: DemoFaq }[] {
  return [
    ...destinations.flatMap((d) => d.faqs.map((faq) => ({ where: `destination ${d.slug}`, faq }))),
    ...attractions.flatMap((a) => a.faqs.map((faq) => ({ where: `attraction ${a.slug}`, faq }))),
    ...activities.flatMap((a) => a.faqs.map((faq) => ({ where: `activity ${a.slug}`, faq }))),
    ...treks.flatMap((t) => t.faqs.map((faq) => ({ where: `trek ${t.slug}`, faq }))),
  ];
}

/** Every text a traveller reads, for the checks on placeholders. */
function allTexts(): string[] {
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") texts.push(value);
    else if (Array.isArray(value)) for (const item of value) walk(item);
    else if (value && typeof value === "object") for (const item of Object.values(value)) walk(item);
  };
  walk(indiaCatalogue);
  return texts;
}

describe("Indian catalogue: campsites", () => {
  it("has domestic operating regions with unique slugs and 2-3 written policies each", () => {
    expect(campsites.length).toBeGreaterThanOrEqual(8);
    expect(duplicates(campsites.map((c) => c.slug))).toEqual([]);
    for (const campsite of campsites) {
      expect(campsite.type, campsite.slug).toBe("domestic");
      expect(campsite.policies.length, campsite.slug).toBeGreaterThanOrEqual(2);
      expect(campsite.policies.length, campsite.slug).toBeLessThanOrEqual(3);
      for (const policy of campsite.policies) {
        expect(policy.title.length, campsite.slug).toBeGreaterThan(3);
        expect(policy.body.length, `${campsite.slug}: ${policy.title}`).toBeGreaterThan(150);
      }
    }
  });

  it("links every campsite to some content", () => {
    const used = new Set([
      ...destinations.map((d) => d.campsite),
      ...attractions.flatMap((a) => a.campsites),
      ...activities.flatMap((a) => a.campsites),
      ...treks.map((t) => t.campsite),
    ]);
    for (const campsite of campsites) expect(used.has(campsite.slug), campsite.slug).toBe(true);
  });
});

describe("Indian catalogue: destinations", () => {
  it("covers exactly the curated Indian slugs, in India", () => {
    expect(destinations.map((d) => d.slug).sort()).toEqual([...CURATED_SLUGS].sort());
    for (const d of destinations) expect(d.country, d.slug).toBe("India");
  });

  it("gives each destination a campsite, a 2-3 paragraph description, 4-6 attractions and 4-6 FAQs", () => {
    for (const d of destinations) {
      expect(campsiteSlugs.has(d.campsite ?? ""), `${d.slug} campsite ${d.campsite}`).toBe(true);
      expect(paragraphs(d.description), d.slug).toBeGreaterThanOrEqual(2);
      expect(paragraphs(d.description), d.slug).toBeLessThanOrEqual(3);
      expect(d.attractions.length, d.slug).toBeGreaterThanOrEqual(4);
      expect(d.attractions.length, d.slug).toBeLessThanOrEqual(6);
      expect(duplicates(d.attractions), d.slug).toEqual([]);
      for (const slug of d.attractions) expect(attractionSlugs.has(slug), `${d.slug} lists ${slug}`).toBe(true);
      expect(d.faqs.length, d.slug).toBeGreaterThanOrEqual(4);
      expect(d.faqs.length, d.slug).toBeLessThanOrEqual(6);
    }
  });

  it("lists exactly four Kashmir activities and none elsewhere", () => {
    for (const d of destinations) {
      if (d.slug === "kashmir") {
        expect(d.activities).toHaveLength(4);
        expect(duplicates(d.activities ?? [])).toEqual([]);
        for (const slug of d.activities ?? []) {
          expect(activitySlugs.has(slug), slug).toBe(true);
          expect(activities.find((a) => a.slug === slug)?.campsites).toContain("kashmir");
        }
      } else {
        expect(d.activities ?? [], d.slug).toEqual([]);
      }
    }
  });
});

describe("Indian catalogue: attractions", () => {
  it("has about 45 attractions with unique slugs, each on exactly one destination page", () => {
    expect(attractions.length).toBeGreaterThanOrEqual(40);
    expect(duplicates(attractions.map((a) => a.slug))).toEqual([]);
    for (const a of attractions) {
      const listedBy = destinations.filter((d) => d.attractions.includes(a.slug)).map((d) => d.slug);
      expect(listedBy, a.slug).toHaveLength(1);
    }
  });

  it("fills every attraction like a real listing", () => {
    for (const a of attractions) {
      expect(a.brief.length, a.slug).toBeGreaterThan(30);
      expect(a.brief.endsWith("."), a.slug).toBe(true);
      expect(paragraphs(a.description), a.slug).toBe(2);
      expect(a.location.length, a.slug).toBeGreaterThan(3);
      expect(a.images.length, a.slug).toBeGreaterThanOrEqual(2);
      expect(a.images.length, a.slug).toBeLessThanOrEqual(3);
      expect(a.campsites.length, a.slug).toBeGreaterThan(0);
      for (const c of a.campsites) expect(campsiteSlugs.has(c), `${a.slug} campsite ${c}`).toBe(true);
      expect(a.faqs.length, a.slug).toBeGreaterThanOrEqual(2);
      expect(a.faqs.length, a.slug).toBeLessThanOrEqual(3);
    }
  });
});

describe("Indian catalogue: Kashmir activities", () => {
  it("has at least four activities linked to the Kashmir campsite", () => {
    expect(activities.filter((a) => a.campsites.includes("kashmir")).length).toBeGreaterThanOrEqual(4);
    expect(duplicates(activities.map((a) => a.slug))).toEqual([]);
  });

  it("fills every field a listing shows", () => {
    for (const a of activities) {
      for (const field of [
        a.name,
        a.brief,
        a.description,
        a.duration,
        a.location,
        a.priceFor,
        a.operatingDuration,
        a.yourExperience,
        a.ticketsInfo,
        a.cancellationPolicy,
      ]) {
        expect(field.trim().length, a.slug).toBeGreaterThan(0);
      }
      expect(a.mapLocation, a.slug).toMatch(/^https:\/\//);
      expect(a.durationMinutes, a.slug).toBeGreaterThan(0);
      expect(Number.isInteger(a.price) && a.price > 0, a.slug).toBe(true);
      if (a.originalPrice !== undefined) {
        expect(a.originalPrice, a.slug).toBeGreaterThan(a.price);
        expect(a.discountName, a.slug).toBeTruthy();
      }
      expect(a.inclusions.length, a.slug).toBeGreaterThanOrEqual(3);
      expect(a.exclusions.length, a.slug).toBeGreaterThanOrEqual(2);
      expect(a.highlights.length, a.slug).toBeGreaterThanOrEqual(3);
      expect(a.knowBeforeYouGo.length, a.slug).toBeGreaterThanOrEqual(3);
      expect(a.images.length, a.slug).toBeGreaterThanOrEqual(3);
      for (const image of a.images) expect(image.tag.length, a.slug).toBeGreaterThan(0);
      for (const c of a.campsites) expect(campsiteSlugs.has(c), `${a.slug} campsite ${c}`).toBe(true);
      expect(a.faqs.length, a.slug).toBeGreaterThanOrEqual(3);
      expect(a.faqs.length, a.slug).toBeLessThanOrEqual(4);
    }
  });
});

describe("Indian catalogue: properties", () => {
  it("has unique keys, tagged images and star categories in range", () => {
    expect(duplicates(properties.map((p) => p.key))).toEqual([]);
    for (const p of properties) {
      expect(p.images.length, p.key).toBeGreaterThanOrEqual(1);
      for (const image of p.images) expect(image.tag.length, p.key).toBeGreaterThan(0);
      if (p.starCategory !== undefined) {
        expect(p.starCategory, p.key).toBeGreaterThanOrEqual(1);
        expect(p.starCategory, p.key).toBeLessThanOrEqual(5);
      }
      expect(p.checkInTime, p.key).toMatch(/^\d{1,2}:\d{2} [ap]m$/);
      expect(p.checkOutTime, p.key).toMatch(/^\d{1,2}:\d{2} [ap]m$/);
    }
  });

  it("uses every property in some package stay, and only properties that exist", () => {
    const used = new Set<string>();
    for (const t of treks) {
      for (const p of t.packages) {
        for (const stay of p.stays) {
          for (const entry of stay.properties) {
            expect(propertyKeys.has(entry.property), `${t.slug} / ${p.name} / ${entry.property}`).toBe(true);
            used.add(entry.property);
          }
        }
      }
    }
    for (const key of propertyKeys) expect(used.has(key), `${key} is never used`).toBe(true);
  });
});

describe("Indian catalogue: treks, group trips and tour packages", () => {
  it("has at least 12 trips mixing the three types, with unique slugs and codes", () => {
    expect(treks.length).toBeGreaterThanOrEqual(12);
    expect(duplicates(treks.map((t) => t.slug))).toEqual([]);
    expect(duplicates(treks.map((t) => t.code))).toEqual([]);
    for (const type of TREK_TYPES)
      expect(
        treks.some((t) => t.type === type),
        type,
      ).toBe(true);
  });

  it("keeps the slugs, destinations and seasons other content links to", () => {
    for (const [slug, expected] of Object.entries(REQUIRED_TRIPS)) {
      const trek = treks.find((t) => t.slug === slug);
      expect(trek, slug).toBeDefined();
      expect(trek?.destinations, slug).toContain(expected.destination);
      if (expected.type) expect(trek?.type, slug).toBe(expected.type);
      if (expected.months)
        expect([...(trek?.departures.months ?? [])].sort(), slug).toEqual([...expected.months].sort());
    }
  });

  it("references only campsites, destinations and attractions that exist", () => {
    for (const t of treks) {
      expect(campsiteSlugs.has(t.campsite), `${t.slug} campsite ${t.campsite}`).toBe(true);
      expect(t.destinations.length, t.slug).toBeGreaterThan(0);
      for (const d of t.destinations) expect(destinationSlugs.has(d), `${t.slug} destination ${d}`).toBe(true);
      expect(t.attractions.length, t.slug).toBeGreaterThan(0);
      for (const a of t.attractions) expect(attractionSlugs.has(a), `${t.slug} attraction ${a}`).toBe(true);
    }
  });

  it("describes each trip fully: facts, images, instructions, ages", () => {
    for (const t of treks) {
      expect(DIFFICULTIES).toContain(t.difficulty);
      expect(t.status ?? "active", t.slug).toBe("active");
      expect(t.tagline.length, t.slug).toBeGreaterThan(20);
      expect(t.description.length, t.slug).toBeGreaterThan(150);
      expect(paragraphs(t.about), t.slug).toBeGreaterThanOrEqual(2);
      // Altitude matters for treks and mountain trips; a beach package may leave it out.
      if (t.type !== "tour-package") expect(t.altitude, t.slug).toBeGreaterThan(0);
      expect(t.length, t.slug).toBeTruthy();
      expect(t.tips, t.slug).toBeTruthy();
      expect(t.minAge, t.slug).toBeDefined();
      expect(t.maxAge, t.slug).toBeDefined();
      expect(t.minAge ?? 0, t.slug).toBeLessThan(t.maxAge ?? 0);
      expect(t.images.length, t.slug).toBeGreaterThanOrEqual(5);
      expect(t.images.length, t.slug).toBeLessThanOrEqual(7);
      expect(t.instructions.length, t.slug).toBeGreaterThanOrEqual(3);
      expect(t.instructions.length, t.slug).toBeLessThanOrEqual(5);
      expect(t.updatedDaysAgo, t.slug).toBeGreaterThanOrEqual(0);
    }
    expect(new Set(treks.map((t) => t.updatedDaysAgo)).size).toBe(treks.length);
  });

  it("offers 2-3 distinct packages with realistic rupee prices and one struck-through offer", () => {
    for (const t of treks) {
      expect(t.packages.length, t.slug).toBeGreaterThanOrEqual(2);
      expect(t.packages.length, t.slug).toBeLessThanOrEqual(3);
      expect(duplicates(t.packages.map((p) => p.name)), t.slug).toEqual([]);
      expect(duplicates(t.packages.map((p) => String(p.price))), t.slug).toEqual([]);
      const [low, high] = t.type === "trek" ? [8000, 25000] : [12000, 50000];
      for (const p of t.packages) {
        expect(Number.isInteger(p.price), `${t.slug} / ${p.name}`).toBe(true);
        expect(p.price, `${t.slug} / ${p.name}`).toBeGreaterThanOrEqual(low);
        expect(p.price, `${t.slug} / ${p.name}`).toBeLessThanOrEqual(high);
        if (p.originalPrice !== undefined) {
          expect(p.originalPrice, `${t.slug} / ${p.name}`).toBeGreaterThan(p.price);
          expect(p.discountName, `${t.slug} / ${p.name}`).toBeTruthy();
        }
        expect(p.description.length, `${t.slug} / ${p.name}`).toBeGreaterThan(40);
      }
      expect(
        t.packages.some((p) => p.originalPrice !== undefined),
        `${t.slug} has no package with an original price`,
      ).toBe(true);
    }
  });

  it("gives every package a complete day-by-day schedule", () => {
    for (const t of treks) {
      for (const p of t.packages) {
        const where = `${t.slug} / ${p.name}`;
        expect(p.schedule.length, where).toBeGreaterThanOrEqual(2);
        for (const item of p.schedule) {
          expect(item.name.length, where).toBeGreaterThan(3);
          expect(item.brief.length, where).toBeGreaterThan(3);
          expect(item.description.length, `${where} / ${item.name}`).toBeGreaterThan(100);
        }
        expect(p.schedule.filter((item) => item.countAsDay !== false).length, where).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it("has arrival or travel nights that do not count as trip days in a few trips", () => {
    const tripsWithTravelNights = treks.filter((t) =>
      t.packages.some((p) => p.schedule.some((item) => item.countAsDay === false)),
    );
    expect(tripsWithTravelNights.length).toBeGreaterThanOrEqual(3);
    expect(tripsWithTravelNights.some((t) => t.packages.some((p) => p.schedule[0]?.countAsDay === false))).toBe(true);
  });

  it("numbers the days of packages that cover part of the itinerary (daysSeparate)", () => {
    const separate = treks.filter((t) => t.daysSeparate);
    expect(separate.length).toBeGreaterThanOrEqual(1);
    let shorterFound = false;
    for (const t of separate) {
      const main = t.packages[0]!;
      const mainDays = main.schedule.filter((item) => item.countAsDay !== false).length;
      for (const p of t.packages) {
        if (p.startDay === undefined && p.endDay === undefined) continue;
        const where = `${t.slug} / ${p.name}`;
        expect(p.startDay, where).toBeGreaterThanOrEqual(1);
        expect(p.endDay, where).toBeLessThanOrEqual(mainDays);
        const covered = (p.endDay ?? 0) - (p.startDay ?? 0) + 1;
        expect(p.schedule.filter((item) => item.countAsDay !== false).length, where).toBe(covered);
        if (covered < mainDays) shorterFound = true;
      }
    }
    expect(shorterFound).toBe(true);
  });

  it("books stays in real properties, with some camp sites assigned on the day", () => {
    let hidden = 0;
    for (const t of treks) {
      for (const p of t.packages) {
        const where = `${t.slug} / ${p.name}`;
        expect(p.stays.length, where).toBeGreaterThan(0);
        // One night fewer than the trip days; travel nights on a bus or train need no room. An
        // arrival evening that is not a trip day (reporting at the base) adds the one night.
        const nights = p.stays.reduce((sum, stay) => sum + stay.nights, 0);
        const days = p.schedule.filter((item) => item.countAsDay !== false).length;
        if (nights === days) expect(p.schedule[0]?.countAsDay, `${where}: a night too many`).toBe(false);
        else expect(nights, `${where}: nights do not add up to the days`).toBe(days - 1);
        for (const stay of p.stays) {
          expect(stay.nights, where).toBeGreaterThan(0);
          expect(stay.properties.length, where).toBeGreaterThan(0);
          for (const entry of stay.properties) {
            expect(entry.meals.length, where).toBeGreaterThan(3);
            expect(entry.roomType.length, where).toBeGreaterThan(3);
          }
          if (stay.hideHotelName) hidden++;
        }
      }
    }
    expect(hidden).toBeGreaterThan(0);
  });

  it("lists inclusions and exclusions with icons, one not applying to a package", () => {
    let packageSpecific = 0;
    for (const t of treks) {
      expect(t.includes.filter((i) => i.kind === "inclusion").length, t.slug).toBeGreaterThanOrEqual(4);
      expect(t.includes.filter((i) => i.kind === "exclusion").length, t.slug).toBeGreaterThanOrEqual(2);
      for (const include of t.includes) {
        expect(include.icon, `${t.slug} / ${include.name}`).toMatch(/^[a-z]+(-[a-z]+)*$/);
        if (include.excludedPackage !== undefined) {
          expect(include.kind, `${t.slug} / ${include.name}`).toBe("inclusion");
          expect(t.packages[include.excludedPackage], `${t.slug} / ${include.name}`).toBeDefined();
          packageSpecific++;
        }
      }
    }
    expect(packageSpecific).toBeGreaterThanOrEqual(1);
  });

  it("answers 6-10 questions per trip across several FAQ groups", () => {
    for (const t of treks) {
      expect(t.faqs.length, t.slug).toBeGreaterThanOrEqual(6);
      expect(t.faqs.length, t.slug).toBeLessThanOrEqual(10);
      expect(new Set(t.faqs.map((f) => f.group)).size, t.slug).toBeGreaterThanOrEqual(4);
    }
  });

  it("carries 4-8 reviews per trip, mostly 4-5 stars, spread over the last 400 days", () => {
    const all = treks.flatMap((t) => t.reviews);
    for (const t of treks) {
      expect(t.reviews.length, t.slug).toBeGreaterThanOrEqual(4);
      expect(t.reviews.length, t.slug).toBeLessThanOrEqual(8);
      expect(duplicates(t.reviews.map((r) => r.userName)), t.slug).toEqual([]);
      for (const r of t.reviews) {
        expect(Number.isInteger(r.rating) && r.rating >= 1 && r.rating <= 5, `${t.slug} / ${r.userName}`).toBe(true);
        expect(r.daysAgo, `${t.slug} / ${r.userName}`).toBeGreaterThanOrEqual(1);
        expect(r.daysAgo, `${t.slug} / ${r.userName}`).toBeLessThanOrEqual(400);
        expect(r.text.length, `${t.slug} / ${r.userName}`).toBeGreaterThan(80);
      }
    }
    const high = all.filter((r) => r.rating >= 4).length;
    expect(high / all.length).toBeGreaterThanOrEqual(0.75);
    expect(all.some((r) => r.rating === 3)).toBe(true);
    expect(all.some((r) => r.photo)).toBe(true);
    expect(all.some((r) => (r.images ?? []).length > 0)).toBe(true);
    expect(duplicates(all.map((r) => r.text))).toEqual([]);
  });

  it("runs discounts on 3-4 trips and important updates on 1-2", () => {
    const discounted = treks.filter((t) => t.discount);
    expect(discounted.length).toBeGreaterThanOrEqual(3);
    expect(discounted.length).toBeLessThanOrEqual(4);
    for (const t of discounted) {
      const d = t.discount!;
      expect(d.availed, t.slug).toBeGreaterThanOrEqual(0);
      expect(d.availed, t.slug).toBeLessThanOrEqual(d.total);
      expect(d.daysPassed, t.slug).toBeGreaterThanOrEqual(0);
    }
    const updates = treks.filter((t) => t.impUpdate);
    expect(updates.length).toBeGreaterThanOrEqual(1);
    expect(updates.length).toBeLessThanOrEqual(2);
  });
});

describe("Indian catalogue: departures", () => {
  it("uses real months and weekdays, capacities of 12-30 and valid peak and unavailable rules", () => {
    for (const t of treks) {
      const d = t.departures;
      expect(d.months.length, t.slug).toBeGreaterThan(0);
      expect(duplicates(d.months.map(String)), t.slug).toEqual([]);
      for (const m of d.months) expect(Number.isInteger(m) && m >= 1 && m <= 12, `${t.slug} month ${m}`).toBe(true);
      expect(d.weekdays.length, t.slug).toBeGreaterThan(0);
      for (const w of d.weekdays) expect(Number.isInteger(w) && w >= 0 && w <= 6, `${t.slug} weekday ${w}`).toBe(true);
      expect(d.capacity, t.slug).toBeGreaterThanOrEqual(12);
      expect(d.capacity, t.slug).toBeLessThanOrEqual(30);
      if (d.peak) {
        expect(d.peak.surcharge, t.slug).toBeGreaterThan(0);
        for (const m of d.peak.months) expect(d.months, `${t.slug} peak month ${m}`).toContain(m);
      }
      for (const rule of d.unavailable ?? []) {
        // The main package is always offered: it sets the departure's end date.
        expect(rule.package, t.slug).toBeGreaterThan(0);
        expect(t.packages[rule.package], `${t.slug} unavailable package ${rule.package}`).toBeDefined();
        for (const w of rule.weekdays) expect(d.weekdays, `${t.slug} unavailable weekday ${w}`).toContain(w);
      }
    }
    expect(treks.filter((t) => t.departures.peak).length).toBeGreaterThanOrEqual(3);
    expect(treks.filter((t) => (t.departures.unavailable ?? []).length > 0).length).toBeGreaterThanOrEqual(3);
  });

  it("produces several departures whatever day of the year today is", () => {
    for (const t of treks) {
      let fewest = Number.POSITIVE_INFINITY;
      for (let offset = 0; offset < 366; offset++) {
        fewest = Math.min(fewest, departureDates(t.departures, addDays("2028-01-01", offset)).length);
      }
      expect(fewest, `${t.slug} has a day of the year with too few departures ahead`).toBeGreaterThanOrEqual(4);
    }
  });

  it("starts short trips on or around the weekend", () => {
    for (const t of treks) {
      const days = t.packages[0]!.schedule.filter((item) => item.countAsDay !== false).length;
      if (days <= 4) {
        expect(
          t.departures.weekdays.every((w) => [4, 5, 6, 0].includes(w)),
          `${t.slug} is ${days} days but starts midweek`,
        ).toBe(true);
      }
    }
  });
});

describe("Indian catalogue: search metadata, FAQs, images and text", () => {
  it("keeps meta titles within 60 characters and descriptions within 120-160", () => {
    const pages = [
      ...destinations.map((d) => ({ where: `destination ${d.slug}`, ...d })),
      ...attractions.map((a) => ({ where: `attraction ${a.slug}`, ...a })),
      ...activities.map((a) => ({ where: `activity ${a.slug}`, ...a })),
      ...treks.map((t) => ({ where: `trek ${t.slug}`, ...t })),
    ];
    for (const page of pages) {
      expect(page.metaTitle.length, page.where).toBeGreaterThan(10);
      expect(page.metaTitle.length, page.where).toBeLessThanOrEqual(60);
      expect(page.metaDescription.length, page.where).toBeGreaterThanOrEqual(120);
      expect(page.metaDescription.length, page.where).toBeLessThanOrEqual(160);
    }
    expect(duplicates(pages.map((page) => page.metaTitle))).toEqual([]);
  });

  it("files every FAQ under a known group, with a real question and answer", () => {
    for (const { where, faq } of allFaqs()) {
      expect(FAQ_GROUPS, where).toContain(faq.group);
      expect(faq.question.endsWith("?"), `${where}: ${faq.question}`).toBe(true);
      expect(faq.answer.length, `${where}: ${faq.question}`).toBeGreaterThan(30);
    }
  });

  it("paints every picture from a known scene and time of day, with descriptive alt text", () => {
    const images = allImages();
    expect(images.length).toBeGreaterThan(300);
    for (const { where, image } of images) {
      expect(SCENES, where).toContain(image.scene);
      if (image.time) expect(TIMES_OF_DAY, where).toContain(image.time);
      expect(image.alt.length, `${where}: ${image.alt}`).toBeGreaterThanOrEqual(15);
      expect(image.alt, where).not.toMatch(/^(image|photo|picture) of/i);
    }
  });

  it("contains no placeholder or unfinished text", () => {
    for (const text of allTexts()) {
      expect(text, text).not.toMatch(/lorem|ipsum|\bTODO\b|\bTBD\b|coming soon|xxx/i);
      expect(text, text).toBe(text.trim());
    }
  });

  it("writes rupee amounts in Indian style, never with decimals", () => {
    for (const text of allTexts()) {
      for (const amount of text.match(/₹\d(?:[\d,]*\d)?(?:\.\d+)?/g) ?? []) {
        expect(amount, text).toMatch(/^₹(\d{1,3}|\d{1,2}(,\d{2})*,\d{3})$/);
      }
    }
  });

  it("leaves quotations to the international catalogue", () => {
    expect(indiaCatalogue.quotations).toEqual([]);
  });
});

describe("Indian catalogue: through the real loader", () => {
  it.each(["2027-02-01", "2027-08-15"])("loads into an empty database on %s", async (today) => {
    const handle = await createTestDatabase();
    try {
      const { db } = handle;
      expect(await loadDemoContent(db, { today, catalogues: [indiaCatalogue] })).toEqual({ loaded: true });
      // SPEC.md section 9: the kashmir destination lists exactly four activities, all in Kashmir.
      const kashmirActivities = await db
        .select({ campsite: campsiteTable.slug })
        .from(destinationActivities)
        .innerJoin(destinationTable, eq(destinationTable.id, destinationActivities.destinationId))
        .innerJoin(activityCampsites, eq(activityCampsites.activityId, destinationActivities.activityId))
        .innerJoin(campsiteTable, eq(campsiteTable.id, activityCampsites.campsiteId))
        .where(eq(destinationTable.slug, "kashmir"));
      expect(kashmirActivities.map((row) => row.campsite)).toEqual(["kashmir", "kashmir", "kashmir", "kashmir"]);
      // The listing shows only trips with a departure that has seats: every trip must have one.
      const open = await db
        .select({ slug: trekTable.slug })
        .from(trekTable)
        .where(
          sql`exists (select 1 from ${eventTable} where ${eventTable.trekId} = ${trekTable.id} and ${eventTable.availableSeats} > 0)`,
        );
      expect(open.map((row) => row.slug).sort()).toEqual(treks.map((t) => t.slug).sort());
    } finally {
      await handle.close();
    }
  });
});
