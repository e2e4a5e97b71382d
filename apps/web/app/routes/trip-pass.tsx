// /trips/{reference}: the trip pass (guarded: the booking's account). Nothing private is rendered on
// the server or cached by it; the page keeps the pass on the device for reading without signal, and
// its service worker (scope /trips/ only) lets it open again offline. Logging out forgets it all.
import { company } from "@parvat/domain/company";
import { lazy, Suspense } from "react";
import { PageHero } from "../components/page-hero.tsx";
import { ScreenLoading } from "../components/payments/screen-status.tsx";
import { privatePageHeaders, RequireLogin } from "../components/require-login.tsx";
import type { RouteHandle } from "../components/site-layout.tsx";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/trip-pass";

const TripPassScreen = lazy(() =>
  import("../components/trail/trip-pass-screen.tsx").then((module) => ({ default: module.TripPassScreen })),
);

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Trip pass",
    description: `Your ${company.name} trip pass: the meeting point, the trip leader, the days and your check-in codes.`,
    noindex: true,
  });
}

export const handle: RouteHandle = { hideChat: true };

export const headers: Route.HeadersFunction = privatePageHeaders;

export default function TripPass({ params }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Trip pass" title="Ready for the trail" />
      <RequireLogin>
        <Suspense fallback={<ScreenLoading text="Opening your trip pass…" />}>
          <TripPassScreen reference={params.reference} />
        </Suspense>
      </RequireLogin>
    </>
  );
}
