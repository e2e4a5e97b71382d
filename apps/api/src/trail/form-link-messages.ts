// Each traveller's personal form link goes to their own phone (a child's: to the parent or guardian who
// booked them) through the outbox (transactional: the
// forms are about their safety on the trail). The first link of every traveller is sent by the message
// schedule's scan once their booking has money on it; staff send a fresh one from the back office.

import type { Database, Transaction } from "@parvat/db/client";
import { bookingParticipants, bookings, events, travellerForms, treks, users } from "@parvat/db/schema";
import type { IsoDate } from "@parvat/domain/business-dates";
import { dateInWords } from "@parvat/domain/money-words";
import { and, eq, gte, inArray, isNotNull, isNull } from "drizzle-orm";
import { recordAudit } from "../audit/audit.ts";
import { enqueueMessage } from "../messages/outbox.ts";
import { hashFormToken, issueFormLink, newFormToken } from "./traveller-forms.ts";

interface LinkMessage {
  participantId: number;
  bookingId: number;
  firstName: string;
  phone: string;
  trip: string;
  startDate: string;
}

/**
 * Queues the link's message; the key names the token's issue time, so each link goes once. A child's
 * link (a traveller booked with a guardian's declaration) goes to the booking's account, the parent
 * or guardian who fills it in, never to the child's own phone (docs/api.md, "Children").
 */
export async function queueFormLinkMessage(
  tx: Transaction | Database,
  message: LinkMessage & { token: string; issuedAt: Date; origin: string },
) {
  const key = `traveller-form-link:${message.participantId}:${message.issuedAt.getTime()}`;
  const link = `${message.origin}/forms/${message.token}`;
  const date = dateInWords(message.startDate);
  const guardian = await guardianRecipientOf(tx, message.participantId);
  if (guardian) {
    return enqueueMessage(tx, {
      template: "guardian-form-link",
      variables: { guardian: guardian.name, name: message.firstName, trip: message.trip, date, link },
      to: { accountId: guardian.accountId, phone: guardian.phone, email: guardian.email },
      bookingId: message.bookingId,
      transactional: true,
      key,
    });
  }
  return enqueueMessage(tx, {
    template: "traveller-form-link",
    variables: { name: message.firstName, trip: message.trip, date, link },
    to: { phone: message.phone },
    bookingId: message.bookingId,
    transactional: true,
    key,
  });
}

/** For a child booked with a guardian's declaration: the guardian's name and the booking's account to reach them by. */
async function guardianRecipientOf(tx: Transaction | Database, participantId: number) {
  const [row] = await tx
    .select({
      name: bookingParticipants.guardianName,
      accountId: bookings.userId,
      phone: users.phone,
      email: bookings.contactEmail,
    })
    .from(bookingParticipants)
    .innerJoin(bookings, eq(bookings.id, bookingParticipants.bookingId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(and(eq(bookingParticipants.id, participantId), isNotNull(bookingParticipants.guardianName)));
  return row?.name ? { ...row, name: row.name } : null;
}

/** Participants of paid bookings whose departure is ahead and who were never sent a link. */
function travellersWithoutLink(db: Database, today: IsoDate, limit: number) {
  return db
    .select({
      participantId: bookingParticipants.id,
      bookingId: bookings.id,
      firstName: bookingParticipants.firstName,
      phone: bookingParticipants.phone,
      trip: treks.name,
      startDate: events.startDate,
    })
    .from(bookingParticipants)
    .innerJoin(bookings, eq(bookings.id, bookingParticipants.bookingId))
    .innerJoin(events, eq(events.id, bookings.eventId))
    .innerJoin(treks, eq(treks.id, bookings.trekId))
    .leftJoin(travellerForms, eq(travellerForms.participantId, bookingParticipants.id))
    .where(
      and(
        inArray(bookings.status, ["part_paid", "confirmed"]),
        gte(events.startDate, today),
        isNull(travellerForms.id),
      ),
    )
    .orderBy(bookingParticipants.id)
    .limit(limit);
}

/**
 * Makes a traveller's form (empty) and sends them its first link, in the caller's transaction; answers
 * whether it did. The form row is created by an insert that does nothing when another server copy
 * made it first, and only the copy that made it sends: the token a traveller receives is always the
 * one stored.
 */
export async function sendFormLink(
  tx: Transaction,
  traveller: LinkMessage & { at: Date; origin: string },
): Promise<boolean> {
  const token = newFormToken();
  const made = await tx
    .insert(travellerForms)
    .values({
      participantId: traveller.participantId,
      bookingId: traveller.bookingId,
      tokenHash: hashFormToken(token),
      tokenIssuedAt: traveller.at,
    })
    .onConflictDoNothing({ target: travellerForms.participantId })
    .returning({ id: travellerForms.id });
  if (made.length === 0) return false;
  await queueFormLinkMessage(tx, { ...traveller, token, issuedAt: traveller.at });
  return true;
}

/** Sends every traveller of a paid booking who has no form yet their first link. */
export async function sendFirstFormLinks(
  { db, now, today, origin }: { db: Database; now: Date; today: IsoDate; origin: string },
  limit = 200,
): Promise<number> {
  let sent = 0;
  for (const traveller of await travellersWithoutLink(db, today, limit)) {
    if (await db.transaction((tx) => sendFormLink(tx, { ...traveller, at: now, origin }))) sent += 1;
  }
  return sent;
}

/**
 * The trip desk's fresh link for one traveller (the earlier one stops opening), sent to the traveller's
 * phone through the outbox and answered to copy; null for an unknown traveller. Audited without the link.
 */
export async function sendFreshFormLink(
  db: Database,
  { participantId, staffUserId, at, origin }: { participantId: number; staffUserId: number; at: Date; origin: string },
): Promise<{ token: string } | null> {
  return db.transaction(async (tx) => {
    const link = await issueFormLink(tx, participantId, at);
    if (!link) return null;
    await queueFormLinkMessage(tx, {
      ...link.participant,
      ...(await tripOfBooking(tx, link.participant.bookingId)),
      participantId,
      token: link.token,
      issuedAt: at,
      origin,
    });
    await recordAudit(tx, {
      staffUserId,
      action: "send-form-link",
      entity: "booking",
      entityId: String(link.participant.bookingId),
      before: null,
      after: { participantId },
    });
    return { token: link.token };
  });
}

/** The trip and start date a link's message names. */
export async function tripOfBooking(tx: Transaction | Database, bookingId: number) {
  const [row] = await tx
    .select({ trip: treks.name, startDate: events.startDate })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .innerJoin(treks, eq(treks.id, bookings.trekId))
    .where(eq(bookings.id, bookingId));
  return row ?? { trip: "your trip", startDate: "" };
}
