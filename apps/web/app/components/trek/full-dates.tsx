// The trek's full dates, under the open ones: each says "Join the waitlist" with the groups already
// waiting, and leads to the waitlist's page for the chosen package.
import { Link } from "react-router";
import { waitlistJoinPath } from "../../lib/paths.ts";
import { longDate, plural } from "./trek-format.ts";

export function FullDates({
  dates,
  packageId,
}: {
  dates: readonly { id: number; start_date: string; waiting: number }[];
  packageId: number | undefined;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm">
      <p className="font-semibold text-slate-900">Full dates</p>
      <ul className="mt-2 grid gap-2">
        {dates.map((date) => (
          <li key={date.id} className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-slate-800">{longDate(date.start_date)}</span>
            <Link
              to={waitlistJoinPath(date.id, packageId)}
              className="link inline-flex min-h-11 items-center font-medium"
            >
              Join the waitlist
              <span className="text-slate-600">
                {" "}
                ({date.waiting === 0 ? "nobody waiting yet" : `${plural(date.waiting, "group")} waiting`})
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
