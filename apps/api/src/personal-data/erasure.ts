// A traveller erasing their account (docs/api.md, "A traveller's rights"): refused while a booking is
// in force or money is moving (the trip, its payment or its refund still needs them), otherwise, in
// one transaction with the code that confirms it, everything not kept by law is erased or
// pseudonymised. Kept, and why:
//   - tax documents (invoices, credit notes) as issued, and the billing details of their bookings:
//     CGST Act s.36 keeps accounts and records 72 months;
//   - the bookings, their amounts, statuses and the money ledger (payments, refunds, trip credit),
//     without the people's details: the same records of supply and money;
//   - the audit log and the log of staff reads of health data (who read what), which name no one.
// The account row stays, pseudonymised, since those records point to it; its phone is freed, so the
// number can log in again as a new account.
import type { Database, Transaction } from "@parvat/db/client";
import {
  authSessions,
  billingDetails,
  bookingParticipants,
  bookings,
  companyCancellationOffers,
  events,
  fitnessProofFiles,
  inquiries,
  mediaUploads,
  messagePreferences,
  messages,
  newsletterSubscribers,
  paymentRefunds,
  quotations,
  reviewImages,
  reviewInvites,
  reviews,
  savedTrips,
  taxDocuments,
  travellerForms,
  treks,
  users,
  waitlistEntries,
  waitlistOffers,
} from "@parvat/db/schema";
import { LIVE_BOOKING_STATUSES } from "@parvat/domain/booking";
import { and, eq, inArray, isNull, notExists, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Accounts } from "../accounts/accounts.ts";
import { recordAudit } from "../audit/audit.ts";
import { ERASED_FORM_ANSWERS } from "./retention.ts";

/** What stands in the way of an erasure, in words for the traveller. */
export interface ErasureBlocker {
  /** The booking's reference, when it is about a booking. */
  reference: string | null;
  reason: string;
}

/** How much was erased or pseudonymised: counts only, so that the audit log holds no personal data. */
export interface ErasureSummary {
  bookings: number;
  travellersPseudonymised: number;
  formsErased: number;
  fitnessFilesErased: number;
  billingDetailsErased: number;
  billingDetailsKept: number;
  taxDocumentsKept: number;
  reviewsAnonymised: number;
  reviewPhotosErased: number;
  waitlistEntriesRemoved: number;
  newsletterEntriesRemoved: number;
  enquiriesPseudonymised: number;
  messagesCancelled: number;
  messagesBlanked: number;
  sessionsEnded: number;
  savedTripsRemoved: number;
}

export type ErasureOutcome =
  | { ok: true; summary: ErasureSummary }
  | { ok: false; reason: "not-allowed"; blockers: ErasureBlocker[] }
  | { ok: false; reason: "code" }
  | { ok: false; reason: "gone" };

/** What a pseudonymised traveller is called; their phone becomes one of a number range no one holds. */
export const ERASED_NAME = { first: "Erased", last: "traveller" } as const;
/** How an anonymised review is signed. */
export const ANONYMOUS_REVIEWER = "A traveller who went";
/** Dates of birth are replaced by this one. */
export const ERASED_DOB = "1900-01-01";

/**
 * A participant's pseudonymous phone: +999 (no country has it) and the row's id, so that every
 * traveller's stays distinct as the per-departure unique keys ask.
 */
export const erasedPhone = (participantId: number) => `+999${String(participantId).padStart(11, "0")}`;
/** The account's phone once erased: not a number at all, so it can never be sent to or log in. */
export const erasedAccountPhone = (userId: number) => `erased:${userId}`;

/** Why the account cannot be erased now (empty: it can). Read in the erasure's transaction, or alone to tell the traveller. */
export async function erasureBlockers(db: Database | Transaction, userId: number): Promise<ErasureBlocker[]> {
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (!user) return [];
  const blockers: ErasureBlocker[] = [];
  if (user.role === "staff") {
    blockers.push({
      reference: null,
      reason: "This is a staff account: its changes are on the audit record. The owner removes staff accounts.",
    });
  }
  const inForce = await db
    .select({
      reference: bookings.reference,
      status: bookings.status,
      trip: sql<string>`coalesce(${treks.name}, ${quotations.tripTitle})`,
      startDate: sql<string | null>`coalesce(${events.startDate}, ${quotations.travelDate})`,
    })
    .from(bookings)
    .leftJoin(treks, eq(treks.id, bookings.trekId))
    .leftJoin(events, eq(events.id, bookings.eventId))
    .leftJoin(quotations, eq(quotations.id, bookings.quotationId))
    .where(and(eq(bookings.userId, userId), inArray(bookings.status, [...LIVE_BOOKING_STATUSES])))
    .orderBy(bookings.id);
  for (const booking of inForce) {
    const when = booking.startDate ? `, starting ${booking.startDate}` : "";
    const state =
      booking.status === "held"
        ? "is held and awaits payment"
        : booking.status === "part_paid"
          ? "is upcoming and has a balance to pay"
          : "is upcoming or under way";
    blockers.push({
      reference: booking.reference,
      reason: `Your booking ${booking.reference} (${booking.trip}${when}) ${state}: we need your details until the trip is over. Cancel it first, or erase your account after the trip.`,
    });
  }
  const refunds = await db
    .select({ reference: bookings.reference, amountPaise: paymentRefunds.amountPaise })
    .from(paymentRefunds)
    .innerJoin(bookings, eq(bookings.id, paymentRefunds.bookingId))
    .where(and(eq(bookings.userId, userId), eq(paymentRefunds.status, "pending")))
    .orderBy(paymentRefunds.id);
  for (const refund of refunds) {
    blockers.push({
      reference: refund.reference,
      reason: `A refund of ₹${(refund.amountPaise / 100).toLocaleString("en-IN")} on booking ${refund.reference} is still on its way to you. You can erase your account once it has arrived.`,
    });
  }
  const unanswered = await db
    .select({ reference: bookings.reference })
    .from(companyCancellationOffers)
    .innerJoin(bookings, eq(bookings.id, companyCancellationOffers.bookingId))
    .where(and(eq(bookings.userId, userId), isNull(companyCancellationOffers.choice)))
    .orderBy(companyCancellationOffers.id);
  for (const offer of unanswered) {
    blockers.push({
      reference: offer.reference,
      reason: `We cancelled the departure of booking ${offer.reference} and you have not yet chosen a refund or trip credit. Choose first, so the money reaches you.`,
    });
  }
  const offers = await db
    .select({ trip: treks.name, startDate: events.startDate })
    .from(waitlistOffers)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
    .innerJoin(treks, eq(treks.id, waitlistEntries.trekId))
    .innerJoin(events, eq(events.id, waitlistOffers.eventId))
    .where(and(eq(waitlistEntries.userId, userId), eq(waitlistOffers.status, "open")));
  for (const offer of offers) {
    blockers.push({
      reference: null,
      reason: `Seats on ${offer.trip} (starting ${offer.startDate}) are being kept for you from the waitlist. Take or decline the offer first.`,
    });
  }
  return blockers;
}

/**
 * Erases account `userId` when nothing stands in the way and `code` is the erasure code sent to its
 * phone. A wrong code counts against the code (and is kept), whatever else; nothing is erased then.
 */
export async function eraseAccount(
  { db, accounts }: { db: Database; accounts: Pick<Accounts, "takeCode"> },
  { userId, code, at }: { userId: number; code: number; at: Date },
): Promise<ErasureOutcome> {
  return db.transaction(async (tx): Promise<ErasureOutcome> => {
    // The account's row, locked: two erasures at once run one after the other.
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!user || user.erasedAt) return { ok: false, reason: "gone" };
    const blockers = await erasureBlockers(tx, userId);
    if (blockers.length > 0) return { ok: false, reason: "not-allowed", blockers };
    if (!(await accounts.takeCode(tx, user.phone, code, "erase-account"))) return { ok: false, reason: "code" };
    return { ok: true, summary: await erase(tx, user, at) };
  });
}

async function erase(tx: Transaction, user: typeof users.$inferSelect, at: Date): Promise<ErasureSummary> {
  const bookingRows = await tx
    .select({ id: bookings.id, contactEmail: bookings.contactEmail })
    .from(bookings)
    .where(eq(bookings.userId, user.id));
  const bookingIds = bookingRows.map((row) => row.id);
  const anyBooking = bookingIds.length > 0 ? inArray(bookings.id, bookingIds) : sql`false`;
  const ofBookings = (column: AnyPgColumn) => (bookingIds.length > 0 ? inArray(column, bookingIds) : sql`false`);

  const entryRows = await tx
    .select({ id: waitlistEntries.id, contactEmail: waitlistEntries.contactEmail })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.userId, user.id));
  const emails = [
    ...new Set(
      [...bookingRows, ...entryRows]
        .map((row) => row.contactEmail?.trim().toLowerCase())
        .filter((email): email is string => Boolean(email)),
    ),
  ];

  // The account holder's own reviews (through the invitations sent to its phone): anonymised, their
  // photos erased; the text and rating stay, as the trip's public record (docs/api.md).
  const ownReviews = await tx
    .select({ id: reviewInvites.reviewId })
    .from(reviewInvites)
    .where(and(ofBookings(reviewInvites.bookingId), eq(reviewInvites.travellerPhone, user.phone)));
  const reviewIds = ownReviews.map((row) => row.id).filter((id): id is number => id !== null);
  let reviewPhotosErased = 0;
  if (reviewIds.length > 0) {
    const photos = await tx
      .delete(reviewImages)
      .where(inArray(reviewImages.reviewId, reviewIds))
      .returning({ mediaId: reviewImages.mediaId });
    if (photos.length > 0) {
      await tx.delete(mediaUploads).where(
        inArray(
          mediaUploads.mediaId,
          photos.map((photo) => photo.mediaId),
        ),
      );
    }
    reviewPhotosErased = photos.length;
    await tx
      .update(reviews)
      .set({ userName: ANONYMOUS_REVIEWER, userPhotoId: null })
      .where(inArray(reviews.id, reviewIds));
  }

  // Every traveller of the account's bookings, as the account entered them.
  const travellers = await tx
    .update(bookingParticipants)
    .set({
      firstName: ERASED_NAME.first,
      lastName: ERASED_NAME.last,
      phone: sql`'+999' || lpad(${bookingParticipants.id}::text, 11, '0')`,
      dob: ERASED_DOB,
      // A child's guardian declaration names the guardian: it goes with the child's details.
      guardianName: null,
      guardianRelation: null,
      guardianDeclaredAt: null,
    })
    .where(ofBookings(bookingParticipants.bookingId))
    .returning({ id: bookingParticipants.id });
  await tx
    .update(reviewInvites)
    .set({
      travellerName: `${ERASED_NAME.first} ${ERASED_NAME.last}`,
      travellerPhone: sql`'+999' || lpad(${reviewInvites.participantId}::text, 11, '0')`,
    })
    .where(ofBookings(reviewInvites.bookingId));

  // Health and ID answers and fitness proofs, as the retention scan erases them (retention.ts).
  const forms = await tx
    .select({ id: travellerForms.id })
    .from(travellerForms)
    .where(ofBookings(travellerForms.bookingId));
  const formIds = forms.map((row) => row.id);
  let fitnessFilesErased = 0;
  if (formIds.length > 0) {
    const files = await tx
      .delete(fitnessProofFiles)
      .where(inArray(fitnessProofFiles.formId, formIds))
      .returning({ name: fitnessProofFiles.name });
    fitnessFilesErased = files.length;
    await tx
      .update(travellerForms)
      .set({
        ...ERASED_FORM_ANSWERS,
        undertakingAddress: null,
        personalDataErasedAt: sql`coalesce(${travellerForms.personalDataErasedAt}, ${at.toISOString()}::timestamptz)`,
        updatedAt: at,
      })
      .where(inArray(travellerForms.id, formIds));
  }

  // Billing details: kept where a tax document was issued on them (the document's basis), else erased.
  const withDocuments = tx.select().from(taxDocuments).where(eq(taxDocuments.bookingId, billingDetails.bookingId));
  const billingErased = await tx
    .delete(billingDetails)
    .where(and(ofBookings(billingDetails.bookingId), notExists(withDocuments)))
    .returning({ bookingId: billingDetails.bookingId });
  const billingKept = await tx
    .select({ bookingId: billingDetails.bookingId })
    .from(billingDetails)
    .where(ofBookings(billingDetails.bookingId));
  const documentsKept = await tx
    .select({ id: taxDocuments.id })
    .from(taxDocuments)
    .where(ofBookings(taxDocuments.bookingId));
  await tx.update(bookings).set({ contactEmail: null }).where(anyBooking);

  // Messages: those still to go are cancelled; every one's addresses and words are blanked (the
  // template, channel and times stay, which hold nothing of the person).
  const ofAccount = or(eq(messages.accountId, user.id), ofBookings(messages.bookingId));
  const cancelled = await tx
    .update(messages)
    .set({ status: "skipped", statusAt: at, lastError: "the account was erased" })
    .where(and(ofAccount, eq(messages.status, "queued")))
    .returning({ id: messages.id });
  const blanked = await tx
    .update(messages)
    .set({
      toPhone: null,
      toEmail: null,
      subject: null,
      body: null,
      variables: sql`(select coalesce(jsonb_object_agg(key, ''), '{}'::jsonb) from jsonb_each(${messages.variables}))`,
    })
    .where(ofAccount)
    .returning({ id: messages.id });

  const waitlistRemoved = await tx
    .delete(waitlistEntries)
    .where(eq(waitlistEntries.userId, user.id))
    .returning({ id: waitlistEntries.id });
  const newsletterRemoved =
    emails.length === 0
      ? []
      : await tx
          .delete(newsletterSubscribers)
          .where(inArray(sql`lower(${newsletterSubscribers.email})`, emails))
          .returning({ id: newsletterSubscribers.id });

  // Enquiries sent from the account or its phone: the people's details go, the trip desk's record stays.
  const enquiries = await tx
    .update(inquiries)
    .set({
      name: `${ERASED_NAME.first} ${ERASED_NAME.last}`,
      mobile: sql`'erased:' || ${inquiries.id}`,
      email: sql`'erased-' || ${inquiries.id} || '@erased.invalid'`,
      message: null,
      userId: null,
    })
    .where(or(eq(inquiries.userId, user.id), eq(inquiries.mobile, user.phone)))
    .returning({ id: inquiries.id });
  if (enquiries.length > 0) {
    await tx
      .update(quotations)
      .set({ name: `${ERASED_NAME.first} ${ERASED_NAME.last}` })
      .where(
        inArray(
          quotations.inquiryId,
          enquiries.map((row) => row.id),
        ),
      );
  }

  await tx.delete(messagePreferences).where(eq(messagePreferences.userId, user.id));
  const saved = await tx.delete(savedTrips).where(eq(savedTrips.userId, user.id)).returning({ id: savedTrips.trekId });
  const sessions = await tx
    .update(authSessions)
    .set({ revokedAt: at })
    .where(and(eq(authSessions.userId, user.id), isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id });
  await tx
    .update(users)
    .set({ phone: erasedAccountPhone(user.id), firstName: null, lastName: null, avatarId: null, erasedAt: at })
    .where(eq(users.id, user.id));

  const summary: ErasureSummary = {
    bookings: bookingIds.length,
    travellersPseudonymised: travellers.length,
    formsErased: formIds.length,
    fitnessFilesErased,
    billingDetailsErased: billingErased.length,
    billingDetailsKept: billingKept.length,
    taxDocumentsKept: documentsKept.length,
    reviewsAnonymised: reviewIds.length,
    reviewPhotosErased,
    waitlistEntriesRemoved: waitlistRemoved.length,
    newsletterEntriesRemoved: newsletterRemoved.length,
    enquiriesPseudonymised: enquiries.length,
    messagesCancelled: cancelled.length,
    messagesBlanked: blanked.length,
    sessionsEnded: sessions.length,
    savedTripsRemoved: saved.length,
  };
  // The traveller did it themselves: the account is the actor. Counts only, no personal data.
  await recordAudit(tx, {
    staffUserId: user.id,
    action: "erase-account",
    entity: "account",
    entityId: String(user.id),
    before: null,
    after: { erasedAt: at.toISOString(), ...summary },
  });
  return summary;
}
