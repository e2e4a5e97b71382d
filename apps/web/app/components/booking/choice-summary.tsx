// What is being booked, at the top of the registration screens: the trip, the package, the
// departure with its seats and the price per person, with the way back to change them.
import { formatPaise } from "@parvat/domain/money-words";
import { seatStatus } from "@parvat/domain/trek-pricing";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { plural } from "../trek/trek-format.ts";
import { dateRange } from "./booking-format.ts";

export interface BookingChoice {
  trip: { id: number; slug: string; name: string; type: string; min_age: number | null; max_age: number | null };
  pkg: { id: number; name: string };
  departure: { id: number; start_date: string; end_date: string; available_seats: number };
  /** The trek page's price rule, in paise. */
  pricePerPersonPaise: number;
  /** The original price struck through, in paise; 0 when nothing is. */
  struckThroughPaise: number;
  /** What the reduction from the struck-through price is called ("Early-bird fare"), when there is one. */
  discountName: string | null;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-600">{term}</dt>
      {children}
    </div>
  );
}

export function ChoiceSummary({ choice, changeHref }: { choice: BookingChoice; changeHref: string }) {
  const { trip, pkg, departure } = choice;
  const few = seatStatus(departure.available_seats) === "few";
  return (
    <>
      <dl className="card grid gap-4 p-5 sm:grid-cols-2 lg:grid-cols-4">
        <Fact term="Trip">
          <dd className="font-semibold text-slate-900">{trip.name}</dd>
        </Fact>
        <Fact term="Package">
          <dd className="font-semibold text-slate-900">{pkg.name}</dd>
        </Fact>
        <Fact term="Departure">
          <dd className="font-semibold text-slate-900">{dateRange(departure.start_date, departure.end_date)}</dd>
          <dd className={`text-sm ${few ? "font-medium text-primary-strong" : "text-slate-600"}`}>
            {few ? "Few seats left: " : ""}
            {plural(departure.available_seats, "seat")} open
          </dd>
        </Fact>
        <Fact term="Price per person">
          <dd className="font-semibold text-slate-900">
            {formatPaise(choice.pricePerPersonPaise)}{" "}
            {choice.struckThroughPaise > choice.pricePerPersonPaise ? (
              <s className="text-sm font-normal text-slate-600">
                <span className="sr-only">Original price </span>
                {formatPaise(choice.struckThroughPaise)}
              </s>
            ) : null}
          </dd>
          <dd className="text-sm text-slate-600">plus GST</dd>
        </Fact>
      </dl>
      <Link to={changeHref} className="link mt-4 inline-block">
        Change the package or date
      </Link>
    </>
  );
}
