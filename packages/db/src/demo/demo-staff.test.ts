import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../client.ts";
import { users } from "../schema.ts";
import { fixtureCatalogue, fixturePlatform } from "../testing/demo-fixture.ts";
import { createTestDatabase } from "../testing/test-database.ts";
import { DEMO_STAFF_PHONE } from "./demo-staff.ts";
import { loadDemoContent } from "./load-demo-content.ts";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

it("the demo content has the trip desk's staff account documented in the README", async () => {
  await loadDemoContent(handle.db, { today: "2026-07-01", catalogues: [fixtureCatalogue], platform: fixturePlatform });
  const rows = await handle.db
    .select({ role: users.role, firstName: users.firstName })
    .from(users)
    .where(eq(users.phone, DEMO_STAFF_PHONE));
  expect(DEMO_STAFF_PHONE).toBe("+919000000001");
  expect(rows).toEqual([{ role: "staff", firstName: "Priya" }]);
});
