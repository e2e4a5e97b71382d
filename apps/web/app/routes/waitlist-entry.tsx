// /waitlist/{id}: a traveller's waitlist entry, the page an offer's SMS and email open (guarded:
// nothing private is rendered on the server). While seats are offered, it takes them into a held
// booking (then /pay) or lets them go to the next traveller in line.
import { company } from "@parvat/domain/company";
import { lazy, Suspense } from "react";
import { PageHero, Section } from "../components/page-hero.tsx";
import { privatePageHeaders, RequireLogin } from "../components/require-login.tsx";
import type { RouteHandle } from "../components/site-layout.tsx";
import { appContext } from "../context.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/waitlist-entry";

const WaitlistOffer = lazy(() =>
  import("../components/waitlist/waitlist-offer.tsx").then((module) => ({ default: module.WaitlistOffer })),
);

export function loader({ context }: Route.LoaderArgs) {
  return { today: context.get(appContext).today };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Your place on the waitlist",
    description: `Your place on a ${company.name} departure's waitlist, and the seats offered to you.`,
    noindex: true,
  });
}

export const handle: RouteHandle = { hideChat: true };

export const headers: Route.HeadersFunction = privatePageHeaders;

export default function WaitlistEntry({ loaderData, params }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Waitlist" title="Seats on a full date" />
      <RequireLogin>
        <Section>
          <Suspense fallback={<p className="text-slate-600">Loading your waitlist entry…</p>}>
            <WaitlistOffer id={params.id} today={loaderData.today} />
          </Suspense>
        </Section>
      </RequireLogin>
    </>
  );
}
