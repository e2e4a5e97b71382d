// The sandbox gateway's checkout screen (/payments/sandbox/{orderId}): what Razorpay's hosted
// checkout is in production, on our own server, so that every line above the provider runs in the
// demo and the tests. It looks and behaves like a real one (the merchant, the amount, UPI or card
// with their checks, "Pay ₹X"), says plainly that it is a test, and has clearly labelled test
// controls to make the bank fail or leave the payment pending. Paying records the sandbox payment
// (sandboxPay: the server sends the signed webhooks), confirms the signed callback, and goes on to
// the success screen, which waits for the booking to say what happened.
import { businessToday } from "@parvat/domain/business-dates";
import { company } from "@parvat/domain/company";
import { formatPaise } from "@parvat/domain/money-words";
import { type InputHTMLAttributes, type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { NETWORK_ERROR_MESSAGE, request } from "../../graphql/client.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import { dashboardPath, paymentLinkPath, paymentOutcomePath, paymentPath } from "../../lib/paths.ts";
import { LogoMark, ShieldIcon } from "../icons.tsx";
import { confirmedOutcomePath } from "./confirm-payment.ts";
import { cardNumberError, cvvError, expiryError, upiIdError } from "./payment-rules.ts";
import { ScreenLoading } from "./screen-status.tsx";

const SandboxOrderDocument = graphql(`
  query SandboxOrder($orderId: String!, $link: String) {
    sandboxOrder(orderId: $orderId, link: $link) {
      order_id
      amount_paise
      description
      booking_id
      status
      payable
      unpayable_reason
    }
  }
`);

const SandboxPayDocument = graphql(`
  mutation SandboxPay($orderId: String!, $method: String!, $outcome: String!, $link: String) {
    sandboxPay(orderId: $orderId, method: $method, outcome: $outcome, link: $link) {
      order_id
      payment_id
      signature
      status
    }
  }
`);

export const METHODS = [
  { id: "upi", label: "UPI" },
  { id: "card", label: "Card" },
] as const;
type Method = (typeof METHODS)[number]["id"];

export const TEST_OUTCOMES = [
  { id: "success", label: "Succeed", text: "The bank approves the payment." },
  { id: "failure", label: "Fail", text: "The bank declines it; nothing is charged." },
  { id: "pending", label: "Leave pending", text: "The bank has not answered yet." },
] as const;
type TestOutcome = (typeof TEST_OUTCOMES)[number]["id"];

type Field = "upi" | "card" | "expiry" | "cvv";

interface Order {
  order_id: string;
  amount_paise: number;
  description: string;
  booking_id: string;
  status: string;
  payable: boolean;
  unpayable_reason: string | null;
}

type State =
  | { status: "loading" }
  | { status: "open"; order: Order }
  | { status: "missing" }
  | { status: "failed"; message: string };

function TextField({
  id,
  label,
  hint,
  error,
  inputRef,
  ...input
}: {
  id: string;
  label: string;
  hint?: string;
  error: string | undefined;
  inputRef?: (element: HTMLInputElement | null) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id">) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 ${
          error ? "border-primary-strong" : "border-slate-400"
        }`}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-primary-strong">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** `link`: the message's signed payment link that started the order, for a payer not logged in. */
export function SandboxCheckout({ orderId, link = null }: { orderId: string; link?: string | null }) {
  const id = useId();
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ status: "loading" });
  const [method, setMethod] = useState<Method>("upi");
  const [values, setValues] = useState<Record<Field, string>>({ upi: "", card: "", expiry: "", cvv: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [outcome, setOutcome] = useState<TestOutcome>("success");
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const tabs = useRef<Partial<Record<Method, HTMLButtonElement | null>>>({});
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const linkVariable = link ? { link } : {};

  const load = useCallback(async () => {
    try {
      const result = await request(SandboxOrderDocument, link ? { orderId, link } : { orderId });
      const order = result.data?.sandboxOrder;
      if (order) setState({ status: "open", order });
      else if (result.data) setState({ status: "missing" });
      else setState({ status: "failed", message: result.errors[0]?.message ?? "We could not load the payment." });
    } catch {
      setState({ status: "failed", message: NETWORK_ERROR_MESSAGE });
    }
  }, [orderId, link]);

  useEffect(() => {
    void load();
  }, [load]);

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field loses its message at once.
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  /** Arrow keys move between the tabs (the ARIA tabs pattern); Home and End go to the ends. */
  function tabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const index = METHODS.findIndex((entry) => entry.id === method);
    const next =
      event.key === "ArrowRight"
        ? (index + 1) % METHODS.length
        : event.key === "ArrowLeft"
          ? (index - 1 + METHODS.length) % METHODS.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? METHODS.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const target = METHODS[next]!.id;
    setMethod(target);
    tabs.current[target]?.focus();
  }

  function check(): Partial<Record<Field, string>> {
    if (method === "upi") {
      const upi = upiIdError(values.upi);
      return upi ? { upi } : {};
    }
    const found: Partial<Record<Field, string>> = {};
    const card = cardNumberError(values.card);
    const expiry = expiryError(values.expiry, businessToday());
    const cvv = cvvError(values.cvv, values.card);
    if (card) found.card = card;
    if (expiry) found.expiry = expiry;
    if (cvv) found.cvv = cvv;
    return found;
  }

  async function pay(order: Order) {
    if (sending) return;
    const found = check();
    setErrors(found);
    const first = (Object.keys(found) as Field[])[0];
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      const response = await request(SandboxPayDocument, { orderId: order.order_id, method, outcome, ...linkVariable });
      const result = response.data?.sandboxPay;
      if (!result) {
        setProblem(response.errors[0]?.message ?? "The payment could not be made. Please try again.");
        setSending(false);
        return;
      }
      const next =
        result.payment_id && result.signature
          ? await confirmedOutcomePath(
              order.booking_id,
              { orderId: order.order_id, paymentId: result.payment_id, signature: result.signature },
              link,
            )
          : paymentOutcomePath(order.booking_id, {
              order: order.order_id,
              payment: result.payment_id,
              status: result.status === "failed" ? "failed" : "pending",
              link,
            });
      navigate(next, { replace: true });
    } catch {
      setProblem(NETWORK_ERROR_MESSAGE);
      setSending(false);
    }
  }

  if (state.status === "loading") return <ScreenLoading text="Loading the checkout…" />;
  if (state.status !== "open") {
    return (
      <div className="page-container py-16">
        <div className="card mx-auto max-w-md p-6">
          <h1 className="text-xl font-bold text-slate-900">Payment not available</h1>
          <p role="alert" className="mt-2 text-slate-700">
            {state.status === "missing"
              ? "We could not find this payment. Start it again from your booking."
              : state.message}
          </p>
          <Link to={dashboardPath()} className="btn btn-primary mt-5">
            Go to my bookings
          </Link>
        </div>
      </div>
    );
  }

  const { order } = state;
  const closed = order.status === "paid";
  const amount = formatPaise(order.amount_paise);
  return (
    <div className="bg-slate-100 py-8 sm:py-14">
      <div className="mx-auto w-full max-w-md px-4">
        <div className="card">
          <header className="bg-night px-5 py-5 text-white sm:px-6">
            <div className="flex items-center justify-between gap-3">
              <p className="flex items-center gap-2 font-semibold">
                <LogoMark className="size-7" />
                {company.name}
              </p>
              <p className="rounded-full bg-amber-300 px-3 py-1 text-xs font-bold text-amber-950">Test mode</p>
            </div>
            <h1 className="mt-4 text-sm font-medium text-slate-300">
              Pay {company.name}
              <span className="mt-1 block text-3xl font-extrabold text-white tabular-nums">{amount}</span>
            </h1>
            <p className="mt-1 text-sm text-slate-300">{order.description}</p>
          </header>

          {closed ? (
            <div className="p-5 sm:p-6">
              <p role="alert" className="font-semibold text-slate-900">
                This order is already paid.
              </p>
              <Link
                to={paymentOutcomePath(order.booking_id, { order: order.order_id, status: "paid" })}
                className="btn btn-primary mt-4"
              >
                See the payment
              </Link>
            </div>
          ) : !order.payable ? (
            // An order its booking can no longer take is not offered: no money is taken to be refunded.
            <div className="p-5 sm:p-6">
              <p role="alert" className="font-semibold text-slate-900">
                {order.unpayable_reason ?? "This payment can no longer be made."}
              </p>
              <Link to={dashboardPath()} className="btn btn-primary mt-4">
                Go to my bookings
              </Link>
            </div>
          ) : (
            <form
              className="p-5 sm:p-6"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void pay(order);
              }}
            >
              <div role="tablist" aria-label="Payment method" className="grid grid-cols-2 gap-2">
                {METHODS.map((entry) => (
                  <button
                    key={entry.id}
                    ref={(element) => {
                      tabs.current[entry.id] = element;
                    }}
                    type="button"
                    role="tab"
                    id={`${id}-tab-${entry.id}`}
                    aria-selected={method === entry.id}
                    // Only the shown panel exists.
                    aria-controls={method === entry.id ? `${id}-panel-${entry.id}` : undefined}
                    tabIndex={method === entry.id ? 0 : -1}
                    onClick={() => setMethod(entry.id)}
                    onKeyDown={tabKey}
                    className={`rounded-lg border px-3 py-2.5 text-sm font-semibold ${
                      method === entry.id
                        ? "border-primary-strong bg-primary-soft text-primary-strong"
                        : "border-slate-300 bg-white text-slate-800 hover:border-slate-400"
                    }`}
                  >
                    {entry.label}
                  </button>
                ))}
              </div>

              <div
                role="tabpanel"
                id={`${id}-panel-${method}`}
                aria-labelledby={`${id}-tab-${method}`}
                className="mt-5 grid gap-4"
              >
                {method === "upi" ? (
                  <TextField
                    id={`${id}-upi`}
                    label="UPI id"
                    hint="The id in your UPI app, like name@bank"
                    error={errors.upi}
                    inputRef={(element) => {
                      inputs.current.upi = element;
                    }}
                    value={values.upi}
                    onChange={(event) => change("upi", event.target.value)}
                    autoComplete="off"
                    autoCapitalize="none"
                    spellCheck={false}
                    inputMode="email"
                  />
                ) : (
                  <>
                    <TextField
                      id={`${id}-card`}
                      label="Card number"
                      error={errors.card}
                      inputRef={(element) => {
                        inputs.current.card = element;
                      }}
                      value={values.card}
                      onChange={(event) => change("card", event.target.value)}
                      autoComplete="cc-number"
                      inputMode="numeric"
                    />
                    <div className="grid grid-cols-2 gap-4">
                      <TextField
                        id={`${id}-expiry`}
                        label="Expiry (MM/YY)"
                        error={errors.expiry}
                        inputRef={(element) => {
                          inputs.current.expiry = element;
                        }}
                        value={values.expiry}
                        onChange={(event) => change("expiry", event.target.value)}
                        autoComplete="cc-exp"
                        inputMode="numeric"
                      />
                      <TextField
                        id={`${id}-cvv`}
                        label="CVV"
                        error={errors.cvv}
                        inputRef={(element) => {
                          inputs.current.cvv = element;
                        }}
                        value={values.cvv}
                        onChange={(event) => change("cvv", event.target.value)}
                        // Masked, as every real checkout shows it: dots, never the digits.
                        type="password"
                        autoComplete="cc-csc"
                        inputMode="numeric"
                        maxLength={4}
                      />
                    </div>
                  </>
                )}
              </div>

              <fieldset className="mt-6 rounded-xl border border-dashed border-amber-400 bg-amber-50 p-4">
                <legend className="px-1 text-sm font-bold text-amber-950">Test controls: what the bank answers</legend>
                <div className="grid gap-2">
                  {TEST_OUTCOMES.map((entry) => (
                    <label key={entry.id} className="flex cursor-pointer gap-3 text-sm text-slate-900">
                      <input
                        type="radio"
                        name={`${id}-outcome`}
                        value={entry.id}
                        checked={outcome === entry.id}
                        onChange={() => setOutcome(entry.id)}
                        className="mt-0.5 size-4 accent-primary-strong"
                      />
                      <span>
                        <span className="font-semibold">{entry.label}</span>{" "}
                        <span className="text-slate-700">{entry.text}</span>
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>

              {problem ? (
                <p role="alert" className="mt-4 rounded-lg bg-primary-soft p-3 text-sm font-medium text-primary-strong">
                  {problem}
                </p>
              ) : null}
              <button type="submit" className="btn btn-primary mt-5 w-full text-base" disabled={sending}>
                {sending ? "Paying…" : `Pay ${amount}`}
              </button>
              <Link
                to={link ? paymentLinkPath(order.booking_id, link) : paymentPath(order.booking_id)}
                className="link mt-4 inline-block text-sm"
              >
                Cancel and go back to {company.name}
              </Link>
            </form>
          )}
        </div>
        <p className="mt-4 flex items-center justify-center gap-2 text-xs text-slate-600">
          <ShieldIcon className="size-4 shrink-0" />
          Sandbox gateway: no real money moves.
        </p>
      </div>
    </div>
  );
}
