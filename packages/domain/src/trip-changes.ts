// Changing a booking instead of losing it: moving it to another departure of the same trip (a batch
// transfer), handing a seat to someone else (a substitution), cancelling for trip credit instead of
// cash, and the company calling a departure off. Each trip states its own terms as data
// (treks.change_policy); a trip without them follows DEFAULT_CHANGE_POLICY. Pure: the API quotes
// with these functions before the traveller confirms and applies them when they do.
import { z } from "zod";
import { rupeesToPaise } from "./booking-amounts.ts";
import { formatRupees } from "./trek-pricing.ts";

/** One step of a transfer fee: from this many days before the original start, this fee per booking. */
export interface TransferFeeTier {
  minDaysBefore: number;
  feeRupees: number;
}

/** A trip's terms for changes; every figure in whole rupees or percent, as the trip desk writes them. */
export interface ChangePolicy {
  /** Transfers and substitutions close this many days before the start (TRANSFER_UNTIL_DAYS). */
  transferUntilDays: number;
  /** The transfer fee by days before the original start, most days first, the last tier at 0. */
  transferFeeTiers: TransferFeeTier[];
  /** Cancelling for trip credit gives this percent of what was paid, less a fixed fee. */
  creditPercent: number;
  creditFeeRupees: number;
  /** When the company cancels a departure, credit instead of the refund carries this bonus. */
  companyCancelBonusPercent: number;
}

/** Months a credit entry can be spent after it is issued (CREDIT_VALID_MONTHS). */
export const CREDIT_VALID_MONTHS = 12;
/** Days a traveller has to answer a departure the company cancelled; then the refund is made. */
export const COMPANY_CANCEL_ANSWER_DAYS = 7;

export const DEFAULT_CHANGE_POLICY: ChangePolicy = {
  transferUntilDays: 10,
  transferFeeTiers: [
    { minDaysBefore: 30, feeRupees: 500 },
    { minDaysBefore: 0, feeRupees: 1500 },
  ],
  creditPercent: 100,
  creditFeeRupees: 500,
  companyCancelBonusPercent: 10,
};

/** The stored policy's check (treks.change_policy), applied by the demo content and the back office. */
export const changePolicySchema = z.object({
  transferUntilDays: z.number().int().min(0).max(365),
  transferFeeTiers: z
    .array(z.object({ minDaysBefore: z.number().int().min(0), feeRupees: z.number().int().min(0) }))
    .min(1)
    .refine(
      (tiers) => tiers.every((tier, index) => index === 0 || tier.minDaysBefore < tiers[index - 1]!.minDaysBefore),
      "fee tiers go from the most days before departure to the fewest",
    )
    .refine((tiers) => tiers.at(-1)?.minDaysBefore === 0, "the last fee tier starts at 0 days"),
  creditPercent: z.number().int().min(0).max(100),
  creditFeeRupees: z.number().int().min(0),
  companyCancelBonusPercent: z.number().int().min(0).max(100),
});

/**
 * The site's own defaults, set once at start from the environment (TRANSFER_UNTIL_DAYS,
 * CREDIT_VALID_MONTHS): a trip without terms of its own closes changes that many days out, and
 * credit lasts that many months. Every server copy reads the same environment.
 */
const siteDefaults = {
  transferUntilDays: DEFAULT_CHANGE_POLICY.transferUntilDays,
  creditValidMonths: CREDIT_VALID_MONTHS,
};

export function configureTripChanges(settings: { transferUntilDays: number; creditValidMonths: number }): void {
  siteDefaults.transferUntilDays = settings.transferUntilDays;
  siteDefaults.creditValidMonths = settings.creditValidMonths;
}

export function creditValidMonths(): number {
  return siteDefaults.creditValidMonths;
}

export function changePolicyOf(stored: ChangePolicy | null | undefined): ChangePolicy {
  return stored ?? { ...DEFAULT_CHANGE_POLICY, transferUntilDays: siteDefaults.transferUntilDays };
}

/** Why a booking cannot be changed now; null when it can (the deadline counts from the original start). */
export function changeWindowProblem(policy: ChangePolicy, daysBeforeStart: number): string | null {
  if (daysBeforeStart < policy.transferUntilDays) {
    return `Changes close ${policy.transferUntilDays} days before the start date; this departure starts in ${Math.max(0, daysBeforeStart)} days.`;
  }
  return null;
}

/** The transfer fee in paise for a move made `daysBeforeStart` days before the original start. */
export function transferFeePaise(policy: ChangePolicy, daysBeforeStart: number): number {
  const tier = policy.transferFeeTiers.find((candidate) => daysBeforeStart >= candidate.minDaysBefore);
  return rupeesToPaise(tier?.feeRupees ?? policy.transferFeeTiers.at(-1)!.feeRupees);
}

/** What cancelling for credit gives: the policy's share of what was paid, less its fee, never negative. */
export function creditFor(policy: ChangePolicy, paidPaise: number): { creditPaise: number; feePaise: number } {
  const share = Math.floor((paidPaise * policy.creditPercent) / 100);
  const creditPaise = Math.max(0, share - rupeesToPaise(policy.creditFeeRupees));
  return { creditPaise, feePaise: share - creditPaise };
}

/** The credit a company cancellation offers: everything paid plus the trip's bonus. */
export function companyCancelCreditPaise(policy: ChangePolicy, paidPaise: number): number {
  return paidPaise + Math.floor((paidPaise * policy.companyCancelBonusPercent) / 100);
}

/** The policy in words, for the trek page and the dashboard. */
export function describeChangePolicy(policy: ChangePolicy): string[] {
  const fees = policy.transferFeeTiers.map((tier, index) => {
    const above = policy.transferFeeTiers[index - 1];
    const when =
      index === 0
        ? `${tier.minDaysBefore} days or more before the start`
        : `${tier.minDaysBefore} to ${above!.minDaysBefore - 1} days before the start`;
    return `${when}: ${tier.feeRupees === 0 ? "no fee" : `a fee of ${formatRupees(tier.feeRupees)}`}`;
  });
  return [
    `Move to another date of this trip, or hand a seat to someone else, up to ${policy.transferUntilDays} days before the start.`,
    `Transfer fee, ${fees.join("; ")}.`,
    `Cancel for trip credit: ${policy.creditPercent}% of what you paid${policy.creditFeeRupees ? ` less ${formatRupees(policy.creditFeeRupees)}` : ""}, valid ${siteDefaults.creditValidMonths} months.`,
  ];
}

/** When a credit entry issued at `issuedAt` expires: the same instant, CREDIT_VALID_MONTHS later. */
export function creditExpiresAt(issuedAt: Date, months: number = siteDefaults.creditValidMonths): Date {
  const expires = new Date(issuedAt);
  expires.setUTCMonth(expires.getUTCMonth() + months);
  return expires;
}

/** Why credit was issued, in the ledger. */
export const CREDIT_SOURCES = [
  "cancellation",
  "transfer-difference",
  "company-cancellation",
  "goodwill",
  "credit-returned",
] as const;
export type CreditSource = (typeof CREDIT_SOURCES)[number];

export const CREDIT_SOURCE_WORDS: Record<CreditSource, string> = {
  cancellation: "Booking cancelled for trip credit",
  "transfer-difference": "Moved to a cheaper departure: the difference",
  "company-cancellation": "Departure cancelled by us: full credit with a bonus",
  goodwill: "Goodwill credit from the trip desk",
  "credit-returned": "Credit paid on a cancelled booking, returned",
};

/** The kinds of credit ledger rows: credit issued, spent on a booking, returned to its lot, lapsed. */
export const CREDIT_ENTRY_KINDS = ["issue", "spend", "return", "expire"] as const;
export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];

/** What a traveller chooses when the company cancels their departure. */
export const COMPANY_CANCEL_CHOICES = ["refund", "credit", "transfer"] as const;
export type CompanyCancelChoice = (typeof COMPANY_CANCEL_CHOICES)[number];
