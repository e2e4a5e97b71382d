// "Cancel this departure": the trip desk calls a departure off (weather, a closed road). Two steps,
// since nothing undoes it: the reason first (the travellers read it), then a confirmation stating what
// the API will do to the bookings on it, then what it did. The API cancels, tells and offers; this
// form only asks, checks the reason is there, and reports.
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { graphql } from "../../../graphql/generated/gql.ts";
import { AdminFormMessage, type FormMessage } from "../admin-form-message.tsx";
import { runAdminMutation } from "../run-admin-mutation.ts";
import { useSecondFactorRetry } from "../second-factor.tsx";

const CancelDepartureDocument = graphql(`
  mutation AdminCancelDeparture($eventId: Int!, $reason: String!) {
    adminCancelDeparture(eventId: $eventId, reason: $reason) {
      event_id
      cancelled_bookings
      released_holds
    }
  }
`);

/** The API's shortest reason: a few words the travellers can act on. */
export const DEPARTURE_REASON_MIN_LENGTH = 5;

/** What is wrong with a cancellation's reason, or null. */
export function departureReasonProblem(reason: string): string | null {
  const clean = reason.trim();
  if (clean === "") return "Say why the departure is cancelled: the travellers read it.";
  if (clean.length < DEPARTURE_REASON_MIN_LENGTH)
    return `Give the reason in a few words (at least ${DEPARTURE_REASON_MIN_LENGTH} characters).`;
  return null;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The result of a cancellation, in words. */
export function cancelledDepartureText(result: { cancelled_bookings: number; released_holds: number }): string {
  return (
    `Departure cancelled. ${plural(result.cancelled_bookings, "paid booking", "paid bookings")} cancelled without a fee, ` +
    `each traveller asked to choose; ${plural(result.released_holds, "held booking", "held bookings")} released.`
  );
}

const inputClass =
  "mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900";

export function CancelDepartureForm({
  eventId,
  dates,
  paidBookings,
  heldBookings,
  onDone,
}: {
  eventId: number;
  /** The departure's dates in words, so the confirmation names it. */
  dates: string;
  paidBookings: number;
  heldBookings: number;
  /**
   * Called once cancelled, with the result in words: the screen shows it and loads its data again
   * (the departure then reads as cancelled, and this form is gone).
   */
  onDone: (result: string) => Promise<unknown>;
}) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<FormMessage>(null);
  const secondFactor = useSecondFactorRetry("cancelling this departure");
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const reasonField = useRef<HTMLTextAreaElement>(null);

  // The confirmation replaces the first button: focus follows, so a keyboard or screen reader user
  // lands on what they are asked to confirm.
  useEffect(() => {
    if (confirming) confirmHeading.current?.focus();
  }, [confirming]);

  /** The form's one submit: the reason checked and the confirmation shown, then, confirmed, the cancellation. */
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (confirming) void cancel();
    else review();
  }

  function review() {
    setRefusal(null);
    const problem = departureReasonProblem(reason);
    setReasonError(problem);
    if (problem) {
      reasonField.current?.focus();
      return;
    }
    setConfirming(true);
  }

  async function cancel() {
    setBusy(true);
    const result = await runAdminMutation(CancelDepartureDocument, { eventId, reason: reason.trim() });
    setBusy(false);
    setConfirming(false);
    if (!result.ok) {
      if (result.field === "reason") {
        setReasonError(result.message);
        reasonField.current?.focus();
      } else if (!secondFactor.asked(result.code, cancel)) setRefusal({ kind: "error", text: result.message });
      return;
    }
    setReason("");
    await onDone(cancelledDepartureText(result.data.adminCancelDeparture));
  }

  const errorId = `${id}-reason-error`;
  return (
    <div className="grid gap-3 sm:max-w-xl">
      <form onSubmit={submit} noValidate aria-label={`Cancel the departure of ${dates}`} className="grid gap-3">
        <div>
          <label htmlFor={`${id}-reason`} className="block text-sm font-semibold text-slate-800">
            Why is it cancelled? (the travellers read this)
          </label>
          <textarea
            ref={reasonField}
            id={`${id}-reason`}
            name="reason"
            required
            rows={2}
            maxLength={500}
            value={reason}
            readOnly={confirming}
            onChange={(event) => setReason(event.target.value)}
            className={inputClass}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? errorId : undefined}
          />
          {reasonError ? (
            <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-primary-strong">
              {reasonError}
            </p>
          ) : null}
        </div>
        {confirming ? (
          <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-slate-900">
            <h3 ref={confirmHeading} tabIndex={-1} className="font-semibold">
              Cancel the departure of {dates}?
            </h3>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              <li>
                {paidBookings === 0
                  ? "No paid booking is on it."
                  : `${plural(paidBookings, "paid booking is", "paid bookings are")} cancelled without a fee. Each traveller is told by the channel they chose (WhatsApp, SMS or email, whichever we can reach them on) and on their dashboard, and chooses a full refund, trip credit with the trip's bonus, or another date without a fee; without an answer in 7 days, the refund is made.`}
              </li>
              <li>
                {heldBookings === 0
                  ? "No unpaid hold is on it."
                  : `${plural(heldBookings, "held booking, not yet paid, is", "held bookings, not yet paid, are")} released.`}
              </li>
              <li>The departure stops selling, and everyone on its waitlist is told it is closed.</li>
              <li>This cannot be undone.</li>
            </ul>
            <div className="mt-3 flex flex-wrap gap-2">
              <button type="submit" className="btn btn-primary min-h-11" disabled={busy}>
                {busy ? "Cancelling…" : "Yes, cancel the departure"}
              </button>
              <button
                type="button"
                className="btn btn-secondary min-h-11"
                disabled={busy}
                onClick={() => setConfirming(false)}
              >
                Go back
              </button>
            </div>
          </div>
        ) : (
          <div>
            <button type="submit" className="btn btn-secondary min-h-11">
              Cancel this departure…
            </button>
          </div>
        )}
      </form>
      {secondFactor.prompt}
      <AdminFormMessage message={refusal} />
    </div>
  );
}
