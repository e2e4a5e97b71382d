// The audit log in the schema (docs/api.md, "Back office"):
//   adminAuditLog(entity, entityId, limit)   staff only: the newest changes first
// Rows are written by recordAudit (audit.ts) inside each staff mutation's transaction.
import { requireStaff } from "../accounts/require-viewer.ts";
import { AUDIT_LOG_MAX_LIMIT, type AuditRow, listAuditLog } from "../audit/audit.ts";
import type { AuditChange } from "../audit/audit-words.ts";
import { builder } from "../builder.ts";

export const AdminAuditChange = builder.objectRef<AuditChange>("AdminAuditChange").implement({
  description: "One field of an audit row that changed, in words: its name, and its value before and after.",
  fields: (t) => ({
    field: t.exposeString("field", { description: 'The field, a path for nested ones: "Payment › Amount".' }),
    before: t.exposeString("before", { nullable: true, description: "In words; null: it did not exist (created)." }),
    after: t.exposeString("after", { nullable: true, description: "In words; null: it was removed." }),
  }),
});

const AdminAuditEntry = builder.objectRef<AuditRow>("AdminAuditEntry").implement({
  description: "One change a staff member made: who, when, what, and the entity before and after.",
  fields: (t) => ({
    id: t.exposeInt("id"),
    at: t.string({ description: "When (ISO 8601 date and time).", resolve: (row) => row.at.toISOString() }),
    action: t.exposeString("action", { description: 'A kebab-case verb phrase, e.g. "create-departure".' }),
    entity: t.exposeString("entity", { description: 'What was changed, e.g. "event", "booking", "enquiry".' }),
    entity_id: t.exposeString("entityId"),
    staff_user_id: t.exposeInt("staffUserId"),
    staff_name: t.exposeString("staffName", { description: "The staff member's name (their phone if unnamed)." }),
    changes: t.field({
      type: [AdminAuditChange],
      description: "Each field that changed, in words; before_json and after_json keep the stored JSON.",
      resolve: (row) => row.changes,
    }),
    before_json: t.string({
      nullable: true,
      description: "The entity before the change, as JSON text; null when it was created.",
      resolve: (row) => (row.before === null ? null : JSON.stringify(row.before)),
    }),
    after_json: t.string({
      nullable: true,
      description: "The entity after the change, as JSON text; null when it was removed.",
      resolve: (row) => (row.after === null ? null : JSON.stringify(row.after)),
    }),
  }),
});

builder.queryField("adminAuditLog", (t) =>
  t.field({
    type: [AdminAuditEntry],
    description: `Staff only: the audit log, newest first, of one entity (entity and entityId) or of everything. At most ${AUDIT_LOG_MAX_LIMIT} rows (default 100).`,
    args: {
      entity: t.arg.string({ required: false }),
      entityId: t.arg.string({ required: false }),
      limit: t.arg.int({ required: false, defaultValue: 100 }),
    },
    resolve: (_root, args, context) => {
      requireStaff(context);
      return listAuditLog(context.db, { entity: args.entity, entityId: args.entityId, limit: args.limit ?? 100 });
    },
  }),
);
