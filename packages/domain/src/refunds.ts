// What a cancellation gives back. Each region's team publishes its cancellation policy in
// words (the campsite's "Cancellation" policy on the trek page) and as tiers of data, days before
// departure -> percent of what was paid, minus a fixed fee; the words and the tiers say the same thing.
// Pure: the API quotes with it before the traveller confirms and refunds with it when they do.
import { z } from "zod";
import { rupeesToPaise } from "./booking-amounts.ts";
import { formatRupees } from "./trek-pricing.ts";

/** One step of a cancellation policy. */
export interface RefundTier {
  /** Applies when the cancellation comes this many whole days or more before the start date. */
  minDaysBefore: number;
  /** Percent of what was paid that comes back, 0 to 100. */
  percent: number;
  /** Whole rupees kept from the refund (a processing fee per booking); never makes a refund negative. */
  feeRupees?: number;
  /**
   * What else the policy says of this tier ("the trip desk can help with another date"). Never trip
   * credit: its terms are the trip's change policy, which every screen words from its own rule.
   */
  note?: string;
}

/** Tiers as stored (campsites.cancellation_tiers): the check the demo content and the API both apply. */
export const refundTiersSchema = z
  .array(
    z.object({
      minDaysBefore: z.number().int().min(0),
      percent: z.number().int().min(0).max(100),
      feeRupees: z.number().int().min(0).optional(),
      note: z.string().min(1).optional(),
    }),
  )
  .min(1)
  .refine(
    (tiers) => tiers.every((tier, index) => index === 0 || tier.minDaysBefore < tiers[index - 1]!.minDaysBefore),
    "tiers go from the most days before departure to the fewest, each with fewer days than the one before",
  )
  .refine((tiers) => tiers.at(-1)?.minDaysBefore === 0, "the last tier starts at 0 days, so every day has a tier");

export interface RefundQuote {
  refundPaise: number;
  /** The tier's fee as it applied: never more than the tier's share (a refund is never negative). */
  feePaise: number;
  /** The tier's percent (before its fee). */
  percent: number;
  /** The tier that applies, with its words. */
  tier: RefundTier;
  tierText: string;
}

/**
 * The refund for cancelling `daysBefore` whole days before departure after paying `paidPaise`: the
 * first tier whose minimum is met, its percent of the paid amount rounded down to the paisa, less
 * its fee. Null once the trip has started (daysBefore < 0): nothing is cancelled online then.
 */
export function refundFor(tiers: readonly RefundTier[], daysBefore: number, paidPaise: number): RefundQuote | null {
  if (!Number.isSafeInteger(paidPaise) || paidPaise < 0) throw new RangeError(`Not an amount in paise: ${paidPaise}`);
  if (!Number.isInteger(daysBefore) || daysBefore < 0) return null;
  const index = tiers.findIndex((tier) => daysBefore >= tier.minDaysBefore);
  const tier = tiers[index];
  if (!tier) return null;
  const share = Math.floor((paidPaise * tier.percent) / 100);
  const refundPaise = Math.max(0, share - rupeesToPaise(tier.feeRupees ?? 0));
  return {
    refundPaise,
    feePaise: share - refundPaise,
    percent: tier.percent,
    tier,
    tierText: describeTier(tiers, index),
  };
}

/** A tier in words: "10 to 19 days before departure: 50% refund". */
export function describeTier(tiers: readonly RefundTier[], index: number): string {
  const tier = tiers[index];
  if (!tier) throw new RangeError(`No tier ${index}`);
  const above = tiers[index - 1];
  const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;
  const when =
    index === 0
      ? `${days(tier.minDaysBefore)} or more before departure`
      : tier.minDaysBefore === 0
        ? `Less than ${days(above!.minDaysBefore)} before departure`
        : `${tier.minDaysBefore} to ${days(above!.minDaysBefore - 1)} before departure`;
  const what =
    tier.percent === 0
      ? "no refund"
      : `${tier.percent}% refund${tier.feeRupees ? ` minus ${formatRupees(tier.feeRupees)}` : ""}`;
  return `${when}: ${what}${tier.note ? ` (${tier.note})` : ""}`;
}

// ─── What can still be refunded ─────────────────────────────────────────────────────────

/** A row of the ledger, as far as refunds care: money that arrived (payment) or left (refund). */
export interface LedgerMovement {
  kind: "payment" | "refund" | (string & {});
  provider: string;
  /** The payment's or the refund's own id at its provider. */
  providerId: string;
  /** The payment a refund returns (for a payment, its own id). */
  providerPaymentId: string;
  amountPaise: number;
}

/** A refund asked for: pending until the gateway (or the desk) pays it, processed, or failed. */
export interface RefundRequest {
  provider: string;
  providerPaymentId: string;
  /** Set once the gateway (or the desk's reference) names it; a processed one is in the ledger under it. */
  providerRefundId: string | null;
  amountPaise: number;
  status: "pending" | "processed" | "failed" | (string & {});
}

/**
 * What is left of each payment once every refund that has not failed is counted, pending ones
 * included: received minus refunds asked for (pending or processed) minus refunds made outside our
 * requests (at the gateway's dashboard: in the ledger with no request). Keyed by provider and payment
 * id, newest payment first as the ledger lists them. A refund may only ever come out of this.
 */
export function refundableByPayment(
  ledger: readonly LedgerMovement[],
  requests: readonly RefundRequest[],
): Map<string, { provider: string; providerPaymentId: string; refundablePaise: number }> {
  const key = (provider: string, paymentId: string) => `${provider}\u0000${paymentId}`;
  const left = new Map<string, { provider: string; providerPaymentId: string; refundablePaise: number }>();
  for (const row of ledger) {
    if (row.kind !== "payment") continue;
    const entry = left.get(key(row.provider, row.providerId));
    if (entry) entry.refundablePaise += row.amountPaise;
    else
      left.set(key(row.provider, row.providerId), {
        provider: row.provider,
        providerPaymentId: row.providerId,
        refundablePaise: row.amountPaise,
      });
  }
  const requested = new Set<string>();
  for (const request of requests) {
    if (request.providerRefundId !== null) requested.add(key(request.provider, request.providerRefundId));
    if (request.status === "failed") continue;
    const entry = left.get(key(request.provider, request.providerPaymentId));
    if (entry) entry.refundablePaise -= request.amountPaise;
  }
  for (const row of ledger) {
    // A refund made outside our requests, or money moved to the traveller's trip credit ("to_credit").
    if ((row.kind !== "refund" && row.kind !== "to_credit") || requested.has(key(row.provider, row.providerId)))
      continue;
    const entry = left.get(key(row.provider, row.providerPaymentId));
    if (entry) entry.refundablePaise -= row.amountPaise;
  }
  return left;
}

/**
 * Money received less every refund that has not failed: the one figure a cancellation's tier is a
 * share of, whether the traveller cancels or the trip desk does, and the most any refund may be.
 */
export function netPaidPaise(ledger: readonly LedgerMovement[], requests: readonly RefundRequest[]): number {
  let total = 0;
  for (const { refundablePaise } of refundableByPayment(ledger, requests).values()) total += refundablePaise;
  return total;
}

/**
 * How a refund of `refundPaise` comes out of a booking's payments, newest first: one amount per
 * payment (0: none from it), each at most what is left of it, and none under its payment's minimum
 * (a gateway refuses a refund under ₹1): a payment gives a little less when what would be left for
 * the next one is under that one's minimum, and one with less than its minimum to give is passed
 * over. Only a whole refund under the minimum is asked for as it is (the gateway refuses it, and the
 * trip desk sees why). The pieces add up to less than asked only when the payments hold less, or
 * what they hold can only be given in pieces under the minimum.
 */
export function splitRefund(
  refundPaise: number,
  payments: readonly { refundablePaise: number; minimumPaise: number }[],
): number[] {
  let left = refundPaise;
  return payments.map(({ refundablePaise, minimumPaise }, index) => {
    if (left <= 0 || refundablePaise <= 0) return 0;
    let piece = Math.min(left, refundablePaise);
    const next = payments.slice(index + 1).find((payment) => payment.refundablePaise >= payment.minimumPaise);
    const rest = left - piece;
    if (next && rest > 0 && rest < next.minimumPaise) piece -= next.minimumPaise - rest;
    if (piece <= 0 || (piece < minimumPaise && piece < left)) return 0;
    left -= piece;
    return piece;
  });
}
