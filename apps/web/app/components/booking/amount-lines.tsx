// A booking's money, line by line: every charge its own line (price per person times travellers, a
// campaign's discount, GST, each add-on, a date change's fee; GST said to be included when the price
// already held it) (DESIGN.md section 6), the total, and once the booking exists, what is paid and
// what is due. The lines are the domain's chargeLines, which the messages read too: the registration
// screen shows its estimate this way; /pay, the balance page and the dashboard show the server's
// figures, which are the authority.
import { type BookingCharges, chargeLines, type MoneyLine } from "@parvat/domain/booking-money";
import { formatPaise } from "@parvat/domain/money-words";

export interface PaymentFigures {
  paidPaise: number;
  duePaise: number;
}

/** A booking as the API answers it, in the domain's terms: its price, offer, GST, add-ons and fees. */
export function serverCharges(booking: {
  price_per_person_paise: number;
  traveller_count: number;
  subtotal_paise: number;
  discount_paise: number;
  gst_percent: number;
  gst_paise: number;
  gst_included: boolean;
  total_paise: number;
  campaign_name?: string | null;
  add_ons?: readonly { name: string; size: string; quantity: number; gst_percent: number; total_paise: number }[];
  change_fee_paise?: number;
}): BookingCharges {
  return {
    pricePerPersonPaise: booking.price_per_person_paise,
    travellerCount: booking.traveller_count,
    subtotalPaise: booking.subtotal_paise,
    discountPaise: booking.discount_paise,
    gstPercent: booking.gst_percent,
    gstPaise: booking.gst_paise,
    totalPaise: booking.total_paise,
    gstIncluded: booking.gst_included,
    campaignName: booking.campaign_name ?? null,
    addOns: (booking.add_ons ?? []).map((line) => ({
      name: line.name,
      size: line.size,
      quantity: line.quantity,
      gstPercent: line.gst_percent,
      totalPaise: line.total_paise,
    })),
    changeFeePaise: booking.change_fee_paise ?? 0,
  };
}

/** The domain's money lines as rows of a definition list: sums set apart, offers with a minus. */
export function MoneyLineRows({
  lines,
  nothingForZero = false,
}: {
  lines: readonly MoneyLine[];
  /** Say "Nothing" for a line of 0 (what an ended booking owes). */
  nothingForZero?: boolean;
}) {
  return lines.map((line) => (
    <div
      key={`${line.kind}-${line.text}`}
      data-line={line.kind}
      className={`flex items-baseline justify-between gap-4 ${
        line.sum ? "border-t border-slate-200 pt-2 text-base font-bold text-slate-900" : "text-sm text-slate-700"
      }`}
    >
      <dt>{line.text}</dt>
      <dd className="tabular-nums">
        {nothingForZero && line.paise === 0 ? "Nothing" : `${line.minus ? "− " : ""}${formatPaise(line.paise)}`}
      </dd>
    </div>
  ));
}

export function AmountLines({
  charges,
  payments,
  className = "",
}: {
  charges: BookingCharges;
  payments?: PaymentFigures;
  className?: string;
}) {
  const lines = chargeLines(charges);
  if (payments) {
    lines.push(
      { kind: "paid", text: "Paid", paise: payments.paidPaise },
      { kind: "due", text: "Due", paise: payments.duePaise, sum: true },
    );
  }
  return (
    <dl className={`grid gap-2 ${className}`}>
      <MoneyLineRows lines={lines} />
    </dl>
  );
}
