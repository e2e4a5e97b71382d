// The trek page's rules (SPEC.md section 4), as pure functions shared by the server and the browser.

export interface PricedPackage {
  id: number;
  price: number;
  original_price: number | null;
}

export interface PriceEntry {
  package_id: number;
  enabled: boolean;
  price: number | null;
}

export interface Departure {
  id: number;
  start_date: string;
  prices: readonly PriceEntry[];
}

/** The package named by the address's packageId when the trek has it, otherwise the first. */
export function choosePackage<T extends { id: number }>(
  packages: readonly T[],
  packageId?: number | string | null,
): T | undefined {
  const wanted = packageId === null || packageId === undefined || packageId === "" ? Number.NaN : Number(packageId);
  return packages.find((candidate) => candidate.id === wanted) ?? packages[0];
}

/**
 * The departure starting on `startDate`, or the earliest one. Departures arrive filtered (from today,
 * seats left) and ordered by start date, so the earliest is the first.
 */
export function chooseDeparture<T extends { start_date: string }>(
  departures: readonly T[],
  startDate?: string | null,
): T | undefined {
  return (startDate ? departures.find((departure) => departure.start_date === startDate) : undefined) ?? departures[0];
}

/**
 * The price of a package on a departure: the departure's enabled price entry for the package; an entry
 * without a price falls back to the package's own price; no enabled entry means the package is not
 * offered on that date (null).
 */
export function departurePrice(pkg: PricedPackage, departure: Pick<Departure, "prices"> | undefined): number | null {
  const entry = departure?.prices.find((candidate) => candidate.package_id === pkg.id && candidate.enabled);
  if (!entry) return null;
  return entry.price ?? pkg.price;
}

/**
 * The struck-through original price: the package's original price, moved by the same amount the chosen
 * price differs from the package price (a peak-date surcharge keeps the discount honest); 0 when there is
 * no original price, meaning nothing is struck through.
 */
export function struckThroughPrice(pkg: PricedPackage, chosenPrice: number | null): number {
  if (!pkg.original_price) return 0;
  if (chosenPrice === null || chosenPrice === pkg.price) return pkg.original_price;
  return pkg.original_price + (chosenPrice - pkg.price);
}

/** Whole rupees with Indian digit grouping: 123450 -> "₹1,23,450". */
export function formatRupees(amount: number): string {
  return new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 }).format(
    amount,
  );
}
