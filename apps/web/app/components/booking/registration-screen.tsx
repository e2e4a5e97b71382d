// The page of both registration screens (/tours/{id}/register and /event/{id}/register): the
// heading, then, for a logged-in traveller, either the choice with the travellers' form or, when
// the state check failed, the way back with a toast saying why.
import { lazy, Suspense } from "react";
import { PageHero, Section } from "../page-hero.tsx";
import { RequireLogin } from "../require-login.tsx";
import { ChoiceSummary } from "./choice-summary.tsx";
import type { ChoiceResult, RegistrationExtras } from "./registration-choice.ts";
import { SendBack } from "./send-back.tsx";

// The form and the rule it checks with (zod) load with the screen's own chunk, never with the
// code every page shares.
const RegistrationForm = lazy(() =>
  import("./registration-form.tsx").then((module) => ({ default: module.RegistrationForm })),
);

export function RegistrationScreen({
  result,
  today,
  changeHref,
  campaignSlug = null,
  campaignOffer = null,
  initialTravellers = 1,
}: {
  result: ChoiceResult;
  /** YYYY-MM-DD in the business time zone, as the server saw it. */
  today: string;
  /** Where the choice is made: the trip page (with the package), or the listings without a trip. */
  changeHref: string;
} & Partial<RegistrationExtras>) {
  return (
    <>
      <PageHero
        eyebrow="Registration"
        title="Register travellers for your trip"
        lead="Add everyone who is travelling, and we hold their seats while you complete the booking."
      />
      <RequireLogin>
        {result.ok ? (
          <>
            <Section title="Your choice">
              <ChoiceSummary choice={result.choice} changeHref={changeHref} />
            </Section>
            <Section title="Travellers" className="bg-sand">
              <Suspense
                fallback={
                  <p role="status" className="text-slate-600">
                    Loading the form…
                  </p>
                }
              >
                <RegistrationForm
                  choice={result.choice}
                  today={today}
                  changeHref={changeHref}
                  campaignSlug={campaignSlug}
                  campaignOffer={campaignOffer}
                  initialTravellers={initialTravellers}
                />
              </Suspense>
            </Section>
          </>
        ) : (
          <SendBack to={changeHref} reason={result.reason} />
        )}
      </RequireLogin>
    </>
  );
}
