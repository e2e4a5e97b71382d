// The accounts service: sending one-time codes, logging in, checking and revoking tokens. It
// answers with outcomes, not GraphQL errors; account-fields.ts turns them into the API's answers.
//
// Every rule that counts (codes per phone, per address, per country and for the whole site; failed
// logins per phone and per address; wrong tries per code) is decided inside one database transaction
// that holds advisory locks on what it counts, so several server copies, or many requests at once,
// cannot slip past a limit.
//
// Nothing a stranger can observe depends on whether a number has an account: sendOtp takes the same
// path for every number, and every failed login (a wrong code, no code, an expired, used or dead one)
// gets one answer through the same statements, and counts against the phone and the address alike.
import { randomInt, randomUUID } from "node:crypto";
import type { Database, Transaction } from "@parvat/db/client";
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
import { isStaffRole, type StaffRole } from "@parvat/domain/staff-roles";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { ApiEnv, OtpCountry } from "../env.ts";
import type { Logger } from "../logger.ts";
import { createSecondFactors } from "../second-factor/second-factor.ts";
import { addressBucket } from "./client-address.ts";
import { downloadLinks } from "./download-links.ts";
import { blockedBy, checkLimits, type Limit, lockNames, pruneHits, recordHits } from "./rate-limits.ts";
import { deriveKeys, keyedHash, sameDigest } from "./secrets.ts";
import { signedIds } from "./signed-ids.ts";
import type { SmsProvider } from "./sms.ts";
import { bearerToken, readToken, signToken } from "./tokens.ts";

const HOUR = 3_600;
const DAY = 86_400;
/** Sessions expired this long ago are deleted when their owner logs in again. */
const KEEP_EXPIRED_SESSIONS_MS = 30 * DAY * 1000;
/**
 * Failed logins per phone an hour, whatever the cause, from any number of addresses. Two codes' worth
 * of wrong tries: enough for a traveller's typos, and it bounds guessing however many IPs take part.
 */
export const LOGIN_FAILURES_PER_PHONE_PER_HOUR = 2 * MAX_WRONG_CODES;
/** The share of a send budget (the site's, a country's) at which a warning is logged. */
const BUDGET_WARNING_SHARE = 0.8;

export type AccountsEnv = Pick<
  ApiEnv,
  | "JWT_SECRET"
  | "JWT_TTL_SECONDS"
  | "STAFF_SESSION_TTL_SECONDS"
  | "OTP_SENDS_PER_IP_PER_HOUR"
  | "LOGIN_FAILURES_PER_IP_PER_HOUR"
  | "OTP_ALLOWED_COUNTRIES"
  | "OTP_SENDS_PER_HOUR"
  | "FORM_SUBMISSIONS_PER_IP_PER_HOUR"
  | "BOOKINGS_PER_IP_PER_HOUR"
  | "BOOKINGS_PER_ACCOUNT_PER_HOUR"
  | "MUTATIONS_PER_ACCOUNT_PER_MINUTE"
  | "MUTATIONS_PER_IP_PER_MINUTE"
  | "HOLDS_PER_ACCOUNT"
  | "HELD_SEATS_PER_DEPARTURE"
  | "BUSINESS_TIME_ZONE"
  | "PUBLIC_ORIGIN"
  | "REFUND_SECOND_FACTOR_ABOVE_PAISE"
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
  /** A staff member's role, which says what of the back office they may use (staff/staff-permissions.ts). */
  staffRole: StaffRole | null;
  /**
   * When this session gave its second factor (second-factor/second-factor.ts); null: signed in with
   * the SMS code alone. Set on the object too when the factor is given during the request.
   */
  secondFactorAt: Date | null;
}

/**
 * What a one-time code is for: logging in, or confirming the erasure of the account (sendErasureCode).
 * A phone has one live code: a new one of either purpose replaces the last.
 */
export type CodePurpose = "login" | "erase-account";

export type SendOutcome =
  | { ok: true; resendAfterSeconds: number; expiresInSeconds: number }
  | { ok: false; reason: "cooldown" | "phone-hour" | "phone-day" | "address" | "budget"; retryAfterSeconds: number }
  | { ok: false; reason: "country"; allowedCallingCodes: string[] }
  | { ok: false; reason: "not-sent" };

export type LoginOutcome =
  | { ok: true; token: string; expiresAt: Date; userId: number; firstLogin: boolean }
  /** Every failed code, whatever the cause: telling them apart would tell who has an account. */
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "address" | "phone"; retryAfterSeconds: number };

/** The public forms that write to the database without a login, each counted per address. */
/** Unpaid holds of seats (bookings) and seats on one departure one account may keep at once. */
export interface HoldLimits {
  holds: number;
  seatsPerDeparture: number;
}

export type PublicForm = "newsletter" | "inquiry" | "custom-trip";
/** Forms that name a phone (the custom trip request) are also counted per phone, whatever the address. */
export const FORM_SUBMISSIONS_PER_PHONE_PER_DAY = 5;

export type Authentication = { ok: true; viewer: Viewer } | { ok: false; reason: "expired" | "revoked" | "invalid" };

export interface Account {
  id: number;
  phone: string;
  firstName: string | null;
  lastName: string | null;
  /** "staff" opens the back office (/admin). */
  role: UserRole;
  /** A staff member's role (what of the back office they may use); null for a traveller. */
  staffRole: StaffRole | null;
  /** The day of the first login, in the business time zone. */
  memberSince: IsoDate;
}

export function createAccounts({ db, env, sms, now = () => new Date() }: AccountsDependencies) {
  const keys = deriveKeys(env.JWT_SECRET);
  const phoneKey = (phone: string) => keyedHash(keys.hash, `phone:${phone}`);
  const addressKey = (address: string) => keyedHash(keys.hash, `address:${addressBucket(address)}`);
  // A code is hashed with its purpose, so a login code does not erase an account and an erasure
  // code does not log in (docs/api.md, "A traveller's rights"). Login's digest is the one it always was.
  const codeDigest = (phone: string, code: number, purpose: CodePurpose = "login") =>
    keyedHash(keys.hash, purpose === "login" ? `code:${phone}:${code}` : `code:${purpose}:${phone}:${code}`);
  const locks = (phone: string, address: string) => [`phone:${phoneKey(phone)}`, `address:${addressKey(address)}`];
  /** Staff logins end sooner than travellers' (STAFF_SESSION_TTL_SECONDS). */
  const sessionSeconds = (role: UserRole) =>
    role === "staff" ? Math.min(env.STAFF_SESSION_TTL_SECONDS, env.JWT_TTL_SECONDS) : env.JWT_TTL_SECONDS;
  const countryOf = (phone: string) =>
    env.OTP_ALLOWED_COUNTRIES.find((country) => phone.startsWith(`+${country.callingCode}`));

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

  /** What the SMS bill may reach: the site's hourly budget, and the country's cap when it has one. */
  const budgets = (country: OtpCountry): Limit[] => [
    {
      bucket: "otp-send:site",
      key: keyedHash(keys.hash, "site"),
      windows: [{ max: env.OTP_SENDS_PER_HOUR, seconds: HOUR }],
      warnAt: BUDGET_WARNING_SHARE,
    },
    ...(country.sendsPerHour === null
      ? []
      : [
          {
            bucket: `otp-send:country:${country.callingCode}`,
            key: keyedHash(keys.hash, `country:${country.callingCode}`),
            windows: [{ max: country.sendsPerHour, seconds: HOUR }],
            warnAt: BUDGET_WARNING_SHARE,
          },
        ]),
  ];

  const failureLimits = (phone: string, address: string): Limit[] => [
    {
      bucket: "login-failure:address",
      key: addressKey(address),
      windows: [{ max: env.LOGIN_FAILURES_PER_IP_PER_HOUR, seconds: HOUR }],
    },
    {
      bucket: "login-failure:phone",
      key: phoneKey(phone),
      windows: [{ max: LOGIN_FAILURES_PER_PHONE_PER_HOUR, seconds: HOUR }],
    },
  ];

  /**
   * Sends a new code to a phone (E.164), replacing any earlier one. Nothing here depends on whether
   * the phone belongs to an account: known and unknown numbers take the same path. Numbers outside
   * the allowed countries are refused before anything is counted or stored.
   */
  async function sendCode({
    phone,
    address,
    log,
    purpose = "login",
  }: {
    phone: string;
    address: string;
    log: Logger;
    purpose?: CodePurpose;
  }): Promise<SendOutcome> {
    const country = countryOf(phone);
    if (!country) {
      log.info("one-time code refused: the number's country is not allowed");
      return {
        ok: false,
        reason: "country",
        allowedCallingCodes: env.OTP_ALLOWED_COUNTRIES.map((allowed) => allowed.callingCode),
      };
    }
    const at = now();
    const code = randomInt(CODE_MIN, CODE_MAX + 1);
    const codeHash = codeDigest(phone, code, purpose);
    const expiresAt = new Date(at.getTime() + CODE_TTL_SECONDS * 1000);
    const spend = budgets(country);
    const limits = [...sendLimits(phone, address), ...spend];
    const blocked = await db.transaction(async (tx) => {
      await lockNames(tx, [...locks(phone, address), ...spend.map((budget) => budget.bucket)]);
      const { blocked: refused, nearing } = await checkLimits(tx, limits, at);
      if (refused) return refused;
      for (const budget of nearing) {
        log.warn(
          { bucket: budget.bucket, used: budget.used, max: budget.window.max, windowSeconds: budget.window.seconds },
          `one-time code budget ${Math.round(BUDGET_WARNING_SHARE * 100)}% spent`,
        );
      }
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
      const reason = spend.some((budget) => budget.bucket === blocked.bucket)
        ? "budget"
        : blocked.bucket === "otp-send:address"
          ? "address"
          : blocked.window.seconds === RESEND_AFTER_SECONDS
            ? "cooldown"
            : blocked.window.seconds === HOUR
              ? "phone-hour"
              : "phone-day";
      const fields = { reason, bucket: blocked.bucket, retryAfterSeconds: blocked.retryAfterSeconds };
      // A spent budget refuses everybody: the operator needs to hear of it (an attack, or a budget too small).
      if (reason === "budget") log.warn(fields, "one-time code budget spent: codes refused");
      else log.info(fields, "one-time code refused by a limit");
      return { ok: false, reason, retryAfterSeconds: blocked.retryAfterSeconds };
    }
    try {
      const { reference } = await sms.sendCode({ phone, code, expiresInMinutes: CODE_TTL_SECONDS / 60, purpose });
      log.info({ provider: sms.name, reference }, "one-time code sent");
    } catch (error) {
      // Nobody received this code: withdraw it, so it cannot be guessed either.
      await db.delete(oneTimeCodes).where(and(eq(oneTimeCodes.phone, phone), eq(oneTimeCodes.codeHash, codeHash)));
      log.error({ err: error, provider: sms.name }, "one-time code not sent");
      return { ok: false, reason: "not-sent" };
    }
    return { ok: true, resendAfterSeconds: RESEND_AFTER_SECONDS, expiresInSeconds: CODE_TTL_SECONDS };
  }

  /**
   * Checks a code; the right one is deleted, creates the account on a first login and issues a token.
   * Every failure takes the same statements and gives the same answer, and counts against the phone
   * and the address, so a loop of logins learns nothing about a number and guesses within the limits.
   */
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
    const failures = failureLimits(phone, address);
    const outcome = await db.transaction(async (tx) => {
      await lockNames(tx, locks(phone, address));
      const blocked = await blockedBy(tx, failures, at);
      if (blocked) {
        const reason = blocked.bucket === "login-failure:phone" ? "phone" : "address";
        return { ok: false, reason, retryAfterSeconds: blocked.retryAfterSeconds } as const;
      }
      const [row] = await tx.select().from(oneTimeCodes).where(eq(oneTimeCodes.phone, phone));
      const digest = codeDigest(phone, code);
      const live =
        row !== undefined &&
        row.usedAt === null &&
        row.wrongAttempts < MAX_WRONG_CODES &&
        row.expiresAt.getTime() > at.getTime();
      if (!live || !sameDigest(row.codeHash, digest)) {
        // No code, a used, dead or expired one, or a wrong one: one answer, the same statements.
        await tx
          .update(oneTimeCodes)
          .set({ wrongAttempts: sql`least(${oneTimeCodes.wrongAttempts} + 1, ${MAX_WRONG_CODES})` })
          .where(eq(oneTimeCodes.phone, phone));
        await recordHits(tx, failures, at);
        return { ok: false, reason: "invalid" } as const;
      }
      // A used code is gone, not kept: nothing is left to tell that this number logged in.
      await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.phone, phone));
      // Accounts are created by their first successful login; `xmax = 0` tells a new row from an old one.
      const [user] = await tx
        .insert(users)
        .values({ phone })
        .onConflictDoUpdate({ target: users.phone, set: { phone } })
        .returning({ id: users.id, role: users.role, created: sql<boolean>`(xmax = 0)` });
      const sessionId = randomUUID();
      const expiresAt = new Date(at.getTime() + sessionSeconds(user!.role as UserRole) * 1000);
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

  /**
   * Takes a live code sent to `phone` for `purpose` (not login: logIn checks its own), in the caller's
   * transaction: the right one is deleted, a wrong one counts a wrong try (the fifth kills the code).
   * The caller commits either way, so a wrong try counts even when nothing else is done.
   */
  async function takeCode(tx: Transaction, phone: string, code: number, purpose: CodePurpose): Promise<boolean> {
    const [row] = await tx.select().from(oneTimeCodes).where(eq(oneTimeCodes.phone, phone)).for("update");
    const live =
      row !== undefined &&
      row.usedAt === null &&
      row.wrongAttempts < MAX_WRONG_CODES &&
      row.expiresAt.getTime() > now().getTime();
    if (!live || !sameDigest(row.codeHash, codeDigest(phone, code, purpose))) {
      await tx
        .update(oneTimeCodes)
        .set({ wrongAttempts: sql`least(${oneTimeCodes.wrongAttempts} + 1, ${MAX_WRONG_CODES})` })
        .where(eq(oneTimeCodes.phone, phone));
      return false;
    }
    await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.phone, phone));
    return true;
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
        secondFactorAt: authSessions.secondFactorAt,
        role: users.role,
        staffRole: users.staffRole,
      })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(eq(authSessions.id, reading.sessionId));
    if (!session || session.userId !== reading.userId) return { ok: false, reason: "invalid" };
    if (session.revokedAt) return { ok: false, reason: "revoked" };
    if (session.expiresAt.getTime() <= at.getTime()) return { ok: false, reason: "expired" };
    return {
      ok: true,
      viewer: {
        userId: reading.userId,
        sessionId: reading.sessionId,
        role: session.role as UserRole,
        staffRole: isStaffRole(session.staffRole) ? session.staffRole : null,
        secondFactorAt: session.secondFactorAt,
      },
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
        role: users.role,
        staffRole: users.staffRole,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) return null;
    const { createdAt, role, staffRole, ...rest } = user;
    return {
      ...rest,
      role: role as UserRole,
      staffRole: role === "staff" && isStaffRole(staffRole) ? staffRole : null,
      memberSince: businessToday(env.BUSINESS_TIME_ZONE, createdAt),
    };
  }

  /**
   * Counts one submission of a public form from an address (FORM_SUBMISSIONS_PER_IP_PER_HOUR, each
   * form its own count): null when it may go ahead, else how long to wait. Lives here with the keys
   * that hash addresses, like every other per-address limit.
   */
  async function takeFormSlot(
    form: PublicForm,
    address: string,
    phone?: string,
  ): Promise<{ retryAfterSeconds: number } | null> {
    const at = now();
    const limits: Limit[] = [
      {
        bucket: `form:${form}:address`,
        key: addressKey(address),
        windows: [{ max: env.FORM_SUBMISSIONS_PER_IP_PER_HOUR, seconds: HOUR }],
      },
      ...(phone === undefined
        ? []
        : [
            {
              bucket: `form:${form}:phone`,
              key: phoneKey(phone),
              windows: [{ max: FORM_SUBMISSIONS_PER_PHONE_PER_DAY, seconds: DAY }],
            },
          ]),
    ];
    return takeSlot(limits, at);
  }

  /**
   * One createBooking call, counted for the account and for its address (BOOKINGS_PER_ACCOUNT_PER_HOUR,
   * BOOKINGS_PER_IP_PER_HOUR); the wait when either is used up, else null.
   */
  async function takeBookingSlot(userId: number, address: string): Promise<{ retryAfterSeconds: number } | null> {
    const at = now();
    const limits: Limit[] = [
      {
        bucket: "booking:account",
        key: String(userId),
        windows: [{ max: env.BOOKINGS_PER_ACCOUNT_PER_HOUR, seconds: HOUR }],
      },
      {
        bucket: "booking:address",
        key: addressKey(address),
        windows: [{ max: env.BOOKINGS_PER_IP_PER_HOUR, seconds: HOUR }],
      },
    ];
    return takeSlot(limits, at);
  }

  /** One hit on each of the limits when every one allows it; the wait when one does not, else null. */
  function takeSlot(limits: Limit[], at: Date): Promise<{ retryAfterSeconds: number } | null> {
    return db.transaction(async (tx) => {
      await lockNames(
        tx,
        limits.map((limit) => `${limit.bucket}:${limit.key}`),
      );
      const blocked = await blockedBy(tx, limits, at);
      if (!blocked) await recordHits(tx, limits, at);
      return blocked && { retryAfterSeconds: blocked.retryAfterSeconds };
    });
  }

  /**
   * One mutation, counted for the account (MUTATIONS_PER_ACCOUNT_PER_MINUTE) or, without a login, for
   * the address (MUTATIONS_PER_IP_PER_MINUTE): every mutation, whether or not it changes what public
   * answers read, so that no account can make the database (or every copy's caches) work for it
   * without bound. Staff are not counted: their work is audited, and a busy desk is not an attack.
   */
  async function takeMutationSlot(
    viewer: Viewer | null,
    address: string,
  ): Promise<{ retryAfterSeconds: number } | null> {
    if (viewer?.role === "staff") return null;
    const limit: Limit = viewer
      ? {
          bucket: "mutation:account",
          key: String(viewer.userId),
          windows: [{ max: env.MUTATIONS_PER_ACCOUNT_PER_MINUTE, seconds: 60 }],
        }
      : {
          bucket: "mutation:address",
          key: addressKey(address),
          windows: [{ max: env.MUTATIONS_PER_IP_PER_MINUTE, seconds: 60 }],
        };
    return takeSlot([limit], now());
  }

  /**
   * What one account may hold unpaid at once, so that nobody keeps a departure sold out by booking
   * again every 15 minutes (createBooking checks them in its transaction).
   */
  const holdLimits: HoldLimits = { holds: env.HOLDS_PER_ACCOUNT, seatsPerDeparture: env.HELD_SEATS_PER_DEPARTURE };

  return {
    sendCode,
    takeCode,
    logIn,
    authenticate,
    logOut,
    account,
    takeFormSlot,
    takeBookingSlot,
    takeMutationSlot,
    holdLimits,
    smsProvider: sms.name,
    downloadLinks: downloadLinks(keys.links, now),
    /** Review invitations' ids signed for their traveller's booking card (reviews/reviews.ts). */
    reviewInviteIds: signedIds(keys.reviewLinks, "review invitation"),
    /** Staff's passkeys, authenticator apps and recovery codes (docs/api.md, "Staff sign-in"). */
    secondFactors: createSecondFactors({ db, key: keys.secondFactor, env, now }),
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
