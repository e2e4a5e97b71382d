// /admin/audit-log (issue 14): every change staff made, newest first: who, when, what, and the
// entity before and after (as the API stored them). Filter by entity ("event", "booking", ...) and id.
import { useState } from "react";
import { adminDateTime } from "../../components/admin/admin-format.ts";
import { AdminPage, AdminSection } from "../../components/admin/admin-page.tsx";
import { AdminQueryView } from "../../components/admin/admin-query-view.tsx";
import { AdminTable, Cell, Row } from "../../components/admin/admin-table.tsx";
import { useAdminQuery } from "../../components/admin/use-admin-query.ts";
import { graphql } from "../../graphql/generated/gql.ts";

const AdminAuditLogDocument = graphql(`
  query AdminAuditLog($entity: String, $entityId: String) {
    adminAuditLog(entity: $entity, entityId: $entityId, limit: 200) {
      id
      at
      action
      entity
      entity_id
      staff_name
      before_json
      after_json
    }
  }
`);

const inputClass = "mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base";

function JsonCell({ json }: { json: string | null }) {
  if (json === null) return <span className="text-slate-600">—</span>;
  return (
    <pre className="max-w-xs text-xs break-all whitespace-pre-wrap">{JSON.stringify(JSON.parse(json), null, 1)}</pre>
  );
}

export default function AdminAuditLogScreen() {
  const [filter, setFilter] = useState({ entity: "", entityId: "" });
  const [draft, setDraft] = useState(filter);
  const { state, reload } = useAdminQuery(AdminAuditLogDocument, {
    entity: filter.entity.trim() || null,
    entityId: filter.entityId.trim() || null,
  });
  return (
    <AdminPage title="Audit log" intro="Every change made in the back office, newest first.">
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setFilter(draft);
        }}
      >
        <label className="text-sm font-medium text-slate-800" htmlFor="audit-entity">
          Entity (event, package, booking, enquiry…)
          <input
            id="audit-entity"
            className={inputClass}
            value={draft.entity}
            onChange={(e) => setDraft({ ...draft, entity: e.target.value })}
          />
        </label>
        <label className="text-sm font-medium text-slate-800" htmlFor="audit-entity-id">
          Its id
          <input
            id="audit-entity-id"
            className={inputClass}
            value={draft.entityId}
            onChange={(e) => setDraft({ ...draft, entityId: e.target.value })}
          />
        </label>
        <button type="submit" className="btn btn-secondary">
          Show
        </button>
      </form>
      <AdminQueryView state={state} reload={reload} what="the audit log">
        {({ adminAuditLog }) => (
          <AdminSection title="Changes">
            <AdminTable
              caption="Changes made in the back office"
              headers={["When", "Who", "What", "Before", "After"]}
              empty="No change matches."
              rows={adminAuditLog.map((row) => (
                <Row key={row.id}>
                  <Cell>{adminDateTime(row.at)}</Cell>
                  <Cell>{row.staff_name}</Cell>
                  <Cell>
                    {row.action} {row.entity} {row.entity_id}
                  </Cell>
                  <Cell>
                    <JsonCell json={row.before_json} />
                  </Cell>
                  <Cell>
                    <JsonCell json={row.after_json} />
                  </Cell>
                </Row>
              ))}
            />
          </AdminSection>
        )}
      </AdminQueryView>
    </AdminPage>
  );
}
