// The waitlist's service (docs/api.md, "Waitlist"): joining and leaving the line, declining an offer,
// what a traveller's entries show (place in line, offer, likelihood), and the back office's moves.
// Offers themselves are made and ended in offers.ts; taking one is a booking (bookings.ts). Every
// change locks the departure's row first, then the entries and offers, as offers.ts does.
import type { Database, Transaction } from "@parvat/db/client";
import { bookingParticipants, bookings, events, waitlistEntries, waitlistOffers } from "@parvat/db/schema";
import { type BookingStatus, isLiveStatus } from "@parvat/domain/booking";
import { daysBetween, type IsoDate } from "@parvat/domain/business-dates";
import { describeLikelihood, type WaitlistLikelihood } from "@parvat/domain/waitlist";
import { and, asc, count, desc, eq, inArray, lt, max, or, sql } from "drizzle-orm";
import type { Viewer } from "../accounts/accounts.ts";
import { recordAudit } from "../audit/audit.ts";
import { saleOf } from "../booking-lifecycle/sale.ts";
import { endOffers, lapseStaleOffers, lockDeparture } from "../booking-lifecycle/seats.ts";
import { waitlistClosesAt, waitlistRules } from "./rules.ts";

/** Entries still in the line. */
export const ACTIVE_STATUSES = ["waiting", "offered"] as const;
const inLine = inArray(waitlistEntries.status, [...ACTIVE_STATUSES]);

export type JoinOutcome =
  | { ok: true; entryId: number }
  | { ok: false; reason: "unknown-departure" | "departure-closed" | "waitlist-closed" | "already-waitlisted" }
  | { ok: false; reason: "seats-available"; seatsLeft: number };

/** Puts the traveller's group at the back of a departure's line, or says why not. */
export async function joinWaitlist(
  db: Database,
  input: {
    userId: number;
    eventId: number;
    packageId: number;
    travellers: number;
    contactEmail: string | null;
    today: IsoDate;
    at: Date;
  },
): Promise<JoinOutcome> {
  return db.transaction(async (tx): Promise<JoinOutcome> => {
    const departure = await lockDeparture(tx, input.eventId);
    if (!departure) return { ok: false, reason: "unknown-departure" };
    const sale = await saleOf(tx, input);
    if (!sale.ok) return sale;
    if (input.at >= waitlistClosesAt(departure.startDate)) return { ok: false, reason: "waitlist-closed" };
    // Seats enough for the group are on sale: they book them, nobody waits for them.
    if (departure.availableSeats >= input.travellers) {
      return { ok: false, reason: "seats-available", seatsLeft: departure.availableSeats };
    }
    const [last] = await tx
      .select({ order: max(waitlistEntries.queueOrder) })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.eventId, input.eventId));
    const [entry] = await tx
      .insert(waitlistEntries)
      .values({
        userId: input.userId,
        trekId: departure.trekId,
        eventId: input.eventId,
        packageId: input.packageId,
        travellers: input.travellers,
        queueOrder: (last?.order ?? 0) + 1,
        contactEmail: input.contactEmail,
        joinedAt: input.at,
      })
      .onConflictDoNothing({ target: [waitlistEntries.userId, waitlistEntries.eventId], where: inLine })
      .returning({ id: waitlistEntries.id });
    return entry ? { ok: true, entryId: entry.id } : { ok: false, reason: "already-waitlisted" };
  });
}

export type EntryChangeOutcome =
  | { ok: true; entryId: number }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "not-in-line" | "no-open-offer"; status: string };

/**
 * Ends an entry still in the line (`left` by its traveller, `removed` by staff); an open offer is
 * withdrawn and its seats go to the next entries. `userId` limits it to the traveller's own entry.
 */
async function endEntry(
  tx: Transaction,
  entryId: number,
  { userId, ending, at }: { userId: number | null; ending: "left" | "removed"; at: Date },
): Promise<EntryChangeOutcome> {
  const found = await tx.query.waitlistEntries.findFirst({
    where: { id: entryId, ...(userId === null ? {} : { userId }) },
    columns: { eventId: true },
  });
  if (!found) return { ok: false, reason: "not-found" };
  await lockDeparture(tx, found.eventId);
  const [entry] = await tx
    .select({ status: waitlistEntries.status })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.id, entryId))
    .for("update");
  if (entry!.status === "offered") {
    const open = await tx
      .select({ id: waitlistOffers.id })
      .from(waitlistOffers)
      .where(and(eq(waitlistOffers.entryId, entryId), eq(waitlistOffers.status, "open")));
    await endOffers(
      tx,
      found.eventId,
      open.map((offer) => offer.id),
      { offer: "withdrawn", entry: ending },
      at,
    );
    return { ok: true, entryId };
  }
  if (entry!.status !== "waiting") return { ok: false, reason: "not-in-line", status: entry!.status };
  await tx.update(waitlistEntries).set({ status: ending, endedAt: at }).where(eq(waitlistEntries.id, entryId));
  return { ok: true, entryId };
}

/** The traveller leaves the line (withdrawing an offer they were made). */
export function leaveWaitlist(db: Database, input: { userId: number; entryId: number; at: Date }) {
  return db.transaction((tx) => endEntry(tx, input.entryId, { userId: input.userId, ending: "left", at: input.at }));
}

/** The traveller lets an open offer go: the seats go to the next entry, and the entry leaves the line. */
export async function declineWaitlistOffer(
  db: Database,
  input: { userId: number; entryId: number; at: Date },
): Promise<EntryChangeOutcome> {
  await db.transaction((tx) => lapseStaleOffers(tx, { userId: input.userId }, input.at));
  return db.transaction(async (tx): Promise<EntryChangeOutcome> => {
    const found = await tx.query.waitlistEntries.findFirst({
      where: { id: input.entryId, userId: input.userId },
      columns: { eventId: true },
    });
    if (!found) return { ok: false, reason: "not-found" };
    await lockDeparture(tx, found.eventId);
    const [offer] = await tx
      .select({ id: waitlistOffers.id, status: waitlistOffers.status })
      .from(waitlistOffers)
      .where(eq(waitlistOffers.entryId, input.entryId))
      .for("update");
    if (offer?.status !== "open") {
      return { ok: false, reason: "no-open-offer", status: offer?.status ?? "waiting" };
    }
    await endOffers(tx, found.eventId, [offer.id], { offer: "declined", entry: "declined" }, input.at);
    return { ok: true, entryId: input.entryId };
  });
}

/** Places in line of active entries (1 = next to be offered), by departure. */
export async function positionsOf(db: Database | Transaction, eventIds: readonly number[]) {
  if (eventIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: waitlistEntries.id, eventId: waitlistEntries.eventId })
    .from(waitlistEntries)
    .where(and(inArray(waitlistEntries.eventId, [...eventIds]), inLine))
    .orderBy(asc(waitlistEntries.eventId), asc(waitlistEntries.queueOrder), asc(waitlistEntries.id));
  const positions = new Map<number, number>();
  let event = -1;
  let place = 0;
  for (const row of rows) {
    place = row.eventId === event ? place + 1 : 1;
    event = row.eventId;
    positions.set(row.id, place);
  }
  return positions;
}

/** Travellers' entries still in the line of each departure (the trek page's "N waiting"). */
export async function waitingCounts(db: Database, eventIds: readonly number[]) {
  if (eventIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ eventId: waitlistEntries.eventId, entries: count() })
    .from(waitlistEntries)
    .where(and(inArray(waitlistEntries.eventId, [...eventIds]), inLine))
    .groupBy(waitlistEntries.eventId);
  return new Map(rows.map((row) => [row.eventId, row.entries]));
}

/** Past departures the likelihood looks at, most recent first. */
const LIKELIHOOD_DEPARTURES = 24;

/**
 * How often seats came back on this trip's past departures between the same distance from the start
 * and the start: for each of its last past departures, whether paid bookings of at least `seats`
 * travellers were cancelled in the `daysBefore` days before it started.
 */
export async function likelihoodOf(
  db: Database,
  { trekId, startDate, seats, today }: { trekId: number; startDate: IsoDate; seats: number; today: IsoDate },
): Promise<WaitlistLikelihood> {
  const daysBefore = Math.max(0, daysBetween(today, startDate));
  const { timeZone } = waitlistRules();
  // Qualified by hand: inside the subquery, drizzle's bare column names would name the inner tables.
  const seatsBack = sql<number>`coalesce((
    select sum(b.traveller_count) from booking_status_changes c join bookings b on b.id = c.booking_id
    where b.event_id = "events"."id" and c.to_status = 'cancelled' and c.from_status in ('part_paid', 'confirmed')
      and c.at >= (("events"."start_date" - ${daysBefore}::int)::timestamp at time zone ${timeZone})
      and c.at < ("events"."start_date"::timestamp at time zone ${timeZone})
  ), 0)::int`;
  const past = await db
    .select({ seatsBack })
    .from(events)
    .where(and(eq(events.trekId, trekId), lt(events.startDate, today)))
    .orderBy(desc(events.startDate))
    .limit(LIKELIHOOD_DEPARTURES);
  return describeLikelihood(
    { departures: past.length, withSeatsBack: past.filter((row) => Number(row.seatsBack) >= seats).length },
    { daysBefore, seats },
  );
}

// ─── The back office ────────────────────────────────────────────────────────────────────

interface StaffScope {
  db: Database;
  viewer: Viewer;
  now: () => Date;
}

/** The entry as the audit log keeps it. */
async function entryRecord(tx: Transaction, entryId: number) {
  const [entry] = await tx
    .select({
      eventId: waitlistEntries.eventId,
      userId: waitlistEntries.userId,
      travellers: waitlistEntries.travellers,
      status: waitlistEntries.status,
    })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.id, entryId));
  if (!entry) return null;
  const positions = await positionsOf(tx, [entry.eventId]);
  return { ...entry, position: positions.get(entryId) ?? null };
}

/** Staff take an entry out of the line (an open offer is withdrawn, its seats go to the next). Audited. */
export async function removeWaitlistEntry(
  { db, viewer, now }: StaffScope,
  { entryId, reason }: { entryId: number; reason: string },
): Promise<EntryChangeOutcome> {
  return db.transaction(async (tx) => {
    const before = await entryRecord(tx, entryId);
    const outcome = await endEntry(tx, entryId, { userId: null, ending: "removed", at: now() });
    if (!outcome.ok) return outcome;
    await recordAudit(tx, {
      staffUserId: viewer.userId,
      action: "remove-waitlist-entry",
      entity: "waitlist-entry",
      entityId: String(entryId),
      before,
      after: { ...(await entryRecord(tx, entryId)), reason },
    });
    return outcome;
  });
}

/**
 * Staff move an entry still in the line to another place (1 = first): the line is renumbered in
 * that order. An open offer stays open; the new order decides the next offers. Audited.
 */
export async function moveWaitlistEntry(
  { db, viewer }: StaffScope,
  { entryId, position, reason }: { entryId: number; position: number; reason: string },
): Promise<EntryChangeOutcome> {
  return db.transaction(async (tx): Promise<EntryChangeOutcome> => {
    const found = await tx.query.waitlistEntries.findFirst({ where: { id: entryId }, columns: { eventId: true } });
    if (!found) return { ok: false, reason: "not-found" };
    await lockDeparture(tx, found.eventId);
    const line = await tx
      .select({ id: waitlistEntries.id, status: waitlistEntries.status })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.eventId, found.eventId), or(inLine, eq(waitlistEntries.id, entryId))))
      .orderBy(asc(waitlistEntries.queueOrder), asc(waitlistEntries.id))
      .for("update");
    const moved = line.find((entry) => entry.id === entryId)!;
    if (!ACTIVE_STATUSES.includes(moved.status as (typeof ACTIVE_STATUSES)[number])) {
      return { ok: false, reason: "not-in-line", status: moved.status };
    }
    const before = await entryRecord(tx, entryId);
    const others = line.filter((entry) => entry.id !== entryId);
    const place = Math.min(Math.max(position, 1), others.length + 1);
    const order = [...others.slice(0, place - 1), moved, ...others.slice(place - 1)];
    for (const [index, entry] of order.entries()) {
      await tx
        .update(waitlistEntries)
        .set({ queueOrder: index + 1 })
        .where(eq(waitlistEntries.id, entry.id));
    }
    await recordAudit(tx, {
      staffUserId: viewer.userId,
      action: "move-waitlist-entry",
      entity: "waitlist-entry",
      entityId: String(entryId),
      before,
      after: { ...(await entryRecord(tx, entryId)), reason },
    });
    return { ok: true, entryId };
  });
}

// ─── What the traveller and the back office see ──────────────────────────────────────────

export interface EntryView {
  id: number;
  status: string;
  position: number | null;
  travellers: number;
  joinedAt: Date;
  endedAt: Date | null;
  closesAt: Date;
  trip: { id: number; name: string; slug: string; type: string };
  package: { id: number; name: string };
  departure: { id: number; startDate: string; endDate: string };
  offer: {
    seats: number;
    status: string;
    offeredAt: Date;
    expiresAt: Date;
    bookingId: number | null;
    /** What became of the booking a taken offer made: the one thing the traveller can do about it. */
    booking: OfferBookingState | null;
  } | null;
  traveller: { name: string; phone: string; email: string | null };
}

/**
 * A taken offer's booking now: to_pay (held, its 15 minutes not over), paid (in part or in full, on
 * the date waited for), moved (to another date since), ended (the hold ran out, or it was cancelled,
 * by the traveller or with its departure). Only to_pay leads to /pay: anything else would bounce.
 */
export type OfferBookingState = "to_pay" | "paid" | "moved" | "ended";

export function offerBookingState(
  booking: { status: string; eventId: number | null; holdExpiresAt: Date | null },
  waitedFor: number,
  now: Date,
): OfferBookingState {
  if (booking.status === "held") {
    return booking.holdExpiresAt !== null && booking.holdExpiresAt <= now ? "ended" : "to_pay";
  }
  if (!isLiveStatus(booking.status as BookingStatus) && booking.status !== "completed") return "ended";
  return booking.eventId === waitedFor ? "paid" : "moved";
}

/** Entries with everything their views show, in the order given by `where`'s caller. */
export async function entryViews(db: Database, ids: readonly number[], now = new Date()): Promise<EntryView[]> {
  if (ids.length === 0) return [];
  const rows = await db.query.waitlistEntries.findMany({
    where: { id: { in: [...ids] } },
    with: {
      trek: { columns: { id: true, name: true, slug: true, type: true } },
      package: { columns: { id: true, name: true } },
      event: { columns: { id: true, startDate: true, endDate: true } },
      offers: { with: { booking: { columns: { status: true, eventId: true, holdExpiresAt: true } } } },
      user: { columns: { phone: true, firstName: true, lastName: true } },
    },
  });
  const positions = await positionsOf(db, [...new Set(rows.map((row) => row.eventId))]);
  const travellerNames = await travellerNamesOf(
    db,
    rows.filter((row) => !nameOf(row.user)).map((row) => row.userId),
  );
  const byId = new Map(
    rows.map((row) => {
      const [offer] = row.offers;
      const view: EntryView = {
        id: row.id,
        status: row.status,
        position: positions.get(row.id) ?? null,
        travellers: row.travellers,
        joinedAt: row.joinedAt,
        endedAt: row.endedAt,
        closesAt: waitlistClosesAt(row.event.startDate),
        trip: row.trek,
        package: row.package,
        departure: row.event,
        offer: offer
          ? {
              seats: offer.seats,
              status: offer.status,
              offeredAt: offer.offeredAt,
              expiresAt: offer.expiresAt,
              bookingId: offer.bookingId,
              booking: offer.booking ? offerBookingState(offer.booking, row.eventId, now) : null,
            }
          : null,
        traveller: {
          name: nameOf(row.user) || travellerNames.get(row.userId) || "",
          phone: row.user.phone,
          email: row.contactEmail,
        },
      };
      return [row.id, view] as const;
    }),
  );
  return ids.map((id) => byId.get(id)).filter((view): view is EntryView => view !== undefined);
}

const nameOf = (person: { firstName: string | null; lastName: string | null }) =>
  [person.firstName, person.lastName].filter(Boolean).join(" ").trim();

/**
 * A name for accounts that never gave one (a login is a phone number): the traveller with the
 * account's own phone on its bookings (the latest first), or else its latest booking's lead traveller.
 */
async function travellerNamesOf(db: Database, userIds: readonly number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: bookings.userId,
      firstName: bookingParticipants.firstName,
      lastName: bookingParticipants.lastName,
      own: sql<boolean>`${bookingParticipants.phone} = (select u.phone from users u where u.id = ${bookings.userId})`,
    })
    .from(bookingParticipants)
    .innerJoin(bookings, eq(bookings.id, bookingParticipants.bookingId))
    .where(inArray(bookings.userId, [...new Set(userIds)]))
    .orderBy(desc(bookings.id), asc(bookingParticipants.position));
  const names = new Map<number, { name: string; own: boolean }>();
  for (const row of rows) {
    const name = nameOf(row);
    const known = names.get(row.userId);
    if (name && (!known || (row.own && !known.own))) names.set(row.userId, { name, own: row.own });
  }
  return new Map([...names].map(([userId, { name }]) => [userId, name]));
}

/** The traveller's entries: every one still in line, and those that ended for departures not yet started. */
export async function myEntryIds(db: Database, userId: number, today: IsoDate): Promise<number[]> {
  const rows = await db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .innerJoin(events, eq(events.id, waitlistEntries.eventId))
    .where(and(eq(waitlistEntries.userId, userId), or(inLine, sql`${events.startDate} >= ${today}`)))
    .orderBy(asc(events.startDate), desc(waitlistEntries.id));
  return rows.map((row) => row.id);
}

/** A departure's line in order, then the entries that left it, latest first. */
export async function departureEntryIds(db: Database, eventId: number): Promise<number[]> {
  const rows = await db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.eventId, eventId))
    .orderBy(
      sql`case when ${waitlistEntries.status} in ('waiting', 'offered') then 0 else 1 end`,
      asc(sql`case when ${waitlistEntries.status} in ('waiting', 'offered') then ${waitlistEntries.queueOrder} end`),
      desc(waitlistEntries.endedAt),
    );
  return rows.map((row) => row.id);
}
