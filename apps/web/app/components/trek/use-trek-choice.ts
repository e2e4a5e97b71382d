// The traveller's choice on the trek page: a package, a departure date and how many are travelling
// (no more than the date's seats), and the price they give. The package lives in the address (packageId, SPEC.md section 2),
// rewritten in place: no new history entry, no reload of the page's data, no jump to the top. The
// date is always one the package can be booked on (@parvat/domain/trek-pricing decides): choosing a
// month chooses its first open date, and choosing another package keeps the month where it can.
import { quoteTrek } from "@parvat/domain/trek-pricing";
import { useCallback, useMemo, useState } from "react";
import type { Trek } from "./trek-fields.ts";

export function packageAddress(href: string, packageId: number): string {
  const url = new URL(href);
  url.searchParams.set("packageId", String(packageId));
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * @param bookingLimit the most travellers one booking takes; the chosen departure's seats lower it,
 *   and a count chosen on a roomier date comes down to them.
 */
export function useTrekChoice(
  trek: Trek,
  initialPackageId: string | null,
  bookingLimit: number,
  initialTravellers = 1,
) {
  const [packageId, setPackageId] = useState<number | string | null>(initialPackageId);
  // A date (YYYY-MM-DD) or a month (YYYY-MM) asked for; the quote resolves it to a bookable departure.
  const [asked, setAsked] = useState<string | null>(null);
  const [askedTravellers, setTravellers] = useState(() => Math.max(1, Math.floor(initialTravellers)));
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
      // React Router's own navigation would reset the scroll (SPEC.md section 2) and reload the data;
      // keeping its history state keeps back and forward working.
      window.history.replaceState(window.history.state, "", packageAddress(window.location.href, id));
    },
    [chosenDate],
  );

  return {
    quote,
    travellers,
    maxTravellers,
    choosePackage,
    chooseDate: setAsked,
    chooseMonth: setAsked,
    setTravellers,
  };
}

export type TrekChoice = ReturnType<typeof useTrekChoice>;
