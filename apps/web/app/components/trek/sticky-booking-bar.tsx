// The price and the actions stay at hand at the bottom of the screen, on trek and activity pages
// alike, phones and laptops: the page's booking card scrolls away with the reading. It carries the
// WhatsApp chat too, so the site's floating chat button stands aside while it is there (app.css),
// and covers no content.
import { formatRupees } from "@parvat/domain/trek-pricing";
import type { ReactNode } from "react";
import { WhatsappIcon } from "../icons.tsx";

export function StickyBookingBar({
  price,
  struckThrough,
  priceNote,
  detail,
  unpriced,
  whatsappHref,
  children,
}: {
  price: number | null;
  struckThrough: number;
  /** Beside the price, what it leaves out ("+ GST"). */
  priceNote?: string;
  /** Under the price: the date and what the price is per ("2 Dec · per person"). */
  detail: string;
  /** Instead of the price when there is none ("Not offered that day"). */
  unpriced: string;
  whatsappHref: string;
  /** The page's actions: enquire, book. */
  children: ReactNode;
}) {
  return (
    <section
      aria-label="Price and booking"
      data-sticky-booking-bar
      className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 py-2 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur"
    >
      <div className="page-container flex items-center gap-1 px-3 sm:gap-2 sm:px-6 lg:px-8">
        <div className="min-w-0 flex-1">
          {price !== null ? (
            <p className="flex items-baseline gap-x-1.5 leading-tight whitespace-nowrap">
              <span className="text-lg font-extrabold text-slate-900" data-testid="bar-price">
                {formatRupees(price)}
              </span>
              {priceNote ? <span className="text-xs text-slate-700">{priceNote}</span> : null}
              {/* No room on a phone: the booking card shows the saving. */}
              {struckThrough > price ? (
                <s className="hidden text-xs text-slate-600 sm:inline">
                  <span className="sr-only">Original price </span>
                  {formatRupees(struckThrough)}
                </s>
              ) : null}
            </p>
          ) : (
            <p className="text-sm font-semibold leading-tight text-slate-900">{unpriced}</p>
          )}
          <p className="truncate text-xs text-slate-600">{detail}</p>
        </div>
        <a
          href={whatsappHref}
          rel="noopener"
          aria-label="Ask on WhatsApp"
          className="btn btn-whatsapp size-11 shrink-0 px-0"
        >
          <WhatsappIcon className="size-5" />
        </a>
        {children}
      </div>
    </section>
  );
}
