// Everything the site holds about one account, as the account may see it (docs/api.md, "A traveller's
// rights"): the query myData answers it and GET /api/my-data.json serves the same object, so the
// download and the screen never disagree. Keys are the API's own (snake_case), values plain JSON.
//
// What belongs to the account: its own row, its bookings and what hangs on them (travellers as the
// account entered them, money, tax documents), its credit, waitlist entries, saved trips, the
// messages addressed to it, and enquiries sent from it or from its phone (the phone is proved by the
// login code). Health and ID answers are another person's unless they are the account holder's own:
// only the forms of travellers whose phone is the account's are opened here, ID numbers masked.
import type { Database } from "@parvat/db/client";
import {
  billingDetails,
  bookingParticipants,
  bookings,
  creditLedger,
  events,
  inquiries,
  messagePreferences,
  messages,
  newsletterSubscribers,
  paymentLedger,
  paymentRefunds,
  quotations,
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
import { maskIdNumber } from "@parvat/domain/traveller-forms";
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { DownloadLinks } from "../accounts/download-links.ts";
import { taxDocumentPdfPath } from "../tax/tax-documents.ts";
import { openFormAnswers } from "./sealed-forms.ts";

/** Where the JSON download is served (my-data-download.ts). */
export const MY_DATA_JSON_PATH = "/api/my-data.json";
/** The download of one account, as its signed link names it. */
export const myDataDownloadPath = (userId: number) => `${MY_DATA_JSON_PATH}?account=${userId}`;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export interface MyDataAccount {
  id: number;
  phone: string;
  first_name: string | null;
  last_name: string | null;
  /** The addresses the account gave (bookings' and waitlist entries' contact emails): accounts hold none of their own. */
  emails: string[];
  created_at: string;
}

export interface MyDataPreferences {
  /** false: never chosen; the defaults apply (WhatsApp first, nothing opted out). */
  chosen: boolean;
  preferred_channel: string;
  whatsapp_opt_out: boolean;
  sms_opt_out: boolean;
  email_opt_out: boolean;
  /** Consent withdrawn for messages that are not about money or safety (review invitations, thank-you notes). */
  marketing_opt_out: boolean;
}

export interface MyDataNewsletter {
  email: string;
  subscribed_at: string;
}

export interface MyDataTraveller {
  position: number;
  first_name: string;
  last_name: string;
  phone: string;
  dob: string;
  gender: string;
  /** For a traveller under 18: the parent or lawful guardian who declared it ("name (relation)"), and when. */
  guardian: string | null;
  guardian_declared_at: string | null;
}

export interface MyDataBooking {
  reference: string;
  trip: string;
  start_date: string | null;
  end_date: string | null;
  status: string;
  traveller_count: number;
  total_paise: number;
  paid_paise: number;
  contact_email: string | null;
  created_at: string;
  travellers: MyDataTraveller[];
}

export interface MyDataForm {
  booking_reference: string;
  traveller: string;
  emergency_name: string | null;
  emergency_phone: string | null;
  emergency_relation: string | null;
  medical_conditions: string | null;
  medicines: string | null;
  allergies: string | null;
  medical_notes: string | null;
  id_type: string | null;
  id_number_masked: string | null;
  fitness_proof_uploaded: boolean;
  fitness_status: string;
  /** When the answers were erased (retention after the trip, or the account's erasure); null: held. */
  erased_at: string | null;
}

export interface MyDataPayment {
  booking_reference: string;
  /** payment, refund or to_credit. */
  kind: string;
  amount_paise: number;
  method: string | null;
  method_detail: string | null;
  at: string;
}

export interface MyDataRefund {
  booking_reference: string;
  amount_paise: number;
  status: string;
  reason: string;
  requested_at: string;
  processed_at: string | null;
}

export interface MyDataTaxDocument {
  booking_reference: string;
  kind: string;
  number: string;
  issued_at: string;
  buyer_name: string;
  total_paise: number;
  /** A signed link to the PDF, valid a few minutes (accounts/download-links.ts). */
  pdf_url: string;
}

export interface MyDataBilling {
  booking_reference: string;
  legal_name: string;
  gstin: string | null;
  pan: string | null;
  address: string | null;
  state_code: string;
}

export interface MyDataCredit {
  kind: string;
  amount_paise: number;
  source: string | null;
  booking_reference: string | null;
  expires_at: string | null;
  at: string;
}

export interface MyDataWaitlistOffer {
  seats: number;
  status: string;
  offered_at: string;
  expires_at: string;
}

export interface MyDataWaitlistEntry {
  trip: string;
  start_date: string;
  travellers: number;
  status: string;
  contact_email: string | null;
  joined_at: string;
  ended_at: string | null;
  offers: MyDataWaitlistOffer[];
}

export interface MyDataReview {
  trip: string;
  star_rating: number;
  review: string;
  signed_as: string;
  status: string;
  submitted_at: string | null;
}

export interface MyDataQuotation {
  trip_title: string;
  travel_date: string;
  expiry_date: string;
  /** The quotation's page. */
  path: string;
}

export interface MyDataEnquiry {
  reference: string;
  kind: string;
  name: string;
  mobile: string;
  email: string;
  travel_date: string | null;
  travellers: number;
  message: string | null;
  status: string;
  created_at: string;
  quotations: MyDataQuotation[];
}

export interface MyDataMessage {
  template: string;
  /** Null until sent (or when it was skipped). */
  channel: string | null;
  status: string;
  booking_reference: string | null;
  queued_at: string;
  sent_at: string | null;
}

export interface MyDataSavedTrip {
  trip: string;
  saved_at: string;
}

export interface MyData {
  generated_at: string;
  account: MyDataAccount;
  message_preferences: MyDataPreferences;
  newsletter: MyDataNewsletter[];
  bookings: MyDataBooking[];
  traveller_forms: MyDataForm[];
  payments: MyDataPayment[];
  refunds: MyDataRefund[];
  tax_documents: MyDataTaxDocument[];
  billing_details: MyDataBilling[];
  trip_credit: MyDataCredit[];
  waitlist: MyDataWaitlistEntry[];
  reviews: MyDataReview[];
  enquiries: MyDataEnquiry[];
  messages: MyDataMessage[];
  saved_trips: MyDataSavedTrip[];
}

/** Null when the account does not exist or was erased. */
export async function collectMyData(
  db: Database,
  userId: number,
  { links, now }: { links: DownloadLinks; now: Date },
): Promise<MyData | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || user.erasedAt) return null;

  const bookingRows = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      trip: sql<string>`coalesce(${treks.name}, ${quotations.tripTitle})`,
      startDate: events.startDate,
      endDate: events.endDate,
      status: bookings.status,
      travellerCount: bookings.travellerCount,
      totalPaise: bookings.totalPaise,
      paidPaise: bookings.paidPaise,
      contactEmail: bookings.contactEmail,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .leftJoin(treks, eq(treks.id, bookings.trekId))
    .leftJoin(events, eq(events.id, bookings.eventId))
    .leftJoin(quotations, eq(quotations.id, bookings.quotationId))
    .where(eq(bookings.userId, userId))
    .orderBy(asc(bookings.id));
  const bookingIds = bookingRows.map((row) => row.id);
  const referenceOf = new Map(bookingRows.map((row) => [row.id, row.reference]));
  const reference = (id: number | null) => (id === null ? null : (referenceOf.get(id) ?? null));
  const ofBookings = <T>(load: () => Promise<T[]>) => (bookingIds.length === 0 ? Promise.resolve([] as T[]) : load());

  const [participants, forms, ledger, refunds, documents, billing] = await Promise.all([
    ofBookings(() =>
      db
        .select()
        .from(bookingParticipants)
        .where(inArray(bookingParticipants.bookingId, bookingIds))
        .orderBy(asc(bookingParticipants.bookingId), asc(bookingParticipants.position)),
    ),
    ofBookings(() =>
      db
        .select({ form: travellerForms, participant: bookingParticipants })
        .from(travellerForms)
        .innerJoin(bookingParticipants, eq(bookingParticipants.id, travellerForms.participantId))
        .where(and(inArray(travellerForms.bookingId, bookingIds), eq(bookingParticipants.phone, user.phone)))
        .orderBy(asc(travellerForms.id)),
    ),
    ofBookings(() =>
      db
        .select()
        .from(paymentLedger)
        .where(inArray(paymentLedger.bookingId, bookingIds))
        .orderBy(asc(paymentLedger.at), asc(paymentLedger.id)),
    ),
    ofBookings(() =>
      db
        .select()
        .from(paymentRefunds)
        .where(inArray(paymentRefunds.bookingId, bookingIds))
        .orderBy(asc(paymentRefunds.id)),
    ),
    ofBookings(() =>
      db.select().from(taxDocuments).where(inArray(taxDocuments.bookingId, bookingIds)).orderBy(asc(taxDocuments.id)),
    ),
    ofBookings(() => db.select().from(billingDetails).where(inArray(billingDetails.bookingId, bookingIds))),
  ]);

  const [preferences] = await db.select().from(messagePreferences).where(eq(messagePreferences.userId, userId));
  const credit = await db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.accountId, userId))
    .orderBy(asc(creditLedger.at), asc(creditLedger.id));
  const entries = await db
    .select({ entry: waitlistEntries, trip: treks.name, startDate: events.startDate })
    .from(waitlistEntries)
    .innerJoin(treks, eq(treks.id, waitlistEntries.trekId))
    .innerJoin(events, eq(events.id, waitlistEntries.eventId))
    .where(eq(waitlistEntries.userId, userId))
    .orderBy(asc(waitlistEntries.id));
  const offers =
    entries.length === 0
      ? []
      : await db
          .select()
          .from(waitlistOffers)
          .where(
            inArray(
              waitlistOffers.entryId,
              entries.map((row) => row.entry.id),
            ),
          )
          .orderBy(asc(waitlistOffers.id));
  // The account holder's own reviews: those written through the invitations sent to its phone.
  const reviewRows = await ofBookings(() =>
    db
      .select({ review: reviews, trip: treks.name })
      .from(reviewInvites)
      .innerJoin(reviews, eq(reviews.id, reviewInvites.reviewId))
      .innerJoin(treks, eq(treks.id, reviews.trekId))
      .where(and(inArray(reviewInvites.bookingId, bookingIds), eq(reviewInvites.travellerPhone, user.phone)))
      .orderBy(asc(reviews.id)),
  );
  const enquiryRows = await db
    .select()
    .from(inquiries)
    .where(or(eq(inquiries.userId, userId), eq(inquiries.mobile, user.phone)))
    .orderBy(asc(inquiries.id));
  const quotationRows =
    enquiryRows.length === 0
      ? []
      : await db
          .select()
          .from(quotations)
          .where(
            inArray(
              quotations.inquiryId,
              enquiryRows.map((row) => row.id),
            ),
          )
          .orderBy(asc(quotations.id));
  const messageRows = await db
    .select()
    .from(messages)
    .where(eq(messages.accountId, userId))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  const saved = await db
    .select({ trip: treks.name, savedAt: savedTrips.createdAt })
    .from(savedTrips)
    .innerJoin(treks, eq(treks.id, savedTrips.trekId))
    .where(eq(savedTrips.userId, userId))
    .orderBy(asc(savedTrips.createdAt));

  const emails = [
    ...new Set(
      [...bookingRows.map((row) => row.contactEmail), ...entries.map((row) => row.entry.contactEmail)]
        .filter((email): email is string => Boolean(email))
        .map((email) => email.trim().toLowerCase()),
    ),
  ].sort();
  const newsletter =
    emails.length === 0
      ? []
      : await db
          .select()
          .from(newsletterSubscribers)
          .where(inArray(sql`lower(${newsletterSubscribers.email})`, emails))
          .orderBy(asc(newsletterSubscribers.id));

  const optedOut = {
    whatsapp: preferences?.whatsappOptOut ?? false,
    sms: preferences?.smsOptOut ?? false,
    email: preferences?.emailOptOut ?? false,
  };
  return {
    generated_at: now.toISOString(),
    account: {
      id: user.id,
      phone: user.phone,
      first_name: user.firstName,
      last_name: user.lastName,
      emails,
      created_at: user.createdAt.toISOString(),
    },
    message_preferences: {
      chosen: preferences !== undefined,
      preferred_channel: preferences?.preferredChannel ?? "whatsapp",
      whatsapp_opt_out: optedOut.whatsapp,
      sms_opt_out: optedOut.sms,
      email_opt_out: optedOut.email,
      marketing_opt_out: preferences?.marketingOptOut ?? false,
    },
    newsletter: newsletter.map((row) => ({ email: row.email, subscribed_at: row.createdAt.toISOString() })),
    bookings: bookingRows.map((row) => ({
      reference: row.reference,
      trip: row.trip,
      start_date: row.startDate,
      end_date: row.endDate,
      status: row.status,
      traveller_count: row.travellerCount,
      total_paise: row.totalPaise,
      paid_paise: row.paidPaise,
      contact_email: row.contactEmail,
      created_at: row.createdAt.toISOString(),
      travellers: participants
        .filter((traveller) => traveller.bookingId === row.id)
        .map((traveller) => ({
          position: traveller.position,
          first_name: traveller.firstName,
          last_name: traveller.lastName,
          phone: traveller.phone,
          dob: traveller.dob,
          gender: traveller.gender,
          guardian:
            traveller.guardianName === null ? null : `${traveller.guardianName} (${traveller.guardianRelation})`,
          guardian_declared_at: traveller.guardianDeclaredAt?.toISOString() ?? null,
        })),
    })),
    traveller_forms: forms.map(({ form: sealed, participant }) => {
      const form = openFormAnswers(sealed);
      return {
        booking_reference: reference(form.bookingId)!,
        traveller: `${participant.firstName} ${participant.lastName}`,
        emergency_name: form.emergencyName,
        emergency_phone: form.emergencyPhone,
        emergency_relation: form.emergencyRelation,
        medical_conditions: form.medicalConditions,
        medicines: form.medicines,
        allergies: form.allergies,
        medical_notes: form.medicalNotes,
        id_type: form.idType,
        id_number_masked: form.idNumber ? maskIdNumber(form.idType, form.idNumber) : null,
        fitness_proof_uploaded: form.fitnessFile !== null,
        fitness_status: form.fitnessStatus,
        erased_at: iso(form.personalDataErasedAt),
      };
    }),
    payments: ledger.map((row) => ({
      booking_reference: reference(row.bookingId)!,
      kind: row.kind,
      amount_paise: row.amountPaise,
      method: row.method,
      method_detail: row.methodDetail,
      at: row.at.toISOString(),
    })),
    refunds: refunds.map((row) => ({
      booking_reference: reference(row.bookingId)!,
      amount_paise: row.amountPaise,
      status: row.status,
      reason: row.reason,
      requested_at: row.createdAt.toISOString(),
      processed_at: iso(row.processedAt),
    })),
    tax_documents: documents.map((row) => ({
      booking_reference: reference(row.bookingId)!,
      kind: row.kind,
      number: row.number,
      issued_at: row.issuedAt.toISOString(),
      buyer_name: row.buyerName,
      total_paise: row.totalPaise,
      pdf_url: links.sign(taxDocumentPdfPath(row.id)),
    })),
    billing_details: billing.map((row) => ({
      booking_reference: reference(row.bookingId)!,
      legal_name: row.legalName,
      gstin: row.gstin,
      pan: row.pan,
      address: row.address,
      state_code: row.stateCode,
    })),
    trip_credit: credit.map((row) => ({
      kind: row.kind,
      amount_paise: row.amountPaise,
      source: row.source,
      booking_reference: reference(row.bookingId),
      expires_at: iso(row.expiresAt),
      at: row.at.toISOString(),
    })),
    waitlist: entries.map(({ entry, trip, startDate }) => ({
      trip,
      start_date: startDate,
      travellers: entry.travellers,
      status: entry.status,
      contact_email: entry.contactEmail,
      joined_at: entry.joinedAt.toISOString(),
      ended_at: iso(entry.endedAt),
      offers: offers
        .filter((offer) => offer.entryId === entry.id)
        .map((offer) => ({
          seats: offer.seats,
          status: offer.status,
          offered_at: offer.offeredAt.toISOString(),
          expires_at: offer.expiresAt.toISOString(),
        })),
    })),
    reviews: reviewRows.map(({ review, trip }) => ({
      trip,
      star_rating: review.starRating,
      review: review.review,
      signed_as: review.userName,
      status: review.status,
      submitted_at: iso(review.submittedAt),
    })),
    enquiries: enquiryRows.map((row) => ({
      reference: row.reference,
      kind: row.kind,
      name: row.name,
      mobile: row.mobile,
      email: row.email,
      travel_date: row.travelDate,
      travellers: row.travellers,
      message: row.message,
      status: row.status,
      created_at: row.createdAt.toISOString(),
      quotations: quotationRows
        .filter((quotation) => quotation.inquiryId === row.id)
        .map((quotation) => ({
          trip_title: quotation.tripTitle,
          travel_date: quotation.travelDate,
          expiry_date: quotation.expiryDate,
          path: `/quotations/${encodeURIComponent(row.slug)}/quotation/${encodeURIComponent(quotation.slug)}`,
        })),
    })),
    messages: messageRows.map((row) => ({
      template: row.template,
      channel: row.channel,
      status: row.status,
      booking_reference: reference(row.bookingId),
      queued_at: row.createdAt.toISOString(),
      sent_at: iso(row.sentAt),
    })),
    saved_trips: saved.map((row) => ({ trip: row.trip, saved_at: row.savedAt.toISOString() })),
  };
}
