// A booking's payments, each with the way to its printable receipt: on the dashboard's cards and
// the balance screen. Nothing shows before the first payment.
import { businessToday } from "@parvat/domain/business-dates";
import { formatPaise } from "@parvat/domain/money-words";
import { Link } from "react-router";
import type { BookingFieldsFragment } from "../../graphql/generated/graphql.ts";
import { formatDate } from "../../lib/format.ts";
import { receiptPath } from "../../lib/paths.ts";

/** The business day of an instant (ISO 8601), as people read it: "12 January 2026". */
export function paidOn(instant: string): string {
  return formatDate(businessToday(undefined, new Date(instant)));
}

export function ReceiptLinks({
  payments,
  className = "",
}: {
  payments: BookingFieldsFragment["payments"];
  className?: string;
}) {
  if (payments.length === 0) return null;
  return (
    <ul className={`grid gap-1 text-sm ${className}`} aria-label="Payments and receipts">
      {payments.map((payment) => (
        <li key={payment.id} className="flex flex-wrap items-baseline justify-between gap-x-4">
          <span className="text-slate-700">
            {formatPaise(payment.amount_paise)} paid on {paidOn(payment.captured_at)}
          </span>
          <Link
            to={receiptPath(payment.id)}
            className="link"
            aria-label={`Receipt ${payment.receipt_number} for ${formatPaise(payment.amount_paise)}`}
          >
            Receipt {payment.receipt_number}
          </Link>
        </li>
      ))}
    </ul>
  );
}
