// The departure choice, month by month: each date with its seats left ("few seats left" under the
// threshold) and its price for the chosen package, or that the package is not offered that day.
import {
  departurePrice,
  formatRupees,
  groupDeparturesByMonth,
  type PricedPackage,
  seatStatus,
} from "@parvat/domain/trek-pricing";
import { useId, useState } from "react";
import type { TrekEvent } from "./trek-fields.ts";
import { plural, shortDate, shortMonthName } from "./trek-format.ts";

export function DeparturePicker({
  events,
  pkg,
  chosen,
  onChoose,
}: {
  events: readonly TrekEvent[];
  pkg: PricedPackage | undefined;
  chosen: TrekEvent | undefined;
  onChoose: (startDate: string) => void;
}) {
  const id = useId();
  const months = groupDeparturesByMonth(events);
  const [month, setMonth] = useState(chosen?.start_date.slice(0, 7) ?? months[0]?.month);
  const shown = months.find((group) => group.month === month) ?? months[0];

  if (!shown) {
    return (
      <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        <p className="font-semibold text-slate-900">No departures are open right now.</p>
        <p className="mt-1">Enquire and we will tell you as soon as the next dates open, or plan a private trip.</p>
      </div>
    );
  }

  return (
    <div className="grid gap-3">
      <fieldset className="min-w-0">
        <legend className="text-base font-bold text-slate-900">Departure month</legend>
        <div className="-mx-1 mt-2 flex gap-2 overflow-x-auto px-1 pb-1">
          {months.map((group) => {
            const selected = group.month === shown.month;
            return (
              <label
                key={group.month}
                className={`relative shrink-0 cursor-pointer rounded-full border px-3 py-2 text-sm font-medium whitespace-nowrap has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-strong ${
                  selected
                    ? "border-night bg-night text-white"
                    : "border-slate-300 bg-white text-slate-800 hover:border-slate-500"
                }`}
              >
                <input
                  type="radio"
                  name={`${id}-month`}
                  value={group.month}
                  checked={selected}
                  onChange={() => setMonth(group.month)}
                  className="sr-only"
                />
                {shortMonthName(group.month)}
                <span aria-hidden="true" className={selected ? "text-slate-300" : "text-slate-600"}>
                  {" "}
                  · {group.departures.length}
                </span>
                <span className="sr-only">, {plural(group.departures.length, "departure")}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <fieldset className="min-w-0">
        <legend className="text-base font-bold text-slate-900">Departure date</legend>
        <div className="mt-2 grid max-h-[10.5rem] grid-cols-2 gap-2 overflow-y-auto overscroll-contain pr-1">
          {shown.departures.map((event) => {
            const selected = event.start_date === chosen?.start_date;
            const status = seatStatus(event.available_seats);
            const price = pkg ? departurePrice(pkg, event) : null;
            return (
              <label
                key={event.id}
                className={`relative cursor-pointer rounded-xl border p-2.5 text-sm has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-strong ${
                  selected
                    ? "border-primary-strong bg-primary-soft"
                    : "border-slate-200 bg-white hover:border-slate-400"
                }`}
              >
                <input
                  type="radio"
                  name={`${id}-date`}
                  value={event.start_date}
                  checked={selected}
                  onChange={() => onChoose(event.start_date)}
                  className="sr-only"
                />
                <span className="block font-semibold text-slate-900">{shortDate(event.start_date)}</span>
                <span className="block text-xs text-slate-600">
                  {price === null ? "Not offered with this package" : formatRupees(price)}
                </span>
                <span
                  className={`mt-1 block text-xs font-semibold ${status === "few" ? "text-primary-strong" : "text-emerald-700"}`}
                >
                  {status === "few"
                    ? `Few seats left: ${event.available_seats}`
                    : `${plural(event.available_seats, "seat")} left`}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
