// The waitlist (docs/api.md, "Waitlist") through the API: joining a full departure, offers made in
// order from the seats that come back (a cancellation, a lapsed hold, staff adding seats), offered
// seats kept off sale until taken, declined or lapsed, and the seats invariant after every step.
import { randomUUID } from "node:crypto";
import { auditLog, bookingParticipants, events, messages, users, waitlistOffers } from "@parvat/db/schema";
import { createDeparture, createTrek } from "@parvat/db/testing/factories/catalog";
import { addDays, businessToday } from "@parvat/domain/business-dates";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { closeWaitlistForCancelledDeparture } from "../booking-lifecycle/seats.ts";
import { logInStaff } from "../testing/admin-test-kit.ts";
import { book, logInTraveller, participant, type Traveller, travellers } from "../testing/booking-test-kit.ts";
import { payBooking, runJobs } from "../testing/payment-test-kit.ts";
import { createTestApi, errorCodes, postGraphql, type TestApi } from "../testing/test-api.ts";
import { offerBookingState } from "./waitlist.ts";

let test: TestApi;
let trekId: number;
let packageId: number;
const day = (offset: number) => addDays(businessToday(), offset);
let nextDate = 40;

const ENTRY = /* GraphQL */ `
  fragment Entry on WaitlistEntry {
    id status position travellers closes_at event_id
    offer { seats status expires_at booking_id booking_state }
    likelihood { departures with_seats_back percent text }
  }
`;
const JOIN = /* GraphQL */ `${ENTRY} mutation Join($input: JoinWaitlistInput!) { joinWaitlist(input: $input) { ...Entry } }`;
const MINE = /* GraphQL */ `${ENTRY} query Mine { myWaitlist { ...Entry } }`;
const LEAVE = /* GraphQL */ `${ENTRY} mutation Leave($id: ID!) { leaveWaitlist(id: $id) { ...Entry } }`;
const DECLINE = /* GraphQL */ `${ENTRY} mutation Decline($id: ID!) { declineWaitlistOffer(id: $id) { ...Entry } }`;
const TAKE = /* GraphQL */ `
  mutation Take($id: ID!, $key: String!, $participants: [ParticipantInput!]!) {
    takeWaitlistOffer(id: $id, idempotencyKey: $key, participants: $participants) { id status traveller_count total_paise hold_expires_at }
  }
`;
const CANCEL = /* GraphQL */ `mutation Cancel($id: ID!) { cancelBooking(id: $id) { id status } }`;
const ADMIN = /* GraphQL */ `
  query Admin($eventId: Int!) { adminWaitlist(eventId: $eventId) { available_seats offered_seats entries { id position status travellers offer { seats expires_at } } } }
`;
const MOVE = /* GraphQL */ `
  mutation Move($id: ID!, $position: Int!) { adminMoveWaitlistEntry(id: $id, position: $position, reason: "Called us first") { entries { id position } } }
`;
const REMOVE = /* GraphQL */ `
  mutation Remove($id: ID!) { adminRemoveWaitlistEntry(id: $id, reason: "Asked by phone to be taken off") { offered_seats entries { id status } } }
`;

interface EntryView {
  id: string;
  status: string;
  position: number | null;
  travellers: number;
  offer: {
    seats: number;
    status: string;
    expires_at: string;
    booking_id: string | null;
    booking_state: string | null;
  } | null;
  likelihood: { departures: number; with_seats_back: number; percent: number | null; text: string };
}

beforeAll(async () => {
  test = await createTestApi();
  const trek = await createTrek(test.db, { departures: [] });
  trekId = trek.trek.id;
  packageId = trek.packages[0]!.id;
}, 60_000);
afterAll(() => test.close());

async function fullDeparture(capacity: number, startOffset = nextDate++) {
  const { event } = await createDeparture(test.db, { trekId, startDate: day(startOffset), capacity });
  const buyer = await logInTraveller(test);
  const held = await book(test, buyer, { eventId: event.id, packageId, participants: travellers(capacity) });
  expect(errorCodes(held)).toEqual([]);
  return { eventId: event.id, buyer, bookingId: held.body.data!.createBooking.id };
}

function join(traveller: Traveller, eventId: number, count: number) {
  return postGraphql<{ joinWaitlist: EntryView }>(
    test.api,
    JOIN,
    { input: { eventId, packageId, travellers: count } },
    traveller.headers,
  );
}

async function joined(traveller: Traveller, eventId: number, count: number): Promise<EntryView> {
  const response = await join(traveller, eventId, count);
  expect(errorCodes(response)).toEqual([]);
  return response.body.data!.joinWaitlist;
}

async function mine(traveller: Traveller): Promise<EntryView[]> {
  const response = await postGraphql<{ myWaitlist: EntryView[] }>(test.api, MINE, {}, traveller.headers);
  expect(errorCodes(response)).toEqual([]);
  return response.body.data!.myWaitlist;
}

async function seats(eventId: number) {
  const [row] = await test.db
    .select({
      capacity: events.capacity,
      available: events.availableSeats,
      offered: events.offeredSeats,
      taken: sql<number>`(select coalesce(sum(traveller_count), 0)::int from bookings where bookings.event_id = "events"."id" and bookings.status in ('held', 'part_paid', 'confirmed'))`,
      open: sql<number>`(select coalesce(sum(seats), 0)::int from waitlist_offers where waitlist_offers.event_id = "events"."id" and waitlist_offers.status = 'open')`,
    })
    .from(events)
    .where(eq(events.id, eventId));
  // The invariant: offered + held + sold + free = capacity, and the offered seats are the open offers'.
  expect(row!.offered + row!.taken + row!.available).toBe(row!.capacity);
  expect(row!.offered).toBe(row!.open);
  return row!;
}

function take(traveller: Traveller, entryId: string, count: number, key = randomUUID()) {
  return postGraphql<{ takeWaitlistOffer: { id: string; status: string; traveller_count: number } }>(
    test.api,
    TAKE,
    { id: entryId, key, participants: travellers(count) },
    traveller.headers,
  );
}

it("joins a full departure's line, refuses a second entry and a departure with seats, and leaves", async () => {
  const { eventId } = await fullDeparture(2);
  const [first, second] = [await logInTraveller(test), await logInTraveller(test)];
  const a = await joined(first, eventId, 2);
  const b = await joined(second, eventId, 1);
  expect([a.status, a.position, b.position]).toEqual(["waiting", 1, 2]);
  expect(a.likelihood.text).toMatch(/^Not enough history/);
  expect(errorCodes(await join(first, eventId, 1))).toEqual(["ALREADY_WAITLISTED"]);
  expect(errorCodes(await join(first, eventId, 13))).toEqual(["BAD_USER_INPUT"]);
  const { event: open } = await createDeparture(test.db, { trekId, startDate: day(nextDate++), capacity: 5 });
  const seatsOnSale = await join(first, open.id, 2);
  expect(errorCodes(seatsOnSale)).toEqual(["BAD_USER_INPUT"]);
  expect(seatsOnSale.body.errors![0]!.extensions).toMatchObject({ seatsLeft: 5 });
  const left = await postGraphql<{ leaveWaitlist: EntryView }>(test.api, LEAVE, { id: a.id }, first.headers);
  expect(left.body.data!.leaveWaitlist).toMatchObject({ status: "left", position: null });
  expect((await mine(second))[0]).toMatchObject({ position: 1 });
  // Left, they may join again, at the back.
  expect((await joined(first, eventId, 2)).position).toBe(2);
});

it("closes the line WAITLIST_CLOSES_DAYS before the start", async () => {
  const { eventId } = await fullDeparture(1, 3);
  expect(errorCodes(await join(await logInTraveller(test), eventId, 1))).toEqual(["WAITLIST_CLOSED"]);
  const { eventId: later } = await fullDeparture(1, 5);
  expect(errorCodes(await join(await logInTraveller(test), later, 1))).toEqual([]);
});

it("offers a cancellation's seats to the earliest entry whose group fits, off sale, and the taker gets a held booking", async () => {
  const { eventId, buyer, bookingId } = await fullDeparture(3);
  const [big, small, late] = [await logInTraveller(test), await logInTraveller(test), await logInTraveller(test)];
  expect((await joined(big, eventId, 4)).position).toBe(1);
  const smallEntry = await joined(small, eventId, 3);
  const lateEntry = await joined(late, eventId, 1);
  expect(errorCodes(await postGraphql(test.api, CANCEL, { id: bookingId }, buyer.headers))).toEqual([]);
  // The group of four does not fit in three seats and keeps its place; the group of three is offered them.
  expect(await seats(eventId)).toMatchObject({ available: 0, offered: 3 });
  const [offered] = await mine(small);
  expect(offered).toMatchObject({ status: "offered", position: 2, offer: { seats: 3, status: "open" } });
  expect((await mine(big))[0]).toMatchObject({ status: "waiting", position: 1, offer: null });
  expect((await mine(late))[0]!.offer).toBeNull();
  // The hours of the offer, never past the closing.
  const expires = Date.parse(offered!.offer!.expires_at);
  expect(expires - test.clock.now().getTime()).toBeCloseTo(12 * 3_600_000, -5);
  // Nobody can buy the offered seats.
  const outsider = await book(test, await logInTraveller(test), { eventId, packageId, participants: [participant()] });
  expect(errorCodes(outsider)).toEqual(["SOLD_OUT"]);
  // The offer by SMS and email through the outbox, with the link that opens it.
  const told = await test.db.select().from(messages).where(eq(messages.template, "waitlist-offer"));
  expect(told).toEqual([
    expect.objectContaining({
      accountId: small.userId,
      transactional: true,
      variables: expect.objectContaining({ seats: "3 seats", link: `http://localhost:3000/waitlist/${smallEntry.id}` }),
    }),
  ]);
  // The wrong number of travellers is refused; the right one gets a held booking of the seats.
  expect(errorCodes(await take(small, smallEntry.id, 2))).toEqual(["BAD_USER_INPUT"]);
  const key = randomUUID();
  const taken = await take(small, smallEntry.id, 3, key);
  expect(errorCodes(taken)).toEqual([]);
  expect(taken.body.data!.takeWaitlistOffer).toMatchObject({ status: "held", traveller_count: 3 });
  // The same key answers the same booking; the offer is over.
  const again = await take(small, smallEntry.id, 3, key);
  expect(again.body.data!.takeWaitlistOffer.id).toBe(taken.body.data!.takeWaitlistOffer.id);
  expect(errorCodes(await take(small, smallEntry.id, 3))).toEqual(["OFFER_EXPIRED"]);
  expect(await seats(eventId)).toMatchObject({ available: 0, offered: 0 });
  expect((await mine(small))[0]).toMatchObject({ status: "booked", position: null });
  expect(lateEntry.position).toBe(3);
});

it("says what became of a taken offer's booking, so the dashboard offers only what can be done", async () => {
  const { eventId, buyer, bookingId } = await fullDeparture(2);
  const waiting = await logInTraveller(test);
  const entry = await joined(waiting, eventId, 2);
  expect(errorCodes(await postGraphql(test.api, CANCEL, { id: bookingId }, buyer.headers))).toEqual([]);
  const taken = await take(waiting, entry.id, 2);
  expect(errorCodes(taken)).toEqual([]);
  const heldId = taken.body.data!.takeWaitlistOffer.id;
  expect((await mine(waiting))[0]!.offer).toMatchObject({ booking_id: heldId, booking_state: "to_pay" });
  // Paid: no more "Pay for the seats".
  await payBooking(test, waiting, Number(heldId));
  await runJobs(test);
  expect((await mine(waiting))[0]!.offer!.booking_state).toBe("paid");
  // The company calls the departure off: the booking is cancelled with it.
  const staff = await logInStaff(test);
  const calledOff = await postGraphql(
    test.api,
    `mutation ($e: Int!) { adminCancelDeparture(eventId: $e, reason: "Heavy snow on the pass") { __typename } }`,
    { e: eventId },
    staff.headers,
  );
  expect(errorCodes(calledOff)).toEqual([]);
  expect((await mine(waiting))[0]!.offer!.booking_state).toBe("ended");
});

it.each([
  [{ status: "held", eventId: 1, holdExpiresAt: new Date("2026-12-02T10:15:00Z") }, "to_pay"],
  [{ status: "held", eventId: 1, holdExpiresAt: new Date("2026-12-02T09:59:00Z") }, "ended"],
  [{ status: "part_paid", eventId: 1, holdExpiresAt: null }, "paid"],
  [{ status: "confirmed", eventId: 2, holdExpiresAt: null }, "moved"],
  [{ status: "completed", eventId: 1, holdExpiresAt: null }, "paid"],
  [{ status: "cancelled", eventId: 1, holdExpiresAt: null }, "ended"],
  [{ status: "expired", eventId: 1, holdExpiresAt: null }, "ended"],
])("a taken offer's booking %j on departure 1 at 10:00 is %s", (booking, state) => {
  expect(offerBookingState(booking, 1, new Date("2026-12-02T10:00:00Z"))).toBe(state);
});

it("gives a declined offer to the next entry at once, and a lapsed one when the sweeper finds it", async () => {
  const { eventId, buyer, bookingId } = await fullDeparture(2);
  const [first, second, third] = [await logInTraveller(test), await logInTraveller(test), await logInTraveller(test)];
  const a = await joined(first, eventId, 2);
  const b = await joined(second, eventId, 2);
  const c = await joined(third, eventId, 2);
  await postGraphql(test.api, CANCEL, { id: bookingId }, buyer.headers);
  expect((await mine(first))[0]!.status).toBe("offered");
  const declined = await postGraphql<{ declineWaitlistOffer: EntryView }>(
    test.api,
    DECLINE,
    { id: a.id },
    first.headers,
  );
  expect(declined.body.data!.declineWaitlistOffer).toMatchObject({ status: "declined", offer: { status: "declined" } });
  expect((await mine(second))[0]).toMatchObject({ status: "offered", position: 1 });
  expect(await seats(eventId)).toMatchObject({ available: 0, offered: 2 });
  // Twelve hours on, the sweeper lapses the second offer and the third entry is offered the seats.
  test.clock.advance(12 * 3600 + 1);
  await test.api.periodic.run("seats");
  expect((await mine(second))[0]).toMatchObject({ status: "lapsed", offer: { status: "lapsed" } });
  expect((await mine(third))[0]).toMatchObject({ status: "offered" });
  expect(errorCodes(await take(second, b.id, 2))).toEqual(["OFFER_EXPIRED"]);
  expect(await seats(eventId)).toMatchObject({ available: 0, offered: 2 });
  // The third lets it lapse too: with nobody left in line, the seats go on sale.
  test.clock.advance(12 * 3600 + 1);
  await test.api.periodic.run("seats");
  expect(await seats(eventId)).toMatchObject({ available: 2, offered: 0 });
  expect(c.position).toBe(3);
});

it("offers the seats of a hold that lapsed, and those staff add to the departure", async () => {
  const { eventId } = await fullDeparture(2);
  const waiter = await logInTraveller(test);
  const entry = await joined(waiter, eventId, 2);
  // The buyer's hold runs out unpaid: the sweeper gives its seats to the line, not to the sale.
  test.clock.advance(16 * 60);
  await test.api.periodic.run("seats");
  expect(await seats(eventId)).toMatchObject({ available: 0, offered: 2 });
  expect((await mine(waiter))[0]!.id).toBe(entry.id);
  // Staff raise the capacity by three: the next group that fits is offered, the rest go on sale.
  const other = await logInTraveller(test);
  await joined(other, eventId, 2);
  const staff = await logInStaff(test);
  const update = await postGraphql(
    test.api,
    /* GraphQL */ `mutation Up($id: Int!, $input: AdminDepartureInput!) { adminUpdateDeparture(id: $id, input: $input) { id } }`,
    { id: eventId, input: await departureInputOf(eventId, 5) },
    staff.headers,
  );
  expect(errorCodes(update)).toEqual([]);
  expect(await seats(eventId)).toMatchObject({ capacity: 5, available: 1, offered: 4 });
});

async function departureInputOf(eventId: number, capacity: number) {
  const [event] = await test.db.select().from(events).where(eq(events.id, eventId));
  return { start_date: event!.startDate, length_days: 3, capacity, prices: [] };
}

it("lets staff see the line, move an entry and remove one with its offer, audited", async () => {
  const { eventId, buyer, bookingId } = await fullDeparture(1);
  const people = [await logInTraveller(test), await logInTraveller(test), await logInTraveller(test)];
  const entries: EntryView[] = [];
  for (const person of people) entries.push(await joined(person, eventId, 1));
  const staff = await logInStaff(test);
  const moved = await postGraphql<{ adminMoveWaitlistEntry: { entries: { id: string; position: number }[] } }>(
    test.api,
    MOVE,
    { id: entries[2]!.id, position: 1 },
    staff.headers,
  );
  expect(errorCodes(moved)).toEqual([]);
  expect(moved.body.data!.adminMoveWaitlistEntry.entries.map((entry) => entry.id)).toEqual(
    [entries[2], entries[0], entries[1]].map((entry) => entry!.id),
  );
  await postGraphql(test.api, CANCEL, { id: bookingId }, buyer.headers);
  // The entry moved to the front is offered the seat.
  const line = await postGraphql<{
    adminWaitlist: { offered_seats: number; entries: { id: string; status: string; offer: unknown }[] };
  }>(test.api, ADMIN, { eventId }, staff.headers);
  expect(line.body.data!.adminWaitlist.entries[0]).toMatchObject({ id: entries[2]!.id, status: "offered" });
  // Removing it withdraws the offer; the seat goes to the next in line.
  const removed = await postGraphql<{
    adminRemoveWaitlistEntry: { offered_seats: number; entries: { id: string; status: string }[] };
  }>(test.api, REMOVE, { id: entries[2]!.id }, staff.headers);
  expect(errorCodes(removed)).toEqual([]);
  expect(removed.body.data!.adminRemoveWaitlistEntry.entries.find((e) => e.id === entries[0]!.id)!.status).toBe(
    "offered",
  );
  expect(removed.body.data!.adminRemoveWaitlistEntry.offered_seats).toBe(1);
  const audits = await test.db.select().from(auditLog).where(eq(auditLog.entity, "waitlist-entry"));
  expect(audits.map((row) => row.action).sort()).toEqual(["move-waitlist-entry", "remove-waitlist-entry"]);
  // A traveller cannot see the back office's line.
  expect(errorCodes(await postGraphql(test.api, ADMIN, { eventId }, people[0]!.headers))).toEqual(["FORBIDDEN"]);
  await seats(eventId);
  const [offer] = await test.db
    .select()
    .from(waitlistOffers)
    .where(eq(waitlistOffers.entryId, Number(entries[2]!.id)));
  expect(offer!.status).toBe("withdrawn");
});

it("closes a called-off departure's line: offers withdrawn, entries closed, every traveller told once", async () => {
  const { eventId, buyer, bookingId } = await fullDeparture(2);
  const [offered, waiting] = [await logInTraveller(test), await logInTraveller(test)];
  const first = await joined(offered, eventId, 2);
  const second = await joined(waiting, eventId, 2);
  await postGraphql(test.api, CANCEL, { id: bookingId }, buyer.headers);
  expect(await seats(eventId)).toMatchObject({ offered: 2 });
  const told = await test.db.transaction((tx) => closeWaitlistForCancelledDeparture(tx, eventId, test.clock.now()));
  expect(told).toBe(2);
  expect(await seats(eventId)).toMatchObject({ offered: 0, available: 2 });
  expect((await mine(offered))[0]).toMatchObject({ id: first.id, status: "closed", offer: { status: "withdrawn" } });
  expect((await mine(waiting))[0]).toMatchObject({ id: second.id, status: "closed" });
  const closing = await test.db.select().from(messages).where(eq(messages.template, "waitlist-closed"));
  expect(closing.map((row) => row.accountId).sort()).toEqual([offered.userId, waiting.userId].sort());
  // Told once: a second call finds nobody in line.
  expect(await test.db.transaction((tx) => closeWaitlistForCancelledDeparture(tx, eventId, test.clock.now()))).toBe(0);
});

it("names each waiting group for the trip desk by its traveller when the account has no name, and counts the line", async () => {
  const first = await fullDeparture(1);
  const second = await fullDeparture(1);
  // An account that never gave its name (a login is a phone number), with a booking of its own.
  await test.db.update(users).set({ firstName: null, lastName: null }).where(eq(users.id, first.buyer.userId));
  const [account] = await test.db.select({ phone: users.phone }).from(users).where(eq(users.id, first.buyer.userId));
  await test.db
    .update(bookingParticipants)
    .set({ firstName: "Rohan", lastName: "Das", phone: account!.phone })
    .where(eq(bookingParticipants.bookingId, Number(first.bookingId)));
  await joined(first.buyer, second.eventId, 1);
  // And one with neither a name nor a booking.
  const nameless = await logInTraveller(test);
  await test.db.update(users).set({ firstName: null, lastName: null }).where(eq(users.id, nameless.userId));
  await joined(nameless, second.eventId, 1);
  const staff = await logInStaff(test);
  const line = await postGraphql<{ adminWaitlist: { entries: { traveller: { name: string } }[] } }>(
    test.api,
    `query ($eventId: Int!) { adminWaitlist(eventId: $eventId) { entries { traveller { name } } } }`,
    { eventId: second.eventId },
    staff.headers,
  );
  expect(errorCodes(line)).toEqual([]);
  expect(line.body.data!.adminWaitlist.entries.map((entry) => entry.traveller.name)).toEqual(["Rohan Das", ""]);
  const trip = await postGraphql<{ adminTrip: { departures: { id: number; waitlist_waiting: number }[] } }>(
    test.api,
    `query ($id: Int!) { adminTrip(id: $id) { departures { id waitlist_waiting } } }`,
    { id: trekId },
    staff.headers,
  );
  expect(errorCodes(trip)).toEqual([]);
  const waiting = new Map(trip.body.data!.adminTrip.departures.map((d) => [d.id, d.waitlist_waiting]));
  expect([waiting.get(first.eventId), waiting.get(second.eventId)]).toEqual([0, 2]);
});

it("tells the join form the line ahead and the odds for the group's size, and each entry the line's length", async () => {
  const { eventId } = await fullDeparture(1);
  const outlook = (travellers: number) =>
    postGraphql<{ waitlistOutlook: { waiting: number; likelihood: { departures: number; text: string } } }>(
      test.api,
      `query ($e: Int!, $t: Int!) { waitlistOutlook(eventId: $e, travellers: $t) { waiting likelihood { departures text } } }`,
      { e: eventId, t: travellers },
    );
  expect((await outlook(2)).body.data!.waitlistOutlook).toMatchObject({
    waiting: 0,
    likelihood: { text: expect.stringMatching(/^Not enough history/) },
  });
  const waiter = await logInTraveller(test);
  const first = await joined(waiter, eventId, 1);
  await joined(await logInTraveller(test), eventId, 2);
  expect((await outlook(2)).body.data!.waitlistOutlook.waiting).toBe(2);
  expect(errorCodes(await outlook(13))).toEqual(["BAD_USER_INPUT"]);
  const entry = await postGraphql<{ waitlistEntry: { position: number; line_length: number } }>(
    test.api,
    `query ($id: ID!) { waitlistEntry(id: $id) { position line_length } }`,
    { id: first.id },
    waiter.headers,
  );
  expect(entry.body.data!.waitlistEntry).toEqual({ position: 1, line_length: 2 });
});
