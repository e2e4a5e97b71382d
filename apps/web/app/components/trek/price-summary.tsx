// The price of the choice: what a traveller pays per person, the original price struck through
// (moved with any date surcharge), the discount's name, and how the offer is going.
import { type DiscountProgress, formatRupees } from "@parvat/domain/trek-pricing";
import { plural } from "./trek-format.ts";

export function PriceSummary({
  price,
  struckThrough,
  discountName,
  date,
}: {
  price: number | null;
  struckThrough: number;
  discountName: string | null;
  /** The chosen departure, as words; undefined when there is none. */
  date: string | undefined;
}) {
  if (!date) return null;
  if (price === null) {
    return (
      <p role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        This package is not offered on {date}. Choose another date or another package.
      </p>
    );
  }
  const saving = struckThrough > price ? struckThrough - price : 0;
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      <p className="text-xs font-medium text-slate-600">Price per person, departing {date}</p>
      <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
        <span className="text-3xl font-extrabold tracking-tight text-slate-900" data-testid="trek-price">
          {formatRupees(price)}
        </span>
        {saving > 0 ? (
          <s className="text-base text-slate-600">
            <span className="sr-only">Original price </span>
            {formatRupees(struckThrough)}
          </s>
        ) : null}
      </p>
      {saving > 0 ? (
        <p className="mt-1 text-sm">
          <span className="font-semibold text-emerald-700">You save {formatRupees(saving)}</span>
          {discountName ? <span className="text-slate-700"> · {discountName}</span> : null}
        </p>
      ) : null}
    </div>
  );
}

export function DiscountMeter({ progress, discountName }: { progress: DiscountProgress; discountName: string | null }) {
  const label = discountName ?? "Discounted seats";
  return (
    <div className="rounded-xl bg-slate-50 px-3 py-2.5">
      <p className="flex justify-between gap-2 text-xs font-medium text-slate-700">
        <span>{label}</span>
        <span>
          {progress.availed} of {progress.total} taken
        </span>
      </p>
      <div
        role="progressbar"
        aria-label={`${label}: ${progress.availed} of ${progress.total} discounted seats taken`}
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={progress.availed}
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-primary-strong" style={{ width: `${progress.percent}%` }} />
      </div>
      <p className="mt-1.5 text-xs text-slate-600">
        {plural(progress.left, "discounted seat")} left
        {progress.daysPassed > 0
          ? `, ${plural(progress.daysPassed, "day")} since the offer opened`
          : ", offer opened today"}
        .
      </p>
    </div>
  );
}
