// Departures and prices from the back office: each operation, its refusals, the seats
// rule, sales closed and reopened as the public side sees them, and the audit row of every change.
import { eventPrices, events } from "@parvat/db/schema";
import { createDeparture, createTrek } from "@parvat/db/testing/factories/catalog";
import { addDays, businessToday, weekdayOf } from "@parvat/domain/business-dates";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRowsOf, logInStaff } from "../testing/admin-test-kit.ts";
import { book, logInTraveller, participant, type Traveller } from "../testing/booking-test-kit.ts";
import { createTestApi, errorCodes, postGraphql, type TestApi } from "../testing/test-api.ts";

let test: TestApi;
let staff: Traveller;
let traveller: Traveller;
let today: string;

beforeAll(async () => {
  test = await createTestApi();
  staff = await logInStaff(test);
  traveller = await logInTraveller(test);
  today = businessToday();
});
afterAll(() => test.close());

function asStaff<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>) {
  return postGraphql<T>(test.api, query, variables, staff.headers);
}

/** A trip with two packages (₹12,000 and ₹13,500) and no departures. */
async function twoPackageTrip() {
  const trek = await createTrek(test.db, { packages: [{}, {}], departures: [] });
  return { trekId: trek.trek.id, slug: trek.trek.slug, packageIds: trek.packages.map((p) => p.id) };
}

/** The start dates of a trip's departures as the public trek page gets them. */
async function publicDates(trekId: number): Promise<string[]> {
  const response = await postGraphql<{ trek: { events: { start_date: string }[] } }>(
    test.api,
    "query ($id: Int!) { trek(id: $id) { events { start_date } } }",
    { id: trekId },
  );
  return response.body.data!.trek.events.map((event) => event.start_date);
}

const SERIES = /* GraphQL */ `
  mutation ($input: AdminDepartureSeriesInput!) {
    adminCreateDepartureSeries(input: $input) {
      created { id start_date end_date capacity available_seats seats_taken sales_open prices { package_id enabled price } }
      skipped_dates
    }
  }
`;

const UPDATE = /* GraphQL */ `
  mutation ($id: Int!, $input: AdminDepartureInput!) {
    adminUpdateDeparture(id: $id, input: $input) {
      id start_date end_date capacity available_seats seats_taken prices { package_id enabled price }
    }
  }
`;

const SALES = /* GraphQL */ `
  mutation ($id: Int!, $open: Boolean!) {
    adminSetDepartureSales(id: $id, open: $open) { id sales_open prices { package_id enabled } }
  }
`;

/** The first date on `weekday` at least `days` days from today. */
function nextWeekday(weekday: number, days: number): string {
  const from = addDays(today, days);
  return addDays(from, (weekday - weekdayOf(from) + 7) % 7);
}

describe("adminCreateDepartureSeries", () => {
  it("creates every Saturday of the range with the same seats and prices, skips a date taken, and audits each", async () => {
    const trip = await twoPackageTrip();
    const first = nextWeekday(6, 20);
    await createDeparture(test.db, { trekId: trip.trekId, startDate: addDays(first, 7) });
    const response = await asStaff<{
      adminCreateDepartureSeries: {
        created: { id: number; start_date: string; end_date: string; capacity: number; available_seats: number }[];
        skipped_dates: string[];
      };
    }>(SERIES, {
      input: {
        trek_id: trip.trekId,
        weekday: 6,
        from: addDays(first, -2),
        to: addDays(first, 21),
        length_days: 5,
        capacity: 14,
        prices: [
          { package_id: trip.packageIds[0], enabled: true, price: 11_000 },
          { package_id: trip.packageIds[1], enabled: false },
        ],
      },
    });
    expect(response.body.errors).toBeUndefined();
    const result = response.body.data!.adminCreateDepartureSeries;
    expect(result.skipped_dates).toEqual([addDays(first, 7)]);
    expect(result.created).toEqual(
      [first, addDays(first, 14), addDays(first, 21)].map((start) => ({
        id: expect.any(Number),
        start_date: start,
        end_date: addDays(start, 4),
        capacity: 14,
        available_seats: 14,
        seats_taken: 0,
        sales_open: true,
        prices: [
          { package_id: trip.packageIds[0], enabled: true, price: 11_000 },
          { package_id: trip.packageIds[1], enabled: false, price: null },
        ],
      })),
    );
    // On the public page at once: nothing is cached between the database and the page.
    expect(await publicDates(trip.trekId)).toEqual([0, 7, 14, 21].map((days) => addDays(first, days)));
    for (const departure of result.created) {
      const rows = await auditRowsOf(test, "event", departure.id);
      expect(rows).toEqual([
        expect.objectContaining({
          staffUserId: staff.userId,
          action: "create-departure",
          before: null,
          after: expect.objectContaining({
            startDate: departure.start_date,
            capacity: 14,
            series: { weekday: 6, from: addDays(first, -2), to: addDays(first, 21), every: "Saturday" },
          }),
        }),
      ]);
    }
  });

  it("refuses bad input field by field, and a series whose every date is taken", async () => {
    const trip = await twoPackageTrip();
    const base = {
      trek_id: trip.trekId,
      weekday: 6,
      from: addDays(today, 1),
      to: addDays(today, 30),
      length_days: 3,
      capacity: 10,
      prices: [],
    };
    const past = await asStaff(SERIES, { input: { ...base, from: addDays(today, -1) } });
    expect(errorCodes(past)).toEqual(["BAD_USER_INPUT"]);
    expect(past.body.errors![0]!.extensions!.field).toBe("from");
    const seats = await asStaff(SERIES, { input: { ...base, capacity: 0 } });
    expect(seats.body.errors![0]!.extensions!.field).toBe("capacity");
    const foreign = await asStaff(SERIES, {
      input: { ...base, prices: [{ package_id: (await twoPackageTrip()).packageIds[0], enabled: true }] },
    });
    expect(errorCodes(foreign)).toEqual(["BAD_USER_INPUT"]);
    const saturday = nextWeekday(6, 3);
    await createDeparture(test.db, { trekId: trip.trekId, startDate: saturday });
    const taken = await asStaff(SERIES, { input: { ...base, from: saturday, to: saturday } });
    expect(errorCodes(taken)).toEqual(["DEPARTURE_DATE_TAKEN"]);
    expect(taken.body.errors![0]!.extensions!.dates).toEqual([saturday]);
    expect(await test.db.select().from(events).where(eq(events.trekId, trip.trekId))).toHaveLength(1);
  });
});

describe("adminCreateDeparture", () => {
  it("creates one departure with its prices, audited, and refuses an unknown trip", async () => {
    const trip = await twoPackageTrip();
    const start = addDays(today, 45);
    const response = await asStaff<{ adminCreateDeparture: { id: number; end_date: string; prices: unknown[] } }>(
      /* GraphQL */ `
        mutation ($trekId: Int!, $input: AdminDepartureInput!) {
          adminCreateDeparture(trek_id: $trekId, input: $input) { id end_date prices { package_id enabled price } }
        }
      `,
      {
        trekId: trip.trekId,
        input: {
          start_date: start,
          length_days: 2,
          capacity: 8,
          prices: trip.packageIds.map((id) => ({ package_id: id, enabled: true })),
        },
      },
    );
    expect(response.body.errors).toBeUndefined();
    const created = response.body.data!.adminCreateDeparture;
    expect(created.end_date).toBe(addDays(start, 1));
    expect(created.prices).toHaveLength(2);
    expect(await auditRowsOf(test, "event", created.id)).toEqual([
      expect.objectContaining({ action: "create-departure", staffUserId: staff.userId }),
    ]);
    const unknown = await asStaff(
      'mutation { adminCreateDeparture(trek_id: 999999, input: { start_date: "2099-01-01", length_days: 1, capacity: 1, prices: [] }) { id } }',
    );
    // The date is checked first (two years ahead at most), then the trip.
    expect(errorCodes(unknown)).toEqual(["BAD_USER_INPUT"]);
    const noTrip = await asStaff(
      `mutation { adminCreateDeparture(trek_id: 999999, input: { start_date: "${start}", length_days: 1, capacity: 1, prices: [] }) { id } }`,
    );
    expect(errorCodes(noTrip)).toEqual(["NOT_FOUND"]);
  });
});

describe("adminUpdateDeparture", () => {
  it("moves the seats left with the capacity, never below the seats taken, and audits before and after", async () => {
    const trip = await twoPackageTrip();
    const { event } = await createDeparture(test.db, {
      trekId: trip.trekId,
      startDate: addDays(today, 40),
      capacity: 10,
    });
    const booked = await book(test, traveller, {
      eventId: event.id,
      packageId: trip.packageIds[0]!,
      participants: [participant(), participant(), participant()],
    });
    expect(booked.body.errors).toBeUndefined();
    const input = (capacity: number) => ({
      start_date: addDays(today, 41),
      length_days: 3,
      capacity,
      prices: [{ package_id: trip.packageIds[1], enabled: false, price: 9_999 }],
    });

    const below = await asStaff(UPDATE, { id: event.id, input: input(2) });
    expect(errorCodes(below)).toEqual(["CAPACITY_BELOW_SOLD"]);
    expect(below.body.errors![0]!.extensions).toMatchObject({ seatsTaken: 3, field: "capacity" });

    const exact = await asStaff<{ adminUpdateDeparture: Record<string, unknown> }>(UPDATE, {
      id: event.id,
      input: input(3),
    });
    expect(exact.body.errors).toBeUndefined();
    expect(exact.body.data!.adminUpdateDeparture).toEqual({
      id: event.id,
      start_date: addDays(today, 41),
      end_date: addDays(today, 43),
      capacity: 3,
      available_seats: 0,
      seats_taken: 3,
      prices: [
        { package_id: trip.packageIds[0], enabled: true, price: null },
        { package_id: trip.packageIds[1], enabled: false, price: 9_999 },
      ],
    });
    const [row] = await test.db.select().from(events).where(eq(events.id, event.id));
    expect(row!.capacity - row!.availableSeats).toBe(3);
    const audit = await auditRowsOf(test, "event", event.id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: "update-departure",
        staffUserId: staff.userId,
        before: expect.objectContaining({ capacity: 10, availableSeats: 7, startDate: addDays(today, 40) }),
        after: expect.objectContaining({ capacity: 3, availableSeats: 0, startDate: addDays(today, 41) }),
      }),
    ]);
  });

  it("refuses a start date the trip already departs on, and an unknown departure", async () => {
    const trip = await twoPackageTrip();
    const { event } = await createDeparture(test.db, { trekId: trip.trekId, startDate: addDays(today, 50) });
    await createDeparture(test.db, { trekId: trip.trekId, startDate: addDays(today, 51) });
    const input = { start_date: addDays(today, 51), length_days: 3, capacity: 20, prices: [] };
    expect(errorCodes(await asStaff(UPDATE, { id: event.id, input }))).toEqual(["DEPARTURE_DATE_TAKEN"]);
    expect(errorCodes(await asStaff(UPDATE, { id: 999_999, input }))).toEqual(["NOT_FOUND"]);
    expect(await auditRowsOf(test, "event", event.id)).toEqual([]);
  });
});

describe("adminSetDepartureSales", () => {
  it("closes sales (gone from the public page, refused by createBooking) and reopens them as they were", async () => {
    const trip = await twoPackageTrip();
    const start = addDays(today, 35);
    const { event } = await createDeparture(test.db, {
      trekId: trip.trekId,
      startDate: start,
      prices: [{ packageId: trip.packageIds[1]!, enabled: false }],
    });
    expect(await publicDates(trip.trekId)).toEqual([start]);

    const closed = await asStaff<{ adminSetDepartureSales: { sales_open: boolean } }>(SALES, {
      id: event.id,
      open: false,
    });
    expect(closed.body.data!.adminSetDepartureSales.sales_open).toBe(false);
    expect(await publicDates(trip.trekId)).toEqual([]);
    const refused = await book(test, traveller, {
      eventId: event.id,
      packageId: trip.packageIds[0]!,
      participants: [participant()],
    });
    expect(errorCodes(refused)).toEqual(["DEPARTURE_CLOSED"]);

    const reopened = await asStaff<{
      adminSetDepartureSales: { sales_open: boolean; prices: { package_id: number; enabled: boolean }[] };
    }>(SALES, { id: event.id, open: true });
    expect(reopened.body.data!.adminSetDepartureSales).toEqual({
      id: event.id,
      sales_open: true,
      // The package that was not offered before the closing stays off.
      prices: [
        { package_id: trip.packageIds[0], enabled: true },
        { package_id: trip.packageIds[1], enabled: false },
      ],
    });
    expect(await publicDates(trip.trekId)).toEqual([start]);
    expect((await auditRowsOf(test, "event", event.id)).map((row) => row.action)).toEqual([
      "close-sales",
      "reopen-sales",
    ]);
  });

  it("reopens every package when no closing is on record", async () => {
    const trip = await twoPackageTrip();
    const { event } = await createDeparture(test.db, { trekId: trip.trekId, startDate: addDays(today, 36) });
    await test.db.update(eventPrices).set({ enabled: false }).where(eq(eventPrices.eventId, event.id));
    const reopened = await asStaff<{ adminSetDepartureSales: { prices: { enabled: boolean }[] } }>(SALES, {
      id: event.id,
      open: true,
    });
    expect(reopened.body.data!.adminSetDepartureSales.prices.map((price) => price.enabled)).toEqual([true, true]);
    expect(errorCodes(await asStaff(SALES, { id: 999_999, open: false }))).toEqual(["NOT_FOUND"]);
  });
});

describe("adminUpdatePackage", () => {
  const UPDATE_PACKAGE = /* GraphQL */ `
    mutation ($id: Int!, $input: AdminPackageInput!) {
      adminUpdatePackage(id: $id, input: $input) { id price original_price hide }
    }
  `;

  it("changes a package's prices and hides it from the public page, audited", async () => {
    const trip = await twoPackageTrip();
    await createDeparture(test.db, { trekId: trip.trekId, startDate: addDays(today, 37) });
    const packageId = trip.packageIds[1]!;
    const response = await asStaff<{ adminUpdatePackage: Record<string, unknown> }>(UPDATE_PACKAGE, {
      id: packageId,
      input: { price: 14_000, original_price: 16_000, hide: true },
    });
    expect(response.body.data!.adminUpdatePackage).toEqual({
      id: packageId,
      price: 14_000,
      original_price: 16_000,
      hide: true,
    });
    const page = await postGraphql<{ trek: { packages: { id: number }[] } }>(
      test.api,
      "query ($id: Int!) { trek(id: $id) { packages { id } } }",
      { id: trip.trekId },
    );
    expect(page.body.data!.trek.packages.map((p) => p.id)).toEqual([trip.packageIds[0]]);
    expect(await auditRowsOf(test, "package", packageId)).toEqual([
      expect.objectContaining({
        action: "update-package",
        staffUserId: staff.userId,
        before: expect.objectContaining({ price: 13_500, originalPrice: null, hide: false }),
        after: expect.objectContaining({ price: 14_000, originalPrice: 16_000, hide: true }),
      }),
    ]);
  });

  it("refuses a struck-through price not above the price, a negative price and an unknown package", async () => {
    const trip = await twoPackageTrip();
    const id = trip.packageIds[0];
    const struck = await asStaff(UPDATE_PACKAGE, { id, input: { price: 5_000, original_price: 5_000, hide: false } });
    expect(struck.body.errors![0]!.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "original_price" });
    const negative = await asStaff(UPDATE_PACKAGE, { id, input: { price: -1, hide: false } });
    expect(negative.body.errors![0]!.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "price" });
    expect(errorCodes(await asStaff(UPDATE_PACKAGE, { id: 999_999, input: { price: 1, hide: false } }))).toEqual([
      "NOT_FOUND",
    ]);
    expect(await auditRowsOf(test, "package", id!)).toEqual([]);
  });
});

describe("adminTrips and adminTrip", () => {
  it("list trips with their upcoming departures, and a trip with hidden packages and recent departures", async () => {
    const trip = await twoPackageTrip();
    await createDeparture(test.db, { trekId: trip.trekId, startDate: addDays(today, -10) });
    await createDeparture(test.db, { trekId: trip.trekId, startDate: addDays(today, 12) });
    await createDeparture(test.db, { trekId: trip.trekId, startDate: addDays(today, -40) });
    const list = await asStaff<{ adminTrips: { id: number; upcoming_departures: number; next_departure: string }[] }>(
      "{ adminTrips { id upcoming_departures next_departure } }",
    );
    expect(list.body.data!.adminTrips.find((row) => row.id === trip.trekId)).toEqual({
      id: trip.trekId,
      upcoming_departures: 1,
      next_departure: addDays(today, 12),
    });
    const one = await asStaff<{ adminTrip: { departures: { start_date: string }[]; packages: unknown[] } }>(
      "query ($id: Int!) { adminTrip(id: $id) { packages { id hide } departures { start_date } } }",
      { id: trip.trekId },
    );
    expect(one.body.data!.adminTrip.departures.map((d) => d.start_date)).toEqual([
      addDays(today, -10),
      addDays(today, 12),
    ]);
    expect(one.body.data!.adminTrip.packages).toHaveLength(2);
    const none = await asStaff("{ adminTrip(id: 999999) { id } }");
    expect(none.body.data).toEqual({ adminTrip: null });
  });
});
