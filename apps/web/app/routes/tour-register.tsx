// /tours/{id}/register?packageId=...&date=...: registering the travellers of a trip booking (guarded).
// The trek page's "Book now" leads here with the chosen package and departure. The screen shows
// that choice as it stands today (still offered, price, seats) and how the travellers' details
// reach the trip desk, who confirms the seats and sends the payment link.
import { company } from "@parvat/domain/company";
import { departurePrice, formatRupees, seatStatus, struckThroughPrice } from "@parvat/domain/trek-pricing";
import { data, Link } from "react-router";
import { ContactOptions } from "../components/contact-options.tsx";
import { PageHero, Section } from "../components/page-hero.tsx";
import { privatePageHeaders, RequireLogin } from "../components/require-login.tsx";
import { longDate, plural } from "../components/trek/trek-format.ts";
import { graphql } from "../graphql/generated/gql.ts";
import { loadQuery, requireFound } from "../graphql/load.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/tour-register";

const TrekChoiceDocument = graphql(`
  query TrekChoice($id: Int!) {
    trek(id: $id) {
      id
      slug
      name
      packages {
        id
        name
        price
        original_price
      }
      events {
        id
        start_date
        end_date
        available_seats
        prices {
          package_id
          enabled
          price
        }
      }
    }
  }
`);

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 });
  const { trek } = await loadQuery(context, TrekChoiceDocument, { id });
  const found = requireFound(trek);
  const pkg = found.packages.find((candidate) => String(candidate.id) === url.searchParams.get("packageId"));
  const departure = found.events.find((event) => event.start_date === url.searchParams.get("date"));
  const price = pkg && departure ? departurePrice(pkg, departure) : null;
  return {
    trek: { id: found.id, slug: found.slug, name: found.name },
    choice:
      pkg && departure && price !== null
        ? {
            packageId: pkg.id,
            packageName: pkg.name,
            startDate: departure.start_date,
            endDate: departure.end_date,
            seats: departure.available_seats,
            price,
            struckThrough: struckThroughPrice(pkg, price),
          }
        : null,
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Register travellers for your trip",
    description: `Register the travellers on your ${company.name} trip: the details we need for permits, stays and the trip group, and how to send them.`,
    noindex: true,
  });
}

export const headers: Route.HeadersFunction = privatePageHeaders;

export default function TourRegister({ loaderData }: Route.ComponentProps) {
  const { trek, choice } = loaderData;
  const message = choice
    ? `Hi ${company.name}! I would like to book ${trek.name} (${choice.packageName}) departing on ${longDate(choice.startDate)} and register the travellers.`
    : `Hi ${company.name}! I would like to book ${trek.name} and register the travellers.`;
  return (
    <RequireLogin>
      <PageHero
        eyebrow="Registration"
        title="Register travellers for your trip"
        lead="For every traveller we need the first and last name, date of birth, gender and phone number with country code. Send them to your trip desk: they confirm the seats and send you a payment link."
      />
      <Section title="Your choice">
        {choice ? (
          <dl className="card grid gap-4 p-5 sm:grid-cols-2 lg:grid-cols-4">
            <div>
              <dt className="text-xs font-medium text-slate-600">Trip</dt>
              <dd className="font-semibold text-slate-900">{trek.name}</dd>
            </div>
            <div>
              <dt className="text-xs font-medium text-slate-600">Package</dt>
              <dd className="font-semibold text-slate-900">{choice.packageName}</dd>
            </div>
            <div>
              <dt className="text-xs font-medium text-slate-600">Departure</dt>
              <dd className="font-semibold text-slate-900">
                {longDate(choice.startDate)} to {longDate(choice.endDate)}
              </dd>
              <dd className="text-sm text-slate-600">
                {seatStatus(choice.seats) === "few" ? "Few seats left: " : ""}
                {plural(choice.seats, "seat")} open today
              </dd>
            </div>
            <div>
              <dt className="text-xs font-medium text-slate-600">Price per person</dt>
              <dd className="font-semibold text-slate-900">
                {formatRupees(choice.price)}{" "}
                {choice.struckThrough > choice.price ? (
                  <s className="text-sm font-normal text-slate-600">
                    <span className="sr-only">Original price </span>
                    {formatRupees(choice.struckThrough)}
                  </s>
                ) : null}
              </dd>
            </div>
          </dl>
        ) : (
          <div className="card p-5">
            <p className="font-semibold text-slate-900">This package or date is no longer open on {trek.name}.</p>
            <p className="mt-1 text-slate-600">Seats may have sold out since you chose them. Pick another date.</p>
          </div>
        )}
        <Link
          to={choice ? `/tours/${trek.slug}?packageId=${choice.packageId}` : `/tours/${trek.slug}`}
          className="link mt-4 inline-block"
        >
          {choice ? "Change the package or date" : `Choose a date on ${trek.name}`}
        </Link>
      </Section>
      <Section title="Send the traveller details" className="bg-sand">
        <ContactOptions whatsappMessage={message} emailSubject={`Travellers for ${trek.name}`} />
      </Section>
    </RequireLogin>
  );
}
