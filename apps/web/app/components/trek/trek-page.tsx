// The trek page: header and gallery, the facts, the booking card (beside the content on wide
// screens, right after the facts on phones), the reading with section links that stay on screen,
// similar trips, a price bar that stays at the bottom of the screen and the enquiry dialog. The
// booking card scrolls with the page (never inside itself): the bar keeps the price and the actions
// at hand.
import { useRef } from "react";
import { Link, useSearchParams } from "react-router";
import type { SimilarTripFieldsFragment } from "../../graphql/generated/graphql.ts";
import { tourRegisterPath } from "../../lib/paths.ts";
import { trekWhatsappLink } from "./booking-links.ts";
import { BookingPanel } from "./booking-panel.tsx";
import { EnquiryDialog, type EnquiryDialogHandle } from "./enquiry-dialog.tsx";
import { Inclusions } from "./inclusions.tsx";
import { Itinerary } from "./itinerary.tsx";
import type { PriceTerms } from "./price-summary.tsx";
import { SectionLinks } from "./section-links.tsx";
import { SimilarTrips } from "./similar-trips.tsx";
import { Stays } from "./stays.tsx";
import { StickyBookingBar } from "./sticky-booking-bar.tsx";
import { ImportantUpdate, TrekFacts } from "./trek-facts.tsx";
import type { Trek } from "./trek-fields.ts";
import { dayAndMonth } from "./trek-format.ts";
import { TrekGallery } from "./trek-gallery.tsx";
import { TrekHeader } from "./trek-header.tsx";
import { Attractions, Faqs, Overview, Policies, Preparation, Reviews, Videos } from "./trek-info.tsx";
import { useTrekChoice } from "./use-trek-choice.ts";

export function TrekPage({
  trek,
  initialPackageId,
  terms,
  similar,
}: {
  trek: Trek;
  initialPackageId: string | null;
  terms: PriceTerms;
  similar: readonly SimilarTripFieldsFragment[];
}) {
  const choice = useTrekChoice(trek, initialPackageId);
  const { pkg, departure, price, struckThrough } = choice.quote;
  // From a campaign page (issue 12): the campaign goes on to registration, where the server applies it.
  const campaign = useSearchParams()[0].get("campaign");
  const enquiry = useRef<EnquiryDialogHandle>(null);
  const openEnquiry = () => enquiry.current?.open();
  const bookHref =
    pkg && departure && price !== null
      ? tourRegisterPath(trek.id, { packageId: pkg.id, date: departure.start_date, campaign })
      : null;

  const sections = [
    { id: "overview", label: "Overview", shown: true },
    { id: "itinerary", label: "Itinerary", shown: Boolean(pkg) },
    { id: "stays", label: "Stays", shown: Boolean(pkg && pkg.property_infos.length > 0) },
    { id: "inclusions", label: "Inclusions", shown: trek.includes.length > 0 },
    { id: "preparation", label: "Before you go", shown: trek.instructions.length > 0 || Boolean(trek.tips) },
    { id: "policies", label: "Policies", shown: trek.campsite.policies.length > 0 },
    { id: "faqs", label: "FAQs", shown: trek.faqs.length > 0 },
    { id: "reviews", label: "Reviews", shown: trek.reviews.length > 0 },
    { id: "similar", label: "Similar trips", shown: similar.length > 0 },
  ].filter((section) => section.shown);

  return (
    <article className="pb-24">
      <TrekHeader trek={trek} />
      <TrekGallery images={trek.images} name={trek.name} />
      <div className="page-container lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-x-10">
        <div className="lg:col-start-1 lg:row-start-1">
          {trek.imp_update ? <ImportantUpdate text={trek.imp_update} /> : null}
          <TrekFacts trek={trek} pkg={pkg} />
        </div>
        <div className="mt-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <BookingPanel trek={trek} choice={choice} terms={terms} onEnquire={openEnquiry} />
        </div>
        <div className="lg:col-start-1 lg:row-start-2">
          <SectionLinks sections={sections} />
          <Overview trek={trek} />
          <Videos trek={trek} />
          {pkg ? <Itinerary pkg={pkg} daysSeparate={trek.days_separate} /> : null}
          {pkg ? <Stays pkg={pkg} /> : null}
          <Inclusions includes={trek.includes} packageId={pkg?.id} />
          <Preparation trek={trek} />
          <Policies campsite={trek.campsite} />
          <Faqs faqs={trek.faqs} />
          <Reviews trek={trek} />
          <Attractions attractions={trek.attractions} />
          <SimilarTrips trips={similar} />
        </div>
      </div>
      <StickyBookingBar
        price={price}
        struckThrough={struckThrough}
        priceNote="+ GST"
        detail={departure ? `${dayAndMonth(departure.start_date)} · per person` : "Ask us for dates"}
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
