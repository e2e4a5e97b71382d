// The trip desk's trip changes on one booking: move it to another departure of its trip without the
// fee, let the traveller move it online once more, and grant the account goodwill trip credit. The API
// decides and audits each (adminTransferBooking, adminAllowTransfer, adminGrantCredit); these forms check
// what they can before sending (a departure chosen, an amount in rupees as whole paise, a reason) and show
// the API's refusal beside the form that caused it.
import { formatPaise } from "@parvat/domain/money-words";
import { type FormEvent, useId, useState } from "react";
import { graphql } from "../../../graphql/generated/gql.ts";
import type { AdminBookingPageQuery } from "../../../graphql/generated/graphql.ts";
import { dateRange } from "../../booking/booking-format.ts";
import { AdminFormMessage, type FormMessage } from "../admin-form-message.tsx";
import { runAdminMutation } from "../run-admin-mutation.ts";
import { rupeesToPaiseInput } from "./booking-forms.tsx";

const TransferBookingDocument = graphql(`
  mutation AdminTransferBooking($bookingId: ID!, $eventId: Int!, $packageId: Int!) {
    adminTransferBooking(bookingId: $bookingId, eventId: $eventId, packageId: $packageId) {
      id
      status
      due_paise
    }
  }
`);

const AllowTransferDocument = graphql(`
  mutation AdminAllowTransfer($bookingId: ID!) {
    adminAllowTransfer(bookingId: $bookingId)
  }
`);

const GrantCreditDocument = graphql(`
  mutation AdminGrantCredit($accountId: Int!, $amountPaise: Int!, $reason: String!) {
    adminGrantCredit(accountId: $accountId, amountPaise: $amountPaise, reason: $reason) {
      balance_paise
    }
  }
`);

const inputClass =
  "mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900";
const labelClass = "block text-sm font-semibold text-slate-800";

/** A refusal of the form's own checks or the API's: beside the field it names, else under the form. */
type Refusal = { field: string | null; text: string } | null;

function FieldError({ id, refusal, field }: { id: string; refusal: Refusal; field: string }) {
  return refusal?.field === field ? (
    <p id={id} role="alert" className="mt-1 text-sm font-medium text-primary-strong">
      {refusal.text}
    </p>
  ) : null;
}

/** The field's attributes while it is (or is not) refused. */
function invalidWhen(refusal: Refusal, field: string, errorId: string) {
  return refusal?.field === field
    ? { "aria-invalid": true as const, "aria-describedby": errorId }
    : { "aria-invalid": undefined, "aria-describedby": undefined };
}

/** The form's general refusal (one not about a field it has). */
function formMessage(refusal: Refusal, fields: readonly string[]): FormMessage {
  return refusal && !fields.includes(refusal.field ?? "") ? { kind: "error", text: refusal.text } : null;
}

/** The page's handlers: a new attempt starts (it drops its last notice), a change is made (it says so and reloads). */
interface PageHandlers {
  onStart: () => void;
  onDone: (message: string) => Promise<void>;
}

/** A departure and package the booking can move to, as the booking's page reads them. */
export type TransferChoice = NonNullable<AdminBookingPageQuery["adminBooking"]>["transfer_choices"][number];

const choiceValue = (choice: TransferChoice) => `${choice.event_id}:${choice.package_id}`;

export function TransferBookingForm({
  bookingId,
  travellerCount,
  totalPaise,
  paidPaise,
  choices,
  onStart,
  onDone,
}: PageHandlers & {
  bookingId: number;
  travellerCount: number;
  totalPaise: number;
  paidPaise: number;
  choices: readonly TransferChoice[];
}) {
  const id = useId();
  const [selected, setSelected] = useState("");
  const [refusal, setRefusal] = useState<Refusal>(null);
  const [busy, setBusy] = useState(false);
  const chosen = choices.find((choice) => choiceValue(choice) === selected);
  const errorId = `${id}-choice-error`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onStart();
    if (!chosen) {
      setRefusal({ field: "eventId", text: "Choose the departure and package to move the booking to." });
      return;
    }
    setBusy(true);
    const result = await runAdminMutation(TransferBookingDocument, {
      bookingId: String(bookingId),
      eventId: chosen.event_id,
      packageId: chosen.package_id,
    });
    setBusy(false);
    if (!result.ok) {
      // Refusals about the destination (no seats left, closed, not this trip) sit beside the choice.
      const aboutChoice = result.field === "eventId" || result.field === "packageId" || result.field === undefined;
      setRefusal({ field: aboutChoice ? "eventId" : (result.field ?? null), text: result.message });
      return;
    }
    setRefusal(null);
    setSelected("");
    const due = result.data.adminTransferBooking.due_paise;
    await onDone(
      `Moved to ${dateRange(chosen.start_date, chosen.end_date)} (${chosen.package_name}), without a fee.${due > 0 ? ` ${formatPaise(due)} is left to pay.` : ""}`,
    );
  }

  if (choices.length === 0) {
    return (
      <p className="text-sm text-slate-700">
        No other departure of this trip from today has {travellerCount === 1 ? "a seat" : `${travellerCount} seats`}{" "}
        left and a package on sale.
      </p>
    );
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Move the booking to another departure"
      className="grid gap-3 sm:max-w-xl"
    >
      <p className="text-sm text-slate-700">
        No transfer fee, whatever the date. The price becomes the new departure's: more than the{" "}
        {formatPaise(totalPaise)} of now leaves a balance to pay; less gives the difference back as trip credit (
        {formatPaise(paidPaise)} paid so far).
      </p>
      <div>
        <label htmlFor={`${id}-choice`} className={labelClass}>
          New departure and package
        </label>
        <select
          id={`${id}-choice`}
          name="choice"
          required
          value={selected}
          onChange={(event) => setSelected(event.target.value)}
          className={inputClass}
          {...invalidWhen(refusal, "eventId", errorId)}
        >
          <option value="">Choose a departure</option>
          {choices.map((choice) => (
            <option key={choiceValue(choice)} value={choiceValue(choice)}>
              {dateRange(choice.start_date, choice.end_date)}, {choice.package_name}: {formatPaise(choice.total_paise)}{" "}
              for {travellerCount}, {choice.seats_left} seats left
            </option>
          ))}
        </select>
        <FieldError id={errorId} refusal={refusal} field="eventId" />
      </div>
      {chosen ? (
        <p className="text-sm text-slate-700">
          New total {formatPaise(chosen.total_paise)} ({formatPaise(chosen.price_per_person_paise)} a person, GST
          included):{" "}
          {chosen.total_paise > paidPaise
            ? `${formatPaise(chosen.total_paise - paidPaise)} left to pay.`
            : chosen.total_paise < paidPaise
              ? `${formatPaise(paidPaise - chosen.total_paise)} back as trip credit.`
              : "nothing more to pay."}
        </p>
      ) : null}
      <AdminFormMessage message={formMessage(refusal, ["eventId"])} />
      <div>
        <button type="submit" className="btn btn-primary min-h-11" disabled={busy}>
          {busy ? "Moving…" : "Move booking"}
        </button>
      </div>
    </form>
  );
}

export function AllowTransferForm({
  bookingId,
  transfersUsed,
  transfersAllowed,
  onStart,
  onDone,
}: PageHandlers & { bookingId: number; transfersUsed: number; transfersAllowed: number }) {
  const [message, setMessage] = useState<FormMessage>(null);
  const [busy, setBusy] = useState(false);
  const left = Math.max(0, transfersAllowed - transfersUsed);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onStart();
    setBusy(true);
    const result = await runAdminMutation(AllowTransferDocument, { bookingId: String(bookingId) });
    setBusy(false);
    if (!result.ok) {
      setMessage({ kind: "error", text: result.message });
      return;
    }
    setMessage(null);
    const nowLeft = Math.max(0, result.data.adminAllowTransfer - transfersUsed);
    await onDone(
      `The traveller may move this booking online ${nowLeft === 1 ? "once more" : `${nowLeft} more times`}.`,
    );
  }

  return (
    <div className="grid gap-2">
      <p className="text-sm text-slate-700">
        Moved online by the traveller {transfersUsed === 1 ? "once" : `${transfersUsed} times`} of {transfersAllowed}{" "}
        allowed: {left === 0 ? "no move left." : left === 1 ? "one move left." : `${left} moves left.`}
      </p>
      {left === 0 ? (
        <form onSubmit={submit} aria-label="Allow another transfer">
          <button type="submit" className="btn btn-secondary min-h-11" disabled={busy}>
            Allow another transfer
          </button>
        </form>
      ) : null}
      <AdminFormMessage message={message} />
    </div>
  );
}

/** The most the API grants at once, in paise (₹1,00,000). */
export const GOODWILL_CREDIT_MAX_PAISE = 10_000_000;

/** What is wrong with a goodwill amount typed in rupees, or its paise. */
export function goodwillAmount(value: string): { paise: number } | { problem: string } {
  if (value.trim() === "") return { problem: "Enter the credit to grant in rupees, like 500 or 500.50." };
  const paise = rupeesToPaiseInput(value);
  if (paise === null)
    return { problem: "Enter the amount in rupees as digits, with at most 2 decimals, like 500 or 500.50." };
  if (paise <= 0) return { problem: "Enter an amount above ₹0." };
  if (paise > GOODWILL_CREDIT_MAX_PAISE)
    return { problem: `At most ${formatPaise(GOODWILL_CREDIT_MAX_PAISE)} at a time.` };
  return { paise };
}

/**
 * Goodwill credit for the booking's account. Its confirmation stands under its own button, where the
 * desk is looking (the page's notice is a screen's height above); `onGranted` reloads the page.
 */
export function GrantCreditForm({
  accountId,
  balancePaise,
  onStart,
  onGranted,
}: Pick<PageHandlers, "onStart"> & { accountId: number; balancePaise: number; onGranted: () => Promise<void> }) {
  const id = useId();
  const [refusal, setRefusal] = useState<Refusal>(null);
  const [granted, setGranted] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fields = ["amountPaise", "reason"] as const;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onStart();
    setGranted(null);
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const amount = goodwillAmount(String(form.get("amount") ?? ""));
    if ("problem" in amount) {
      setRefusal({ field: "amountPaise", text: amount.problem });
      return;
    }
    const reason = String(form.get("reason") ?? "").trim();
    if (reason.length < 5) {
      setRefusal({
        field: "reason",
        text:
          reason === ""
            ? "Say why the credit is granted: the traveller reads it."
            : "Give the reason in a few words (at least 5 characters).",
      });
      return;
    }
    setBusy(true);
    const result = await runAdminMutation(GrantCreditDocument, { accountId, amountPaise: amount.paise, reason });
    setBusy(false);
    if (!result.ok) {
      setRefusal({ field: result.field ?? null, text: result.message });
      return;
    }
    setRefusal(null);
    formElement.reset();
    setGranted(
      `Granted ${formatPaise(amount.paise)} of trip credit. The account's balance is now ${formatPaise(result.data.adminGrantCredit.balance_paise)}. The traveller is told by their message channel.`,
    );
    await onGranted();
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Grant goodwill credit" className="grid gap-3 sm:max-w-xl">
      <p className="text-sm text-slate-700">
        The account's trip credit: <span className="font-semibold">{formatPaise(balancePaise)}</span> to spend now.
      </p>
      <div>
        <label htmlFor={`${id}-amount`} className={labelClass}>
          Credit to grant (₹)
        </label>
        <input
          id={`${id}-amount`}
          name="amount"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          required
          className={inputClass}
          {...invalidWhen(refusal, "amountPaise", `${id}-amountPaise-error`)}
        />
        <FieldError id={`${id}-amountPaise-error`} refusal={refusal} field="amountPaise" />
      </div>
      <div>
        <label htmlFor={`${id}-reason`} className={labelClass}>
          Reason (the traveller reads it)
        </label>
        <textarea
          id={`${id}-reason`}
          name="reason"
          required
          rows={2}
          maxLength={500}
          className={inputClass}
          {...invalidWhen(refusal, "reason", `${id}-reason-error`)}
        />
        <FieldError id={`${id}-reason-error`} refusal={refusal} field="reason" />
      </div>
      <AdminFormMessage message={formMessage(refusal, fields)} />
      <div>
        <button type="submit" className="btn btn-primary min-h-11" disabled={busy}>
          {busy ? "Granting…" : "Grant credit"}
        </button>
      </div>
      <AdminFormMessage message={granted ? { kind: "success", text: granted } : null} />
    </form>
  );
}
