// /payment/{groupId}?link=...: the balance page opened from a reminder's signed one-time link, for
// anyone holding the link, logged in or not (docs/decisions/0021-signed-payment-links.md). It shows
// what the booking owes (trip, dates, travellers, paid, balance and by when; never a name, phone or
// email) and pays the balance once with the link; a link that is used, expired or not genuine says
// so and offers the login instead. After the checkout (?order=...) it waits for the payment to land,
// then lists the booking's receipts and tax invoices: the pages the dashboard links to, which open for
// the booking's traveller once logged in (what they say of the buyer is never shown to a link).
import { company } from "@parvat/domain/company";
import { formatPaise } from "@parvat/domain/money-words";
import { useCallback, useEffect, useId, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { NETWORK_ERROR_MESSAGE, request } from "../../graphql/client.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import type { BalancePaymentViewQuery } from "../../graphql/generated/graphql.ts";
import { loginPath, paymentPath } from "../../lib/paths.ts";
import { dateRange } from "../booking/booking-format.ts";
import { Section } from "../page-hero.tsx";
import { confirmedOutcomePath } from "./confirm-payment.ts";
import { balanceDeadline, checkoutHint } from "./payment-rules.ts";
import { openRazorpayCheckout } from "./razorpay-checkout.ts";
import { paidOn } from "./receipt-links.tsx";
import { ScreenFailed, ScreenLoading } from "./screen-status.tsx";

const BalancePaymentViewDocument = graphql(`
  query BalancePaymentView($bookingId: ID!, $link: String!) {
    balancePayment(bookingId: $bookingId, link: $link) {
      booking_id
      trip_name
      start_date
      end_date
      traveller_count
      total_paise
      paid_paise
      balance_paise
      balance_due_by
      paid_in_full
      cancelled
      link_status
      can_pay_with_link
      documents {
        kind
        title
        number
        amount_paise
        issued_at
        path
      }
    }
  }
`);

const StartBalancePaymentDocument = graphql(`
  mutation StartBalancePayment($bookingId: ID!, $link: String!) {
    startBalancePayment(bookingId: $bookingId, link: $link) {
      provider
      order_id
      amount_paise
      currency
      key_id
      checkout_url
      description
    }
  }
`);

type Balance = NonNullable<BalancePaymentViewQuery["balancePayment"]>;

type State =
  | { status: "loading" }
  | { status: "shown"; balance: Balance }
  | { status: "invalid" }
  | { status: "failed"; message: string };

/** How often, and how many times, the page asks whether a payment it has just sent has landed. */
const POLL_MS = 2_000;
const POLLS = 15;

export function LinkBalanceScreen({ groupId, link }: { groupId: string; link: string }) {
  const headingId = useId();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const order = search.get("order");
  const [state, setState] = useState<State>({ status: "loading" });
  const [paying, setPaying] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [polls, setPolls] = useState(0);

  const load = useCallback(async () => {
    try {
      const result = await request(BalancePaymentViewDocument, { bookingId: groupId, link });
      const balance = result.data?.balancePayment;
      if (balance) setState({ status: "shown", balance });
      else if (result.data) setState({ status: "invalid" });
      else setState({ status: "failed", message: result.errors[0]?.message ?? "We could not load the booking." });
    } catch {
      setState({ status: "failed", message: NETWORK_ERROR_MESSAGE });
    }
  }, [groupId, link]);

  useEffect(() => {
    void load();
  }, [load]);

  // After a checkout, ask again until the payment shows (the gateway's webhook may take a moment).
  const waiting = order !== null && state.status === "shown" && !state.balance.paid_in_full && polls < POLLS;
  useEffect(() => {
    if (!waiting || checkoutHint(search.get("status")) === "failed") return;
    const timer = setTimeout(() => {
      setPolls((count) => count + 1);
      void load();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [waiting, load, search]);

  async function pay() {
    if (paying) return;
    setPaying(true);
    setProblem(null);
    try {
      const response = await request(StartBalancePaymentDocument, { bookingId: groupId, link });
      const checkout = response.data?.startBalancePayment;
      if (!checkout) {
        setProblem(response.errors[0]?.message ?? "We could not start the payment. Please try again.");
        setPaying(false);
        void load();
        return;
      }
      if (checkout.provider === "sandbox" && checkout.checkout_url) {
        navigate(checkout.checkout_url);
        return;
      }
      if (checkout.provider !== "razorpay" || !checkout.key_id) {
        setProblem("Online payment is not available right now. Please log in and pay from your booking.");
        setPaying(false);
        return;
      }
      const result = await openRazorpayCheckout({
        keyId: checkout.key_id,
        orderId: checkout.order_id,
        amountPaise: checkout.amount_paise,
        currency: checkout.currency,
        merchantName: company.name,
        description: checkout.description,
        phone: "",
        themeColor: company.primaryColor,
      });
      if (result.status === "authorised") {
        const callback = {
          orderId: result.fields.razorpay_order_id,
          paymentId: result.fields.razorpay_payment_id,
          signature: result.fields.razorpay_signature,
        };
        navigate(await confirmedOutcomePath(groupId, callback, link), { replace: true });
        return;
      }
      setProblem(
        "The payment was not completed and nothing was charged. This link has now been used: log in to try again.",
      );
      setPaying(false);
      void load();
    } catch {
      setProblem(NETWORK_ERROR_MESSAGE);
      setPaying(false);
    }
  }

  switch (state.status) {
    case "loading":
      return <ScreenLoading text="Loading the booking…" />;
    case "failed":
      return <ScreenFailed message={state.message} onRetry={() => void load()} />;
    case "invalid":
      return (
        <Section>
          <div className="card mx-auto max-w-xl p-6">
            <h2 className="text-xl font-bold text-slate-900">This payment link does not open</h2>
            <p className="mt-2 text-slate-700">
              It may have been cut short or changed when it was copied. Log in to see your booking and pay from there.
            </p>
            <LoginButton groupId={groupId} />
          </div>
        </Section>
      );
  }

  const { balance } = state;
  const hint = order ? checkoutHint(search.get("status")) : null;
  return (
    <Section>
      <article className="card mx-auto max-w-xl p-5 sm:p-6" aria-labelledby={headingId}>
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          {balance.trip_name}
        </h2>
        <p className="mt-1 text-slate-700">
          {/* A trip without an end date (a quotation's) is its first day, in words as every date. */}
          {dateRange(balance.start_date, balance.end_date ?? balance.start_date)} · {balance.traveller_count}{" "}
          {balance.traveller_count === 1 ? "traveller" : "travellers"}
        </p>
        <dl className="mt-5 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-slate-900">
          <dt>Trip total</dt>
          <dd className="text-right tabular-nums">{formatPaise(balance.total_paise)}</dd>
          <dt>Paid so far</dt>
          <dd className="text-right tabular-nums">{formatPaise(balance.paid_paise)}</dd>
          <dt className="font-bold">Balance due</dt>
          <dd className="text-right font-bold tabular-nums">{formatPaise(balance.balance_paise)}</dd>
        </dl>
        {balance.balance_due_by && !balance.paid_in_full && !balance.cancelled ? (
          <p className="mt-3 text-sm text-slate-700">The balance is due {balanceDeadline(balance.balance_due_by)}.</p>
        ) : null}
        <div className="mt-6" aria-live="polite">
          <LinkStatus
            balance={balance}
            hint={hint}
            waiting={waiting}
            paying={paying}
            problem={problem}
            onPay={() => void pay()}
            groupId={groupId}
          />
        </div>
      </article>
    </Section>
  );
}

/** The booking's receipts and tax invoices, each leading to its page (which asks the traveller to log in first). */
function BalanceDocuments({ documents }: { documents: Balance["documents"] }) {
  if (documents.length === 0) return null;
  return (
    <section className="mt-5" aria-labelledby="balance-documents">
      <h3 id="balance-documents" className="text-lg font-bold text-slate-900">
        Receipts and tax invoices
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        Each opens after you log in with the mobile number of the booking, as on your account's page.
      </p>
      <ul className="mt-3 grid gap-2 text-sm">
        {documents.map((document) => (
          <li key={document.path} className="flex flex-wrap items-baseline justify-between gap-x-4">
            <span className="text-slate-700">
              {document.kind === "credit_note" ? "−" : ""}
              {formatPaise(document.amount_paise)} on {paidOn(document.issued_at)}
            </span>
            <Link to={document.path} className="link">
              {document.title} {document.number}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function LoginButton({ groupId }: { groupId: string }) {
  return (
    <Link to={loginPath(paymentPath(groupId))} className="btn btn-secondary mt-4">
      Log in to pay
    </Link>
  );
}

/** What the holder of the link can do now: pay, wait for a payment, or log in. */
function LinkStatus({
  balance,
  hint,
  waiting,
  paying,
  problem,
  onPay,
  groupId,
}: {
  balance: Balance;
  hint: "paid" | "pending" | "failed" | null;
  waiting: boolean;
  paying: boolean;
  problem: string | null;
  onPay: () => void;
  groupId: string;
}) {
  if (balance.paid_in_full) {
    return (
      <>
        <p className="rounded-lg bg-emerald-50 p-3 font-semibold text-emerald-900">
          {hint ? "Payment received. " : ""}Your booking is paid in full: nothing is left to pay.
        </p>
        <BalanceDocuments documents={balance.documents} />
      </>
    );
  }
  if (balance.cancelled) {
    return (
      <>
        <p className="text-slate-900">This booking has been cancelled, so there is nothing to pay.</p>
        <LoginButton groupId={groupId} />
      </>
    );
  }
  if (hint === "failed") {
    return (
      <>
        <p role="alert" className="font-medium text-primary-strong">
          The payment did not go through and nothing was charged. This link has been used: log in to try again.
        </p>
        <LoginButton groupId={groupId} />
      </>
    );
  }
  if (hint && waiting) return <p role="status">Waiting for the bank to confirm your payment…</p>;
  if (balance.can_pay_with_link) {
    return (
      <>
        {problem ? (
          <p role="alert" className="mb-3 rounded-lg bg-primary-soft p-3 text-sm font-medium text-primary-strong">
            {problem}
          </p>
        ) : null}
        <button type="button" className="btn btn-primary w-full text-base" onClick={onPay} disabled={paying}>
          {paying ? "Starting the payment…" : `Pay ${formatPaise(balance.balance_paise)}`}
        </button>
        <p className="mt-2 text-xs text-slate-600">
          This link pays this balance once, without logging in. The amount is the one shown here.
        </p>
      </>
    );
  }
  const why =
    balance.link_status === "used"
      ? "This payment link has already been used to start a payment."
      : balance.link_status === "expired"
        ? "This payment link has expired."
        : "The amount due has changed since this link was sent.";
  return (
    <>
      {problem ? (
        <p role="alert" className="mb-3 text-sm font-medium text-primary-strong">
          {problem}
        </p>
      ) : null}
      <p className="text-slate-900">{why} Log in to pay the balance from your booking.</p>
      <LoginButton groupId={groupId} />
    </>
  );
}
