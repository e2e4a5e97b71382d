// Small pieces the trip desk's booking screens share: a booking status as a short badge, and an
// instant in the business time zone (the desk works in India's time, wherever the laptop is set).
import { DEFAULT_BUSINESS_TIME_ZONE } from "@parvat/domain/business-dates";
import { REFUND_REASON_WORDS } from "@parvat/domain/payments";

export const STATUS_LABELS: Record<string, string> = {
  held: "Held",
  part_paid: "Part paid",
  confirmed: "Confirmed",
  completed: "Completed",
  expired: "Expired",
  cancelled: "Cancelled",
};

/** Why a refund was asked for (AdminRefund.reason). */
export const REFUND_REASON_LABELS: Record<string, string> = REFUND_REASON_WORDS;

/** Where a refund stands (AdminRefund.status). */
export const REFUND_STATUS_LABELS: Record<string, string> = {
  pending: "on its way",
  processed: "paid back",
  failed: "failed",
};

const STATUS_CLASSES: Record<string, string> = {
  held: "bg-amber-100 text-amber-900",
  part_paid: "bg-sky-100 text-sky-900",
  confirmed: "bg-emerald-100 text-emerald-900",
  completed: "bg-slate-200 text-slate-800",
  expired: "bg-slate-200 text-slate-800",
  cancelled: "bg-rose-100 text-rose-900",
};

export function BookingStatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${
        STATUS_CLASSES[status] ?? "bg-slate-200 text-slate-800"
      }`}
    >
      {STATUS_LABELS[status] ?? status}
    </span>
  );
}

const instant = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: DEFAULT_BUSINESS_TIME_ZONE,
});

/** "24 Nov 2026, 09:15 pm", in India's time. */
export function formatInstant(iso: string): string {
  return instant.format(new Date(iso));
}
