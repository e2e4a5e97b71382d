// Batch transfers and substitutions: a traveller who cannot make their dates moves the booking to
// another departure of the same trip (any package offered there) instead of cancelling, and one who
// cannot come hands their seat to someone else. Both close the trip's TRANSFER_UNTIL_DAYS before the
// original start (treks.change_policy). Answers are outcomes; fields.ts words them.
//
// Seats move in one transaction: taken on the new departure by the same conditional UPDATE
// createBooking uses, given back on the old one through returnSeats (so whatever waits for freed seats
// hears of them). The two departures' rows are updated in id order, so two transfers crossing each
// other never deadlock. The booking keeps its reference and its money: its total becomes the new
// departure's price plus the transfer fee; what that leaves to pay is paid as a payment of its own
// (the balance at /pay), and what a cheaper departure leaves over becomes trip credit.
import type { Database, Transaction } from "@parvat/db/client";
import {
  bookingParticipants,
  bookingStatusChanges,
  bookings,
  bookingTransfers,
  checkIns,
  events,
  travellerForms,
  treks,
} from "@parvat/db/schema";
import { ageProblem, type BookingStatus, type GuardianInput, type Participant } from "@parvat/domain/booking";
import { bookingAmounts, gstPercentFor } from "@parvat/domain/booking-amounts";
import { type BookingActor, statusFromMoney } from "@parvat/domain/booking-lifecycle";
import { daysBetween, type IsoDate } from "@parvat/domain/business-dates";
import { type GuardianField, guardianColumns, guardianFor } from "@parvat/domain/guardians";
import { formatPaise } from "@parvat/domain/money-words";
import { balanceDeadlineAfterChange, balanceDueBy, bookingAmountPaise } from "@parvat/domain/payments";
import { type ChangePolicy, changePolicyOf, changeWindowProblem, transferFeePaise } from "@parvat/domain/trip-changes";
import { and, desc, eq, gte, inArray, max, ne, sql } from "drizzle-orm";
import { moveToCredit, refundableOf, syncPaid } from "../booking-lifecycle/ledger.ts";
import { type Sale, saleOf } from "../booking-lifecycle/sale.ts";
import { returnSeats, takeSeats } from "../booking-lifecycle/seats.ts";
import { changeStatus, recordChange } from "../booking-lifecycle/transitions.ts";
import type { Logger } from "../logger.ts";
import { queueMoveMessage, queueReplacementMessages } from "../messages/booking-messages.ts";
import { sendFormLink } from "../trail/form-link-messages.ts";

export interface ChangeParts {
  db: Database;
  log: Logger;
  now: () => Date;
}

/** Why a transfer is refused; each has its own words (TRANSFER_NOT_ALLOWED's message). */
export type TransferRefusal =
  | { reason: "not-found" }
  | { reason: "status"; status: BookingStatus }
  | { reason: "quotation" }
  | { reason: "too-late"; untilDays: number; daysBefore: number }
  | { reason: "same-departure" }
  | { reason: "add-ons" }
  | { reason: "other-trip" }
  | { reason: "departure-closed" }
  | { reason: "limit"; allowed: number }
  | { reason: "sold-out"; seatsLeft: number }
  | { reason: "already-booked"; index: number }
  | { reason: "participant-invalid"; index: number; message: string }
  | { reason: "key-reused" }
  | { reason: "balance-unreachable"; duePaise: number };

export type TransferOutcome =
  | { ok: true; bookingId: number; transferId: number; feePaise: number; creditPaise: number; duePaise: number }
  | ({ ok: false } & TransferRefusal);

export const TRANSFER_REFUSAL_TEXT: {
  [R in TransferRefusal["reason"]]: (r: Extract<TransferRefusal, { reason: R }>) => string;
} = {
  "not-found": () => "We could not find this booking.",
  status: (r) =>
    `Only a booking that is part paid or confirmed can move to another date; this one is ${r.status.replace("_", " ")}.`,
  quotation: () => "A planned trip from a quotation has no other dates to move to: please call our trip desk.",
  "too-late": (r) =>
    `Date changes close ${r.untilDays} days before the start; your departure starts in ${Math.max(0, r.daysBefore)} days.`,
  "same-departure": () => "Choose a different date from the one you are booked on.",
  "add-ons": () =>
    "This booking has add-ons (offloading, rentals, a cab seat) kept for its own date, and a booking with add-ons cannot move to another date. Please call our trip desk to talk about your options.",
  "other-trip": () => "A booking can only move to another date of the same trip.",
  "departure-closed": () =>
    "That date is not open for booking (it has started, closed, or that package is not offered).",
  limit: (r) =>
    `This booking has already been moved ${r.allowed === 1 ? "once" : `${r.allowed} times`}, which is all a booking may be moved online. Please call our trip desk.`,
  "sold-out": (r) =>
    r.seatsLeft === 0
      ? "That date has no seats left."
      : `That date has only ${r.seatsLeft} ${r.seatsLeft === 1 ? "seat" : "seats"} left for your group.`,
  "already-booked": (r) => `Traveller ${r.index + 1} is already booked on that date.`,
  "participant-invalid": (r) => `Traveller ${r.index + 1}: ${r.message}`,
  "key-reused": () => "This request key was used for a different transfer. Please try again.",
  "balance-unreachable": (r) =>
    `That date starts too soon to pay the ${formatPaise(r.duePaise)} the move would leave to pay. Please choose a later date, or call our trip desk.`,
};

export function transferRefusalText(refusal: TransferRefusal): string {
  return (TRANSFER_REFUSAL_TEXT[refusal.reason] as (r: TransferRefusal) => string)(refusal);
}

class Refused extends Error {
  readonly refusal: TransferRefusal;

  constructor(refusal: TransferRefusal) {
    super(refusal.reason);
    this.refusal = refusal;
  }
}

/** Who moves the booking: the traveller pays the fee; the desk and a departure we cancelled do not. */
export type TransferBy =
  | { kind: "traveller"; userId: number }
  | { kind: "trip-desk"; staffUserId: number }
  | { kind: "company-cancellation"; userId: number };

export interface TransferRequest {
  bookingId: number;
  eventId: number;
  packageId: number;
  idempotencyKey: string | null;
  today: IsoDate;
  by: TransferBy;
}

/**
 * The booking and its trip's terms, locked (unless only read, `lock: false`), as a transfer or a
 * substitution needs them.
 */
async function changeState(tx: Transaction, bookingId: number, { lock = true }: { lock?: boolean } = {}) {
  const query = tx
    .select({
      id: bookings.id,
      userId: bookings.userId,
      status: bookings.status,
      trekId: bookings.trekId,
      eventId: bookings.eventId,
      packageId: bookings.packageId,
      travellerCount: bookings.travellerCount,
      totalPaise: bookings.totalPaise,
      paidPaise: bookings.paidPaise,
      changeFeePaise: bookings.changeFeePaise,
      addOnsPaise: bookings.addOnsPaise,
      transfersAllowed: bookings.transfersAllowed,
      bookingAmountPaise: bookings.bookingAmountPaise,
      startDate: events.startDate,
      changePolicy: sql<ChangePolicy | null>`(select t.change_policy from treks t where t.id = ${bookings.trekId})`,
      balanceDueDays: sql<number | null>`(select t.balance_due_days from treks t where t.id = ${bookings.trekId})`,
    })
    .from(bookings)
    .leftJoin(events, eq(events.id, bookings.eventId))
    .where(eq(bookings.id, bookingId));
  const [row] = lock ? await query.for("update", { of: bookings }) : await query;
  return row ? { ...row, status: row.status as BookingStatus, policy: changePolicyOf(row.changePolicy) } : null;
}

export type ChangeState = NonNullable<Awaited<ReturnType<typeof changeState>>>;

/** How many times the traveller has moved the booking (the desk's and our own moves do not count). */
async function travellerTransfers(tx: Transaction, bookingId: number): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(bookingTransfers)
    .where(and(eq(bookingTransfers.bookingId, bookingId), eq(bookingTransfers.by, "traveller")));
  return Number(row?.count ?? 0);
}

/**
 * What keeps the booking on its date whatever date is chosen, or null: the checks of a transfer that do
 * not depend on the new departure. A transfer applies them first; Booking.date_change_blocked reads
 * them so that the traveller is told why rather than offered dates the server would refuse.
 */
function bookingMoveBlocker(
  state: ChangeState,
  by: TransferBy,
  today: IsoDate,
  travellerMovesUsed: number,
): TransferRefusal | null {
  if (state.trekId === null || state.eventId === null || state.startDate === null) return { reason: "quotation" };
  if (by.kind !== "company-cancellation" && state.status !== "part_paid" && state.status !== "confirmed") {
    return { reason: "status", status: state.status };
  }
  const daysBefore = daysBetween(today, state.startDate);
  if (by.kind === "traveller" && changeWindowProblem(state.policy, daysBefore)) {
    return { reason: "too-late", untilDays: state.policy.transferUntilDays, daysBefore };
  }
  if (by.kind !== "company-cancellation" && daysBefore < 0) return { reason: "too-late", untilDays: 0, daysBefore };
  // Add-on stock is kept per departure (trail/add-ons.ts), and moving it with the seats is not built.
  if (state.addOnsPaise > 0) return { reason: "add-ons" };
  if (by.kind === "traveller" && travellerMovesUsed >= state.transfersAllowed) {
    return { reason: "limit", allowed: state.transfersAllowed };
  }
  return null;
}

/**
 * Why the booking's traveller cannot move it to another date online now, whatever date they pick (the
 * same rule transferBooking applies); null when they can. Read only: nothing is locked.
 */
export async function travellerMoveBlocker(
  db: Database,
  bookingId: number,
  today: IsoDate,
): Promise<TransferRefusal | null> {
  return db.transaction(async (tx) => {
    const state = await changeState(tx, bookingId, { lock: false });
    if (!state) return { reason: "not-found" };
    const by: TransferBy = { kind: "traveller", userId: state.userId };
    return bookingMoveBlocker(state, by, today, await travellerTransfers(tx, state.id));
  });
}

/** What moving the booking to a departure and package would cost, by the server's figures. */
export interface TransferQuote {
  pricePerPersonPaise: number;
  /** The booking's new total: the new departure's price for the party, GST, and the fee. */
  totalPaise: number;
  feePaise: number;
  /** What will be left to pay after the move (the balance at /pay). */
  duePaise: number;
  /** What the move gives back as trip credit (a cheaper departure of a booking paid beyond it). */
  creditPaise: number;
  seatsLeft: number;
  /**
   * The last day to pay what the move leaves to pay, when the new departure's own deadline has passed
   * (null: the trip's rule for the new date).
   */
  balanceDueOn: IsoDate | null;
}

/**
 * Checks a transfer against every rule and prices it; answers the quote or the refusal. Reads the
 * booking as `state` has it (locked by the caller when it is to be applied).
 */
async function priceTransfer(
  tx: Transaction,
  state: ChangeState,
  request: Omit<TransferRequest, "idempotencyKey">,
): Promise<{ ok: true; quote: TransferQuote; sale: Sale } | ({ ok: false } & TransferRefusal)> {
  const { by } = request;
  const used = by.kind === "traveller" ? await travellerTransfers(tx, state.id) : 0;
  const blocked = bookingMoveBlocker(state, by, request.today, used);
  if (blocked) return { ok: false, ...blocked };
  if (request.eventId === state.eventId) return { ok: false, reason: "same-departure" };
  const sale = await saleOf(tx, { eventId: request.eventId, packageId: request.packageId, today: request.today });
  if (!sale.ok) return { ok: false, reason: sale.reason === "unknown-departure" ? "departure-closed" : sale.reason };
  if (sale.departure.trekId !== state.trekId) return { ok: false, reason: "other-trip" };
  if (sale.departure.availableSeats < state.travellerCount) {
    return { ok: false, reason: "sold-out", seatsLeft: sale.departure.availableSeats };
  }
  // The blocker refused a booking without a departure: its start date is there.
  const daysBefore = daysBetween(request.today, state.startDate!);
  const feePaise = by.kind === "traveller" ? transferFeePaise(state.policy, daysBefore) : 0;
  const amounts = bookingAmounts({
    pricePerPersonPaise: sale.pricePerPersonPaise,
    travellerCount: state.travellerCount,
    gstPercent: gstPercentFor(sale.departure.trek.type),
    discountPaise: 0,
  });
  const totalPaise = amounts.totalPaise + state.changeFeePaise + feePaise;
  const { heldPaise } = await refundableOf(tx, state.id);
  const duePaise = Math.max(0, totalPaise - heldPaise);
  // Money left to pay gets a deadline the traveller can meet, or the move is refused: never a
  // booking moved past its balance deadline and cancelled by the clock for it.
  const tripDeadline =
    state.balanceDueDays === null ? null : balanceDueBy(sale.departure.startDate, state.balanceDueDays);
  const deadline =
    duePaise > 0
      ? balanceDeadlineAfterChange({ tripDeadline, today: request.today, startDate: sale.departure.startDate })
      : ({ ok: true, balanceDueOn: null } as const);
  if (!deadline.ok) return { ok: false, reason: "balance-unreachable", duePaise };
  return {
    ok: true,
    sale,
    quote: {
      pricePerPersonPaise: sale.pricePerPersonPaise,
      totalPaise,
      feePaise,
      duePaise,
      creditPaise: Math.max(0, heldPaise - totalPaise),
      seatsLeft: sale.departure.availableSeats,
      balanceDueOn: deadline.balanceDueOn,
    },
  };
}

/** What a transfer to each package of `eventId` would cost, or why it cannot be made (read only). */
export async function quoteTransfer(
  db: Database,
  request: Omit<TransferRequest, "idempotencyKey">,
): Promise<{ ok: true; quote: TransferQuote } | ({ ok: false } & TransferRefusal)> {
  return db.transaction(async (tx) => {
    const state = await changeState(tx, request.bookingId);
    if (!state || (request.by.kind !== "trip-desk" && state.userId !== request.by.userId)) {
      return { ok: false, reason: "not-found" } as const;
    }
    const priced = await priceTransfer(tx, state, request);
    return priced.ok ? { ok: true, quote: priced.quote } : priced;
  });
}

/**
 * Moves a booking to another departure of its trip, or says why not; nothing is written when it
 * refuses. A repeated idempotency key answers the transfer it made.
 */
export async function transferBooking(parts: ChangeParts, request: TransferRequest): Promise<TransferOutcome> {
  const at = parts.now();
  let outcome: TransferOutcome;
  try {
    outcome = await parts.db.transaction((tx) => transferInside(tx, request, at));
  } catch (error) {
    if (error instanceof Refused) return { ok: false, ...error.refusal };
    throw error;
  }
  if (outcome.ok) {
    parts.log.info(
      { bookingId: request.bookingId, toEventId: request.eventId, by: request.by.kind, feePaise: outcome.feePaise },
      "booking moved to another departure",
    );
  }
  return outcome;
}

/** The transfer inside the caller's transaction (a departure we cancelled moves its bookings in its own). */
export async function transferInside(tx: Transaction, request: TransferRequest, at: Date): Promise<TransferOutcome> {
  const state = await changeState(tx, request.bookingId);
  if (!state || (request.by.kind !== "trip-desk" && state.userId !== request.by.userId)) {
    return { ok: false, reason: "not-found" };
  }
  if (request.idempotencyKey) {
    const [earlier] = await tx
      .select()
      .from(bookingTransfers)
      .where(
        and(eq(bookingTransfers.bookingId, state.id), eq(bookingTransfers.idempotencyKey, request.idempotencyKey)),
      );
    if (earlier) {
      if (earlier.toEventId !== request.eventId || earlier.toPackageId !== request.packageId) {
        return { ok: false, reason: "key-reused" };
      }
      return {
        ok: true,
        bookingId: state.id,
        transferId: earlier.id,
        feePaise: earlier.feePaise,
        creditPaise: earlier.creditPaise,
        duePaise: Math.max(0, state.totalPaise - state.paidPaise),
      };
    }
  }
  const priced = await priceTransfer(tx, state, request);
  if (!priced.ok) return priced;
  const { quote, sale } = priced;
  const fromEventId = state.eventId!;
  const count = state.travellerCount;

  // Every traveller must be free on the new date and of age on its start date.
  const travellers = await tx
    .select()
    .from(bookingParticipants)
    .where(eq(bookingParticipants.bookingId, state.id))
    .orderBy(bookingParticipants.position);
  const ages = {
    startDate: sale.departure.startDate,
    minAge: sale.departure.trek.minAge,
    maxAge: sale.departure.trek.maxAge,
  };
  for (const [index, traveller] of travellers.entries()) {
    const problem = ageProblem(traveller.dob, ages);
    if (problem) return { ok: false, reason: "participant-invalid", index, message: problem };
  }
  const clashes = await tx
    .select({ phone: bookingParticipants.phone })
    .from(bookingParticipants)
    .where(
      and(
        eq(bookingParticipants.eventId, request.eventId),
        eq(bookingParticipants.live, true),
        inArray(
          bookingParticipants.phone,
          travellers.map((traveller) => traveller.phone),
        ),
      ),
    );
  if (clashes.length > 0) {
    const index = travellers.findIndex((traveller) => traveller.phone === clashes[0]!.phone);
    return { ok: false, reason: "already-booked", index };
  }

  // The travellers leave the old departure (their pair with the booking is checked by a foreign key).
  await tx.update(bookingParticipants).set({ eventId: null }).where(eq(bookingParticipants.bookingId, state.id));
  const amounts = bookingAmounts({
    pricePerPersonPaise: quote.pricePerPersonPaise,
    travellerCount: count,
    gstPercent: gstPercentFor(sale.departure.trek.type),
    discountPaise: 0,
  });
  const changeFeePaise = state.changeFeePaise + quote.feePaise;
  const { heldPaise } = await refundableOf(tx, state.id);
  const newBookingAmount = bookingAmountPaise(sale.departure.trek.bookingAmountPerPerson, count, quote.totalPaise);
  // A booking that was secured stays secured: at worst its balance is due.
  const status = statusFromMoney({
    status: "part_paid",
    paidPaise: Math.min(heldPaise, quote.totalPaise),
    totalPaise: quote.totalPaise,
    bookingAmountPaise: newBookingAmount,
  });
  await tx
    .update(bookings)
    .set({
      eventId: request.eventId,
      packageId: request.packageId,
      ...amounts,
      totalPaise: quote.totalPaise,
      changeFeePaise,
      campaignId: null,
      bookingAmountPaise: newBookingAmount,
      balanceDueOn: quote.balanceDueOn,
      updatedAt: at,
    })
    .where(eq(bookings.id, state.id));
  await tx
    .update(bookingParticipants)
    .set({ eventId: request.eventId })
    .where(eq(bookingParticipants.bookingId, state.id));

  // Seats: the two departures in id order; the new one by the conditional UPDATE.
  const takeNew = async () => {
    const taken = await takeSeats(tx, request.eventId, count);
    if (!taken.ok) throw new Refused({ reason: "sold-out", seatsLeft: taken.seatsLeft });
  };
  // A departure we cancelled already gave its seats back when it was called off.
  const giveBackOld = () =>
    request.by.kind === "company-cancellation"
      ? Promise.resolve()
      : returnSeats(tx, [{ eventId: fromEventId, count }], at);
  if (request.eventId < fromEventId) {
    await takeNew();
    await giveBackOld();
  } else {
    await giveBackOld();
    await takeNew();
  }

  const creditPaise =
    quote.creditPaise > 0
      ? await moveToCredit(tx, {
          accountId: state.userId,
          bookingId: state.id,
          amountPaise: quote.creditPaise,
          source: "transfer-difference",
          at,
        })
      : 0;
  await syncPaid(tx, state.id);
  const cause = `Moved from the departure of ${state.startDate} to ${sale.departure.startDate}${quote.feePaise ? " (transfer fee charged)" : ""}`;
  const move = { by: actorOf(request.by), cause, at };
  if (status !== state.status) await changeStatus(tx, [{ id: state.id, from: state.status }], status, move);
  else await recordChange(tx, { id: state.id, from: state.status }, move);
  const [transfer] = await tx
    .insert(bookingTransfers)
    .values({
      bookingId: state.id,
      fromEventId,
      fromPackageId: state.packageId!,
      toEventId: request.eventId,
      toPackageId: request.packageId,
      fromTotalPaise: state.totalPaise,
      toTotalPaise: quote.totalPaise,
      feePaise: quote.feePaise,
      creditPaise,
      by: request.by.kind,
      staffUserId: request.by.kind === "trip-desk" ? request.by.staffUserId : null,
      idempotencyKey: request.idempotencyKey,
      at,
    })
    .returning({ id: bookingTransfers.id });
  const duePaise = Math.max(0, quote.totalPaise - (heldPaise - creditPaise));
  // Whoever moves it (the traveller, the desk, an answer to a departure we cancelled), the traveller hears.
  await queueMoveMessage(tx, {
    bookingId: state.id,
    transferId: transfer!.id,
    fromDate: state.startDate!,
    creditPaise,
    duePaise,
    at,
  });
  return { ok: true, bookingId: state.id, transferId: transfer!.id, feePaise: quote.feePaise, creditPaise, duePaise };
}

/** Who makes the move in the booking's history: a departure we cancelled is moved by its traveller's answer. */
function actorOf(by: TransferBy): BookingActor {
  return by.kind === "trip-desk" ? "trip-desk" : "traveller";
}

/**
 * Why a part-paid booking owes again when its latest date change cost more than it had (a dearer
 * date, a fee): "Balance due after the date change: ₹500 more, its fee included"; null otherwise.
 */
export async function balanceAfterChangeText(db: Database, bookingId: number): Promise<string | null> {
  const [latest] = await db
    .select({
      fromTotalPaise: bookingTransfers.fromTotalPaise,
      toTotalPaise: bookingTransfers.toTotalPaise,
      feePaise: bookingTransfers.feePaise,
    })
    .from(bookingTransfers)
    .where(eq(bookingTransfers.bookingId, bookingId))
    .orderBy(desc(bookingTransfers.id))
    .limit(1);
  if (!latest || latest.toTotalPaise <= latest.fromTotalPaise) return null;
  const more = formatPaise(latest.toTotalPaise - latest.fromTotalPaise);
  return `Balance due after the date change: ${more} more${latest.feePaise > 0 ? ", its fee included" : ""}`;
}

/** The other departures a booking could move to (same trip, from today on), for the dashboard's choice. */
export async function transferCandidates(db: Database, bookingId: number, today: IsoDate) {
  const [booking] = await db
    .select({ trekId: bookings.trekId, eventId: bookings.eventId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking?.trekId || !booking.eventId) return [];
  return db
    .select({
      id: events.id,
      startDate: events.startDate,
      endDate: events.endDate,
      availableSeats: events.availableSeats,
    })
    .from(events)
    .where(and(eq(events.trekId, booking.trekId), ne(events.id, booking.eventId), gte(events.startDate, today)))
    .orderBy(events.startDate)
    .limit(24);
}

// ─── Substitution ───────────────────────────────────────────────────────────────────────

export type SubstituteOutcome =
  | { ok: true; bookingId: number }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "status"; status: BookingStatus }
  | { ok: false; reason: "quotation" }
  | { ok: false; reason: "too-late"; untilDays: number; daysBefore: number }
  | { ok: false; reason: "no-such-traveller"; count: number }
  | { ok: false; reason: "participant-invalid"; field: "dob"; message: string }
  | { ok: false; reason: "guardian-required"; fields: Partial<Record<GuardianField, string>> }
  | { ok: false; reason: "already-booked" };

/**
 * Replaces traveller `index` of the viewer's booking with someone else, checked by the rules of a
 * new booking (the shared participant rule by the caller; the age on the start date and the phone
 * once per departure here). Same closing as a transfer; the price does not change. What belonged to
 * the leaver goes with them: their form (health answers, ID, fitness proof) and its link, and any
 * check-in mark; the newcomer starts with an empty form, and is sent its link when the booking is
 * paid (the message schedule sends it otherwise once it is). The same person kept in their place
 * (a name corrected, same phone) keeps their form.
 */
export async function substituteParticipant(
  parts: ChangeParts & { origin: string },
  input: {
    userId: number;
    bookingId: number;
    index: number;
    participant: Participant;
    /** The newcomer's guardian declaration as sent: required when they are under 18 on the start date. */
    guardian?: GuardianInput | null;
    today: IsoDate;
  },
): Promise<SubstituteOutcome> {
  const at = parts.now();
  const outcome = await parts.db.transaction(async (tx): Promise<SubstituteOutcome> => {
    const state = await changeState(tx, input.bookingId);
    if (!state || state.userId !== input.userId) return { ok: false, reason: "not-found" };
    if (state.eventId === null || state.startDate === null) return { ok: false, reason: "quotation" };
    if (state.status !== "held" && state.status !== "part_paid" && state.status !== "confirmed") {
      return { ok: false, reason: "status", status: state.status };
    }
    const daysBefore = daysBetween(input.today, state.startDate);
    if (changeWindowProblem(state.policy, daysBefore)) {
      return { ok: false, reason: "too-late", untilDays: state.policy.transferUntilDays, daysBefore };
    }
    if (!Number.isInteger(input.index) || input.index < 0 || input.index >= state.travellerCount) {
      return { ok: false, reason: "no-such-traveller", count: state.travellerCount };
    }
    const [trek] = await tx
      .select({ minAge: treks.minAge, maxAge: treks.maxAge, name: treks.name })
      .from(treks)
      .where(eq(treks.id, state.trekId!));
    const problem = ageProblem(input.participant.dob, {
      startDate: state.startDate,
      minAge: trek?.minAge ?? null,
      maxAge: trek?.maxAge ?? null,
    });
    if (problem) return { ok: false, reason: "participant-invalid", field: "dob", message: problem };
    const guardian = guardianFor(input.participant.dob, input.guardian, state.startDate);
    if (!guardian.ok) return { ok: false, reason: "guardian-required", fields: guardian.fields };
    const [clash] = await tx
      .select({ bookingId: bookingParticipants.bookingId, position: bookingParticipants.position })
      .from(bookingParticipants)
      .where(
        and(
          eq(bookingParticipants.eventId, state.eventId),
          eq(bookingParticipants.live, true),
          eq(bookingParticipants.phone, input.participant.phone),
        ),
      );
    // The same person kept in their own place is no clash; anyone else live on the departure is.
    if (clash && !(clash.bookingId === state.id && clash.position === input.index)) {
      return { ok: false, reason: "already-booked" };
    }
    const [leaver] = await tx
      .select({
        id: bookingParticipants.id,
        firstName: bookingParticipants.firstName,
        lastName: bookingParticipants.lastName,
        phone: bookingParticipants.phone,
      })
      .from(bookingParticipants)
      .where(and(eq(bookingParticipants.bookingId, state.id), eq(bookingParticipants.position, input.index)));
    await tx
      .update(bookingParticipants)
      .set({ ...input.participant, ...guardianColumns(guardian.guardian, at) })
      .where(eq(bookingParticipants.id, leaver!.id));
    if (leaver!.phone !== input.participant.phone) {
      // The leaver's link stops opening with their form; the newcomer's form starts empty.
      await tx.delete(travellerForms).where(eq(travellerForms.participantId, leaver!.id));
      await tx.delete(checkIns).where(eq(checkIns.participantId, leaver!.id));
      if (state.status !== "held") {
        await sendFormLink(tx, {
          participantId: leaver!.id,
          bookingId: state.id,
          firstName: input.participant.firstName,
          phone: input.participant.phone,
          trip: trek?.name ?? "your trip",
          startDate: state.startDate,
          at,
          origin: parts.origin,
        });
      }
    }
    const cause =
      `Traveller ${input.index + 1} replaced: ${leaver!.firstName} ${leaver!.lastName} by ${input.participant.firstName} ${input.participant.lastName}`.replace(
        /\s+/g,
        " ",
      );
    await recordChange(tx, { id: state.id, from: state.status }, { by: "traveller", cause, at });
    if (leaver!.phone !== input.participant.phone) {
      const [change] = await tx
        .select({ id: max(bookingStatusChanges.id) })
        .from(bookingStatusChanges)
        .where(eq(bookingStatusChanges.bookingId, state.id));
      await queueReplacementMessages(tx, {
        bookingId: state.id,
        changeId: change!.id!,
        leaver: leaver!,
        newcomer: input.participant,
        at,
      });
    }
    return { ok: true, bookingId: state.id };
  });
  if (outcome.ok) parts.log.info({ bookingId: input.bookingId, index: input.index }, "traveller substituted");
  return outcome;
}
