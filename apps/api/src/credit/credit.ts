// Trip credit: a traveller's money kept for their next trip instead of going back to their bank.
// The ledger (credit_ledger) is append-only and in integer paise: credit is issued in lots, each with
// its expiry (CREDIT_VALID_MONTHS after it was issued); spending draws on the lots that expire first;
// what is left of a lot at its expiry is forfeited by a row of its own (the expiry job). Every change
// to an account's credit takes the account's lock first, so two spends at once never draw the same
// paisa: a lot's balance never goes below zero and nothing is spent after it expired.
//
// On a booking, credit is a way of paying (payment_ledger provider "credit"): receipts and tax follow
// the full price and list the credit as a payment. Money of a booking that becomes credit (cancelled
// for credit, a cheaper departure, a departure we cancelled) leaves the booking as "to_credit" rows
// against the payments it came from, so money in = kept + refunded + credit issued, for every booking.
import type { Database, Transaction } from "@parvat/db/client";
import { bookings, creditLedger, paymentLedger, paymentRefunds } from "@parvat/db/schema";
import { issueTaxDocuments } from "@parvat/db/tax-documents";
import { type CreditSource, creditExpiresAt, creditValidMonths } from "@parvat/domain/trip-changes";
import { and, asc, desc, eq, inArray, lte, sql } from "drizzle-orm";
import { lockNames } from "../accounts/rate-limits.ts";

/** The ledger's provider for trip credit spent on a booking. */
export const CREDIT_PROVIDER = "credit";

export interface CreditLot {
  id: number;
  amountPaise: number;
  leftPaise: number;
  expiresAt: Date;
  source: CreditSource;
  at: Date;
}

/** Takes the account's credit lock until the transaction ends. */
export function lockCredit(tx: Transaction, accountId: number): Promise<void> {
  return lockNames(tx, [`credit:${accountId}`]);
}

/** Every lot of the account with what is left of it (issued less spends and expiries), oldest expiry first. */
export async function lotsOf(tx: Transaction | Database, accountId: number): Promise<CreditLot[]> {
  const rows = await tx
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.accountId, accountId))
    .orderBy(asc(creditLedger.expiresAt), asc(creditLedger.id));
  const drawn = new Map<number, number>();
  for (const row of rows) {
    if (row.lotId !== null) drawn.set(row.lotId, (drawn.get(row.lotId) ?? 0) + row.amountPaise);
  }
  return rows
    .filter((row) => row.kind === "issue")
    .map((row) => ({
      id: row.id,
      amountPaise: row.amountPaise,
      leftPaise: row.amountPaise - (drawn.get(row.id) ?? 0),
      expiresAt: new Date(row.expiresAt!),
      source: row.source as CreditSource,
      at: new Date(row.at),
    }));
}

/** What the account can spend at `at`: what is left of lots not yet expired. */
export async function balanceOf(tx: Transaction | Database, accountId: number, at: Date): Promise<number> {
  const lots = await lotsOf(tx, accountId);
  return lots.filter((lot) => lot.expiresAt > at).reduce((sum, lot) => sum + lot.leftPaise, 0);
}

/** Issues credit as one lot; answers its ledger id. The caller holds the account's lock or needs none (a new lot draws nothing). */
export async function issueCredit(
  tx: Transaction,
  entry: {
    accountId: number;
    amountPaise: number;
    source: CreditSource;
    at: Date;
    bookingId?: number | null;
    staffUserId?: number | null;
    note?: string | null;
    validMonths?: number;
  },
): Promise<number> {
  if (!Number.isSafeInteger(entry.amountPaise) || entry.amountPaise <= 0) {
    throw new RangeError(`Credit must be a positive amount in paise: ${entry.amountPaise}`);
  }
  const [row] = await tx
    .insert(creditLedger)
    .values({
      accountId: entry.accountId,
      kind: "issue",
      amountPaise: entry.amountPaise,
      expiresAt: creditExpiresAt(entry.at, entry.validMonths ?? creditValidMonths()),
      source: entry.source,
      bookingId: entry.bookingId ?? null,
      staffUserId: entry.staffUserId ?? null,
      note: entry.note ?? null,
      at: entry.at,
    })
    .returning({ id: creditLedger.id });
  return row!.id;
}

/**
 * Spends up to `amountPaise` of the account's credit on a booking, drawing on the lots that expire
 * first (never an expired one); answers what was spent (less than asked when less is left) and the
 * first spend row's id. Takes the account's lock.
 */
export async function spendCredit(
  tx: Transaction,
  { accountId, bookingId, amountPaise, at }: { accountId: number; bookingId: number; amountPaise: number; at: Date },
): Promise<{ spentPaise: number; firstEntryId: number | null }> {
  await lockCredit(tx, accountId);
  let left = amountPaise;
  let firstEntryId: number | null = null;
  for (const lot of await lotsOf(tx, accountId)) {
    if (left <= 0) break;
    if (lot.expiresAt <= at || lot.leftPaise <= 0) continue;
    const draw = Math.min(left, lot.leftPaise);
    const [row] = await tx
      .insert(creditLedger)
      .values({ accountId, kind: "spend", amountPaise: draw, lotId: lot.id, bookingId, at })
      .returning({ id: creditLedger.id });
    firstEntryId ??= row!.id;
    left -= draw;
  }
  return { spentPaise: amountPaise - left, firstEntryId };
}

/**
 * Forfeits what is left of every lot that expired by `at`, one expiry row per lot, at most `limit`
 * lots; answers how many. The expiry job runs it with the injected clock.
 */
export async function expireCredit(db: Database, at: Date, limit = 500): Promise<number> {
  const due = await db
    .select({ id: creditLedger.id, accountId: creditLedger.accountId })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.kind, "issue"),
        lte(creditLedger.expiresAt, at),
        sql`${creditLedger.amountPaise} > coalesce((select sum(d.amount_paise) from credit_ledger d where d.lot_id = credit_ledger.id), 0)`,
      ),
    )
    .orderBy(asc(creditLedger.expiresAt))
    .limit(limit);
  let expired = 0;
  for (const accountId of new Set(due.map((row) => row.accountId))) {
    expired += await db.transaction(async (tx) => {
      await lockCredit(tx, accountId);
      let count = 0;
      for (const lot of await lotsOf(tx, accountId)) {
        if (lot.expiresAt > at || lot.leftPaise <= 0) continue;
        await tx
          .insert(creditLedger)
          .values({ accountId, kind: "expire", amountPaise: lot.leftPaise, lotId: lot.id, at: lot.expiresAt });
        count += 1;
      }
      return count;
    });
  }
  return expired;
}

/** The account's ledger, newest first, for the dashboard. */
export function entriesOf(db: Database | Transaction, accountId: number, limit = 100) {
  return db
    .select({
      id: creditLedger.id,
      kind: creditLedger.kind,
      amountPaise: creditLedger.amountPaise,
      source: creditLedger.source,
      expiresAt: creditLedger.expiresAt,
      bookingId: creditLedger.bookingId,
      note: creditLedger.note,
      at: creditLedger.at,
    })
    .from(creditLedger)
    .where(eq(creditLedger.accountId, accountId))
    .orderBy(desc(creditLedger.at), desc(creditLedger.id))
    .limit(limit);
}

// ─── Credit and a booking's payments ────────────────────────────────────────────────────

/**
 * Moves `amountPaise` of a booking's money to the traveller's credit: one lot issued, and "to_credit"
 * rows against the booking's payments, newest first, each at most what is left of it to refund.
 * Answers what moved (less than asked only when less is left). The caller syncs paid_paise.
 */
export async function moveToCredit(
  tx: Transaction,
  {
    accountId,
    bookingId,
    amountPaise,
    source,
    at,
    refundable,
    note,
  }: {
    accountId: number;
    bookingId: number;
    amountPaise: number;
    source: CreditSource;
    at: Date;
    refundable: Iterable<{ provider: string; providerPaymentId: string; refundablePaise: number }>;
    note?: string;
  },
): Promise<number> {
  const draws: { provider: string; providerPaymentId: string; amountPaise: number }[] = [];
  let left = amountPaise;
  for (const payment of refundable) {
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
 * Credit a booking was paid with goes back as credit, never as cash: a refund asked of the "credit"
 * provider is made at once, as a new lot, and recorded like a processed refund. Answers the lot's id.
 */
export async function returnCreditPayment(
  tx: Transaction,
  { refundId, accountId, at }: { refundId: number; accountId: number; at: Date },
): Promise<number> {
  const [refund] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId));
  if (!refund || refund.provider !== CREDIT_PROVIDER) throw new Error(`Refund ${refundId} is not of trip credit`);
  const lotId = await issueCredit(tx, {
    accountId,
    amountPaise: refund.amountPaise,
    source: "credit-returned",
    at,
    bookingId: refund.bookingId,
  });
  const providerRefundId = `credit-return-${lotId}`;
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
  return lotId;
}

/** Every issued lot of the given bookings (for a booking's own page: the credit it gave). */
export function creditIssuedFor(db: Database | Transaction, bookingIds: readonly number[]) {
  return db
    .select({ bookingId: creditLedger.bookingId, amountPaise: creditLedger.amountPaise, source: creditLedger.source })
    .from(creditLedger)
    .where(and(eq(creditLedger.kind, "issue"), inArray(creditLedger.bookingId, [...bookingIds])));
}

/**
 * A held booking that ends (its hold lapsed, or the traveller let it go) gives back at once the trip
 * credit spent on it, as credit: nothing else was paid, and no tier applies to money never captured.
 */
export async function giveBackCreditOfHolds(tx: Transaction, bookingIds: readonly number[], at: Date): Promise<void> {
  if (bookingIds.length === 0) return;
  const spent = await tx
    .select({
      bookingId: paymentLedger.bookingId,
      userId: bookings.userId,
      providerPaymentId: paymentLedger.providerId,
      amountPaise: paymentLedger.amountPaise,
      returned: sql<number>`coalesce((select sum(r.amount_paise) from payment_refunds r where r.provider = ${CREDIT_PROVIDER} and r.provider_payment_id = ${paymentLedger.providerId} and r.status <> 'failed'), 0)::int`,
    })
    .from(paymentLedger)
    .innerJoin(bookings, eq(bookings.id, paymentLedger.bookingId))
    .where(
      and(
        inArray(paymentLedger.bookingId, [...bookingIds]),
        eq(paymentLedger.kind, "payment"),
        eq(paymentLedger.provider, CREDIT_PROVIDER),
      ),
    );
  const touched = new Set<number>();
  for (const payment of spent) {
    const left = payment.amountPaise - Number(payment.returned);
    if (left <= 0) continue;
    const [refund] = await tx
      .insert(paymentRefunds)
      .values({
        bookingId: payment.bookingId,
        provider: CREDIT_PROVIDER,
        providerPaymentId: payment.providerPaymentId,
        amountPaise: left,
        reason: "cancellation",
        note: "The booking ended before it was paid: the trip credit spent on it is yours again.",
        createdAt: at,
      })
      .returning({ id: paymentRefunds.id });
    await returnCreditPayment(tx, { refundId: refund!.id, accountId: payment.userId, at });
    touched.add(payment.bookingId);
  }
  for (const bookingId of touched) {
    // As payments.ts's syncPaid does (not imported here: it imports bookings.ts, which imports this):
    // the credit note of each return, then paid_paise from the ledger.
    await issueTaxDocuments(tx, bookingId);
    await tx
      .update(bookings)
      .set({
        paidPaise: sql`(select coalesce(sum(case when l.kind = 'payment' then l.amount_paise else -l.amount_paise end), 0) from payment_ledger l where l.booking_id = ${bookingId})`,
      })
      .where(eq(bookings.id, bookingId));
  }
}
