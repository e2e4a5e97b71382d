// A trip as the public API answers it, for tests that check the trek page's figures against the
// API's: its packages, departures and per-departure prices, and SPEC.md section 4's price rule.
import type { APIRequestContext } from "@playwright/test";

export interface PriceEntry {
  package_id: number;
  enabled: boolean;
  price: number | null;
}
export interface Package {
  id: number;
  name: string;
  price: number;
}
export interface Departure {
  start_date: string;
  available_seats: number;
  prices: PriceEntry[];
}
export interface TrekData {
  id: number;
  name: string;
  booking_amount_per_person: number | null;
  balance_due_days: number | null;
  packages: Package[];
  events: Departure[];
}

export async function trekData(request: APIRequestContext, slug: string): Promise<TrekData> {
  const response = await request.post("/api/graphql", {
    data: {
      query: `query($slug: String!) { treks(slug: $slug) {
        id name booking_amount_per_person balance_due_days
        packages { id name price } events { start_date available_seats prices { package_id enabled price } }
      } }`,
      variables: { slug },
    },
  });
  return ((await response.json()) as { data: { treks: TrekData[] } }).data.treks[0]!;
}

/** SPEC.md section 4's price rule, restated from the outside. */
export function priceOf(pkg: Package, event: Departure): number | null {
  const entry = event.prices.find((price) => price.package_id === pkg.id && price.enabled);
  return entry ? (entry.price ?? pkg.price) : null;
}
