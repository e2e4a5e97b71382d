// A booking's money, line by line: price per person times travellers, a campaign's discount and GST
// each as its own line (GST said to be included when the price already held it)
// (DESIGN.md section 6), the total, and once the booking exists, what is paid and what is due. The
// registration screen shows its estimate this way (the domain's bookingAmounts); /pay and the
// dashboard show the server's figures, which are the authority.
import type { BookingAmounts } from "@parvat/domain/booking-amounts";
import { plural } from "../trek/trek-format.ts";
import { formatPaise } from "./booking-format.ts";

export interface PaymentFigures {
  paidPaise: number;
  duePaise: number;
}

/** A booking as the API answers it, in the domain's terms. */
export function serverAmounts(booking: {
  price_per_person_paise: number;
  traveller_count: number;
  subtotal_paise: number;
  discount_paise: number;
  gst_percent: number;
  gst_paise: number;
  gst_included: boolean;
  total_paise: number;
}): BookingAmounts {
  return {
    pricePerPersonPaise: booking.price_per_person_paise,
    travellerCount: booking.traveller_count,
    subtotalPaise: booking.subtotal_paise,
    discountPaise: booking.discount_paise,
    gstPercent: booking.gst_percent,
    gstPaise: booking.gst_paise,
    totalPaise: booking.total_paise,
    gstIncluded: booking.gst_included,
  };
}

function Line({ term, value, strong = false }: { term: string; value: string; strong?: boolean }) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${
        strong ? "border-t border-slate-200 pt-2 text-base font-bold text-slate-900" : "text-sm text-slate-700"
      }`}
    >
      <dt>{term}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** An add-on on a booking, as the API answers it: its total includes its own GST. */
export interface AddOnLine {
  name: string;
  size: string;
  quantity: number;
  gst_percent: number;
  total_paise: number;
}

export function AmountLines({
  amounts,
  payments,
  addOns = [],
  campaignName = null,
  className = "",
}: {
  amounts: BookingAmounts;
  payments?: PaymentFigures;
  /** The booking's add-ons, each a line of its own (inside amounts.totalPaise). */
  addOns?: readonly AddOnLine[];
  /** The campaign whose offer gave the discount. */
  campaignName?: string | null;
  className?: string;
}) {
  return (
    <dl className={`grid gap-2 ${className}`}>
      <Line
        term={`${formatPaise(amounts.pricePerPersonPaise)} × ${plural(amounts.travellerCount, "traveller")}`}
        value={formatPaise(amounts.subtotalPaise)}
      />
      {amounts.discountPaise > 0 ? (
        <Line
          term={campaignName ? `Offer: ${campaignName}` : "Offer discount"}
          value={`− ${formatPaise(amounts.discountPaise)}`}
        />
      ) : null}
      {amounts.gstIncluded ? (
        // A price inclusive of taxes: its GST is inside the total, stated but not added again.
        <Line term={`Includes GST (${amounts.gstPercent}%)`} value={formatPaise(amounts.gstPaise)} />
      ) : (
        <Line term={`GST (${amounts.gstPercent}%)`} value={formatPaise(amounts.gstPaise)} />
      )}
      {addOns.map((line) => (
        <Line
          key={`${line.name}-${line.size}`}
          term={`${line.name}${line.size ? ` (${line.size})` : ""} × ${line.quantity}, incl. ${line.gst_percent}% GST`}
          value={formatPaise(line.total_paise)}
        />
      ))}
      <Line term="Total" value={formatPaise(amounts.totalPaise)} strong />
      {payments ? (
        <>
          <Line term="Paid" value={formatPaise(payments.paidPaise)} />
          <Line term="Due" value={formatPaise(payments.duePaise)} strong />
        </>
      ) : null}
    </dl>
  );
}
