// /event/{id}/waitlist?packageId=...: joining a full departure's waitlist (the trek page's "Join the
// waitlist"). The departure and its packages are public and rendered on the server; the form, which
// needs the traveller's token, runs in the browser behind the login guard.
import { company } from "@parvat/domain/company";
import { lazy, Suspense } from "react";
import { idParam } from "../components/booking/registration-choice.ts";
import { PageHero, Section } from "../components/page-hero.tsx";
import { privatePageHeaders, RequireLogin } from "../components/require-login.tsx";
import type { RouteHandle } from "../components/site-layout.tsx";
import { graphql } from "../graphql/generated/gql.ts";
import { loadQuery } from "../graphql/load.server.ts";
import { formatDate } from "../lib/format.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/event-waitlist";

const JoinWaitlistForm = lazy(() =>
  import("../components/waitlist/join-waitlist-form.tsx").then((module) => ({ default: module.JoinWaitlistForm })),
);

const WaitlistDepartureDocument = graphql(`
  query WaitlistDeparture($id: Int!) {
    departure(id: $id) {
      id
      start_date
      available_seats
      trip { id name slug }
      prices { package_id enabled }
    }
  }
`);

const WaitlistPackagesDocument = graphql(`
  query WaitlistPackages($id: Int!) {
    trek(id: $id) {
      packages { id name }
    }
  }
`);

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const id = idParam(params.id);
  const { departure } = id === null ? { departure: null } : await loadQuery(context, WaitlistDepartureDocument, { id });
  if (!departure) return { departure: null, packages: [], packageId: null };
  const { trek } = await loadQuery(context, WaitlistPackagesDocument, { id: departure.trip.id });
  const offered = new Set(departure.prices.filter((price) => price.enabled).map((price) => price.package_id));
  const packages = (trek?.packages ?? []).filter((pkg) => offered.has(pkg.id));
  const asked = idParam(url.searchParams.get("packageId"));
  const packageId = packages.find((pkg) => pkg.id === asked)?.id ?? packages[0]?.id ?? null;
  return { departure, packages, packageId };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Join the waitlist",
    description: `Wait for seats on a full ${company.name} departure: we offer them to you on WhatsApp, by SMS or by email when they come back.`,
    noindex: true,
  });
}

export const handle: RouteHandle = { hideChat: true };

export const headers: Route.HeadersFunction = privatePageHeaders;

export default function EventWaitlist({ loaderData }: Route.ComponentProps) {
  const { departure, packages, packageId } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Waitlist"
        title={departure ? `${departure.trip.name}, ${formatDate(departure.start_date)}` : "Join the waitlist"}
      />
      <Section>
        {departure && packageId !== null ? (
          <RequireLogin>
            <Suspense fallback={<p className="text-slate-600">Loading…</p>}>
              <JoinWaitlistForm
                eventId={departure.id}
                packages={packages}
                packageId={packageId}
                seatsLeft={departure.available_seats}
              />
            </Suspense>
          </RequireLogin>
        ) : (
          <p className="text-slate-700">This departure is not open for booking. Choose another trip or date.</p>
        )}
      </Section>
    </>
  );
}
