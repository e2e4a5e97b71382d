// The traveller's choice on the trek page: a package, a departure date and how many are travelling
// (no more than the date's seats), and the price they give. The choice lives in the address (packageId,
// SPEC.md section 2; date and travellers once chosen), rewritten in place: no new history entry, no reload
// of the page's data, no jump to the top. The server answers the same address (choice-address.ts): a
// choice made before the code has loaded, or without JavaScript, is a page load to it. The date is always
// one the package can be booked on (@parvat/domain/trek-pricing decides): choosing a month chooses its
// first open date, and choosing another package keeps the month where it can.
import { type Departure, type PricedPackage, quoteTrek } from "@parvat/domain/trek-pricing";
import { useCallback, useMemo, useState } from "react";
import { choiceAddress } from "./choice-address.ts";
import type { PackageOnPage, TrekEvent } from "./trek-fields.ts";

/** Rewrites the address in place: React Router's navigation would reset the scroll and reload the data. */
function rewriteAddress(changes: Parameters<typeof choiceAddress>[1]): void {
  // Keeping the router's history state keeps back and forward working.
  window.history.replaceState(window.history.state, "", choiceAddress(window.location.href, changes));
}

/**
 * @param bookingLimit the most travellers one booking takes; the chosen departure's seats lower it,
 *   and a count chosen on a roomier date comes down to them.
 * @param initialDate a date (YYYY-MM-DD) or a month (YYYY-MM) the address asks for.
 */
export function useTrekChoice<P extends PricedPackage, D extends Departure & { available_seats: number }>(
  trek: { packages: readonly P[]; events: readonly D[] },
  initialPackageId: string | null,
  bookingLimit: number,
  initialTravellers = 1,
  initialDate: string | null = null,
) {
  const [packageId, setPackageId] = useState<number | string | null>(initialPackageId);
  // A date (YYYY-MM-DD) or a month (YYYY-MM) asked for; the quote resolves it to a bookable departure.
  const [asked, setAsked] = useState<string | null>(initialDate);
  const [askedTravellers, setAskedTravellers] = useState(() => Math.max(1, Math.floor(initialTravellers)));
  const quote = useMemo(
    () => quoteTrek(trek.packages, trek.events, { packageId, date: asked }),
    [trek.packages, trek.events, packageId, asked],
  );
  const chosenDate = quote.departure?.start_date ?? null;
  const maxTravellers = Math.max(1, Math.min(bookingLimit, quote.departure?.available_seats ?? bookingLimit));
  const travellers = Math.min(askedTravellers, maxTravellers);

  const choosePackage = useCallback(
    (id: number) => {
      setPackageId(id);
      // Keep the date on screen when the new package has it, else the first open date of its month.
      setAsked(chosenDate);
      rewriteAddress({ packageId: id });
    },
    [chosenDate],
  );
  const chooseDate = useCallback((dateOrMonth: string) => {
    setAsked(dateOrMonth);
    rewriteAddress({ date: dateOrMonth });
  }, []);
  const setTravellers = useCallback((count: number) => {
    setAskedTravellers(count);
    rewriteAddress({ travellers: count });
  }, []);

  return {
    quote,
    travellers,
    maxTravellers,
    choosePackage,
    chooseDate,
    chooseMonth: chooseDate,
    setTravellers,
  };
}

export type TrekChoice = ReturnType<typeof useTrekChoice<PackageOnPage, TrekEvent>>;
