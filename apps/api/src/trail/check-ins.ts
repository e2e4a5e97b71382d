// Check-in at the trailhead (docs/api.md, "Ready for the trail"): a departure's travellers with their
// mark, and a mark made on a staff phone, offline perhaps, sent later with the time it was made. The
// server keeps one record per traveller and departure, and a mark replaces it only when it was made
// later (one conditional upsert), so marks from two phones, in whatever order they arrive, end in the
// one made last. Only travellers of paid bookings are checked in, and only around their departure.
import type { Database } from "@parvat/db/client";
import { bookingParticipants, bookings, type CHECK_IN_STATES, checkIns, events, treks } from "@parvat/db/schema";
import { addDays, businessToday, type IsoDate } from "@parvat/domain/business-dates";
import { and, asc, eq, inArray, sql } from "drizzle-orm";

export type CheckInState = (typeof CHECK_IN_STATES)[number];

/** Bookings whose travellers are checked in: paid ones (a hold is not a place on the trail). */
const CHECKED_IN_STATUSES = ["part_paid", "confirmed", "completed"] as const;

/** A mark may be made from the day before the start (the night bus) to the day after the end. */
export const CHECK_IN_WINDOW_DAYS = 1;
/** A phone's clock may run this far ahead of the server's. */
export const CLOCK_SKEW_MS = 5 * 60_000;

export interface CheckInRow {
  participantId: number;
  reference: string;
  firstName: string;
  lastName: string;
  phone: string;
  state: CheckInState | null;
  at: Date | null;
}

export async function checkInList(db: Database, eventId: number) {
  const [event] = await db
    .select({ id: events.id, startDate: events.startDate, tripName: treks.name })
    .from(events)
    .innerJoin(treks, eq(treks.id, events.trekId))
    .where(eq(events.id, eventId));
  if (!event) return null;
  const travellers = await db
    .select({
      participantId: bookingParticipants.id,
      reference: bookings.reference,
      firstName: bookingParticipants.firstName,
      lastName: bookingParticipants.lastName,
      phone: bookingParticipants.phone,
      state: checkIns.state,
      at: checkIns.at,
    })
    .from(bookingParticipants)
    .innerJoin(bookings, eq(bookings.id, bookingParticipants.bookingId))
    .leftJoin(
      checkIns,
      and(eq(checkIns.participantId, bookingParticipants.id), eq(checkIns.eventId, bookingParticipants.eventId)),
    )
    .where(and(eq(bookingParticipants.eventId, eventId), inArray(bookings.status, [...CHECKED_IN_STATUSES])))
    .orderBy(asc(bookingParticipants.firstName), asc(bookingParticipants.lastName));
  return {
    eventId: event.id,
    tripName: event.tripName,
    startDate: event.startDate,
    travellers: travellers.map((row) => ({ ...row, state: row.state as CheckInState | null })),
  };
}

export type CheckInOutcome =
  | { ok: true; traveller: CheckInRow }
  | { ok: false; reason: "not-on-departure" }
  | { ok: false; reason: "time-invalid" }
  | { ok: false; reason: "outside-window"; from: IsoDate; to: IsoDate };

/**
 * Marks a traveller of the departure arrived or no_show as of `markedAt` (when it was marked on the
 * phone): a time that is not one, or more than CLOCK_SKEW_MS ahead, is refused, and so is one outside
 * the departure's days (one day either side, in the business time zone). Answers the record in force.
 */
export async function markCheckIn(
  db: Database,
  input: { eventId: number; participantId: number; state: CheckInState; markedAt: string; staffUserId: number },
  { now, timeZone }: { now: Date; timeZone: string },
): Promise<CheckInOutcome> {
  const at = parseMarkTime(input.markedAt);
  if (!at || at.getTime() > now.getTime() + CLOCK_SKEW_MS) return { ok: false, reason: "time-invalid" };
  const [traveller] = await db
    .select({
      participantId: bookingParticipants.id,
      reference: bookings.reference,
      firstName: bookingParticipants.firstName,
      lastName: bookingParticipants.lastName,
      phone: bookingParticipants.phone,
      startDate: events.startDate,
      endDate: events.endDate,
    })
    .from(bookingParticipants)
    .innerJoin(bookings, eq(bookings.id, bookingParticipants.bookingId))
    .innerJoin(events, eq(events.id, bookingParticipants.eventId))
    .where(
      and(
        eq(bookingParticipants.id, input.participantId),
        eq(bookingParticipants.eventId, input.eventId),
        inArray(bookings.status, [...CHECKED_IN_STATUSES]),
      ),
    );
  if (!traveller) return { ok: false, reason: "not-on-departure" };
  const from = addDays(traveller.startDate, -CHECK_IN_WINDOW_DAYS);
  const to = addDays(traveller.endDate, CHECK_IN_WINDOW_DAYS);
  const day = businessToday(timeZone, at);
  if (day < from || day > to) return { ok: false, reason: "outside-window", from, to };
  // One statement: insert, or replace only with a later mark (ties: the arrival wins).
  await db
    .insert(checkIns)
    .values({
      eventId: input.eventId,
      participantId: input.participantId,
      state: input.state,
      at,
      staffUserId: input.staffUserId,
      receivedAt: now,
    })
    .onConflictDoUpdate({
      target: [checkIns.eventId, checkIns.participantId],
      set: {
        state: sql`excluded.state`,
        at: sql`excluded.at`,
        staffUserId: sql`excluded.staff_user_id`,
        receivedAt: sql`excluded.received_at`,
      },
      setWhere: sql`excluded.at > ${checkIns.at} or (excluded.at = ${checkIns.at} and excluded.state = 'arrived')`,
    });
  const [record] = await db
    .select({ state: checkIns.state, at: checkIns.at })
    .from(checkIns)
    .where(and(eq(checkIns.eventId, input.eventId), eq(checkIns.participantId, input.participantId)));
  const { startDate: _start, endDate: _end, ...row } = traveller;
  return { ok: true, traveller: { ...row, state: record!.state as CheckInState, at: record!.at } };
}

/** An ISO 8601 instant with its offset ("2026-12-09T06:30:00.000Z", "...+05:30"); null for anything else. */
function parseMarkTime(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) return null;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** Per departure: travellers on it (paid bookings) and how many are marked arrived, for the Today screen. */
export async function checkInCounts(db: Database, eventIds: readonly number[]) {
  if (eventIds.length === 0) return [];
  const rows = await db
    .select({
      eventId: bookingParticipants.eventId,
      travellers: sql<number>`count(*)::int`,
      arrived: sql<number>`count(*) filter (where ${checkIns.state} = 'arrived')::int`,
      noShow: sql<number>`count(*) filter (where ${checkIns.state} = 'no_show')::int`,
    })
    .from(bookingParticipants)
    .innerJoin(bookings, eq(bookings.id, bookingParticipants.bookingId))
    .leftJoin(
      checkIns,
      and(eq(checkIns.participantId, bookingParticipants.id), eq(checkIns.eventId, bookingParticipants.eventId)),
    )
    .where(and(inArray(bookingParticipants.eventId, [...eventIds]), inArray(bookings.status, [...CHECKED_IN_STATUSES])))
    .groupBy(bookingParticipants.eventId);
  return rows.map((row) => ({
    eventId: row.eventId!,
    travellers: Number(row.travellers),
    arrived: Number(row.arrived),
    noShow: Number(row.noShow),
  }));
}
