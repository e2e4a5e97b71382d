// /pay?booking={id}: the checkout of a booking just made (guarded, with a state check: a held
// booking of this traveller, otherwise the dashboard with a toast saying why). The trip, the
// travellers, the amount with GST as its own line, the hold's live countdown, the plan choice and
// "Pay". The screen and the payment code load with this route only, never with public pages.
import { company } from "@parvat/domain/company";
import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router";
import { PageHero } from "../components/page-hero.tsx";
import { ScreenLoading } from "../components/payments/screen-status.tsx";
import { privatePageHeaders, RequireLogin } from "../components/require-login.tsx";
import type { RouteHandle } from "../components/site-layout.tsx";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/pay";

const PayScreen = lazy(() =>
  import("../components/payments/pay-screen.tsx").then((module) => ({ default: module.PayScreen })),
);

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Pay for your booking",
    description: `Pay for your ${company.name} booking while its seats are held: the trip, the travellers, the amount with GST and the time left on the hold.`,
    noindex: true,
  });
}

export const handle: RouteHandle = { hideChat: true };

export const headers: Route.HeadersFunction = privatePageHeaders;

export default function Pay() {
  const [params] = useSearchParams();
  return (
    <>
      <PageHero eyebrow="Booking" title="Pay for your booking" />
      <RequireLogin>
        <Suspense fallback={<ScreenLoading text="Loading your booking…" />}>
          <PayScreen bookingId={params.get("booking")} />
        </Suspense>
      </RequireLogin>
    </>
  );
}
