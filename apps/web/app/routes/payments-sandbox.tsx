// /payments/sandbox/{orderId}: the sandbox gateway's checkout screen (guarded: the order is the
// traveller's own, or ?link= is the signed payment link that started it), the stand-in for Razorpay's in development, the demo and the tests. Never
// indexed, never stored; no footer, like a gateway's page. The screen loads with this route only.
import { company } from "@parvat/domain/company";
import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router";
import { ScreenLoading } from "../components/payments/screen-status.tsx";
import { privatePageHeaders, RequireLogin } from "../components/require-login.tsx";
import type { RouteHandle } from "../components/site-layout.tsx";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/payments-sandbox";

const SandboxCheckout = lazy(() =>
  import("../components/payments/sandbox-checkout.tsx").then((module) => ({ default: module.SandboxCheckout })),
);

export const handle: RouteHandle = { hideFooter: true, hideChat: true };

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Sandbox checkout",
    description: `The test checkout of ${company.name}: pay a booking by UPI or card without moving real money.`,
    noindex: true,
  });
}

export const headers: Route.HeadersFunction = privatePageHeaders;

export default function PaymentsSandbox({ params }: Route.ComponentProps) {
  // An order started by a message's signed payment link is paid with that link, logged in or not.
  const link = useSearchParams()[0].get("link");
  const checkout = (
    <Suspense fallback={<ScreenLoading text="Loading the checkout…" />}>
      <SandboxCheckout orderId={params.orderId} link={link} />
    </Suspense>
  );
  return link ? checkout : <RequireLogin>{checkout}</RequireLogin>;
}
