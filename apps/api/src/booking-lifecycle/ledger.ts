// A booking's money (docs/api.md, "Payments"): the append-only payment ledger and the refunds asked
// for. Everything that moves a booking's money comes through here: what it has received and holds,
// what can still be refunded per payment, refunds queued against its payments (newest first), money
// that becomes trip credit, and credit spent on it that goes back. paid_paise follows the ledger in
// the same transaction (paid = received - refunded - moved to credit), and every ledger row gets its
// tax document there (an invoice for a payment, a credit note for a refund).
import type { Database, Transaction } from "@parvat/db/client";
import { bookings, paymentLedger, paymentRefunds } from "@parvat/db/schema";
import { issueTaxDocuments } from "@parvat/db/tax-documents";
import type { RefundReason } from "@parvat/domain/payments";
import { netPaidPaise, refundableByPayment, splitRefund } from "@parvat/domain/refunds";
import type { CreditSource } from "@parvat/domain/trip-changes";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { issueCredit, returnToLots } from "../credit/credit.ts";
import { enqueueJobs, job } from "../jobs/jobs.ts";
import { MINIMUM_REFUND_PAISE } from "../payments/provider.ts";

/** The ledger's provider for trip credit spent on a booking: it goes back as credit, never as cash. */
export const CREDIT_PROVIDER = "credit";

/**
 * The ledger's provider for money the trip desk takes by hand (bank transfer, cash): recorded by
 * staff, and refunded by hand too, never through a gateway.
 */
export const OFFLINE_PROVIDER = "offline";

/**
 * paid = received - refunded - moved to credit, from the ledger, written to the booking; answers the
 * new figure. Every ledger row gets its tax document here too, so whatever writes the ledger and
 * follows it with syncPaid issues them in the same transaction.
 */
export async function syncPaid(tx: Transaction, bookingId: number): Promise<number> {
  await issueTaxDocuments(tx, bookingId);
  const [row] = await tx
    .select({
      paid: sql<number>`coalesce(sum(case when ${paymentLedger.kind} = 'payment' then ${paymentLedger.amountPaise} else -${paymentLedger.amountPaise} end), 0)::int`,
    })
    .from(paymentLedger)
    .where(eq(paymentLedger.bookingId, bookingId));
  const paid = Number(row?.paid ?? 0);
  await tx.update(bookings).set({ paidPaise: paid }).where(eq(bookings.id, bookingId));
  return paid;
}

/** A booking's ledger rows (newest first) and refund requests: what can still be refunded, per payment. */
export async function refundableOf(tx: Transaction | Database, bookingId: number) {
  const [ledger, requests] = await Promise.all([
    tx
      .select({
        kind: paymentLedger.kind,
        provider: paymentLedger.provider,
        providerId: paymentLedger.providerId,
        providerPaymentId: paymentLedger.providerPaymentId,
        amountPaise: paymentLedger.amountPaise,
      })
      .from(paymentLedger)
      .where(eq(paymentLedger.bookingId, bookingId))
      .orderBy(desc(paymentLedger.at), desc(paymentLedger.id)),
    tx
      .select({
        provider: paymentRefunds.provider,
        providerPaymentId: paymentRefunds.providerPaymentId,
        providerRefundId: paymentRefunds.providerRefundId,
        amountPaise: paymentRefunds.amountPaise,
        status: paymentRefunds.status,
      })
      .from(paymentRefunds)
      .where(eq(paymentRefunds.bookingId, bookingId)),
  ]);
  const net = netPaidPaise(ledger, requests);
  const failedPaise = requests.filter((r) => r.status === "failed").reduce((sum, r) => sum + r.amountPaise, 0);
  return {
    /** Money received less every refund not failed: what a cancellation's tier is a share of. */
    netPaidPaise: net,
    /**
     * What the booking holds towards its price: net of the refunds that failed too, which are still
     * owed to the traveller (the trip desk settles them), so never paid back again as an excess or
     * moved to credit on a transfer.
     */
    heldPaise: net - failedPaise,
    byPayment: refundableByPayment(ledger, requests),
  };
}

/**
 * A refund row and what pays it: the job that asks the gateway, nothing for money taken by hand (the
 * desk pays it back and records it), and at once, as credit to the lots it came from, for trip credit.
 * Answers the amount queued (0 when the payment already has its automatic refund: those are unique
 * per payment).
 */
export async function queueRefund(
  tx: Transaction,
  {
    bookingId,
    payment,
    amountPaise,
    reason,
    note,
    at,
    provider,
  }: {
    bookingId: number;
    payment: { id: string };
    amountPaise: number;
    reason: RefundReason;
    /** Why, in words for the traveller, when the reason alone does not say it. */
    note?: string;
    at: Date;
    provider?: string;
  },
): Promise<number> {
  const [refund] = await tx
    .insert(paymentRefunds)
    .values({
      bookingId,
      provider: provider ?? (await providerOf(tx, payment.id)),
      providerPaymentId: payment.id,
      amountPaise,
      reason,
      note: note ?? null,
      createdAt: at,
    })
    .onConflictDoNothing()
    .returning({ id: paymentRefunds.id, provider: paymentRefunds.provider });
  if (!refund) return 0;
  if (refund.provider === CREDIT_PROVIDER) {
    await returnCreditPayment(tx, { refundId: refund.id, at });
  } else if (refund.provider !== OFFLINE_PROVIDER) {
    await enqueueJobs(tx, [job("refund", { refundId: refund.id }, at, { key: `refund:${refund.id}` })]);
  }
  return amountPaise;
}

async function providerOf(tx: Transaction, paymentId: string): Promise<string> {
  const [row] = await tx
    .select({ provider: paymentLedger.provider })
    .from(paymentLedger)
    .where(and(eq(paymentLedger.kind, "payment"), eq(paymentLedger.providerId, paymentId)));
  if (!row) throw new Error(`No captured payment ${paymentId} to refund`);
  return row.provider;
}

/**
 * Refunds `refundPaise` of a booking against its payments, newest first (an overpayment's own
 * payment, a cancellation's latest money), each at most what is left of it once every refund not
 * failed is counted, never in pieces a gateway refuses (splitRefund: under ₹1); answers what was
 * queued (less than asked only when less is left).
 */
export async function queueRefunds(
  tx: Transaction,
  { bookingId, refundPaise, reason, at }: { bookingId: number; refundPaise: number; reason: RefundReason; at: Date },
): Promise<number> {
  let left = refundPaise;
  const payments = [...(await refundableOf(tx, bookingId)).byPayment.values()];
  // Credit and money taken by hand go back by us, in any amount; a gateway refuses refunds under ₹1.
  const pieces = splitRefund(
    refundPaise,
    payments.map((payment) => ({
      refundablePaise: payment.refundablePaise,
      minimumPaise:
        payment.provider === CREDIT_PROVIDER || payment.provider === OFFLINE_PROVIDER ? 1 : MINIMUM_REFUND_PAISE,
    })),
  );
  for (const [index, payment] of payments.entries()) {
    const amountPaise = pieces[index]!;
    if (amountPaise <= 0) continue;
    left -= await queueRefund(tx, {
      bookingId,
      payment: { id: payment.providerPaymentId },
      amountPaise,
      reason,
      at,
      provider: payment.provider,
    });
  }
  return refundPaise - left;
}

/** A booking's refunds, oldest first (the Booking.refunds field and refund_status read these). */
export function refundsOf(db: Database, bookingId: number) {
  return db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.bookingId, bookingId))
    .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id));
}

/**
 * Moves `amountPaise` of a booking's money to its traveller's trip credit: one lot issued, and
 * "to_credit" rows against the booking's payments, newest first, each at most what is left of it to
 * refund. Answers what moved (less than asked only when less is left). The caller syncs paid_paise.
 */
export async function moveToCredit(
  tx: Transaction,
  {
    accountId,
    bookingId,
    amountPaise,
    source,
    at,
    note,
  }: { accountId: number; bookingId: number; amountPaise: number; source: CreditSource; at: Date; note?: string },
): Promise<number> {
  const { byPayment } = await refundableOf(tx, bookingId);
  const draws: { provider: string; providerPaymentId: string; amountPaise: number }[] = [];
  let left = amountPaise;
  for (const payment of byPayment.values()) {
    if (left <= 0) break;
    const draw = Math.min(left, payment.refundablePaise);
    if (draw <= 0) continue;
    draws.push({ provider: payment.provider, providerPaymentId: payment.providerPaymentId, amountPaise: draw });
    left -= draw;
  }
  const moved = amountPaise - left;
  if (moved <= 0) return 0;
  const lotId = await issueCredit(tx, { accountId, amountPaise: moved, source, at, bookingId, note: note ?? null });
  await tx.insert(paymentLedger).values(
    draws.map((draw, index) => ({
      bookingId,
      kind: "to_credit",
      provider: draw.provider,
      providerId: `credit-lot-${lotId}-${index}`,
      providerPaymentId: draw.providerPaymentId,
      amountPaise: draw.amountPaise,
      at,
    })),
  );
  return moved;
}

/**
 * A refund of trip credit a booking was paid with: made at once, back to the lots it was spent from
 * (with their expiry), and recorded like a processed refund.
 */
async function returnCreditPayment(tx: Transaction, { refundId, at }: { refundId: number; at: Date }) {
  const [refund] = await tx
    .select({
      bookingId: paymentRefunds.bookingId,
      providerPaymentId: paymentRefunds.providerPaymentId,
      amountPaise: paymentRefunds.amountPaise,
      accountId: bookings.userId,
    })
    .from(paymentRefunds)
    .innerJoin(bookings, eq(bookings.id, paymentRefunds.bookingId))
    .where(and(eq(paymentRefunds.id, refundId), eq(paymentRefunds.provider, CREDIT_PROVIDER)));
  if (!refund) throw new Error(`Refund ${refundId} is not of trip credit`);
  const returned = await returnToLots(tx, {
    accountId: refund.accountId,
    bookingId: refund.bookingId,
    amountPaise: refund.amountPaise,
    at,
  });
  if (returned !== refund.amountPaise) {
    throw new Error(`Refund ${refundId} returns ${refund.amountPaise} of credit, but only ${returned} was spent`);
  }
  const providerRefundId = `credit-return-${refundId}`;
  await tx
    .update(paymentRefunds)
    .set({ providerRefundId, status: "processed", processedAt: at })
    .where(eq(paymentRefunds.id, refundId));
  await tx.insert(paymentLedger).values({
    bookingId: refund.bookingId,
    kind: "refund",
    provider: CREDIT_PROVIDER,
    providerId: providerRefundId,
    providerPaymentId: refund.providerPaymentId,
    amountPaise: refund.amountPaise,
    at,
  });
  await syncPaid(tx, refund.bookingId);
}

/**
 * Held bookings that end (a hold that lapsed, one let go) give back at once the trip credit spent on
 * them: nothing else was paid, and no tier applies to money never captured.
 */
export async function giveBackCreditOfHolds(tx: Transaction, bookingIds: readonly number[], at: Date): Promise<void> {
  if (bookingIds.length === 0) return;
  const spent = await tx
    .select({
      bookingId: paymentLedger.bookingId,
      providerPaymentId: paymentLedger.providerId,
      amountPaise: paymentLedger.amountPaise,
      returned: sql<number>`coalesce((select sum(r.amount_paise) from payment_refunds r where r.provider = ${CREDIT_PROVIDER} and r.provider_payment_id = ${paymentLedger.providerId} and r.status <> 'failed'), 0)::int`,
    })
    .from(paymentLedger)
    .where(
      and(
        inArray(paymentLedger.bookingId, [...bookingIds]),
        eq(paymentLedger.kind, "payment"),
        eq(paymentLedger.provider, CREDIT_PROVIDER),
      ),
    );
  for (const payment of spent) {
    const left = payment.amountPaise - Number(payment.returned);
    if (left <= 0) continue;
    await queueRefund(tx, {
      bookingId: payment.bookingId,
      payment: { id: payment.providerPaymentId },
      amountPaise: left,
      reason: "cancellation",
      note: "The booking ended before it was paid: the trip credit spent on it is yours again.",
      at,
      provider: CREDIT_PROVIDER,
    });
  }
}

/**
 * What a money message says of one ledger row: its amount and, for a payment refunded because it came
 * after its booking ended, that refund's note (late payments are refunded whole, once:
 * payment_refunds_automatic_unique). Undefined without a row.
 */
export async function moneyMessageEntry(
  db: Transaction | Database,
  ledgerId: number | undefined,
): Promise<{ amountPaise: number; note: string | null } | undefined> {
  if (!ledgerId) return undefined;
  const [entry] = await db
    .select({ amountPaise: paymentLedger.amountPaise, note: paymentRefunds.note })
    .from(paymentLedger)
    .leftJoin(
      paymentRefunds,
      and(
        eq(paymentRefunds.provider, paymentLedger.provider),
        eq(paymentRefunds.providerPaymentId, paymentLedger.providerId),
        eq(paymentRefunds.reason, "late-capture"),
      ),
    )
    .where(eq(paymentLedger.id, ledgerId));
  return entry;
}
