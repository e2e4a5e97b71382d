// A departure the company calls off (weather, a closed road): every live booking on it is cancelled
// without a fee, held ones simply released, and each traveller who paid chooses what becomes of
// their money: a full refund, full credit plus the trip's bonus, or a move to another departure of
// the trip without a fee. Without an answer in COMPANY_CANCEL_ANSWER_DAYS the refund is made (the
// sweep below, on the injected clock). Nobody is left out of pocket and nothing is kept.
import type { Database, Transaction } from "@parvat/db/client";
import {
  bookingCancellations,
  bookings,
  companyCancellationOffers,
  departureCancellations,
  events,
  treks,
} from "@parvat/db/schema";
import type { IsoDate } from "@parvat/domain/business-dates";
import {
  type ChangePolicy,
  COMPANY_CANCEL_ANSWER_DAYS,
  type CompanyCancelChoice,
  changePolicyOf,
} from "@parvat/domain/trip-changes";
import { and, desc, eq, inArray, isNull, lte } from "drizzle-orm";
import { recordAudit } from "../audit/audit.ts";
import { bookingState } from "../booking-lifecycle/booking-state.ts";
import { cancelLocked } from "../booking-lifecycle/cancel.ts";
import { moveToCredit, queueRefunds, refundableOf, syncPaid } from "../booking-lifecycle/ledger.ts";
import { closeWaitlistForCancelledDeparture } from "../booking-lifecycle/seats.ts";
import { expireCredit, issueCredit } from "../credit/credit.ts";
import type { Logger } from "../logger.ts";
import { type ChangeParts, type TransferOutcome, transferInside } from "./transfers.ts";

export type CancelDepartureOutcome =
  | { ok: true; eventId: number; cancelledBookings: number; releasedHolds: number; offers: number }
  | { ok: false; reason: "not-found" | "already-cancelled" | "started" | "reason-missing" };

/**
 * Cancels a departure for everyone on it, in one transaction: the departure stops selling, its held
 * bookings are released, its paid ones cancelled without a fee with an offer each (answer within
 * COMPANY_CANCEL_ANSWER_DAYS), and the trip desk's act is audited.
 */
export async function adminCancelDeparture(
  parts: ChangeParts,
  input: {
    eventId: number;
    reason: string;
    staffUserId: number;
    today: IsoDate;
    /** The site's address (PUBLIC_ORIGIN), for the link in the travellers' messages. */
    origin?: string;
  },
): Promise<CancelDepartureOutcome> {
  const at = parts.now();
  const reason = input.reason.trim();
  if (reason.length < 5) return { ok: false, reason: "reason-missing" };
  const outcome = await parts.db.transaction(async (tx): Promise<CancelDepartureOutcome> => {
    const [departure] = await tx
      .select({ id: events.id, startDate: events.startDate, trekId: events.trekId, policy: treks.changePolicy })
      .from(events)
      .innerJoin(treks, eq(treks.id, events.trekId))
      .where(eq(events.id, input.eventId))
      .for("no key update", { of: events }); // as lockDeparture (waitlist/offers.ts) says why
    if (!departure) return { ok: false, reason: "not-found" };
    if (departure.startDate < input.today) return { ok: false, reason: "started" };
    const [inserted] = await tx
      .insert(departureCancellations)
      .values({ eventId: departure.id, reason, staffUserId: input.staffUserId, at })
      .onConflictDoNothing()
      .returning({ id: departureCancellations.id });
    if (!inserted) return { ok: false, reason: "already-cancelled" };
    const { releasedHolds, cancelled, offers } = await cancelBookingsOfDeparture(tx, {
      eventId: departure.id,
      reason,
      policy: changePolicyOf(departure.policy),
      at,
      origin: input.origin ?? "",
    });
    await recordAudit(tx, {
      staffUserId: input.staffUserId,
      action: "cancel-departure",
      entity: "event",
      entityId: String(departure.id),
      before: { cancelled: false },
      after: { cancelled: true, reason, cancelledBookings: cancelled, releasedHolds },
    });
    return { ok: true, eventId: departure.id, cancelledBookings: cancelled, releasedHolds, offers };
  });
  if (outcome.ok) parts.log.info({ ...outcome }, "departure cancelled by the company");
  return outcome;
}

/**
 * Everything a departure's cancellation does to the bookings on it, in the caller's transaction:
 * the place where whatever else waits on the departure (its waitlist) is closed too.
 */
async function cancelBookingsOfDeparture(
  tx: Transaction,
  {
    eventId,
    reason,
    policy,
    at,
    origin,
  }: { eventId: number; reason: string; policy: ChangePolicy; at: Date; origin: string },
): Promise<{ releasedHolds: number; cancelled: number; offers: number }> {
  // The line closes first, so the seats given back below are offered to nobody.
  await closeWaitlistForCancelledDeparture(tx, eventId, at);
  const live = await tx
    .select({
      id: bookings.id,
      reference: bookings.reference,
      contactEmail: bookings.contactEmail,
      tripName: treks.name,
      startDate: events.startDate,
    })
    .from(bookings)
    .innerJoin(treks, eq(treks.id, bookings.trekId))
    .innerJoin(events, eq(events.id, bookings.eventId))
    .where(and(eq(bookings.eventId, eventId), inArray(bookings.status, ["held", "part_paid", "confirmed"])))
    .orderBy(bookings.id);
  const answerBy = new Date(at.getTime() + COMPANY_CANCEL_ANSWER_DAYS * 86_400_000);
  let held = 0;
  let paid = 0;
  for (const booking of live) {
    const state = (await bookingState(tx, booking.id, { lock: true }))!;
    // The traveller hears of it from the cancellation itself, by their channel.
    await cancelLocked(
      tx,
      state,
      { actor: "company", reason, dashboardLink: `${origin}/dashboard` },
      { becomes: "company-offer", policy, answerBy },
      at,
    );
    if (state.status === "held") {
      held += 1;
      continue;
    }
    paid += 1;
  }
  return { releasedHolds: held, cancelled: paid, offers: paid };
}

export type AnswerOutcome =
  | { ok: true; bookingId: number; choice: CompanyCancelChoice }
  | { ok: false; reason: "not-found" | "answered" }
  | { ok: false; reason: "transfer"; refusal: Extract<TransferOutcome, { ok: false }> };

/**
 * The traveller's answer to a departure we cancelled: the refund, the credit with its bonus, or a
 * move (to `transferTo`) without a fee. Once only; the job answers "refund" for those who do not.
 */
export async function answerCompanyCancellation(
  parts: ChangeParts,
  input: {
    userId: number | null;
    bookingId: number;
    choice: CompanyCancelChoice;
    transferTo?: { eventId: number; packageId: number } | null;
    today: IsoDate;
    answeredBy?: "traveller" | "no-answer";
  },
): Promise<AnswerOutcome> {
  const at = parts.now();
  try {
    const outcome = await parts.db.transaction((tx) => answerInside(tx, input, at));
    if (outcome.ok)
      parts.log.info({ bookingId: input.bookingId, choice: input.choice }, "company cancellation answered");
    return outcome;
  } catch (error) {
    if (error instanceof TransferRefused) return { ok: false, reason: "transfer", refusal: error.outcome };
    throw error;
  }
}

class TransferRefused extends Error {
  readonly outcome: Extract<TransferOutcome, { ok: false }>;

  constructor(outcome: Extract<TransferOutcome, { ok: false }>) {
    super("transfer refused");
    this.outcome = outcome;
  }
}

async function answerInside(
  tx: Transaction,
  input: Parameters<typeof answerCompanyCancellation>[1],
  at: Date,
): Promise<AnswerOutcome> {
  const [offer] = await tx
    .select({
      id: companyCancellationOffers.id,
      choice: companyCancellationOffers.choice,
      userId: bookings.userId,
      creditOfferPaise: companyCancellationOffers.creditOfferPaise,
      paidPaise: companyCancellationOffers.paidPaise,
    })
    .from(companyCancellationOffers)
    .innerJoin(bookings, eq(bookings.id, companyCancellationOffers.bookingId))
    .where(eq(companyCancellationOffers.bookingId, input.bookingId))
    // A booking moved to another date after a cancellation may have had a second departure cancelled:
    // its latest offer is the one to answer.
    .orderBy(desc(companyCancellationOffers.id))
    .limit(1)
    .for("update", { of: companyCancellationOffers });
  if (!offer || (input.userId !== null && offer.userId !== input.userId)) return { ok: false, reason: "not-found" };
  if (offer.choice !== null) return { ok: false, reason: "answered" };
  const { netPaidPaise } = await refundableOf(tx, input.bookingId);
  if (input.choice === "refund") {
    const refunded = await queueRefunds(tx, {
      bookingId: input.bookingId,
      refundPaise: netPaidPaise,
      reason: "departure-cancelled",
      at,
    });
    await syncPaid(tx, input.bookingId);
    await tx
      .update(bookingCancellations)
      .set({ refundPaise: refunded })
      .where(eq(bookingCancellations.bookingId, input.bookingId));
  } else if (input.choice === "credit") {
    const moved = await moveToCredit(tx, {
      accountId: offer.userId,
      bookingId: input.bookingId,
      amountPaise: netPaidPaise,
      source: "company-cancellation",
      at,
    });
    const bonusPaise = offer.creditOfferPaise - offer.paidPaise;
    if (bonusPaise > 0) {
      await issueCredit(tx, {
        accountId: offer.userId,
        amountPaise: bonusPaise,
        source: "company-cancellation",
        at,
        bookingId: input.bookingId,
        note: "Bonus for a departure we cancelled",
      });
    }
    await syncPaid(tx, input.bookingId);
    await tx
      .update(bookingCancellations)
      .set({ creditPaise: moved + Math.max(0, bonusPaise) })
      .where(eq(bookingCancellations.bookingId, input.bookingId));
  } else {
    if (!input.transferTo) return { ok: false, reason: "not-found" };
    const moved = await transferInside(
      tx,
      {
        bookingId: input.bookingId,
        eventId: input.transferTo.eventId,
        packageId: input.transferTo.packageId,
        idempotencyKey: null,
        today: input.today,
        by: { kind: "company-cancellation", userId: offer.userId },
      },
      at,
    );
    if (!moved.ok) throw new TransferRefused(moved);
    // The booking lives again on its new date: its cancellation record no longer describes it.
    await tx.delete(bookingCancellations).where(eq(bookingCancellations.bookingId, input.bookingId));
  }
  await tx
    .update(companyCancellationOffers)
    .set({ choice: input.choice, answeredAt: at, answeredBy: input.answeredBy ?? "traveller" })
    .where(eq(companyCancellationOffers.id, offer.id));
  return { ok: true, bookingId: input.bookingId, choice: input.choice };
}

/** Refunds every offer unanswered by its deadline (the sweep, on the server's clock). Answers how many. */
export async function refundUnansweredOffers(parts: ChangeParts, today: IsoDate): Promise<number> {
  const due = await parts.db
    .select({ bookingId: companyCancellationOffers.bookingId })
    .from(companyCancellationOffers)
    .where(and(isNull(companyCancellationOffers.choice), lte(companyCancellationOffers.answerBy, parts.now())))
    .limit(200);
  let refunded = 0;
  for (const { bookingId } of due) {
    const outcome = await answerCompanyCancellation(parts, {
      userId: null,
      bookingId,
      choice: "refund",
      today,
      answeredBy: "no-answer",
    });
    if (outcome.ok) refunded += 1;
  }
  return refunded;
}

/** The periodic work of trip changes: credit that expired, and offers nobody answered. */
export async function sweepTripChanges(
  { db, logger, now }: { db: Database; logger: Logger; now: () => Date },
  today: IsoDate,
): Promise<{ expiredLots: number; refundedOffers: number }> {
  const expiredLots = await expireCredit(db, now());
  const refundedOffers = await refundUnansweredOffers({ db, log: logger, now }, today);
  if (expiredLots + refundedOffers > 0) logger.info({ expiredLots, refundedOffers }, "trip changes swept");
  return { expiredLots, refundedOffers };
}
