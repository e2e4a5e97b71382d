import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../client.ts";
import { users } from "../schema.ts";
import { createUser } from "../testing/factories/accounts.ts";
import { createTestDatabase } from "../testing/test-database.ts";
import { setStaffRole } from "./staff.ts";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const roleOf = async (phone: string) =>
  (await handle.db.select({ role: users.role }).from(users).where(eq(users.phone, phone)))[0]?.role;

describe("setStaffRole (npm run staff:add / staff:remove)", () => {
  it("grants staff to an existing traveller and takes it back", async () => {
    const user = await createUser(handle.db);
    expect(await setStaffRole(handle.db, user.phone, "staff")).toEqual({
      ok: true,
      userId: user.id,
      created: false,
      previousRole: "traveller",
    });
    expect(await roleOf(user.phone)).toBe("staff");
    expect(await setStaffRole(handle.db, user.phone, "traveller")).toMatchObject({ ok: true, previousRole: "staff" });
    expect(await roleOf(user.phone)).toBe("traveller");
  });

  it("creates the account of a new colleague, and refuses to remove an unknown number", async () => {
    const outcome = await setStaffRole(handle.db, "+919000000077", "staff", { firstName: "Neha" });
    expect(outcome).toMatchObject({ ok: true, created: true, previousRole: null });
    expect(await roleOf("+919000000077")).toBe("staff");
    expect(await setStaffRole(handle.db, "+919000000078", "traveller")).toEqual({ ok: false, reason: "unknown-phone" });
    expect(await roleOf("+919000000078")).toBeUndefined();
  });
});
