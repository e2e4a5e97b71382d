// /quotations/{enquiry}/quotation/{slug}: one personalised quotation whole (issue 11), with its hotel
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
      slug
      name
      trip_title
      trip_subtitle
      expiry_date
      expired
      accepted
      duration
      pax
      meals
      rooms
      stay_details
      travel_date
      travel_details
      travel_comments
      inclusions
      exclusions
      show_price_for
      booking_amount
      discount_name
      price_note
      know_before_you_book
      price_inclusive_of_taxes
      airport_transfer
      private_vehicle_siteseeing
      sic_vehicle
      travelling_data {
        from
        to
        mode
      }
      extrabeds
      exclusive_adult_extrabed
      flight {
        included
        price
        note
      }
      train {
        included
        price
        note
      }
      bus {
        included
        price
        note
      }
      visa {
        included
        price
        note
      }
      enquiry_slug
      phone_number {
        number
      }
      planner {
        first_name
        last_name
        avatar {
          ...ImageFields
        }
      }
      campsite {
        name
        policies {
          title
          body
        }
      }
      images {
        ...ImageFields
      }
      days {
        day_number
        title
        description
        activities {
          name
          slug
          included
          price
          price_for
        }
        attractions {
          name
          included
        }
      }
      property_groups {
        id
        name
        is_selected
        price
        properties {
          name
          location
          star_category
          meals
          room_type
          days_detail
        }
      }
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
