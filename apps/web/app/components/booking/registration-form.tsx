// The registration form of the booking screens: one card per traveller, the price per
// person and the total as travellers come and go, and the button that holds the seats. The shared
// rule of @parvat/domain/booking checks every card in the browser for a message beside each field;
// the server applies it again and is the authority for every figure, answering with coded errors
// that land beside the field or the figure they are about. One idempotency key per choice (page
// state and sessionStorage) means a double click, a retry or a refresh never holds seats twice.

import { type AgeRule, HOLD_MINUTES, type ParticipantField } from "@parvat/domain/booking";
import { bookingAmounts, gstPercentFor, MAX_PARTICIPANTS } from "@parvat/domain/booking-amounts";
import { formatPaise } from "@parvat/domain/money-words";
import { type FormEvent, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { errorCode, type GraphqlError, NETWORK_ERROR_MESSAGE, request } from "../../graphql/client.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import { resetCredentials } from "../../lib/credentials.ts";
import { payPath } from "../../lib/paths.ts";
import { offerOnFare, type TripOffer } from "../campaign/campaign-offer.ts";
import { OfferNote } from "../campaign/offer-note.tsx";
import { CollectionNotice } from "../privacy/collection-notice.tsx";
import { notify } from "../toasts.tsx";
import { plural } from "../trek/trek-format.ts";
import { AmountLines } from "./amount-lines.tsx";
import type { BookingChoice } from "./choice-summary.tsx";
import { idempotencyKeyFor, retireIdempotencyKey } from "./idempotency-key.ts";
import { TravellerCard } from "./traveller-card.tsx";
import { type TravellerErrors, travellerLimit } from "./travellers.ts";
import { useTravellerCards } from "./use-traveller-cards.ts";

const CreateBookingDocument = graphql(`
  mutation CreateBooking($input: CreateBookingInput!) {
    createBooking(input: $input) {
      id
      hold_expires_at
    }
  }
`);

const FALLBACK_FAILURE = "We could not hold your seats. Please try again.";

/** A problem with the booking as a whole, shown above the button. */
interface FormProblem {
  message: string;
  /** Offer the way back to the trip page (another date or package). */
  changeChoice?: boolean;
}

export function RegistrationForm({
  choice,
  today,
  changeHref,
  campaignSlug = null,
  campaignOffer = null,
  initialTravellers = 1,
}: {
  choice: BookingChoice;
  /** YYYY-MM-DD in the business time zone. */
  today: string;
  /** The trip page with this package, to choose another date or package. */
  changeHref: string;
  /** The campaign page the booking started from: the server applies its offer while it runs. */
  campaignSlug?: string | null;
  /** That campaign's offer on this trip (or why it gives none), stated before the seats are held. */
  campaignOffer?: TripOffer | null;
  /** How many were chosen on the trip page: the form opens with a card for each. */
  initialTravellers?: number;
}) {
  const id = useId();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [price, setPrice] = useState(choice.pricePerPersonPaise);
  const [priceChangedFrom, setPriceChangedFrom] = useState<number | null>(null);
  const [limit, setLimit] = useState(() => travellerLimit(choice.departure.available_seats));
  const [pending, setPending] = useState(false);
  const [campaignCode, setCampaignCode] = useState("");
  const [contactEmail, setContactEmail] = useState("");
  // State lands after a render; the ref stops a second submit in the same tick.
  const inFlight = useRef(false);
  const keys = useRef(new Map<string, string>());

  const keyedChoice = { eventId: choice.departure.id, packageId: choice.pkg.id };
  const ages: AgeRule = {
    startDate: choice.departure.start_date,
    minAge: choice.trip.min_age,
    maxAge: choice.trip.max_age,
  };
  const cards = useTravellerCards({ count: initialTravellers, today, ages, formRef, addButton });
  const { travellers, errors } = cards;
  // The page's campaign on this fare, by the server's rule: the regular fare moves with the price
  // as the struck-through price does (a changed price keeps its reduction).
  const onFare = offerOnFare(campaignOffer, {
    pricePerPersonPaise: price,
    regularPricePerPersonPaise: Math.max(price, choice.struckThroughPaise + (price - choice.pricePerPersonPaise)),
    travellerCount: travellers.length,
  });
  const amounts = bookingAmounts({
    pricePerPersonPaise: price,
    travellerCount: travellers.length,
    gstPercent: gstPercentFor(choice.trip.type),
    discountPaise: onFare?.discountPaise ?? 0,
  });

  function add() {
    if (travellers.length < limit) cards.add();
  }

  function onServerError(error: GraphqlError | undefined) {
    const code = errorCode(error);
    const message = error?.message ?? FALLBACK_FAILURE;
    switch (code) {
      case "PARTICIPANT_INVALID":
      case "DUPLICATE_PARTICIPANT": {
        const index = Number(error?.extensions?.index ?? 0);
        const field = (code === "DUPLICATE_PARTICIPANT" ? "phone" : error?.extensions?.field) as ParticipantField;
        cards.showError(index, field ?? "first_name", message);
        return;
      }
      case "GUARDIAN_REQUIRED": {
        const index = Number(error?.extensions?.index ?? 0);
        const fields = (error?.extensions?.fields ?? {}) as TravellerErrors;
        cards.showErrors(index, Object.keys(fields).length > 0 ? fields : { guardian_confirmed: message });
        return;
      }
      case "SOLD_OUT": {
        const seatsLeft = Math.max(0, Number(error?.extensions?.seatsLeft ?? 0));
        setLimit(travellerLimit(seatsLeft));
        const over = travellers.length - seatsLeft;
        setProblem({
          message:
            seatsLeft === 0
              ? "This departure has just sold out. Choose another date."
              : over > 0
                ? `Only ${plural(seatsLeft, "seat")} ${seatsLeft === 1 ? "is" : "are"} left on this departure. Remove ${plural(over, "traveller")}, or choose another date.`
                : `Seats changed while you were booking: ${plural(seatsLeft, "seat")} left now. Please try again.`,
          changeChoice: true,
        });
        return;
      }
      case "PRICE_CHANGED": {
        const now = Number(error?.extensions?.pricePerPersonPaise);
        if (Number.isSafeInteger(now) && now >= 0) {
          setPriceChangedFrom(price);
          setPrice(now);
          setProblem({
            message: `The price per person has changed from ${formatPaise(price)} to ${formatPaise(now)}. Check the new total, then confirm to hold your seats.`,
          });
          return;
        }
        break;
      }
      case "DEPARTURE_CLOSED":
        setProblem({ message, changeChoice: true });
        return;
      case "UNAUTHENTICATED":
        // The guard around the screen sends the traveller to log in, and back here after.
        resetCredentials();
        return;
      default:
        break;
    }
    setProblem({ message });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    setProblem(null);
    const participants = cards.check();
    if (!participants) return;
    inFlight.current = true;
    setPending(true);
    try {
      const response = await request(CreateBookingDocument, {
        input: {
          eventId: choice.departure.id,
          packageId: choice.pkg.id,
          participants,
          idempotencyKey: idempotencyKeyFor(keyedChoice, keys.current),
          expectedPricePerPersonPaise: price,
          campaignSlug,
          campaignCode: campaignCode.trim() || null,
          contact_email: contactEmail.trim() || null,
        },
      });
      const booking = response.data?.createBooking;
      if (!booking) {
        onServerError(response.errors[0]);
        return;
      }
      retireIdempotencyKey(keyedChoice, keys.current);
      await navigate(payPath(booking.id));
      void notify("success", "Your seats are held. Check the details of your booking.");
    } catch {
      // The answer was lost: the same key next time returns the booking if it was made.
      setProblem({ message: NETWORK_ERROR_MESSAGE });
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }

  const full = travellers.length >= limit;
  const problemId = `${id}-problem`;
  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-busy={pending}
      aria-describedby={problem ? problemId : undefined}
      className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start"
    >
      <div className="grid gap-5">
        <p className="text-slate-600">
          Enter each traveller as on their photo ID: we need it for permits, stays and the trip group.
        </p>
        {travellers.map((traveller, index) => (
          <TravellerCard
            key={traveller.key}
            traveller={traveller}
            number={index + 1}
            errors={errors[traveller.key] ?? {}}
            today={today}
            guardianOn={cards.guardianOn}
            onChange={(field, value) => cards.change(index, field, value)}
            onRemove={travellers.length > 1 ? () => cards.remove(index) : undefined}
          />
        ))}
        <div className="flex flex-wrap items-center gap-3">
          <button ref={addButton} type="button" className="btn btn-secondary" onClick={add} disabled={full}>
            Add traveller
          </button>
          <p className="text-sm text-slate-600" id={`${id}-limit`}>
            {full
              ? limit < MAX_PARTICIPANTS
                ? `This departure has ${plural(limit, "seat")} left.`
                : `At most ${MAX_PARTICIPANTS} travellers on one booking: for a larger group, please call or WhatsApp us.`
              : `Up to ${plural(limit, "traveller")} on this booking.`}
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="font-medium text-slate-900">
            Email for your confirmation and receipts (optional)
          </label>
          <input
            id={`${id}-email`}
            name="contact_email"
            type="email"
            value={contactEmail}
            onChange={(event) => setContactEmail(event.target.value)}
            autoComplete="email"
            maxLength={254}
            aria-describedby={`${id}-email-hint`}
            className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-slate-500"
          />
          <p id={`${id}-email-hint`} className="mt-1 text-sm text-slate-600">
            We tell you of your booking, payments and refunds by the channel your message settings choose: WhatsApp, SMS
            or this email.
          </p>
        </div>
        <CollectionNotice kind="booking" heading="h3" />
      </div>
      <aside className="card p-5 sm:p-6 lg:sticky lg:top-24" aria-labelledby={`${id}-price`}>
        <h3 id={`${id}-price`} className="text-lg font-bold text-slate-900">
          Price
        </h3>
        <AmountLines
          charges={{ ...amounts, campaignName: campaignOffer?.applies ? campaignOffer.name : null }}
          className="mt-4"
        />
        <p role="status" className="sr-only">
          Total {formatPaise(amounts.totalPaise)} for {plural(amounts.travellerCount, "traveller")}, GST included.
        </p>
        {campaignOffer ? (
          <div className="mt-3">
            <OfferNote offer={campaignOffer} onFare={onFare} fareDiscountName={choice.discountName} />
          </div>
        ) : null}
        {campaignOffer?.applies ? null : (
          // One campaign per booking: with the page's own running offer there is no code to add.
          <div className="mt-4">
            <label htmlFor={`${id}-code`} className="text-sm font-medium text-slate-800">
              Offer code (optional)
            </label>
            <input
              id={`${id}-code`}
              name="campaignCode"
              value={campaignCode}
              onChange={(event) => setCampaignCode(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={20}
              aria-describedby={`${id}-code-hint`}
              className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 uppercase focus:border-slate-500"
            />
            <p id={`${id}-code-hint`} className="mt-1 text-xs text-slate-600">
              A code's discount shows as its own line once your seats are held.
            </p>
          </div>
        )}
        {priceChangedFrom !== null ? (
          <p className="mt-3 text-sm text-slate-600">
            Was {formatPaise(priceChangedFrom)} per person when you chose it.
          </p>
        ) : null}
        {problem ? (
          <div
            id={problemId}
            role="alert"
            className="mt-4 rounded-xl border border-primary-strong bg-primary-soft p-3 text-sm"
          >
            <p className="font-medium text-primary-strong">{problem.message}</p>
            {problem.changeChoice ? (
              <Link to={changeHref} className="link mt-2 inline-block">
                Choose another date
              </Link>
            ) : null}
          </div>
        ) : null}
        <button type="submit" className="btn btn-primary mt-5 w-full" disabled={pending || limit === 0}>
          {pending
            ? "Holding your seats…"
            : priceChangedFrom !== null
              ? `Confirm at ${formatPaise(price)} per person`
              : `Hold ${plural(travellers.length, "seat")}`}
        </button>
        <p className="mt-3 text-sm text-slate-600">
          We hold the seats for {HOLD_MINUTES} minutes for payment. A held booking can be cancelled from your account.
        </p>
      </aside>
    </form>
  );
}
