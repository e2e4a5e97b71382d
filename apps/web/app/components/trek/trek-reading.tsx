// The parts of the trek page that do nothing in the browser, grouped as the page shows them:
// trek-page.tsx sends each group as a static part (../deferred-parts.tsx), so a visitor's browser
// keeps the server's HTML for them without downloading this code.
import { Inclusions } from "./inclusions.tsx";
import { Itinerary } from "./itinerary.tsx";
import { Stays } from "./stays.tsx";
import { ImportantUpdate, TrekFacts } from "./trek-facts.tsx";
import type { Trek, TrekPackage } from "./trek-fields.ts";
import { Attractions, Faqs, Overview, Policies, Preparation, Reviews, TravellerPhotos } from "./trek-info.tsx";
import { trekJsonLd } from "./trek-json-ld.ts";

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

// What <script> data must not hold as it is: the end of the element, and the separators JavaScript
// once read as line ends (as React Router escapes its own JSON-LD).
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/** The trek's JSON-LD for search engines (trek-json-ld.ts), as data blocks. */
export function TrekStructuredData({ trek, origin, today }: { trek: Trek; origin: string; today: string }) {
  return trekJsonLd(trek, origin, today).map((object) => (
    <script
      key={[object["@type"]].flat().join(" ")}
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own JSON, with what could end the element escaped
      dangerouslySetInnerHTML={{
        __html: JSON.stringify(object).replace(
          UNSAFE_IN_SCRIPT,
          (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
        ),
      }}
    />
  ));
}
