// /admin/trips/{id}: one trip's departures and prices. Add a series (every Saturday from
// ... to ..., same seats and prices) or one departure; edit a departure's dates, seats (never below
// those taken: the API refuses with CAPACITY_BELOW_SOLD) and per-package prices; close or reopen
// sales; cancel a departure for everyone on it (a reason, then a confirmation saying what that does to
// its bookings; a cancelled one reads as such and offers nothing more); edit each package's price,
// struck-through price and visibility. Every change is audited by the API and shows on the public trek
// page at once.
import { businessToday, DEFAULT_BUSINESS_TIME_ZONE } from "@parvat/domain/business-dates";
import { DEPARTURE_LIMITS, WEEKDAY_NAMES } from "@parvat/domain/departure-series";
import { formatRupees } from "@parvat/domain/trek-pricing";
import { type FormEvent, type InputHTMLAttributes, type ReactNode, useState } from "react";
import { Link, useParams } from "react-router";
import { AdminFormMessage, type FormMessage } from "../../components/admin/admin-form-message.tsx";
import { AdminPage, AdminSection } from "../../components/admin/admin-page.tsx";
import { AdminQueryView } from "../../components/admin/admin-query-view.tsx";
import { AdminTable, Cell, Row } from "../../components/admin/admin-table.tsx";
import { CancelDepartureForm } from "../../components/admin/departures/cancel-departure-form.tsx";
import {
  defaultPackagePrices,
  PackagePricesFieldset,
  type PackagePriceValue,
  packagePricesInput,
} from "../../components/admin/package-prices-fieldset.tsx";
import { runAdminMutation, useAdminForm } from "../../components/admin/run-admin-mutation.ts";
import { useAdminQuery } from "../../components/admin/use-admin-query.ts";
import { dateRange } from "../../components/booking/booking-format.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import type { AdminTripQuery } from "../../graphql/generated/graphql.ts";
import { formatDayOf } from "../../lib/format.ts";
import { tripPath } from "../../lib/paths.ts";

const AdminTripDocument = graphql(`
  query AdminTrip($id: Int!) {
    adminTrip(id: $id) {
      id
      slug
      name
      status
      packages {
        id
        name
        price
        original_price
        hide
      }
      departures {
        id
        start_date
        end_date
        length_days
        capacity
        available_seats
        seats_taken
        sales_open
        held_bookings
        paid_bookings
        waitlist_waiting
        cancelled {
          reason
          at
        }
        prices {
          package_id
          enabled
          price
        }
      }
    }
  }
`);

const CreateSeriesDocument = graphql(`
  mutation AdminCreateDepartureSeries($input: AdminDepartureSeriesInput!) {
    adminCreateDepartureSeries(input: $input) {
      created {
        id
      }
      skipped_dates
    }
  }
`);

const CreateDepartureDocument = graphql(`
  mutation AdminCreateDeparture($trekId: Int!, $input: AdminDepartureInput!) {
    adminCreateDeparture(trek_id: $trekId, input: $input) {
      id
    }
  }
`);

const UpdateDepartureDocument = graphql(`
  mutation AdminUpdateDeparture($id: Int!, $input: AdminDepartureInput!) {
    adminUpdateDeparture(id: $id, input: $input) {
      id
    }
  }
`);

const SetSalesDocument = graphql(`
  mutation AdminSetDepartureSales($id: Int!, $open: Boolean!) {
    adminSetDepartureSales(id: $id, open: $open) {
      id
      sales_open
    }
  }
`);

const UpdatePackageDocument = graphql(`
  mutation AdminUpdatePackage($id: Int!, $input: AdminPackageInput!) {
    adminUpdatePackage(id: $id, input: $input) {
      id
    }
  }
`);

type Trip = NonNullable<AdminTripQuery["adminTrip"]>;
type Departure = Trip["departures"][number];

const inputClass = "mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base";
const labelClass = "block text-sm font-medium text-slate-800";

/** A labelled input of the trip's forms; `className` adds to the input's own classes. */
function LabelledInput({
  id,
  value,
  onChange,
  className = "",
  children,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange"> & {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className={labelClass} htmlFor={id}>
      {children}
      <input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={className ? `${inputClass} ${className}` : inputClass}
        {...input}
      />
    </label>
  );
}

interface DepartureFieldProps {
  formId: string;
  value: string;
  onChange: (value: string) => void;
}

/** A departure's length, as every departure form asks it. */
function LengthDaysInput({ formId, value, onChange }: DepartureFieldProps) {
  return (
    <LabelledInput
      id={`${formId}-length`}
      type="number"
      required
      min={1}
      max={DEPARTURE_LIMITS.maxLengthDays}
      value={value}
      onChange={onChange}
    >
      Length in days
    </LabelledInput>
  );
}

/** A departure's seats; `min` is raised to the seats already taken when one is edited. */
function SeatsInput({
  formId,
  value,
  onChange,
  min = 1,
  children,
}: DepartureFieldProps & { min?: number; children: ReactNode }) {
  return (
    <LabelledInput
      id={`${formId}-capacity`}
      type="number"
      required
      min={min}
      max={DEPARTURE_LIMITS.maxSeats}
      value={value}
      onChange={onChange}
    >
      {children}
    </LabelledInput>
  );
}

/** The length most departures of the trip have, for new ones. */
function usualLength(trip: Trip): number {
  return trip.departures.at(-1)?.length_days ?? 1;
}

export default function AdminTripScreen() {
  const id = Number(useParams().id);
  const { state, reload } = useAdminQuery(AdminTripDocument, { id });
  return (
    <AdminQueryView state={state} reload={reload} what="the trip">
      {({ adminTrip: trip }) =>
        trip ? (
          <AdminPage
            title={trip.name}
            intro={
              <>
                Departures and prices. Changes show on{" "}
                <Link className="link" to={tripPath(trip.slug)}>
                  the trip's public page
                </Link>{" "}
                at once.
              </>
            }
            actions={
              <>
                <Link className="btn btn-secondary" to={`/admin/trips/${trip.id}/add-ons`}>
                  Add-ons
                </Link>
                <Link className="btn btn-secondary" to="/admin/departures">
                  All trips
                </Link>
              </>
            }
          >
            <DeparturesSection trip={trip} reload={reload} />
            <SeriesForm trip={trip} reload={reload} />
            <OneDepartureForm trip={trip} reload={reload} />
            <PackagesSection trip={trip} reload={reload} />
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

interface SectionProps {
  trip: Trip;
  reload: () => Promise<void>;
}

function DeparturesSection({ trip, reload }: SectionProps) {
  const [message, setMessage] = useState<FormMessage>(null);
  async function setSales(departure: Departure, open: boolean) {
    const result = await runAdminMutation(SetSalesDocument, { id: departure.id, open });
    setMessage(
      result.ok
        ? {
            kind: "success",
            text: `Sales ${open ? "reopened" : "closed"} for ${dateRange(departure.start_date, departure.end_date)}.`,
          }
        : { kind: "error", text: result.message },
    );
    await reload();
  }
  async function cancelled(result: string) {
    setMessage({ kind: "success", text: result });
    await reload();
  }
  // Departures that have started are past cancelling here (the API refuses them too).
  const today = businessToday(DEFAULT_BUSINESS_TIME_ZONE);
  return (
    <AdminSection title="Departures">
      <AdminFormMessage message={message} />
      <AdminTable
        caption={`Departures of ${trip.name}`}
        headers={["Dates", "Seats taken", "Seats left", "Waitlist", "Sales", "Actions"]}
        empty="No departures yet: add a series or one departure below."
        rows={trip.departures.map((departure) => {
          const dates = dateRange(departure.start_date, departure.end_date);
          return (
            <Row key={departure.id}>
              <Cell>{dates}</Cell>
              <Cell>
                {departure.seats_taken} of {departure.capacity}
              </Cell>
              <Cell>{departure.available_seats}</Cell>
              <Cell>
                <Link className="link whitespace-nowrap" to={`/admin/departures/${departure.id}/waitlist`}>
                  {departure.waitlist_waiting} waiting<span className="sr-only"> for {dates}</span>
                </Link>
              </Cell>
              <Cell>
                {departure.cancelled ? (
                  <>
                    <span className="font-semibold text-primary-strong">Cancelled</span>{" "}
                    <span className="text-sm text-slate-700">
                      {formatDayOf(departure.cancelled.at)}: {departure.cancelled.reason}
                    </span>
                  </>
                ) : departure.sales_open ? (
                  "Open"
                ) : (
                  "Closed"
                )}
              </Cell>
              <Cell>
                {/* One compact row; an opened form (edit, cancel) takes the row's width below it. */}
                <div className="flex flex-wrap items-start gap-1.5">
                  {departure.cancelled ? null : (
                    <>
                      <button
                        type="button"
                        className="btn btn-secondary btn-compact"
                        onClick={() => void setSales(departure, !departure.sales_open)}
                      >
                        {departure.sales_open ? "Close sales" : "Reopen sales"}
                        <span className="sr-only"> for {dates}</span>
                      </button>
                      <EditDeparture trip={trip} departure={departure} reload={reload} />
                    </>
                  )}
                  <Link className="btn btn-secondary btn-compact" to={`/admin/departures/${departure.id}/manifest`}>
                    Manifest<span className="sr-only"> and briefing of {dates}</span>
                  </Link>
                  {departure.cancelled || departure.start_date < today ? null : (
                    <details className="open:w-full open:min-w-64">
                      <summary className="btn btn-secondary btn-compact cursor-pointer">
                        Cancel departure<span className="sr-only"> of {dates}</span>
                      </summary>
                      <div className="mt-3 rounded-lg border border-slate-200 bg-white p-3">
                        <CancelDepartureForm
                          eventId={departure.id}
                          dates={dates}
                          paidBookings={departure.paid_bookings}
                          heldBookings={departure.held_bookings}
                          onDone={cancelled}
                        />
                      </div>
                    </details>
                  )}
                </div>
              </Cell>
            </Row>
          );
        })}
      />
    </AdminSection>
  );
}

/** A departure form's fields as the API takes them. */
function departureInput(fields: {
  startDate: string;
  lengthDays: string;
  capacity: string;
  prices: PackagePriceValue[];
}) {
  return {
    start_date: fields.startDate,
    length_days: Number(fields.lengthDays),
    capacity: Number(fields.capacity),
    prices: packagePricesInput(fields.prices),
  };
}

function pricesOf(trip: Trip, departure: Departure): PackagePriceValue[] {
  return trip.packages.map((pack) => {
    const entry = departure.prices.find((price) => price.package_id === pack.id);
    return {
      package_id: pack.id,
      enabled: entry?.enabled ?? false,
      price: entry?.price == null ? "" : String(entry.price),
    };
  });
}

function EditDeparture({ trip, departure, reload }: SectionProps & { departure: Departure }) {
  const formId = `departure-${departure.id}`;
  const [startDate, setStartDate] = useState(departure.start_date);
  const [lengthDays, setLengthDays] = useState(String(departure.length_days));
  const [capacity, setCapacity] = useState(String(departure.capacity));
  const [prices, setPrices] = useState(() => pricesOf(trip, departure));
  const { message, busy, submit } = useAdminForm(reload);
  const onSubmit = submit(
    () =>
      runAdminMutation(UpdateDepartureDocument, {
        id: departure.id,
        input: departureInput({ startDate, lengthDays, capacity, prices }),
      }),
    () => "Departure saved.",
  );

  return (
    <details className="open:w-full open:min-w-64">
      <summary className="btn btn-secondary btn-compact cursor-pointer">
        Edit<span className="sr-only"> the departure of {dateRange(departure.start_date, departure.end_date)}</span>
      </summary>
      <form className="mt-3 grid gap-3 rounded-lg border border-slate-200 bg-white p-3" onSubmit={onSubmit}>
        <LabelledInput id={`${formId}-start`} type="date" required value={startDate} onChange={setStartDate}>
          Start date
        </LabelledInput>
        <LengthDaysInput formId={formId} value={lengthDays} onChange={setLengthDays} />
        <SeatsInput formId={formId} min={Math.max(1, departure.seats_taken)} value={capacity} onChange={setCapacity}>
          Seats in all (at least {departure.seats_taken}, already taken)
        </SeatsInput>
        <PackagePricesFieldset id={formId} packages={trip.packages} values={prices} onChange={setPrices} />
        <div>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            Save departure
          </button>
        </div>
        <AdminFormMessage message={message} />
      </form>
    </details>
  );
}

function SeriesForm({ trip, reload }: SectionProps) {
  const formId = `series-${trip.id}`;
  const [weekday, setWeekday] = useState("6");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [lengthDays, setLengthDays] = useState(String(usualLength(trip)));
  const [capacity, setCapacity] = useState("20");
  const [prices, setPrices] = useState(() => defaultPackagePrices(trip.packages));
  const { message, busy, submit } = useAdminForm(reload);
  const onSubmit = submit(
    () =>
      runAdminMutation(CreateSeriesDocument, {
        input: {
          trek_id: trip.id,
          weekday: Number(weekday),
          from,
          to,
          length_days: Number(lengthDays),
          capacity: Number(capacity),
          prices: packagePricesInput(prices),
        },
      }),
    (data) => {
      const { created, skipped_dates } = data.adminCreateDepartureSeries;
      const skipped = skipped_dates.length > 0 ? ` Skipped, already departing: ${skipped_dates.join(", ")}.` : "";
      return `${created.length} departures added.${skipped}`;
    },
  );

  return (
    <AdminSection title="Add a series of departures">
      <form onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-2">
        <label className={labelClass} htmlFor={`${formId}-weekday`}>
          Every
          <select
            id={`${formId}-weekday`}
            value={weekday}
            onChange={(e) => setWeekday(e.target.value)}
            className={inputClass}
          >
            {WEEKDAY_NAMES.map((name, index) => (
              <option key={name} value={index}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <LengthDaysInput formId={formId} value={lengthDays} onChange={setLengthDays} />
        <LabelledInput id={`${formId}-from`} type="date" required value={from} onChange={setFrom}>
          From
        </LabelledInput>
        <LabelledInput id={`${formId}-to`} type="date" required value={to} onChange={setTo}>
          To
        </LabelledInput>
        <SeatsInput formId={formId} value={capacity} onChange={setCapacity}>
          Seats on each departure
        </SeatsInput>
        <div className="sm:col-span-2">
          <PackagePricesFieldset id={formId} packages={trip.packages} values={prices} onChange={setPrices} />
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            Add the series
          </button>
          <AdminFormMessage message={message} />
        </div>
      </form>
    </AdminSection>
  );
}

function OneDepartureForm({ trip, reload }: SectionProps) {
  const formId = `departure-new-${trip.id}`;
  const [startDate, setStartDate] = useState("");
  const [lengthDays, setLengthDays] = useState(String(usualLength(trip)));
  const [capacity, setCapacity] = useState("20");
  const [prices, setPrices] = useState(() => defaultPackagePrices(trip.packages));
  const { message, busy, submit } = useAdminForm(reload);
  const onSubmit = submit(
    () =>
      runAdminMutation(CreateDepartureDocument, {
        trekId: trip.id,
        input: departureInput({ startDate, lengthDays, capacity, prices }),
      }),
    () => "Departure added.",
  );

  return (
    <AdminSection title="Add one departure">
      <form onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-3">
        <LabelledInput id={`${formId}-start`} type="date" required value={startDate} onChange={setStartDate}>
          Start date
        </LabelledInput>
        <LengthDaysInput formId={formId} value={lengthDays} onChange={setLengthDays} />
        <SeatsInput formId={formId} value={capacity} onChange={setCapacity}>
          Seats
        </SeatsInput>
        <div className="sm:col-span-3">
          <PackagePricesFieldset id={formId} packages={trip.packages} values={prices} onChange={setPrices} />
        </div>
        <div className="sm:col-span-3">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            Add the departure
          </button>
          <AdminFormMessage message={message} />
        </div>
      </form>
    </AdminSection>
  );
}

function PackagesSection({ trip, reload }: SectionProps) {
  return (
    <AdminSection title="Packages">
      <p className="mb-3 text-sm text-slate-600">
        A package's own price applies on every departure without a price of its own. Hidden packages are not offered on
        the public pages.
      </p>
      <ul className="grid gap-3">
        {trip.packages.map((pack) => (
          <li key={pack.id}>
            <PackageForm pack={pack} reload={reload} />
          </li>
        ))}
      </ul>
    </AdminSection>
  );
}

function PackageForm({ pack, reload }: { pack: Trip["packages"][number]; reload: () => Promise<void> }) {
  const formId = `package-${pack.id}`;
  const [price, setPrice] = useState(String(pack.price));
  const [originalPrice, setOriginalPrice] = useState(pack.original_price == null ? "" : String(pack.original_price));
  const [hide, setHide] = useState(pack.hide);
  const [message, setMessage] = useState<FormMessage>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = await runAdminMutation(UpdatePackageDocument, {
      id: pack.id,
      input: { price: Number(price), original_price: originalPrice.trim() === "" ? null : Number(originalPrice), hide },
    });
    if (!result.ok) {
      setMessage({ kind: "error", text: result.message });
      return;
    }
    setMessage({ kind: "success", text: `${pack.name} saved.` });
    await reload();
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 p-3">
      <p className="w-full font-semibold text-slate-900">
        {pack.name} <span className="font-normal text-slate-600">({formatRupees(pack.price)} now)</span>
      </p>
      <LabelledInput
        id={`${formId}-price`}
        type="number"
        required
        min={0}
        step={1}
        value={price}
        onChange={setPrice}
        className="w-36"
      >
        Price, ₹
      </LabelledInput>
      <LabelledInput
        id={`${formId}-original`}
        type="number"
        min={0}
        step={1}
        value={originalPrice}
        onChange={setOriginalPrice}
        className="w-36"
      >
        Struck-through price, ₹ (optional)
      </LabelledInput>
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input type="checkbox" checked={hide} onChange={(e) => setHide(e.target.checked)} />
        Hide from the public pages
      </label>
      <button type="submit" className="btn btn-secondary">
        Save<span className="sr-only"> {pack.name}</span>
      </button>
      <div className="w-full">
        <AdminFormMessage message={message} />
      </div>
    </form>
  );
}
