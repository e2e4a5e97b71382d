// The trek page: header and gallery, the facts, the booking card (beside the content on wide
// screens, right after the facts on phones), the reading with section links that stay on screen,
// similar trips, a price bar that stays at the bottom of the screen and the enquiry dialog. The
// booking card scrolls with the page (never inside itself): the bar keeps the price and the actions
// at hand.
import { rupeesToPaise } from "@parvat/domain/booking-amounts";
import { useRef } from "react";
import { Link, useSearchParams } from "react-router";
import type { SimilarTripFieldsFragment } from "../../graphql/generated/graphql.ts";
import { tourRegisterPath } from "../../lib/paths.ts";
import { offerOnFare, type TripOffer } from "../campaign/campaign-offer.ts";
import { deferredModule } from "../deferred-parts.tsx";
import { trekWhatsappLink } from "./booking-links.ts";
import { BookingPanel } from "./booking-panel.tsx";
import { EnquiryDialog, type EnquiryDialogHandle } from "./enquiry-dialog.tsx";
import { offerPricePerPerson, type PriceTerms } from "./price-summary.tsx";
import { SectionLinks } from "./section-links.tsx";
import { SimilarTrips } from "./similar-trips.tsx";
import { StickyBookingBar } from "./sticky-booking-bar.tsx";
import type { Trek } from "./trek-fields.ts";
import { dayAndMonth } from "./trek-format.ts";
import { TrekGallery } from "./trek-gallery.tsx";
import { TrekHeader } from "./trek-header.tsx";
import { Videos } from "./trek-videos.tsx";
import { useTrekChoice } from "./use-trek-choice.ts";

// The reading of the page hydrates without its code (static parts): loaded only if the reading must
// render in the browser (a client navigation, another package chosen).
const readingCode = () => import("./trek-reading.tsx");
const reading = deferredModule(readingCode, import.meta.env.SSR ? await readingCode() : null);
const AtAGlance = reading.staticPart((module) => module.AtAGlance);
const Overview = reading.staticPart((module) => module.Overview);
const PackageReading = reading.staticPart((module) => module.PackageReading);
const TrekReading = reading.staticPart((module) => module.TrekReading);

export function TrekPage({
  trek,
  initialPackageId,
  initialDate = null,
  initialTravellers = 1,
  terms,
  similar,
  campaignOffer = null,
}: {
  trek: Trek;
  initialPackageId: string | null;
  /** The date or month the address asks for. */
  initialDate?: string | null;
  /** How many travel, when the address says (back from registration). */
  initialTravellers?: number;
  terms: PriceTerms;
  similar: readonly SimilarTripFieldsFragment[];
  /** The campaign in the address (the page was opened from its page), for this trip. */
  campaignOffer?: TripOffer | null;
}) {
  const choice = useTrekChoice(trek, initialPackageId, terms.maxTravellers, initialTravellers, initialDate);
  const { pkg, departure, price, struckThrough } = choice.quote;
  // From a campaign page: the campaign goes on to registration, where the server applies
  // it; here its offer on the chosen fare is stated by the same rule.
  const campaign = useSearchParams()[0].get("campaign");
  const onFare =
    price === null
      ? null
      : offerOnFare(campaignOffer, {
          pricePerPersonPaise: rupeesToPaise(price),
          regularPricePerPersonPaise: rupeesToPaise(Math.max(price, struckThrough)),
          travellerCount: choice.travellers,
        });
  const offer =
    onFare && campaignOffer?.applies
      ? { ...onFare, name: campaignOffer.name, combinesWithFareOffers: campaignOffer.offer.combinesWithFareOffers }
      : null;
  const barPrice =
    price !== null && offer && offer.discountPaise > 0
      ? offerPricePerPerson(rupeesToPaise(price) * choice.travellers, offer.discountPaise, choice.travellers)
      : price;
  const enquiry = useRef<EnquiryDialogHandle>(null);
  const openEnquiry = () => enquiry.current?.open();
  const bookHref =
    pkg && departure && price !== null
      ? tourRegisterPath(trek.id, {
          packageId: pkg.id,
          date: departure.start_date,
          travellers: choice.travellers,
          campaign,
        })
      : null;

  const sections = [
    { id: "overview", label: "Overview", shown: true },
    { id: "itinerary", label: "Itinerary", shown: Boolean(pkg) },
    { id: "stays", label: "Stays", shown: Boolean(pkg && pkg.property_infos.length > 0) },
    { id: "inclusions", label: "Inclusions", shown: trek.includes.length > 0 },
    { id: "preparation", label: "Before you go", shown: trek.instructions.length > 0 || Boolean(trek.tips) },
    { id: "policies", label: "Policies", shown: trek.campsite.policies.length > 0 },
    { id: "faqs", label: "FAQs", shown: trek.faqs.length > 0 },
    { id: "reviews", label: "Reviews", shown: trek.review_count > 0 },
    { id: "traveller-photos", label: "Travellers' photos", shown: trek.review_photos.length > 0 },
    { id: "similar", label: "Similar trips", shown: similar.length > 0 },
  ].filter((section) => section.shown);

  return (
    <article className="pb-24">
      <TrekHeader trek={trek} />
      <TrekGallery images={trek.images} name={trek.name} />
      <div className="page-container lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-x-10">
        <div className="lg:col-start-1 lg:row-start-1">
          <AtAGlance trek={trek} pkg={pkg} />
        </div>
        <div className="mt-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <BookingPanel
            trek={trek}
            choice={choice}
            terms={terms}
            bookHref={bookHref}
            campaignOffer={campaignOffer}
            offer={offer}
            onEnquire={openEnquiry}
          />
        </div>
        <div className="lg:col-start-1 lg:row-start-2">
          <SectionLinks sections={sections} />
          <Overview trek={trek} />
          <Videos trek={trek} />
          <PackageReading trek={trek} pkg={pkg} />
          <TrekReading trek={trek} />
          <SimilarTrips trips={similar} />
        </div>
      </div>
      <StickyBookingBar
        price={barPrice}
        struckThrough={price === null ? struckThrough : Math.max(struckThrough, price)}
        priceNote="+ GST"
        detail={
          departure
            ? `${dayAndMonth(departure.start_date)} · per person${barPrice !== price && offer ? ` · ${offer.name}` : ""}`
            : "Ask us for dates"
        }
        unpriced={departure ? "Not offered that day" : "No open dates"}
        whatsappHref={trekWhatsappLink({
          trekName: trek.name,
          packageName: pkg?.name,
          date: departure?.start_date,
          phone: trek.phone_number?.is_whatsapp ? trek.phone_number.number : null,
        })}
      >
        <button type="button" onClick={openEnquiry} className="btn btn-secondary shrink-0 px-2.5 sm:px-5">
          Enquire
        </button>
        {bookHref ? (
          <Link to={bookHref} className="btn btn-primary shrink-0 px-3 sm:px-5">
            Book now
          </Link>
        ) : null}
      </StickyBookingBar>
      <EnquiryDialog
        ref={enquiry}
        trekId={trek.id}
        trekName={trek.name}
        packageName={pkg?.name}
        date={departure?.start_date}
      />
    </article>
  );
}
