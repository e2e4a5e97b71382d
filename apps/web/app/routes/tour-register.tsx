// /tours/{id}/register?packageId=...&date=...: registering the travellers of a trip booking (guarded,
// with a state check). The trek page's "Book now" leads here with the chosen package and departure
// (by date, or by eventId), how many are travelling and the campaign page it came from, if any. The loader resolves them against what is on sale today; a choice that
// cannot be booked (unknown package, a departure past or full) sends the logged-in traveller back
// to the trip page with a toast saying why. Otherwise: the choice, one card per traveller, the
// total, and the seats held on the server.
import { company } from "@parvat/domain/company";
import { data } from "react-router";
import { carriedBack, choiceHref, idParam, resolveChoice } from "../components/booking/registration-choice.ts";
import { registrationExtras } from "../components/booking/registration-extras.server.ts";
import { RegistrationScreen } from "../components/booking/registration-screen.tsx";
import { privatePageHeaders } from "../components/require-login.tsx";
import type { RouteHandle } from "../components/site-layout.tsx";
import { appContext } from "../context.ts";
import { graphql } from "../graphql/generated/gql.ts";
import { loadQuery, requireFound } from "../graphql/load.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/tour-register";

const TrekRegistrationDocument = graphql(`
  query TrekRegistration($id: Int!) {
    trek(id: $id) {
      ...RegistrationTrekFields
    }
  }
`);

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const id = idParam(params.id);
  if (id === null) throw data(null, { status: 404 });
  const { today } = context.get(appContext);
  const { trek } = await loadQuery(context, TrekRegistrationDocument, { id });
  const found = requireFound(trek);
  const requested = {
    packageId: idParam(url.searchParams.get("packageId")),
    eventId: idParam(url.searchParams.get("eventId")),
    date: url.searchParams.get("date"),
  };
  const result = resolveChoice(found, requested, today);
  const extras = await registrationExtras(
    context,
    url,
    result.ok ? { trekId: found.id, seatsLeft: result.choice.departure.available_seats } : null,
  );
  return {
    today,
    result,
    changeHref: choiceHref(found, result.ok ? result.choice.pkg.id : requested.packageId, carriedBack(url)),
    ...extras,
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Register travellers for your trip",
    description: `Register the travellers on your ${company.name} trip and hold their seats: names, dates of birth and phone numbers for permits, stays and the trip group.`,
    noindex: true,
  });
}

export const handle: RouteHandle = { hideChat: true };

export const headers: Route.HeadersFunction = privatePageHeaders;

export default function TourRegister({ loaderData }: Route.ComponentProps) {
  return <RegistrationScreen {...loaderData} />;
}
