// The demo's trip desk account (issue 14): log in as +91 90000 00001 to open the back office at
// /admin (README). The trip planners of the demo content are staff too, so that quotations name
// them; this is the one account documented for trying the back office.

import type { Executor } from "../factories/executor.ts";
import { setStaffRole } from "../scripts/staff.ts";

/** E.164: +91 90000 00001. */
export const DEMO_STAFF_PHONE = "+919000000001";

export async function insertDemoStaff(db: Executor): Promise<void> {
  await setStaffRole(db, DEMO_STAFF_PHONE, "staff", { firstName: "Priya" });
}
