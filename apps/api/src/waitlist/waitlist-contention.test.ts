// Seats that come back are never both on sale and offered, however many requests arrive at once:
// cancellations, new bookings, joins, declines and takes race on one departure (on PGlite they
// interleave at every await; on PostgreSQL, DATABASE_URL, they really race over a pool). After each
// burst: offered + held + sold + free = capacity, the seats offered are exactly the open offers',
// and no waiting group fits in the seats on sale (those seats would have been offered to it).
import { randomUUID } from "node:crypto";
import { bookings } from "@parvat/db/schema";
import { createDeparture, createTrek } from "@parvat/db/testing/factories/catalog";
import { addDays, businessToday } from "@parvat/domain/business-dates";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { book, logInTraveller, participant, type Traveller, travellers } from "../testing/booking-test-kit.ts";
import { createTestApi, errorCodes, postGraphql, type TestApi } from "../testing/test-api.ts";

let test: TestApi;
let trekId: number;
let packageId: number;
let crowd: Traveller[];

const ROUNDS = 8;
const CROWD = 60;
const day = (offset: number) => addDays(businessToday(), offset);

beforeAll(async () => {
  test = await createTestApi();
  const trek = await createTrek(test.db, { departures: [] });
  trekId = trek.trek.id;
  packageId = trek.packages[0]!.id;
  crowd = [];
  for (let i = 0; i < CROWD; i += 1) crowd.push(await logInTraveller(test));
}, 60_000);
afterAll(() => test.close());

const JOIN = /* GraphQL */ `mutation J($input: JoinWaitlistInput!) { joinWaitlist(input: $input) { id } }`;
const CANCEL = /* GraphQL */ `mutation C($id: ID!) { cancelBooking(id: $id) { id } }`;
const DECLINE = /* GraphQL */ `mutation D($id: ID!) { declineWaitlistOffer(id: $id) { id } }`;
const TAKE = /* GraphQL */ `
  mutation T($id: ID!, $key: String!, $participants: [ParticipantInput!]!) {
    takeWaitlistOffer(id: $id, idempotencyKey: $key, participants: $participants) { id }
  }
`;

async function check(eventId: number) {
  const rows = (await test.db.execute(
    sql.raw(`select e.capacity, e.available_seats as available, e.offered_seats as offered,
       (select coalesce(sum(traveller_count), 0)::int from bookings b where b.event_id = e.id and b.status in ('held', 'part_paid', 'confirmed')) as taken,
       (select coalesce(sum(seats), 0)::int from waitlist_offers o where o.event_id = e.id and o.status = 'open') as open,
       (select count(*)::int from waitlist_entries w where w.event_id = e.id and w.status = 'waiting' and w.travellers <= e.available_seats) as fitting
     from events e where e.id = ${eventId}`),
  )) as unknown as Record<string, number>[];
  type Row = { capacity: number; available: number; offered: number; taken: number; open: number; fitting: number };
  const row = (Array.isArray(rows) ? rows : (rows as unknown as { rows: Record<string, number>[] }).rows)[0] as Row;
  expect(row.offered + row.taken + row.available).toBe(row.capacity);
  expect(row.offered).toBe(row.open);
  expect(row.fitting).toBe(0);
  return row;
}

it(`keeps offered seats off sale while ${CROWD} travellers book, join, cancel, decline and take at once, ${ROUNDS} times over`, async () => {
  for (let round = 0; round < ROUNDS; round += 1) {
    const { event } = await createDeparture(test.db, { trekId, startDate: day(30 + round), capacity: 8 });
    // Four holders of two seats fill it; twelve travellers wait, in groups of one to three.
    const holders = crowd.slice(0, 4);
    const holds: string[] = [];
    for (const holder of holders) {
      const held = await book(test, holder, { eventId: event.id, packageId, participants: travellers(2) });
      holds.push(held.body.data!.createBooking.id);
    }
    const waiters = crowd.slice(4, 16);
    const entries: { traveller: Traveller; id: string; size: number }[] = [];
    for (const [index, waiter] of waiters.entries()) {
      const size = (index % 3) + 1;
      const joined = await postGraphql<{ joinWaitlist: { id: string } }>(
        test.api,
        JOIN,
        { input: { eventId: event.id, packageId, travellers: size } },
        waiter.headers,
      );
      expect(errorCodes(joined)).toEqual([]);
      entries.push({ traveller: waiter, id: joined.body.data!.joinWaitlist.id, size });
    }
    // The burst: every holder cancels, forty others try to buy a seat, and every waiter declines or
    // takes whatever it may have been offered by then, all at once.
    const buyers = crowd.slice(16, 56);
    const responses = await Promise.all([
      ...holders.map((holder, i) => postGraphql(test.api, CANCEL, { id: holds[i] }, holder.headers)),
      ...buyers.map((buyer) => book(test, buyer, { eventId: event.id, packageId, participants: [participant()] })),
      ...entries.map((entry, i) =>
        i % 2
          ? postGraphql(test.api, DECLINE, { id: entry.id }, entry.traveller.headers)
          : postGraphql(
              test.api,
              TAKE,
              { id: entry.id, key: randomUUID(), participants: travellers(entry.size) },
              entry.traveller.headers,
            ),
      ),
    ]);
    const unexpected = responses
      .flatMap(errorCodes)
      .filter((code) => !["SOLD_OUT", "OFFER_EXPIRED"].includes(String(code)));
    expect(unexpected).toEqual([]);
    const after = await check(event.id);
    // Every seat a buyer got was a seat no waiting group could take.
    const bought = responses
      .slice(holders.length, holders.length + buyers.length)
      .filter((r) => errorCodes(r).length === 0);
    const [held] = await test.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(sql`${bookings.eventId} = ${event.id} and ${bookings.status} = 'held'`);
    expect(held!.n).toBeGreaterThanOrEqual(bought.length);
    expect(after.capacity).toBe(8);
  }
}, 300_000);
