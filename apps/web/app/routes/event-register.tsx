// /event/{id}/register?packageId=...: registering the travellers of one departure (guarded, with a
// state check), for links from creator trips, campaigns and shared messages. The departure names
// its trip; the package is the one asked for, or the first offered on that date. A departure that
// is unknown, past or full sends the logged-in traveller back (to the trip, or to all trips) with a
// toast saying why.
import { company } from "@parvat/domain/company";
import {
  type ChoiceResult,
  carriedBack,
  choiceHref,
  idParam,
  resolveChoice,
} from "../components/booking/registration-choice.ts";
import { registrationExtras } from "../components/booking/registration-extras.server.ts";
import { RegistrationScreen } from "../components/booking/registration-screen.tsx";
import { privatePageHeaders } from "../components/require-login.tsx";
import type { RouteHandle } from "../components/site-layout.tsx";
import { appContext } from "../context.ts";
import { graphql } from "../graphql/generated/gql.ts";
import { loadQuery } from "../graphql/load.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/event-register";

const DepartureRegistrationDocument = graphql(`
  query DepartureRegistration($id: Int!) {
    departure(id: $id) {
      id
      start_date
      available_seats
      trip {
        id
        name
      }
    }
  }
`);

const DepartureTrekDocument = graphql(`
  query DepartureTrek($id: Int!) {
    trek(id: $id) {
      ...RegistrationTrekFields
    }
  }
`);

const ALL_TRIPS = "/tours/all";

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { today } = context.get(appContext);
  const refuse = (reason: string, changeHref = ALL_TRIPS) => ({
    today,
    result: { ok: false, reason } satisfies ChoiceResult as ChoiceResult,
    changeHref,
  });
  const id = idParam(params.id);
  const { departure } =
    id === null ? { departure: null } : await loadQuery(context, DepartureRegistrationDocument, { id });
  if (!departure) return refuse("We could not find that departure. Choose a trip and a date.");
  const { trek } = await loadQuery(context, DepartureTrekDocument, { id: departure.trip.id });
  if (!trek) return refuse(`${departure.trip.name} is not open for booking at the moment. Choose another trip.`);
  const packageId = idParam(url.searchParams.get("packageId"));
  const result = resolveChoice(trek, { packageId, eventId: departure.id }, today, departure);
  return {
    today,
    result,
    changeHref: choiceHref(trek, result.ok ? result.choice.pkg.id : packageId, carriedBack(url)),
    ...(await registrationExtras(
      context,
      url,
      result.ok ? { trekId: trek.id, seatsLeft: result.choice.departure.available_seats } : null,
    )),
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Register travellers for your departure",
    description: `Add the travellers on your ${company.name} departure and hold their seats: names, dates of birth and phone numbers for permits, stays and the trip group.`,
    noindex: true,
  });
}

export const handle: RouteHandle = { hideChat: true };

export const headers: Route.HeadersFunction = privatePageHeaders;

export default function EventRegister({ loaderData }: Route.ComponentProps) {
  return <RegistrationScreen {...loaderData} />;
}
