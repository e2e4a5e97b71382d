// Who may review a departure: the one rule behind the invitations (review-invites.ts) and behind
// every use of a link (reviews.ts), so that a traveller who did not go can never write a review.
//
// A traveller on a completed booking of a departure that has ended (its last day is before today in
// the business time zone), whom the trailhead check-in did not mark a no-show: a traveller marked
// arrived went, and one never marked is taken at the booking's word (not every departure checks in).
import type { Database, Transaction } from "@parvat/db/client";
import { bookingParticipants, bookings, checkIns, events, treks } from "@parvat/db/schema";
import type { IsoDate } from "@parvat/domain/business-dates";
import { and, eq, gte, inArray, isNotNull, lt, notExists, type SQL } from "drizzle-orm";

export interface EligibleTraveller {
  participantId: number;
  position: number;
  firstName: string;
  lastName: string;
  phone: string;
  bookingId: number;
  bookingReference: string;
  /** The booking's account: the lead traveller's messages may also go to its email. */
  accountId: number;
  contactEmail: string | null;
  eventId: number;
  startDate: IsoDate;
  endDate: IsoDate;
  trekId: number;
  trekName: string;
  /** Booked under 18 by a parent or lawful guardian: their phone gets no invitation (docs/api.md, "Children"). */
  bookedAsChild: boolean;
}

export interface EligibilityScope {
  today: IsoDate;
  /** Only departures that ended on or after this day (the invitation sweep's window). */
  endedSince?: IsoDate;
  eventIds?: readonly number[];
  participantId?: number;
}

/** The travellers who may review, in the scope asked for: on a completed booking of a departure that has ended, not marked a no-show. */
export function eligibleTravellers(db: Database | Transaction, scope: EligibilityScope): Promise<EligibleTraveller[]> {
  const conditions: (SQL | undefined)[] = [
    eq(bookings.status, "completed"),
    lt(events.endDate, scope.today),
    scope.endedSince ? gte(events.endDate, scope.endedSince) : undefined,
    scope.eventIds ? inArray(events.id, [...scope.eventIds]) : undefined,
    scope.participantId === undefined ? undefined : eq(bookingParticipants.id, scope.participantId),
    notExists(
      db
        .select({ one: checkIns.participantId })
        .from(checkIns)
        .where(
          and(
            eq(checkIns.participantId, bookingParticipants.id),
            eq(checkIns.eventId, events.id),
            eq(checkIns.state, "no_show"),
          ),
        ),
    ),
  ];
  return db
    .select({
      participantId: bookingParticipants.id,
      position: bookingParticipants.position,
      firstName: bookingParticipants.firstName,
      lastName: bookingParticipants.lastName,
      phone: bookingParticipants.phone,
      bookingId: bookings.id,
      bookingReference: bookings.reference,
      accountId: bookings.userId,
      contactEmail: bookings.contactEmail,
      eventId: events.id,
      startDate: events.startDate,
      endDate: events.endDate,
      trekId: treks.id,
      trekName: treks.name,
      bookedAsChild: isNotNull(bookingParticipants.guardianName).mapWith(Boolean),
    })
    .from(bookingParticipants)
    .innerJoin(bookings, eq(bookings.id, bookingParticipants.bookingId))
    .innerJoin(events, eq(events.id, bookings.eventId))
    .innerJoin(treks, eq(treks.id, events.trekId))
    .where(and(...conditions))
    .orderBy(events.id, bookings.id, bookingParticipants.position);
}

/** Whether the traveller of this booking participant may (still) review their departure. */
export async function isEligible(db: Database | Transaction, participantId: number, today: IsoDate): Promise<boolean> {
  return (await eligibleTravellers(db, { today, participantId })).length > 0;
}
