// The audit log of the back office: who changed what, when, and the entity before and
// after. Every staff mutation calls recordAudit inside the transaction that makes its change, so a
// change and its record commit or roll back together; the table refuses edits and deletions (the
// trigger of the issue-14 migration).
import type { Database, Transaction } from "@parvat/db/client";
import { auditLog, packages, treks, users } from "@parvat/db/schema";
import { and, desc, eq, inArray, type SQL } from "drizzle-orm";
import { type AuditChange, type AuditWordsContext, auditChanges, namedIdsIn } from "./audit-words.ts";

export interface AuditEntry {
  /** The staff member making the change (requireStaff's viewer.userId). */
  staffUserId: number;
  /** A kebab-case verb phrase: "create-departure", "record-offline-payment", ... */
  action: string;
  /** What the change is to: "event", "booking", "enquiry", ... */
  entity: string;
  entityId: string;
  /** The entity as it was (null when created) and as it is (null when removed): plain JSON values. */
  before: unknown;
  after: unknown;
}

/** Appends one audit row, in the caller's transaction. */
export async function recordAudit(tx: Transaction, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    staffUserId: entry.staffUserId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export interface AuditRow {
  id: number;
  at: Date;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  staffUserId: number;
  staffName: string;
  staffPhone: string;
  /** Each field that changed, in words (audit-words.ts); before and after stay as stored. */
  changes: AuditChange[];
}

export const AUDIT_LOG_MAX_LIMIT = 500;

/** The newest rows first, of one entity or of everything. */
export async function listAuditLog(
  db: Database | Transaction,
  filter: { entity?: string | null; entityId?: string | null; limit: number },
): Promise<AuditRow[]> {
  const conditions: SQL[] = [];
  if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      staffUserId: auditLog.staffUserId,
      firstName: users.firstName,
      lastName: users.lastName,
      staffPhone: users.phone,
    })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.staffUserId))
    .where(and(...conditions))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(Math.min(Math.max(filter.limit, 1), AUDIT_LOG_MAX_LIMIT));
  const context = await wordsContext(
    db,
    rows.flatMap((row) => [row.before, row.after]),
  );
  return rows.map(({ firstName, lastName, ...row }) => ({
    ...row,
    staffName: [firstName, lastName].filter(Boolean).join(" ") || row.staffPhone,
    changes: auditChanges(comparableBefore(row), row.after, context),
  }));
}

/**
 * The before side in the after side's shape: quotation updates recorded before the two matched kept
 * the bare draft before and { draft, prices } after.
 */
function comparableBefore(row: { action: string; before: unknown }): unknown {
  const { before } = row;
  const bareDraft = typeof before === "object" && before !== null && !("draft" in before);
  return row.action === "update-quotation" && bareDraft ? { draft: before } : before;
}

/** The names of the staff members, packages and trips the rows mention by id: one query each, when any. */
async function wordsContext(db: Database | Transaction, values: unknown[]): Promise<AuditWordsContext> {
  const ids = namedIdsIn(values);
  const [staff, packageRows, trekRows] = await Promise.all([
    ids.assigneeId.length
      ? db
          .select({ id: users.id, first: users.firstName, last: users.lastName, phone: users.phone })
          .from(users)
          .where(inArray(users.id, ids.assigneeId))
      : [],
    ids.packageId.length
      ? db.select({ id: packages.id, name: packages.name }).from(packages).where(inArray(packages.id, ids.packageId))
      : [],
    ids.trekId.length
      ? db.select({ id: treks.id, name: treks.name }).from(treks).where(inArray(treks.id, ids.trekId))
      : [],
  ]);
  return {
    names: {
      assigneeId: new Map(staff.map((row) => [row.id, [row.first, row.last].filter(Boolean).join(" ") || row.phone])),
      packageId: new Map(packageRows.map((row) => [row.id, row.name])),
      trekId: new Map(trekRows.map((row) => [row.id, row.name])),
    },
  };
}
