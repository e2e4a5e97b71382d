// The rules of the payment screens, kept pure so that they have table tests: which plans a booking
// offers (pay in full, or the trip's booking amount now and the balance by a date), what the
// sandbox checkout accepts as a UPI id or a card, and what the success screen may say about a
// payment. Amounts are the server's integer paise; the order's amount is the server's too.
import { paymentMethodLabel } from "@parvat/domain/payment-methods";
import type { PaymentPlan } from "../../graphql/generated/graphql.ts";
import { longDate } from "../trek/trek-format.ts";

export type { PaymentPlan };

export interface PlanOption {
  plan: PaymentPlan;
  /** Paid now, in paise. */
  nowPaise: number;
  /** Left to pay later, in paise; 0 for a full payment. */
  laterPaise: number;
  /** The last day for the balance (YYYY-MM-DD), when there is a balance. */
  dueBy: string | null;
}

/** What the plan choice needs of a booking (the API's fields). */
export interface PlannedBooking {
  status: string;
  /** The plans the server accepts now: the booking amount only while its trip offers it. */
  payment_plans: readonly PaymentPlan[];
  due_paise: number;
  booking_amount_paise: number | null;
  balance_due_by: string | null;
}

/**
 * The ways to pay what is due: in full, and, when the server offers it (a held booking whose trip
 * sets a booking amount, before the balance's deadline), the booking amount now and the rest later.
 * A balance is simply paid: the server accepts either plan for it, and both mean the same.
 */
export function planOptions(booking: PlannedBooking): PlanOption[] {
  const full: PlanOption = { plan: "full", nowPaise: booking.due_paise, laterPaise: 0, dueBy: null };
  const part = booking.booking_amount_paise;
  const offered = booking.status === "held" && booking.payment_plans.includes("booking_amount");
  if (!offered || part === null || part >= booking.due_paise) return [full];
  return [
    full,
    { plan: "booking_amount", nowPaise: part, laterPaise: booking.due_paise - part, dueBy: booking.balance_due_by },
  ];
}

/** When the balance is due, in words: "by 20 November 2026", or "before departure" without a date. */
export function balanceDeadline(dueBy: string | null): string {
  return dueBy ? `by ${longDate(dueBy)}` : "before departure";
}

/** How a payment was made, in words, from the one table every screen uses (payment-methods.ts). */
export function methodText(method: string | null | undefined, provider?: string | null): string {
  return paymentMethodLabel(method, provider);
}

// ─── The sandbox checkout's fields ────────────────────────────────────────────────────────

/** A UPI id (virtual payment address): a handle, "@", and the bank's or app's name, e.g. "meera.iyer@okaxis". */
const UPI_ID = /^[a-z0-9][a-z0-9._-]{1,255}@[a-z][a-z0-9.-]{1,63}$/i;

export function upiIdError(value: string): string | null {
  const id = value.trim();
  if (id === "") return "Enter your UPI id";
  return UPI_ID.test(id) ? null : "Enter a UPI id like name@bank";
}

/** The Luhn checksum every card number carries in its last digit. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Digits only, so "4111 1111 1111 1111" and "4111-1111-1111-1111" read the same. */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, "");
}

export function cardNumberError(value: string): string | null {
  const digits = cardDigits(value);
  if (digits === "") return "Enter the card number";
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return "Enter a valid card number";
  return null;
}

/** MM/YY, not before the current month (`today` is YYYY-MM-DD). */
export function expiryError(value: string, today: string): string | null {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(value);
  if (value.trim() === "") return "Enter the expiry date";
  if (!match) return "Enter the expiry as MM/YY";
  const month = Number(match[1]);
  if (month < 1 || month > 12) return "Enter the expiry as MM/YY";
  const expiry = `20${match[2]}-${match[1]}`;
  return expiry < today.slice(0, 7) ? "This card has expired" : null;
}

/** Three digits; four for American Express (numbers starting 34 or 37). */
export function cvvError(value: string, cardNumber: string): string | null {
  const length = /^3[47]/.test(cardDigits(cardNumber)) ? 4 : 3;
  if (value.trim() === "") return "Enter the CVV";
  return new RegExp(`^\\d{${length}}$`).test(value.trim()) ? null : `Enter the ${length}-digit CVV`;
}

// ─── After paying ─────────────────────────────────────────────────────────────────────────

/** What the checkout said, carried to the success screen in its address; a hint, never proof. */
export type CheckoutHint = "paid" | "pending" | "failed";

export function checkoutHint(value: string | null): CheckoutHint {
  return value === "paid" || value === "failed" ? value : "pending";
}

export interface LedgerPayment {
  id: string;
  provider_payment_id: string;
}

export type PaymentOutcome<P extends LedgerPayment> =
  | { status: "paid"; payment: P }
  | { status: "pending" }
  | { status: "failed" };

/**
 * What the success screen may say. "Paid" only when the booking's ledger holds the payment (the
 * webhook or the verified callback recorded it); a checkout that said "paid" without that is still
 * pending. "Failed" when the checkout said so and nothing was recorded.
 */
export function paymentOutcome<P extends LedgerPayment>(
  payments: readonly P[],
  paymentId: string | null,
  hint: CheckoutHint,
): PaymentOutcome<P> {
  const recorded = paymentId ? payments.find((payment) => payment.provider_payment_id === paymentId) : undefined;
  if (recorded) return { status: "paid", payment: recorded };
  return hint === "failed" ? { status: "failed" } : { status: "pending" };
}
