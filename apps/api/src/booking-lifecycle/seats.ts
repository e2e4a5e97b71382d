// A departure's seats (docs/api.md, "Waitlist"): locked, taken, given back and offered to the waitlist.
// Seats are never oversold, whatever the concurrency and however many server copies run:
// - seats are taken by one conditional UPDATE (`available_seats >= n`), applied by PostgreSQL to the
//   newest row version under the row lock, and the events table refuses a negative count;
// - every seat that comes back (a cancellation, an expired hold, a transfer, staff raising the
//   capacity, sales reopened) passes through offerFreeSeats in the transaction that freed it, before it
//   can be seen on sale: the departure's row is locked first by every change of its waitlist (then its
//   entries and offers), so two of them never interleave and never deadlock;
// - seats offered move from available_seats to offered_seats in one statement, so a seat is never both
//   on sale and offered, and offered + held + sold + free = capacity holds in every commit;
// - the earliest entry whose whole group fits, and whose package is on sale, is offered first; an
//   entry too large for the seats keeps its place, and the next one that fits is offered;
// - an offer lasts WAITLIST_OFFER_HOURS, never past the waitlist's closing (WAITLIST_CLOSES_DAYS
//   before the start); once the waitlist has closed, seats that come back simply go on sale.
// An offer ends taken (bookings.ts takes its seats into a held booking), declined, lapsed (the sweep
// finds it with the server's clock) or withdrawn (its entry left the line); the seats of one that did
// not become a booking are offered again to the next entry at once.
import type { Transaction } from "@parvat/db/client";
import { events, waitlistEntries, waitlistOffers } from "@parvat/db/schema";
import { businessToday } from "@parvat/domain/business-dates";
import { and, asc, eq, gt, gte, inArray, lte, sql } from "drizzle-orm";
import { offerExpiresAt, waitlistClosesAt, waitlistRules } from "../waitlist/rules.ts";
import { tellOfOffers, tellWaitlistClosed } from "../waitlist/waitlist-messages.ts";
import { saleOf } from "./sale.ts";

/**
 * Locks a departure's row: every change of its seats or its waitlist takes it first. The lock is
 * FOR NO KEY UPDATE, the one an UPDATE of the row's seats takes anyway: a transaction that inserted a
 * booking, entry or offer of this departure holds the row FOR KEY SHARE (the foreign key's check),
 * and two such transactions asking FOR UPDATE would each wait for the other (PostgreSQL's docs,
 * "Row-Level Locks"); NO KEY UPDATE does not conflict with KEY SHARE.
 */
export async function lockDeparture(tx: Transaction, eventId: number) {
  const [row] = await tx
    .select({
      id: events.id,
      trekId: events.trekId,
      startDate: events.startDate,
      capacity: events.capacity,
      availableSeats: events.availableSeats,
      offeredSeats: events.offeredSeats,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .for("no key update");
  return row ?? null;
}

/**
 * Takes `count` seats of a departure by the conditional UPDATE; answers the seats left when there
 * were too few (nothing is taken then). Run it as a transaction's last statement where possible: the
 * row stays locked only from here to the commit, so bookings of one departure queue for one
 * statement, not for a whole booking.
 */
export async function takeSeats(
  tx: Transaction,
  eventId: number,
  count: number,
): Promise<{ ok: true } | { ok: false; seatsLeft: number }> {
  const [taken] = await tx
    .update(events)
    .set({ availableSeats: sql`${events.availableSeats} - ${count}` })
    .where(and(eq(events.id, eventId), gte(events.availableSeats, count)))
    .returning({ id: events.id });
  if (taken) return { ok: true };
  const [left] = await tx.select({ seats: events.availableSeats }).from(events).where(eq(events.id, eventId));
  return { ok: false, seatsLeft: left?.seats ?? 0 };
}

/**
 * Gives seats back, one statement per departure, in id order (so two callers never deadlock), and
 * offers them at once, in the same transaction, to the departure's waitlist: seats an entry of the
 * line can take are offered to it and never appear on sale; the rest go on sale. A quotation's
 * booking (no departure: eventId null) holds no seats and gives none back.
 */
export async function returnSeats(
  tx: Transaction,
  released: readonly { eventId: number | null; count: number }[],
  at: Date,
): Promise<void> {
  const perEvent = new Map<number, number>();
  for (const { eventId, count } of released) {
    if (eventId !== null) perEvent.set(eventId, (perEvent.get(eventId) ?? 0) + count);
  }
  for (const [eventId, count] of [...perEvent].sort(([a], [b]) => a - b)) {
    await tx
      .update(events)
      .set({ availableSeats: sql`${events.availableSeats} + ${count}` })
      .where(eq(events.id, eventId));
    await offerFreeSeats(tx, eventId, at);
  }
}

/**
 * Offers a departure's free seats to its waitlist, in order: each waiting entry whose whole group
 * fits in the seats still free, and whose package is on sale today, gets an offer, earliest first
 * (while sales are closed nobody is offered seats: an offer is a promise to sell). Answers the seats
 * offered. Runs in the transaction that freed the seats, so they are offered before anyone can see
 * them on sale.
 */
export async function offerFreeSeats(tx: Transaction, eventId: number, at: Date): Promise<number> {
  const departure = await lockDeparture(tx, eventId);
  if (!departure || departure.availableSeats === 0 || at >= waitlistClosesAt(departure.startDate)) return 0;
  const waiting = await tx
    .select({ id: waitlistEntries.id, travellers: waitlistEntries.travellers, packageId: waitlistEntries.packageId })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.eventId, eventId), eq(waitlistEntries.status, "waiting")))
    .orderBy(asc(waitlistEntries.queueOrder), asc(waitlistEntries.id))
    .for("update");
  const today = businessToday(waitlistRules().timeZone, at);
  const onSale = new Map<number, boolean>();
  let free = departure.availableSeats;
  const chosen: { id: number; travellers: number }[] = [];
  for (const entry of waiting) {
    if (entry.travellers > free) continue;
    if (!onSale.has(entry.packageId)) {
      onSale.set(entry.packageId, (await saleOf(tx, { eventId, packageId: entry.packageId, today })).ok);
    }
    if (!onSale.get(entry.packageId)) continue;
    chosen.push(entry);
    free -= entry.travellers;
    if (free === 0) break;
  }
  if (chosen.length === 0) return 0;
  const seats = departure.availableSeats - free;
  const [moved] = await tx
    .update(events)
    .set({
      availableSeats: sql`${events.availableSeats} - ${seats}`,
      offeredSeats: sql`${events.offeredSeats} + ${seats}`,
    })
    .where(and(eq(events.id, eventId), sql`${events.availableSeats} >= ${seats}`))
    .returning({ id: events.id });
  // The row is locked by this transaction since it was read: its seats cannot have gone.
  if (!moved) throw new Error(`Departure ${eventId} lost seats while its row was locked.`);
  await tx
    .update(waitlistEntries)
    .set({ status: "offered" })
    .where(
      inArray(
        waitlistEntries.id,
        chosen.map((entry) => entry.id),
      ),
    );
  const expiresAt = offerExpiresAt(at, departure.startDate);
  const offers = await tx
    .insert(waitlistOffers)
    .values(chosen.map((entry) => ({ entryId: entry.id, eventId, seats: entry.travellers, offeredAt: at, expiresAt })))
    .returning({ id: waitlistOffers.id });
  await tellOfOffers(
    tx,
    offers.map((offer) => offer.id),
  );
  return seats;
}

/**
 * Takes an open offer's seats into the booking made for it: the offer taken (only while open and not
 * past its expiry), its entry booked, its seats off offer (they were never on sale). Answers the
 * offer's status when it can no longer be taken; nothing is written then.
 */
export async function takeOfferedSeats(
  tx: Transaction,
  offer: { offerId: number; entryId: number; eventId: number; seats: number; bookingId: number; at: Date },
): Promise<{ ok: true } | { ok: false; status: string }> {
  await lockDeparture(tx, offer.eventId);
  const [taken] = await tx
    .update(waitlistOffers)
    .set({ status: "taken", endedAt: offer.at, bookingId: offer.bookingId })
    .where(
      and(
        eq(waitlistOffers.id, offer.offerId),
        eq(waitlistOffers.status, "open"),
        gt(waitlistOffers.expiresAt, offer.at),
      ),
    )
    .returning({ id: waitlistOffers.id });
  if (!taken) {
    const [now] = await tx
      .select({ status: waitlistOffers.status })
      .from(waitlistOffers)
      .where(eq(waitlistOffers.id, offer.offerId));
    return { ok: false, status: !now || now.status === "open" ? "lapsed" : now.status };
  }
  await tx
    .update(waitlistEntries)
    .set({ status: "booked", endedAt: offer.at })
    .where(eq(waitlistEntries.id, offer.entryId));
  const [moved] = await tx
    .update(events)
    .set({ offeredSeats: sql`${events.offeredSeats} - ${offer.seats}` })
    .where(and(eq(events.id, offer.eventId), gte(events.offeredSeats, offer.seats)))
    .returning({ id: events.id });
  if (!moved)
    throw new Error(`Departure ${offer.eventId} has fewer seats on offer than its open offer ${offer.offerId}.`);
  return { ok: true };
}

export type EndedOfferStatus = "declined" | "lapsed" | "withdrawn";

/**
 * Ends open offers of one departure (whose row the caller has locked) without a booking: their
 * entries leave the line with `entryStatus`, their seats come off offer and go to the next entries
 * (or on sale). Answers how many offers ended (one already ended is left as it is).
 */
export async function endOffers(
  tx: Transaction,
  eventId: number,
  offerIds: readonly number[],
  ending: { offer: EndedOfferStatus; entry: "declined" | "lapsed" | "left" | "removed" | "closed" },
  at: Date,
  { offerAgain = true } = {},
): Promise<number> {
  if (offerIds.length === 0) return 0;
  const ended = await tx
    .update(waitlistOffers)
    .set({ status: ending.offer, endedAt: at })
    .where(
      and(
        inArray(waitlistOffers.id, [...offerIds]),
        eq(waitlistOffers.eventId, eventId),
        eq(waitlistOffers.status, "open"),
      ),
    )
    .returning({ entryId: waitlistOffers.entryId, seats: waitlistOffers.seats });
  if (ended.length === 0) return 0;
  await tx
    .update(waitlistEntries)
    .set({ status: ending.entry, endedAt: at })
    .where(
      inArray(
        waitlistEntries.id,
        ended.map((offer) => offer.entryId),
      ),
    );
  const seats = ended.reduce((sum, offer) => sum + offer.seats, 0);
  await tx
    .update(events)
    .set({
      availableSeats: sql`${events.availableSeats} + ${seats}`,
      offeredSeats: sql`${events.offeredSeats} - ${seats}`,
    })
    .where(eq(events.id, eventId));
  if (offerAgain) await offerFreeSeats(tx, eventId, at);
  return ended.length;
}

/**
 * Lapses the open offers whose time ran out by `at` (the hold sweeper's work, and the check on
 * read), one departure at a time, and offers their seats to the next entries. Answers how many lapsed.
 */
export async function lapseStaleOffers(
  tx: Transaction,
  scope: { eventId: number } | { userId: number } | Record<string, never>,
  at: Date,
): Promise<number> {
  const stale = await tx
    .select({ id: waitlistOffers.id, eventId: waitlistOffers.eventId })
    .from(waitlistOffers)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
    .where(
      and(
        eq(waitlistOffers.status, "open"),
        lte(waitlistOffers.expiresAt, at),
        "eventId" in scope ? eq(waitlistOffers.eventId, scope.eventId) : undefined,
        "userId" in scope ? eq(waitlistEntries.userId, scope.userId) : undefined,
      ),
    )
    .limit(500);
  const perEvent = new Map<number, number[]>();
  for (const offer of stale) perEvent.set(offer.eventId, [...(perEvent.get(offer.eventId) ?? []), offer.id]);
  let lapsed = 0;
  // Departures in id order, each locked before its offers: the order every waitlist change follows.
  for (const [eventId, ids] of [...perEvent].sort(([a], [b]) => a - b)) {
    await lockDeparture(tx, eventId);
    lapsed += await endOffers(tx, eventId, ids, { offer: "lapsed", entry: "lapsed" }, at);
  }
  return lapsed;
}

/**
 * Ends the waiting entries of waitlists that have closed (WAITLIST_CLOSES_DAYS before the start):
 * nobody is offered seats any more, and the dashboard says so. Answers how many entries closed.
 */
export async function closeEndedWaitlists(tx: Transaction, at: Date): Promise<number> {
  const { closesDays, timeZone } = waitlistRules();
  const closed = await tx
    .update(waitlistEntries)
    .set({ status: "closed", endedAt: at })
    .where(
      and(
        eq(waitlistEntries.status, "waiting"),
        inArray(
          waitlistEntries.eventId,
          tx
            .select({ id: events.id })
            .from(events)
            .where(
              sql`((${events.startDate} - ${closesDays}::int)::timestamp at time zone ${timeZone}) <= ${at.toISOString()}::timestamptz`,
            ),
        ),
      ),
    )
    .returning({ id: waitlistEntries.id });
  return closed.length;
}

/**
 * A departure the company calls off: every entry of its waitlist leaves the line (closed), every open
 * offer is withdrawn with its seats back off offer, and each traveller who was waiting is told
 * through the outbox. Call it in the cancellation's transaction. Answers how many travellers were told.
 */
export async function closeWaitlistForCancelledDeparture(
  tx: Transaction,
  eventId: number,
  at: Date = new Date(),
): Promise<number> {
  await lockDeparture(tx, eventId);
  const open = await tx
    .select({ id: waitlistOffers.id })
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.eventId, eventId), eq(waitlistOffers.status, "open")))
    .for("update");
  await endOffers(
    tx,
    eventId,
    open.map((offer) => offer.id),
    { offer: "withdrawn", entry: "closed" },
    at,
    { offerAgain: false },
  );
  const waiting = await tx
    .update(waitlistEntries)
    .set({ status: "closed", endedAt: at })
    .where(and(eq(waitlistEntries.eventId, eventId), eq(waitlistEntries.status, "waiting")))
    .returning({ id: waitlistEntries.id });
  const entryIds = [
    ...waiting.map((entry) => entry.id),
    ...(open.length
      ? (
          await tx
            .select({ entryId: waitlistOffers.entryId })
            .from(waitlistOffers)
            .where(
              inArray(
                waitlistOffers.id,
                open.map((offer) => offer.id),
              ),
            )
        ).map((offer) => offer.entryId)
      : []),
  ];
  await tellWaitlistClosed(tx, entryIds);
  return entryIds.length;
}
