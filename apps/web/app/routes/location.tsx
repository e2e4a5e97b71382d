// /{location}: a destination's page (SPEC.md section 2's single-segment catch-all). Known
// destinations show their heading and picture; anything else is a real 404. The listing of its
// trips joins with the catalogue in a later issue.
import { company } from "@parvat/domain/company";
import { mediaUrl } from "@parvat/domain/media";
import { Link } from "react-router";
import { FramePage } from "../components/frame-page.tsx";
import { CheckIcon } from "../components/icons.tsx";
import { Section } from "../components/page-hero.tsx";
import { graphql } from "../graphql/generated/gql.ts";
import { loadQuery, requireFound } from "../graphql/load.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/location";

const DestinationDocument = graphql(`
  query Destination {
    destinations {
      slug
      name
      tagline
      country
      hero_image {
        ...ImageFields
      }
    }
  }
`);

export async function loader({ context, params }: Route.LoaderArgs) {
  const { destinations } = await loadQuery(context, DestinationDocument, {});
  const destination = requireFound(destinations.find((item) => item.slug === params.location));
  const nearby = destinations.filter((item) => item.slug !== destination.slug && item.country === destination.country);
  return { destination, nearby: nearby.slice(0, 6) };
}

export function meta(args: Route.MetaArgs) {
  const { destination } = args.loaderData;
  return pageMeta(args, {
    title: `${destination.name} trips and tour packages`,
    description: `${destination.tagline}. Treks, group trips and tour packages to ${destination.name} with ${company.name}: planned stays, local guides, flexible cancellation and 24/7 support.`,
    image: mediaUrl(destination.hero_image, 1080, "webp"),
    imageAlt: destination.hero_image.alt,
  });
}

const promises = [
  "Group departures with a trip captain, and private packages on your own dates",
  "Stays and routes our team has tried and tested",
  "Flexible cancellation, written down before you pay",
  "A person on call 24/7 while you travel",
] as const;

export default function Location({ loaderData }: Route.ComponentProps) {
  const { destination, nearby } = loaderData;
  const message = `Hi ${company.name}! I would like details about your upcoming experiences in ${destination.name}.`;
  return (
    <FramePage
      eyebrow={destination.country}
      image={destination.hero_image}
      title={destination.name}
      lead={destination.tagline}
      helpTitle={`Plan your ${destination.name} trip`}
      helpIntro={`Tell us your dates and who is travelling. We will send the ${destination.name} departures with open seats and packages that fit, with prices in rupees.`}
      whatsappMessage={message}
      emailSubject={`${destination.name} trip enquiry`}
    >
      <Section title={`Travel to ${destination.name} with us`}>
        <ul className="grid gap-3 text-slate-700 sm:grid-cols-2">
          {promises.map((point) => (
            <li key={point} className="flex gap-3">
              <CheckIcon className="mt-0.5 size-5 shrink-0 text-primary" />
              {point}
            </li>
          ))}
        </ul>
      </Section>
      {nearby.length > 0 ? (
        <Section title={`More in ${destination.country}`}>
          <ul className="flex flex-wrap gap-2">
            {nearby.map((item) => (
              <li key={item.slug}>
                <Link
                  to={`/${item.slug}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 text-sm font-medium text-slate-800 hover:border-primary hover:text-primary-strong"
                >
                  {item.name}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </FramePage>
  );
}
