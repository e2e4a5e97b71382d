// npm run staff:add -- <phone> --role <role> / npm run staff:remove -- <phone>: makes an account staff
// with a role (@parvat/domain/staff-roles: owner, trip_desk, accounts, trek_leader, content), or a
// traveller again. Adding creates the account when the number has none, so a new colleague can log in
// with a one-time code at once; adding a number that is staff already changes its role. The role is
// read on every request, so a change takes effect on the next one, without logging anyone out. This is
// how the first owner is made; after that an owner changes roles from /admin/staff (audited). On the
// embedded database, stop the server first (PGlite opens its folder in one process at a time).
import { normalizePhone } from "@parvat/domain/phone";
import { isStaffRole, STAFF_ROLES, type StaffRole } from "@parvat/domain/staff-roles";
import { and, eq, isNull } from "drizzle-orm";
import { openDatabase } from "../client.ts";
import type { Executor } from "../factories/executor.ts";
import { authSessions, type UserRole, users } from "../schema.ts";
import { databaseOptions, loadDbEnv } from "./env.ts";

export type StaffRoleOutcome =
  | { ok: true; userId: number; created: boolean; previousRole: UserRole | null; previousStaffRole: StaffRole | null }
  | { ok: false; reason: "unknown-phone" };

/**
 * Makes the account with this phone (E.164) staff with `staffRole`, or a traveller again with null.
 * Granting creates the account if missing (with `names`, when given); revoking an unknown number is
 * refused, there being nothing to do.
 */
export async function setStaffRole(
  db: Executor,
  phone: string,
  staffRole: StaffRole | null,
  names: { firstName?: string; lastName?: string } = {},
): Promise<StaffRoleOutcome> {
  const role: UserRole = staffRole ? "staff" : "traveller";
  const [existing] = await db
    .select({ id: users.id, role: users.role, staffRole: users.staffRole })
    .from(users)
    .where(eq(users.phone, phone));
  if (existing) {
    await db.update(users).set({ role, staffRole }).where(eq(users.id, existing.id));
    // A traveller's logins last longer than staff's (STAFF_SESSION_TTL_SECONDS): becoming staff ends
    // them, so that every staff login is one made as staff.
    if (existing.role !== "staff" && staffRole) {
      await db
        .update(authSessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(authSessions.userId, existing.id), isNull(authSessions.revokedAt)));
    }
    return {
      ok: true,
      userId: existing.id,
      created: false,
      previousRole: existing.role as UserRole,
      previousStaffRole: isStaffRole(existing.staffRole) ? existing.staffRole : null,
    };
  }
  if (!staffRole) return { ok: false, reason: "unknown-phone" };
  const [created] = await db
    .insert(users)
    .values({ phone, role, staffRole, ...names })
    .returning({ id: users.id });
  return { ok: true, userId: created!.id, created: true, previousRole: null, previousStaffRole: null };
}

const USAGE = `Usage: npm run staff:add -- <phone> --role <${STAFF_ROLES.join("|")}>   or   npm run staff:remove -- <phone>`;

/** The command line's meaning, or the message to print. */
export function parseStaffCommand(
  argv: readonly string[],
): { ok: true; phone: string; staffRole: StaffRole | null } | { ok: false; message: string } {
  const [command, phoneInput, ...options] = argv;
  if ((command !== "add" && command !== "remove") || !phoneInput) return { ok: false, message: USAGE };
  const phone = normalizePhone(phoneInput);
  if (!phone.ok) return { ok: false, message: phone.message };
  if (command === "remove") {
    return options.length === 0 ? { ok: true, phone: phone.phone, staffRole: null } : { ok: false, message: USAGE };
  }
  const [flag, value, ...rest] = options;
  if (flag !== "--role" || value === undefined || rest.length > 0) {
    return { ok: false, message: `Say which role the new staff member has.\n${USAGE}` };
  }
  // trip-desk and trip_desk alike: people type what they read.
  const staffRole = value.trim().toLowerCase().replaceAll("-", "_");
  if (!isStaffRole(staffRole)) {
    return { ok: false, message: `"${value}" is not a role. The roles are: ${STAFF_ROLES.join(", ")}.` };
  }
  return { ok: true, phone: phone.phone, staffRole };
}

async function main(argv: readonly string[]): Promise<number> {
  const command = parseStaffCommand(argv);
  if (!command.ok) {
    console.error(command.message);
    return 2;
  }
  const { phone, staffRole } = command;
  const database = await openDatabase(databaseOptions(loadDbEnv()));
  try {
    await database.migrate();
    const outcome = await setStaffRole(database.db, phone, staffRole);
    if (!outcome.ok) {
      console.error(`No account has the number ${phone}: nothing to remove.`);
      return 1;
    }
    console.log(
      staffRole
        ? `${phone} is staff, ${staffRole}${outcome.created ? " (a new account: it logs in with a one-time code)" : ""}.`
        : `${phone} is no longer staff.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
