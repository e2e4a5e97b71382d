// The parts of the trek page that do nothing in the browser, grouped as the page shows them:
// trek-page.tsx sends each group as a static part (../deferred-parts.tsx), so a visitor's browser
// keeps the server's HTML for them without downloading this code.
import { Inclusions } from "./inclusions.tsx";
import { Itinerary } from "./itinerary.tsx";
import { Stays } from "./stays.tsx";
import { ImportantUpdate, TrekFacts } from "./trek-facts.tsx";
import type { Trek, TrekPackage } from "./trek-fields.ts";
import { Attractions, Faqs, Overview, Policies, Preparation, Reviews, TravellerPhotos } from "./trek-info.tsx";

export { Overview };

export function AtAGlance({ trek, pkg }: { trek: Trek; pkg: TrekPackage | undefined }) {
  return (
    <>
      {trek.imp_update ? <ImportantUpdate text={trek.imp_update} /> : null}
      <TrekFacts trek={trek} pkg={pkg} />
    </>
  );
}

/** What the chosen package changes: its days, its stays, what its price includes. */
export function PackageReading({ trek, pkg }: { trek: Trek; pkg: TrekPackage | undefined }) {
  return (
    <>
      {pkg ? <Itinerary pkg={pkg} daysSeparate={trek.days_separate} /> : null}
      {pkg ? <Stays pkg={pkg} /> : null}
      <Inclusions includes={trek.includes} packageId={pkg?.id} />
    </>
  );
}

export function TrekReading({ trek }: { trek: Trek }) {
  return (
    <>
      <Preparation trek={trek} />
      <Policies campsite={trek.campsite} />
      <Faqs faqs={trek.faqs} />
      <Reviews trek={trek} />
      <TravellerPhotos trek={trek} />
      <Attractions attractions={trek.attractions} />
    </>
  );
}
