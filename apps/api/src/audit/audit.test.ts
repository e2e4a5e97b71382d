// The audit log: a row per change, written in the change's transaction, never edited or
// deleted, and read back by staff through adminAuditLog.
import { auditLog } from "@parvat/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRowsOf, logInStaff } from "../testing/admin-test-kit.ts";
import type { Traveller } from "../testing/booking-test-kit.ts";
import { createTestApi, postGraphql, type TestApi } from "../testing/test-api.ts";
import { recordAudit } from "./audit.ts";

let test: TestApi;
let staff: Traveller;

beforeAll(async () => {
  test = await createTestApi();
  staff = await logInStaff(test);
});
afterAll(() => test.close());

const entry = (entityId: string, action: string, after: unknown) => ({
  staffUserId: staff.userId,
  action,
  entity: "widget",
  entityId,
  before: null,
  after,
});

describe("recordAudit", () => {
  it("writes with the transaction it is given, and rolls back with it", async () => {
    await test.db.transaction((tx) => recordAudit(tx, entry("1", "create-widget", { size: 3 })));
    await expect(
      test.db.transaction(async (tx) => {
        await recordAudit(tx, entry("2", "create-widget", { size: 4 }));
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await auditRowsOf(test, "widget", "1")).toEqual([
      expect.objectContaining({ action: "create-widget", before: null, after: { size: 3 } }),
    ]);
    expect(await auditRowsOf(test, "widget", "2")).toEqual([]);
  });

  it("is append-only: the database refuses to change or delete a row", async () => {
    const [row] = await auditRowsOf(test, "widget", "1");
    await expect(test.db.update(auditLog).set({ action: "forged" }).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    await expect(test.db.delete(auditLog).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    expect(await auditRowsOf(test, "widget", "1")).toEqual([expect.objectContaining({ action: "create-widget" })]);
  });
});

describe("adminAuditLog", () => {
  it("answers the newest rows first, of one entity or of all, with who made them", async () => {
    await test.db.transaction(async (tx) => {
      await recordAudit(tx, entry("7", "create-widget", { size: 1 }));
      await recordAudit(tx, { ...entry("7", "resize-widget", { size: 2 }), before: { size: 1 } });
      await recordAudit(tx, entry("8", "create-widget", { size: 5 }));
    });
    const response = await postGraphql<{
      adminAuditLog: { action: string; entity_id: string; staff_user_id: number; before_json: string | null }[];
    }>(
      test.api,
      `{ adminAuditLog(entity: "widget", entityId: "7") { action entity_id staff_user_id staff_name before_json after_json at } }`,
      undefined,
      staff.headers,
    );
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data!.adminAuditLog).toEqual([
      expect.objectContaining({
        action: "resize-widget",
        entity_id: "7",
        before_json: '{"size":1}',
        after_json: '{"size":2}',
      }),
      expect.objectContaining({
        action: "create-widget",
        entity_id: "7",
        before_json: null,
        staff_user_id: staff.userId,
      }),
    ]);
    const limited = await postGraphql<{ adminAuditLog: { entity_id: string }[] }>(
      test.api,
      "{ adminAuditLog(limit: 2) { entity_id action } }",
      undefined,
      staff.headers,
    );
    expect(limited.body.data!.adminAuditLog).toEqual([
      { entity_id: "8", action: "create-widget" },
      { entity_id: "7", action: "resize-widget" },
    ]);
  });
});

describe("adminAuditLog in words", () => {
  it("says each change as field, before and after, naming the staff member an enquiry went to", async () => {
    await test.db.transaction((tx) =>
      recordAudit(tx, {
        staffUserId: staff.userId,
        action: "update-enquiry",
        entity: "enquiry",
        entityId: "77",
        before: { status: "new", assigneeId: null },
        after: { status: "contacted", assigneeId: staff.userId, note: "Called back" },
      }),
    );
    const response = await postGraphql<{
      adminAuditLog: {
        staff_name: string;
        changes: { field: string; before: string | null; after: string | null }[];
      }[];
    }>(
      test.api,
      `{ adminAuditLog(entity: "enquiry", entityId: "77") { staff_name changes { field before after } after_json } }`,
      undefined,
      staff.headers,
    );
    expect(response.body.errors).toBeUndefined();
    const [row] = response.body.data!.adminAuditLog;
    // jsonb keeps keys in its own order (shortest first): the fields come in that order.
    expect(row!.changes).toHaveLength(3);
    expect(row!.changes).toEqual(
      expect.arrayContaining([
        { field: "Status", before: "new", after: "contacted" },
        { field: "Assigned to", before: "none", after: row!.staff_name },
        { field: "Note", before: null, after: "Called back" },
      ]),
    );
  });
});
