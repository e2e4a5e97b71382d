import { createHash } from "node:crypto";
import { addDays, daysBetween, monthOf, weekdayOf } from "@parvat/domain/business-dates";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../client.ts";
import { ASPECT_SIZES } from "../factories/media.ts";
import {
  blogPosts,
  creatorTrips,
  destinationActivities,
  destinationAttractions,
  destinations,
  eventPrices,
  events,
  faqGroups,
  inquiries,
  jobOpenings,
  media,
  packages,
  quotationPropertyGroups,
  quotations,
  reviews,
  teamMembers,
  trekIncludes,
  treks,
} from "../schema.ts";
import { fixtureCatalogue, fixturePlatform } from "../testing/demo-fixture.ts";
import { createTestDatabase } from "../testing/test-database.ts";
import { BOOKABLE_WITHIN_DAYS } from "./departures.ts";
import { loadDemoContent } from "./load-demo-content.ts";
import { type DemoCatalogue, FAQ_GROUPS } from "./types.ts";

const handles: DatabaseHandle[] = [];
async function freshDatabase(): Promise<Database> {
  const handle = await createTestDatabase();
  handles.push(handle);
  return handle.db;
}
afterAll(() => Promise.all(handles.map((handle) => handle.close())));

async function count(db: Database, table: PgTable) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
}

const load = (db: Database, today: string, catalogues: DemoCatalogue[] = [fixtureCatalogue]) =>
  loadDemoContent(db, { today, catalogues, platform: fixturePlatform });

describe.each(["2026-01-15", "2026-07-01"])("loaded on %s", (today) => {
  let db: Database;

  beforeAll(async () => {
    db = await freshDatabase();
    expect(await load(db, today)).toEqual({ loaded: true });
  });

  it("fills every part of the catalogue", async () => {
    expect(await count(db, treks)).toBe(3);
    expect(await count(db, quotations)).toBe(1);
    expect(await count(db, blogPosts)).toBe(1);
    expect(await count(db, teamMembers)).toBe(1);
    expect(await count(db, jobOpenings)).toBe(1);
    const groups = await db.select().from(faqGroups).orderBy(asc(faqGroups.position));
    expect(groups.map((group) => group.name)).toEqual([...FAQ_GROUPS]);
    const dubai = await db.query.destinations.findFirst({
      where: { slug: "dubai" },
      with: { curatedActivities: true, curatedAttractions: true, campsite: true },
    });
    expect(dubai?.campsite?.slug).toBe("dubai");
    expect(dubai?.curatedActivities).toHaveLength(1);
    expect(await count(db, destinationAttractions)).toBe(3);
    expect(await count(db, destinationActivities)).toBe(1);
    const positions = await db.select({ slug: destinations.slug, position: destinations.position }).from(destinations);
    expect(positions).toEqual(
      expect.arrayContaining([
        { slug: "uttarakhand", position: 0 },
        { slug: "dubai", position: 1 },
      ]),
    );
  });

  it("makes the first package the main one and links the company's WhatsApp number", async () => {
    const rows = await db.query.treks.findMany({ with: { packages: true, phoneNumber: true } });
    for (const trek of rows) {
      const first = trek.packages.sort((a, b) => a.priority - b.priority)[0]!;
      expect(trek.mainPackageId).toBe(first.id);
      expect(first.name).toBe("Dehradun to Dehradun");
      expect(trek.phoneNumber?.number).toBe("+919876543210");
    }
    const include = await db.query.trekIncludes.findFirst({ where: { name: "Transport" }, with: {} });
    const [excluded] = await db.select().from(packages).where(eq(packages.id, include!.excludedPackageId!));
    expect(excluded?.name).toBe("Sankri to Sankri");
    expect(await count(db, trekIncludes)).toBe(6);
  });

  it("dates everything relative to today", async () => {
    const eventRows = await db.select().from(events);
    // The past season of the trips that sell out (demo-waitlist-past.ts) ended before today.
    for (const event of eventRows.filter((row) => row.startDate < today)) {
      expect(daysBetween(event.endDate, today)).toBeGreaterThan(0);
    }
    for (const event of eventRows.filter((row) => row.startDate >= today)) {
      const ahead = daysBetween(today, event.startDate);
      expect(ahead).toBeGreaterThanOrEqual(1);
      expect(ahead).toBeLessThanOrEqual(300);
      expect(daysBetween(event.startDate, event.endDate)).toBe(4);
    }
    const reviewRows = await db.select().from(reviews);
    expect(new Set(reviewRows.map((review) => review.publishDate))).toEqual(
      new Set([addDays(today, -12), addDays(today, -40)]),
    );
    const [quotation] = await db.select().from(quotations);
    expect(quotation!.travelDate).toBe(addDays(today, 40));
    expect(quotation!.expiryDate).toBe(addDays(today, 7));
    const [inquiry] = await db.select().from(inquiries);
    expect(inquiry!.travelDate).toBe(addDays(today, 40));
    const [ridge] = await db.select().from(treks).where(eq(treks.slug, "winter-ridge"));
    expect(ridge!.updatedAt.toISOString().slice(0, 10)).toBe(addDays(today, -1));
    const [post] = await db.select().from(blogPosts);
    expect(post!.publishedOn).toBe(addDays(today, -20));
    const [job] = await db.select().from(jobOpenings);
    expect(job!.postedOn).toBe(addDays(today, -5));
  });

  it("has sold-out and nearly full departures, and a bookable one soon for every active trek", async () => {
    const rows = await db
      .select({ slug: treks.slug, status: treks.status, startDate: events.startDate, seats: events.availableSeats })
      .from(events)
      .innerJoin(treks, eq(treks.id, events.trekId))
      .where(gt(events.startDate, today));
    expect(rows.some((row) => row.seats === 0)).toBe(true);
    expect(rows.some((row) => row.seats >= 1 && row.seats <= 4)).toBe(true);
    for (const slug of ["weekend-summit", "winter-ridge"]) {
      const soon = rows.filter((row) => row.slug === slug && daysBetween(today, row.startDate) <= BOOKABLE_WITHIN_DAYS);
      if (soon.length > 0)
        expect(
          soon.some((row) => row.seats > 0),
          slug,
        ).toBe(true);
    }
    // Weekly weekend departures always fall in the next 90 days.
    expect(rows.some((row) => row.slug === "weekend-summit" && daysBetween(today, row.startDate) <= 7)).toBe(true);
  });

  it("writes one price entry per departure and package, following the peak and weekday rules", async () => {
    const rows = await db
      .select({
        startDate: events.startDate,
        packageName: packages.name,
        packagePrice: packages.price,
        enabled: eventPrices.enabled,
        price: eventPrices.price,
      })
      .from(eventPrices)
      .innerJoin(events, eq(events.id, eventPrices.eventId))
      .innerJoin(packages, eq(packages.id, eventPrices.packageId))
      .innerJoin(treks, eq(treks.id, events.trekId))
      // The planned departures: the past season (demo-waitlist-past.ts) copies last year's prices.
      .where(and(eq(treks.slug, "weekend-summit"), gt(events.startDate, today)));
    const eventCount = new Set(rows.map((row) => row.startDate)).size;
    expect(rows).toHaveLength(eventCount * 2);
    for (const row of rows) {
      const sundayOff = row.packageName === "Sankri to Sankri" && weekdayOf(row.startDate) === 0;
      expect(row.enabled, `${row.packageName} on ${row.startDate}`).toBe(!sundayOff);
      const peak = [5, 6, 12].includes(monthOf(row.startDate));
      expect(row.price).toBe(peak ? row.packagePrice + 2_000 : null);
    }
  });

  it("stores every picture with a stable key, its checksum and its size", async () => {
    const rows = await db.select().from(media);
    expect(rows).toHaveLength(30);
    const keys = rows.map((row) => row.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        "trek/weekend-summit/0",
        "trek/weekend-summit/review/0/photo",
        "destination/dubai/hero",
        "attraction/juda-ka-talab/1",
        "creator/ishaanmehra/kashmir-in-winter/moment/1",
        "blog/discovering-the-winter-beauty-of-kashmir/cover",
      ]),
    );
    for (const row of rows) {
      expect(row.checksum).toBe(createHash("sha256").update(row.svgSource!).digest("hex").slice(0, 12));
      expect(row.alt.length).toBeGreaterThan(0);
    }
    const hero = rows.find((row) => row.key === "destination/uttarakhand/hero")!;
    expect([hero.width, hero.height]).toEqual([ASPECT_SIZES.wide.width, ASPECT_SIZES.wide.height]);
    const avatar = rows.find((row) => row.key === "creator/ishaanmehra/avatar")!;
    expect([avatar.width, avatar.height]).toEqual([1200, 1200]);
  });

  it("links the platform content", async () => {
    const trip = await db.query.creatorTrips.findFirst({ with: { trek: true, moments: true, creator: true } });
    expect(trip?.trek?.slug).toBe("winter-ridge");
    expect(trip?.creator.slug).toBe("ishaanmehra");
    expect(trip?.moments.map((moment) => moment.caption)).toEqual(["First light.", "Gulmarg woods."]);
    const quotation = await db.query.quotations.findFirst({ with: { user: true, propertyGroups: true, days: true } });
    expect(quotation?.user?.firstName).toBe("Kavya");
    expect(quotation?.days.map((day) => day.dayNumber).sort()).toEqual([1, 2]);
    expect(quotation?.propertyGroups.filter((group) => group.isSelected).map((group) => group.name)).toEqual([
      "Comfort",
    ]);
    expect(await count(db, quotationPropertyGroups)).toBe(2);
    expect(await count(db, creatorTrips)).toBe(1);
  });

  it("refuses to load into a catalogue that already has treks", async () => {
    const before = await count(db, media);
    expect(await load(db, today)).toEqual({ loaded: false });
    expect(await count(db, media)).toBe(before);
    expect(await count(db, treks)).toBe(3);
  });
});

describe("a bad reference", () => {
  it("names the reference and leaves nothing written", async () => {
    const db = await freshDatabase();
    const broken: DemoCatalogue = {
      ...fixtureCatalogue,
      treks: [
        ...fixtureCatalogue.treks,
        { ...fixtureCatalogue.treks[0]!, slug: "broken-trek", code: "BROKEN", attractions: ["nowhere-lake"] },
      ],
    };
    await expect(load(db, "2026-03-01", [broken])).rejects.toThrow(
      'Demo content: trek "broken-trek" refers to unknown attraction "nowhere-lake"',
    );
    for (const table of [media, treks, events, destinations, faqGroups]) expect(await count(db, table)).toBe(0);
    // The database is still usable and the good content loads.
    expect(await load(db, "2026-03-01")).toEqual({ loaded: true });
  });

  it("rejects duplicate slugs across catalogues before writing", async () => {
    const db = await freshDatabase();
    await expect(load(db, "2026-03-01", [fixtureCatalogue, { ...fixtureCatalogue, campsites: [] }])).rejects.toThrow(
      'duplicate destination slug "uttarakhand"',
    );
    expect(await count(db, media)).toBe(0);
  });
});
