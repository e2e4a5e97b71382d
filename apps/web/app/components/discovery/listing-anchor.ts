// A new filter, sort or page of a listing keeps the traveller at the list instead of sending them to
// the top of the page: those links carry #trips, which the site's scroll reset leaves alone, and the
// list scrolls its own top into view. A shared link with #trips opens at the list too.
import { useEffect } from "react";
import { useLocation } from "react-router";

export const LISTING_ANCHOR = "#trips";

export function useListingAnchor(): void {
  const { key, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: every new location with the anchor scrolls
  useEffect(() => {
    if (hash === LISTING_ANCHOR) document.getElementById(LISTING_ANCHOR.slice(1))?.scrollIntoView();
  }, [key, hash]);
}
