// How money came and went, in words: the one table of payment-method names that every screen uses
// (the back office's Today, booking and ledger screens, the traveller's receipt and dashboard), so a
// ledger row reads "Bank transfer, taken by hand" and never "bank_transfer (offline)". Gateways
// name their methods (Razorpay: card, netbanking, wallet, emi, upi, cardless_emi, paylater); the
// trip desk records four of its own (OFFLINE_PAYMENT_METHODS) with the reference each one needs.

export const PAYMENT_METHOD_LABELS: Readonly<Record<string, string>> = {
  upi: "UPI",
  card: "Card",
  netbanking: "Net banking",
  wallet: "Wallet",
  emi: "EMI",
  cardless_emi: "Cardless EMI",
  paylater: "Pay later",
  bank_transfer: "Bank transfer",
  cheque: "Cheque",
  cash: "Cash",
};

/** Who moved the money: a gateway, or the trip desk by hand. */
export const PAYMENT_CHANNEL_LABELS: Readonly<Record<string, string>> = {
  razorpay: "online (Razorpay)",
  sandbox: "online (sandbox)",
  offline: "taken by hand",
};

/** "UPI", "Bank transfer"; a method nobody named is an "Online payment" (gateway) or "Payment by hand". */
export function paymentMethodLabel(method: string | null | undefined, provider?: string | null): string {
  const known = method ? PAYMENT_METHOD_LABELS[method] : undefined;
  if (known) return known;
  return provider === "offline" ? "Payment by hand" : "Online payment";
}

/** "Bank transfer, taken by hand" or "UPI, online (Razorpay)": the method and who took it. */
export function paymentMethodAndChannel(method: string | null | undefined, provider: string): string {
  const channel = PAYMENT_CHANNEL_LABELS[provider] ?? provider;
  return `${paymentMethodLabel(method, provider)}, ${channel}`;
}

// ─── Money taken by hand ────────────────────────────────────────────────────────────────

export const OFFLINE_PAYMENT_METHODS = ["bank_transfer", "upi", "cheque", "cash"] as const;
export type OfflinePaymentMethod = (typeof OFFLINE_PAYMENT_METHODS)[number];

export function isOfflinePaymentMethod(value: string): value is OfflinePaymentMethod {
  return (OFFLINE_PAYMENT_METHODS as readonly string[]).includes(value);
}

export interface OfflineReferenceRule {
  /** The field's label in the desk's form. */
  label: string;
  /** Where the desk finds it, under the field. */
  hint: string;
  /** The message when what was typed does not fit. */
  message: string;
  /** The reference as stored (spaces dropped, letters capitalised where case means nothing). */
  normalise: (typed: string) => string;
  pattern: RegExp;
}

const GENERAL_REFERENCE = /^[A-Za-z0-9][A-Za-z0-9/_-]{2,63}$/;
const withoutSpaces = (typed: string) => typed.replace(/\s+/g, "");

/**
 * What each method needs to be found again later. A bank transfer's UTR (NEFT 16, RTGS 22, IMPS 12
 * characters; banks print it in different ways, so any 3 to 64 letters, digits, / _ -); a UPI
 * payment's 12-digit transaction reference (the "UPI Ref No." or UTR every UPI app shows); a cheque's
 * 6-digit number (CTS-2010 cheques) with the bank it is drawn on (bank below); a cash receipt's number.
 */
export const OFFLINE_REFERENCE_RULES: Readonly<Record<OfflinePaymentMethod, OfflineReferenceRule>> = {
  bank_transfer: {
    label: "Bank reference (UTR)",
    hint: "From the bank statement: the NEFT, RTGS or IMPS reference.",
    message: "Enter the bank reference (UTR): 3 to 64 letters, digits, / _ or -.",
    normalise: (typed) => withoutSpaces(typed).toUpperCase(),
    pattern: GENERAL_REFERENCE,
  },
  upi: {
    label: "UPI transaction reference",
    hint: "12 digits: the “UPI Ref No.” or UTR in the payer's UPI app or on the bank statement.",
    message: "Enter the UPI transaction reference: 12 digits.",
    normalise: withoutSpaces,
    pattern: /^\d{12}$/,
  },
  cheque: {
    label: "Cheque number",
    hint: "The 6 digits at the bottom left of the cheque. Record a cheque once it has cleared.",
    message: "Enter the cheque number: 6 digits.",
    normalise: withoutSpaces,
    pattern: /^\d{6}$/,
  },
  cash: {
    label: "Receipt number",
    hint: "The number of the cash receipt given to the traveller.",
    message: "Enter the cash receipt's number: 3 to 64 letters, digits, / _ or -.",
    normalise: (typed) => withoutSpaces(typed).toUpperCase(),
    pattern: GENERAL_REFERENCE,
  },
};

/** The bank a cheque is drawn on, as printed on it ("HDFC Bank", "State Bank of India"). */
const BANK_NAME = /^[A-Za-z][A-Za-z0-9 .&'()-]{1,59}$/;

export type OfflineReferenceCheck =
  | { ok: true; reference: string }
  | { ok: false; field: "reference" | "bank"; message: string };

/**
 * The reference a payment by hand is stored and found by, or what is wrong with what was typed. A
 * cheque's is its number and bank ("004512 HDFC BANK": two banks may issue the same number).
 */
export function offlinePaymentReference(
  method: OfflinePaymentMethod,
  typed: string,
  bank?: string | null,
): OfflineReferenceCheck {
  const rule = OFFLINE_REFERENCE_RULES[method];
  const reference = rule.normalise(typed.trim());
  if (!rule.pattern.test(reference)) return { ok: false, field: "reference", message: rule.message };
  if (method !== "cheque") return { ok: true, reference };
  const drawnOn = (bank ?? "").trim().replace(/\s+/g, " ");
  if (!BANK_NAME.test(drawnOn)) {
    return { ok: false, field: "bank", message: "Enter the bank the cheque is drawn on, like HDFC Bank." };
  }
  return { ok: true, reference: `${reference} ${drawnOn.toUpperCase()}` };
}
