// The page an offer's SMS and email link to (/waitlist/{id}): the traveller's waitlist entry, where it
// stands, and, while seats are offered, the travellers' cards (one per seat, checked by the same rule
// as registration) to take them into a held booking, or a button to let them go to the next traveller.
// Fetched in the browser with the stored token, like the dashboard.

import type { ParticipantField } from "@parvat/domain/booking";
import { DEFAULT_BUSINESS_TIME_ZONE } from "@parvat/domain/business-dates";
import { formatRupees } from "@parvat/domain/trek-pricing";
import { formatMoment } from "@parvat/domain/waitlist";
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { errorCode, NETWORK_ERROR_MESSAGE, request } from "../../graphql/client.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import type { WaitlistEntryQuery } from "../../graphql/generated/graphql.ts";
import { resetCredentials } from "../../lib/credentials.ts";
import { formatDate } from "../../lib/format.ts";
import { payPath } from "../../lib/paths.ts";
import { TravellerCard } from "../booking/traveller-card.tsx";
import type { TravellerErrors } from "../booking/travellers.ts";
import { useTravellerCards } from "../booking/use-traveller-cards.ts";
import { CollectionNotice } from "../privacy/collection-notice.tsx";
import { plural } from "../trek/trek-format.ts";
import { EntryNextStep } from "./entry-next-step.tsx";
import { entryStanding } from "./my-waitlist.tsx";

const WaitlistEntryDocument = graphql(`
  query WaitlistEntry($id: ID!) {
    waitlistEntry(id: $id) {
      id
      status
      status_text
      position
      line_length
      travellers
      start_date
      end_date
      event_id
      package_id
      package_name
      price_per_person_paise
      trip { name slug }
      offer { seats status expires_at booking_id booking_state }
      likelihood { text }
    }
  }
`);

const TakeWaitlistOfferDocument = graphql(`
  mutation TakeWaitlistOffer($id: ID!, $idempotencyKey: String!, $participants: [ParticipantInput!]!) {
    takeWaitlistOffer(id: $id, idempotencyKey: $idempotencyKey, participants: $participants) {
      id
    }
  }
`);

const DeclineWaitlistOfferDocument = graphql(`
  mutation DeclineWaitlistOffer($id: ID!) {
    declineWaitlistOffer(id: $id) { id }
  }
`);

type Entry = NonNullable<WaitlistEntryQuery["waitlistEntry"]>;

type State = { status: "loading" } | { status: "loaded"; entry: Entry | null } | { status: "failed"; message: string };

export function WaitlistOffer({ id, today }: { id: string; today: string }) {
  const [state, setState] = useState<State>({ status: "loading" });

  const load = useCallback(
    (signal?: AbortSignal) => {
      request(WaitlistEntryDocument, { id }, { signal })
        .then((result) =>
          setState(
            result.data
              ? { status: "loaded", entry: result.data.waitlistEntry }
              : { status: "failed", message: result.errors[0]?.message ?? "We could not load your waitlist entry." },
          ),
        )
        .catch(() => {
          if (!signal?.aborted) setState({ status: "failed", message: NETWORK_ERROR_MESSAGE });
        });
    },
    [id],
  );

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  if (state.status === "loading") {
    return (
      <p className="text-slate-600" role="status">
        Loading your waitlist entry…
      </p>
    );
  }
  if (state.status === "failed") return <p role="alert">{state.message}</p>;
  const { entry } = state;
  if (!entry) {
    return (
      <p className="text-slate-700">
        We could not find this waitlist entry on your account.{" "}
        <Link to="/dashboard" className="link">
          See your account
        </Link>
        .
      </p>
    );
  }
  return (
    <div className="grid gap-5">
      <div className="card grid gap-2 p-5">
        <h2 className="text-xl font-bold text-slate-900">
          {entry.trip.name}, {formatDate(entry.start_date)}
        </h2>
        <p className="text-slate-700">
          {plural(entry.travellers, "traveller")}, {entry.package_name}
        </p>
        <p className="font-medium text-slate-900">{entryStanding(entry)}</p>
        {entry.status === "waiting" ? <p className="text-sm text-slate-700">{entry.likelihood.text}</p> : null}
        <EntryNextStep entry={entry} primary />
      </div>
      {entry.status === "offered" && entry.offer ? (
        <TakeOffer
          entry={entry}
          seats={entry.offer.seats}
          expiresAt={entry.offer.expires_at}
          today={today}
          onEnded={load}
        />
      ) : null}
    </div>
  );
}

function TakeOffer({
  entry,
  seats,
  expiresAt,
  today,
  onEnded,
}: {
  entry: Entry;
  seats: number;
  expiresAt: string;
  today: string;
  onEnded: () => void;
}) {
  const id = useId();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const cards = useTravellerCards({ count: seats, today, guardianOn: entry.start_date, formRef });
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  // One key for this page: a double click or a retry after a lost answer gets the same booking.
  const [idempotencyKey] = useState(() => `wl-${crypto.randomUUID()}`);

  async function run(work: () => Promise<void>) {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    setProblem(null);
    try {
      await work();
    } catch {
      setProblem(NETWORK_ERROR_MESSAGE);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const participants = cards.check();
    if (!participants) return;
    void run(async () => {
      const response = await request(TakeWaitlistOfferDocument, { id: entry.id, idempotencyKey, participants });
      const error = response.errors[0];
      if (!error && response.data) {
        navigate(payPath(response.data.takeWaitlistOffer.id));
        return;
      }
      const code = errorCode(error);
      if (code === "PARTICIPANT_INVALID" || code === "DUPLICATE_PARTICIPANT") {
        const field = (code === "DUPLICATE_PARTICIPANT" ? "phone" : error?.extensions?.field) as ParticipantField;
        cards.showError(Number(error?.extensions?.index ?? 0), field ?? "first_name", error!.message);
      } else if (code === "GUARDIAN_REQUIRED") {
        const fields = (error?.extensions?.fields ?? {}) as TravellerErrors;
        cards.showErrors(Number(error?.extensions?.index ?? 0), fields);
      } else if (code === "UNAUTHENTICATED" || code === "invalid-jwt") {
        resetCredentials();
      } else {
        setProblem(error?.message ?? "We could not take the seats. Please try again.");
        if (code === "OFFER_EXPIRED") onEnded();
      }
    });
  }

  function decline() {
    void run(async () => {
      const response = await request(DeclineWaitlistOfferDocument, { id: entry.id });
      if (response.errors[0]) setProblem(response.errors[0].message);
      onEnded();
    });
  }

  const problemId = `${id}-problem`;
  return (
    <section className="card p-5 sm:p-6" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-slate-900">
        Take the {plural(seats, "seat")}
      </h2>
      <p className="mt-2 text-slate-700">
        The seats are kept for you until {formatMoment(new Date(expiresAt), DEFAULT_BUSINESS_TIME_ZONE)}.
        {entry.price_per_person_paise !== null
          ? ` The price today is ${formatRupees(entry.price_per_person_paise / 100)} per person.`
          : ""}{" "}
        Name each traveller as on their photo ID; once you take the seats you have 15 minutes to pay.
      </p>
      <form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-busy={pending}
        aria-describedby={problem ? problemId : undefined}
        className="mt-5 grid gap-5"
      >
        {cards.travellers.map((traveller, index) => (
          <TravellerCard
            key={traveller.key}
            traveller={traveller}
            number={index + 1}
            errors={cards.errors[traveller.key] ?? {}}
            today={today}
            guardianOn={cards.guardianOn}
            onChange={(field, value) => cards.change(index, field, value)}
          />
        ))}
        <CollectionNotice kind="booking" heading="h3" />
        {problem ? (
          <p id={problemId} role="alert" className="font-medium text-primary-strong">
            {problem}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn btn-primary" disabled={pending}>
            {pending ? "Taking the seats…" : "Take the seats and pay"}
          </button>
          <button type="button" className="btn btn-secondary" onClick={decline} disabled={pending}>
            Let them go to the next traveller
          </button>
        </div>
      </form>
    </section>
  );
}
