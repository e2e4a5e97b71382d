// The catalogue test factories: complete, bookable defaults, and overrides that reach the rows.
import { addDays, businessToday, daysBetween } from "@parvat/domain/business-dates";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../client.ts";
import { campsites, eventPrices, packageSchedules, trekImages } from "../../schema/catalog.ts";
import { media } from "../../schema/media.ts";
import { createTestDatabase } from "../test-database.ts";
import { createActivity, createAttraction, createDeparture, createDestination, createTrek } from "./catalog.ts";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe("createTrek", () => {
  it("creates a complete, bookable trek by default", async () => {
    const { db } = handle;
    const { trek, packages, events, eventPrices: prices } = await createTrek(db);
    expect(trek.status).toBe("active");
    expect(trek.mainPackageId).toBe(packages[0]!.id);
    const [campsite] = await db.select().from(campsites).where(eq(campsites.id, trek.campsiteId));
    expect(campsite).toBeDefined();
    const schedule = await db.select().from(packageSchedules).where(eq(packageSchedules.packageId, packages[0]!.id));
    expect(schedule).toHaveLength(3);
    expect(await db.select().from(trekImages).where(eq(trekImages.trekId, trek.id))).toHaveLength(1);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(daysBetween(businessToday(), event!.startDate)).toBe(30);
    expect(daysBetween(event!.startDate, event!.endDate)).toBe(2);
    expect(event!.availableSeats).toBe(event!.capacity);
    expect(prices).toEqual([expect.objectContaining({ packageId: packages[0]!.id, enabled: true, price: null })]);
  });

  it("takes overrides for the trek, its packages and its departures", async () => {
    const {
      trek,
      packages,
      events,
      eventPrices: prices,
    } = await createTrek(handle.db, {
      status: "inactive",
      slug: "har-ki-dun",
      packages: [
        { name: "From Dehradun", price: 14_500 },
        { name: "From Sankri", price: 11_000, hide: true },
      ],
      departures: [
        { startDate: "2027-04-10", availableSeats: 0 },
        { startDate: "2027-04-17", prices: [{ package: 1, enabled: false, price: null }] },
      ],
    });
    expect(trek).toMatchObject({ status: "inactive", slug: "har-ki-dun" });
    expect(packages.map((pack) => [pack.name, pack.price, pack.hide, pack.priority])).toEqual([
      ["From Dehradun", 14_500, false, 0],
      ["From Sankri", 11_000, true, 1],
    ]);
    expect(events.map((event) => [event.startDate, event.endDate, event.availableSeats])).toEqual([
      ["2027-04-10", "2027-04-12", 0],
      ["2027-04-17", "2027-04-19", 20],
    ]);
    expect(prices).toHaveLength(4);
    const off = prices.filter((price) => !price.enabled);
    expect(off).toEqual([expect.objectContaining({ eventId: events[1]!.id, packageId: packages[1]!.id })]);
  });

  it("shares a campsite when given one", async () => {
    const first = await createTrek(handle.db);
    const second = await createTrek(handle.db, { campsiteId: first.trek.campsiteId });
    expect(second.trek.campsiteId).toBe(first.trek.campsiteId);
  });
});

describe("createDeparture", () => {
  it("adds a departure with a price entry for every package of the trek", async () => {
    const { db } = handle;
    const { trek, packages } = await createTrek(db, { packages: [{}, {}], departures: [] });
    const { event, eventPrices: prices } = await createDeparture(db, {
      trekId: trek.id,
      startDate: addDays(businessToday(), 12),
      availableSeats: 3,
      prices: [{ packageId: packages[1]!.id, price: 15_000 }],
    });
    expect(event.availableSeats).toBe(3);
    const stored = await db.select().from(eventPrices).where(eq(eventPrices.eventId, event.id));
    expect(stored).toHaveLength(2);
    expect(prices.map((price) => [price.packageId, price.enabled, price.price])).toEqual([
      [packages[0]!.id, true, null],
      [packages[1]!.id, true, 15_000],
    ]);
  });
});

describe("catalogue factories", () => {
  it("create attractions, activities and destinations with their pictures and lists", async () => {
    const { db } = handle;
    const attraction = await createAttraction(db, { name: "Burj Khalifa" });
    const activity = await createActivity(db, { price: 4_200 });
    const destination = await createDestination(db, {
      slug: "dubai",
      attractionIds: [attraction.id],
      activityIds: [activity.id],
    });
    const loaded = await db.query.destinations.findFirst({
      where: { id: destination.id },
      with: { curatedAttractions: true, curatedActivities: true, heroImage: true },
    });
    expect(loaded?.curatedAttractions.map((entry) => entry.attractionId)).toEqual([attraction.id]);
    expect(loaded?.curatedActivities.map((entry) => entry.activityId)).toEqual([activity.id]);
    expect(loaded?.heroImage.width).toBe(1920);
    const images = await db.query.activities.findFirst({ where: { id: activity.id }, with: { images: true } });
    expect(images?.images).toHaveLength(1);
    expect(activity.price).toBe(4_200);
    const [cover] = await db.select().from(media).where(eq(media.id, attraction.imageId));
    expect(cover?.alt).toBeTruthy();
  });
});
