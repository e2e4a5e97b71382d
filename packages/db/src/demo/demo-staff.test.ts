import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../client.ts";
import { users } from "../schema.ts";
import { fixtureCatalogue, fixturePlatform } from "../testing/demo-fixture.ts";
import { createTestDatabase } from "../testing/test-database.ts";
import { DEMO_STAFF_PHONE, demoStaffAccounts } from "./demo-staff.ts";
import { loadDemoContent } from "./load-demo-content.ts";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const plannerPhones = fixturePlatform.tripPlanners.map((planner) => planner.phone);

it("the demo content has the owner's account documented in the README, and planners on the trip desk", async () => {
  await loadDemoContent(handle.db, { today: "2026-07-01", catalogues: [fixtureCatalogue], platform: fixturePlatform });
  const rows = await handle.db
    .select({ role: users.role, staffRole: users.staffRole, firstName: users.firstName })
    .from(users)
    .where(eq(users.phone, DEMO_STAFF_PHONE));
  expect(DEMO_STAFF_PHONE).toBe("+919000000001");
  expect(rows).toEqual([{ role: "staff", staffRole: "owner", firstName: "Priya" }]);
  const planners = await handle.db
    .select({ role: users.role, staffRole: users.staffRole })
    .from(users)
    .where(inArray(users.phone, plannerPhones));
  expect(planners).toEqual(plannerPhones.map(() => ({ role: "staff", staffRole: "trip_desk" })));
});

it("without staff accounts, the planners are travellers and the trip desk account is not made", async () => {
  const other = await createTestDatabase();
  try {
    const options = { today: "2026-07-01" as const, catalogues: [fixtureCatalogue], platform: fixturePlatform };
    await loadDemoContent(other.db, { ...options, staffAccounts: false });
    const staff = await other.db.select({ phone: users.phone }).from(users).where(eq(users.role, "staff"));
    expect(staff).toEqual([]);
    expect(await other.db.$count(users, eq(users.phone, DEMO_STAFF_PHONE))).toBe(0);
    // The quotations still name their planners.
    expect(await other.db.$count(users, inArray(users.phone, plannerPhones))).toBe(plannerPhones.length);
  } finally {
    await other.close();
  }
});

describe("demoStaffAccounts", () => {
  it("withholds staff from the demo's published numbers on PostgreSQL in production unless asked by name", () => {
    expect(demoStaffAccounts({ production: true, postgres: true, setting: undefined })).toBe(false);
    expect(demoStaffAccounts({ production: true, postgres: true, setting: true })).toBe(true);
    // The embedded database (a demo, `npm start`) and development keep the documented back-office login.
    expect(demoStaffAccounts({ production: true, postgres: false, setting: undefined })).toBe(true);
    expect(demoStaffAccounts({ production: false, postgres: true, setting: undefined })).toBe(true);
    expect(demoStaffAccounts({ production: false, postgres: false, setting: false })).toBe(false);
  });
});
