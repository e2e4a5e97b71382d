// On phones the price and the actions stay at hand at the bottom of the screen. Its right end is
// left free for the site's floating WhatsApp button.
import { formatRupees } from "@parvat/domain/trek-pricing";
import { Link } from "react-router";
import { dayAndMonth } from "./trek-format.ts";

export function StickyBookingBar({
  price,
  struckThrough,
  date,
  bookHref,
  onEnquire,
}: {
  price: number | null;
  struckThrough: number;
  date: string | undefined;
  bookHref: string | null;
  onEnquire: () => void;
}) {
  return (
    <section
      aria-label="Price and booking"
      data-sticky-booking-bar
      className="fixed inset-x-0 bottom-0 z-10 border-t border-slate-200 bg-white/95 px-4 py-2.5 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur lg:hidden"
    >
      <div className="flex items-center gap-2">
        <div className="min-w-0 flex-1">
          {price !== null ? (
            <p className="flex flex-wrap items-baseline gap-x-1.5 leading-tight">
              <span className="text-lg font-extrabold text-slate-900">{formatRupees(price)}</span>
              {struckThrough > price ? (
                <s className="text-xs text-slate-600">
                  <span className="sr-only">Original price </span>
                  {formatRupees(struckThrough)}
                </s>
              ) : null}
            </p>
          ) : (
            <p className="text-sm font-semibold leading-tight text-slate-900">
              {date ? "Not offered that day" : "No open dates"}
            </p>
          )}
          <p className="truncate text-xs text-slate-600">
            {date ? `${dayAndMonth(date)} · per person` : "Ask us for dates"}
          </p>
        </div>
        <button type="button" onClick={onEnquire} className="btn btn-secondary min-h-10 px-3">
          Enquire
        </button>
        {bookHref ? (
          <Link to={bookHref} className="btn btn-primary min-h-10 px-3">
            Book now
          </Link>
        ) : null}
      </div>
    </section>
  );
}
