// Trip credit: a traveller's money kept for their next trip instead of going back to their bank.
// The ledger (credit_ledger) is append-only and in integer paise: credit is issued in lots, each with
// its expiry (CREDIT_VALID_MONTHS after it was issued); spending draws on the lots that expire first;
// credit spent on a booking that ends goes back to the lots it came from, with their expiry (a lot
// never outlives the day it was issued for); what is left of a lot at its expiry is forfeited by a
// row of its own (the expiry sweep). Every change to an account's credit takes the account's lock
// first, so two spends at once never draw the same paisa: a lot's balance never goes below zero and
// nothing is spent after it expired.
//
// This file knows the credit ledger only. On a booking, credit is a way of paying (payment_ledger
// provider "credit"), and money of a booking that becomes credit leaves it as "to_credit" rows: the
// booking lifecycle's ledger (booking-lifecycle/ledger.ts) writes those and calls this file.
import type { Database, Transaction } from "@parvat/db/client";
import { creditLedger } from "@parvat/db/schema";
import { type CreditSource, creditExpiresAt, creditValidMonths } from "@parvat/domain/trip-changes";
import { and, asc, desc, eq, inArray, lte, sql } from "drizzle-orm";
import { lockNames } from "../accounts/rate-limits.ts";

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

/** Every lot of the account with what is left of it (issued less spends and expiries, plus returns), oldest expiry first. */
export async function lotsOf(tx: Transaction | Database, accountId: number): Promise<CreditLot[]> {
  const rows = await tx
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.accountId, accountId))
    .orderBy(asc(creditLedger.expiresAt), asc(creditLedger.id));
  const drawn = new Map<number, number>();
  for (const row of rows) {
    if (row.lotId === null) continue;
    const amount = row.kind === "return" ? -row.amountPaise : row.amountPaise;
    drawn.set(row.lotId, (drawn.get(row.lotId) ?? 0) + amount);
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
 * Gives back `amountPaise` of the credit spent on a booking to the lots it was drawn from, those that
 * expire last first, each at most what was spent from it on the booking and not yet returned. The
 * credit keeps each lot's expiry: what goes back to a lot already expired is forfeited with it. Answers what was returned (less than asked only when less was spent). Takes the
 * account's lock.
 */
export async function returnToLots(
  tx: Transaction,
  { accountId, bookingId, amountPaise, at }: { accountId: number; bookingId: number; amountPaise: number; at: Date },
): Promise<number> {
  await lockCredit(tx, accountId);
  const rows = await tx
    .select({ kind: creditLedger.kind, lotId: creditLedger.lotId, amountPaise: creditLedger.amountPaise })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.accountId, accountId),
        eq(creditLedger.bookingId, bookingId),
        inArray(creditLedger.kind, ["spend", "return"]),
      ),
    );
  const spentFrom = new Map<number, number>();
  for (const row of rows) {
    const amount = row.kind === "spend" ? row.amountPaise : -row.amountPaise;
    spentFrom.set(row.lotId!, (spentFrom.get(row.lotId!) ?? 0) + amount);
  }
  const lots = (await lotsOf(tx, accountId)).filter((lot) => (spentFrom.get(lot.id) ?? 0) > 0).reverse();
  let left = amountPaise;
  for (const lot of lots) {
    if (left <= 0) break;
    const back = Math.min(left, spentFrom.get(lot.id)!);
    await tx
      .insert(creditLedger)
      .values({ accountId, kind: "return", amountPaise: back, lotId: lot.id, bookingId, at });
    // Back to a lot past its expiry: forfeited at once, as the expiry sweep would.
    if (lot.expiresAt <= at) {
      await tx.insert(creditLedger).values({ accountId, kind: "expire", amountPaise: back, lotId: lot.id, at });
    }
    left -= back;
  }
  return amountPaise - left;
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
        sql`${creditLedger.amountPaise} > coalesce((select sum(case when d.kind = 'return' then -d.amount_paise else d.amount_paise end) from credit_ledger d where d.lot_id = credit_ledger.id), 0)`,
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
