// The booking card: package, month and date, the price they give, the offer's progress, and the
// three ways forward (book, enquire, WhatsApp).
import { discountProgress } from "@parvat/domain/trek-pricing";
import { Link } from "react-router";
import type { TripOffer } from "../campaign/campaign-offer.ts";
import { OfferNote } from "../campaign/offer-note.tsx";
import { WhatsappIcon } from "../icons.tsx";
import { trekWhatsappLink } from "./booking-links.ts";
import { DeparturePicker } from "./departure-picker.tsx";
import { FullDates } from "./full-dates.tsx";
import { PackagePicker } from "./package-picker.tsx";
import { DiscountMeter, PriceSummary, type PriceTerms } from "./price-summary.tsx";
import type { Trek } from "./trek-fields.ts";
import { longDate } from "./trek-format.ts";
import type { TrekChoice } from "./use-trek-choice.ts";

export function BookingPanel({
  trek,
  choice,
  terms,
  bookHref,
  campaignOffer,
  offer,
  onEnquire,
}: {
  trek: Trek;
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
  return (
    <section aria-labelledby="booking-heading" className="card grid gap-4 p-4 sm:p-5">
      <h2 id="booking-heading" className="sr-only">
        Book {trek.name}
      </h2>
      {/* Opened from a campaign: the sale first, before the choices it prices. */}
      {campaignOffer ? (
        <OfferNote offer={campaignOffer} onFare={offer ?? null} fareDiscountName={pkg?.discount_name ?? null} />
      ) : null}
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
        offer={offer}
        policiesHref={trek.campsite.policies.length > 0 ? "#policies" : null}
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
  );
}
