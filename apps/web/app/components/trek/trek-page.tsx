// The trek page: header and gallery, the facts, the booking card (beside the content on wide
// screens, right after the facts on phones), the reading with section links that stay on screen,
// similar trips, a price bar that stays at the bottom of the screen and the enquiry dialog. The
// booking card scrolls with the page (never inside itself): the bar keeps the price and the actions
// at hand.
import { rupeesToPaise } from "@parvat/domain/booking-amounts";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useFetcher, useSearchParams } from "react-router";
import type { SimilarTripFieldsFragment } from "../../graphql/generated/graphql.ts";
import { tourRegisterPath } from "../../lib/paths.ts";
import { useRootData } from "../../lib/root-data.ts";
import { useServerRenderData } from "../../lib/server-render.tsx";
import { offerOnFare, type TripOffer } from "../campaign/campaign-offer.ts";
import { deferredModule } from "../deferred-parts.tsx";
import { hydratedApart } from "../hydrated-apart.tsx";
import { trekWhatsappLink } from "./booking-links.ts";
import { BookingPanel } from "./booking-panel.tsx";
import { EnquiryDialog, type EnquiryDialogHandle } from "./enquiry-dialog.tsx";
import { offerPricePerPerson, type PriceTerms } from "./price-summary.tsx";
import { SectionLinks } from "./section-links.tsx";
import { SimilarTrips } from "./similar-trips.tsx";
import { StickyBookingBar } from "./sticky-booking-bar.tsx";
import type { Trek, TrekOnPage } from "./trek-fields.ts";
import { dayAndMonth } from "./trek-format.ts";
import { TrekGallery } from "./trek-gallery.tsx";
import { TrekHeader } from "./trek-header.tsx";
import { Videos } from "./trek-videos.tsx";
import { useTrekChoice } from "./use-trek-choice.ts";

// The reading of the page hydrates without its code (static parts), and without its data: a document's
// loader leaves the reading's data (the whole trip) to the server's render (decision 0024). Its code
// loads only if the reading must render in the browser: a client navigation, which brings the data,
// or another package chosen, after which the page asks for the data.
const readingCode = () => import("./trek-reading.tsx");
const reading = deferredModule(readingCode, import.meta.env.SSR ? await readingCode() : null);
const AtAGlance = reading.staticPartOfServerData((module) => module.AtAGlance);
const Overview = reading.staticPartOfServerData((module) => module.Overview);
const PackageReading = reading.staticPartOfServerData((module) => module.PackageReading);
const TrekReading = reading.staticPartOfServerData((module) => module.TrekReading);
const StructuredData = reading.staticPartOfServerData((module) => module.TrekStructuredData);

/** Where the trek page's loader leaves the whole trip for the server's render of a document. */
export const TREK_READING = "trek-reading";

/**
 * The whole trip, for the reading: the server's render has it, a client navigation brought it. After a
 * document, the browser asks for it (the page's data at its address) only for the parts that show the
 * package, once another is chosen: the rest of the reading stays as the server wrote it.
 */
function useReading(brought: Trek | null, packageChanged: boolean) {
  const whole = useServerRenderData<Trek>(TREK_READING) ?? brought;
  const fetcher = useFetcher<{ reading: Trek | null }>();
  const missing = !whole && packageChanged;
  useEffect(() => {
    if (missing && fetcher.state === "idle" && !fetcher.data) {
      fetcher.load(`${window.location.pathname}${window.location.search}`);
    }
  }, [missing, fetcher]);
  return { whole, forPackage: whole ?? fetcher.data?.reading ?? null };
}

// The interactive parts hydrate apart from the page (selective hydration, ../hydrated-apart.tsx): the
// page's choice hydrates first, then the booking card at once when touched, the rest after it. The
// enquiry dialog stays with the page: the buttons that open it need its handle as soon as they work.
const Header = hydratedApart(TrekHeader);
const Gallery = hydratedApart(TrekGallery);
const Booking = hydratedApart(BookingPanel);
const Sections = hydratedApart(SectionLinks);
const TrekVideos = hydratedApart(Videos);
const Similar = hydratedApart(SimilarTrips);
const PriceBar = hydratedApart(StickyBookingBar);

export function TrekPage({
  trek,
  reading: brought,
  initialPackageId,
  initialDate = null,
  initialTravellers = 1,
  terms,
  similar,
  campaignOffer = null,
  today,
}: {
  trek: TrekOnPage;
  /** The whole trip, when a client navigation brought it (a document's stays with the server's render). */
  reading: Trek | null;
  initialPackageId: string | null;
  /** The date or month the address asks for. */
  initialDate?: string | null;
  /** How many travel, when the address says (back from registration). */
  initialTravellers?: number;
  terms: PriceTerms;
  similar: readonly SimilarTripFieldsFragment[];
  /** The campaign in the address (the page was opened from its page), for this trip. */
  campaignOffer?: TripOffer | null;
  /** The business date the page's prices are quoted on (its structured data says so). */
  today: string;
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
  const origin = useRootData()?.origin ?? "";
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

  // The same list while the package's stays do not change it: its boundary stays as it is.
  const hasStays = Boolean(pkg?.hasStays);
  const sections = useMemo(
    () =>
      [
        { id: "overview", label: "Overview", shown: true },
        { id: "itinerary", label: "Itinerary", shown: trek.packages.length > 0 },
        { id: "stays", label: "Stays", shown: hasStays },
        { id: "inclusions", label: "Inclusions", shown: trek.reading.inclusions },
        { id: "preparation", label: "Before you go", shown: trek.reading.preparation },
        { id: "policies", label: "Policies", shown: trek.reading.policies },
        { id: "faqs", label: "FAQs", shown: trek.reading.faqs },
        { id: "reviews", label: "Reviews", shown: trek.review_count > 0 },
        { id: "traveller-photos", label: "Travellers' photos", shown: trek.reading.travellerPhotos },
        { id: "similar", label: "Similar trips", shown: similar.length > 0 },
      ].filter((section) => section.shown),
    [trek, hasStays, similar],
  );

  // The reading shows the package it was rendered with until the page has the whole trip's data.
  const [firstPackageId] = useState(pkg?.id);
  const { whole, forPackage } = useReading(brought, pkg?.id !== firstPackageId);
  const readingPackage = forPackage?.packages.find((candidate) => candidate.id === pkg?.id);
  const ofPackage = useMemo(
    () => (forPackage ? { trek: forPackage, pkg: readingPackage } : null),
    [forPackage, readingPackage],
  );
  const ofTrek = useMemo(() => (whole ? { trek: whole } : null), [whole]);
  const structured = useMemo(() => (whole ? { trek: whole, origin, today } : null), [whole, origin, today]);

  return (
    <article className="pb-24">
      <Header trek={trek} />
      <Gallery images={trek.images} name={trek.name} />
      <div className="page-container lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-x-10">
        <div className="lg:col-start-1 lg:row-start-1">
          <AtAGlance data={ofPackage} />
        </div>
        <div className="mt-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <Booking
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
          <Sections sections={sections} />
          <Overview data={ofTrek} />
          <TrekVideos trek={trek} />
          <PackageReading data={ofPackage} />
          <TrekReading data={ofTrek} />
          <Similar trips={similar} />
        </div>
      </div>
      <PriceBar
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
      </PriceBar>
      <StructuredData data={structured} />
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
