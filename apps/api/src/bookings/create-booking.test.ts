// createBooking over HTTP: a good request holds the seats with the amounts the server computes;
// every bad one gets its own coded error and changes nothing; the database refuses what the code
// must never do (negative seats, a phone live twice on a departure, an edited history).
import { bookingStatusChanges, events } from "@parvat/db/schema";
import { createTrek } from "@parvat/db/testing/factories/catalog";
import { addDays, businessToday } from "@parvat/domain/business-dates";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type BookingRequest,
  book,
  bookingRowCounts,
  logInTraveller,
  participant,
  seatsLeft,
  type Traveller,
} from "../testing/booking-test-kit.ts";
import { createTestApi, errorCodes, type TestApi } from "../testing/test-api.ts";

let test: TestApi;
let traveller: Traveller;
const today = businessToday();
const day = (offset: number) => addDays(today, offset);
const ids = {
  open: 0,
  today: 0,
  past: 0,
  notOffered: 0,
  small: 0,
  inactive: 0,
  inactivePackage: 0,
  packageA: 0,
  packageB: 0,
  hidden: 0,
  otherTrekPackage: 0,
};
/** A phone already booked (live) on the open departure by someone else. */
const livePhone = "9123400001";

beforeAll(async () => {
  test = await createTestApi();
  const { db } = test;
  const trek = await createTrek(db, {
    type: "tour-package",
    minAge: 12,
    maxAge: 60,
    packages: [{ price: 12_000 }, { price: 15_000 }, { price: 9_000, hide: true }],
    departures: [
      { startDate: day(30), capacity: 20, prices: [{ package: 1, enabled: true, price: 16_500 }] },
      { startDate: today, capacity: 20 },
      { startDate: day(-1), capacity: 20 },
      { startDate: day(40), capacity: 20, prices: [{ package: 1, enabled: false, price: null }] },
      { startDate: day(50), capacity: 2 },
    ],
  });
  [ids.packageA, ids.packageB, ids.hidden] = trek.packages.map((pack) => pack.id) as [number, number, number];
  [ids.open, ids.today, ids.past, ids.notOffered, ids.small] = trek.events.map((event) => event.id) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const other = await createTrek(db);
  ids.otherTrekPackage = other.packages[0]!.id;
  const inactive = await createTrek(db, { status: "inactive" });
  ids.inactive = inactive.events[0]!.id;
  ids.inactivePackage = inactive.packages[0]!.id;
  traveller = await logInTraveller(test);
  const someoneElse = await logInTraveller(test);
  const taken = await book(test, someoneElse, {
    eventId: ids.open,
    packageId: ids.packageA,
    participants: [participant({ phone: livePhone })],
  });
  expect(taken.body.errors).toBeUndefined();
});
afterAll(() => test.close());

describe("a good request", () => {
  it("holds the seats for 15 minutes with the server's amounts and a first history entry", async () => {
    const before = await seatsLeft(test, ids.open);
    const response = await book(test, traveller, {
      eventId: ids.open,
      packageId: ids.packageB,
      participants: [
        participant({ first_name: " Asha ", phone: "98111 22233" }),
        participant({
          first_name: "Ravi",
          phone: "+91 98111-22244",
          gender: "male",
          dob: "2010-01-01",
          // Under 18 on the start date: booked by a parent (guardians.test.ts).
          guardian: { confirmed: true, name: "Asha Iyer", relation: "parent" },
        }),
      ],
      expectedPricePerPersonPaise: 1_650_000,
    });
    expect(response.body.errors).toBeUndefined();
    const booking = response.body.data!.createBooking;
    expect(booking).toMatchObject({
      reference: expect.stringMatching(/^PJ-[2-9A-HJKMNP-TW-Z]{6}$/),
      status: "held",
      status_text: "Seats held - awaiting payment",
      trip: { type: "tour-package" },
      package: { id: ids.packageB },
      departure: { id: ids.open, start_date: day(30) },
      traveller_count: 2,
      // ₹16,500 on this date (the departure's own price for package B), in paise.
      price_per_person_paise: 1_650_000,
      subtotal_paise: 3_300_000,
      gst_percent: 5,
      gst_paise: 165_000,
      total_paise: 3_465_000,
      paid_paise: 0,
      due_paise: 3_465_000,
      booking_amount_paise: null,
    });
    expect(booking.participants).toEqual([
      {
        first_name: "Asha",
        last_name: "Iyer",
        country_code: "+91",
        phone: "+919811122233",
        dob: "1990-05-17",
        gender: "female",
      },
      expect.objectContaining({ first_name: "Ravi", phone: "+919811122244", gender: "male" }),
    ]);
    const held = Date.parse(booking.hold_expires_at!) - Date.parse(booking.created_at);
    expect(held).toBe(15 * 60_000);
    expect(booking.history).toEqual([
      { status: "held", at: booking.created_at, cause: "Booked online; seats held for payment" },
    ]);
    expect(await seatsLeft(test, ids.open)).toBe(before - 2);
  });

  it("books a departure that starts today, without a price to compare", async () => {
    const response = await book(test, traveller, {
      eventId: ids.today,
      packageId: ids.packageA,
      participants: [participant()],
    });
    expect(response.body.data?.createBooking.price_per_person_paise).toBe(1_200_000);
  });

  it("answers a repeated idempotency key with the same booking and takes the seats once", async () => {
    const request = {
      eventId: ids.open,
      packageId: ids.packageA,
      participants: [participant()],
      idempotencyKey: "repeat-key-0123456789",
    };
    const before = await seatsLeft(test, ids.open);
    const first = await book(test, traveller, request);
    const second = await book(test, traveller, request);
    expect(second.body.data?.createBooking.id).toBe(first.body.data?.createBooking.id);
    expect(await seatsLeft(test, ids.open)).toBe(before - 1);
    // Another traveller's identical key is theirs alone.
    const other = await book(test, await logInTraveller(test), { ...request, participants: [participant()] });
    expect(other.body.data?.createBooking.id).not.toBe(first.body.data?.createBooking.id);
  });

  it("refuses a key already used for another package or date", async () => {
    const request = { eventId: ids.open, packageId: ids.packageA, participants: [participant()] };
    await book(test, traveller, { ...request, idempotencyKey: "reused-key-0123456789" });
    const again = await book(test, traveller, {
      ...request,
      packageId: ids.packageB,
      idempotencyKey: "reused-key-0123456789",
    });
    expect(again.body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "idempotencyKey" });
  });
});

describe("every bad request gets its own coded error and changes nothing", () => {
  const young = addDays(day(30), -365 * 10); // 10 on the start date; the trip starts at 12
  const old = "1960-01-01"; // over 60 on the start date
  const cases: [string, () => Partial<BookingRequest> & { anonymous?: boolean }, Record<string, unknown>][] = [
    ["no token", () => ({ anonymous: true }), { code: "UNAUTHENTICATED" }],
    ["no travellers", () => ({ participants: [] }), { code: "BAD_USER_INPUT", field: "participants" }],
    [
      "13 travellers",
      () => ({ participants: Array.from({ length: 13 }, () => participant()) }),
      { code: "BAD_USER_INPUT", field: "participants" },
    ],
    [
      "a name with a digit",
      () => ({ participants: [participant(), participant({ first_name: "Asha2" })] }),
      { code: "PARTICIPANT_INVALID", index: 1, field: "first_name" },
    ],
    [
      "an empty last name",
      () => ({ participants: [participant({ last_name: " " })] }),
      { code: "PARTICIPANT_INVALID", index: 0, field: "last_name" },
    ],
    [
      "a country code without +",
      () => ({ participants: [participant({ country_code: "91" })] }),
      { code: "PARTICIPANT_INVALID", index: 0, field: "country_code" },
    ],
    [
      "a phone that is not a mobile",
      () => ({ participants: [participant(), participant(), participant({ phone: "12345 67890" })] }),
      { code: "PARTICIPANT_INVALID", index: 2, field: "phone" },
    ],
    [
      "a date of birth in the future",
      () => ({ participants: [participant({ dob: day(1) })] }),
      { code: "PARTICIPANT_INVALID", index: 0, field: "dob" },
    ],
    [
      "a date of birth that is no date",
      () => ({ participants: [participant({ dob: "1990-02-30" })] }),
      { code: "BAD_USER_INPUT" },
    ],
    [
      "a gender not on the list",
      () => ({ participants: [participant({ gender: "other" })] }),
      { code: "BAD_USER_INPUT" },
    ],
    [
      "a traveller too young for the trip",
      () => ({ participants: [participant(), participant({ dob: young })] }),
      { code: "PARTICIPANT_INVALID", index: 1, field: "dob" },
    ],
    [
      "a traveller too old for the trip",
      () => ({ participants: [participant({ dob: old })] }),
      { code: "PARTICIPANT_INVALID", index: 0, field: "dob" },
    ],
    [
      "the same phone twice",
      () => ({ participants: [participant({ phone: "98765 11111" }), participant({ phone: "+919876511111" })] }),
      { code: "DUPLICATE_PARTICIPANT", index: 1 },
    ],
    [
      "a phone already booked on the departure",
      () => ({ participants: [participant(), participant({ phone: livePhone })] }),
      { code: "DUPLICATE_PARTICIPANT", index: 1 },
    ],
    [
      "a short idempotency key",
      () => ({ idempotencyKey: "short" }),
      { code: "BAD_USER_INPUT", field: "idempotencyKey" },
    ],
    ["an unknown departure", () => ({ eventId: 987_654 }), { code: "NOT_FOUND", field: "eventId" }],
    ["a departure in the past", () => ({ eventId: ids.past }), { code: "DEPARTURE_CLOSED" }],
    [
      "a package the date does not offer",
      () => ({ eventId: ids.notOffered, packageId: ids.packageB }),
      { code: "DEPARTURE_CLOSED" },
    ],
    ["a hidden package", () => ({ packageId: ids.hidden }), { code: "DEPARTURE_CLOSED" }],
    ["another trip's package", () => ({ packageId: ids.otherTrekPackage }), { code: "DEPARTURE_CLOSED" }],
    [
      "a trip no longer offered",
      () => ({ eventId: ids.inactive, packageId: ids.inactivePackage }),
      { code: "DEPARTURE_CLOSED" },
    ],
    [
      "a price the server does not charge",
      () => ({ expectedPricePerPersonPaise: 1_100_000 }),
      { code: "PRICE_CHANGED", pricePerPersonPaise: 1_200_000 },
    ],
    [
      "more travellers than seats",
      () => ({ eventId: ids.small, participants: [participant(), participant(), participant()] }),
      { code: "SOLD_OUT", seatsLeft: 2 },
    ],
  ];

  it.each(cases)("%s", async (_name, change, extensions) => {
    const { anonymous, ...overrides } = change();
    const seatsBefore = await test.db.select({ id: events.id, seats: events.availableSeats }).from(events);
    const rowsBefore = await bookingRowCounts(test);
    const response = await book(test, anonymous ? null : traveller, {
      eventId: ids.open,
      packageId: ids.packageA,
      participants: [participant()],
      ...overrides,
    });
    expect(response.body.data?.createBooking ?? null).toBeNull();
    expect(response.body.errors).toHaveLength(1);
    expect(response.body.errors![0]!.extensions).toMatchObject(extensions);
    expect(await test.db.select({ id: events.id, seats: events.availableSeats }).from(events)).toEqual(seatsBefore);
    expect(await bookingRowCounts(test)).toEqual(rowsBefore);
  });

  it("says how many seats are left, in words too", async () => {
    const response = await book(test, traveller, {
      eventId: ids.small,
      packageId: ids.packageA,
      participants: [participant(), participant(), participant()],
    });
    expect(response.body.errors?.[0]?.message).toBe("Only 2 seats are left on this departure.");
  });
});

describe("the database refuses what the code must never do", () => {
  it("never lets seats go below 0", async () => {
    await expect(
      test.db
        .update(events)
        .set({ availableSeats: sql`${events.availableSeats} - 3` })
        .where(eq(events.id, ids.small)),
    ).rejects.toThrow();
    expect(await seatsLeft(test, ids.small)).toBe(2);
  });

  it("keeps the history append-only", async () => {
    await expect(test.db.update(bookingStatusChanges).set({ cause: "edited" })).rejects.toThrow();
  });

  it("keeps a phone to one live booking per departure", async () => {
    const response = await book(test, traveller, {
      eventId: ids.today,
      packageId: ids.packageA,
      participants: [participant({ phone: "98222 33344" })],
    });
    const bookingId = Number(response.body.data!.createBooking.id);
    await expect(
      test.db.execute(
        sql`insert into booking_participants (booking_id, event_id, position, first_name, last_name, country_code, phone, dob, gender)
            values (${bookingId}, ${ids.today}, 1, 'Asha', 'Iyer', '+91', '+919822233344', '1990-01-01', 'female')`,
      ),
    ).rejects.toThrow();
    expect(errorCodes(response)).toEqual([]);
  });
});
