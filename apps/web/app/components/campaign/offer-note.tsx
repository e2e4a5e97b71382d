// The campaign a booking started from, stated beside the price on the trip page and at
// registration: its offer and until when, its combination rule, and what it does to this fare
// (applied, not combined with a reduced fare that is already lower, or waiting for more
// travellers); or, when it gives nothing here, why the prices are the usual ones.
import type { OfferOnFare, TripOffer } from "./campaign-offer.ts";
import { lastDay } from "./campaign-offer.ts";

export function OfferNote({
  offer,
  onFare,
  fareDiscountName,
}: {
  offer: TripOffer;
  /** The offer on the chosen fare; null when it does not apply to this trip. */
  onFare: OfferOnFare | null;
  /** The name of the fare's own reduction ("Early-bird fare"), when it has one. */
  fareDiscountName: string | null;
}) {
  if (!offer.applies) {
    const why = {
      ended: `The ${offer.name} has ended`,
      upcoming: `The ${offer.name} has not started yet`,
      "not-covered": `This trip is not part of the ${offer.name}`,
    }[offer.reason];
    return (
      <p className="rounded-xl border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800" data-testid="offer-note">
        {why}: the prices here are the usual ones.
      </p>
    );
  }
  const fare = fareDiscountName ? `the ${fareDiscountName.toLowerCase()}` : "this reduced fare";
  return (
    <div
      className="rounded-xl border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-950"
      data-testid="offer-note"
    >
      <p>
        <span className="font-semibold">{offer.name}</span>: {offer.offerText}, for bookings made until{" "}
        {lastDay(offer.endsAt)}.
      </p>
      {onFare?.outcome === "fare-is-lower" ? (
        <p className="mt-1 font-medium">
          On this package {fare} is already lower than the offer, so you pay {fare}: the two are not combined.
        </p>
      ) : onFare?.outcome === "below-minimum" ? (
        <p className="mt-1 font-medium">
          It applies from {offer.offer.minTravellers} travellers on one booking: add travellers to get it.
        </p>
      ) : null}
      <p className="mt-1 text-emerald-900">{offer.combinationText}</p>
    </div>
  );
}
