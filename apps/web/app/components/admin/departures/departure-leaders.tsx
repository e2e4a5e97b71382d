// A departure's trek leaders, on its manifest, for a role that manages departures: who leads it, and
// a leader given or taken off (audited). A trek leader then reaches this departure's manifest, forms,
// briefing and check-in, and no other's (docs/api.md, "Staff roles").
import { useId, useState } from "react";
import { graphql } from "../../../graphql/generated/gql.ts";
import { AdminFormMessage } from "../admin-form-message.tsx";
import { AdminQueryView } from "../admin-query-view.tsx";
import { runAdminMutation, useAdminForm } from "../run-admin-mutation.ts";
import { useAdminQuery } from "../use-admin-query.ts";

const DepartureLeadersDocument = graphql(`
  query AdminDepartureLeaders($eventId: Int!) {
    adminDepartureLeaders(eventId: $eventId) {
      id
      name
    }
    adminTrekLeaders {
      id
      name
    }
  }
`);

const AssignDocument = graphql(`
  mutation AdminAssignTrekLeader($eventId: Int!, $userId: Int!) {
    adminAssignTrekLeader(eventId: $eventId, userId: $userId) {
      id
    }
  }
`);

const UnassignDocument = graphql(`
  mutation AdminUnassignTrekLeader($eventId: Int!, $userId: Int!) {
    adminUnassignTrekLeader(eventId: $eventId, userId: $userId) {
      id
    }
  }
`);

export function DepartureLeaders({ eventId }: { eventId: number }) {
  const selectId = useId();
  const { state, reload } = useAdminQuery(DepartureLeadersDocument, { eventId });
  const { message, busy, submit } = useAdminForm(reload);
  const [chosen, setChosen] = useState("");
  return (
    <AdminQueryView state={state} reload={reload} what="the trek leaders">
      {({ adminDepartureLeaders: leaders, adminTrekLeaders: everyone }) => {
        const free = everyone.filter((leader) => !leaders.some((current) => current.id === leader.id));
        return (
          <div>
            {leaders.length === 0 ? (
              <p className="text-slate-700">No trek leader is assigned yet.</p>
            ) : (
              <ul className="grid gap-2">
                {leaders.map((leader) => (
                  <li key={leader.id}>
                    <form
                      className="flex flex-wrap items-center gap-3"
                      onSubmit={submit(
                        () => runAdminMutation(UnassignDocument, { eventId, userId: leader.id }),
                        () => `${leader.name} no longer leads this departure.`,
                      )}
                    >
                      <span className="font-medium text-slate-900">{leader.name}</span>
                      <button type="submit" className="btn btn-secondary min-h-11" disabled={busy}>
                        Take off<span className="sr-only"> {leader.name}</span>
                      </button>
                    </form>
                  </li>
                ))}
              </ul>
            )}
            {free.length > 0 ? (
              <form
                className="mt-3 flex flex-wrap items-end gap-2"
                onSubmit={submit(
                  () => runAdminMutation(AssignDocument, { eventId, userId: Number(chosen) }),
                  () => "Assigned: they can open this departure now.",
                )}
              >
                <label htmlFor={selectId} className="grid text-sm font-medium text-slate-900">
                  Trek leader
                  <select
                    id={selectId}
                    className="mt-1 min-h-11 rounded-lg border border-slate-300 bg-white px-2"
                    value={chosen}
                    onChange={(event) => setChosen(event.target.value)}
                  >
                    <option value="">Choose…</option>
                    {free.map((leader) => (
                      <option key={leader.id} value={leader.id}>
                        {leader.name}
                      </option>
                    ))}
                  </select>
                </label>
                <button type="submit" className="btn btn-primary min-h-11" disabled={busy || chosen === ""}>
                  Assign
                </button>
              </form>
            ) : everyone.length === 0 ? (
              <p className="mt-3 text-sm text-slate-600">
                Nobody has the trek leader role yet (npm run staff:add -- &lt;phone&gt; --role trek_leader).
              </p>
            ) : null}
            <AdminFormMessage message={message} />
          </div>
        );
      }}
    </AdminQueryView>
  );
}
