// /admin/trips/{id}/add-ons: the extras a trip offers (offloading, rentals, a cab seat). Each add-on
// with its price (per traveller or per traveller per day, GST on top), sizes, stock per departure and
// last day to buy; per departure, the units sold and left of each size; a form to change it, and one
// to add a new one. Travellers see active add-ons while registering and on their booking until the
// last day; the API never sells beyond the stock.
import { formatPaise } from "@parvat/domain/money-words";
import { Link, useParams } from "react-router";
import { AdminPage, AdminSection } from "../../components/admin/admin-page.tsx";
import { AdminQueryView } from "../../components/admin/admin-query-view.tsx";
import { AdminTable, Cell, Row } from "../../components/admin/admin-table.tsx";
import { AddOnForm, PRICING_LABELS } from "../../components/admin/trail/add-on-form.tsx";
import { useAdminQuery } from "../../components/admin/use-admin-query.ts";
import { dateRange } from "../../components/booking/booking-format.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import type { AdminTripAddOnsQuery } from "../../graphql/generated/graphql.ts";

const AdminTripAddOnsDocument = graphql(`
  query AdminTripAddOns($id: Int!) {
    adminTrip(id: $id) {
      id
      name
      departures {
        id
        start_date
        end_date
        add_on_stock {
          add_on_id
          size
          sold
          available
        }
      }
    }
    adminAddOns(trekId: $id) {
      id
      name
      description
      price_paise
      pricing
      gst_percent
      sizes
      stock_per_departure
      closes_days_before
      active
    }
  }
`);

type Answer = AdminTripAddOnsQuery;
type AddOn = Answer["adminAddOns"][number];
type Departure = NonNullable<Answer["adminTrip"]>["departures"][number];

export default function AdminTripAddOns() {
  const id = Number(useParams().id);
  const { state, reload } = useAdminQuery(AdminTripAddOnsDocument, { id });
  return (
    <AdminQueryView state={state} reload={reload} what="the trip's add-ons">
      {({ adminTrip: trip, adminAddOns: addOns }) =>
        trip ? (
          <AdminPage
            title={`Add-ons: ${trip.name}`}
            intro="Extras travellers can buy with a booking, until the last day of each. Prices are before GST; the stock is per departure, of each size."
            actions={
              <Link className="btn btn-secondary" to={`/admin/trips/${trip.id}`}>
                Departures and prices
              </Link>
            }
          >
            {addOns.length === 0 ? (
              <p className="card mt-6 p-4 text-slate-700 sm:p-6">This trip offers no add-ons yet: add one below.</p>
            ) : (
              addOns.map((addOn) => (
                <AddOnSection
                  key={addOn.id}
                  addOn={addOn}
                  trekId={trip.id}
                  departures={trip.departures}
                  onSaved={reload}
                />
              ))
            )}
            <AdminSection title="Add an add-on">
              <AddOnForm trekId={trip.id} onSaved={reload} />
            </AdminSection>
          </AdminPage>
        ) : (
          <AdminPage title="No such trip">
            <Link className="link" to="/admin/departures">
              Back to all trips
            </Link>
          </AdminPage>
        )
      }
    </AdminQueryView>
  );
}

/** "₹350 per traveller per day + 18% GST". */
function priceText(addOn: AddOn): string {
  return `${formatPaise(addOn.price_paise)} ${PRICING_LABELS[addOn.pricing]} + ${addOn.gst_percent}% GST`;
}

/** One size's units on a departure: "M: 3 sold, 2 left". */
function stockText(addOn: AddOn, entry: Departure["add_on_stock"][number]): string {
  const size = addOn.sizes.length > 0 ? `${entry.size}: ` : "";
  return `${size}${entry.sold} sold${entry.available === null ? "" : `, ${entry.available} left`}`;
}

function AddOnSection({
  addOn,
  trekId,
  departures,
  onSaved,
}: {
  addOn: AddOn;
  trekId: number;
  departures: readonly Departure[];
  onSaved: () => Promise<void>;
}) {
  const facts: [string, string][] = [
    ["Price", priceText(addOn)],
    ["Sizes", addOn.sizes.length > 0 ? addOn.sizes.join(", ") : "None"],
    [
      "Stock per departure",
      addOn.stock_per_departure == null
        ? "No limit"
        : `${addOn.stock_per_departure}${addOn.sizes.length > 0 ? " of each size" : ""}`,
    ],
    [
      "Last day to buy",
      addOn.closes_days_before === 0 ? "The start day" : `${addOn.closes_days_before} days before the start`,
    ],
  ];
  return (
    <AdminSection title={addOn.active ? addOn.name : `${addOn.name} (withdrawn)`}>
      {addOn.description ? <p className="text-slate-700">{addOn.description}</p> : null}
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-slate-800">{term}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 font-semibold text-slate-900">On each departure</h3>
      <AdminTable
        caption={`${addOn.name} on each departure: sold and left`}
        headers={["Departure", "Sold and left", "Base camp"]}
        empty="No departures from the last 30 days on."
        rows={departures.map((departure) => {
          const entries = departure.add_on_stock.filter((entry) => entry.add_on_id === addOn.id);
          return (
            <Row key={departure.id}>
              <Cell>{dateRange(departure.start_date, departure.end_date)}</Cell>
              <Cell>
                <ul>
                  {entries.map((entry) => (
                    <li key={entry.size}>{stockText(addOn, entry)}</li>
                  ))}
                </ul>
              </Cell>
              <Cell>
                <Link className="link" to={`/admin/departures/${departure.id}/manifest`}>
                  Manifest
                  <span className="sr-only"> of {dateRange(departure.start_date, departure.end_date)}</span>
                </Link>
              </Cell>
            </Row>
          );
        })}
      />
      <details className="mt-4">
        <summary className="btn btn-secondary cursor-pointer">
          Change<span className="sr-only"> {addOn.name}</span>
        </summary>
        <div className="mt-3 rounded-lg border border-slate-200 bg-white p-3">
          <AddOnForm trekId={trekId} addOn={addOn} onSaved={onSaved} />
        </div>
      </details>
    </AdminSection>
  );
}
