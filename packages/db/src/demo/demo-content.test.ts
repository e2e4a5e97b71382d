// Loads the real demo content into a fresh database. Skipped only while the catalogue files are
// still being written.
import { existsSync } from "node:fs";
import { daysBetween } from "@parvat/domain/business-dates";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../client.ts";
import {
  activities,
  activityCampsites,
  blogPosts,
  campsites,
  creatorTrips,
  events,
  media,
  quotations,
  treks,
} from "../schema.ts";
import { createTestDatabase } from "../testing/test-database.ts";
import { BOOKABLE_WITHIN_DAYS } from "./departures.ts";
import { loadDemoContent } from "./load-demo-content.ts";

const TODAY = "2026-02-10";
const available = ["./content/india.ts", "./content/abroad.ts"].every((file) =>
  existsSync(new URL(file, import.meta.url)),
);

describe.skipIf(!available)("the real demo content", () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    const { demoContent } = await import("./demo-content.ts");
    handle = await createTestDatabase();
    // How long this takes is measured by `npm run bench:demo-load`, not asserted here.
    expect(await loadDemoContent(handle.db, { today: TODAY, ...demoContent })).toEqual({ loaded: true });
  }, 120_000);
  afterAll(() => handle?.close());

  it("has the catalogue the foundation issue asks for", async () => {
    const { db } = handle;
    const trekRows = await db.query.treks.findMany({ with: { packages: true } });
    expect(trekRows.length).toBeGreaterThanOrEqual(15);
    for (const trek of trekRows) expect(trek.packages.length, trek.slug).toBeGreaterThanOrEqual(2);
    const [{ n: quotationCount } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(quotations);
    expect(quotationCount).toBe(3);
    const byCampsite = async (slug: string) =>
      (
        await db
          .select({ id: activities.id })
          .from(activities)
          .innerJoin(activityCampsites, eq(activityCampsites.activityId, activities.id))
          .innerJoin(campsites, eq(campsites.id, activityCampsites.campsiteId))
          .where(eq(campsites.slug, slug))
      ).length;
    expect(await byCampsite("dubai")).toBeGreaterThanOrEqual(8);
    expect(await byCampsite("kashmir")).toBeGreaterThanOrEqual(4);
    const destinationSlugs = (await db.query.destinations.findMany()).map((destination) => destination.slug);
    expect(destinationSlugs).toEqual(
      expect.arrayContaining([
        "spiti-valley",
        "kashmir",
        "ladakh",
        "bali",
        "dubai",
        "kerala",
        "goa",
        "andaman",
        "manali",
        "vietnam",
        "thailand",
        "uttarakhand",
        "georgia",
        "malaysia",
        "jaisalmer",
      ]),
    );
  });

  it("keeps every active trek bookable soon when its season allows, with some departures sold out", async () => {
    const rows = await handle.db
      .select({ slug: treks.slug, status: treks.status, startDate: events.startDate, seats: events.availableSeats })
      .from(events)
      .innerJoin(treks, eq(treks.id, events.trekId));
    expect(rows.some((row) => row.seats === 0)).toBe(true);
    expect(rows.some((row) => row.seats >= 1 && row.seats <= 4)).toBe(true);
    const active = new Set(rows.filter((row) => row.status === "active").map((row) => row.slug));
    for (const slug of active) {
      // Upcoming ones: last season's departures (the waitlists' history) ran full on purpose.
      const soon = rows.filter((row) => {
        const days = daysBetween(TODAY, row.startDate);
        return row.slug === slug && days >= 0 && days <= BOOKABLE_WITHIN_DAYS;
      });
      if (soon.length > 0)
        expect(
          soon.some((row) => row.seats > 0),
          slug,
        ).toBe(true);
    }
  });

  it("links the creator's trips and blog posts", async () => {
    const trips = await handle.db.query.creatorTrips.findMany({ with: { trek: true } });
    expect(trips.map((trip) => [trip.slug, trip.trek?.slug])).toEqual([
      ["kashmir-in-winter", "kashmir-winter-escape"],
      ["spiti-in-winter", "spiti-winter-expedition"],
      ["ladakh-road-trip", "ladakh-road-trip"],
    ]);
    const posts = await handle.db.select({ slug: blogPosts.slug }).from(blogPosts);
    expect(posts).toHaveLength(4);
    const [{ n } = { n: 0 }] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(creatorTrips);
    expect(n).toBe(3);
  });

  it("gives every picture a source, a checksum and a size", async () => {
    const [row] = await handle.db
      .select({
        total: sql<number>`count(*)::int`,
        bad: sql<number>`count(*) filter (where svg_source is null or length(checksum) <> 12)::int`,
        largest: sql<number>`max(length(svg_source))::int`,
      })
      .from(media);
    console.info(`${row!.total} pictures, largest SVG ${row!.largest} bytes`);
    expect(row!.bad).toBe(0);
    expect(row!.total).toBeGreaterThan(300);
  });
});
