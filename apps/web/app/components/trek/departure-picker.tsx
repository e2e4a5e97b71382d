// The departure choice, month by month: each date with its seats left ("few seats left" under the
// threshold) and its price for the chosen package. The month shown is the chosen date's; choosing a
// month chooses its first open date. A date the package cannot be booked on says why and cannot be
// chosen, and so does a month without one. Every date of the month is laid out: no inner scrolling.
import {
  departurePrice,
  formatRupees,
  groupDeparturesByMonth,
  isBookable,
  type PricedPackage,
  seatStatus,
  unbookableReason,
} from "@parvat/domain/trek-pricing";
import type { TrekEvent } from "./trek-fields.ts";
import { plural, shortDate, shortMonthName } from "./trek-format.ts";

const focusRing =
  "has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-strong";

export function DeparturePicker({
  events,
  pkg,
  chosen,
  onChooseDate,
  onChooseMonth,
}: {
  events: readonly TrekEvent[];
  pkg: PricedPackage | undefined;
  chosen: TrekEvent | undefined;
  onChooseDate: (startDate: string) => void;
  /** YYYY-MM: the choice moves to the month's first open date. */
  onChooseMonth: (month: string) => void;
}) {
  const months = groupDeparturesByMonth(events);
  const shown = months.find((group) => group.month === chosen?.start_date.slice(0, 7)) ?? months[0];

  if (!shown) {
    return (
      <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        <p className="font-semibold text-slate-900">No departures are open right now.</p>
        <p className="mt-1">Enquire and we will tell you as soon as the next dates open, or plan a private trip.</p>
      </div>
    );
  }

  return (
    // The id is where the page opens when the choice is sent as a form (booking-panel.tsx); the
    // server reads the date when it is in the month sent, else the month (choice-address.ts).
    <div id="choose-date" className="grid scroll-mt-4 gap-3">
      <fieldset className="min-w-0">
        <legend className="text-base font-bold text-slate-900">Departure month</legend>
        <div className="-mx-1 mt-2 flex flex-wrap gap-2 px-1">
          {months.map((group) => {
            const selected = group.month === shown.month;
            const open = group.departures.filter((event) => isBookable(pkg, event)).length;
            return (
              <label
                key={group.month}
                className={`relative inline-flex min-h-11 shrink-0 items-center gap-1 rounded-full border px-3.5 text-sm font-medium whitespace-nowrap ${focusRing} ${
                  selected
                    ? "border-night bg-night text-white"
                    : open === 0
                      ? "cursor-not-allowed border-dashed border-slate-300 bg-slate-50 text-slate-500"
                      : "cursor-pointer border-slate-300 bg-white text-slate-800 hover:border-slate-500"
                }`}
              >
                <input
                  type="radio"
                  name="month"
                  value={group.month}
                  checked={selected}
                  disabled={open === 0 && !selected}
                  onChange={() => onChooseMonth(group.month)}
                  className="sr-only"
                />
                {shortMonthName(group.month)}
                <span aria-hidden="true" className={selected ? "text-slate-300" : "text-slate-600"}>
                  · {open}
                </span>
                <span className="sr-only">
                  , {open === 0 ? "no open dates with this package" : plural(open, "open date")}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <fieldset className="min-w-0">
        <legend className="text-base font-bold text-slate-900">Departure date</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {shown.departures.map((event) => {
            const selected = event.start_date === chosen?.start_date;
            const reason = unbookableReason(pkg, event);
            const status = seatStatus(event.available_seats);
            const price = pkg ? departurePrice(pkg, event) : null;
            return (
              <label
                key={event.id}
                data-unbookable={reason ? "" : undefined}
                className={`relative rounded-xl border p-2.5 text-sm ${focusRing} ${
                  selected && !reason
                    ? "border-primary-strong bg-primary-soft"
                    : reason
                      ? "cursor-not-allowed border-dashed border-slate-300 bg-slate-50"
                      : "cursor-pointer border-slate-200 bg-white hover:border-slate-400"
                }`}
              >
                <input
                  type="radio"
                  name="date"
                  value={event.start_date}
                  checked={selected}
                  disabled={reason !== null}
                  onChange={() => onChooseDate(event.start_date)}
                  className="sr-only"
                />
                <span className={`block font-semibold ${reason ? "text-slate-600" : "text-slate-900"}`}>
                  {shortDate(event.start_date)}
                </span>
                {reason ? (
                  <span className="block text-xs text-slate-600">{reason}</span>
                ) : (
                  <>
                    {price !== null ? (
                      <span className="block text-xs text-slate-600">{formatRupees(price)}</span>
                    ) : null}
                    <span
                      className={`mt-1 block text-xs font-semibold ${status === "few" ? "text-primary-strong" : "text-emerald-700"}`}
                    >
                      {status === "few"
                        ? `Few seats left: ${event.available_seats}`
                        : `${plural(event.available_seats, "seat")} left`}
                    </span>
                  </>
                )}
              </label>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
