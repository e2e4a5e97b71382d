// The state check of the registration screens (DESIGN.md section 3): the trip, package and departure
// the address names, resolved against what is on sale today, or the reason in words why they cannot
// be booked, for the toast that sends the traveller back to choose again. Departures arrive as the
// trek page gets them: from today in the business time zone, with seats left.
import { rupeesToPaise } from "@parvat/domain/booking-amounts";
import { isIsoDate } from "@parvat/domain/business-dates";
import { departurePrice, struckThroughPrice } from "@parvat/domain/trek-pricing";
import type { RegistrationTrekFieldsFragment } from "../../graphql/generated/graphql.ts";
import { tripPath } from "../../lib/paths.ts";
import type { TripOffer } from "../campaign/campaign-offer.ts";
import { longDate } from "../trek/trek-format.ts";
import type { BookingChoice } from "./choice-summary.tsx";

/** What registration carries besides the choice (registration-extras.server.ts reads it from the address). */
export interface RegistrationExtras {
  /** The campaign page the booking started from (`?campaign=`), sent with the booking. */
  campaignSlug: string | null;
  /** That campaign's offer on this trip, or why it gives none; null without a campaign. */
  campaignOffer: TripOffer | null;
  /** How many traveller cards the form opens with (`?travellers=`), within the seats left. */
  initialTravellers: number;
}

export type ChoiceResult = { ok: true; choice: BookingChoice } | { ok: false; reason: string };

/** What the address asks for: a package, and a departure by id or by start date. */
export interface RequestedChoice {
  packageId: number | null;
  eventId?: number | null;
  date?: string | null;
}

/** A departure the trip page no longer offers, as the API knows it, to say why. */
export interface ClosedDeparture {
  start_date: string;
  available_seats: number;
}

/** What the way back to the trip page keeps of registration's address: the travellers and the campaign. */
export function carriedBack(url: URL): { travellers: number | null; campaign: string | null } {
  return { travellers: idParam(url.searchParams.get("travellers")), campaign: url.searchParams.get("campaign") };
}

/** A whole positive number from the address, or null. */
export function idParam(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * Where the choice is made again: the trip page, on the package asked for when the trip has it,
 * keeping how many travel and the campaign the booking started from (going back to change the date
 * must not lose the offer or the party).
 */
export function choiceHref(
  trek: Pick<RegistrationTrekFieldsFragment, "slug" | "packages">,
  packageId: number | null,
  carried: { travellers?: number | null; campaign?: string | null } = {},
) {
  const query = new URLSearchParams();
  if (packageId !== null && trek.packages.some((candidate) => candidate.id === packageId)) {
    query.set("packageId", String(packageId));
  }
  if (carried.travellers && carried.travellers > 1) query.set("travellers", String(carried.travellers));
  if (carried.campaign) query.set("campaign", carried.campaign);
  return query.size > 0 ? `${tripPath(trek.slug)}?${query}` : tripPath(trek.slug);
}

function closedReason(startDate: string, today: string, seatsLeft?: number): string {
  const when = longDate(startDate);
  if (startDate < today) return `The departure on ${when} has already left. Choose another date.`;
  if (seatsLeft === 0) return `The departure on ${when} is full. Choose another date.`;
  if (seatsLeft === undefined) return `The departure on ${when} is full or no longer open. Choose another date.`;
  return `The departure on ${when} is no longer open for booking. Choose another date.`;
}

export function resolveChoice(
  trek: RegistrationTrekFieldsFragment,
  requested: RequestedChoice,
  today: string,
  /** The departure as the API knows it when the trip page no longer lists it (by id only). */
  closed?: ClosedDeparture | null,
): ChoiceResult {
  const date = requested.date && isIsoDate(requested.date) ? requested.date : null;
  const departure = trek.events.find((event) =>
    requested.eventId ? event.id === requested.eventId : event.start_date === date,
  );
  if (!departure) {
    if (closed)
      return { ok: false, reason: closedReason(closed.start_date, today, Math.max(0, closed.available_seats)) };
    if (date && !requested.eventId) return { ok: false, reason: closedReason(date, today) };
    if (requested.eventId) {
      return { ok: false, reason: `That departure of ${trek.name} is not open for booking. Choose another date.` };
    }
    return { ok: false, reason: `Choose a date for ${trek.name} first.` };
  }
  const offered = trek.packages.filter((candidate) => departurePrice(candidate, departure) !== null);
  const pkg =
    requested.packageId === null ? offered[0] : trek.packages.find((candidate) => candidate.id === requested.packageId);
  if (!pkg) return { ok: false, reason: `That package is not offered on ${trek.name}. Choose a package and a date.` };
  const price = departurePrice(pkg, departure);
  if (price === null) {
    return {
      ok: false,
      reason: `${pkg.name} is not offered on ${longDate(departure.start_date)}. Choose another date or package.`,
    };
  }
  return {
    ok: true,
    choice: {
      trip: {
        id: trek.id,
        slug: trek.slug,
        name: trek.name,
        type: trek.type,
        min_age: trek.min_age,
        max_age: trek.max_age,
      },
      pkg: { id: pkg.id, name: pkg.name },
      departure: {
        id: departure.id,
        start_date: departure.start_date,
        end_date: departure.end_date,
        available_seats: departure.available_seats,
      },
      pricePerPersonPaise: rupeesToPaise(price),
      struckThroughPaise: rupeesToPaise(struckThroughPrice(pkg, price)),
      discountName: pkg.discount_name ?? null,
    },
  };
}
