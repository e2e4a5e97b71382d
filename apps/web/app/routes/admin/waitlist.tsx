// /admin/departures/{eventId}/waitlist: a departure's waitlist for the trip desk (docs/api.md,
// "Waitlist"): the line in order with each group's offer and its expiry, the seats on sale and on
// offer, and the entries that left the line. Staff move an entry to another place or take it out
// (an open offer is withdrawn and goes to the next); both ask for a reason and are audited.
import { formatIndianPhone } from "@parvat/domain/company";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { AdminFormMessage } from "../../components/admin/admin-form-message.tsx";
import { adminDateTime } from "../../components/admin/admin-format.ts";
import { AdminPage } from "../../components/admin/admin-page.tsx";
import { AdminQueryView } from "../../components/admin/admin-query-view.tsx";
import { runAdminMutation, useAdminForm } from "../../components/admin/run-admin-mutation.ts";
import { useAdminQuery } from "../../components/admin/use-admin-query.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import type { AdminWaitlistQuery } from "../../graphql/generated/graphql.ts";
import { formatDate } from "../../lib/format.ts";

const AdminWaitlistDocument = graphql(`
  query AdminWaitlist($eventId: Int!) {
    adminWaitlist(eventId: $eventId) {
      event_id
      trip_name
      start_date
      capacity
      available_seats
      offered_seats
      closes_at
      entries {
        id
        position
        status
        status_text
        travellers
        package_name
        joined_at
        ended_at
        traveller { name phone email }
        offer { seats status expires_at }
      }
    }
  }
`);

const MoveEntryDocument = graphql(`
  mutation AdminMoveWaitlistEntry($id: ID!, $position: Int!, $reason: String!) {
    adminMoveWaitlistEntry(id: $id, position: $position, reason: $reason) { event_id }
  }
`);

const RemoveEntryDocument = graphql(`
  mutation AdminRemoveWaitlistEntry($id: ID!, $reason: String!) {
    adminRemoveWaitlistEntry(id: $id, reason: $reason) { event_id }
  }
`);

type Entry = NonNullable<AdminWaitlistQuery["adminWaitlist"]>["entries"][number];

function ChangeEntry({
  entry,
  lineLength,
  reload,
}: {
  entry: Entry;
  lineLength: number;
  reload: () => Promise<unknown>;
}) {
  const { message, busy, submit } = useAdminForm(reload);
  const [position, setPosition] = useState(String(entry.position ?? 1));
  const [reason, setReason] = useState("");
  const id = `entry-${entry.id}`;
  return (
    <form
      className="grid gap-2 sm:grid-cols-[6rem_1fr_auto_auto] sm:items-end"
      aria-label={`Change entry ${entry.position}`}
    >
      <label className="grid gap-1 text-sm" htmlFor={`${id}-position`}>
        Place
        <input
          id={`${id}-position`}
          type="number"
          min={1}
          max={lineLength}
          value={position}
          onChange={(event) => setPosition(event.target.value)}
          className="min-h-11 rounded-lg border border-slate-300 px-2"
        />
      </label>
      <label className="grid gap-1 text-sm" htmlFor={`${id}-reason`}>
        Reason (kept in the audit log)
        <input
          id={`${id}-reason`}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          className="min-h-11 rounded-lg border border-slate-300 px-2"
        />
      </label>
      <button
        type="submit"
        className="btn btn-secondary min-h-11"
        disabled={busy}
        onClick={submit(
          () => runAdminMutation(MoveEntryDocument, { id: entry.id, position: Number(position), reason }),
          () => `Moved to place ${position}.`,
        )}
      >
        Move
      </button>
      <button
        type="submit"
        className="btn btn-secondary min-h-11"
        disabled={busy}
        onClick={submit(
          () => runAdminMutation(RemoveEntryDocument, { id: entry.id, reason }),
          () => "Taken out of the line.",
        )}
      >
        Remove
      </button>
      <div className="sm:col-span-4">
        <AdminFormMessage message={message} />
      </div>
    </form>
  );
}

export default function AdminWaitlist() {
  const { eventId = "" } = useParams();
  const { state, reload } = useAdminQuery(AdminWaitlistDocument, { eventId: Number(eventId) || 0 });
  return (
    <AdminQueryView state={state} reload={reload} what="the waitlist">
      {({ adminWaitlist: waitlist }) => {
        if (!waitlist) {
          return (
            <AdminPage title="Departure not found">
              <p>
                No departure has this id. <Link to="/admin/departures">See the departures</Link>
              </p>
            </AdminPage>
          );
        }
        const line = waitlist.entries.filter((entry) => entry.position !== null);
        const left = waitlist.entries.filter((entry) => entry.position === null);
        return (
          <AdminPage
            title={`Waitlist: ${waitlist.trip_name}, ${formatDate(waitlist.start_date)}`}
            intro={`${waitlist.capacity} seats: ${waitlist.available_seats} on sale, ${waitlist.offered_seats} offered to the waitlist. The line closes ${adminDateTime(waitlist.closes_at)}.`}
            actions={
              <Link className="btn btn-secondary min-h-11" to={`/admin/departures/${waitlist.event_id}/manifest`}>
                Its manifest
              </Link>
            }
          >
            {line.length === 0 ? (
              <p className="card p-6 text-slate-700">Nobody is waiting for this departure.</p>
            ) : (
              <ol className="grid gap-3">
                {line.map((entry) => (
                  <li key={entry.id} className="card grid gap-2 p-4">
                    <p className="font-semibold text-slate-900">
                      {entry.position}. {entry.traveller.name || "Name not given"},{" "}
                      {formatIndianPhone(entry.traveller.phone)}
                      {entry.traveller.email ? `, ${entry.traveller.email}` : ""}
                    </p>
                    <p className="text-sm text-slate-700">
                      {entry.travellers} travelling, {entry.package_name}; joined {adminDateTime(entry.joined_at)}.{" "}
                      {entry.offer?.status === "open"
                        ? `Offered ${entry.offer.seats} ${entry.offer.seats === 1 ? "seat" : "seats"} until ${adminDateTime(entry.offer.expires_at)}.`
                        : "Waiting."}
                    </p>
                    <ChangeEntry entry={entry} lineLength={line.length} reload={reload} />
                  </li>
                ))}
              </ol>
            )}
            {left.length > 0 ? (
              <section aria-labelledby="left-heading" className="mt-6">
                <h2 id="left-heading" className="text-lg font-bold text-slate-900">
                  Left the line
                </h2>
                <ul className="mt-2 grid gap-2 text-sm text-slate-700">
                  {left.map((entry) => (
                    <li key={entry.id}>
                      {entry.traveller.name || "Name not given"} ({entry.travellers}): {entry.status_text}
                      {entry.ended_at ? `, ${adminDateTime(entry.ended_at)}` : ""}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </AdminPage>
        );
      }}
    </AdminQueryView>
  );
}
