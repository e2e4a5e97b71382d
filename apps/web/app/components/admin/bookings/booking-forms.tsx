// The trip desk's changes to a booking: a payment taken by bank transfer, UPI, cheque or
// in cash (each with the reference it has, checked here by the API's own rule before sending), a
// hand-paid refund of such money, and a cancellation with the rule's refund or the desk's own amount
// and reason. The API decides and refuses (amounts beyond what is due or paid, a reference already
// recorded); these forms send rupees as paise, show its message beside the field it names, and tell
// the page to load the booking again once a change is made.
import { formatPaise } from "@parvat/domain/money-words";
import {
  OFFLINE_PAYMENT_METHODS,
  OFFLINE_REFERENCE_RULES,
  type OfflinePaymentMethod,
  offlinePaymentReference,
  PAYMENT_METHOD_LABELS,
} from "@parvat/domain/payment-methods";
import { type FormEvent, useId, useState } from "react";
import { type GraphqlResponse, NETWORK_ERROR_MESSAGE, request } from "../../../graphql/client.ts";
import { graphql } from "../../../graphql/generated/gql.ts";
import { useSecondFactorRetry } from "../second-factor.tsx";

const RecordOfflinePaymentDocument = graphql(`
  mutation AdminRecordOfflinePayment(
    $bookingId: ID!
    $amountPaise: Int!
    $method: OfflinePaymentMethod!
    $reference: String!
    $bank: String
    $note: String
  ) {
    adminRecordOfflinePayment(
      bookingId: $bookingId
      amountPaise: $amountPaise
      method: $method
      reference: $reference
      bank: $bank
      note: $note
    ) {
      id
      status
    }
  }
`);

const TcsQuoteDocument = graphql(`
  query AdminTcsQuote($bookingId: ID!, $amountPaise: Int!) {
    adminTcsQuote(bookingId: $bookingId, amountPaise: $amountPaise) {
      tcs_paise
      receive_paise
    }
  }
`);

const RecordOfflineRefundDocument = graphql(`
  mutation AdminRecordOfflineRefund($refundId: ID!, $reference: String!) {
    adminRecordOfflineRefund(refundId: $refundId, reference: $reference) {
      id
    }
  }
`);

const CancelBookingDocument = graphql(`
  mutation AdminCancelBooking($bookingId: ID!, $refundPaise: Int, $reason: String!) {
    adminCancelBooking(bookingId: $bookingId, refundPaise: $refundPaise, reason: $reason) {
      id
      status
    }
  }
`);

/** "1,234.50" or "1234.5" rupees as paise; null when it is not an amount. */
export function rupeesToPaiseInput(value: string): number | null {
  const clean = value.replaceAll(",", "").trim();
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  const [whole, fraction = ""] = clean.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

type Errors = { field: string | null; message: string; code?: string } | null;

/** Runs a mutation; answers null when it went through, else the error to show. */
async function send(run: () => Promise<GraphqlResponse<unknown>>): Promise<Errors> {
  try {
    const result = await run();
    if (result.data) return null;
    const error = result.errors[0];
    const field = typeof error?.extensions?.field === "string" ? error.extensions.field : null;
    return { field, message: error?.message ?? "That did not work.", code: error?.extensions?.code };
  } catch {
    return { field: null, message: NETWORK_ERROR_MESSAGE };
  }
}

const inputClass =
  "mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900";
const labelClass = "block text-sm font-semibold text-slate-800";

function FieldError({ id, error, field }: { id: string; error: Errors; field: string }) {
  return error?.field === field ? (
    <p id={id} className="mt-1 text-sm font-medium text-primary-strong">
      {error.message}
    </p>
  ) : null;
}

function FormError({ error, fields }: { error: Errors; fields: readonly string[] }) {
  return error && !fields.includes(error.field ?? "") ? (
    <p role="alert" className="text-sm font-medium text-primary-strong">
      {error.message}
    </p>
  ) : null;
}

export function OfflinePaymentForm({
  bookingId,
  duePaise,
  minimumPaise,
  onStart,
  onDone,
}: {
  bookingId: number;
  duePaise: number;
  minimumPaise: number;
  /** A new attempt begins: the page drops what it said about the last one. */
  onStart: () => void;
  onDone: (message: string) => Promise<void>;
}) {
  const id = useId();
  const [error, setError] = useState<Errors>(null);
  const [busy, setBusy] = useState(false);
  const [method, setMethod] = useState<OfflinePaymentMethod>("bank_transfer");
  const fields = ["amountPaise", "reference", "bank", "note"] as const;
  const described = (field: string, hint?: string) =>
    [hint, error?.field === field ? `${id}-${field}-error` : undefined].filter(Boolean).join(" ") || undefined;
  const rule = OFFLINE_REFERENCE_RULES[method];
  // What the tax step would make of the amount typed: TCS on top on a trip abroad, or why not yet.
  const [quote, setQuote] = useState<string | null>(null);

  async function askQuote(typed: string) {
    const amountPaise = rupeesToPaiseInput(typed);
    if (amountPaise === null || amountPaise <= 0) return setQuote(null);
    try {
      const response = await request(TcsQuoteDocument, { bookingId: String(bookingId), amountPaise });
      const answer = response.data?.adminTcsQuote;
      if (!answer) return setQuote(response.errors[0]?.message ?? null);
      setQuote(
        answer.tcs_paise > 0
          ? `A trip abroad: ask for ${formatPaise(answer.receive_paise)} in all, ${formatPaise(amountPaise)} towards the booking and ${formatPaise(answer.tcs_paise)} of TCS.`
          : null,
      );
    } catch {
      setQuote(null);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onStart();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const amountPaise = rupeesToPaiseInput(String(form.get("amount") ?? ""));
    if (amountPaise === null || amountPaise <= 0) {
      setError({ field: "amountPaise", message: "Enter the amount received in rupees, like 6000 or 6000.50." });
      return;
    }
    const bank = method === "cheque" ? String(form.get("bank") ?? "") : null;
    const checked = offlinePaymentReference(method, String(form.get("reference") ?? ""), bank);
    if (!checked.ok) {
      setError({ field: checked.field, message: checked.message });
      return;
    }
    setBusy(true);
    const failed = await send(() =>
      request(RecordOfflinePaymentDocument, {
        bookingId: String(bookingId),
        amountPaise,
        method,
        reference: String(form.get("reference") ?? ""),
        bank,
        note: String(form.get("note") ?? "") || null,
      }),
    );
    setBusy(false);
    setError(failed);
    if (failed) return;
    // Saved: the form starts empty for the next payment, on the default method.
    formElement.reset();
    setMethod("bank_transfer");
    await onDone(`Recorded a payment of ${formatPaise(amountPaise)} (${PAYMENT_METHOD_LABELS[method]}).`);
  }

  return (
    <form onSubmit={submit} className="grid gap-3 sm:max-w-xl" aria-label="Record a payment by hand" noValidate>
      <p className="text-sm text-slate-700">
        {formatPaise(duePaise)} is due
        {minimumPaise > 1 && minimumPaise < duePaise
          ? `; at least ${formatPaise(minimumPaise)} keeps the seats of a held booking`
          : ""}
        .
      </p>
      <div>
        <label htmlFor={`${id}-amount`} className={labelClass}>
          Amount received (₹)
        </label>
        <input
          id={`${id}-amount`}
          name="amount"
          inputMode="decimal"
          required
          className={inputClass}
          onBlur={(event) => void askQuote(event.currentTarget.value)}
          aria-invalid={error?.field === "amountPaise" || undefined}
          aria-describedby={described("amountPaise", `${id}-amount-tax`)}
        />
        <p id={`${id}-amount-tax`} aria-live="polite" className="mt-1 text-sm text-slate-700">
          {quote}
        </p>
        <FieldError id={`${id}-amountPaise-error`} error={error} field="amountPaise" />
      </div>
      <fieldset>
        <legend className={labelClass}>How it came</legend>
        <div className="mt-1 flex flex-wrap gap-x-5">
          {OFFLINE_PAYMENT_METHODS.map((value) => (
            <label key={value} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="method"
                value={value}
                checked={method === value}
                onChange={() => {
                  setMethod(value);
                  if (error?.field === "reference" || error?.field === "bank") setError(null);
                }}
              />{" "}
              {PAYMENT_METHOD_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-reference`} className={labelClass}>
          {rule.label}
        </label>
        <input
          id={`${id}-reference`}
          name="reference"
          required
          autoComplete="off"
          inputMode={method === "upi" || method === "cheque" ? "numeric" : undefined}
          className={inputClass}
          aria-invalid={error?.field === "reference" || undefined}
          aria-describedby={described("reference", `${id}-reference-hint`)}
        />
        <p id={`${id}-reference-hint`} className="mt-1 text-sm text-slate-600">
          {rule.hint}
        </p>
        <FieldError id={`${id}-reference-error`} error={error} field="reference" />
      </div>
      {method === "cheque" ? (
        <div>
          <label htmlFor={`${id}-bank`} className={labelClass}>
            Bank it is drawn on
          </label>
          <input
            id={`${id}-bank`}
            name="bank"
            required
            autoComplete="off"
            className={inputClass}
            aria-invalid={error?.field === "bank" || undefined}
            aria-describedby={described("bank")}
          />
          <FieldError id={`${id}-bank-error`} error={error} field="bank" />
        </div>
      ) : null}
      <div>
        <label htmlFor={`${id}-note`} className={labelClass}>
          Note (optional)
        </label>
        <input
          id={`${id}-note`}
          name="note"
          maxLength={500}
          className={inputClass}
          aria-invalid={error?.field === "note" || undefined}
          aria-describedby={described("note")}
        />
        <FieldError id={`${id}-note-error`} error={error} field="note" />
      </div>
      <FormError error={error} fields={fields} />
      <div>
        <button type="submit" className="btn btn-primary min-h-11" disabled={busy}>
          {busy ? "Recording…" : "Record payment"}
        </button>
      </div>
    </form>
  );
}

export function OfflineRefundForm({
  refundId,
  onStart,
  onDone,
}: {
  refundId: number;
  onStart: () => void;
  onDone: (message: string) => Promise<void>;
}) {
  const id = useId();
  const [error, setError] = useState<Errors>(null);
  const [busy, setBusy] = useState(false);
  const secondFactor = useSecondFactorRetry();

  async function record(reference: string) {
    setBusy(true);
    const failed = await send(() => request(RecordOfflineRefundDocument, { refundId: String(refundId), reference }));
    setBusy(false);
    if (secondFactor.asked(failed?.code, () => record(reference))) return setError(null);
    setError(failed);
    if (!failed) await onDone("Recorded the refund as paid back.");
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onStart();
    await record(String(new FormData(event.currentTarget).get("reference") ?? ""));
  }

  return (
    <form onSubmit={submit} className="mt-2 flex flex-wrap items-end gap-2" aria-label="Record the refund as paid back">
      <div>
        <label htmlFor={`${id}-reference`} className={labelClass}>
          Paid back: bank reference or receipt
        </label>
        <input
          id={`${id}-reference`}
          name="reference"
          required
          autoComplete="off"
          className={inputClass}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      <button type="submit" className="btn btn-secondary min-h-11" disabled={busy}>
        Record refund paid
      </button>
      {error ? (
        <p id={`${id}-error`} role="alert" className="w-full text-sm font-medium text-primary-strong">
          {error.message}
        </p>
      ) : null}
      {secondFactor.prompt ? <div className="w-full">{secondFactor.prompt}</div> : null}
    </form>
  );
}

export function CancelBookingForm({
  bookingId,
  paidPaise,
  ruleRefundPaise,
  ruleText,
  onStart,
  onDone,
}: {
  bookingId: number;
  paidPaise: number;
  ruleRefundPaise: number;
  ruleText: string;
  onStart: () => void;
  onDone: (message: string) => Promise<void>;
}) {
  const id = useId();
  const [error, setError] = useState<Errors>(null);
  const [busy, setBusy] = useState(false);
  const [override, setOverride] = useState(false);
  const fields = ["refundPaise", "reason"] as const;
  const secondFactor = useSecondFactorRetry();

  async function cancel(refundPaise: number | null, reason: string) {
    setBusy(true);
    const failed = await send(() =>
      request(CancelBookingDocument, { bookingId: String(bookingId), refundPaise, reason }),
    );
    setBusy(false);
    if (secondFactor.asked(failed?.code, () => cancel(refundPaise, reason))) return setError(null);
    setError(failed);
    if (!failed) await onDone("The booking is cancelled and its seats are back on sale.");
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onStart();
    const form = new FormData(event.currentTarget);
    let refundPaise: number | null = null;
    if (override) {
      refundPaise = rupeesToPaiseInput(String(form.get("refund") ?? ""));
      if (refundPaise === null) {
        setError({ field: "refundPaise", message: "Enter the refund in rupees, like 0 or 12000." });
        return;
      }
    }
    await cancel(refundPaise, String(form.get("reason") ?? ""));
  }

  return (
    <form onSubmit={submit} className="grid gap-3 sm:max-w-xl" aria-label="Cancel the booking" noValidate>
      <p className="text-sm text-slate-700">
        Paid so far: {formatPaise(paidPaise)}. By the trip's rule: {ruleText}
      </p>
      <fieldset>
        <legend className={labelClass}>Refund</legend>
        <label className="mt-1 flex min-h-11 items-center gap-2">
          <input type="radio" name="mode" value="rule" checked={!override} onChange={() => setOverride(false)} />
          By the rule: {formatPaise(ruleRefundPaise)}
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input type="radio" name="mode" value="override" checked={override} onChange={() => setOverride(true)} />
          Another amount
        </label>
      </fieldset>
      {override ? (
        <div>
          <label htmlFor={`${id}-refund`} className={labelClass}>
            Refund (₹), at most {formatPaise(paidPaise)}
          </label>
          <input
            id={`${id}-refund`}
            name="refund"
            inputMode="decimal"
            required
            className={inputClass}
            aria-invalid={error?.field === "refundPaise" || undefined}
            aria-describedby={error?.field === "refundPaise" ? `${id}-refundPaise-error` : undefined}
          />
          <FieldError id={`${id}-refundPaise-error`} error={error} field="refundPaise" />
        </div>
      ) : null}
      <div>
        <label htmlFor={`${id}-reason`} className={labelClass}>
          Reason (kept in the history and the audit log)
        </label>
        <textarea
          id={`${id}-reason`}
          name="reason"
          required
          rows={2}
          maxLength={500}
          className={inputClass}
          aria-invalid={error?.field === "reason" || undefined}
          aria-describedby={error?.field === "reason" ? `${id}-reason-error` : undefined}
        />
        <FieldError id={`${id}-reason-error`} error={error} field="reason" />
      </div>
      <FormError error={error} fields={fields} />
      {secondFactor.prompt}
      <div>
        <button type="submit" className="btn btn-primary min-h-11" disabled={busy}>
          {busy ? "Cancelling…" : "Cancel booking"}
        </button>
      </div>
    </form>
  );
}
