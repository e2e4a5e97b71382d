// One quotation of an enquiry as a card to compare side by side: the trip, its length, who travels,
// the lowest price among its hotel options and when it expires. An expired one says so and offers
// no acceptance; it still opens, to read.
import { formatRupees } from "@parvat/domain/trek-pricing";
import { Link } from "react-router";
import type { QuotationsPageQuery } from "../../graphql/generated/graphql.ts";
import { formatDate } from "../../lib/format.ts";
import { quotationPath } from "../../lib/paths.ts";
import { Picture } from "../picture.tsx";
import { cardPrice, expiryText } from "./quotation-format.ts";

export type QuotationCardData = NonNullable<QuotationsPageQuery["quotations"]>[number];

export function QuotationCard({ quotation, today }: { quotation: QuotationCardData; today: string }) {
  const shown = cardPrice(quotation.price_details, quotation.accepted_property_group_id);
  const status = quotation.expired
    ? `Expired on ${formatDate(quotation.expiry_date)}`
    : quotation.accepted
      ? "Accepted"
      : (expiryText(quotation.expiry_date, today) ?? "");
  return (
    <article className="card flex flex-col overflow-hidden" aria-labelledby={`quotation-${quotation.slug}`}>
      {quotation.images[0] ? (
        <Picture
          image={quotation.images[0]}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          alt=""
          className={`aspect-[16/9] w-full object-cover ${quotation.expired ? "grayscale" : ""}`}
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h2 id={`quotation-${quotation.slug}`} className="text-xl font-bold text-slate-900">
          {quotation.trip_title}
        </h2>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-slate-600">Duration</dt>
            <dd className="font-semibold text-slate-900">{quotation.duration}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Travellers</dt>
            <dd className="font-semibold text-slate-900">{quotation.pax}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{shown.accepted ? "Accepted at" : "From"}</dt>
            <dd className="font-semibold text-slate-900">
              {shown.price === null ? "Price on request" : `${formatRupees(shown.price)} ${quotation.show_price_for}`}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">Valid until</dt>
            <dd className="font-semibold text-slate-900">{formatDate(quotation.expiry_date)}</dd>
          </div>
        </dl>
        <p
          className={`self-start rounded-full px-3 py-1 text-sm font-semibold ${
            quotation.expired ? "bg-slate-200 text-slate-800" : "bg-amber-50 text-amber-950 ring-1 ring-amber-300"
          }`}
        >
          {status}
        </p>
        <Link
          to={quotationPath(quotation.enquiry_slug, quotation.slug)}
          className={`btn mt-auto ${quotation.expired ? "btn-secondary" : "btn-primary"}`}
          aria-describedby={`quotation-${quotation.slug}`}
        >
          {quotation.expired ? "Read the expired quotation" : "See the full quotation"}
        </Link>
      </div>
    </article>
  );
}
