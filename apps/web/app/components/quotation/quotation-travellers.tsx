// Accepting a quotation names who travels, as registration does (one card per traveller, checked by
// the same rule, the server's refusal beside its field): every traveller of a party of up to 12, or
// the lead traveller of a larger one (the trip desk collects the others). For a trip abroad the names
// are asked as in the passports. Accepted, the booking goes to /pay.
import type { ParticipantField } from "@parvat/domain/booking";
import { MAX_PARTICIPANTS } from "@parvat/domain/booking-amounts";
import { formatRupees } from "@parvat/domain/trek-pricing";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { errorCode, NETWORK_ERROR_MESSAGE, request } from "../../graphql/client.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import { resetCredentials } from "../../lib/credentials.ts";
import { focusIntoView } from "../../lib/focus-into-view.ts";
import { payPath } from "../../lib/paths.ts";
import { TravellerCard } from "../booking/traveller-card.tsx";
import type { TravellerErrors } from "../booking/travellers.ts";
import { useTravellerCards } from "../booking/use-traveller-cards.ts";
import { CollectionNotice } from "../privacy/collection-notice.tsx";
import { plural } from "../trek/trek-format.ts";

const AcceptQuotationDocument = graphql(`
  mutation AcceptQuotation($slug: String!, $propertyGroupId: Int!, $participants: [ParticipantInput!]!) {
    acceptQuotation(slug: $slug, propertyGroupId: $propertyGroupId, participants: $participants) {
      id
    }
  }
`);

/** How many cards the form asks for: the whole party up to 12, else the lead traveller (more may be added). */
export function travellersAsked(pax: number): number {
  return pax <= MAX_PARTICIPANTS ? pax : 1;
}

export function QuotationTravellers({
  slug,
  propertyGroupId,
  optionName,
  price,
  pax,
  overseas,
  today,
  travelDate,
  onBack,
}: {
  slug: string;
  propertyGroupId: number;
  optionName: string;
  /** The option's price as quoted (whole rupees). */
  price: number;
  pax: number;
  /** A trip abroad: names as in the passports. */
  overseas: boolean;
  /** YYYY-MM-DD in the business time zone. */
  today: string;
  /** The quotation's travel date: a traveller under 18 on it is booked by their parent or guardian. */
  travelDate?: string;
  onBack: () => void;
}) {
  const id = useId();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const cards = useTravellerCards({ count: travellersAsked(pax), today, guardianOn: travelDate, formRef, addButton });
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const largeParty = pax > MAX_PARTICIPANTS;

  // Opened by "Accept this option": the form comes into view with its heading focused.
  useEffect(() => focusIntoView(heading.current), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    setProblem(null);
    const participants = cards.check();
    if (!participants) return;
    inFlight.current = true;
    setPending(true);
    try {
      const response = await request(AcceptQuotationDocument, { slug, propertyGroupId, participants });
      const error = response.errors[0];
      if (!error && response.data) {
        navigate(payPath(response.data.acceptQuotation.id));
        return;
      }
      const code = errorCode(error);
      const bookingId = error?.extensions?.bookingId;
      if (code === "PARTICIPANT_INVALID" || code === "DUPLICATE_PARTICIPANT") {
        const field = (code === "DUPLICATE_PARTICIPANT" ? "phone" : error?.extensions?.field) as ParticipantField;
        cards.showError(Number(error?.extensions?.index ?? 0), field ?? "first_name", error!.message);
      } else if (code === "GUARDIAN_REQUIRED") {
        cards.showErrors(Number(error?.extensions?.index ?? 0), (error?.extensions?.fields ?? {}) as TravellerErrors);
      } else if (code === "QUOTATION_ALREADY_ACCEPTED" && typeof bookingId === "number") {
        navigate(payPath(bookingId));
      } else if (code === "UNAUTHENTICATED" || code === "invalid-jwt") {
        resetCredentials();
      } else {
        setProblem(error?.message ?? "We could not accept the quotation. Please try again.");
      }
    } catch {
      setProblem(NETWORK_ERROR_MESSAGE);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }

  const problemId = `${id}-problem`;
  const full = cards.travellers.length >= Math.min(pax, MAX_PARTICIPANTS);
  return (
    <section className="card p-5 sm:p-6" aria-labelledby={`${id}-heading`} data-print-hidden>
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className="scroll-mt-24 text-2xl font-bold text-slate-900">
        Who is travelling?
      </h2>
      <p className="mt-2 text-slate-700">
        {largeParty
          ? `This quotation is for ${pax} travellers. Give the lead traveller's details now (and up to ${MAX_PARTICIPANTS} travellers' if you have them): our trip desk collects the others' before the trip.`
          : `This quotation is for ${plural(pax, "traveller")}: give each one's details.`}{" "}
        {overseas
          ? "Write each name exactly as it is in the passport: flights, visas and hotels abroad are booked in that name."
          : "Write each name as on the traveller's photo ID: stays and permits are booked in that name."}
      </p>
      <p className="mt-2 text-sm text-slate-600">
        Accepting {optionName} at {formatRupees(price)}; the booking then waits for payment until the quotation expires.
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
            onRemove={largeParty && index > 0 ? () => cards.remove(index) : undefined}
          />
        ))}
        {largeParty ? (
          <button
            ref={addButton}
            type="button"
            className="btn btn-secondary justify-self-start"
            onClick={() => cards.add()}
            disabled={full}
          >
            Add traveller
          </button>
        ) : null}
        <CollectionNotice kind="booking" heading="h3" />
        {problem ? (
          <p id={problemId} role="alert" className="font-medium text-primary-strong">
            {problem}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn btn-primary" disabled={pending}>
            {pending ? "Accepting…" : "Accept and continue to payment"}
          </button>
          <button type="button" className="btn btn-secondary" onClick={onBack} disabled={pending}>
            Back to the quotation
          </button>
        </div>
      </form>
    </section>
  );
}
