// The package choice: a radio group of cards, each with its days and its lowest price on the open
// departures. (The chosen package's description opens its itinerary.)

/** The lowest price of a package over the departures that offer it; null when none does. */
export function lowestPrice(pkg: PricedPackage, events: readonly TrekEvent[]): number | null {
  let lowest: number | null = null;
  for (const event of events) {
    const price = departurePrice(pkg, event);
    if (price !== null && (lowest === null || price < lowest)) lowest = price;
  }
  return lowest;
}

import { departurePrice, formatRupees, type PricedPackage } from "@parvat/domain/trek-pricing";
import type { PackageOnPage, TrekEvent } from "./trek-fields.ts";
import { plural } from "./trek-format.ts";

export function PackagePicker({
  packages,
  events,
  chosenId,
  onChoose,
  legend,
  hint,
}: {
  packages: readonly PackageOnPage[];
  events: readonly TrekEvent[];
  chosenId: number | undefined;
  onChoose: (packageId: number) => void;
  legend: string;
  hint: string | null;
}) {
  return (
    // The id is where the page opens when the choice is sent as a form (booking-panel.tsx).
    <fieldset id="choose-package" className="min-w-0 scroll-mt-4">
      <legend className="text-base font-bold text-slate-900">{legend}</legend>
      {hint ? <p className="mt-1 text-sm text-slate-600">{hint}</p> : null}
      <div className="mt-2 grid gap-2">
        {packages.map((pkg) => {
          const chosen = pkg.id === chosenId;
          const lowest = lowestPrice(pkg, events);
          return (
            <label
              key={pkg.id}
              className={`flex cursor-pointer items-start gap-3 rounded-xl border px-3 py-2.5 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-strong ${
                chosen ? "border-primary-strong bg-primary-soft" : "border-slate-200 bg-white hover:border-slate-400"
              }`}
            >
              <input
                type="radio"
                name="packageId"
                value={pkg.id}
                checked={chosen}
                onChange={() => onChoose(pkg.id)}
                className="mt-1 size-4 shrink-0 accent-[#c8102e]"
              />
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-semibold text-slate-900">{pkg.name}</span>
                <span className="mt-0.5 block text-xs text-slate-600">
                  {plural(pkg.days, "day")} · {lowest === null ? "no open dates" : `from ${formatRupees(lowest)}`}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
