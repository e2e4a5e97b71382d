// Staff accounts as the owner manages them (docs/api.md, "Staff roles"): who is staff and with which
// role, their live sessions, and which departures each trek leader leads. Every change is audited in
// the transaction that makes it. New colleagues are added with `npm run staff:add -- <phone> --role
// <role>` (packages/db/src/scripts/staff.ts); roles are changed here.
import type { Database, Transaction } from "@parvat/db/client";
import {
  authSessions,
  departureLeaders,
  events,
  staffPasskeys,
  staffRecoveryCodes,
  staffTotp,
  treks,
  users,
} from "@parvat/db/schema";
import type { IsoDate } from "@parvat/domain/business-dates";
import type { StaffRole } from "@parvat/domain/staff-roles";
import { and, asc, count, eq, gte, isNull, ne, sql } from "drizzle-orm";
import { recordAudit } from "../audit/audit.ts";

export interface StaffAccount {
  id: number;
  phone: string;
  firstName: string | null;
  lastName: string | null;
  staffRole: StaffRole;
  /** Sessions not revoked and not expired. */
  liveSessions: number;
  /** Passkeys and a confirmed authenticator app: what they can give as a second factor. */
  secondFactors: number;
}

export async function listStaffAccounts(db: Database | Transaction, at: Date): Promise<StaffAccount[]> {
  const rows = await db
    .select({
      id: users.id,
      phone: users.phone,
      firstName: users.firstName,
      lastName: users.lastName,
      staffRole: users.staffRole,
      liveSessions: sql<number>`(select count(*)::int from ${authSessions} where ${authSessions.userId} = ${users.id} and ${authSessions.revokedAt} is null and ${authSessions.expiresAt} > ${at})`,
      secondFactors: sql<number>`(select count(*)::int from ${staffPasskeys} where ${staffPasskeys.userId} = ${users.id}) + (select count(*)::int from ${staffTotp} where ${staffTotp.userId} = ${users.id} and ${staffTotp.confirmedAt} is not null)`,
    })
    .from(users)
    .where(eq(users.role, "staff"))
    .orderBy(asc(users.firstName), asc(users.id));
  return rows.map((row) => ({ ...row, staffRole: row.staffRole as StaffRole }));
}

export type SetStaffRoleOutcome =
  | { ok: true; account: StaffAccount }
  | { ok: false; reason: "not-staff" | "last-owner" | "unchanged" };

/**
 * Changes a staff member's role. The last owner stays one: a site whose owner demoted themselves
 * would have nobody left to manage staff.
 */
export async function setStaffRole(
  db: Database,
  { staffUserId, userId, role, at }: { staffUserId: number; userId: number; role: StaffRole; at: Date },
): Promise<SetStaffRoleOutcome> {
  return db.transaction(async (tx) => {
    // One change of roles at a time, so two owners demoting each other cannot both pass the check.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff-roles'))`);
    const [current] = await tx
      .select({ role: users.role, staffRole: users.staffRole })
      .from(users)
      .where(eq(users.id, userId));
    if (current?.role !== "staff") return { ok: false, reason: "not-staff" } as const;
    if (current.staffRole === role) return { ok: false, reason: "unchanged" } as const;
    if (current.staffRole === "owner") {
      const [others] = await tx
        .select({ owners: count() })
        .from(users)
        .where(and(eq(users.staffRole, "owner"), ne(users.id, userId)));
      if ((others?.owners ?? 0) === 0) return { ok: false, reason: "last-owner" } as const;
    }
    await tx.update(users).set({ staffRole: role }).where(eq(users.id, userId));
    // A trek leader's assignments mean nothing to another role, and would come back to life with it.
    if (current.staffRole === "trek_leader")
      await tx.delete(departureLeaders).where(eq(departureLeaders.userId, userId));
    await recordAudit(tx, {
      staffUserId,
      action: "set-staff-role",
      entity: "user",
      entityId: String(userId),
      before: { staffRole: current.staffRole },
      after: { staffRole: role },
    });
    const account = (await listStaffAccounts(tx, at)).find((row) => row.id === userId)!;
    return { ok: true, account } as const;
  });
}

/** Ends every live session of an account: its tokens answer invalid-jwt from the next request. */
function revokeSessions(tx: Transaction, userId: number, at: Date) {
  return tx
    .update(authSessions)
    .set({ revokedAt: at })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id });
}

export type EndSessionsOutcome = { ok: true; ended: number } | { ok: false; reason: "not-staff" };

/** Revokes every live session of a staff member (a lost phone, a colleague leaving): audited. */
export async function endStaffSessions(
  db: Database,
  { staffUserId, userId, at }: { staffUserId: number; userId: number; at: Date },
): Promise<EndSessionsOutcome> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
    if (user?.role !== "staff") return { ok: false, reason: "not-staff" } as const;
    const ended = await revokeSessions(tx, userId, at);
    await recordAudit(tx, {
      staffUserId,
      action: "end-staff-sessions",
      entity: "user",
      entityId: String(userId),
      before: null,
      after: { ended: ended.length },
    });
    return { ok: true, ended: ended.length } as const;
  });
}

export type ResetSecondFactorsOutcome =
  | { ok: true; account: StaffAccount }
  | { ok: false; reason: "not-staff" | "own-account" };

/**
 * Removes a staff member's passkeys, authenticator app and recovery codes, and ends their sessions: a
 * colleague who lost the phone that held them enrols again at their next login (docs/api.md, "Staff
 * sign-in"). Not one's own: an owner who lost theirs uses a recovery code, or asks another owner.
 * Audited with what was removed.
 */
export async function resetStaffSecondFactors(
  db: Database,
  { staffUserId, userId, at }: { staffUserId: number; userId: number; at: Date },
): Promise<ResetSecondFactorsOutcome> {
  if (userId === staffUserId) return { ok: false, reason: "own-account" };
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
    if (user?.role !== "staff") return { ok: false, reason: "not-staff" } as const;
    const passkeys = await tx
      .delete(staffPasskeys)
      .where(eq(staffPasskeys.userId, userId))
      .returning({ id: staffPasskeys.id });
    const totp = await tx.delete(staffTotp).where(eq(staffTotp.userId, userId)).returning({ userId: staffTotp.userId });
    const recoveryCodes = await tx
      .delete(staffRecoveryCodes)
      .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)))
      .returning({ id: staffRecoveryCodes.id });
    const sessions = await revokeSessions(tx, userId, at);
    await recordAudit(tx, {
      staffUserId,
      action: "reset-second-factors",
      entity: "user",
      entityId: String(userId),
      before: { passkeys: passkeys.length, totp: totp.length > 0, recoveryCodesLeft: recoveryCodes.length },
      after: { endedSessions: sessions.length },
    });
    const account = (await listStaffAccounts(tx, at)).find((row) => row.id === userId)!;
    return { ok: true, account } as const;
  });
}

export type LeaderOutcome =
  | { ok: true; changed: boolean }
  | { ok: false; reason: "departure-not-found" | "not-a-trek-leader" };

/** Assigns a trek leader to a departure, or takes the assignment back: audited when it changes. */
export async function setDepartureLeader(
  db: Database,
  { staffUserId, eventId, userId, leads }: { staffUserId: number; eventId: number; userId: number; leads: boolean },
): Promise<LeaderOutcome> {
  return db.transaction(async (tx) => {
    const [event] = await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId));
    if (!event) return { ok: false, reason: "departure-not-found" } as const;
    const [user] = await tx.select({ staffRole: users.staffRole }).from(users).where(eq(users.id, userId));
    if (user?.staffRole !== "trek_leader") return { ok: false, reason: "not-a-trek-leader" } as const;
    const changed = leads
      ? await tx.insert(departureLeaders).values({ eventId, userId }).onConflictDoNothing().returning()
      : await tx
          .delete(departureLeaders)
          .where(and(eq(departureLeaders.eventId, eventId), eq(departureLeaders.userId, userId)))
          .returning();
    if (changed.length > 0) {
      await recordAudit(tx, {
        staffUserId,
        action: leads ? "assign-trek-leader" : "unassign-trek-leader",
        entity: "event",
        entityId: String(eventId),
        before: null,
        after: { leaderUserId: userId },
      });
    }
    return { ok: true, changed: changed.length > 0 } as const;
  });
}

export interface LedDeparture {
  eventId: number;
  trekName: string;
  startDate: IsoDate;
  endDate: IsoDate;
}

/** The departures a staff member leads that end on or after `from`, soonest first. */
export async function ledDepartures(db: Database, userId: number, from: IsoDate): Promise<LedDeparture[]> {
  const rows = await db
    .select({ eventId: events.id, trekName: treks.name, startDate: events.startDate, endDate: events.endDate })
    .from(departureLeaders)
    .innerJoin(events, eq(events.id, departureLeaders.eventId))
    .innerJoin(treks, eq(treks.id, events.trekId))
    .where(and(eq(departureLeaders.userId, userId), gte(events.endDate, from)))
    .orderBy(asc(events.startDate), asc(events.id));
  return rows as LedDeparture[];
}

export interface Leader {
  id: number;
  name: string;
}

const leaderName = (row: { firstName: string | null; lastName: string | null; phone: string }) =>
  [row.firstName, row.lastName].filter(Boolean).join(" ") || row.phone;
const leaderColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName, phone: users.phone };

/** The trek leaders of a departure (the manifest screen shows and changes them). */
export async function leadersOf(db: Database, eventId: number): Promise<Leader[]> {
  const rows = await db
    .select(leaderColumns)
    .from(departureLeaders)
    .innerJoin(users, eq(users.id, departureLeaders.userId))
    .where(eq(departureLeaders.eventId, eventId))
    .orderBy(asc(users.id));
  return rows.map((row) => ({ id: row.id, name: leaderName(row) }));
}

/** Every staff member with the trek leader role, by name. */
export async function trekLeaders(db: Database): Promise<Leader[]> {
  const rows = await db
    .select(leaderColumns)
    .from(users)
    .where(eq(users.staffRole, "trek_leader"))
    .orderBy(asc(users.firstName), asc(users.id));
  return rows.map((row) => ({ id: row.id, name: leaderName(row) }));
}
