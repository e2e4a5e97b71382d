// The accounts service: sending one-time codes, logging in, checking and revoking tokens. It
// answers with outcomes, not GraphQL errors; account-fields.ts turns them into the API's answers.
//
// Every rule that counts (codes per phone, codes per address, wrong codes per address, wrong tries
// per code) is decided inside one database transaction that holds advisory locks on the phone and
// the address, so several server copies, or many requests at once, cannot slip past a limit.
import { randomInt, randomUUID } from "node:crypto";
import type { Database } from "@parvat/db/client";
import { authSessions, oneTimeCodes, type UserRole, users } from "@parvat/db/schema";
import { businessToday, type IsoDate } from "@parvat/domain/business-dates";
import {
  CODE_MAX,
  CODE_MIN,
  CODE_TTL_SECONDS,
  MAX_WRONG_CODES,
  RESEND_AFTER_SECONDS,
  SENDS_PER_PHONE_PER_DAY,
  SENDS_PER_PHONE_PER_HOUR,
} from "@parvat/domain/login";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { ApiEnv } from "../env.ts";
import type { Logger } from "../logger.ts";
import { addressBucket } from "./client-address.ts";
import { blockedBy, type Limit, lockNames, pruneHits, recordHits } from "./rate-limits.ts";
import { deriveKeys, keyedHash, sameDigest } from "./secrets.ts";
import type { SmsProvider } from "./sms.ts";
import { bearerToken, readToken, signToken } from "./tokens.ts";

const HOUR = 3_600;
const DAY = 86_400;
/** Sessions expired this long ago are deleted when their owner logs in again. */
const KEEP_EXPIRED_SESSIONS_MS = 30 * DAY * 1000;

export type AccountsEnv = Pick<
  ApiEnv,
  | "JWT_SECRET"
  | "JWT_TTL_SECONDS"
  | "OTP_SENDS_PER_IP_PER_HOUR"
  | "LOGIN_FAILURES_PER_IP_PER_HOUR"
  | "BUSINESS_TIME_ZONE"
>;

export interface AccountsDependencies {
  db: Database;
  env: AccountsEnv;
  sms: SmsProvider;
  /** The clock; tests move it forward. */
  now?: () => Date;
}

/** Who a valid token belongs to. */
export interface Viewer {
  userId: number;
  sessionId: string;
  /** "staff" may use the back office (accounts/require-viewer.ts, requireStaff). */
  role: UserRole;
}

export type SendOutcome =
  | { ok: true; resendAfterSeconds: number; expiresInSeconds: number }
  | { ok: false; reason: "cooldown" | "phone-hour" | "phone-day" | "address"; retryAfterSeconds: number }
  | { ok: false; reason: "not-sent" };

export type LoginOutcome =
  | { ok: true; token: string; expiresAt: Date; userId: number; firstLogin: boolean }
  | { ok: false; reason: "none" | "used" | "dead" | "expired" }
  | { ok: false; reason: "wrong"; triesLeft: number }
  | { ok: false; reason: "address"; retryAfterSeconds: number };

export type Authentication = { ok: true; viewer: Viewer } | { ok: false; reason: "expired" | "revoked" | "invalid" };

export interface Account {
  id: number;
  phone: string;
  firstName: string | null;
  lastName: string | null;
  /** The day of the first login, in the business time zone. */
  memberSince: IsoDate;
}

export function createAccounts({ db, env, sms, now = () => new Date() }: AccountsDependencies) {
  const keys = deriveKeys(env.JWT_SECRET);
  const phoneKey = (phone: string) => keyedHash(keys.hash, `phone:${phone}`);
  const addressKey = (address: string) => keyedHash(keys.hash, `address:${addressBucket(address)}`);
  const codeDigest = (phone: string, code: number) => keyedHash(keys.hash, `code:${phone}:${code}`);
  const locks = (phone: string, address: string) => [`phone:${phoneKey(phone)}`, `address:${addressKey(address)}`];

  const sendLimits = (phone: string, address: string): Limit[] => [
    {
      bucket: "otp-send:phone",
      key: phoneKey(phone),
      windows: [
        { max: 1, seconds: RESEND_AFTER_SECONDS },
        { max: SENDS_PER_PHONE_PER_HOUR, seconds: HOUR },
        { max: SENDS_PER_PHONE_PER_DAY, seconds: DAY },
      ],
    },
    {
      bucket: "otp-send:address",
      key: addressKey(address),
      windows: [{ max: env.OTP_SENDS_PER_IP_PER_HOUR, seconds: HOUR }],
    },
  ];

  const failureLimit = (address: string): Limit => ({
    bucket: "login-failure:address",
    key: addressKey(address),
    windows: [{ max: env.LOGIN_FAILURES_PER_IP_PER_HOUR, seconds: HOUR }],
  });

  /**
   * Sends a new code to a phone (E.164), replacing any earlier one. Nothing here depends on whether
   * the phone belongs to an account: known and unknown numbers take the same path.
   */
  async function sendCode({
    phone,
    address,
    log,
  }: {
    phone: string;
    address: string;
    log: Logger;
  }): Promise<SendOutcome> {
    const at = now();
    const code = randomInt(CODE_MIN, CODE_MAX + 1);
    const codeHash = codeDigest(phone, code);
    const expiresAt = new Date(at.getTime() + CODE_TTL_SECONDS * 1000);
    const limits = sendLimits(phone, address);
    const blocked = await db.transaction(async (tx) => {
      await lockNames(tx, locks(phone, address));
      const refused = await blockedBy(tx, limits, at);
      if (refused) return refused;
      await recordHits(tx, limits, at);
      const fresh = { codeHash, sentAt: at, expiresAt, wrongAttempts: 0, usedAt: null };
      await tx
        .insert(oneTimeCodes)
        .values({ phone, ...fresh })
        .onConflictDoUpdate({ target: oneTimeCodes.phone, set: fresh });
      return null;
    });
    await pruneHits(db, at);
    if (blocked) {
      const reason =
        blocked.bucket === "otp-send:address"
          ? "address"
          : blocked.window.seconds === RESEND_AFTER_SECONDS
            ? "cooldown"
            : blocked.window.seconds === HOUR
              ? "phone-hour"
              : "phone-day";
      log.info({ reason, retryAfterSeconds: blocked.retryAfterSeconds }, "one-time code refused by a limit");
      return { ok: false, reason, retryAfterSeconds: blocked.retryAfterSeconds };
    }
    try {
      const { reference } = await sms.sendCode({ phone, code, expiresInMinutes: CODE_TTL_SECONDS / 60 });
      log.info({ provider: sms.name, reference }, "one-time code sent");
    } catch (error) {
      // Nobody received this code: withdraw it, so it cannot be guessed either.
      await db.delete(oneTimeCodes).where(and(eq(oneTimeCodes.phone, phone), eq(oneTimeCodes.codeHash, codeHash)));
      log.error({ err: error, provider: sms.name }, "one-time code not sent");
      return { ok: false, reason: "not-sent" };
    }
    return { ok: true, resendAfterSeconds: RESEND_AFTER_SECONDS, expiresInSeconds: CODE_TTL_SECONDS };
  }

  /** Checks a code; the right one is used up, creates the account on a first login and issues a token. */
  async function logIn({
    phone,
    code,
    address,
  }: {
    phone: string;
    code: number;
    address: string;
  }): Promise<LoginOutcome> {
    const at = now();
    const failures = failureLimit(address);
    const outcome = await db.transaction(async (tx) => {
      await lockNames(tx, locks(phone, address));
      const blocked = await blockedBy(tx, [failures], at);
      if (blocked) return { ok: false, reason: "address", retryAfterSeconds: blocked.retryAfterSeconds } as const;
      const [row] = await tx.select().from(oneTimeCodes).where(eq(oneTimeCodes.phone, phone));
      if (!row) return { ok: false, reason: "none" } as const;
      if (row.usedAt) return { ok: false, reason: "used" } as const;
      if (row.wrongAttempts >= MAX_WRONG_CODES) return { ok: false, reason: "dead" } as const;
      if (row.expiresAt.getTime() <= at.getTime()) return { ok: false, reason: "expired" } as const;
      if (!sameDigest(row.codeHash, codeDigest(phone, code))) {
        const wrongAttempts = row.wrongAttempts + 1;
        await tx.update(oneTimeCodes).set({ wrongAttempts }).where(eq(oneTimeCodes.phone, phone));
        await recordHits(tx, [failures], at);
        return { ok: false, reason: "wrong", triesLeft: MAX_WRONG_CODES - wrongAttempts } as const;
      }
      await tx.update(oneTimeCodes).set({ usedAt: at }).where(eq(oneTimeCodes.phone, phone));
      // Accounts are created by their first successful login; `xmax = 0` tells a new row from an old one.
      const [user] = await tx
        .insert(users)
        .values({ phone })
        .onConflictDoUpdate({ target: users.phone, set: { phone } })
        .returning({ id: users.id, created: sql<boolean>`(xmax = 0)` });
      const sessionId = randomUUID();
      const expiresAt = new Date(at.getTime() + env.JWT_TTL_SECONDS * 1000);
      await tx.insert(authSessions).values({ id: sessionId, userId: user!.id, createdAt: at, expiresAt });
      await tx
        .delete(authSessions)
        .where(
          and(
            eq(authSessions.userId, user!.id),
            lt(authSessions.expiresAt, new Date(at.getTime() - KEEP_EXPIRED_SESSIONS_MS)),
          ),
        );
      return { ok: true, userId: user!.id, firstLogin: user!.created, sessionId, expiresAt } as const;
    });
    if (!outcome.ok) return outcome;
    const { userId, sessionId, expiresAt, firstLogin } = outcome;
    const token = await signToken(keys.token, { userId, sessionId, issuedAt: at, expiresAt });
    return { ok: true, token, expiresAt, userId, firstLogin };
  }

  /** Reads an Authorization header: a valid, unexpired, unrevoked token of ours, or why not. */
  async function authenticate(header: string): Promise<Authentication> {
    const token = bearerToken(header);
    if (!token) return { ok: false, reason: "invalid" };
    const at = now();
    const reading = await readToken(keys.token, token, at);
    if (!reading.ok) return reading;
    const [session] = await db
      .select({
        userId: authSessions.userId,
        expiresAt: authSessions.expiresAt,
        revokedAt: authSessions.revokedAt,
        role: users.role,
      })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(eq(authSessions.id, reading.sessionId));
    if (!session || session.userId !== reading.userId) return { ok: false, reason: "invalid" };
    if (session.revokedAt) return { ok: false, reason: "revoked" };
    if (session.expiresAt.getTime() <= at.getTime()) return { ok: false, reason: "expired" };
    return {
      ok: true,
      viewer: { userId: reading.userId, sessionId: reading.sessionId, role: session.role as UserRole },
    };
  }

  /** Revokes this token, or every token of its owner; answers how many were revoked. */
  async function logOut(viewer: Viewer, { everywhere }: { everywhere: boolean }): Promise<number> {
    const revoked = await db
      .update(authSessions)
      .set({ revokedAt: now() })
      .where(
        and(
          everywhere ? eq(authSessions.userId, viewer.userId) : eq(authSessions.id, viewer.sessionId),
          isNull(authSessions.revokedAt),
        ),
      )
      .returning({ id: authSessions.id });
    return revoked.length;
  }

  async function account(userId: number): Promise<Account | null> {
    const [user] = await db
      .select({
        id: users.id,
        phone: users.phone,
        firstName: users.firstName,
        lastName: users.lastName,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) return null;
    const { createdAt, ...rest } = user;
    return { ...rest, memberSince: businessToday(env.BUSINESS_TIME_ZONE, createdAt) };
  }

  return { sendCode, logIn, authenticate, logOut, account, smsProvider: sms.name };
}

export type Accounts = ReturnType<typeof createAccounts>;
