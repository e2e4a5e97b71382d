// npm run staff:add -- <phone> / npm run staff:remove -- <phone>: grants or revokes the staff role
// (the back office at /admin). Adding creates the account when the number has none, so a
// new colleague can log in with a one-time code at once. The role is read on every request, so a
// removal takes effect on the next one, without logging anyone out. On the embedded database, stop
// the server first (PGlite opens its folder in one process at a time).
import { normalizePhone } from "@parvat/domain/phone";
import { eq } from "drizzle-orm";
import { openDatabase } from "../client.ts";
import type { Executor } from "../factories/executor.ts";
import { type UserRole, users } from "../schema.ts";
import { databaseOptions, loadDbEnv } from "./env.ts";

export type StaffRoleOutcome =
  | { ok: true; userId: number; created: boolean; previousRole: UserRole | null }
  | { ok: false; reason: "unknown-phone" };

/**
 * Sets the role of the account with this phone (E.164). Granting staff creates the account if
 * missing (with `names`, when given); revoking an unknown number is refused, there being nothing to do.
 */
export async function setStaffRole(
  db: Executor,
  phone: string,
  role: UserRole,
  names: { firstName?: string; lastName?: string } = {},
): Promise<StaffRoleOutcome> {
  const [existing] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.phone, phone));
  if (existing) {
    await db.update(users).set({ role }).where(eq(users.id, existing.id));
    return { ok: true, userId: existing.id, created: false, previousRole: existing.role as UserRole };
  }
  if (role !== "staff") return { ok: false, reason: "unknown-phone" };
  const [created] = await db
    .insert(users)
    .values({ phone, role, ...names })
    .returning({ id: users.id });
  return { ok: true, userId: created!.id, created: true, previousRole: null };
}

async function main(argv: readonly string[]): Promise<number> {
  const [command, phoneInput] = argv;
  if ((command !== "add" && command !== "remove") || !phoneInput) {
    console.error("Usage: npm run staff:add -- <phone>   or   npm run staff:remove -- <phone>");
    return 2;
  }
  const phone = normalizePhone(phoneInput);
  if (!phone.ok) {
    console.error(phone.message);
    return 2;
  }
  const database = await openDatabase(databaseOptions(loadDbEnv()));
  try {
    await database.migrate();
    const outcome = await setStaffRole(database.db, phone.phone, command === "add" ? "staff" : "traveller");
    if (!outcome.ok) {
      console.error(`No account has the number ${phone.phone}: nothing to remove.`);
      return 1;
    }
    console.log(
      command === "add"
        ? `${phone.phone} is staff${outcome.created ? " (a new account: it logs in with a one-time code)" : ""}.`
        : `${phone.phone} is no longer staff.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
