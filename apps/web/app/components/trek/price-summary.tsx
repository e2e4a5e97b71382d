// The price of the choice: what a traveller pays per person, the original price struck through
// (moved with any date surcharge), the discount's name, and beside it the terms a traveller asks
// about before booking: that GST is added at booking, the total for the group, and where the
// cancellation terms are. Opened from a campaign's page, the price is the offer's, with the offer
// as its own line of the total, as the booking will have it. (How the offer is going: DiscountMeter.)
import { bookingAmounts, rupeesToPaise } from "@parvat/domain/booking-amounts";
import { formatPaise } from "@parvat/domain/money-words";
import { type DiscountProgress, formatRupees } from "@parvat/domain/trek-pricing";
import type { MouseEvent } from "react";
import type { OfferOnFare } from "../campaign/campaign-offer.ts";
import { plural } from "./trek-format.ts";

/** The price per person a group pays after an offer, in whole rupees rounded up (a page never promises more). */
export function offerPricePerPerson(subtotalPaise: number, discountPaise: number, travellerCount: number): number {
  return Math.ceil((subtotalPaise - discountPaise) / travellerCount / 100);
}

/** The terms of a booking the trek page states beside the price (the loader reads them from the booking rules). */
export interface PriceTerms {
  gstPercent: number;
  maxTravellers: number;
  /** The part payment that secures the seats, when the trip takes one. */
  bookingAmount: { perPersonRupees: number; balanceDueDays: number } | null;
}

export function PriceSummary({
  price,
  struckThrough,
  discountName,
  date,
  terms,
  travellers,
  maxTravellers,
  onTravellers,
  travellersForm,
  policiesHref,
  offer = null,
}: {
  price: number | null;
  struckThrough: number;
  discountName: string | null;
  /** The chosen departure, as words; undefined when there is none. */
  date: string | undefined;
  terms: PriceTerms;
  travellers: number;
  /** The most the stepper offers: the booking's limit, or the departure's seats when fewer. */
  maxTravellers: number;
  onTravellers: (count: number) => void;
  /**
   * The id of a GET form the stepper's buttons send (with travellers=N) when pressed before the code has
   * loaded or without JavaScript; the page then answers with that many.
   */
  travellersForm?: string;
  /** The page's cancellation terms; null when the trip has none on the page. */
  policiesHref: string | null;
  /** A campaign's offer on this fare (the page was opened from the campaign), with its name and rule. */
  offer?: (OfferOnFare & { name: string; combinesWithFareOffers: boolean }) | null;
}) {
  if (!date) return null;
  if (price === null) {
    return (
      <p role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        This package is not offered on {date}. Choose another date or another package.
      </p>
    );
  }
  // The booking's own rule, so the figure here is the one the booking will have.
  const total = bookingAmounts({
    pricePerPersonPaise: rupeesToPaise(price),
    travellerCount: travellers,
    gstPercent: terms.gstPercent,
    discountPaise: offer?.discountPaise ?? 0,
  });
  const offered = offer && total.discountPaise > 0 ? offer : null;
  const shown = offered ? offerPricePerPerson(total.subtotalPaise, total.discountPaise, travellers) : price;
  const was = Math.max(struckThrough, price);
  const saving = was > shown ? was - shown : 0;
  // Not combined, the offer replaced the fare's own reduction; combined, it came on top of it.
  const savingName = !offered
    ? discountName
    : offered.combinesWithFareOffers && discountName && struckThrough > price
      ? `${discountName} and ${offered.name}`
      : offered.name;
  return (
    <div className="grid gap-3">
      <div role="status" aria-live="polite" aria-atomic="true">
        <p className="text-xs font-medium text-slate-600">Price per person, departing {date}</p>
        <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
          <span className="text-3xl font-extrabold tracking-tight text-slate-900" data-testid="trek-price">
            {formatRupees(shown)}
          </span>
          {saving > 0 ? (
            <s className="text-base text-slate-600">
              <span className="sr-only">Original price </span>
              {formatRupees(was)}
            </s>
          ) : null}
          <span className="text-sm text-slate-700" data-testid="tax-note">
            + {terms.gstPercent}% GST at booking
          </span>
        </p>
        {saving > 0 ? (
          <p className="mt-1 text-sm">
            <span className="font-semibold text-emerald-700">You save {formatRupees(saving)}</span>
            {savingName ? <span className="text-slate-700"> · {savingName}</span> : null}
          </p>
        ) : null}
      </div>
      <div className="rounded-xl bg-slate-50 px-3 py-2.5 text-sm text-slate-700">
        <div className="flex items-center justify-between gap-3">
          <TravellerCount count={travellers} max={maxTravellers} onChange={onTravellers} form={travellersForm} />
          <p className="text-right" aria-live="polite" data-testid="group-total">
            <span className="block text-xs text-slate-600">Total with GST</span>
            <span className="font-bold text-slate-900">{formatPaise(total.totalPaise)}</span>
          </p>
        </div>
        <p className="mt-1.5 text-xs text-slate-600">
          {plural(travellers, "traveller")} × {formatRupees(price)} = {formatPaise(total.subtotalPaise)},
          {offered ? (
            <span data-testid="offer-line">
              {" "}
              less the {offered.name} {formatPaise(total.discountPaise)},
            </span>
          ) : null}{" "}
          plus {terms.gstPercent}% GST of {formatPaise(total.gstPaise)}.
          {terms.bookingAmount ? (
            <span data-testid="booking-amount">
              {" "}
              Book with {formatRupees(terms.bookingAmount.perPersonRupees)} per person; the balance is due{" "}
              {plural(terms.bookingAmount.balanceDueDays, "day")} before departure.
            </span>
          ) : null}
          {policiesHref ? (
            <>
              {" "}
              <a href={policiesHref} className="link inline-block py-1">
                Cancellation terms
              </a>
            </>
          ) : null}
        </p>
      </div>
    </div>
  );
}

/** How many are travelling, for the total: a stepper with room for a thumb. */
function TravellerCount({
  count,
  max,
  onChange,
  form,
}: {
  count: number;
  max: number;
  onChange: (count: number) => void;
  form: string | undefined;
}) {
  const button =
    "flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-lg font-semibold text-slate-900 hover:border-slate-500 disabled:opacity-40";
  // Without the code, each button sends its count in its form; with it, the page changes in place.
  const send = (next: number) => ({
    form,
    name: form ? "travellers" : undefined,
    value: form ? String(next) : undefined,
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      onChange(next);
    },
  });
  return (
    <fieldset id="traveller-count" className="flex scroll-mt-4 items-center gap-2">
      <legend className="sr-only">Travellers</legend>
      <button
        type={form ? "submit" : "button"}
        {...send(count - 1)}
        className={button}
        aria-label="One traveller fewer"
        disabled={count <= 1}
      >
        −
      </button>
      <output className="min-w-[5.5rem] text-center font-semibold text-slate-900" aria-live="polite">
        {plural(count, "traveller")}
      </output>
      <button
        type={form ? "submit" : "button"}
        {...send(count + 1)}
        className={button}
        aria-label="One traveller more"
        disabled={count >= max}
      >
        +
      </button>
    </fieldset>
  );
}

export function DiscountMeter({ progress, discountName }: { progress: DiscountProgress; discountName: string | null }) {
  const label = discountName ?? "Discounted seats";
  return (
    <div className="rounded-xl bg-slate-50 px-3 py-2.5">
      <p className="flex justify-between gap-2 text-xs font-medium text-slate-700">
        <span>{label}</span>
        <span>
          {progress.availed} of {progress.total} taken
        </span>
      </p>
      <div
        role="progressbar"
        aria-label={`${label}: ${progress.availed} of ${progress.total} discounted seats taken`}
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={progress.availed}
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-primary-strong" style={{ width: `${progress.percent}%` }} />
      </div>
      <p className="mt-1.5 text-xs text-slate-600">
        {plural(progress.left, "discounted seat")} left
        {progress.daysPassed > 0
          ? `, ${plural(progress.daysPassed, "day")} since the offer opened`
          : ", offer opened today"}
        .
      </p>
    </div>
  );
}
