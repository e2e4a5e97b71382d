// Finding a booking the way the trip desk hears about it: by its reference read out on a call
// (whole or its first characters, in any case, with or without "PJ-"), with the booker named even
// when the account has no name (traveller 1's), and a quotation's booking under its trip's title.
import { bookings, users } from "@parvat/db/schema";
import { createQuotation } from "@parvat/db/testing/factories/enquiries";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logInStaff } from "../testing/admin-test-kit.ts";
import { book, participant, travellers } from "../testing/booking-test-kit.ts";
import { createTrip, heldBooking, logInTraveller, type Traveller, type Trip } from "../testing/payment-test-kit.ts";
import { createTestApi, errorCodes, postGraphql, type TestApi } from "../testing/test-api.ts";

let test: TestApi;
let staff: Traveller;
let trip: Trip;

beforeAll(async () => {
  test = await createTestApi();
  trip = await createTrip(test);
  staff = await logInStaff(test);
});
afterAll(() => test.close());

const SEARCH = /* GraphQL */ `
  query ($filter: AdminBookingFilter) {
    adminBookings(filter: $filter) { total items { id reference trip_name booker_name } }
  }
`;
const ONE = /* GraphQL */ `
  query ($id: ID!) { adminBooking(id: $id) { reference trip_name booker_name } }
`;

interface Row {
  id: number;
  reference: string;
  trip_name: string;
  booker_name: string | null;
}

async function search(filter: Record<string, unknown>) {
  return postGraphql<{ adminBookings: { total: number; items: Row[] } }>(test.api, SEARCH, { filter }, staff.headers);
}

async function found(filter: Record<string, unknown>): Promise<string[]> {
  const response = await search(filter);
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.adminBookings.items.map((row) => row.reference).sort();
}

/** Gives a booking a reference of the test's choosing (references are random). */
async function withReference(bookingId: number, reference: string) {
  await test.db.update(bookings).set({ reference }).where(eq(bookings.id, bookingId));
}

describe("adminBookings by reference", () => {
  it("finds a booking by its whole reference or its first characters, in any case, with or without PJ-", async () => {
    const asha = await logInTraveller(test);
    const [first, second, third] = await Promise.all([
      heldBooking(test, asha, trip, { travellers: 1 }),
      heldBooking(test, asha, trip, { travellers: 1 }),
      heldBooking(test, asha, trip, { travellers: 1 }),
    ]);
    await withReference(first.bookingId, "PJ-7K3M9Q");
    await withReference(second.bookingId, "PJ-7K3XYZ");
    await withReference(third.bookingId, "PJ-ABCDEF");

    expect(await found({ reference: "PJ-7K3M9Q" })).toEqual(["PJ-7K3M9Q"]);
    expect(await found({ reference: "pj-7k3m9q" })).toEqual(["PJ-7K3M9Q"]);
    expect(await found({ reference: " 7K3M9Q " })).toEqual(["PJ-7K3M9Q"]);
    expect(await found({ reference: "pj 7k3" })).toEqual(["PJ-7K3M9Q", "PJ-7K3XYZ"]);
    expect(await found({ reference: "7k3" })).toEqual(["PJ-7K3M9Q", "PJ-7K3XYZ"]);
    expect(await found({ reference: "PJ7K3X" })).toEqual(["PJ-7K3XYZ"]);
    expect(await found({ reference: "PJ-7K3M9QX" })).toEqual([]);
    // With the other filters, as ever (AND).
    expect(await found({ reference: "7K3", status: "cancelled" })).toEqual([]);
  });

  it("refuses what cannot be part of a reference, beside the field", async () => {
    for (const reference of ["PJ-7K%", "7K_3", "'; drop table bookings; --"]) {
      const response = await search({ reference });
      expect(errorCodes(response), reference).toEqual(["BAD_USER_INPUT"]);
      expect(response.body.errors?.[0]?.extensions?.field).toBe("reference");
    }
  });
});

describe("Booked by", () => {
  it("is the account's name, or traveller 1's when the account has none", async () => {
    const named = await logInTraveller(test);
    const unnamed = await logInTraveller(test);
    await test.db.update(users).set({ firstName: null, lastName: null }).where(eq(users.id, unnamed.userId));
    const eventId = await trip.departure(10, 60);
    const own = (await book(test, named, { eventId, packageId: trip.packageId, participants: [participant()] })).body
      .data!.createBooking;
    const theirs = (
      await book(test, unnamed, {
        eventId,
        packageId: trip.packageId,
        participants: [participant({ first_name: "Meera", last_name: "Iyer" }), participant({ first_name: "Kabir" })],
      })
    ).body.data!.createBooking;

    const rows = (await search({ reference: own.reference })).body.data!.adminBookings.items;
    expect(rows.map((row) => row.booker_name)).toEqual(["Asha Rao"]);
    const unnamedRows = (await search({ reference: theirs.reference })).body.data!.adminBookings.items;
    expect(unnamedRows.map((row) => row.booker_name)).toEqual(["Meera Iyer"]);
    const detail = await postGraphql<{ adminBooking: Row }>(test.api, ONE, { id: theirs.id }, staff.headers);
    expect(detail.body.data!.adminBooking.booker_name).toBe("Meera Iyer");
  });
});

describe("A quotation's booking", () => {
  it("is listed under its trip's title, not its traveller's name", async () => {
    const { quotation, propertyGroups } = await createQuotation(test.db, {
      name: "Asha Rao",
      tripTitle: "Meghalaya: living root bridges",
    });
    const traveller = await logInTraveller(test);
    const accepted = await postGraphql<{ acceptQuotation: { id: number } }>(
      test.api,
      "mutation ($slug: String!, $group: Int!, $travellers: [ParticipantInput!]!) { acceptQuotation(slug: $slug, propertyGroupId: $group, participants: $travellers) { id } }",
      { slug: quotation.slug, group: propertyGroups[0]!.id, travellers: travellers(quotation.pax) },
      traveller.headers,
    );
    expect(accepted.body.errors).toBeUndefined();
    const bookingId = accepted.body.data!.acceptQuotation.id;
    const [row] = await test.db
      .select({ reference: bookings.reference })
      .from(bookings)
      .where(eq(bookings.id, bookingId));

    const listed = (await search({ reference: row!.reference })).body.data!.adminBookings.items;
    expect(listed.map((item) => item.trip_name)).toEqual(["Meghalaya: living root bridges"]);
    const detail = await postGraphql<{ adminBooking: Row }>(test.api, ONE, { id: bookingId }, staff.headers);
    expect(detail.body.data!.adminBooking.trip_name).toBe("Meghalaya: living root bridges");
  });
});
