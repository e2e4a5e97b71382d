// One quotation whole: what the trip is, the day-by-day plan, the hotel options with the
// price each sets (SPEC.md section 4, the shared rule of @parvat/domain/quotation-pricing), the
// transport and visa lines, what is included and not, the policies, and the planner to call. The
// traveller accepts one option (logged in: /login and back, the option kept in the address), names
// who travels (quotation-travellers.tsx) and goes to /pay for the booking amount. Printing gives a clean A4 copy (app.css, @media print).
import { company, whatsappLink } from "@parvat/domain/company";
import { initialGroupId, priceDetails, quotationPrice } from "@parvat/domain/quotation-pricing";
import { formatRupees } from "@parvat/domain/trek-pricing";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { QuotationViewFieldsFragment } from "../../graphql/generated/graphql.ts";
import { useLoggedIn } from "../../lib/credentials.ts";
import { formatDate } from "../../lib/format.ts";
import { loginPath, quotationPath, quotationsPath } from "../../lib/paths.ts";
import { CalendarIcon, CheckIcon, PhoneIcon, UsersIcon, WhatsappIcon } from "../icons.tsx";
import { Picture } from "../picture.tsx";
import { notify } from "../toasts.tsx";
import { ExpiryCountdown } from "./expiry-countdown.tsx";
import { priceLine } from "./quotation-format.ts";
import { QuotationTravellers } from "./quotation-travellers.tsx";

export type QuotationData = QuotationViewFieldsFragment;

function Block({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section data-print-keep className="card p-5 sm:p-6" aria-labelledby={`q-${title.replace(/\W+/g, "-")}`}>
      <h2 id={`q-${title.replace(/\W+/g, "-")}`} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 text-slate-700">{children}</div>
    </section>
  );
}

function List({ items, icon = true }: { items: readonly string[]; icon?: boolean }) {
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2 leading-6">
          {icon ? <CheckIcon className="mt-1 size-4 shrink-0 text-emerald-700" /> : <span aria-hidden="true">•</span>}
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

const TRANSPORT = [
  ["flight", "Flights"],
  ["train", "Trains"],
  ["bus", "Buses"],
  ["visa", "Visa"],
] as const;

export function QuotationView({
  quotation,
  today,
  initialOption,
  preview = false,
}: {
  quotation: QuotationData;
  today: string;
  /** A hotel option chosen before logging in (?option=), kept across the login. */
  initialOption: number | null;
  /** The back office's preview of a draft: drawn the same, but accepting does nothing. */
  preview?: boolean;
}) {
  const navigate = useNavigate();
  const loggedIn = useLoggedIn();
  const groups = quotation.property_groups;
  const details = priceDetails(groups.map((group) => ({ ...group, is_hidden: false })));
  const offered = (id: number | null) => id !== null && groups.some((group) => group.id === id);
  // An accepted quotation shows the option it was accepted with (its booking's), whatever was
  // marked first or asked for in the address: the choice is over.
  const [groupId, setGroupId] = useState<number | null>(() =>
    quotation.accepted_property_group_id != null && offered(quotation.accepted_property_group_id)
      ? quotation.accepted_property_group_id
      : offered(initialOption)
        ? initialOption
        : initialGroupId(groups.map((group) => ({ ...group, is_hidden: false }))),
  );
  const [namingTravellers, setNamingTravellers] = useState(false);
  const price = quotationPrice(details, groupId);
  const chosenGroup = groups.find((group) => group.id === groupId);
  const closed = quotation.expired || quotation.accepted;
  const planner = quotation.planner;
  const plannerName = [planner?.first_name, planner?.last_name].filter(Boolean).join(" ") || "Your trip planner";
  // The planner's desk, or the company's own number when the quotation names none.
  const phone = quotation.phone_number ?? { number: company.phone };
  const message = `Hi ${plannerName.split(" ")[0]}! I have a question about my quotation "${quotation.trip_title}" (${quotation.slug}).`;

  async function accept() {
    if (groupId === null || price === null) return;
    if (preview) {
      await notify("info", "This is a preview: the traveller accepts on the quotation's link.");
      return;
    }
    if (!loggedIn) {
      navigate(loginPath(quotationPath(quotation.enquiry_slug, quotation.slug, { option: groupId })));
      return;
    }
    // Next: who travels (QuotationTravellers), then the booking.
    setNamingTravellers(true);
  }

  return (
    <div className="page-container grid gap-6 py-8 lg:grid-cols-[1fr_22rem] lg:items-start">
      <div className="grid gap-6">
        {namingTravellers && groupId !== null && price !== null && !closed ? (
          <QuotationTravellers
            slug={quotation.slug}
            propertyGroupId={groupId}
            optionName={chosenGroup?.name ?? "this option"}
            price={price}
            pax={quotation.pax}
            overseas={quotation.campsite.type === "international"}
            today={today}
            travelDate={quotation.travel_date}
            onBack={() => setNamingTravellers(false)}
          />
        ) : null}
        <header data-print-keep className="grid gap-3">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary-strong">
            Quotation for {quotation.name}
          </p>
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{quotation.trip_title}</h1>
          {quotation.trip_subtitle ? <p className="text-lg text-slate-700">{quotation.trip_subtitle}</p> : null}
          <div className="flex flex-wrap items-center gap-3">
            {quotation.expired ? (
              <p className="rounded-full bg-slate-200 px-3 py-1 text-sm font-semibold text-slate-800">
                Expired on {formatDate(quotation.expiry_date)}
              </p>
            ) : quotation.accepted ? (
              <p className="rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-900 ring-1 ring-emerald-300">
                Accepted
              </p>
            ) : (
              <ExpiryCountdown expiryDate={quotation.expiry_date} today={today} />
            )}
            <a
              href={quotationsPath(quotation.enquiry_slug)}
              data-print-hidden
              className="text-sm font-medium underline"
            >
              All quotations for this enquiry
            </a>
          </div>
          {quotation.images[0] ? (
            <Picture
              image={quotation.images[0]}
              sizes="(min-width: 1024px) 60vw, 100vw"
              priority
              className="aspect-[16/7] w-full rounded-2xl object-cover"
            />
          ) : null}
        </header>

        <Block title="Trip details">
          <dl className="grid gap-3 sm:grid-cols-2">
            <div>
              <dt className="flex items-center gap-1 text-sm text-slate-600">
                <CalendarIcon className="size-4 shrink-0" /> Travel date
              </dt>
              <dd className="font-semibold text-slate-900">{formatDate(quotation.travel_date)}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">Duration</dt>
              <dd className="font-semibold text-slate-900">{quotation.duration}</dd>
            </div>
            <div>
              <dt className="flex items-center gap-1 text-sm text-slate-600">
                <UsersIcon className="size-4 shrink-0" /> Travellers
              </dt>
              <dd className="font-semibold text-slate-900">{quotation.pax}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">Rooms</dt>
              <dd className="font-semibold text-slate-900">
                {quotation.rooms}
                {quotation.extrabeds > 0
                  ? `, ${quotation.extrabeds} extra bed${quotation.extrabeds > 1 ? "s" : ""}`
                  : ""}
                {quotation.exclusive_adult_extrabed > 0
                  ? `, ${quotation.exclusive_adult_extrabed} adult extra bed${quotation.exclusive_adult_extrabed > 1 ? "s" : ""}`
                  : ""}
              </dd>
            </div>
            <div className="sm:col-span-2">
              <dt className="text-sm text-slate-600">Meals</dt>
              <dd className="text-slate-900">{quotation.meals}</dd>
            </div>
          </dl>
          {quotation.stay_details ? <p className="mt-3 leading-7">{quotation.stay_details}</p> : null}
          {quotation.travel_details ? <p className="mt-3 leading-7">{quotation.travel_details}</p> : null}
          {quotation.travel_comments ? <p className="mt-3 leading-7">{quotation.travel_comments}</p> : null}
        </Block>

        <Block title="Hotel options">
          <fieldset disabled={closed}>
            <legend className="mb-3 text-sm text-slate-600">Choose a hotel option to see its price.</legend>
            <div className="grid gap-3">
              {groups.map((group) => (
                <label
                  key={group.id}
                  className={`block cursor-pointer rounded-xl border p-4 ${
                    group.id === groupId ? "border-primary-strong ring-2 ring-primary-strong/30" : "border-slate-300"
                  }`}
                >
                  <span className="flex items-start gap-3">
                    <input
                      type="radio"
                      name="option"
                      value={group.id}
                      checked={group.id === groupId}
                      onChange={() => setGroupId(group.id)}
                      className="mt-1 size-4"
                    />
                    <span className="grid gap-1">
                      <span className="font-semibold text-slate-900">
                        {group.name}
                        {quotation.accepted && group.id === quotation.accepted_property_group_id ? (
                          <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-900 ring-1 ring-emerald-300">
                            Accepted
                          </span>
                        ) : null}
                      </span>
                      <span className="text-sm text-slate-700">
                        {group.price === null ? "No price yet" : priceLine(group.price, quotation.show_price_for)}
                      </span>
                      {group.properties.map((property) => (
                        <span key={`${property.name}-${property.days_detail}`} className="text-sm text-slate-600">
                          {property.name}
                          {property.star_category ? ` (${property.star_category}-star)` : ""}, {property.location}:{" "}
                          {property.room_type}, {property.meals.toLowerCase()}, {property.days_detail.toLowerCase()}
                        </span>
                      ))}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        </Block>

        <Block title="Day by day">
          <ol className="grid gap-5">
            {quotation.days.map((day) => (
              <li key={day.day_number} data-print-keep>
                <h3 className="font-semibold text-slate-900">
                  Day {day.day_number}: {day.title}
                </h3>
                <p className="mt-1 leading-7">{day.description}</p>
                {day.activities.length > 0 ? (
                  <ul className="mt-2 space-y-1 text-sm">
                    {day.activities.map((activity) => (
                      <li key={activity.slug}>
                        <span className="font-medium text-slate-900">{activity.name}</span>
                        {activity.included
                          ? " (included)"
                          : ` (optional${activity.price !== null && activity.price !== undefined ? `, ${formatRupees(activity.price)}${activity.price_for ? ` ${activity.price_for}` : ""}` : ""})`}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {day.attractions.length > 0 ? (
                  <p className="mt-1 text-sm">
                    Sights:{" "}
                    {day.attractions
                      .map((attraction) => `${attraction.name}${attraction.included ? "" : " (optional)"}`)
                      .join(", ")}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        </Block>

        <Block title="Getting around">
          {quotation.travelling_data.length > 0 ? (
            <ul className="mb-3 space-y-1">
              {quotation.travelling_data.map((leg) => (
                <li key={`${leg.from}-${leg.to}-${leg.mode}`}>
                  {leg.from} to {leg.to}: {leg.mode}
                </li>
              ))}
            </ul>
          ) : null}
          <ul className="space-y-1 text-sm">
            <li>Airport transfers: {quotation.airport_transfer ? "included" : "not included"}</li>
            <li>
              Private vehicle for sightseeing: {quotation.private_vehicle_siteseeing ? "included" : "not included"}
            </li>
            <li>Shared (SIC) transfers: {quotation.sic_vehicle ? "included" : "not included"}</li>
          </ul>
          <dl className="mt-3 grid gap-2">
            {TRANSPORT.map(([key, label]) => {
              const detail = quotation[key];
              if (!detail) return null;
              return (
                <div key={key}>
                  <dt className="font-semibold text-slate-900">
                    {label}: {detail.included ? "included" : "not included"}
                    {detail.price ? ` (about ${formatRupees(detail.price)})` : ""}
                  </dt>
                  {detail.note ? <dd className="text-sm">{detail.note}</dd> : null}
                </div>
              );
            })}
          </dl>
        </Block>

        <div className="grid gap-6 sm:grid-cols-2">
          <Block title="Included">
            <List items={quotation.inclusions} />
          </Block>
          <Block title="Not included">
            <List items={quotation.exclusions} icon={false} />
          </Block>
        </div>

        {quotation.know_before_you_book.length > 0 ? (
          <Block title="Know before you book">
            <List items={quotation.know_before_you_book} icon={false} />
          </Block>
        ) : null}

        {quotation.campsite.policies.length > 0 ? (
          <Block title={`Policies of our ${quotation.campsite.name} team`}>
            <dl className="grid gap-3">
              {quotation.campsite.policies.map((policy) => (
                <div key={policy.title}>
                  <dt className="font-semibold text-slate-900">{policy.title}</dt>
                  <dd className="text-sm leading-6 whitespace-pre-line">{policy.body}</dd>
                </div>
              ))}
            </dl>
          </Block>
        ) : null}
      </div>

      <aside className="grid gap-4 lg:sticky lg:top-24" aria-label="Price and planner">
        <section data-print-keep className="card p-5" aria-labelledby="q-price">
          <h2 id="q-price" className="text-sm font-semibold text-slate-600">
            {chosenGroup?.name ?? "Price"}
          </h2>
          <p className="mt-1 text-3xl font-bold text-slate-900" aria-live="polite" data-testid="quotation-price">
            {price === null ? "No price available for this option" : formatRupees(price)}
          </p>
          {price !== null ? <p className="text-sm text-slate-600">{quotation.show_price_for}</p> : null}
          {quotation.discount_name ? (
            <p className="mt-2 text-sm font-semibold text-emerald-800">{quotation.discount_name}</p>
          ) : null}
          <p className="mt-2 text-sm text-slate-700">
            {quotation.price_inclusive_of_taxes ? "Taxes included (GST)." : "Taxes (GST) are added to this price."}
          </p>
          <p className="mt-1 text-sm text-slate-700">
            Booking amount to confirm: <strong>{formatRupees(quotation.booking_amount)}</strong>
          </p>
          {quotation.price_note ? <p className="mt-2 text-sm text-slate-600">{quotation.price_note}</p> : null}
          {closed ? (
            <p className="mt-4 text-sm font-semibold text-slate-800">
              {quotation.expired
                ? "This quotation has expired and can no longer be accepted. Ask your planner for a fresh one."
                : `This quotation has been accepted${chosenGroup ? ` with ${chosenGroup.name}` : ""}.`}
            </p>
          ) : (
            <button
              type="button"
              data-print-hidden
              onClick={() => void accept()}
              disabled={price === null}
              aria-expanded={namingTravellers}
              className="btn btn-primary mt-4 w-full"
            >
              Accept this option
            </button>
          )}
          <button
            type="button"
            data-print-hidden
            onClick={() => window.print()}
            className="btn btn-secondary mt-2 w-full"
          >
            Print or save as PDF
          </button>
        </section>
        <section data-print-keep className="card p-5" aria-labelledby="q-planner">
          <h2 id="q-planner" className="text-sm font-semibold text-slate-600">
            Your trip planner
          </h2>
          <div className="mt-2 flex items-center gap-3">
            {planner?.avatar ? (
              <Picture image={planner.avatar} sizes="56px" alt="" className="size-14 rounded-full object-cover" />
            ) : null}
            <p className="font-semibold text-slate-900">{plannerName}</p>
          </div>
          {
            <div className="mt-3 grid gap-2" data-print-hidden>
              <a href={`tel:${phone.number}`} className="btn btn-secondary">
                <PhoneIcon className="size-4" /> Call {plannerName.split(" ")[0]}
              </a>
              <a href={whatsappLink(message, phone.number)} rel="noopener" className="btn btn-secondary">
                <WhatsappIcon className="size-4" /> WhatsApp {plannerName.split(" ")[0]}
              </a>
            </div>
          }
          <p className="mt-2 text-sm text-slate-700">{phone.number}</p>
        </section>
      </aside>
    </div>
  );
}
