// /forms/{token}: a traveller's own part of a booking, by their personal link (sent by SMS, or passed
// on by the trip desk). No login; nothing private is rendered on the server, and the page is never
// cached. The form and its code load with this route only.
import { company } from "@parvat/domain/company";
import { lazy, Suspense } from "react";
import { PageHero } from "../components/page-hero.tsx";
import { ScreenLoading } from "../components/payments/screen-status.tsx";
import { privatePageHeaders } from "../components/require-login.tsx";
import type { RouteHandle } from "../components/site-layout.tsx";
import { useHydrated } from "../lib/hydrated.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/traveller-form";

const TravellerFormScreen = lazy(() =>
  import("../components/trail/traveller-form-screen.tsx").then((module) => ({ default: module.TravellerFormScreen })),
);

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Your forms for the trip",
    description: `Your emergency contact, medical declaration and undertaking for your ${company.name} trip.`,
    noindex: true,
  });
}

export const handle: RouteHandle = { hideChat: true };

export const headers: Route.HeadersFunction = privatePageHeaders;

export default function TravellerForm({ params }: Route.ComponentProps) {
  const hydrated = useHydrated();
  return (
    <>
      <PageHero eyebrow="Before the trip" title="Your forms for the trip" />
      {hydrated ? (
        <Suspense fallback={<ScreenLoading text="Opening your form…" />}>
          <TravellerFormScreen token={params.token} />
        </Suspense>
      ) : (
        <ScreenLoading text="Opening your form…" />
      )}
    </>
  );
}
