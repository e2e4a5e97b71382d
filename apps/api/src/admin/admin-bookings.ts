// The trip desk's bookings: find bookings, read one whole (travellers, money,
// history), take a payment by hand, cancel with the refund rule or an amount the desk decides, and a
// departure's manifest. Answers outcomes, not GraphQL errors (docs/decisions/0007-mutation-template.md);
// admin-bookings.ts words them.
//
// Money taken by hand goes into the same ledger as the gateway's (provider OFFLINE_PROVIDER) through
// the lifecycle's recordMoneyIn, as an online capture does, so paid = received - refunded and the
// held -> part_paid -> confirmed steps (and the emails) are exactly the online ones. Cancelling is the
// lifecycle's one cancellation (booking-lifecycle/cancel.ts, cancelAsTripDesk). Each mutation is one
// transaction that also writes its audit row (audit/audit.ts): the change and its record commit together.
import type { Database, Transaction } from "@parvat/db/client";
import {
  type bookingCancellations,
  bookingParticipants,
  bookingStatusChanges,
  bookings,
  events,
  paymentLedger,
  paymentRefunds,
  quotations,
  treks,
  users,
} from "@parvat/db/schema";
import {
  ageOn,
  BOOKING_STATUSES,
  type BookingStatus,
  type Gender,
  isLiveStatus,
  LIVE_BOOKING_STATUSES,
} from "@parvat/domain/booking";
import { statusFromMoney } from "@parvat/domain/booking-lifecycle";
import { bookingReferencePrefixes } from "@parvat/domain/booking-reference";
import type { IsoDate } from "@parvat/domain/business-dates";
import type { OfflinePaymentMethod } from "@parvat/domain/payment-methods";
import { netPaidPaise, type RefundTier } from "@parvat/domain/refunds";
import { and, asc, count, desc, eq, gte, inArray, like, lte, or, type SQL, sql } from "drizzle-orm";
import { type AuditRow, listAuditLog, recordAudit } from "../audit/audit.ts";
import { bookingState } from "../booking-lifecycle/booking-state.ts";
import { tripDeskRuleRefund } from "../booking-lifecycle/cancel.ts";
import { OFFLINE_PROVIDER, syncPaid } from "../booking-lifecycle/ledger.ts";
import { recordMoneyIn } from "../booking-lifecycle/money-in.ts";
import { releaseStaleHolds } from "../booking-lifecycle/transitions.ts";
import { queueBookingMessage } from "../messages/booking-messages.ts";
import type { PaymentParts } from "../payments/payments.ts";
import { type ReceiptTaxRefusal, taxOnReceipt } from "../tax/receipt-tax.ts";

export const ADMIN_BOOKINGS_PAGE_SIZE = 25;
/** The bank reference (UTR) or receipt number of a refund paid back by hand. */
export const OFFLINE_REFERENCE = /^[A-Za-z0-9][A-Za-z0-9/_-]{2,63}$/;
export const NOTE_MAX_LENGTH = 500;

export type AdminParts = Pick<PaymentParts, "db" | "log" | "now" | "timeZone" | "wake">;

// ─── Finding bookings ───────────────────────────────────────────────────────────────────

export interface AdminBookingFilter {
  /** A reference or its first characters, as bookingReferencePrefixes reads them ("PJ-7K3", "7k3m9q"). */
  reference?: string | null;
  trekId?: number | null;
  eventId?: number | null;
  status?: BookingStatus | null;
  /** Any part of a phone number: matches the booker's or any traveller's (digits only are compared). */
  phone?: string | null;
  /** The trip's start date (a departure's, or a quotation's travel date) from and to, inclusive. */
  from?: IsoDate | null;
  to?: IsoDate | null;
}

export interface AdminBookingRow {
  id: number;
  reference: string;
  status: BookingStatus;
  tripName: string;
  startDate: IsoDate;
  eventId: number | null;
  travellerCount: number;
  totalPaise: number;
  paidPaise: number;
  bookerName: string | null;
  bookerPhone: string;
  createdAt: Date;
}

export interface AdminBookingPage {
  rows: AdminBookingRow[];
  total: number;
  page: number;
  pageSize: number;
}

const startDate = sql<IsoDate>`coalesce(${events.startDate}, ${quotations.travelDate})`;
/** A quotation's booking has no trek: its trip is the quotation's title (not its traveller's name). */
const tripName = sql<string>`coalesce(${treks.name}, ${quotations.tripTitle})`;
/** The account's name, or traveller 1's when the account has none (a phone login asks no name). */
const bookerName = sql<string | null>`coalesce(
  nullif(btrim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''),
  (select nullif(btrim(concat_ws(' ', ${bookingParticipants.firstName}, ${bookingParticipants.lastName})), '')
     from ${bookingParticipants}
    where ${bookingParticipants.bookingId} = ${bookings.id}
    order by ${bookingParticipants.position} limit 1)
)`;

/** The filter as SQL conditions; unknown statuses and bad references never reach here (the API refuses them). */
function conditionsOf(filter: AdminBookingFilter): SQL[] {
  const conditions: SQL[] = [];
  const references = filter.reference ? bookingReferencePrefixes(filter.reference) : null;
  if (references) conditions.push(or(...references.map((pattern) => like(bookings.reference, pattern)))!);
  if (filter.trekId) conditions.push(eq(bookings.trekId, filter.trekId));
  if (filter.eventId) conditions.push(eq(bookings.eventId, filter.eventId));
  if (filter.status) conditions.push(eq(bookings.status, filter.status));
  if (filter.from) conditions.push(gte(startDate, filter.from));
  if (filter.to) conditions.push(lte(startDate, filter.to));
  const digits = filter.phone?.replace(/\D/g, "") ?? "";
  if (digits) {
    // Stored phones are E.164 (+919876543210): the digits typed may be the whole number or any part.
    const pattern = `%${digits}%`;
    conditions.push(
      or(
        like(users.phone, pattern),
        sql`exists (select 1 from ${bookingParticipants} where ${bookingParticipants.bookingId} = ${bookings.id} and ${bookingParticipants.phone} like ${pattern})`,
      )!,
    );
  }
  return conditions;
}

/** One page of bookings, newest first, and how many match in all. */
export async function searchBookings(
  db: Database,
  filter: AdminBookingFilter,
  page: number,
): Promise<AdminBookingPage> {
  const where = and(...conditionsOf(filter));
  const base = () =>
    db
      .select({ n: count() })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId))
      .leftJoin(events, eq(events.id, bookings.eventId))
      .leftJoin(quotations, eq(quotations.id, bookings.quotationId))
      .where(where);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: bookings.id,
        reference: bookings.reference,
        status: bookings.status,
        tripName,
        startDate,
        eventId: bookings.eventId,
        travellerCount: bookings.travellerCount,
        totalPaise: bookings.totalPaise,
        paidPaise: bookings.paidPaise,
        bookerName,
        bookerPhone: users.phone,
        createdAt: bookings.createdAt,
      })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId))
      .leftJoin(events, eq(events.id, bookings.eventId))
      .leftJoin(treks, eq(treks.id, bookings.trekId))
      .leftJoin(quotations, eq(quotations.id, bookings.quotationId))
      .where(where)
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(ADMIN_BOOKINGS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_BOOKINGS_PAGE_SIZE),
    base(),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      status: row.status as BookingStatus,
      createdAt: new Date(row.createdAt),
    })),
    total: total?.n ?? 0,
    page,
    pageSize: ADMIN_BOOKINGS_PAGE_SIZE,
  };
}

function nameOf(first: string | null, last: string | null): string | null {
  return [first, last].filter(Boolean).join(" ") || null;
}

export function isBookingStatus(value: string): value is BookingStatus {
  return (BOOKING_STATUSES as readonly string[]).includes(value);
}

// ─── One booking, whole ─────────────────────────────────────────────────────────────────

export interface AdminTraveller {
  position: number;
  firstName: string;
  lastName: string;
  phone: string;
  dob: IsoDate;
  /** Whole years on the trip's start date. */
  age: number;
  gender: Gender;
  /** A traveller booked under 18: the guardian's declaration (all null for an adult). */
  guardianName: string | null;
  guardianRelation: string | null;
  guardianDeclaredAt: Date | string | null;
}

export interface AdminBookingDetail extends AdminBookingRow {
  trekId: number | null;
  packageName: string | null;
  quotationSlug: string | null;
  pricePerPersonPaise: number;
  subtotalPaise: number;
  discountPaise: number;
  gstPercent: number;
  gstPaise: number;
  bookingAmountPaise: number | null;
  holdExpiresAt: Date | null;
  contactEmail: string | null;
  travellers: AdminTraveller[];
  ledger: (typeof paymentLedger.$inferSelect)[];
  refunds: (typeof paymentRefunds.$inferSelect)[];
  /** How it was cancelled; null unless it was (and for cancellations older than the record). */
  cancelled: typeof bookingCancellations.$inferSelect | null;
  history: (typeof bookingStatusChanges.$inferSelect)[];
  audit: AuditRow[];
  /** What cancelling now refunds by the trip's rule, and the rule in words. */
  ruleRefundPaise: number;
  ruleText: string;
}

export async function bookingDetail(
  db: Database,
  bookingId: number,
  today: IsoDate,
): Promise<AdminBookingDetail | null> {
  const booking = await db.query.bookings.findFirst({
    where: { id: bookingId },
    with: {
      user: { columns: { firstName: true, lastName: true, phone: true } },
      trek: { columns: { name: true }, with: { campsite: { columns: { cancellationTiers: true } } } },
      event: { columns: { startDate: true } },
      package: { columns: { name: true } },
      quotation: {
        columns: { tripTitle: true, slug: true, travelDate: true },
        with: { campsite: { columns: { cancellationTiers: true } } },
      },
      participants: { orderBy: { position: "asc" } },
      cancelled: true,
    },
  });
  if (!booking) return null;
  const start = (booking.event?.startDate ?? booking.quotation!.travelDate) as IsoDate;
  const [ledger, refunds, history, audit] = await Promise.all([
    db
      .select()
      .from(paymentLedger)
      .where(eq(paymentLedger.bookingId, bookingId))
      .orderBy(asc(paymentLedger.at), asc(paymentLedger.id)),
    db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.bookingId, bookingId))
      .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id)),
    db
      .select()
      .from(bookingStatusChanges)
      .where(eq(bookingStatusChanges.bookingId, bookingId))
      .orderBy(asc(bookingStatusChanges.at), asc(bookingStatusChanges.id)),
    listAuditLog(db, { entity: "booking", entityId: String(bookingId), limit: 100 }),
  ]);
  const rule = tripDeskRuleRefund(
    {
      status: booking.status as BookingStatus,
      netPaidPaise: netPaidPaise(ledger, refunds),
      startDate: start,
      cancellationTiers: ((booking.trek ?? booking.quotation)?.campsite.cancellationTiers ?? null) as
        | RefundTier[]
        | null,
    },
    today,
  );
  return {
    id: booking.id,
    reference: booking.reference,
    status: booking.status as BookingStatus,
    tripName: booking.trek?.name ?? booking.quotation!.tripTitle,
    startDate: start,
    eventId: booking.eventId,
    trekId: booking.trekId,
    packageName: booking.package?.name ?? null,
    quotationSlug: booking.quotation?.slug ?? null,
    travellerCount: booking.travellerCount,
    pricePerPersonPaise: booking.pricePerPersonPaise,
    subtotalPaise: booking.subtotalPaise,
    discountPaise: booking.discountPaise,
    gstPercent: booking.gstPercent,
    gstPaise: booking.gstPaise,
    totalPaise: booking.totalPaise,
    paidPaise: booking.paidPaise,
    bookingAmountPaise: booking.bookingAmountPaise,
    holdExpiresAt: booking.holdExpiresAt ? new Date(booking.holdExpiresAt) : null,
    contactEmail: booking.contactEmail,
    bookerName:
      nameOf(booking.user.firstName, booking.user.lastName) ??
      nameOf(booking.participants[0]?.firstName ?? null, booking.participants[0]?.lastName ?? null),
    bookerPhone: booking.user.phone,
    createdAt: new Date(booking.createdAt),
    travellers: booking.participants.map((p) => ({
      position: p.position,
      firstName: p.firstName,
      lastName: p.lastName,
      phone: p.phone,
      dob: p.dob as IsoDate,
      age: ageOn(p.dob as IsoDate, start),
      gender: p.gender as Gender,
      guardianName: p.guardianName,
      guardianRelation: p.guardianRelation,
      guardianDeclaredAt: p.guardianDeclaredAt,
    })),
    ledger,
    refunds,
    cancelled: booking.cancelled ?? null,
    history,
    audit,
    ruleRefundPaise: rule.refundPaise,
    ruleText: rule.text,
  };
}

// ─── Money taken by hand ────────────────────────────────────────────────────────────────

export interface OfflinePayment {
  staffUserId: number;
  bookingId: number;
  amountPaise: number;
  method: OfflinePaymentMethod;
  /** As offlinePaymentReference stores it: what the desk can find the money by later. */
  reference: string;
  note: string | null;
}

export type OfflinePaymentOutcome =
  | { ok: true; bookingId: number; ledgerId: number; status: BookingStatus; paidPaise: number }
  | { ok: false; reason: "not-found" | "duplicate-reference" | ReceiptTaxRefusal }
  | { ok: false; reason: "not-payable"; status: BookingStatus }
  | { ok: false; reason: "amount-too-large"; duePaise: number }
  | { ok: false; reason: "amount-too-small"; minimumPaise: number };

/**
 * Records money received by bank transfer, UPI, cheque or in cash as a captured payment. Only a live booking with
 * something due takes it, at most what is due; a held booking must reach its booking amount (or be
 * paid in full), since a payment that left it held would lose its seats when the hold ends.
 */
export async function recordOfflinePayment(parts: AdminParts, input: OfflinePayment): Promise<OfflinePaymentOutcome> {
  const at = parts.now();
  const outcome = await parts.db.transaction(async (tx): Promise<OfflinePaymentOutcome> => {
    const owner = await ownerOf(tx, input.bookingId);
    if (owner === null) return { ok: false, reason: "not-found" };
    // A hold that ran out is expired, not payable: its seats may be sold already.
    await releaseStaleHolds(tx, { userId: owner }, at);
    const state = (await bookingState(tx, input.bookingId, { lock: true }))!;
    if (!isLiveStatus(state.status)) return { ok: false, reason: "not-payable", status: state.status };
    const duePaise = state.totalPaise - state.paidPaise;
    if (duePaise <= 0) return { ok: false, reason: "not-payable", status: state.status };
    if (input.amountPaise > duePaise) return { ok: false, reason: "amount-too-large", duePaise };
    if (statusFromMoney({ ...state, paidPaise: state.paidPaise + input.amountPaise }) === "held") {
      const minimumPaise = (state.bookingAmountPaise || state.totalPaise) - state.paidPaise;
      return { ok: false, reason: "amount-too-small", minimumPaise };
    }
    const tax = await taxOnReceipt(tx, { bookingId: state.id, amountPaise: input.amountPaise, at });
    if (!tax.ok) return { ok: false, reason: tax.reason };
    const ledgerId = await recordMoneyIn(tx, parts, {
      bookingId: state.id,
      provider: OFFLINE_PROVIDER,
      providerId: input.reference,
      amountPaise: input.amountPaise,
      tcsPaise: tax.tcsPaise,
      method: input.method,
      at,
    });
    if (ledgerId === null) return { ok: false, reason: "duplicate-reference" };
    const after = (await bookingState(tx, state.id, { lock: false }))!;
    await recordAudit(tx, {
      staffUserId: input.staffUserId,
      action: "record-offline-payment",
      entity: "booking",
      entityId: String(state.id),
      before: { status: state.status, paidPaise: state.paidPaise },
      after: {
        status: after.status,
        paidPaise: after.paidPaise,
        payment: {
          ledgerId,
          amountPaise: input.amountPaise,
          method: input.method,
          reference: input.reference,
          note: input.note,
        },
      },
    });
    return { ok: true, bookingId: state.id, ledgerId, status: after.status, paidPaise: after.paidPaise };
  });
  if (outcome.ok) {
    parts.log.info({ bookingId: outcome.bookingId, ledgerId: outcome.ledgerId }, "offline payment recorded");
    parts.wake?.();
  }
  return outcome;
}

async function ownerOf(tx: Transaction, bookingId: number): Promise<number | null> {
  const [row] = await tx.select({ userId: bookings.userId }).from(bookings).where(eq(bookings.id, bookingId));
  return row?.userId ?? null;
}

export type OfflineRefundOutcome =
  | { ok: true; bookingId: number; paidPaise: number }
  | { ok: false; reason: "not-found" | "not-pending" | "duplicate-reference" }
  | { ok: false; reason: "second-factor"; message: string };

/**
 * The desk paid back by hand a refund of money it took by hand (a cancellation queues those as
 * pending, with no gateway to ask): the refund becomes a ledger row and paid follows.
 */
export async function recordOfflineRefund(
  parts: AdminParts,
  input: {
    staffUserId: number;
    refundId: number;
    reference: string;
    /** Why a refund of this amount needs the staff member's second factor first; null when it does not. */
    refundRefusal?: (refundPaise: number) => string | null;
  },
): Promise<OfflineRefundOutcome> {
  const at = parts.now();
  const outcome = await parts.db.transaction(async (tx): Promise<OfflineRefundOutcome> => {
    const [refund] = await tx
      .select()
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.id, input.refundId), eq(paymentRefunds.provider, OFFLINE_PROVIDER)));
    if (!refund) return { ok: false, reason: "not-found" };
    const needsFactor = input.refundRefusal?.(refund.amountPaise) ?? null;
    if (needsFactor) return { ok: false, reason: "second-factor", message: needsFactor };
    const state = (await bookingState(tx, refund.bookingId, { lock: true }))!;
    const [locked] = await tx
      .select({ status: paymentRefunds.status })
      .from(paymentRefunds)
      .where(eq(paymentRefunds.id, refund.id))
      .for("update");
    if (locked?.status !== "pending") return { ok: false, reason: "not-pending" };
    const [entry] = await tx
      .insert(paymentLedger)
      .values({
        bookingId: refund.bookingId,
        kind: "refund",
        provider: OFFLINE_PROVIDER,
        providerId: input.reference,
        providerPaymentId: refund.providerPaymentId,
        amountPaise: refund.amountPaise,
        method: null,
        at,
      })
      .onConflictDoNothing()
      .returning({ id: paymentLedger.id });
    if (!entry) return { ok: false, reason: "duplicate-reference" };
    await tx
      .update(paymentRefunds)
      .set({ status: "processed", providerRefundId: input.reference, processedAt: at })
      .where(eq(paymentRefunds.id, refund.id));
    const paidPaise = await syncPaid(tx, refund.bookingId);
    // The traveller hears of it as of a gateway's refund (applyRefund queues the same message).
    await queueBookingMessage(tx, {
      message: "refund-issued",
      bookingId: refund.bookingId,
      ledgerId: entry.id,
      key: `refund-issued:${entry.id}`,
      at,
    });
    await recordAudit(tx, {
      staffUserId: input.staffUserId,
      action: "record-offline-refund",
      entity: "booking",
      entityId: String(refund.bookingId),
      before: { paidPaise: state.paidPaise, refund: { id: refund.id, status: "pending" } },
      after: {
        paidPaise,
        refund: { id: refund.id, status: "processed", amountPaise: refund.amountPaise, reference: input.reference },
      },
    });
    return { ok: true, bookingId: refund.bookingId, paidPaise };
  });
  if (outcome.ok) {
    parts.log.info({ bookingId: outcome.bookingId, refundId: input.refundId }, "offline refund recorded");
    parts.wake?.();
  }
  return outcome;
}

// ─── The manifest ───────────────────────────────────────────────────────────────────────

export interface ManifestRow {
  reference: string;
  bookingId: number;
  status: BookingStatus;
  position: number;
  firstName: string;
  lastName: string;
  age: number;
  gender: Gender;
  phone: string;
  /** A traveller booked under 18: the guardian's declaration (all null for an adult). */
  guardianName: string | null;
  guardianRelation: string | null;
  guardianDeclaredAt: Date | string | null;
}

export interface Manifest {
  eventId: number;
  tripName: string;
  startDate: IsoDate;
  endDate: IsoDate;
  capacity: number;
  availableSeats: number;
  rows: ManifestRow[];
}

/** Everyone travelling on a departure (live bookings only), by booking and position, with their age on the start date. */
export async function manifestOf(db: Database, eventId: number): Promise<Manifest | null> {
  const [event] = await db
    .select({
      id: events.id,
      startDate: events.startDate,
      endDate: events.endDate,
      capacity: events.capacity,
      availableSeats: events.availableSeats,
      tripName: treks.name,
    })
    .from(events)
    .innerJoin(treks, eq(treks.id, events.trekId))
    .where(eq(events.id, eventId));
  if (!event) return null;
  const travellers = await db
    .select({
      reference: bookings.reference,
      bookingId: bookings.id,
      status: bookings.status,
      position: bookingParticipants.position,
      firstName: bookingParticipants.firstName,
      lastName: bookingParticipants.lastName,
      dob: bookingParticipants.dob,
      gender: bookingParticipants.gender,
      phone: bookingParticipants.phone,
      guardianName: bookingParticipants.guardianName,
      guardianRelation: bookingParticipants.guardianRelation,
      guardianDeclaredAt: bookingParticipants.guardianDeclaredAt,
    })
    .from(bookingParticipants)
    .innerJoin(bookings, eq(bookings.id, bookingParticipants.bookingId))
    .where(and(eq(bookingParticipants.eventId, eventId), inArray(bookings.status, [...LIVE_BOOKING_STATUSES])))
    .orderBy(asc(bookings.createdAt), asc(bookings.id), asc(bookingParticipants.position));
  const start = event.startDate as IsoDate;
  return {
    eventId: event.id,
    tripName: event.tripName,
    startDate: start,
    endDate: event.endDate as IsoDate,
    capacity: event.capacity,
    availableSeats: event.availableSeats,
    rows: travellers.map(({ dob, ...row }) => ({
      ...row,
      status: row.status as BookingStatus,
      gender: row.gender as Gender,
      age: ageOn(dob as IsoDate, start),
    })),
  };
}
