// /account/my-data: everything held about the traveller, to read, print or download as JSON (docs/api.md,
// "A traveller's rights"). Never indexed, never stored; the print stylesheet loads with this route only.
import { company } from "@parvat/domain/company";
import { lazy, Suspense } from "react";
import myDataPrintStylesheet from "../components/account/my-data-print.css?url";
import { PageHero } from "../components/page-hero.tsx";
import { ScreenLoading } from "../components/payments/screen-status.tsx";
import { privatePageHeaders, RequireLogin } from "../components/require-login.tsx";
import type { RouteHandle } from "../components/site-layout.tsx";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/my-data";

const MyDataScreen = lazy(() =>
  import("../components/account/my-data.tsx").then((module) => ({ default: module.MyDataScreen })),
);

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: myDataPrintStylesheet, media: "print" }];

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "My data",
    description: `Everything ${company.name} holds about your account, to read, print or download.`,
    noindex: true,
  });
}

export const handle: RouteHandle = { hideChat: true };

export const headers: Route.HeadersFunction = privatePageHeaders;

export default function MyDataPage() {
  return (
    <>
      <PageHero eyebrow="Your account" title="My data" />
      <RequireLogin>
        <Suspense fallback={<ScreenLoading text="Loading your data…" />}>
          <MyDataScreen />
        </Suspense>
      </RequireLogin>
    </>
  );
}
