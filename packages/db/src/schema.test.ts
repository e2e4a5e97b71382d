// The database itself refuses impossible data, whatever code writes it.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, selectRows } from "./client.ts";
import { campsites, eventPrices, events, media, packages, treks } from "./schema.ts";
import { createTestDatabase } from "./testing/test-database.ts";

let handle: DatabaseHandle;
let trekId: number;
let otherTrekId: number;
let packageId: number;
let otherPackageId: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  const { db } = handle;
  const [campsite] = await db
    .insert(campsites)
    .values({ name: "Uttarakhand", slug: "uttarakhand", type: "domestic" })
    .returning();
  const trekValues = (slug: string) => ({
    slug,
    name: slug,
    type: "trek",
    code: slug.toUpperCase(),
    metaTitle: slug,
    metaDescription: slug,
    tagline: slug,
    description: slug,
    about: slug,
    campsiteId: campsite!.id,
    difficulty: "moderate",
    location: "Uttarakhand",
  });
  [{ id: trekId }, { id: otherTrekId }] = (await db
    .insert(treks)
    .values([trekValues("kedarkantha"), trekValues("har-ki-dun")])
    .returning({ id: treks.id })) as [{ id: number }, { id: number }];
  [{ id: packageId }, { id: otherPackageId }] = (await db
    .insert(packages)
    .values([
      { trekId, name: "Dehradun to Dehradun", description: "", price: 12_950 },
      { trekId: otherTrekId, name: "Dehradun to Dehradun", description: "", price: 14_500 },
    ])
    .returning({ id: packages.id })) as [{ id: number }, { id: number }];
});

afterAll(() => handle.close());

async function rejection(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    // Drizzle wraps the driver's error; the constraint name is in the cause's message.
    const cause = (error as { cause?: { message?: string; constraint?: string } }).cause;
    return `${cause?.constraint ?? ""} ${cause?.message ?? (error as Error).message}`;
  }
  throw new Error("expected the database to refuse this");
}

describe("departures", () => {
  it("refuses negative seats", async () => {
    const message = await rejection(
      handle.db
        .insert(events)
        .values({ trekId, startDate: "2027-01-10", endDate: "2027-01-15", capacity: 20, availableSeats: -1 }),
    );
    expect(message).toContain("events_available_seats_non_negative");
  });

  it("refuses a departure that ends before it starts", async () => {
    const message = await rejection(
      handle.db
        .insert(events)
        .values({ trekId, startDate: "2027-01-10", endDate: "2027-01-09", capacity: 20, availableSeats: 5 }),
    );
    expect(message).toContain("events_dates_ordered");
  });

  it("refuses a price entry for another trek's package", async () => {
    const [event] = await handle.db
      .insert(events)
      .values({ trekId, startDate: "2027-02-01", endDate: "2027-02-06", capacity: 20, availableSeats: 20 })
      .returning();
    await handle.db.insert(eventPrices).values({ eventId: event!.id, trekId, packageId, price: 13_500 });
    const message = await rejection(
      handle.db.insert(eventPrices).values({ eventId: event!.id, trekId, packageId: otherPackageId }),
    );
    expect(message).toMatch(/event_prices_package_id_trek_id/);
  });

  it("refuses a second departure of one trek on the same day", async () => {
    await handle.db.insert(events).values({
      trekId: otherTrekId,
      startDate: "2027-03-01",
      endDate: "2027-03-05",
      capacity: 12,
      availableSeats: 12,
    });
    const message = await rejection(
      handle.db.insert(events).values({
        trekId: otherTrekId,
        startDate: "2027-03-01",
        endDate: "2027-03-06",
        capacity: 12,
        availableSeats: 1,
      }),
    );
    expect(message).toContain("events_trek_start_unique");
  });
});

it("refuses a duplicate slug and keeps the original", async () => {
  const message = await rejection(
    handle.db.insert(campsites).values({ name: "Again", slug: "uttarakhand", type: "domestic" }),
  );
  expect(message).toContain("campsites_slug_key");
  const rows = await selectRows(handle.db, sql`select name from campsites where slug = 'uttarakhand'`);
  expect(rows).toEqual([{ name: "Uttarakhand" }]);
});

it("refuses media without a size", async () => {
  const message = await rejection(
    handle.db.insert(media).values({ key: "x", checksum: "abc", width: 0, height: 10, alt: "", dominantColor: "#000" }),
  );
  expect(message).toContain("media_dimensions_positive");
});
