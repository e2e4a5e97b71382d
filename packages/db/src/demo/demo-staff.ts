// The demo's owner account: log in as +91 90000 00001 to open the back office at /admin (README),
// every screen of it. The trip planners of the demo content are staff too (the trip desk role), so
// that quotations name them; the owner is the one account documented for trying the back office.
//
// Their numbers are printed in the README and in the demo content. On a real site (production on
// PostgreSQL, with real SMS) whoever holds one of those numbers would log in as staff, so there the
// demo accounts are made travellers, unless the operator asks for staff ones by name
// (DEMO_STAFF_ACCOUNTS=true, for a staging copy).

import type { Executor } from "../factories/executor.ts";
import { setStaffRole } from "../scripts/staff.ts";

/** E.164: +91 90000 00001. */
export const DEMO_STAFF_PHONE = "+919000000001";

/**
 * The demo owner's authenticator-app secret (TOTP, base32), printed in the README so that anyone can
 * pass the owner's second factor in the demo with an app or a computed code. It is given only where
 * the demo's accounts are staff (demoStaffAccounts): never on a real site (production on PostgreSQL)
 * unless the operator asks for demo staff by name.
 */
export const DEMO_OWNER_TOTP_SECRET = "PARVATJOURNEYSDEMOOWNERTOTP23456";

/** Whether the demo's accounts get the staff role: `setting` is DEMO_STAFF_ACCOUNTS, when set. */
export function demoStaffAccounts({
  production,
  postgres,
  setting,
}: {
  production: boolean;
  postgres: boolean;
  setting: boolean | undefined;
}): boolean {
  return setting ?? !(production && postgres);
}

export async function insertDemoStaff(db: Executor): Promise<void> {
  await setStaffRole(db, DEMO_STAFF_PHONE, "owner", { firstName: "Priya" });
}
