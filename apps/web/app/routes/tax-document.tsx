// /documents/{id}: a tax invoice's or credit note's printable page (guarded: the viewer's own, or any
// for staff). Never indexed, never stored. The print stylesheet (the receipt's: A4, the document
// alone) and the document load with this route only; its PDF is /documents/{id}.pdf by a signed link.
import { company } from "@parvat/domain/company";
import { lazy, Suspense } from "react";
import receiptPrintStylesheet from "../components/payments/receipt-print.css?url";
import { ScreenLoading } from "../components/payments/screen-status.tsx";
import { privatePageHeaders, RequireLogin } from "../components/require-login.tsx";
import type { RouteHandle } from "../components/site-layout.tsx";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/tax-document";

const TaxDocumentScreen = lazy(() =>
  import("../components/tax/tax-document.tsx").then((module) => ({ default: module.TaxDocumentScreen })),
);

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: receiptPrintStylesheet, media: "print" }];

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Tax invoice",
    description: `A tax invoice or credit note of ${company.name}, to print or save as PDF.`,
    noindex: true,
  });
}

// A document's figures run to the right edge of a phone, where the floating chat button would cover them.
export const handle: RouteHandle = { hideChat: true };

export const headers: Route.HeadersFunction = privatePageHeaders;

export default function TaxDocumentPage({ params }: Route.ComponentProps) {
  return (
    <RequireLogin>
      <Suspense fallback={<ScreenLoading text="Loading your invoice…" />}>
        <TaxDocumentScreen documentId={params.documentId} />
      </Suspense>
    </RequireLogin>
  );
}
