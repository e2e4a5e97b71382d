// Cancelling a booking, with a confirm step (the seats go back on sale at once, so a slip of the
// finger must not do it). A paid booking shows what cancelling now refunds (the trip's tier for
// the days left, as the server quotes it) and, side by side, the trip credit it could give instead,
// and the traveller picks one before confirming.
import { formatPaise } from "@parvat/domain/money-words";
import { useEffect, useId, useRef, useState } from "react";
import { errorCode, NETWORK_ERROR_MESSAGE, request } from "../../graphql/client.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import type { BookingFieldsFragment } from "../../graphql/generated/graphql.ts";
import { notify } from "../toasts.tsx";

const CancelBookingDocument = graphql(`
  mutation CancelBooking($id: ID!, $refundAs: RefundAs) {
    cancelBooking(id: $id, refundAs: $refundAs) {
      ...BookingFields
    }
  }
`);

type Step = "closed" | "confirm" | "sending";

type Quote = NonNullable<BookingFieldsFragment["cancellation"]>;

/** What cancelling does, in words: the seats, and for a paid booking the refund of its tier. */
export function cancelEffect(paidPaise: number, quote: Quote | null): string {
  const seats = "The seats go back on sale straight away.";
  if (paidPaise === 0 || !quote) return seats;
  const days = quote.days_before_departure;
  const policy = `${days} ${days === 1 ? "day" : "days"} before departure; the policy: ${quote.tier_text}`;
  return quote.refund_paise > 0
    ? `You get back ${formatPaise(quote.refund_paise)} of the ${formatPaise(paidPaise)} paid (${policy}). The refund goes back to how you paid, usually within 5 to 7 working days. ${seats}`
    : `Nothing of the ${formatPaise(paidPaise)} paid comes back (${policy}). ${seats}`;
}

export function CancelBooking({
  booking,
  onCancelled,
  onStale,
}: {
  booking: Pick<BookingFieldsFragment, "id" | "reference" | "paid_paise" | "cancellation" | "credit_cancellation">;
  /** The booking as it is now, cancelled. */
  onCancelled: (booking: BookingFieldsFragment) => void;
  /** The booking moved on meanwhile (paid, expired): reload it. */
  onStale?: () => void;
}) {
  const id = useId();
  const [step, setStep] = useState<Step>("closed");
  const [error, setError] = useState<string | null>(null);
  const [refundAs, setRefundAs] = useState<"CASH" | "CREDIT">("CASH");
  const credit = booking.paid_paise > 0 ? booking.credit_cancellation : null;
  const keep = useRef<HTMLButtonElement>(null);
  const open = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // The safe choice takes the focus when the question opens; closing returns it to the button.
  useEffect(() => {
    if (step === "confirm" && !wasOpen.current) keep.current?.focus();
    if (step === "closed" && wasOpen.current) open.current?.focus();
    wasOpen.current = step !== "closed";
  }, [step]);

  async function cancel() {
    if (step === "sending") return;
    setStep("sending");
    setError(null);
    try {
      const asCredit = credit !== null && refundAs === "CREDIT";
      const response = await request(CancelBookingDocument, { id: booking.id, refundAs: asCredit ? "CREDIT" : "CASH" });
      const cancelled = response.data?.cancelBooking;
      if (cancelled) {
        const refund = booking.paid_paise > 0 ? (booking.cancellation?.refund_paise ?? 0) : 0;
        void notify(
          "success",
          asCredit
            ? `Booking ${booking.reference} is cancelled. ${formatPaise(credit.credit_paise)} of trip credit is in your account.`
            : refund > 0
              ? `Booking ${booking.reference} is cancelled. A refund of ${formatPaise(refund)} is on its way.`
              : `Booking ${booking.reference} is cancelled. Its seats are back on sale.`,
        );
        onCancelled(cancelled);
        return;
      }
      const failure = response.errors[0];
      setError(failure?.message ?? "We could not cancel the booking. Please try again.");
      setStep("confirm");
      const code = errorCode(failure);
      if (code === "BOOKING_NOT_CANCELLABLE" || code === "NOT_FOUND") onStale?.();
    } catch {
      setError(NETWORK_ERROR_MESSAGE);
      setStep("confirm");
    }
  }

  if (step === "closed") {
    return (
      <button
        ref={open}
        type="button"
        className="btn btn-secondary"
        aria-label={`Cancel booking ${booking.reference}`}
        onClick={() => setStep("confirm")}
      >
        Cancel booking
      </button>
    );
  }
  return (
    <fieldset className="w-full rounded-xl border border-slate-300 bg-slate-50 p-4" aria-describedby={`${id}-effect`}>
      <legend className="float-left font-semibold text-slate-900">Cancel booking {booking.reference}?</legend>
      <p id={`${id}-effect`} className="clear-left pt-1 text-sm text-slate-700">
        {cancelEffect(booking.paid_paise, booking.cancellation)}
      </p>
      {credit ? (
        <div className="mt-3 grid gap-3 sm:grid-cols-2" role="radiogroup" aria-label="How your money comes back">
          <label className="flex gap-2 rounded-lg border border-slate-300 bg-white p-3 text-sm">
            <input
              type="radio"
              name={`${id}-refund-as`}
              checked={refundAs === "CASH"}
              onChange={() => setRefundAs("CASH")}
            />
            <span>
              <span className="block font-semibold text-slate-900">
                Refund {formatPaise(booking.cancellation?.refund_paise ?? 0)}
              </span>
              <span className="text-slate-600">Back to how you paid, by the cancellation policy.</span>
            </span>
          </label>
          <label className="flex gap-2 rounded-lg border border-slate-300 bg-white p-3 text-sm">
            <input
              type="radio"
              name={`${id}-refund-as`}
              checked={refundAs === "CREDIT"}
              onChange={() => setRefundAs("CREDIT")}
            />
            <span>
              <span className="block font-semibold text-slate-900">Trip credit {formatPaise(credit.credit_paise)}</span>
              <span className="text-slate-600">{credit.text}; spend it on any booking.</span>
            </span>
          </label>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-primary-strong">
          {error}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className="btn btn-primary" disabled={step === "sending"} onClick={() => void cancel()}>
          {step === "sending" ? "Cancelling…" : "Yes, cancel it"}
        </button>
        <button
          ref={keep}
          type="button"
          className="btn btn-secondary"
          disabled={step === "sending"}
          onClick={() => setStep("closed")}
        >
          Keep booking
        </button>
      </div>
    </fieldset>
  );
}
