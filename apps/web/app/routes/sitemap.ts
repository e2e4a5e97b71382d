// sitemap.xml: every public page search engines should know about: the fixed pages, every
// destination, trip, attraction and activity, the blog posts, the creator pages and the running campaigns. Searches,
// filtered lists and personal or guarded screens stay out.
import { appContext } from "../context.ts";
import { graphql } from "../graphql/generated/gql.ts";
import { loadQuery } from "../graphql/load.server.ts";
import {
  activityPath,
  attractionPath,
  blogPostPath,
  campaignPath,
  creatorMomentsPath,
  creatorPath,
  creatorTripPath,
  destinationPath,
  FEATURED_CREATOR_SLUG,
  tripPath,
} from "../lib/paths.ts";
import type { Route } from "./+types/sitemap";

const SitemapDocument = graphql(`
  query Sitemap {
    destinations {
      slug
    }
    activeTrips {
      slug
    }
    attractions {
      slug
    }
    activities {
      slug
    }
    blogPosts {
      slug
      published_on
      creator {
        slug
      }
    }
    runningCampaigns {
      slug
    }
  }
`);

const CreatorSitemapDocument = graphql(`
  query CreatorSitemap($slug: String!) {
    creator(slug: $slug) {
      slug
      trips {
        slug
      }
    }
  }
`);

const staticPaths = [
  "/",
  "/group-trips",
  "/tour-packages",
  "/tours/all",
  "/dubai/things-to-do",
  "/customize",
  "/about",
  "/team",
  "/careers",
  "/contact",
  "/premium",
  "/download",
  "/terms",
  "/privacy",
];

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export async function loader({ context }: Route.LoaderArgs) {
  const { origin } = context.get(appContext);
  const data = await loadQuery(context, SitemapDocument, {});
  const creatorSlugs = [
    ...new Set([FEATURED_CREATOR_SLUG, ...data.blogPosts.flatMap((post) => (post.creator ? [post.creator.slug] : []))]),
  ];
  const creators = await Promise.all(
    creatorSlugs.map((slug) => loadQuery(context, CreatorSitemapDocument, { slug }).then((result) => result.creator)),
  );
  const entries: { path: string; lastmod?: string }[] = [
    ...staticPaths.map((path) => ({ path })),
    ...data.destinations.map((destination) => ({ path: destinationPath(destination.slug) })),
    ...data.activeTrips.map((trip) => ({ path: tripPath(trip.slug) })),
    ...data.attractions.map((attraction) => ({ path: attractionPath(attraction.slug) })),
    ...data.activities.map((activity) => ({ path: activityPath(activity.slug) })),
    ...data.blogPosts.map((post) => ({ path: blogPostPath(post), lastmod: post.published_on })),
    ...data.runningCampaigns.map((campaign) => ({ path: campaignPath(campaign.slug) })),
    ...creators.flatMap((creator) =>
      creator
        ? [
            { path: creatorPath(creator.slug) },
            ...creator.trips.flatMap((trip) => [
              { path: creatorTripPath(creator.slug, trip.slug) },
              { path: creatorMomentsPath(creator.slug, trip.slug) },
            ]),
          ]
        : [],
    ),
  ];
  const xml = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...entries.map(
      (entry) =>
        `  <url><loc>${escapeXml(origin + entry.path)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ""}</url>`,
    ),
    `</urlset>`,
    "",
  ].join("\n");
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
