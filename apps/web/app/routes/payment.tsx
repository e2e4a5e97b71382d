// /payment/{groupId}: one booking group's payments (guarded, with a state check: a booking of this
// traveller with something due; a held booking goes to /pay, anything else to the dashboard with a
// toast). Without an order in the address, the card for paying the balance; with one
// (?order=...&payment=...&status=...), the screen after a checkout that waits for the outcome. The
// screens and the payment code load with this route only.
import { company } from "@parvat/domain/company";
import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router";
import { PageHero } from "../components/page-hero.tsx";
import { ScreenLoading } from "../components/payments/screen-status.tsx";
import { privatePageHeaders, RequireLogin } from "../components/require-login.tsx";
import type { RouteHandle } from "../components/site-layout.tsx";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/payment";

const PaymentScreen = lazy(() =>
  import("../components/payments/payment-screen.tsx").then((module) => ({ default: module.PaymentScreen })),
);

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Booking payment",
    description: `The payment for one ${company.name} booking: the amount due for your group and a secure way to pay it.`,
    noindex: true,
  });
}

export const handle: RouteHandle = { hideChat: true };

export const headers: Route.HeadersFunction = privatePageHeaders;

export default function Payment({ params }: Route.ComponentProps) {
  const [search] = useSearchParams();
  return (
    <>
      <PageHero eyebrow="Payment" title={search.get("order") ? "Your payment" : "Pay the balance"} />
      <RequireLogin>
        <Suspense fallback={<ScreenLoading text="Loading your booking…" />}>
          <PaymentScreen groupId={params.groupId} />
        </Suspense>
      </RequireLogin>
    </>
  );
}
