// The per-package part of a departure form: for each package of the trip, whether it is offered on
// the departure and its price there (empty: the package's own price). Used by the forms that add
// one departure, add a series, and edit a departure.
import { formatRupees } from "@parvat/domain/trek-pricing";

export interface PackageOption {
  id: number;
  name: string;
  price: number;
  hide: boolean;
}

export interface PackagePriceValue {
  package_id: number;
  enabled: boolean;
  /** Whole rupees as typed; "" for the package's own price. */
  price: string;
}

export function defaultPackagePrices(packages: readonly PackageOption[]): PackagePriceValue[] {
  return packages.map((pack) => ({ package_id: pack.id, enabled: true, price: "" }));
}

/** The values as the API takes them. */
export function packagePricesInput(values: readonly PackagePriceValue[]) {
  return values.map((value) => ({
    package_id: value.package_id,
    enabled: value.enabled,
    price: value.price.trim() === "" ? null : Number(value.price),
  }));
}

export function PackagePricesFieldset({
  id,
  packages,
  values,
  onChange,
}: {
  /** Unique on the page: prefixes the fields' ids. */
  id: string;
  packages: readonly PackageOption[];
  values: readonly PackagePriceValue[];
  onChange: (values: PackagePriceValue[]) => void;
}) {
  const update = (packageId: number, change: Partial<PackagePriceValue>) =>
    onChange(values.map((value) => (value.package_id === packageId ? { ...value, ...change } : value)));
  return (
    <fieldset className="mt-4">
      <legend className="font-semibold text-slate-900">Packages on this departure</legend>
      <ul className="mt-2 grid gap-3">
        {packages.map((pack) => {
          const value = values.find((candidate) => candidate.package_id === pack.id);
          if (!value) return null;
          return (
            <li key={pack.id} className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 p-3">
              <label className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  checked={value.enabled}
                  onChange={(event) => update(pack.id, { enabled: event.target.checked })}
                />
                <span>
                  Offer {pack.name}
                  {pack.hide ? " (hidden package)" : ""}
                </span>
              </label>
              <label className="text-sm" htmlFor={`${id}-price-${pack.id}`}>
                Price for {pack.name}, ₹ (empty: {formatRupees(pack.price)})
                <input
                  id={`${id}-price-${pack.id}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  value={value.price}
                  onChange={(event) => update(pack.id, { price: event.target.value })}
                  className="mt-1 block min-h-11 w-40 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base"
                />
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
