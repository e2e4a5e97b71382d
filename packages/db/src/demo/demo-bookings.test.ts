import { bookingAmounts } from "@parvat/domain/booking-amounts";
import { addDays, businessToday } from "@parvat/domain/business-dates";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../client.ts";
import { bookingParticipants, bookingStatusChanges, bookings, events, users } from "../schema.ts";
import { createTrek } from "../testing/factories/catalog.ts";
import { createTestDatabase } from "../testing/test-database.ts";
import { DEMO_TRAVELLER_PHONE, insertDemoBookings } from "./demo-bookings.ts";

let handle: DatabaseHandle;
const today = businessToday();

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

it("leaves the demo without bookings when the catalogue has too few departures", async () => {
  await createTrek(handle.db, { departures: [{ startDate: addDays(today, 30) }] });
  await insertDemoBookings(handle.db, today);
  expect(await handle.db.select().from(users).where(eq(users.phone, DEMO_TRAVELLER_PHONE))).toEqual([]);
});

it("gives the demo traveller a booking in each state, with amounts and seats by the rules", async () => {
  const { db } = handle;
  for (const type of ["tour-package", "group-trip", "trek"]) {
    await createTrek(db, { type, departures: [{ startDate: addDays(today, 40), capacity: 20 }] });
  }
  await insertDemoBookings(db, today);
  const [traveller] = await db.select().from(users).where(eq(users.phone, DEMO_TRAVELLER_PHONE));
  const rows = await db.query.bookings.findMany({
    where: { userId: traveller!.id },
    with: { event: true, participants: true, history: { orderBy: { at: "asc" } } },
    orderBy: { id: "asc" },
  });
  expect(rows.map((row) => row.status)).toEqual(["confirmed", "part_paid", "cancelled", "completed"]);
  for (const row of rows) {
    expect(row).toMatchObject(
      bookingAmounts({
        pricePerPersonPaise: row.pricePerPersonPaise,
        travellerCount: row.participants.length,
        gstPercent: 5,
      }),
    );
    expect(row.participants.every((p) => p.live === ["confirmed", "part_paid"].includes(row.status))).toBe(true);
    expect(row.participants[0]!.phone).toBe(DEMO_TRAVELLER_PHONE);
    expect(row.history[0]).toMatchObject({ fromStatus: null, toStatus: "held" });
    expect(row.history.at(-1)!.toStatus).toBe(row.status);
  }
  const [confirmed, partPaid, cancelled, completed] = rows as [
    (typeof rows)[0],
    (typeof rows)[0],
    (typeof rows)[0],
    (typeof rows)[0],
  ];
  expect(confirmed.paidPaise).toBe(confirmed.totalPaise);
  expect(partPaid.paidPaise).toBe(partPaid.bookingAmountPaise);
  expect(partPaid.paidPaise).toBeLessThan(partPaid.totalPaise);
  expect(cancelled.paidPaise).toBe(0);
  expect(completed.event!.startDate < today).toBe(true);
  expect(completed.history.map((change) => change.toStatus)).toEqual(["held", "confirmed", "completed"]);
  // Seats: taken by the live bookings and the trip that ran, given back by the cancelled one.
  for (const row of rows) {
    const [event] = await db.select().from(events).where(eq(events.id, row.eventId!));
    const taken = row.status === "cancelled" ? 0 : row.travellerCount;
    expect(event!.capacity - event!.availableSeats).toBe(taken);
  }
  const participants = await db.select().from(bookingParticipants).orderBy(asc(bookingParticipants.id));
  const history = await db.select().from(bookingStatusChanges);
  expect(participants).toHaveLength(rows.reduce((sum, row) => sum + row.travellerCount, 0));
  expect(history).toHaveLength(rows.reduce((sum, row) => sum + row.history.length, 0));
  expect(await db.select({ id: bookings.id }).from(bookings)).toHaveLength(4);
});
