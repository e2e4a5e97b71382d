// /payment/{groupId}: one booking group's payments (guarded, with a state check: a booking of this
// traveller with something due; a held booking goes to /pay, anything else to the dashboard with a
// toast). With ?link= (a balance reminder's signed one-time link) it is open to anyone holding the
// link: the amounts and one payment of the balance, nothing private (link-balance-screen.tsx). Without an order in the address, the card for paying the balance; with one
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

const LinkBalanceScreen = lazy(() =>
  import("../components/payments/link-balance-screen.tsx").then((module) => ({ default: module.LinkBalanceScreen })),
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
  const link = search.get("link");
  return (
    <>
      <PageHero eyebrow="Payment" title={search.get("order") ? "Your payment" : "Pay the balance"} />
      {link ? (
        // A reminder's signed payment link: the amount due and one payment, logged in or not.
        <Suspense fallback={<ScreenLoading text="Loading the booking…" />}>
          <LinkBalanceScreen groupId={params.groupId} link={link} />
        </Suspense>
      ) : (
        <RequireLogin>
          <Suspense fallback={<ScreenLoading text="Loading your booking…" />}>
            <PaymentScreen groupId={params.groupId} />
          </Suspense>
        </RequireLogin>
      )}
    </>
  );
}
