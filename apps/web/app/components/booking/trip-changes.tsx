// What a traveller can change on a booking instead of losing it: move it to another date of the
// trip (the fee and the difference shown, by the server's figures, before confirming), hand a seat
// to someone else, and answer a departure we cancelled (refund, credit with a bonus, another date).
// Each is a small panel behind a button on the booking's card; every amount comes from the API.
import { businessToday, DEFAULT_BUSINESS_TIME_ZONE } from "@parvat/domain/business-dates";
import { formatPaise } from "@parvat/domain/money-words";
import { groupDeparturesByMonth } from "@parvat/domain/trek-pricing";
import { useEffect, useId, useState } from "react";
import { errorCode, NETWORK_ERROR_MESSAGE, request } from "../../graphql/client.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import type { BookingFieldsFragment, ParticipantInput, TransferQuoteQuery } from "../../graphql/generated/graphql.ts";
import { notify } from "../toasts.tsx";
import { plural, shortMonthName } from "../trek/trek-format.ts";
import { dateRange } from "./booking-format.ts";
import { TravellerCard } from "./traveller-card.tsx";
import { emptyTraveller, guardianInput, type TravellerDraft, type TravellerErrors } from "./travellers.ts";

const TransferChoicesDocument = graphql(`
  query TransferChoices($id: ID!) {
    booking(id: $id) {
      id
      change_policy
      transfer_choices {
        event_id
        start_date
        end_date
        seats_left
        package_id
        package_name
        total_paise
      }
    }
  }
`);

const TransferQuoteDocument = graphql(`
  query TransferQuote($bookingId: ID!, $eventId: Int!, $packageId: Int!) {
    transferQuote(bookingId: $bookingId, eventId: $eventId, packageId: $packageId) {
      event_id
      package_id
      total_paise
      fee_paise
      due_paise
      credit_paise
    }
  }
`);

const TransferBookingDocument = graphql(`
  mutation TransferBooking($input: TransferBookingInput!) {
    transferBooking(input: $input) {
      ...BookingFields
    }
  }
`);

const AnswerDocument = graphql(`
  mutation AnswerCancelledDeparture($input: AnswerCancelledDepartureInput!) {
    answerCancelledDeparture(input: $input) {
      ...BookingFields
    }
  }
`);

const SubstituteDocument = graphql(`
  mutation SubstituteParticipant($input: SubstituteParticipantInput!) {
    substituteParticipant(input: $input) {
      ...BookingFields
    }
  }
`);

type Choices = NonNullable<NonNullable<Awaited<ReturnType<typeof loadChoices>>>>;
type Quote = TransferQuoteQuery["transferQuote"];

async function loadChoices(bookingId: string) {
  const response = await request(TransferChoicesDocument, { id: bookingId });
  return response.data?.booking ?? null;
}

const choiceValue = (eventId: number, packageId: number) => `${eventId}:${packageId}`;

const focusRing =
  "has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-strong";

/**
 * Picking another date: the trip's dates and packages with seats for the party, then the server's
 * quote for the one chosen (new total, fee, what is left to pay or comes back as credit), then confirm.
 */
function DatePicker({
  booking,
  confirmLabel,
  onConfirm,
  onClose,
  free,
}: {
  booking: Pick<BookingFieldsFragment, "id" | "reference" | "traveller_count">;
  confirmLabel: string;
  onConfirm: (eventId: number, packageId: number) => Promise<string | null>;
  onClose: () => void;
  /** A departure we cancelled: no fee, no quote needed beyond the dates. */
  free?: boolean;
}) {
  const id = useId();
  const [choices, setChoices] = useState<Choices | null | "loading">("loading");
  const [picked, setPicked] = useState("");
  // The month shown: the one chosen, else the first (a date is picked within the month shown).
  const [month, setMonth] = useState<string | null>(null);
  const [quote, setQuote] = useState<Quote | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    loadChoices(booking.id)
      .then((loaded) => setChoices(loaded))
      .catch(() => setError(NETWORK_ERROR_MESSAGE));
  }, [booking.id]);

  async function pick(value: string) {
    setPicked(value);
    setQuote(null);
    setError(null);
    if (!value || free) return;
    const [eventId, packageId] = value.split(":").map(Number);
    try {
      const response = await request(TransferQuoteDocument, {
        bookingId: booking.id,
        eventId: eventId!,
        packageId: packageId!,
      });
      if (response.data) setQuote(response.data.transferQuote);
      else setError(response.errors[0]?.message ?? "We could not price this date.");
    } catch {
      setError(NETWORK_ERROR_MESSAGE);
    }
  }

  async function confirm() {
    if (!picked || sending) return;
    const [eventId, packageId] = picked.split(":").map(Number);
    setSending(true);
    setError(null);
    const failure = await onConfirm(eventId!, packageId!);
    setSending(false);
    if (failure) setError(failure);
  }

  const list = choices !== null && choices !== "loading" ? choices.transfer_choices : [];
  const months = groupDeparturesByMonth(list);
  const shown = months.find((group) => group.month === month) ?? months[0];
  return (
    <div className="w-full rounded-xl border border-slate-300 bg-slate-50 p-4">
      <p id={`${id}-title`} className="font-semibold text-slate-900">
        New date for booking {booking.reference}
      </p>
      {choices === "loading" ? (
        <p role="status" className="mt-2 text-sm text-slate-600">
          Loading the dates…
        </p>
      ) : null}
      {choices !== null && choices !== "loading" && !free ? (
        <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
          {choices.change_policy.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {choices !== null && choices !== "loading" && list.length === 0 ? (
        <p className="mt-2 text-sm font-medium text-slate-900">No other date has seats for your group.</p>
      ) : null}
      {shown ? (
        // Month by month, like the trek page's dates: a few choices at a time, each in full, never cut.
        <>
          <fieldset className="mt-3 min-w-0">
            <legend className="text-sm font-semibold text-slate-900">Month</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {months.map((group) => {
                const selected = group.month === shown.month;
                return (
                  <label
                    key={group.month}
                    className={`inline-flex min-h-11 cursor-pointer items-center rounded-full border px-3.5 text-sm font-medium whitespace-nowrap ${focusRing} ${
                      selected ? "border-night bg-night text-white" : "border-slate-300 bg-white text-slate-800"
                    }`}
                  >
                    <input
                      type="radio"
                      name={`${id}-month`}
                      value={group.month}
                      checked={selected}
                      onChange={() => setMonth(group.month)}
                      className="sr-only"
                    />
                    {shortMonthName(group.month)}
                    <span className="sr-only">, {plural(group.departures.length, "choice")}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          <fieldset className="mt-3 min-w-0" aria-labelledby={`${id}-title`}>
            <div className="grid gap-2 sm:grid-cols-2">
              {shown.departures.map((choice) => {
                const value = choiceValue(choice.event_id, choice.package_id);
                const selected = value === picked;
                return (
                  <label
                    key={value}
                    className={`block cursor-pointer rounded-xl border p-3 text-sm ${focusRing} ${
                      selected ? "border-primary-strong bg-primary-soft" : "border-slate-200 bg-white"
                    }`}
                  >
                    <input
                      type="radio"
                      name={`${id}-date`}
                      value={value}
                      checked={selected}
                      onChange={() => void pick(value)}
                      className="sr-only"
                    />
                    <span className="block font-semibold text-slate-900">
                      {dateRange(choice.start_date, choice.end_date)}
                    </span>
                    <span className="block text-slate-700">
                      {choice.package_name} · {formatPaise(choice.total_paise)}
                    </span>
                    <span className="block text-xs font-semibold text-emerald-800">
                      {plural(choice.seats_left, "seat")} left
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        </>
      ) : null}
      {quote ? (
        <dl className="mt-3 grid grid-cols-2 gap-2 text-sm" aria-live="polite">
          <dt className="text-slate-600">Transfer fee</dt>
          <dd className="font-medium text-slate-900">{formatPaise(quote.fee_paise)}</dd>
          <dt className="text-slate-600">New total</dt>
          <dd className="font-medium text-slate-900">{formatPaise(quote.total_paise)}</dd>
          {quote.due_paise > 0 ? (
            <>
              <dt className="text-slate-600">To pay after the move</dt>
              <dd className="font-semibold text-slate-900">{formatPaise(quote.due_paise)}</dd>
            </>
          ) : null}
          {quote.credit_paise > 0 ? (
            <>
              <dt className="text-slate-600">Back to you as trip credit</dt>
              <dd className="font-semibold text-slate-900">{formatPaise(quote.credit_paise)}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-primary-strong">
          {error}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          type="button"
          className="btn btn-primary"
          disabled={!picked || sending || (!free && !quote)}
          onClick={() => void confirm()}
        >
          {sending ? "Moving…" : confirmLabel}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onClose} disabled={sending}>
          Keep my date
        </button>
      </div>
    </div>
  );
}

export function ChangeDate({
  booking,
  onChanged,
}: {
  booking: Pick<BookingFieldsFragment, "id" | "reference" | "traveller_count">;
  onChanged: (booking: BookingFieldsFragment) => void;
}) {
  const [open, setOpen] = useState(false);
  const [key] = useState(() => crypto.randomUUID());
  if (!open) {
    return (
      <button
        type="button"
        className="btn btn-secondary"
        onClick={() => setOpen(true)}
        aria-label={`Change date of booking ${booking.reference}`}
      >
        Change date
      </button>
    );
  }
  return (
    <DatePicker
      booking={booking}
      confirmLabel="Move my booking"
      onClose={() => setOpen(false)}
      onConfirm={async (eventId, packageId) => {
        try {
          const response = await request(TransferBookingDocument, {
            input: { bookingId: booking.id, eventId, packageId, idempotencyKey: key },
          });
          const moved = response.data?.transferBooking;
          if (!moved) return response.errors[0]?.message ?? "We could not move the booking.";
          void notify(
            "success",
            moved.due_paise > 0
              ? `Booking ${booking.reference} is moved. ${formatPaise(moved.due_paise)} is left to pay.`
              : `Booking ${booking.reference} is moved to its new date.`,
          );
          onChanged(moved);
          return null;
        } catch {
          return NETWORK_ERROR_MESSAGE;
        }
      }}
    />
  );
}

/** Hands one traveller's seat to someone else: pick who, then the newcomer's details, checked by the server. */
export function ReplaceTraveller({
  booking,
  onChanged,
}: {
  booking: Pick<BookingFieldsFragment, "id" | "reference" | "participants"> & {
    departure?: Pick<NonNullable<BookingFieldsFragment["departure"]>, "start_date"> | null;
  };
  onChanged: (booking: BookingFieldsFragment) => void;
}) {
  const id = useId();
  const guardianOn = booking.departure?.start_date;
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const [draft, setDraft] = useState<TravellerDraft>(() => emptyTraveller());
  const [errors, setErrors] = useState<TravellerErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  if (!open) {
    return (
      <button
        type="button"
        className="btn btn-secondary"
        onClick={() => setOpen(true)}
        aria-label={`Replace a traveller on booking ${booking.reference}`}
      >
        Replace a traveller
      </button>
    );
  }
  async function send() {
    setSending(true);
    setError(null);
    setErrors({});
    try {
      const {
        key: _key,
        guardian_confirmed: _confirmed,
        guardian_name: _name,
        guardian_relation: _relation,
        ...participant
      } = draft;
      const guardian = guardianInput(draft, guardianOn) as ParticipantInput["guardian"];
      const response = await request(SubstituteDocument, {
        input: {
          bookingId: booking.id,
          index,
          participant: { ...participant, gender: participant.gender || "prefer_not_to_say", guardian },
        },
      });
      const changed = response.data?.substituteParticipant;
      if (changed) {
        void notify("success", `Traveller ${index + 1} of booking ${booking.reference} is replaced.`);
        onChanged(changed);
        setOpen(false);
        return;
      }
      const failure = response.errors[0];
      const field = failure?.extensions?.field as keyof TravellerErrors | undefined;
      if (errorCode(failure) === "GUARDIAN_REQUIRED") setErrors((failure?.extensions?.fields ?? {}) as TravellerErrors);
      else if (field && errorCode(failure) !== "TRANSFER_NOT_ALLOWED") setErrors({ [field]: failure!.message });
      else setError(failure?.message ?? "We could not replace the traveller.");
    } catch {
      setError(NETWORK_ERROR_MESSAGE);
    } finally {
      setSending(false);
    }
  }
  return (
    <div className="w-full rounded-xl border border-slate-300 bg-slate-50 p-4">
      <label htmlFor={`${id}-who`} className="block font-semibold text-slate-900">
        Who cannot come?
      </label>
      <select
        id={`${id}-who`}
        className="mt-2 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
        value={index}
        onChange={(event) => setIndex(Number(event.target.value))}
      >
        {booking.participants.map((person, position) => (
          <option key={person.phone} value={position}>
            {person.first_name} {person.last_name}
          </option>
        ))}
      </select>
      <div className="mt-3">
        <TravellerCard
          traveller={draft}
          number={index + 1}
          errors={errors}
          today={businessToday(DEFAULT_BUSINESS_TIME_ZONE)}
          guardianOn={guardianOn}
          onChange={(field, value) => setDraft((current) => ({ ...current, [field]: value }))}
        />
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-primary-strong">
          {error}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className="btn btn-primary" disabled={sending} onClick={() => void send()}>
          {sending ? "Saving…" : "Replace traveller"}
        </button>
        <button type="button" className="btn btn-secondary" disabled={sending} onClick={() => setOpen(false)}>
          Keep travellers
        </button>
      </div>
    </div>
  );
}

const answerDay = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/** A departure we cancelled: the three choices side by side, answered once. */
export function CancelledDepartureChoice({
  booking,
  onChanged,
}: {
  booking: Pick<BookingFieldsFragment, "id" | "reference" | "traveller_count" | "departure_cancelled">;
  onChanged: (booking: BookingFieldsFragment) => void;
}) {
  const offer = booking.departure_cancelled;
  const [picking, setPicking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  if (!offer) return null;
  const answered = offer.choice !== null;

  async function answer(choice: "refund" | "credit" | "transfer", to?: { eventId: number; packageId: number }) {
    setSending(true);
    setError(null);
    try {
      const response = await request(AnswerDocument, { input: { bookingId: booking.id, choice, ...to } });
      const changed = response.data?.answerCancelledDeparture;
      if (!changed) {
        const message = response.errors[0]?.message ?? "We could not record your choice.";
        setError(message);
        return message;
      }
      void notify("success", `Thank you: your choice for booking ${booking.reference} is recorded.`);
      onChanged(changed);
      return null;
    } catch {
      setError(NETWORK_ERROR_MESSAGE);
      return NETWORK_ERROR_MESSAGE;
    } finally {
      setSending(false);
    }
  }

  return (
    <section
      className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm"
      aria-label="We cancelled this departure"
    >
      <p className="font-semibold text-amber-950">We cancelled this departure: {offer.reason}</p>
      {answered ? (
        <p className="mt-1 text-amber-950">
          {offer.choice === "credit"
            ? `You chose trip credit of ${formatPaise(offer.credit_offer_paise)}.`
            : offer.choice === "refund"
              ? `Your full refund of ${formatPaise(offer.paid_paise)} is on its way.`
              : "You moved to another date without a fee."}
        </p>
      ) : (
        <>
          <p className="mt-1 text-amber-950">
            {`Nothing is kept. Choose by ${answerDay.format(new Date(offer.answer_by))}; without an answer we refund you in full.`}
          </p>
          <div className="mt-3 grid gap-3 sm:grid-cols-3">
            <button
              type="button"
              className="btn btn-secondary"
              disabled={sending}
              onClick={() => void answer("refund")}
            >
              Full refund of {formatPaise(offer.paid_paise)}
            </button>
            <button type="button" className="btn btn-primary" disabled={sending} onClick={() => void answer("credit")}>
              Trip credit of {formatPaise(offer.credit_offer_paise)}
            </button>
            <button type="button" className="btn btn-secondary" disabled={sending} onClick={() => setPicking(true)}>
              Another date, no fee
            </button>
          </div>
          {picking ? (
            <div className="mt-3">
              <DatePicker
                booking={booking}
                free
                confirmLabel="Move to this date"
                onClose={() => setPicking(false)}
                onConfirm={(eventId, packageId) => answer("transfer", { eventId, packageId })}
              />
            </div>
          ) : null}
          {error ? (
            <p role="alert" className="mt-2 font-medium text-primary-strong">
              {error}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
