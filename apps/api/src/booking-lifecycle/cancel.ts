// One cancellation for every caller (docs/api.md, "A booking's life"): the traveller (by the trip's
// tiers, or for trip credit), the trip desk (by the rule or with an amount of its own), the company
// calling a departure off (an offer each traveller answers), and the clock (a balance unpaid after its
// grace). Each says who cancels and what the money becomes; the figures come from the quotes below,
// which the screens show beforehand, so what a traveller is quoted is what is done. The booking moves
// to cancelled through the lifecycle's one function (which gives back its seats, add-on units and
// the credit spent on a hold), its money goes where the caller decided, and the cancellation is
// recorded once with what was received, refunded, moved to credit and kept, and the traveller is told
// of it through the outbox (queueCancellationMessage), once per cancellation, whoever cancelled.
import type { Database, Transaction } from "@parvat/db/client";
import { bookingCancellations, companyCancellationOffers } from "@parvat/db/schema";
import { BOOKING_CAUSES, type BookingStatus, isLiveStatus } from "@parvat/domain/booking";
import { daysBetween, type IsoDate } from "@parvat/domain/business-dates";
import { clauseOf } from "@parvat/domain/money-words";
import { type RefundQuote, refundFor } from "@parvat/domain/refunds";
import { formatRupees } from "@parvat/domain/trek-pricing";
import {
  type ChangePolicy,
  changePolicyOf,
  companyCancelCreditPaise,
  creditFor,
  creditValidMonths,
} from "@parvat/domain/trip-changes";
import { recordAudit } from "../audit/audit.ts";
import type { Logger } from "../logger.ts";
import { queueCancellationMessage } from "../messages/booking-messages.ts";
import { type BookingState, bookingState } from "./booking-state.ts";
import { moveToCredit, queueRefunds, refundableOf, syncPaid } from "./ledger.ts";
import { changeStatus, releaseStaleHolds } from "./transitions.ts";

/** Who cancels. */
export type CancelledBy =
  | { actor: "traveller" }
  | { actor: "trip-desk"; staffUserId: number; reason: string }
  /** `dashboardLink`: where the traveller answers the offer (the message's link). */
  | { actor: "company"; reason: string; dashboardLink: string }
  | { actor: "clock" };

/** What the booking's money becomes, with the figures its quote gave. */
export type MoneyOnCancel =
  | { becomes: "refund"; refundPaise: number; percent: number | null; feePaise: number; terms: string }
  | { becomes: "credit"; creditPaise: number; percent: number; feePaise: number; terms: string }
  /** A departure we cancelled: nothing moves until the traveller answers (refund, credit with a bonus, another date). */
  | { becomes: "company-offer"; policy: ChangePolicy; answerBy: Date };

export const CANCEL_CAUSES = {
  byTravellerForRefund: "Cancelled by the traveller; refund by the cancellation policy",
  byTravellerForCredit: "Cancelled by the traveller for trip credit",
  balanceOverdue: "Balance unpaid after its deadline and grace period; refund by the cancellation policy",
  byTripDesk: "Cancelled by the trip desk",
  byCompany: "Departure cancelled by us",
} as const;

export interface Cancelled {
  bookingId: number;
  /** Money received less refunds not failed, when it was cancelled. */
  basePaise: number;
  refundPaise: number;
  creditPaise: number;
  /** The credit offered by a departure we cancelled (everything paid plus the trip's bonus); 0 otherwise. */
  creditOfferPaise: number;
}

/**
 * Cancels a live booking locked by the caller (bookingState with lock), in the caller's transaction.
 * A held booking has received nothing but trip credit, which goes back whatever `money` says.
 */
export async function cancelLocked(
  tx: Transaction,
  state: BookingState,
  by: CancelledBy,
  money: MoneyOnCancel,
  at: Date,
): Promise<Cancelled> {
  if (!isLiveStatus(state.status)) throw new Error(`Booking ${state.id} is ${state.status}: nothing to cancel.`);
  const held = state.status === "held";
  const { netPaidPaise } = await refundableOf(tx, state.id);
  await changeStatus(tx, [{ id: state.id, from: state.status }], "cancelled", {
    by: by.actor,
    cause: causeOf(by, money, held),
    at,
  });
  const outcome: Cancelled = {
    bookingId: state.id,
    basePaise: held ? 0 : netPaidPaise,
    refundPaise: 0,
    creditPaise: 0,
    creditOfferPaise: 0,
  };
  let terms = "Cancelled before any payment; nothing to refund";
  let percent: number | null = null;
  let feePaise = 0;
  if (!held && money.becomes === "refund") {
    outcome.refundPaise =
      money.refundPaise > 0
        ? await queueRefunds(tx, { bookingId: state.id, refundPaise: money.refundPaise, reason: "cancellation", at })
        : 0;
    ({ terms, percent, feePaise } = money);
  } else if (!held && money.becomes === "credit") {
    outcome.creditPaise =
      money.creditPaise > 0
        ? await moveToCredit(tx, {
            accountId: state.userId,
            bookingId: state.id,
            amountPaise: money.creditPaise,
            source: "cancellation",
            at,
            note: state.reference,
          })
        : 0;
    ({ terms, percent, feePaise } = money);
  } else if (money.becomes === "company-offer") {
    // Written into our sentence: the reason's own full stop would double ours.
    const reason = by.actor === "company" ? clauseOf(by.reason) : "";
    if (held) {
      terms = `${CANCEL_CAUSES.byCompany}: ${reason}. The seats were only held; nothing was paid.`;
    } else {
      percent = 100;
      terms = `${CANCEL_CAUSES.byCompany}: ${reason}. No fee: choose a full refund, credit with a ${money.policy.companyCancelBonusPercent}% bonus, or another date.`;
      outcome.creditOfferPaise = companyCancelCreditPaise(money.policy, netPaidPaise);
      await tx.insert(companyCancellationOffers).values({
        bookingId: state.id,
        eventId: state.eventId!,
        paidPaise: netPaidPaise,
        creditOfferPaise: outcome.creditOfferPaise,
        answerBy: money.answerBy,
      });
    }
  }
  await syncPaid(tx, state.id);
  const [record] = await tx
    .insert(bookingCancellations)
    .values({
      bookingId: state.id,
      at,
      by: by.actor === "clock" ? "automatic" : by.actor,
      basePaise: outcome.basePaise,
      refundPaise: outcome.refundPaise,
      creditPaise: outcome.creditPaise,
      percent,
      feePaise,
      terms,
    })
    .returning({ id: bookingCancellations.id });
  await queueCancellationMessage(tx, {
    ...outcome,
    cancellationId: record!.id,
    eventId: state.eventId,
    by: by.actor === "company" ? { ...by, answerBy: money.becomes === "company-offer" ? money.answerBy : at } : by,
    held,
    at,
  });
  return outcome;
}

function causeOf(by: CancelledBy, money: MoneyOnCancel, held: boolean): string {
  switch (by.actor) {
    case "traveller":
      if (held) return BOOKING_CAUSES.cancelledByTraveller;
      return money.becomes === "credit" ? CANCEL_CAUSES.byTravellerForCredit : CANCEL_CAUSES.byTravellerForRefund;
    case "trip-desk":
      return `${CANCEL_CAUSES.byTripDesk}: ${by.reason}`;
    case "company":
      return `${CANCEL_CAUSES.byCompany}: ${by.reason}`;
    case "clock":
      return CANCEL_CAUSES.balanceOverdue;
  }
}

// ─── Quotes: what cancelling now would give (the screens show the same figures) ─────────

type QuotedState = Pick<BookingState, "status" | "startDate" | "cancellationTiers"> & { netPaidPaise: number };

/**
 * The refund cancelling now would give by the trip's tiers, or null when the booking cannot be
 * cancelled online: the tier's share of `netPaidPaise`, money received less every refund not failed.
 */
export function cancellationQuote(
  state: QuotedState,
  today: IsoDate,
): (RefundQuote & { daysBeforeDeparture: number }) | null {
  if (state.status !== "part_paid" && state.status !== "confirmed") return null;
  if (!state.cancellationTiers) return null;
  const daysBeforeDeparture = daysBetween(today, state.startDate);
  const quote = refundFor(state.cancellationTiers, daysBeforeDeparture, state.netPaidPaise);
  return quote ? { ...quote, daysBeforeDeparture } : null;
}

/**
 * What cancelling for trip credit now gives, or null when the booking cannot be cancelled online:
 * the trip's credit share (change_policy: for example 100% of what was paid less a fixed fee).
 */
export function creditCancellationQuote(
  state: Pick<BookingState, "status" | "startDate" | "changePolicy"> & { netPaidPaise: number },
  today: IsoDate,
): { creditPaise: number; feePaise: number; percent: number; text: string; validMonths: number } | null {
  if (state.status !== "part_paid" && state.status !== "confirmed") return null;
  if (daysBetween(today, state.startDate) < 0) return null;
  const policy = changePolicyOf(state.changePolicy);
  const { creditPaise, feePaise } = creditFor(policy, state.netPaidPaise);
  const fee = policy.creditFeeRupees ? ` less ${formatRupees(policy.creditFeeRupees)}` : "";
  return {
    creditPaise,
    feePaise,
    percent: policy.creditPercent,
    text: `Trip credit: ${policy.creditPercent}% of what was paid${fee}, valid ${creditValidMonths()} months`,
    validMonths: creditValidMonths(),
  };
}

/**
 * The refund the trip's rule gives when the trip desk cancels now: its tier for a paid booking before
 * departure (as travellers are quoted), nothing when nothing was paid or the trip has begun.
 */
export function tripDeskRuleRefund(
  state: QuotedState,
  today: IsoDate,
): { refundPaise: number; text: string; percent: number | null; feePaise: number } {
  const none = (text: string) => ({ refundPaise: 0, text, percent: null, feePaise: 0 });
  if (!isLiveStatus(state.status)) return none("Not live: nothing to cancel.");
  if (state.netPaidPaise === 0) return none("Nothing paid: nothing to refund.");
  const quote = cancellationQuote({ ...state, status: state.status === "held" ? "part_paid" : state.status }, today);
  if (!quote) return none("The trip has begun (or has no cancellation tiers): no refund by the rule.");
  return { refundPaise: quote.refundPaise, text: quote.tierText, percent: quote.percent, feePaise: quote.feePaise };
}

// ─── The cancellations each caller makes ────────────────────────────────────────────────

export interface CancelParts {
  db: Database;
  log: Logger;
  now: () => Date;
  /** Runs queued jobs soon (the refunds); optional so that services run without a worker. */
  wake?: () => void;
}

/** How a cancelled booking's money comes back: the tier's cash refund, or the trip's larger share as credit. */
export type RefundAs = "cash" | "credit";

export type CancelOutcome =
  | { ok: true; bookingId: number; refundPaise: number; creditPaise: number }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "not-cancellable"; status: BookingStatus };

/**
 * The traveller cancels their booking: a held one outright (trip credit spent on it comes back), a
 * paid one by the trip's tiers or, for `refundAs` credit, for the trip's credit share.
 */
export async function cancelAsTraveller(
  parts: CancelParts,
  input: { userId: number; bookingId: number; today: IsoDate; refundAs?: RefundAs },
): Promise<CancelOutcome> {
  const at = parts.now();
  const outcome = await parts.db.transaction(async (tx): Promise<CancelOutcome> => {
    // A hold that has run out is expired, not cancelled.
    await releaseStaleHolds(tx, { userId: input.userId }, at);
    const state = await bookingState(tx, input.bookingId, { lock: true });
    if (!state || state.userId !== input.userId) return { ok: false, reason: "not-found" };
    const refuse = { ok: false, reason: "not-cancellable", status: state.status } as const;
    if (state.status === "held") {
      const nothing = { becomes: "refund", refundPaise: 0, percent: null, feePaise: 0, terms: "" } as const;
      return done(await cancelLocked(tx, state, { actor: "traveller" }, nothing, at));
    }
    const { netPaidPaise } = await refundableOf(tx, state.id);
    if (input.refundAs === "credit") {
      const credit = creditCancellationQuote({ ...state, netPaidPaise }, input.today);
      if (!credit) return refuse;
      const money = { becomes: "credit", ...credit, terms: credit.text } as const;
      return done(await cancelLocked(tx, state, { actor: "traveller" }, money, at));
    }
    const quote = cancellationQuote({ ...state, netPaidPaise }, input.today);
    if (!quote) return refuse;
    const money = { becomes: "refund", ...quote, terms: quote.tierText } as const;
    return done(await cancelLocked(tx, state, { actor: "traveller" }, money, at));
  });
  if (outcome.ok) {
    parts.log.info({ bookingId: outcome.bookingId, refundPaise: outcome.refundPaise }, "booking cancelled");
    parts.wake?.();
  }
  return outcome;
}

const done = (cancelled: Cancelled) =>
  ({
    ok: true,
    bookingId: cancelled.bookingId,
    refundPaise: cancelled.refundPaise,
    creditPaise: cancelled.creditPaise,
  }) as const;

export type TripDeskCancelOutcome =
  | { ok: true; bookingId: number; refundPaise: number; ruleRefundPaise: number }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "not-cancellable"; status: BookingStatus }
  | { ok: false; reason: "refund-too-large"; refundablePaise: number }
  | { ok: false; reason: "second-factor"; message: string };

/**
 * The trip desk cancels a live booking for the traveller: the rule's refund (or the desk's amount,
 * from 0 to what was paid) against its payments, newest first; money taken by hand waits, pending,
 * for the desk to pay it back. Audited.
 */
export async function cancelAsTripDesk(
  parts: CancelParts,
  input: {
    staffUserId: number;
    bookingId: number;
    today: IsoDate;
    refundPaise: number | null;
    reason: string;
    /** Why a refund of this amount needs the staff member's second factor first; null when it does not. */
    refundRefusal?: (refundPaise: number) => string | null;
  },
): Promise<TripDeskCancelOutcome> {
  const at = parts.now();
  const outcome = await parts.db.transaction(async (tx): Promise<TripDeskCancelOutcome> => {
    const owner = await bookingState(tx, input.bookingId, { lock: false });
    if (!owner) return { ok: false, reason: "not-found" };
    await releaseStaleHolds(tx, { userId: owner.userId }, at);
    const state = (await bookingState(tx, input.bookingId, { lock: true }))!;
    if (!isLiveStatus(state.status)) return { ok: false, reason: "not-cancellable", status: state.status };
    const { netPaidPaise } = await refundableOf(tx, state.id);
    const rule = tripDeskRuleRefund({ ...state, netPaidPaise }, input.today);
    const refundPaise = input.refundPaise ?? rule.refundPaise;
    if (refundPaise > netPaidPaise) return { ok: false, reason: "refund-too-large", refundablePaise: netPaidPaise };
    const needsFactor = input.refundRefusal?.(refundPaise) ?? null;
    if (needsFactor) return { ok: false, reason: "second-factor", message: needsFactor };
    const overridden = input.refundPaise !== null && input.refundPaise !== rule.refundPaise;
    const money = overridden
      ? ({
          becomes: "refund",
          refundPaise,
          percent: null,
          feePaise: 0,
          terms: `Amount set by the trip desk: ${input.reason}`,
        } as const)
      : ({ becomes: "refund", ...rule, terms: rule.text } as const);
    const cancelled = await cancelLocked(
      tx,
      state,
      { actor: "trip-desk", staffUserId: input.staffUserId, reason: input.reason },
      money,
      at,
    );
    await recordAudit(tx, {
      staffUserId: input.staffUserId,
      action: overridden ? "cancel-booking-override-refund" : "cancel-booking",
      entity: "booking",
      entityId: String(state.id),
      before: { status: state.status, paidPaise: state.paidPaise },
      after: {
        status: "cancelled",
        refundPaise: cancelled.refundPaise,
        ruleRefundPaise: rule.refundPaise,
        rule: rule.text,
        overridden,
        reason: input.reason,
      },
    });
    return { ok: true, bookingId: state.id, refundPaise: cancelled.refundPaise, ruleRefundPaise: rule.refundPaise };
  });
  if (outcome.ok) {
    parts.log.info({ bookingId: outcome.bookingId, refundPaise: outcome.refundPaise }, "booking cancelled by staff");
    parts.wake?.();
  }
  return outcome;
}

/**
 * The clock cancels a part-paid booking whose balance is still unpaid once its grace has run out, by
 * its trip's tiers like a traveller's cancellation; `stillOverdue` is asked again under the booking's
 * lock, so a payment that lands meanwhile wins.
 */
export async function cancelOverdue(
  parts: CancelParts,
  input: {
    bookingId: number;
    today: IsoDate;
    stillOverdue: (state: BookingState) => boolean;
  },
): Promise<CancelOutcome> {
  const at = parts.now();
  const outcome = await parts.db.transaction(async (tx): Promise<CancelOutcome> => {
    const state = await bookingState(tx, input.bookingId, { lock: true });
    if (!state) return { ok: false, reason: "not-found" };
    const refuse = { ok: false, reason: "not-cancellable", status: state.status } as const;
    if (!input.stillOverdue(state)) return refuse;
    const { netPaidPaise } = await refundableOf(tx, state.id);
    const quote = cancellationQuote({ ...state, netPaidPaise }, input.today);
    if (!quote) return refuse;
    const money = { becomes: "refund", ...quote, terms: quote.tierText } as const;
    return done(await cancelLocked(tx, state, { actor: "clock" }, money, at));
  });
  if (outcome.ok) {
    parts.log.info(
      { bookingId: outcome.bookingId, refundPaise: outcome.refundPaise },
      "unpaid booking cancelled after its grace",
    );
    parts.wake?.();
  }
  return outcome;
}
