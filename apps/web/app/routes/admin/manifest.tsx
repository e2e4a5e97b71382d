// /admin/departures/{eventId}/manifest: everyone travelling on a departure (the travellers
// of its held, part-paid and confirmed bookings) with age on the start date, gender and phone, for the
// trek leader. Prints as a clean A4 sheet (the site's print stylesheet drops the header, footer and
// anything marked data-print-hidden) and downloads as a CSV for Excel. The CSV is made here from the
// same answer the page shows and saved as a Blob: a plain link to a CSV route could not carry the
// staff member's token, which lives in local storage (components/admin/bookings/manifest-csv.ts).
// A departure still to come can be cancelled from here (not printed); a cancelled one says so.
// Below the list, the departure's briefing (meeting point, time, trip leader), which the trip desk
// sets here for the trip passes, and its trek leaders. A trek leader opens this screen for the
// departures they lead: the actions their role lacks are not drawn (staff-access.tsx). A role that may
// holds its travellers' personal data past the retention days for an incident.

import { businessToday, DEFAULT_BUSINESS_TIME_ZONE } from "@parvat/domain/business-dates";
import { formatIndianPhone } from "@parvat/domain/company";
import { guardianInWords } from "@parvat/domain/guardians";
import { clauseOf } from "@parvat/domain/money-words";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { AdminPage, AdminSection } from "../../components/admin/admin-page.tsx";
import { AdminQueryView } from "../../components/admin/admin-query-view.tsx";
import { STATUS_LABELS } from "../../components/admin/bookings/booking-bits.tsx";
import { downloadText, manifestCsv, manifestFileName } from "../../components/admin/bookings/manifest-csv.ts";
import { CancelDepartureForm } from "../../components/admin/departures/cancel-departure-form.tsx";
import { DepartureLeaders } from "../../components/admin/departures/departure-leaders.tsx";
import { PersonalDataHold } from "../../components/admin/departures/personal-data-hold.tsx";
import { useStaffAccess } from "../../components/admin/staff-access.tsx";
import { DepartureBriefingForm } from "../../components/admin/trail/briefing-form.tsx";
import { useAdminQuery } from "../../components/admin/use-admin-query.ts";
import { dateRange } from "../../components/booking/booking-format.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import type { AdminManifestQuery } from "../../graphql/generated/graphql.ts";
import { formatDayOf } from "../../lib/format.ts";

const AdminManifestDocument = graphql(`
  query AdminManifest($eventId: ID!) {
    adminManifest(eventId: $eventId) {
      event_id
      trip_name
      start_date
      end_date
      capacity
      seats_left
      cancelled {
        reason
        at
      }
      travellers {
        reference
        booking_id
        status
        first_name
        last_name
        age
        gender_label
        phone
        position
        guardian {
          name
          relation
        }
      }
      add_ons {
        booking_id
        name
        size
        quantity
        positions
      }
      add_on_totals {
        name
        size
        quantity
      }
      forms {
        booking_id
        position
        missing_text
      }
      briefing {
        meeting_point
        meeting_time
        meeting_map_url
        leader_name
        leader_phone
      }
    }
  }
`);

type ManifestAnswer = NonNullable<AdminManifestQuery["adminManifest"]>;

/**
 * What a traveller takes: the add-ons chosen for them by name (a size is always someone's: "Down
 * jacket M"), and on the booking's first row those chosen by count for nobody in particular.
 */
function addOnsText(manifest: ManifestAnswer, traveller: ManifestAnswer["travellers"][number]): string {
  return manifest.add_ons
    .filter((line) => line.booking_id === traveller.booking_id)
    .flatMap((line) => {
      if (line.positions.includes(traveller.position)) return [`${line.name}${line.size ? ` ${line.size}` : ""}`];
      if (line.positions.length === 0 && traveller.position === 0) return [`${line.name} × ${line.quantity}`];
      return [];
    })
    .join("; ");
}

/** Each traveller with a child's guardian, their add-ons and their forms still to do. */
function withTrailColumns(manifest: ManifestAnswer) {
  return manifest.travellers.map((traveller) => ({
    ...traveller,
    guardian_text: traveller.guardian ? guardianInWords(traveller.guardian) : "",
    add_ons_text: addOnsText(manifest, traveller),
    forms_text:
      manifest.forms
        .find((row) => row.booking_id === traveller.booking_id && row.position === traveller.position)
        ?.missing_text.join(", ") ?? "",
  }));
}

/** The departure's live bookings (held, and paid in part or in full), counted once each. */
function liveBookings(manifest: ManifestAnswer) {
  const statusById = new Map(manifest.travellers.map((traveller) => [traveller.booking_id, traveller.status]));
  const held = [...statusById.values()].filter((status) => status === "held").length;
  return { held, paid: statusById.size - held };
}

export default function AdminManifest() {
  const { eventId = "" } = useParams();
  const { state, reload } = useAdminQuery(AdminManifestDocument, { eventId });
  const { may } = useStaffAccess();
  const [notice, setNotice] = useState<string | null>(null);
  const cancelled = async (result: string) => {
    setNotice(result);
    await reload();
  };
  return (
    <AdminQueryView state={state} reload={reload} what="the manifest">
      {({ adminManifest: manifest }) =>
        manifest ? (
          <AdminPage
            title={`Manifest: ${manifest.trip_name}`}
            intro={`${dateRange(manifest.start_date, manifest.end_date)}. ${manifest.travellers.length} travelling; ${manifest.seats_left} of ${manifest.capacity} seats left.`}
            actions={
              <div className="flex flex-wrap gap-2" data-print-hidden>
                <button
                  type="button"
                  className="btn btn-primary min-h-11"
                  onClick={() =>
                    downloadText(
                      manifestCsv(withTrailColumns(manifest)),
                      manifestFileName(manifest.trip_name, manifest.start_date),
                    )
                  }
                >
                  Download CSV
                </button>
                <button type="button" className="btn btn-secondary min-h-11" onClick={() => window.print()}>
                  Print
                </button>
                {may("bookings.read") ? (
                  <Link className="btn btn-secondary min-h-11" to={`/admin/bookings?eventId=${manifest.event_id}`}>
                    Its bookings
                  </Link>
                ) : null}
                <Link className="btn btn-secondary min-h-11" to={`/admin/departures/${manifest.event_id}/check-in`}>
                  Check-in
                </Link>
                {may("bookings.read") ? (
                  <Link className="btn btn-secondary min-h-11" to={`/admin/departures/${manifest.event_id}/waitlist`}>
                    Its waitlist
                  </Link>
                ) : null}
              </div>
            }
          >
            {notice ? (
              <p role="status" className="mb-4 rounded-xl border border-emerald-300 bg-emerald-50 p-3 text-emerald-900">
                {notice}
              </p>
            ) : null}
            {manifest.cancelled ? (
              <p className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-3 text-slate-900">
                <strong>Cancelled by us on {formatDayOf(manifest.cancelled.at)}:</strong>{" "}
                {clauseOf(manifest.cancelled.reason)}. Its bookings are cancelled and each paying traveller chooses a
                refund, credit or another date (see{" "}
                <Link className="link" to={`/admin/bookings?eventId=${manifest.event_id}`}>
                  its bookings
                </Link>
                ).
              </p>
            ) : null}
            {manifest.travellers.length === 0 ? (
              <p className="card p-6 text-slate-700">
                {manifest.cancelled ? "Nobody travels on this departure." : "Nobody is booked on this departure yet."}
              </p>
            ) : (
              <div className="card overflow-x-auto print:border-0 print:shadow-none">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">Travellers on this departure, by booking</caption>
                  <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase">
                    <tr>
                      <th scope="col" className="px-3 py-2">
                        #
                      </th>
                      <th scope="col" className="px-3 py-2">
                        Name
                      </th>
                      <th scope="col" className="px-3 py-2 text-right">
                        Age
                      </th>
                      <th scope="col" className="px-3 py-2">
                        Gender
                      </th>
                      <th scope="col" className="px-3 py-2">
                        Phone
                      </th>
                      <th scope="col" className="px-3 py-2">
                        Booking
                      </th>
                      <th scope="col" className="px-3 py-2">
                        Add-ons
                      </th>
                      <th scope="col" className="px-3 py-2">
                        Forms to do
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {withTrailColumns(manifest).map((traveller, index) => (
                      <tr
                        key={`${traveller.reference}-${traveller.phone}`}
                        className="border-b border-slate-100 last:border-0"
                        data-print-keep
                      >
                        <td className="px-3 py-2 text-slate-600">{index + 1}</td>
                        <td className="px-3 py-2 font-medium text-slate-900">
                          {traveller.first_name} {traveller.last_name}
                          {traveller.guardian ? (
                            <span className="block text-xs font-normal text-slate-700" data-guardian>
                              Guardian: {guardianInWords(traveller.guardian)}
                            </span>
                          ) : null}
                        </td>
                        <td className="px-3 py-2 text-right">{traveller.age}</td>
                        <td className="px-3 py-2">{traveller.gender_label}</td>
                        <td className="px-3 py-2 whitespace-nowrap">{formatIndianPhone(traveller.phone)}</td>
                        <td className="px-3 py-2 whitespace-nowrap">
                          {may("bookings.read") ? (
                            <Link
                              className="text-primary-strong underline print:text-slate-900 print:no-underline"
                              to={`/admin/bookings/${traveller.booking_id}`}
                            >
                              {traveller.reference}
                            </Link>
                          ) : (
                            traveller.reference
                          )}{" "}
                          <span className="text-xs text-slate-600">{STATUS_LABELS[traveller.status]}</span>
                        </td>
                        <td className="px-3 py-2">{traveller.add_ons_text}</td>
                        <td className="px-3 py-2">{traveller.forms_text || "Done"}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {manifest.add_on_totals.length > 0 ? (
              <section className="card mt-6 p-4 sm:p-6" aria-labelledby="add-on-totals">
                <h2 id="add-on-totals" className="text-lg font-bold text-slate-900">
                  Add-ons for the base camp
                </h2>
                <ul className="mt-2 grid gap-1 text-slate-900">
                  {manifest.add_on_totals.map((total) => (
                    <li key={`${total.name}-${total.size}`}>
                      {total.name}
                      {total.size ? ` (size ${total.size})` : ""}: {total.quantity}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {manifest.cancelled ||
            !may("departures") ||
            manifest.start_date < businessToday(DEFAULT_BUSINESS_TIME_ZONE) ? null : (
              <div data-print-hidden>
                <AdminSection title="Cancel this departure">
                  <CancelDepartureForm
                    eventId={manifest.event_id}
                    dates={dateRange(manifest.start_date, manifest.end_date)}
                    paidBookings={liveBookings(manifest).paid}
                    heldBookings={liveBookings(manifest).held}
                    onDone={cancelled}
                  />
                </AdminSection>
              </div>
            )}
            <div data-print-hidden>
              <AdminSection title="Briefing">
                <p className="mb-3 text-sm text-slate-600">
                  {manifest.briefing
                    ? "Where and when the group meets and who leads it, as the trip passes show it and the day-before message sends it."
                    : "Not set yet: until it is, the trip passes say the meeting details will follow."}
                </p>
                <DepartureBriefingForm eventId={manifest.event_id} briefing={manifest.briefing} onSaved={reload} />
              </AdminSection>
              {may("departures") ? (
                <AdminSection title="Trek leaders">
                  <DepartureLeaders eventId={manifest.event_id} />
                </AdminSection>
              ) : null}
              {may("personal-data-holds") ? (
                <AdminSection title="Personal data">
                  <PersonalDataHold eventId={manifest.event_id} />
                </AdminSection>
              ) : null}
            </div>
          </AdminPage>
        ) : (
          <AdminPage title="Departure not found">
            <p>
              No departure has this id. <Link to="/admin/departures">See the departures</Link>
            </p>
          </AdminPage>
        )
      }
    </AdminQueryView>
  );
}
