// /campaign/{slug}: a campaign's offer page, from data. An unknown slug is a real 404
// (the load helper's convention); an ended campaign answers 200 with noindex and points to the
// current trips; a running one is in sitemap.xml and carries a JSON-LD Offer with validThrough.
// The loader hands the page its own moment, so the countdown renders the same on server and client.
import { company } from "@parvat/domain/company";
import { mediaUrl } from "@parvat/domain/media";
import { CampaignPage } from "../components/campaign/campaign-page.tsx";
import { graphql } from "../graphql/generated/gql.ts";
import { loadQuery, requireFound } from "../graphql/load.server.ts";
import { campaignPath, tripPath } from "../lib/paths.ts";
import { absoluteUrl, pageMeta, rootOrigin } from "../lib/seo.ts";
import type { Route } from "./+types/campaign";

const CampaignPageDocument = graphql(`
  query CampaignPage($slug: String!) {
    campaign(slug: $slug) {
      ...CampaignOfferFields
      headline
      description
      starts_at
      code
      terms
      hero_image {
        ...ImageFields
      }
      trips {
        ...TripCardFields
        next_departure {
          start_date
          available_seats
        }
      }
    }
  }
`);

export async function loader({ context, params }: Route.LoaderArgs) {
  const { campaign } = await loadQuery(context, CampaignPageDocument, { slug: params.slug });
  return { campaign: requireFound(campaign), serverNow: new Date().toISOString() };
}

export function meta(args: Route.MetaArgs) {
  const campaign = args.loaderData?.campaign;
  if (!campaign) {
    return pageMeta(args, {
      title: "Offer not found",
      description: `This offer is not on ${company.name}.`,
      noindex: true,
    });
  }
  const origin = rootOrigin(args.matches);
  const running = campaign.state === "running";
  return pageMeta(args, {
    title: `${campaign.name}: ${campaign.offer_text}`,
    description: `${campaign.headline}. ${campaign.description}`.slice(0, 300),
    image: mediaUrl(campaign.hero_image, 1080, "webp"),
    imageAlt: campaign.hero_image.alt,
    noindex: !running,
    jsonLd: running
      ? [
          {
            "@context": "https://schema.org",
            "@type": "Offer",
            name: campaign.name,
            description: `${campaign.offer_text}: ${campaign.headline}`,
            url: absoluteUrl(origin, campaignPath(campaign.slug)),
            validFrom: campaign.starts_at,
            validThrough: campaign.ends_at,
            priceCurrency: "INR",
            availability: "https://schema.org/InStock",
            seller: { "@type": "Organization", name: company.name, url: origin },
            itemOffered: campaign.trips.map((trip) => ({
              "@type": "TouristTrip",
              name: trip.title,
              url: absoluteUrl(origin, tripPath(trip.slug)),
            })),
          },
        ]
      : [],
  });
}

export default function Campaign({ loaderData }: Route.ComponentProps) {
  return <CampaignPage campaign={loaderData.campaign} serverNow={loaderData.serverNow} />;
}
