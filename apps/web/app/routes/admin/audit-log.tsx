// /admin/audit-log: every change staff made, newest first: who, when, what, and each
// field that changed in words (before and after, as the API words them; the stored JSON stays in the
// database and is one click away). Filter by entity ("event", "booking", ...) and id.
import { useState } from "react";
import { Link } from "react-router";
import { adminDateTime } from "../../components/admin/admin-format.ts";
import { AdminPage, AdminSection } from "../../components/admin/admin-page.tsx";
import { AdminQueryView } from "../../components/admin/admin-query-view.tsx";
import { AdminTable, Cell, Row } from "../../components/admin/admin-table.tsx";
import { AuditChanges, actionInWords } from "../../components/admin/audit-changes.tsx";
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
      changes {
        field
        before
        after
      }
      before_json
      after_json
    }
  }
`);

const inputClass = "mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base";

/** Where the changed thing lives in the back office, when it has a screen of its own. */
function entityPath(entity: string, id: string): string | null {
  switch (entity) {
    case "booking":
      return `/admin/bookings/${id}`;
    case "enquiry":
      return `/admin/enquiries/${id}`;
    case "quotation":
      return `/admin/quotations/${id}/edit`;
    case "event":
      return `/admin/departures/${id}/manifest`;
    default:
      return null;
  }
}

const ENTITY_WORDS: Record<string, string> = { event: "departure" };

/** The row as stored, for the record: the JSON before and after. */
function StoredJson({ before, after }: { before: string | null; after: string | null }) {
  const pretty = (json: string | null) => (json === null ? "none" : JSON.stringify(JSON.parse(json), null, 1));
  return (
    <details className="mt-2 text-xs">
      <summary className="cursor-pointer text-slate-600">As stored</summary>
      <pre className="mt-1 max-w-md break-all whitespace-pre-wrap">
        Before: {pretty(before)}
        {"\n"}After: {pretty(after)}
      </pre>
    </details>
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
              headers={["When", "Who", "What", "Changes"]}
              empty="No change matches."
              rows={adminAuditLog.map((row) => (
                <Row key={row.id}>
                  <Cell>{adminDateTime(row.at)}</Cell>
                  <Cell>{row.staff_name}</Cell>
                  <Cell>
                    {actionInWords(row.action)}
                    <div className="text-slate-600">
                      <EntityLink entity={row.entity} id={row.entity_id} />
                    </div>
                  </Cell>
                  <Cell className="min-w-[20rem]">
                    <AuditChanges changes={row.changes} />
                    <StoredJson before={row.before_json} after={row.after_json} />
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

function EntityLink({ entity, id }: { entity: string; id: string }): React.ReactNode {
  const words = `${ENTITY_WORDS[entity] ?? entity} ${id}`;
  const path = entityPath(entity, id);
  return path ? (
    <Link className="link" to={path}>
      {words}
    </Link>
  ) : (
    words
  );
}
