// /admin/staff (owner): every staff member with their role, changed here (audited, from their next
// request on), their live sessions, ended here when a phone is lost or a colleague leaves, and their
// second factors, reset here when the phone that held them is lost (after the owner confirms it is
// them). New colleagues are added from the command line: npm run staff:add -- <phone> --role <role>.
import { formatIndianPhone } from "@parvat/domain/company";
import { STAFF_ROLE_DEFINITIONS, STAFF_ROLES, type StaffRole } from "@parvat/domain/staff-roles";
import { useState } from "react";
import { AdminFormMessage } from "../../components/admin/admin-form-message.tsx";
import { AdminPage, AdminSection } from "../../components/admin/admin-page.tsx";
import { AdminQueryView } from "../../components/admin/admin-query-view.tsx";
import { AdminTable, Cell, Row } from "../../components/admin/admin-table.tsx";
import { ResetSecondFactors } from "../../components/admin/reset-second-factors.tsx";
import { runAdminMutation, useAdminForm } from "../../components/admin/run-admin-mutation.ts";
import { useAdminQuery } from "../../components/admin/use-admin-query.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import type { AdminStaffQuery } from "../../graphql/generated/graphql.ts";

const AdminStaffDocument = graphql(`
  query AdminStaff {
    adminStaff {
      id
      phone
      first_name
      last_name
      role
      live_sessions
      second_factors
    }
  }
`);

const SetStaffRoleDocument = graphql(`
  mutation AdminSetStaffRole($userId: Int!, $role: StaffRole!) {
    adminSetStaffRole(userId: $userId, role: $role) {
      id
      role
    }
  }
`);

const EndStaffSessionsDocument = graphql(`
  mutation AdminEndStaffSessions($userId: Int!) {
    adminEndStaffSessions(userId: $userId)
  }
`);

type Member = AdminStaffQuery["adminStaff"][number];

const nameOf = (member: Member) =>
  [member.first_name, member.last_name].filter(Boolean).join(" ") || formatIndianPhone(member.phone);

function MemberRow({ member, reload }: { member: Member; reload: () => Promise<void> }) {
  const { message, busy, submit } = useAdminForm(reload);
  const [role, setRole] = useState<StaffRole>(member.role);
  const name = nameOf(member);
  return (
    <Row>
      <Cell>
        <span className="font-medium text-slate-900">{name}</span>
        <br />
        <span className="text-slate-600">{formatIndianPhone(member.phone)}</span>
      </Cell>
      <Cell>
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={submit(
            () => runAdminMutation(SetStaffRoleDocument, { userId: member.id, role }),
            (data) => `${name} is now ${STAFF_ROLE_DEFINITIONS[data.adminSetStaffRole.role].label.toLowerCase()}.`,
          )}
        >
          <label className="grid text-sm">
            <span className="sr-only">Role of {name}</span>
            <select
              className="min-h-11 rounded-lg border border-slate-300 bg-white px-2"
              value={role}
              onChange={(event) => setRole(event.target.value as StaffRole)}
            >
              {STAFF_ROLES.map((option) => (
                <option key={option} value={option}>
                  {STAFF_ROLE_DEFINITIONS[option].label}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn btn-secondary min-h-11" disabled={busy || role === member.role}>
            Change role<span className="sr-only"> of {name}</span>
          </button>
        </form>
        <AdminFormMessage message={message} />
      </Cell>
      <Cell>
        <form
          onSubmit={submit(
            () => runAdminMutation(EndStaffSessionsDocument, { userId: member.id }),
            (data) => `${name} is logged out everywhere (${data.adminEndStaffSessions} sessions ended).`,
          )}
        >
          <span className="mr-2">{member.live_sessions}</span>
          <button type="submit" className="btn btn-secondary min-h-11" disabled={busy || member.live_sessions === 0}>
            Log out<span className="sr-only"> {name}</span> everywhere
          </button>
        </form>
      </Cell>
      <Cell>
        <ResetSecondFactors userId={member.id} name={name} secondFactors={member.second_factors} onReset={reload} />
      </Cell>
    </Row>
  );
}

export default function AdminStaffScreen() {
  const { state, reload } = useAdminQuery(AdminStaffDocument, {});
  return (
    <AdminQueryView state={state} reload={reload} what="the staff">
      {({ adminStaff }) => (
        <AdminPage
          title="Staff"
          intro="Who works in the back office and what their role lets them do. A change applies from their next click."
        >
          <AdminSection title="Staff members">
            <AdminTable
              caption="Staff members, their roles, live sessions and second factors"
              headers={["Name", "Role", "Live sessions", "Second factor"]}
              empty="No staff yet."
              rows={adminStaff.map((member) => <MemberRow key={member.id} member={member} reload={reload} />)}
            />
          </AdminSection>
          <AdminSection title="Roles">
            <dl className="grid gap-2 text-sm text-slate-700">
              {STAFF_ROLES.map((role) => (
                <div key={role}>
                  <dt className="font-semibold text-slate-900">{STAFF_ROLE_DEFINITIONS[role].label}</dt>
                  <dd>
                    {STAFF_ROLE_DEFINITIONS[role].permissions.join(", ")}
                    {STAFF_ROLE_DEFINITIONS[role].reach === "led-departures"
                      ? " (only on the departures they lead)"
                      : ""}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="mt-3 text-sm text-slate-600">
              To add a colleague, run <code>npm run staff:add -- &lt;phone&gt; --role &lt;role&gt;</code> on the server.
            </p>
          </AdminSection>
        </AdminPage>
      )}
    </AdminQueryView>
  );
}
