// /quotations/{slug}: every quotation a planner prepared for one enquiry (its reference), as cards
// to compare side by side; the expired ones marked and not acceptable. Private but shareable: the
// reference is unguessable, the page noindex, out of the sitemap. An unknown reference is a 404.
import { company } from "@parvat/domain/company";
import { ContactOptions } from "../components/contact-options.tsx";
import { PageHero, Section } from "../components/page-hero.tsx";
import { QuotationCard } from "../components/quotation/quotation-card.tsx";
import { privatePageHeaders } from "../components/require-login.tsx";
import { appContext } from "../context.ts";
import { graphql } from "../graphql/generated/gql.ts";
import { loadQuery, requireFound } from "../graphql/load.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/quotations";

const QuotationsDocument = graphql(`
  query QuotationsPage($enquirySlug: String!) {
    quotations(enquirySlug: $enquirySlug) {
      slug
      enquiry_slug
      name
      trip_title
      duration
      pax
      show_price_for
      expiry_date
      expired
      accepted
      accepted_property_group_id
      price_details {
        property_group_id
        price
      }
      images {
        ...ImageFields
      }
    }
  }
`);

export async function loader({ context, params }: Route.LoaderArgs) {
  const { today } = context.get(appContext);
  const result = await loadQuery(context, QuotationsDocument, { enquirySlug: params.slug });
  return { quotations: requireFound(result.quotations), today };
}

export const headers: Route.HeadersFunction = () => ({ ...privatePageHeaders(), "X-Robots-Tag": "noindex" });

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Your quotations",
    description: `The trip quotations ${company.name} prepared for you: compare the options, stays and prices, then confirm with your planner.`,
    noindex: true,
  });
}

export default function Quotations({ loaderData, params }: Route.ComponentProps) {
  const { quotations, today } = loaderData;
  const name = quotations[0]?.name;
  return (
    <>
      <PageHero
        eyebrow="Personal quotations"
        title={name ? `Your quotations, ${name.split(" ")[0]}` : "Your quotations"}
        lead="Compare the plans your trip planner prepared, open one to choose a hotel option and see its price, then accept it and pay the booking amount."
      />
      <Section title={quotations.length === 1 ? "1 quotation" : `${quotations.length} quotations`}>
        {quotations.length === 0 ? (
          <p className="text-slate-700">Your planner is still preparing your quotations. We will send you the link.</p>
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {quotations.map((quotation) => (
              <QuotationCard key={quotation.slug} quotation={quotation} today={today} />
            ))}
          </div>
        )}
      </Section>
      <Section title="Questions or changes?" className="bg-sand">
        <ContactOptions emailSubject={`Quotations ${params.slug}`} />
      </Section>
    </>
  );
}
