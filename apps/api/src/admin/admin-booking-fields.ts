// Bookings and manifests in the back office (docs/api.md, "Back office"): the
// GraphQL side of admin-bookings.ts, staff only (requireStaff first in every resolver).
//   adminBookings(filter, page)          search: reference (or its start), trip, departure, status, phone (booker's or a traveller's), dates
//   adminBooking(id)                     travellers with ages, ledger, refunds, status history, audit, the rule's refund
//   adminRecordOfflinePayment(...)       money by bank transfer, UPI, cheque or cash into the same ledger
//   adminRecordOfflineRefund(...)        a hand-paid refund of money taken by hand
//   adminCancelBooking(id, refund, reason)  the rule's refund, or the desk's amount (audited either way)
//   adminManifest(eventId)               everyone travelling on a departure, with age, gender and phone
// The manifest's CSV is made in the browser from adminManifest (components/admin/bookings/manifest-csv.ts).
import { type BookingStatus, GENDER_LABELS, isLiveStatus } from "@parvat/domain/booking";
import { BOOKING_REFERENCE_HELP, bookingReferencePrefixes } from "@parvat/domain/booking-reference";
import type { IsoDate } from "@parvat/domain/business-dates";
import { formatPaise } from "@parvat/domain/money-words";
import { OFFLINE_PAYMENT_METHODS, offlinePaymentReference } from "@parvat/domain/payment-methods";
import { requireStaff } from "../accounts/require-viewer.ts";
import { rowIdOf } from "../arguments.ts";
import { cancelAsTripDesk } from "../booking-lifecycle/cancel.ts";
import { GuardianDeclarationRef, guardianOfRow } from "../bookings/booking-fields.ts";
import { builder, type SchemaTypes } from "../builder.ts";
import type { Context } from "../context.ts";
import { UserError } from "../errors.ts";
import { BookingCancellation } from "../payments/payment-fields.ts";
import { paymentsOf } from "../payments/payments-context.ts";
import { secondFactorAgain } from "../second-factor/second-factor.ts";
import { receiptTaxRefusal } from "../tax/receipt-tax.ts";
import {
  type AdminBookingDetail,
  type AdminBookingFilter,
  type AdminBookingPage,
  type AdminBookingRow,
  type AdminParts,
  type AdminTraveller,
  bookingDetail,
  isBookingStatus,
  type Manifest,
  type ManifestRow,
  manifestOf,
  NOTE_MAX_LENGTH,
  OFFLINE_REFERENCE,
  recordOfflinePayment,
  recordOfflineRefund,
  searchBookings,
} from "./admin-bookings.ts";
import { AdminAuditChange } from "./audit-fields.ts";

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

type FieldBuilder<T> = PothosSchemaTypes.ObjectFieldBuilder<PothosSchemaTypes.ExtendDefaultTypes<SchemaTypes>, T>;

/** The list's fields, shared by the list's rows and the whole booking. */
function summaryFields<T extends AdminBookingRow>(t: FieldBuilder<T>) {
  return {
    id: t.int({ resolve: (row) => row.id }),
    reference: t.string({ resolve: (row) => row.reference }),
    status: t.string({
      description: "held | part_paid | confirmed | completed | expired | cancelled.",
      resolve: (row) => row.status,
    }),
    trip_name: t.string({
      description: "The trek's name, or a quotation's trip title.",
      resolve: (row) => row.tripName,
    }),
    start_date: t.field({ type: "Date", resolve: (row) => row.startDate }),
    event_id: t.int({ nullable: true, description: "Null for a quotation's booking.", resolve: (row) => row.eventId }),
    traveller_count: t.int({ resolve: (row) => row.travellerCount }),
    total_paise: t.int({ resolve: (row) => row.totalPaise }),
    paid_paise: t.int({ resolve: (row) => row.paidPaise }),
    booker_name: t.string({
      nullable: true,
      description: "The account's name, or traveller 1's when the account has none; null when neither is known.",
      resolve: (row) => row.bookerName,
    }),
    booker_phone: t.string({ description: "E.164.", resolve: (row) => row.bookerPhone }),
    created_at: t.string({ description: "ISO 8601.", resolve: (row) => row.createdAt.toISOString() }),
  };
}

const AdminBookingSummary = builder.objectRef<AdminBookingRow>("AdminBookingSummary").implement({
  description: "A booking in the trip desk's list.",
  fields: (t) => summaryFields(t),
});

const AdminBookingPageRef = builder.objectRef<AdminBookingPage>("AdminBookingPage").implement({
  description: "One page of bookings, newest first, and how many match in all.",
  fields: (t) => ({
    items: t.field({ type: [AdminBookingSummary], resolve: (page) => page.rows }),
    total: t.exposeInt("total"),
    page: t.exposeInt("page"),
    page_size: t.exposeInt("pageSize"),
  }),
});

const AdminTravellerRef = builder.objectRef<AdminTraveller>("AdminTraveller").implement({
  description: "A traveller of a booking, with the age on the trip's start date.",
  fields: (t) => ({
    position: t.exposeInt("position"),
    first_name: t.exposeString("firstName"),
    last_name: t.exposeString("lastName"),
    phone: t.exposeString("phone", { description: "E.164." }),
    dob: t.field({ type: "Date", resolve: (row) => row.dob }),
    age: t.exposeInt("age"),
    gender: t.exposeString("gender"),
    gender_label: t.string({ resolve: (row) => GENDER_LABELS[row.gender] }),
    guardian: t.field({ type: GuardianDeclarationRef, nullable: true, resolve: guardianOfRow }),
  }),
});

type LedgerRow = AdminBookingDetail["ledger"][number];
const AdminLedgerEntry = builder.objectRef<LedgerRow>("AdminLedgerEntry").implement({
  description: "Money that moved on a booking: a captured payment or a processed refund (the ledger).",
  fields: (t) => ({
    id: t.exposeInt("id"),
    kind: t.exposeString("kind", { description: "payment | refund." }),
    provider: t.exposeString("provider", { description: "sandbox | razorpay | offline (taken by hand)." }),
    provider_id: t.exposeString("providerId", {
      description: "The gateway's id (pay_..., rfnd_...), or the bank reference / receipt number of money by hand.",
    }),
    method: t.exposeString("method", { nullable: true, description: "upi, card, ..., bank_transfer, cash." }),
    amount_paise: t.exposeInt("amountPaise"),
    at: t.string({ resolve: (row) => iso(row.at)! }),
  }),
});

type RefundRow = AdminBookingDetail["refunds"][number];
const AdminRefund = builder.objectRef<RefundRow>("AdminRefund").implement({
  description: "A refund asked for (of the gateway, or by hand for money taken by hand) and where it stands.",
  fields: (t) => ({
    id: t.exposeInt("id"),
    provider: t.exposeString("provider"),
    amount_paise: t.exposeInt("amountPaise"),
    reason: t.exposeString("reason", { description: "cancellation | late-capture | overpayment." }),
    status: t.exposeString("status", { description: "pending | processed | failed." }),
    failure: t.string({
      nullable: true,
      description:
        'Why a failed refund failed, in the gateway\'s words ("Razorpay refused the refund: ..."): the money is still owed, for the trip desk to pay by hand. Null unless failed.',
      resolve: (row) =>
        row.status === "failed" ? (row.lastError ?? "The gateway could not process the refund") : null,
    }),
    by_hand: t.boolean({
      description: "Money taken by hand goes back by hand: record it with adminRecordOfflineRefund.",
      resolve: (row) => row.provider === "offline",
    }),
    created_at: t.string({ resolve: (row) => iso(row.createdAt)! }),
    processed_at: t.string({ nullable: true, resolve: (row) => iso(row.processedAt) }),
  }),
});

type HistoryRow = AdminBookingDetail["history"][number];
const AdminStatusChange = builder.objectRef<HistoryRow>("AdminStatusChange").implement({
  description: "A change of a booking's status, with its time and cause.",
  fields: (t) => ({
    from_status: t.exposeString("fromStatus", { nullable: true }),
    to_status: t.exposeString("toStatus"),
    at: t.string({ resolve: (row) => iso(row.at)! }),
    cause: t.exposeString("cause"),
  }),
});

type AuditRowView = AdminBookingDetail["audit"][number];
const AdminBookingAudit = builder.objectRef<AuditRowView>("AdminBookingAudit").implement({
  description: "A staff change to the booking (its audit rows), newest first.",
  fields: (t) => ({
    at: t.string({ resolve: (row) => row.at.toISOString() }),
    action: t.exposeString("action"),
    staff_name: t.exposeString("staffName"),
    changes: t.field({
      type: [AdminAuditChange],
      description: "Each field that changed, in words.",
      resolve: (row) => row.changes,
    }),
    after_json: t.string({ nullable: true, resolve: (row) => (row.after === null ? null : JSON.stringify(row.after)) }),
  }),
});

export const AdminBookingRef = builder.objectRef<AdminBookingDetail>("AdminBooking").implement({
  description: "A booking as the trip desk sees it: travellers, money, history. Amounts in paise.",
  fields: (t) => ({
    ...summaryFields(t),
    trek_id: t.exposeInt("trekId", { nullable: true }),
    package_name: t.exposeString("packageName", { nullable: true }),
    quotation_slug: t.exposeString("quotationSlug", { nullable: true }),
    price_per_person_paise: t.exposeInt("pricePerPersonPaise"),
    discount_paise: t.exposeInt("discountPaise"),
    gst_percent: t.exposeInt("gstPercent"),
    gst_paise: t.exposeInt("gstPaise"),
    due_paise: t.int({
      description: "What is still owed while the booking is live; 0 for an expired, cancelled or completed one.",
      resolve: (row) => (isLiveStatus(row.status as BookingStatus) ? Math.max(0, row.totalPaise - row.paidPaise) : 0),
    }),
    booking_amount_paise: t.exposeInt("bookingAmountPaise", { nullable: true }),
    hold_expires_at: t.string({ nullable: true, resolve: (row) => iso(row.holdExpiresAt) }),
    contact_email: t.exposeString("contactEmail", { nullable: true }),
    travellers: t.field({ type: [AdminTravellerRef], resolve: (row) => row.travellers }),
    ledger: t.field({ type: [AdminLedgerEntry], description: "Oldest first.", resolve: (row) => row.ledger }),
    refunds: t.field({ type: [AdminRefund], description: "Oldest first.", resolve: (row) => row.refunds }),
    cancelled: t.field({
      type: BookingCancellation,
      nullable: true,
      description: "How it was cancelled: by whom, the tier or the desk's reason, what was kept and refunded.",
      resolve: (row) => row.cancelled,
    }),
    history: t.field({ type: [AdminStatusChange], description: "Oldest first.", resolve: (row) => row.history }),
    audit: t.field({ type: [AdminBookingAudit], resolve: (row) => row.audit }),
    rule_refund_paise: t.exposeInt("ruleRefundPaise", {
      description: "What cancelling now refunds by the trip's cancellation tiers (0 when nothing was paid).",
    }),
    rule_text: t.exposeString("ruleText", { description: "The rule that applies now, in words." }),
  }),
});

export const AdminManifestTraveller = builder.objectRef<ManifestRow>("AdminManifestTraveller").implement({
  description: "A traveller on a departure's manifest.",
  fields: (t) => ({
    reference: t.exposeString("reference", { description: "The booking's reference." }),
    booking_id: t.exposeInt("bookingId"),
    status: t.exposeString("status"),
    first_name: t.exposeString("firstName"),
    last_name: t.exposeString("lastName"),
    age: t.exposeInt("age", { description: "Whole years on the start date." }),
    gender: t.exposeString("gender"),
    gender_label: t.string({ resolve: (row) => GENDER_LABELS[row.gender] }),
    phone: t.exposeString("phone", { description: "E.164." }),
    guardian: t.field({
      type: GuardianDeclarationRef,
      nullable: true,
      description: "A traveller booked under 18: the parent or lawful guardian who booked them.",
      resolve: guardianOfRow,
    }),
  }),
});

export const AdminManifestRef = builder.objectRef<Manifest>("AdminManifest").implement({
  description: "Everyone travelling on a departure: the travellers of its held, part-paid and confirmed bookings.",
  fields: (t) => ({
    event_id: t.exposeInt("eventId"),
    trip_name: t.exposeString("tripName"),
    start_date: t.field({ type: "Date", resolve: (row) => row.startDate }),
    end_date: t.field({ type: "Date", resolve: (row) => row.endDate }),
    capacity: t.exposeInt("capacity"),
    seats_left: t.exposeInt("availableSeats"),
    travellers: t.field({ type: [AdminManifestTraveller], resolve: (row) => row.rows }),
  }),
});

const AdminBookingFilterRef = builder.inputType("AdminBookingFilter", {
  description: "Every field optional; they combine with AND.",
  fields: (t) => ({
    reference: t.string({
      required: false,
      description:
        'A booking reference or its first characters, in any case, with or without "PJ-" ("PJ-7K3M9Q", "pj-7k3", "7K3M"). BAD_USER_INPUT (field reference) for anything a reference cannot hold.',
    }),
    trekId: t.id({ required: false }),
    eventId: t.id({ required: false }),
    status: t.string({ required: false, description: "One of BookingStatus's values." }),
    phone: t.string({
      required: false,
      description: "Any part of a phone number (digits compared): booker or traveller.",
    }),
    from: t.field({ type: "Date", required: false, description: "Trips starting on or after." }),
    to: t.field({ type: "Date", required: false, description: "Trips starting on or before." }),
  }),
});

function requiredId(id: string | number, field: string): number {
  const value = rowIdOf(id);
  if (value === null) throw new UserError("We could not find this.", { code: "NOT_FOUND", field });
  return value;
}

function filterOf(input: {
  reference?: string | null;
  trekId?: string | number | null;
  eventId?: string | number | null;
  status?: string | null;
  phone?: string | null;
  from?: IsoDate | null;
  to?: IsoDate | null;
}): AdminBookingFilter {
  const status = input.status?.trim() || null;
  if (status !== null && !isBookingStatus(status)) {
    throw new UserError("Choose a booking status from the list.", { code: "BAD_USER_INPUT", field: "status" });
  }
  const id = (value: string | number | null | undefined, field: string) => {
    if (value === null || value === undefined || value === "") return null;
    const parsed = rowIdOf(value);
    if (parsed === null) throw new UserError("Not an id.", { code: "BAD_USER_INPUT", field });
    return parsed;
  };
  const reference = input.reference?.trim() || null;
  if (reference !== null && !bookingReferencePrefixes(reference)) {
    throw new UserError(BOOKING_REFERENCE_HELP, {
      code: "BAD_USER_INPUT",
      field: "reference",
    });
  }
  return {
    reference,
    trekId: id(input.trekId, "trekId"),
    eventId: id(input.eventId, "eventId"),
    status,
    phone: input.phone?.slice(0, 40) ?? null,
    from: input.from ?? null,
    to: input.to ?? null,
  };
}

function partsOf(context: Context): AdminParts {
  const { request } = paymentsOf(context);
  return { db: context.db, log: context.log, now: request.now, timeZone: request.timeZone, wake: request.wake };
}

async function detailOrThrow(context: Context, bookingId: number): Promise<AdminBookingDetail> {
  const detail = await bookingDetail(context.db, bookingId, context.today);
  if (!detail) throw new UserError("We could not find this booking.", { code: "NOT_FOUND", field: "bookingId" });
  return detail;
}

const rupees = (paise: number) => formatPaise(paise);

builder.queryField("adminBookings", (t) =>
  t.field({
    type: AdminBookingPageRef,
    description:
      "Staff only: bookings newest first, 25 a page, filtered by reference (whole or its first characters, any case), trip, departure, status, phone (the booker's or any traveller's, any part of the number) and the trip's start date. BAD_USER_INPUT for an unknown status or a reference with other characters.",
    args: {
      filter: t.arg({ type: AdminBookingFilterRef, required: false }),
      page: t.arg.int({ required: false, defaultValue: 1 }),
    },
    resolve: (_root, { filter, page }, context) => {
      requireStaff(context);
      return searchBookings(context.db, filterOf(filter ?? {}), Math.min(Math.max(page ?? 1, 1), 10_000));
    },
  }),
);

builder.queryField("adminBooking", (t) =>
  t.field({
    type: AdminBookingRef,
    nullable: true,
    description: "Staff only: one booking, whole; null when unknown.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => {
      requireStaff(context);
      const bookingId = rowIdOf(id);
      return bookingId ? bookingDetail(context.db, bookingId, context.today) : null;
    },
  }),
);

builder.queryField("adminManifest", (t) =>
  t.field({
    type: AdminManifestRef,
    nullable: true,
    description:
      "Staff only: a departure's manifest (travellers of live bookings); null when the departure is unknown.",
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_root, { eventId }, context) => {
      requireStaff(context);
      const id = rowIdOf(eventId);
      return id ? manifestOf(context.db, id) : null;
    },
  }),
);

const OfflineMethodRef = builder.enumType("OfflinePaymentMethod", {
  description:
    "How money taken by hand came: bank_transfer (reference: the UTR), upi (the 12-digit UPI transaction reference), cheque (the 6-digit cheque number, with `bank`), cash (the receipt's number).",
  values: OFFLINE_PAYMENT_METHODS,
});

function referenceOf(value: string): string {
  const reference = value.trim();
  if (!OFFLINE_REFERENCE.test(reference)) {
    throw new UserError("Enter the bank reference (UTR) or receipt number: 3 to 64 letters, digits, / _ or -.", {
      code: "BAD_USER_INPUT",
      field: "reference",
    });
  }
  return reference;
}

builder.mutationField("adminRecordOfflinePayment", (t) =>
  t.field({
    changesPublicAnswers: true,
    type: AdminBookingRef,
    description:
      "Staff only: money received by bank transfer, UPI, a cleared cheque or in cash, recorded in the booking's ledger as a captured payment; paid and status follow as for an online payment (held -> part_paid or confirmed). At most what is due; a held booking must reach its booking amount. Each method's reference has its own shape (OfflinePaymentMethod); a cheque's is stored with its bank (\"004512 HDFC BANK\"). On a trip abroad the money received is amountPaise plus its TCS (its invoice, invoices(bookingId), shows it; adminTcsQuote tells it before). Refusals: NOT_FOUND, BOOKING_NOT_PAYABLE, BAD_USER_INPUT (amountPaise, reference of the wrong shape or already recorded, bank missing for a cheque or given for another method, note too long), PAN_REQUIRED and BILLING_ADDRESS_REQUIRED (adminSetBillingDetails first). Audited.",
    args: {
      bookingId: t.arg.id({ required: true }),
      amountPaise: t.arg.int({ required: true }),
      method: t.arg({ type: OfflineMethodRef, required: true }),
      reference: t.arg.string({
        required: true,
        description: "The UTR, the UPI transaction reference, the cheque's number or the cash receipt's number.",
      }),
      bank: t.arg.string({ required: false, description: "A cheque's only: the bank it is drawn on." }),
      note: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, context) => {
      const staff = requireStaff(context);
      const bookingId = requiredId(args.bookingId, "bookingId");
      if (!Number.isSafeInteger(args.amountPaise) || args.amountPaise <= 0) {
        throw new UserError("Enter an amount above zero.", { code: "BAD_USER_INPUT", field: "amountPaise" });
      }
      const note = args.note?.trim() || null;
      if (note && note.length > NOTE_MAX_LENGTH) {
        throw new UserError(`Keep the note within ${NOTE_MAX_LENGTH} characters.`, {
          code: "BAD_USER_INPUT",
          field: "note",
        });
      }
      if (args.method !== "cheque" && args.bank?.trim()) {
        throw new UserError("Only a cheque has a bank: leave it empty for this method.", {
          code: "BAD_USER_INPUT",
          field: "bank",
        });
      }
      const reference = offlinePaymentReference(args.method, args.reference, args.bank);
      if (!reference.ok) throw new UserError(reference.message, { code: "BAD_USER_INPUT", field: reference.field });
      const outcome = await recordOfflinePayment(partsOf(context), {
        staffUserId: staff.userId,
        bookingId,
        amountPaise: args.amountPaise,
        method: args.method,
        reference: reference.reference,
        note,
      });
      if (!outcome.ok) {
        switch (outcome.reason) {
          case "not-found":
            throw new UserError("We could not find this booking.", { code: "NOT_FOUND", field: "bookingId" });
          case "not-payable":
            throw new UserError(`Nothing can be paid on a ${outcome.status.replace("_", " ")} booking.`, {
              code: "BOOKING_NOT_PAYABLE",
            });
          case "duplicate-reference":
            throw new UserError("A payment with this reference is already recorded.", {
              code: "BAD_USER_INPUT",
              field: "reference",
            });
          case "amount-too-large":
            throw new UserError(`Only ${rupees(outcome.duePaise)} is due.`, {
              code: "BAD_USER_INPUT",
              field: "amountPaise",
              details: { duePaise: outcome.duePaise },
            });
          case "amount-too-small":
            throw new UserError(
              `A held booking needs at least ${rupees(outcome.minimumPaise)} (its booking amount) to keep its seats.`,
              { code: "BAD_USER_INPUT", field: "amountPaise", details: { minimumPaise: outcome.minimumPaise } },
            );
          case "pan-required":
          case "billing-address-required":
            throw receiptTaxRefusal(outcome.reason);
        }
      }
      return detailOrThrow(context, bookingId);
    },
  }),
);

builder.mutationField("adminRecordOfflineRefund", (t) =>
  t.field({
    changesPublicAnswers: true,
    type: AdminBookingRef,
    description:
      "Staff only: a pending refund of money taken by hand (AdminRefund.by_hand) has been paid back by bank transfer or cash; it becomes a ledger row and paid follows. Refusals: NOT_FOUND, BAD_USER_INPUT (not pending, reference already recorded). Audited.",
    args: {
      refundId: t.arg.id({ required: true }),
      reference: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, context) => {
      const staff = requireStaff(context);
      const refundId = requiredId(args.refundId, "refundId");
      const outcome = await recordOfflineRefund(partsOf(context), {
        staffUserId: staff.userId,
        refundId,
        reference: referenceOf(args.reference),
        refundRefusal: (paise) => context.accounts.secondFactors.refundRefusal(staff, paise),
      });
      if (!outcome.ok) {
        if (outcome.reason === "second-factor") throw secondFactorAgain(outcome.message);
        if (outcome.reason === "not-found") {
          throw new UserError("No refund by hand has this id.", { code: "NOT_FOUND", field: "refundId" });
        }
        throw new UserError(
          outcome.reason === "not-pending"
            ? "This refund is already recorded."
            : "A refund with this reference is already recorded.",
          { code: "BAD_USER_INPUT", field: outcome.reason === "not-pending" ? "refundId" : "reference" },
        );
      }
      return detailOrThrow(context, outcome.bookingId);
    },
  }),
);

builder.mutationField("adminCancelBooking", (t) =>
  t.field({
    changesPublicAnswers: true,
    type: AdminBookingRef,
    description:
      "Staff only: cancels a held, part-paid or confirmed booking; its seats go back on sale. Without refundPaise the trip's rule refunds (AdminBooking.rule_refund_paise); with it, that amount (0 to what is left to refund: paid less refunds made or pending). The reason is required and goes into the history and the audit log. Refusals: NOT_FOUND, BOOKING_NOT_CANCELLABLE, BAD_USER_INPUT (reason, refundPaise).",
    args: {
      bookingId: t.arg.id({ required: true }),
      refundPaise: t.arg.int({ required: false }),
      reason: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, context) => {
      const staff = requireStaff(context);
      const bookingId = requiredId(args.bookingId, "bookingId");
      const reason = args.reason.trim();
      if (reason.length < 3 || reason.length > NOTE_MAX_LENGTH) {
        throw new UserError(`Say why, in 3 to ${NOTE_MAX_LENGTH} characters.`, {
          code: "BAD_USER_INPUT",
          field: "reason",
        });
      }
      const refundPaise = args.refundPaise ?? null;
      if (refundPaise !== null && (!Number.isSafeInteger(refundPaise) || refundPaise < 0)) {
        throw new UserError("Enter a refund of zero or more.", { code: "BAD_USER_INPUT", field: "refundPaise" });
      }
      const outcome = await cancelAsTripDesk(partsOf(context), {
        staffUserId: staff.userId,
        bookingId,
        today: context.today,
        refundPaise,
        reason,
        refundRefusal: (paise) => context.accounts.secondFactors.refundRefusal(staff, paise),
      });
      if (!outcome.ok) {
        switch (outcome.reason) {
          case "second-factor":
            throw secondFactorAgain(outcome.message);
          case "not-found":
            throw new UserError("We could not find this booking.", { code: "NOT_FOUND", field: "bookingId" });
          case "not-cancellable":
            throw new UserError(`A ${outcome.status.replace("_", " ")} booking cannot be cancelled.`, {
              code: "BOOKING_NOT_CANCELLABLE",
            });
          case "refund-too-large":
            throw new UserError(
              `The refund cannot be more than what is left to refund: ${rupees(outcome.refundablePaise)} (paid, less refunds already made or on their way).`,
              {
                code: "BAD_USER_INPUT",
                field: "refundPaise",
              },
            );
        }
      }
      return detailOrThrow(context, bookingId);
    },
  }),
);
