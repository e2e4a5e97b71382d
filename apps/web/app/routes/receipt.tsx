// /receipts/{paymentId}: one payment's printable receipt (guarded: the viewer's own; anyone else's
// sends them to the dashboard with a toast). Never indexed, never stored. The print stylesheet and
// the receipt load with this route only.
import { company } from "@parvat/domain/company";
import { lazy, Suspense } from "react";
import receiptPrintStylesheet from "../components/payments/receipt-print.css?url";
import { ScreenLoading } from "../components/payments/screen-status.tsx";
import { privatePageHeaders, RequireLogin } from "../components/require-login.tsx";
import type { RouteHandle } from "../components/site-layout.tsx";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/receipt";

const ReceiptScreen = lazy(() =>
  import("../components/payments/receipt.tsx").then((module) => ({ default: module.ReceiptScreen })),
);

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: receiptPrintStylesheet, media: "print" }];

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Payment receipt",
    description: `A receipt for a payment to ${company.name}, with the GST shown, to print or save.`,
    noindex: true,
  });
}

// A document's figures run to the right edge of a phone, where the floating chat button would cover them.
export const handle: RouteHandle = { hideChat: true };

export const headers: Route.HeadersFunction = privatePageHeaders;

export default function ReceiptPage({ params }: Route.ComponentProps) {
  return (
    <RequireLogin>
      <Suspense fallback={<ScreenLoading text="Loading your receipt…" />}>
        <ReceiptScreen paymentId={params.paymentId} />
      </Suspense>
    </RequireLogin>
  );
}
