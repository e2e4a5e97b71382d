// Trip credit at the payment step, before the Pay button: when the traveller has credit
// (Booking.credit_available_paise), one button pays what is due now out of it (in full, or as far as it
// goes; the rest is then paid with the Pay button after it, at the gateway as usual). The amount is the
// server's: payWithCredit spends at most what is due by the chosen plan.
import { formatPaise } from "@parvat/domain/money-words";
import { useState } from "react";
import { NETWORK_ERROR_MESSAGE, request } from "../../graphql/client.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import type { BookingFieldsFragment } from "../../graphql/generated/graphql.ts";
import { notify } from "../toasts.tsx";

const PayWithCreditDocument = graphql(`
  mutation PayWithCredit($bookingId: ID!, $plan: CreditPaymentPlan!) {
    payWithCredit(bookingId: $bookingId, plan: $plan) {
      ...BookingFields
    }
  }
`);

export function UseCredit({
  booking,
  plan,
  duePaise,
  onPaid,
}: {
  booking: Pick<BookingFieldsFragment, "id" | "reference" | "credit_available_paise">;
  plan: "full" | "booking_amount";
  /** What the chosen plan asks for now. */
  duePaise: number;
  /** The booking after the credit was applied. */
  onPaid: (booking: BookingFieldsFragment) => void;
}) {
  const [balance, setBalance] = useState(booking.credit_available_paise);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (balance <= 0 || duePaise <= 0) return null;
  const spend = Math.min(balance, duePaise);

  async function use() {
    setSending(true);
    setError(null);
    try {
      const response = await request(PayWithCreditDocument, { bookingId: booking.id, plan });
      const paid = response.data?.payWithCredit;
      if (!paid) {
        setError(response.errors[0]?.message ?? "We could not use your credit.");
        return;
      }
      void notify("success", `${formatPaise(spend)} of trip credit paid on booking ${booking.reference}.`);
      setBalance(balance - spend);
      onPaid(paid);
    } catch {
      setError(NETWORK_ERROR_MESSAGE);
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="mt-4 rounded-xl border border-emerald-200 bg-emerald-50 p-3 text-sm">
      <p className="text-emerald-950">
        You have {formatPaise(balance)} of trip credit.
        {spend < duePaise
          ? ` It pays ${formatPaise(spend)} of the ${formatPaise(duePaise)} due now; you then pay the other ${formatPaise(duePaise - spend)} with the Pay button after this.`
          : ` It covers the ${formatPaise(duePaise)} due now: nothing to pay at the gateway.`}
      </p>
      {error ? (
        <p role="alert" className="mt-2 font-medium text-primary-strong">
          {error}
        </p>
      ) : null}
      <button type="button" className="btn btn-secondary mt-2 w-full" disabled={sending} onClick={() => void use()}>
        {sending ? "Applying your credit…" : `Pay ${formatPaise(spend)} with trip credit`}
      </button>
    </div>
  );
}
