// The screen after a checkout (/payment/{groupId}?order=...): it waits for the booking to say what
// happened, because the gateway's webhook is the source of truth. "Payment received" with the
// amount and the receipt only once the booking's ledger holds the payment; "We are confirming your
// payment" until then (never shown as paid); "Payment failed" with the way to try again while the
// booking can still be paid. Then the way to the dashboard.
import { formatPaise } from "@parvat/domain/money-words";
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { NETWORK_ERROR_MESSAGE, request } from "../../graphql/client.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import type { BookingFieldsFragment } from "../../graphql/generated/graphql.ts";
import { dashboardPath, paymentPath, payPath, receiptPath, tripPath } from "../../lib/paths.ts";
import { CheckIcon, ClockIcon, CloseIcon } from "../icons.tsx";
import { Section } from "../page-hero.tsx";
import { balanceDeadline, type CheckoutHint, paymentOutcome } from "./payment-rules.ts";
import { ScreenLoading } from "./screen-status.tsx";

const PaymentOutcomeDocument = graphql(`
  query PaymentOutcome($id: ID!) {
    booking(id: $id) {
      ...BookingFields
    }
  }
`);

/** How often, and how many times, the screen asks before it leaves the asking to the traveller. */
export const POLL_INTERVAL_MS = 2000;
export const POLL_ATTEMPTS = 30;

type State =
  | { status: "loading" }
  | { status: "loaded"; booking: BookingFieldsFragment }
  | { status: "missing" }
  | { status: "failed"; message: string };

function Outcome({
  tone,
  icon,
  title,
  children,
}: {
  tone: "good" | "waiting" | "bad";
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  const tones = {
    good: "bg-emerald-50 text-emerald-800 ring-emerald-200",
    waiting: "bg-amber-50 text-amber-900 ring-amber-200",
    bad: "bg-primary-soft text-primary-strong ring-red-200",
  } as const;
  return (
    <div className="card mx-auto max-w-xl p-6 text-center sm:p-8">
      <span className={`mx-auto flex size-14 items-center justify-center rounded-full ring-1 ${tones[tone]}`}>
        {icon}
      </span>
      <h2 className="mt-4 text-2xl font-bold text-slate-900">{title}</h2>
      {children}
    </div>
  );
}

export function PaymentOutcomeScreen({
  bookingId,
  paymentId,
  hint,
}: {
  bookingId: string;
  /** The gateway's payment id, when the checkout gave one. */
  paymentId: string | null;
  hint: CheckoutHint;
}) {
  const [state, setState] = useState<State>({ status: "loading" });
  const [attempts, setAttempts] = useState(0);

  const load = useCallback(async () => {
    try {
      const result = await request(PaymentOutcomeDocument, { id: bookingId });
      const booking = result.data?.booking;
      if (booking) setState({ status: "loaded", booking });
      else if (result.data) setState({ status: "missing" });
      else setState({ status: "failed", message: result.errors[0]?.message ?? "We could not load the booking." });
    } catch {
      setState({ status: "failed", message: NETWORK_ERROR_MESSAGE });
    }
    setAttempts((count) => count + 1);
  }, [bookingId]);

  const outcome = state.status === "loaded" ? paymentOutcome(state.booking.payments, paymentId, hint) : null;
  const settled = outcome !== null && outcome.status !== "pending";
  const asking = !settled && state.status !== "missing" && attempts < POLL_ATTEMPTS;

  useEffect(() => {
    if (attempts === 0) {
      void load();
      return;
    }
    if (!asking) return;
    const timer = window.setTimeout(() => void load(), POLL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [attempts, asking, load]);

  const dashboard = (
    <Link to={dashboardPath()} className="btn btn-secondary">
      Go to my bookings
    </Link>
  );

  if (state.status === "loading") return <ScreenLoading text="Checking your payment…" />;
  if (state.status === "missing") {
    return (
      <Section>
        <Outcome tone="bad" icon={<CloseIcon className="size-7" />} title="Booking not found">
          <p className="mt-2 text-slate-700">We could not find that booking in your account.</p>
          <div className="mt-6 flex justify-center">{dashboard}</div>
        </Outcome>
      </Section>
    );
  }
  if (state.status === "failed" || !outcome) {
    return (
      <Section>
        <Outcome tone="waiting" icon={<ClockIcon className="size-7" />} title="We are confirming your payment">
          <p role="alert" className="mt-2 font-medium text-primary-strong">
            {state.status === "failed" ? state.message : "We could not load the booking."}
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <button type="button" className="btn btn-primary" onClick={() => setAttempts(0)}>
              Check again
            </button>
            {dashboard}
          </div>
        </Outcome>
      </Section>
    );
  }

  const { booking } = state;
  return (
    <Section>
      <div aria-live="polite">
        {outcome.status === "paid" ? (
          <Outcome tone="good" icon={<CheckIcon className="size-7" />} title="Payment received">
            <p className="mt-2 text-3xl font-extrabold text-slate-900 tabular-nums">
              {formatPaise(outcome.payment.amount_paise)}
            </p>
            <p className="mt-2 text-slate-700">
              for {booking.trip.name}, booking <span className="font-mono font-semibold">{booking.reference}</span>
            </p>
            <p className="mt-3 font-semibold text-slate-900">{booking.status_text}</p>
            {booking.status === "part_paid" && booking.due_paise > 0 ? (
              <p className="mt-1 text-sm text-slate-700">
                {formatPaise(booking.due_paise)} is left to pay {balanceDeadline(booking.balance_due_by)}; we will
                remind you before then.
              </p>
            ) : null}
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <Link to={receiptPath(outcome.payment.id)} className="btn btn-primary">
                View receipt {outcome.payment.receipt_number}
              </Link>
              {dashboard}
            </div>
          </Outcome>
        ) : outcome.status === "failed" ? (
          <Outcome tone="bad" icon={<CloseIcon className="size-7" />} title="Payment failed">
            {booking.can_pay ? (
              <>
                <p className="mt-2 text-slate-700">
                  Nothing was taken for this attempt, and your booking {booking.reference} is as it was
                  {booking.status === "held" ? ": its seats stay held." : "."}
                </p>
                <div className="mt-6 flex flex-wrap justify-center gap-3">
                  <Link
                    to={booking.status === "held" ? payPath(booking.id) : paymentPath(booking.id)}
                    className="btn btn-primary"
                  >
                    Try again
                  </Link>
                  {dashboard}
                </div>
              </>
            ) : (
              <>
                <p className="mt-2 text-slate-700">
                  Booking {booking.reference} can no longer be paid: {booking.status_text.toLowerCase()}.
                </p>
                <div className="mt-6 flex flex-wrap justify-center gap-3">
                  <Link to={tripPath(booking.trip.slug)} className="btn btn-primary">
                    Book {booking.trip.name} again
                  </Link>
                  {dashboard}
                </div>
              </>
            )}
          </Outcome>
        ) : (
          <Outcome tone="waiting" icon={<ClockIcon className="size-7" />} title="We are confirming your payment">
            <p className="mt-2 text-slate-700">
              Your bank has not confirmed the payment for booking{" "}
              <span className="font-mono font-semibold">{booking.reference}</span> yet. This usually takes a few
              seconds, sometimes a few minutes. You will not be charged twice.
            </p>
            {asking ? (
              <p className="mt-3 text-sm text-slate-600">This page updates by itself.</p>
            ) : (
              <p className="mt-3 text-sm text-slate-600">
                You can leave this page: your booking shows the payment as soon as it is confirmed.
              </p>
            )}
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              {asking ? null : (
                <button type="button" className="btn btn-primary" onClick={() => setAttempts(0)}>
                  Check again
                </button>
              )}
              {dashboard}
            </div>
          </Outcome>
        )}
      </div>
    </Section>
  );
}
