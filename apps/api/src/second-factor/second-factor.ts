// Staff's second factor (docs/api.md, "Staff sign-in"; docs/decisions/0026-staff-second-factor.md):
// passkeys (WebAuthn, through SimpleWebAuthn), an authenticator app's codes (TOTP) as the fallback,
// and ten one-time recovery codes. A session records when it last gave one (auth_sessions.
// second_factor_at); staff-guard.ts refuses the back office to a session of a role that needs one
// until it has, and a refund above REFUND_SECOND_FACTOR_ABOVE_PAISE asks again when the last one is
// older than FRESH_SECOND_FACTOR_SECONDS.
//
// Enrolling needs a session that gave its factor already, except the first time (nothing to give
// yet): someone holding only the SMS code, a swapped SIM, cannot add a passkey of their own to an
// account that has one. Failed codes and passkeys count against the account (SECOND_FACTOR_FAILURES
// an hour), so the million TOTP codes cannot be tried.
import { createCipheriv, createDecipheriv, randomBytes, randomInt } from "node:crypto";
import type { Database, Transaction } from "@parvat/db/client";
import {
  authSessions,
  passkeyChallenges,
  staffPasskeys,
  staffRecoveryCodes,
  staffTotp,
  users,
} from "@parvat/db/schema";
import type { StaffRole } from "@parvat/domain/staff-roles";
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { and, asc, count, eq, isNotNull, isNull } from "drizzle-orm";
import { blockedBy, type Limit, lockNames, recordHits } from "../accounts/rate-limits.ts";
import { keyedHash } from "../accounts/secrets.ts";
import { recordAudit } from "../audit/audit.ts";
import { UserError } from "../errors.ts";
import { matchTotp, newTotpSecret, totpUri } from "./totp.ts";

/** How recent a second factor a refund above REFUND_SECOND_FACTOR_ABOVE_PAISE needs: five minutes. */
export const FRESH_SECOND_FACTOR_SECONDS = 300;
/** How long a passkey ceremony (registering, signing in) may take. */
const CHALLENGE_SECONDS = 300;
export const RECOVERY_CODE_COUNT = 10;
/** Wrong codes and passkeys an account may give in an hour before it must wait. */
export const SECOND_FACTOR_FAILURES_PER_HOUR = 10;
const ISSUER = "Parvat Journeys";
/** Recovery codes are written in these letters and digits (no 0/O, 1/I/L): 10 of them, 50 bits. */
const RECOVERY_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/**
 * The part of accounts.ts's Viewer this area reads and sets (named here, not imported: accounts.ts
 * builds this service).
 */
export interface Viewer {
  userId: number;
  sessionId: string;
  staffRole: StaffRole | null;
  secondFactorAt: Date | null;
}

/**
 * The refusal of an action that needs a second factor given in the last minutes (a large refund, a
 * departure cancelled, a colleague's factors reset), with `refusal`'s words of what to do.
 */
export const secondFactorAgain = (message: string) =>
  new UserError(message, { code: "SECOND_FACTOR_REQUIRED", details: { secondFactor: "verify" } });

/** Every staff role must give a second factor but the trek leader, whose reach is their own departures. */
export function secondFactorRequired(role: StaffRole | null): boolean {
  return role !== null && role !== "trek_leader";
}

export interface SecondFactorEnv {
  /** The site's address: a passkey belongs to its host name, and is used only from this origin. */
  PUBLIC_ORIGIN: string;
  REFUND_SECOND_FACTOR_ABOVE_PAISE: number;
}

export interface PasskeySummary {
  id: number;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

export interface SecondFactorStatus {
  required: boolean;
  /** When this session gave its second factor; null: not yet. */
  verifiedAt: Date | null;
  passkeys: PasskeySummary[];
  totp: boolean;
  recoveryCodesLeft: number;
}

export type SecondFactorFailure =
  | { ok: false; reason: "enrol-first" | "verify-first" | "invalid" | "no-challenge" | "last-factor" | "totp-exists" }
  | { ok: false; reason: "rate-limited"; retryAfterSeconds: number };

/**
 * Where passkeys live: PUBLIC_ORIGIN's host name, and that origin. Browsers refuse an IP address as
 * a passkey's site, so a loopback address (a computer of one's own, the tests) is taken as
 * localhost: open such a site as http://localhost:PORT to use passkeys.
 */
export function passkeySite(publicOrigin: string): { rpID: string; origin: string } {
  const url = new URL(publicOrigin);
  if (url.hostname === "127.0.0.1" || url.hostname === "[::1]") url.hostname = "localhost";
  return { rpID: url.hostname, origin: url.origin };
}

function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url")).join(".");
}

function unseal(key: Buffer, sealed: string): string {
  const [iv, tag, body] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
  const decipher = createDecipheriv("aes-256-gcm", key, iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(body!), decipher.final()]).toString("utf8");
}

/** A recovery code as typed: upper case, without spaces or dashes. */
function normalRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, "");
}

function newRecoveryCode(): string {
  const letters = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join("");
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

export function createSecondFactors({
  db,
  key,
  env,
  now,
}: {
  db: Database;
  /** Seals TOTP secrets and keys the hashes of recovery codes (accounts/secrets.ts). */
  key: Buffer;
  env: SecondFactorEnv;
  now: () => Date;
}) {
  const site = passkeySite(env.PUBLIC_ORIGIN);
  const recoveryHash = (userId: number, code: string) =>
    keyedHash(key, `recovery:${userId}:${normalRecoveryCode(code)}`);
  const failureLimit = (userId: number): Limit => ({
    bucket: "second-factor-failure:account",
    key: String(userId),
    windows: [{ max: SECOND_FACTOR_FAILURES_PER_HOUR, seconds: 3_600 }],
  });

  /** Whether the staff member has a passkey or a confirmed authenticator app. */
  async function hasFactor(db: Database | Transaction, userId: number): Promise<boolean> {
    const [passkeys] = await db.select({ n: count() }).from(staffPasskeys).where(eq(staffPasskeys.userId, userId));
    if ((passkeys?.n ?? 0) > 0) return true;
    const [totp] = await db
      .select({ userId: staffTotp.userId })
      .from(staffTotp)
      .where(and(eq(staffTotp.userId, userId), isNotNull(staffTotp.confirmedAt)));
    return totp !== undefined;
  }

  /** Enrolling is open to a session that gave its factor, and to anyone who has none yet. */
  async function mayEnrol(db: Database | Transaction, viewer: Viewer): Promise<boolean> {
    return viewer.secondFactorAt !== null || !(await hasFactor(db, viewer.userId));
  }

  async function markVerified(tx: Transaction, viewer: Viewer, at: Date): Promise<void> {
    await tx.update(authSessions).set({ secondFactorAt: at }).where(eq(authSessions.id, viewer.sessionId));
    viewer.secondFactorAt = at;
  }

  /**
   * Runs a verification: refused while the account's failures are used up; a failure is counted,
   * a success marks the session. One transaction, locked per account, so tries cannot race the count.
   */
  async function verifying(
    viewer: Viewer,
    check: (tx: Transaction, at: Date) => Promise<boolean>,
    audit: string,
  ): Promise<{ ok: true; verifiedAt: Date } | SecondFactorFailure> {
    const at = now();
    const limits = [failureLimit(viewer.userId)];
    const outcome = await db.transaction(async (tx) => {
      await lockNames(tx, [`second-factor:${viewer.userId}`]);
      const blocked = await blockedBy(tx, limits, at);
      if (blocked) return { ok: false, reason: "rate-limited", retryAfterSeconds: blocked.retryAfterSeconds } as const;
      if (!(await check(tx, at))) {
        await recordHits(tx, limits, at);
        return { ok: false, reason: "invalid" } as const;
      }
      await tx.update(authSessions).set({ secondFactorAt: at }).where(eq(authSessions.id, viewer.sessionId));
      await recordAudit(tx, {
        staffUserId: viewer.userId,
        action: audit,
        entity: "user",
        entityId: String(viewer.userId),
        before: null,
        after: null,
      });
      return { ok: true, verifiedAt: at } as const;
    });
    if (outcome.ok) viewer.secondFactorAt = outcome.verifiedAt;
    return outcome;
  }

  async function status(viewer: Viewer): Promise<SecondFactorStatus> {
    const passkeys = await db
      .select({
        id: staffPasskeys.id,
        name: staffPasskeys.name,
        createdAt: staffPasskeys.createdAt,
        lastUsedAt: staffPasskeys.lastUsedAt,
      })
      .from(staffPasskeys)
      .where(eq(staffPasskeys.userId, viewer.userId))
      .orderBy(asc(staffPasskeys.id));
    const [totp] = await db
      .select({ confirmedAt: staffTotp.confirmedAt })
      .from(staffTotp)
      .where(eq(staffTotp.userId, viewer.userId));
    const [codes] = await db
      .select({ n: count() })
      .from(staffRecoveryCodes)
      .where(and(eq(staffRecoveryCodes.userId, viewer.userId), isNull(staffRecoveryCodes.usedAt)));
    return {
      required: secondFactorRequired(viewer.staffRole),
      verifiedAt: viewer.secondFactorAt,
      passkeys,
      totp: totp?.confirmedAt != null,
      recoveryCodesLeft: codes?.n ?? 0,
    };
  }

  /**
   * Why the back office is closed to this session before the operation (staff-guard.ts): null when
   * open; "enrol" when the staff member has no factor yet, "verify" when this session has not given it.
   * `opensBefore` is what the operation itself allows before the factor.
   */
  async function refusal(
    viewer: Viewer,
    opensBefore: "verify" | "enrol" | undefined,
  ): Promise<{ action: "enrol" | "verify"; message: string } | null> {
    if (!secondFactorRequired(viewer.staffRole) || viewer.secondFactorAt !== null) return null;
    if (opensBefore === "verify") return null;
    const enrolled = await hasFactor(db, viewer.userId);
    if (opensBefore === "enrol" && !enrolled) return null;
    return enrolled
      ? {
          action: "verify",
          message:
            "Confirm it is you with your second factor (a passkey, your authenticator app's code or a recovery code) to use the back office.",
        }
      : {
          action: "enrol",
          message:
            "Your role needs a second factor: add a passkey or an authenticator app in Security (/admin/security) to use the back office.",
        };
  }

  /**
   * Null when the session gave its second factor in the last FRESH_SECOND_FACTOR_SECONDS; else what
   * to ask for before `what` (an action that moves much money or opens an account: docs/api.md,
   * "Staff sign-in"), and that `then` follows within the minutes.
   */
  function freshFactorRefusal(viewer: Viewer, what: string, then: string): string | null {
    const at = viewer.secondFactorAt;
    if (at && now().getTime() - at.getTime() <= FRESH_SECOND_FACTOR_SECONDS * 1000) return null;
    return `${what} needs your second factor again: confirm it is you, then ${then} within ${FRESH_SECOND_FACTOR_SECONDS / 60} minutes.`;
  }

  /** Null when a refund of this amount may go ahead; else what to ask for (a recent second factor). */
  function refundRefusal(viewer: Viewer, amountPaise: number): string | null {
    if (amountPaise <= env.REFUND_SECOND_FACTOR_ABOVE_PAISE) return null;
    return freshFactorRefusal(
      viewer,
      `A refund above ₹${(env.REFUND_SECOND_FACTOR_ABOVE_PAISE / 100).toLocaleString("en-IN")}`,
      "refund",
    );
  }

  async function saveChallenge(viewer: Viewer, purpose: "register" | "sign-in", challenge: string): Promise<void> {
    const values = { purpose, challenge, expiresAt: new Date(now().getTime() + CHALLENGE_SECONDS * 1000) };
    await db
      .insert(passkeyChallenges)
      .values({ sessionId: viewer.sessionId, ...values })
      .onConflictDoUpdate({ target: passkeyChallenges.sessionId, set: values });
  }

  /**
   * The session's live challenge of this purpose. It is dropped when answered rightly (dropChallenge),
   * so an answer is taken once; a wrong answer leaves it to be tried again until it expires.
   */
  async function challengeOf(tx: Transaction, viewer: Viewer, purpose: "register" | "sign-in", at: Date) {
    const [row] = await tx
      .select()
      .from(passkeyChallenges)
      .where(and(eq(passkeyChallenges.sessionId, viewer.sessionId), eq(passkeyChallenges.purpose, purpose)))
      .for("update");
    return row && row.expiresAt.getTime() > at.getTime() ? row.challenge : null;
  }

  async function dropChallenge(tx: Transaction, viewer: Viewer): Promise<void> {
    await tx.delete(passkeyChallenges).where(eq(passkeyChallenges.sessionId, viewer.sessionId));
  }

  async function beginPasskeyRegistration(
    viewer: Viewer,
  ): Promise<{ ok: true; options: string } | SecondFactorFailure> {
    if (!(await mayEnrol(db, viewer))) return { ok: false, reason: "verify-first" };
    const [user] = await db
      .select({ phone: users.phone, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, viewer.userId));
    const existing = await db
      .select({ id: staffPasskeys.credentialId, transports: staffPasskeys.transports })
      .from(staffPasskeys)
      .where(eq(staffPasskeys.userId, viewer.userId));
    const options = await generateRegistrationOptions({
      rpName: ISSUER,
      rpID: site.rpID,
      userName: user!.phone,
      userDisplayName: [user!.firstName, user!.lastName].filter(Boolean).join(" ") || user!.phone,
      userID: new TextEncoder().encode(`staff-${viewer.userId}`),
      attestationType: "none",
      excludeCredentials: existing,
      authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
    });
    await saveChallenge(viewer, "register", options.challenge);
    return { ok: true, options: JSON.stringify(options) };
  }

  async function finishPasskeyRegistration(
    viewer: Viewer,
    { name, response }: { name: string; response: RegistrationResponseJSON },
  ): Promise<{ ok: true; passkey: PasskeySummary } | SecondFactorFailure> {
    const at = now();
    return db.transaction(async (tx) => {
      await lockNames(tx, [`second-factor:${viewer.userId}`]);
      if (!(await mayEnrol(tx, viewer))) return { ok: false, reason: "verify-first" } as const;
      const challenge = await challengeOf(tx, viewer, "register", at);
      if (!challenge) return { ok: false, reason: "no-challenge" } as const;
      const verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: site.origin,
        expectedRPID: site.rpID,
        requireUserVerification: false,
      }).catch(() => null);
      if (!verification?.verified) return { ok: false, reason: "invalid" } as const;
      const { credential } = verification.registrationInfo;
      const [passkey] = await tx
        .insert(staffPasskeys)
        .values({
          userId: viewer.userId,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey).toString("base64url"),
          signCount: credential.counter,
          transports: credential.transports ?? [],
          name,
          createdAt: at,
        })
        .onConflictDoNothing()
        .returning({
          id: staffPasskeys.id,
          name: staffPasskeys.name,
          createdAt: staffPasskeys.createdAt,
          lastUsedAt: staffPasskeys.lastUsedAt,
        });
      if (!passkey) return { ok: false, reason: "invalid" } as const;
      await dropChallenge(tx, viewer);
      // The first factor is proved by enrolling it: the session is signed in fully.
      if (viewer.secondFactorAt === null) await markVerified(tx, viewer, at);
      await recordAudit(tx, {
        staffUserId: viewer.userId,
        action: "add-passkey",
        entity: "user",
        entityId: String(viewer.userId),
        before: null,
        after: { passkeyId: passkey.id, name },
      });
      return { ok: true, passkey } as const;
    });
  }

  /** Removes a factor, unless it is the last one of a role that needs one. */
  async function removing(
    viewer: Viewer,
    remove: (tx: Transaction) => Promise<boolean>,
    audit: { action: string; after: unknown },
  ): Promise<{ ok: true } | { ok: false; reason: "not-found" } | { ok: false; reason: "last-factor" }> {
    return db
      .transaction(async (tx) => {
        await lockNames(tx, [`second-factor:${viewer.userId}`]);
        if (!(await remove(tx))) return { ok: false, reason: "not-found" } as const;
        if (secondFactorRequired(viewer.staffRole) && !(await hasFactor(tx, viewer.userId))) {
          // Rolled back: the staff member would be left to enrol again with the SMS code alone.
          tx.rollback();
        }
        await recordAudit(tx, {
          staffUserId: viewer.userId,
          action: audit.action,
          entity: "user",
          entityId: String(viewer.userId),
          before: null,
          after: audit.after,
        });
        return { ok: true } as const;
      })
      .catch((error: unknown) => {
        if (error instanceof Error && error.name === "TransactionRollbackError") {
          return { ok: false, reason: "last-factor" } as const;
        }
        throw error;
      });
  }

  function removePasskey(viewer: Viewer, passkeyId: number) {
    return removing(
      viewer,
      async (tx) =>
        (
          await tx
            .delete(staffPasskeys)
            .where(and(eq(staffPasskeys.id, passkeyId), eq(staffPasskeys.userId, viewer.userId)))
            .returning({ id: staffPasskeys.id })
        ).length > 0,
      { action: "remove-passkey", after: { passkeyId } },
    );
  }

  function removeTotp(viewer: Viewer) {
    return removing(
      viewer,
      async (tx) =>
        (
          await tx
            .delete(staffTotp)
            .where(and(eq(staffTotp.userId, viewer.userId), isNotNull(staffTotp.confirmedAt)))
            .returning({ userId: staffTotp.userId })
        ).length > 0,
      { action: "remove-totp", after: null },
    );
  }

  /** A new secret for an authenticator app, kept unconfirmed until a first code matches it. */
  async function beginTotpSetup(
    viewer: Viewer,
  ): Promise<{ ok: true; secret: string; uri: string } | SecondFactorFailure> {
    if (!(await mayEnrol(db, viewer))) return { ok: false, reason: "verify-first" };
    const [current] = await db
      .select({ confirmedAt: staffTotp.confirmedAt })
      .from(staffTotp)
      .where(eq(staffTotp.userId, viewer.userId));
    if (current?.confirmedAt) return { ok: false, reason: "totp-exists" };
    const [user] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, viewer.userId));
    const secret = newTotpSecret();
    const values = { secretSealed: seal(key, secret), confirmedAt: null, lastUsedStep: null, createdAt: now() };
    await db
      .insert(staffTotp)
      .values({ userId: viewer.userId, ...values })
      .onConflictDoUpdate({ target: staffTotp.userId, set: values });
    return { ok: true, secret, uri: totpUri({ secret, issuer: ISSUER, account: user!.phone }) };
  }

  /** The first code of a new authenticator app: it confirms the app, and signs this session in fully. */
  async function confirmTotp(viewer: Viewer, code: string): Promise<{ ok: true } | SecondFactorFailure> {
    if (!(await mayEnrol(db, viewer))) return { ok: false, reason: "verify-first" };
    const outcome = await verifying(
      viewer,
      async (tx, at) => {
        const [row] = await tx
          .select()
          .from(staffTotp)
          .where(and(eq(staffTotp.userId, viewer.userId), isNull(staffTotp.confirmedAt)));
        const step = row ? matchTotp(unseal(key, row.secretSealed), code, at, null) : null;
        if (step === null) return false;
        await tx
          .update(staffTotp)
          .set({ confirmedAt: at, lastUsedStep: step })
          .where(eq(staffTotp.userId, viewer.userId));
        return true;
      },
      "add-totp",
    );
    return outcome.ok ? { ok: true } : outcome;
  }

  function verifyTotp(viewer: Viewer, code: string) {
    return verifying(
      viewer,
      async (tx, at) => {
        const [row] = await tx
          .select()
          .from(staffTotp)
          .where(and(eq(staffTotp.userId, viewer.userId), isNotNull(staffTotp.confirmedAt)));
        if (!row) return false;
        const step = matchTotp(unseal(key, row.secretSealed), code, at, row.lastUsedStep);
        if (step === null) return false;
        await tx.update(staffTotp).set({ lastUsedStep: step }).where(eq(staffTotp.userId, viewer.userId));
        return true;
      },
      "second-factor-totp",
    );
  }

  function verifyRecoveryCode(viewer: Viewer, code: string) {
    return verifying(
      viewer,
      async (tx, at) => {
        const used = await tx
          .update(staffRecoveryCodes)
          .set({ usedAt: at })
          .where(
            and(
              eq(staffRecoveryCodes.userId, viewer.userId),
              eq(staffRecoveryCodes.codeHash, recoveryHash(viewer.userId, code)),
              isNull(staffRecoveryCodes.usedAt),
            ),
          )
          .returning({ id: staffRecoveryCodes.id });
        return used.length > 0;
      },
      "second-factor-recovery-code",
    );
  }

  async function beginPasskeySignIn(viewer: Viewer): Promise<{ ok: true; options: string } | SecondFactorFailure> {
    const passkeys = await db
      .select({ id: staffPasskeys.credentialId, transports: staffPasskeys.transports })
      .from(staffPasskeys)
      .where(eq(staffPasskeys.userId, viewer.userId));
    if (passkeys.length === 0) return { ok: false, reason: "enrol-first" };
    const options = await generateAuthenticationOptions({
      rpID: site.rpID,
      allowCredentials: passkeys,
      userVerification: "preferred",
    });
    await saveChallenge(viewer, "sign-in", options.challenge);
    return { ok: true, options: JSON.stringify(options) };
  }

  function verifyPasskey(viewer: Viewer, response: AuthenticationResponseJSON) {
    return verifying(
      viewer,
      async (tx, at) => {
        const challenge = await challengeOf(tx, viewer, "sign-in", at);
        if (!challenge) return false;
        const [passkey] = await tx
          .select()
          .from(staffPasskeys)
          .where(and(eq(staffPasskeys.userId, viewer.userId), eq(staffPasskeys.credentialId, response.id)));
        if (!passkey) return false;
        const verification = await verifyAuthenticationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: site.origin,
          expectedRPID: site.rpID,
          credential: {
            id: passkey.credentialId,
            publicKey: Buffer.from(passkey.publicKey, "base64url"),
            counter: passkey.signCount,
            transports: passkey.transports,
          },
          requireUserVerification: false,
        }).catch(() => null);
        if (!verification?.verified) return false;
        await tx
          .update(staffPasskeys)
          .set({ signCount: verification.authenticationInfo.newCounter, lastUsedAt: at })
          .where(eq(staffPasskeys.id, passkey.id));
        await dropChallenge(tx, viewer);
        return true;
      },
      "second-factor-passkey",
    );
  }

  /** Ten new recovery codes, replacing any earlier set: shown once, kept as keyed hashes. */
  async function makeRecoveryCodes(viewer: Viewer): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await db.transaction(async (tx) => {
      await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, viewer.userId));
      await tx
        .insert(staffRecoveryCodes)
        .values(codes.map((code) => ({ userId: viewer.userId, codeHash: recoveryHash(viewer.userId, code) })));
      await recordAudit(tx, {
        staffUserId: viewer.userId,
        action: "make-recovery-codes",
        entity: "user",
        entityId: String(viewer.userId),
        before: null,
        after: { count: codes.length },
      });
    });
    return codes;
  }

  /**
   * The demo's owner gets the authenticator-app secret printed in the README, confirmed (the demo
   * only: apps/web/server.ts calls this when the demo's accounts are staff). Nothing when the account
   * has an app already.
   */
  async function enrolDemoTotp(phone: string, secret: string): Promise<void> {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
    if (!user) return;
    await db
      .insert(staffTotp)
      .values({ userId: user.id, secretSealed: seal(key, secret), confirmedAt: now() })
      .onConflictDoNothing();
  }

  return {
    status,
    refusal,
    refundRefusal,
    freshFactorRefusal,
    beginPasskeyRegistration,
    finishPasskeyRegistration,
    removePasskey,
    beginTotpSetup,
    confirmTotp,
    removeTotp,
    makeRecoveryCodes,
    beginPasskeySignIn,
    verifyPasskey,
    verifyTotp,
    verifyRecoveryCode,
    enrolDemoTotp,
    /** The setting, for the back office's screens. */
    refundThresholdPaise: env.REFUND_SECOND_FACTOR_ABOVE_PAISE,
  };
}

export type SecondFactors = ReturnType<typeof createSecondFactors>;
