// The traveller's choice on the trek page: a package and a departure date, and the price they give.
// The package lives in the address (packageId, SPEC.md section 2), rewritten in place: no new
// history entry, no reload of the page's data, no jump to the top.
import { quoteTrek } from "@parvat/domain/trek-pricing";
import { useCallback, useMemo, useState } from "react";
import type { Trek } from "./trek-fields.ts";

export function packageAddress(href: string, packageId: number): string {
  const url = new URL(href);
  url.searchParams.set("packageId", String(packageId));
  return `${url.pathname}${url.search}${url.hash}`;
}

export function useTrekChoice(trek: Trek, initialPackageId: string | null) {
  const [packageId, setPackageId] = useState<number | string | null>(initialPackageId);
  const [date, setDate] = useState<string | null>(null);
  const quote = useMemo(
    () => quoteTrek(trek.packages, trek.events, { packageId, date }),
    [trek.packages, trek.events, packageId, date],
  );

  const choosePackage = useCallback((id: number) => {
    setPackageId(id);
    // React Router's own navigation would reset the scroll (SPEC.md section 2) and reload the data;
    // keeping its history state keeps back and forward working.
    window.history.replaceState(window.history.state, "", packageAddress(window.location.href, id));
  }, []);

  return { quote, choosePackage, chooseDate: setDate };
}

export type TrekChoice = ReturnType<typeof useTrekChoice>;
