// The booking card: package, month and date, the price they give, the offer's progress, and the
// three ways forward (book, enquire, WhatsApp).
//
// The choices are GET forms the server answers (decision 0024): the package and the date in one, sent
// by a button without JavaScript, at once by the page's first inline script when chosen before the code
// has hydrated (scripts-after-paint.tsx: data-answered-by-server); the stepper's buttons in another.
// Each opens the new page at the part that was chosen. Once the code has arrived, or the page has
// hydrated, the page changes in place.
import { discountProgress } from "@parvat/domain/trek-pricing";
import { type FormEvent, type RefObject, useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import type { TripOffer } from "../campaign/campaign-offer.ts";
import { OfferNote } from "../campaign/offer-note.tsx";
import { WhatsappIcon } from "../icons.tsx";
import { trekWhatsappLink } from "./booking-links.ts";
import { CHOICE_PARAMETERS } from "./choice-address.ts";
import { DeparturePicker } from "./departure-picker.tsx";
import { FullDates } from "./full-dates.tsx";
import { PackagePicker } from "./package-picker.tsx";
import { DiscountMeter, PriceSummary, type PriceTerms } from "./price-summary.tsx";
import type { TrekOnPage } from "./trek-fields.ts";
import { longDate } from "./trek-format.ts";
import type { TrekChoice } from "./use-trek-choice.ts";

const TRAVELLERS_FORM = "traveller-count-form";

/** Once the page has hydrated, its forms are never sent: each choice changes the page in place. */
function changedInPlace(event: FormEvent) {
  event.preventDefault();
}

/**
 * A choice tapped after the code arrived but before this card hydrated is left to the app
 * (scripts-after-paint.tsx). Hydrating, React keeps a radio as the visitor checked it, not in its
 * state, and sees no change in it; it sets the radio's default to what the state says. A radio
 * checked but not by default is therefore the visitor's: the card takes it as it mounts, in the
 * form's order (package, month, date).
 */
function useChoiceMadeBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  choices: readonly (readonly [name: string, choose: (value: string) => void])[],
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the card hydrates
  useEffect(() => {
    for (const [name, choose] of choices) {
      const checked = form.current?.querySelector<HTMLInputElement>(`input[type="radio"][name="${name}"]:checked`);
      if (checked && !checked.defaultChecked) choose(checked.value);
    }
  }, []);
}

export function BookingPanel({
  trek,
  choice,
  terms,
  bookHref,
  campaignOffer,
  offer,
  onEnquire,
}: {
  trek: TrekOnPage;
  choice: TrekChoice;
  terms: PriceTerms;
  /** Registration with the whole choice (package, date, travellers, a campaign); null: nothing bookable. */
  bookHref: string | null;
  /** The campaign the page was opened from, whether or not it applies here. */
  campaignOffer: TripOffer | null;
  /** Its offer on the chosen fare, when it applies. */
  offer: Parameters<typeof PriceSummary>[0]["offer"];
  onEnquire: () => void;
}) {
  const { pkg, departure, price, struckThrough } = choice.quote;
  const progress = discountProgress(trek);
  const { pathname, search } = useLocation();
  // The address's other parameters (a campaign, the reviews' order) travel with the choice.
  const carried = Array.from(new URLSearchParams(search)).filter(
    ([name]) => !(CHOICE_PARAMETERS as readonly string[]).includes(name),
  );
  const choiceForm = useRef<HTMLFormElement>(null);
  useChoiceMadeBeforeHydration(choiceForm, [
    ["packageId", (id) => choice.choosePackage(Number(id))],
    ["month", choice.chooseMonth],
    ["date", choice.chooseDate],
  ]);
  const hiddenFields = (fields: readonly (readonly [string, string])[]) =>
    fields.map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
  return (
    <>
      <section id="booking" aria-labelledby="booking-heading" className="card grid gap-4 p-4 sm:p-5">
        <h2 id="booking-heading" className="sr-only">
          Book {trek.name}
        </h2>
        {/* Opened from a campaign: the sale first, before the choices it prices. */}
        {campaignOffer ? (
          <OfferNote offer={campaignOffer} onFare={offer ?? null} fareDiscountName={pkg?.discount_name ?? null} />
        ) : null}
        <form
          ref={choiceForm}
          method="get"
          action={`${pathname}#booking`}
          data-answered-by-server=""
          onSubmit={changedInPlace}
          className="grid gap-4"
        >
          {hiddenFields(choice.travellers > 1 ? [...carried, ["travellers", String(choice.travellers)]] : carried)}
          {trek.packages.length > 0 ? (
            <PackagePicker
              packages={trek.packages}
              events={trek.events}
              chosenId={pkg?.id}
              onChoose={choice.choosePackage}
              legend={trek.package_title ?? "Choose your package"}
              hint={trek.sub_package_title}
            />
          ) : null}
          <DeparturePicker
            events={trek.events}
            pkg={pkg}
            chosen={departure}
            onChooseDate={choice.chooseDate}
            onChooseMonth={choice.chooseMonth}
          />
          <noscript>
            <button type="submit" className="btn btn-secondary w-full">
              Show the price for this choice
            </button>
          </noscript>
        </form>
        {trek.full_departures.length > 0 ? <FullDates dates={trek.full_departures} packageId={pkg?.id} /> : null}
        <PriceSummary
          price={price}
          struckThrough={struckThrough}
          discountName={pkg?.discount_name ?? null}
          date={departure ? longDate(departure.start_date) : undefined}
          terms={terms}
          travellers={choice.travellers}
          maxTravellers={choice.maxTravellers}
          onTravellers={choice.setTravellers}
          travellersForm={pkg && departure ? TRAVELLERS_FORM : undefined}
          offer={offer}
          policiesHref={trek.reading.policies ? "#policies" : null}
        />
        <div className="grid gap-2">
          {bookHref ? (
            <Link to={bookHref} className="btn btn-primary w-full">
              Book now
            </Link>
          ) : (
            <button type="button" disabled className="btn w-full bg-slate-200 text-slate-700">
              Book now
            </button>
          )}
          <div className="grid grid-cols-2 gap-2">
            <button type="button" onClick={onEnquire} className="btn btn-secondary w-full">
              Enquire
            </button>
            <a
              href={trekWhatsappLink({
                trekName: trek.name,
                packageName: pkg?.name,
                date: departure?.start_date,
                phone: trek.phone_number?.is_whatsapp ? trek.phone_number.number : null,
              })}
              rel="noopener"
              className="btn btn-whatsapp w-full"
            >
              <WhatsappIcon className="size-5" />
              <span className="sr-only">Ask on </span>WhatsApp
            </a>
          </div>
        </div>
        {progress ? <DiscountMeter progress={progress} discountName={pkg?.discount_name ?? null} /> : null}
      </section>
      {/* The stepper's form, outside the card: its fields are the choice itself, not controls. */}
      {pkg && departure ? (
        <form
          id={TRAVELLERS_FORM}
          method="get"
          action={`${pathname}#traveller-count`}
          data-answered-by-server=""
          onSubmit={changedInPlace}
          hidden
        >
          {hiddenFields([...carried, ["packageId", String(pkg.id)], ["date", departure.start_date]])}
        </form>
      ) : null}
    </>
  );
}
