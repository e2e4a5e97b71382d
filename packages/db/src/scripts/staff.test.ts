import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../client.ts";
import { authSessions, users } from "../schema.ts";
import { createUser } from "../testing/factories/accounts.ts";
import { createTestDatabase } from "../testing/test-database.ts";
import { parseStaffCommand, setStaffRole } from "./staff.ts";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const rolesOf = async (phone: string) =>
  (
    await handle.db.select({ role: users.role, staffRole: users.staffRole }).from(users).where(eq(users.phone, phone))
  )[0];

describe("setStaffRole (npm run staff:add / staff:remove)", () => {
  it("grants staff with a role to an existing traveller, changes the role, and takes it back", async () => {
    const user = await createUser(handle.db);
    expect(await setStaffRole(handle.db, user.phone, "accounts")).toEqual({
      ok: true,
      userId: user.id,
      created: false,
      previousRole: "traveller",
      previousStaffRole: null,
    });
    expect(await rolesOf(user.phone)).toEqual({ role: "staff", staffRole: "accounts" });
    expect(await setStaffRole(handle.db, user.phone, "trek_leader")).toMatchObject({ previousStaffRole: "accounts" });
    expect(await rolesOf(user.phone)).toEqual({ role: "staff", staffRole: "trek_leader" });
    expect(await setStaffRole(handle.db, user.phone, null)).toMatchObject({ ok: true, previousRole: "staff" });
    expect(await rolesOf(user.phone)).toEqual({ role: "traveller", staffRole: null });
  });

  it("ends the logins an account made as a traveller when it becomes staff, and no others", async () => {
    const user = await createUser(handle.db);
    const other = await createUser(handle.db);
    const at = new Date();
    const day = new Date(at.getTime() + 86_400_000);
    await handle.db.insert(authSessions).values([
      { id: `s-${user.id}`, userId: user.id, createdAt: at, expiresAt: day },
      { id: `s-${other.id}`, userId: other.id, createdAt: at, expiresAt: day },
    ]);
    await setStaffRole(handle.db, user.phone, "content");
    const revoked = await handle.db
      .select({ userId: authSessions.userId, revokedAt: authSessions.revokedAt })
      .from(authSessions)
      .where(inArray(authSessions.userId, [user.id, other.id]));
    expect(revoked.find((row) => row.userId === user.id)?.revokedAt).toBeInstanceOf(Date);
    expect(revoked.find((row) => row.userId === other.id)?.revokedAt).toBeNull();
  });

  it("creates the account of a new colleague, and refuses to remove an unknown number", async () => {
    const outcome = await setStaffRole(handle.db, "+919000000077", "owner", { firstName: "Neha" });
    expect(outcome).toMatchObject({ ok: true, created: true, previousRole: null });
    expect(await rolesOf("+919000000077")).toEqual({ role: "staff", staffRole: "owner" });
    expect(await setStaffRole(handle.db, "+919000000078", null)).toEqual({ ok: false, reason: "unknown-phone" });
    expect(await rolesOf("+919000000078")).toBeUndefined();
  });

  it("the database refuses staff without a role, a role for a traveller, and a role that is not one", async () => {
    const user = await createUser(handle.db);
    const set = (values: Partial<typeof users.$inferInsert>) =>
      handle.db.update(users).set(values).where(eq(users.id, user.id));
    await expect(set({ role: "staff", staffRole: null })).rejects.toThrow();
    await expect(set({ role: "traveller", staffRole: "owner" })).rejects.toThrow();
    await expect(set({ role: "staff", staffRole: "admin" })).rejects.toThrow();
    expect(await rolesOf(user.phone)).toEqual({ role: "traveller", staffRole: null });
  });
});

describe("parseStaffCommand", () => {
  it("reads add with a role (either spelling), and remove", () => {
    expect(parseStaffCommand(["add", "98765 43210", "--role", "trip-desk"])).toEqual({
      ok: true,
      phone: "+919876543210",
      staffRole: "trip_desk",
    });
    expect(parseStaffCommand(["add", "+919876543210", "--role", "trek_leader"])).toMatchObject({
      staffRole: "trek_leader",
    });
    expect(parseStaffCommand(["remove", "+919876543210"])).toEqual({
      ok: true,
      phone: "+919876543210",
      staffRole: null,
    });
  });

  it.each([
    [["add", "+919876543210"], /Say which role/],
    [["add", "+919876543210", "--role"], /Say which role/],
    [["add", "+919876543210", "--role", "admin"], /"admin" is not a role\. The roles are: owner, trip_desk/],
    [["add", "+919876543210", "--role", "owner", "extra"], /Say which role/],
    [["add", "12", "--role", "owner"], /./],
    [["promote", "+919876543210"], /Usage/],
    [["remove", "+919876543210", "--role", "owner"], /Usage/],
  ])("refuses %j with a message that says what to do", (argv, message) => {
    const parsed = parseStaffCommand(argv);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(message);
  });
});
