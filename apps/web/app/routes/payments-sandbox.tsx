// /payments/sandbox/{orderId}: the sandbox gateway's checkout screen (guarded: the order is the
// traveller's own), the stand-in for Razorpay's in development, the demo and the tests. Never
// indexed, never stored; no footer, like a gateway's page. The screen loads with this route only.
import { company } from "@parvat/domain/company";
import { lazy, Suspense } from "react";
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
  return (
    <RequireLogin>
      <Suspense fallback={<ScreenLoading text="Loading the checkout…" />}>
        <SandboxCheckout orderId={params.orderId} />
      </Suspense>
    </RequireLogin>
  );
}
