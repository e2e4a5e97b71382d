// /bookings/{id}/add-ons: a booking's add-ons after it was made (guarded, with a state check: a live
// booking of this traveller on a departure, otherwise the dashboard with a toast saying why). The
// screen loads with this route only.
import { company } from "@parvat/domain/company";
import { lazy, Suspense } from "react";
import { PageHero } from "../components/page-hero.tsx";
import { ScreenLoading } from "../components/payments/screen-status.tsx";
import { privatePageHeaders, RequireLogin } from "../components/require-login.tsx";
import type { RouteHandle } from "../components/site-layout.tsx";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/booking-add-ons";

const AddOnsScreen = lazy(() =>
  import("../components/trail/add-ons-screen.tsx").then((module) => ({ default: module.AddOnsScreen })),
);

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Add-ons for your trip",
    description: `Backpack offloading, rentals and the railhead cab for your ${company.name} booking.`,
    noindex: true,
  });
}

export const handle: RouteHandle = { hideChat: true };

export const headers: Route.HeadersFunction = privatePageHeaders;

export default function BookingAddOns({ params }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Booking" title="Add-ons for your trip" />
      <RequireLogin>
        <Suspense fallback={<ScreenLoading text="Loading your booking…" />}>
          <AddOnsScreen bookingId={params.id} />
        </Suspense>
      </RequireLogin>
    </>
  );
}
