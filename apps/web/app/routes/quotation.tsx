// /quotations/{enquiry}/quotation/{slug}: one personalised quotation whole, with its hotel
// options, accept and pay. Private but shareable: reached only by its unguessable slug, noindex,
// never cached by shared caches, out of the sitemap. An unknown slug is a real 404.
import { company } from "@parvat/domain/company";
import { QuotationView } from "../components/quotation/quotation-view.tsx";
import { privatePageHeaders } from "../components/require-login.tsx";
import { appContext } from "../context.ts";
import { graphql } from "../graphql/generated/gql.ts";
import { loadQuery, requireFound } from "../graphql/load.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/quotation";

const QuotationDocument = graphql(`
  query QuotationPage($slug: String!) {
    quotation(slug: $slug) {
      ...QuotationViewFields
    }
  }
`);

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { today } = context.get(appContext);
  const result = await loadQuery(context, QuotationDocument, { slug: params.quotationSlug });
  const quotation = requireFound(result.quotation);
  // A quotation reached under another enquiry's address is not there.
  if (quotation.enquiry_slug !== params.slug) requireFound(null);
  const option = Number(new URL(request.url).searchParams.get("option"));
  return { quotation, today, option: Number.isSafeInteger(option) && option > 0 ? option : null };
}

// Personal: no shared cache keeps it, and search engines are told twice (header and meta).
export const headers: Route.HeadersFunction = () => ({ ...privatePageHeaders(), "X-Robots-Tag": "noindex" });

export function meta(args: Route.MetaArgs) {
  const quotation = args.loaderData?.quotation;
  return pageMeta(args, {
    title: quotation ? `${quotation.trip_title}: your quotation` : "Your trip quotation",
    description: `A personalised trip quotation from ${company.name}: itinerary, stays, inclusions and price, prepared by your planner.`,
    noindex: true,
  });
}

export default function Quotation({ loaderData }: Route.ComponentProps) {
  return <QuotationView quotation={loaderData.quotation} today={loaderData.today} initialOption={loaderData.option} />;
}
