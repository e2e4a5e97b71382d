// Accounts: travellers and staff, and what phone login needs. Login is a phone number and
// a one-time code (DESIGN.md section 3). Nothing secret is stored in the clear: codes are keyed
// hashes, rate-limit keys are keyed hashes of the phone or IP address.
import { STAFF_ROLES } from "@parvat/domain/staff-roles";
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, id, oneOf, stringList, table } from "./columns.ts";
import { media_id } from "./media.ts";

export const USER_ROLES = ["traveller", "staff"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const users = table(
  "users",
  {
    id: id(),
    /** E.164. */
    phone: text().notNull().unique(),
    role: text().notNull().default("traveller"),
    /**
     * A staff member's role (@parvat/domain/staff-roles: the permissions it grants); set exactly when
     * `role` is "staff".
     */
    staffRole: text(),
    firstName: text(),
    lastName: text(),
    avatarId: media_id(),
    createdAt: createdAt(),
    /**
     * When the traveller erased their account (docs/api.md, "A traveller's rights"): the row stays,
     * pseudonymised, for what the law keeps (tax documents, the money ledger); its phone is freed.
     */
    erasedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check("users_role_valid", oneOf(t.role, USER_ROLES)),
    check("users_staff_role_valid", oneOf(t.staffRole, STAFF_ROLES)),
    check("users_staff_have_a_role", sql`(${t.role} = 'staff') = (${t.staffRole} is not null)`),
  ],
);

/** The live code of each phone: a resend replaces it; a use or the fifth wrong try kills it. */
export const oneTimeCodes = table(
  "one_time_codes",
  {
    /** E.164. */
    phone: text().primaryKey(),
    /** HMAC-SHA256 of the phone and the code, hex. */
    codeHash: text().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    wrongAttempts: smallint().notNull().default(0),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check("one_time_codes_attempts_valid", sql`${t.wrongAttempts} >= 0`),
    check("one_time_codes_expiry_valid", sql`${t.expiresAt} > ${t.sentAt}`),
  ],
);

/**
 * Sliding-window rate limits shared by every copy of the server: one row per counted event (a code
 * sent, a wrong code), kept a day at most.
 */
export const rateLimitHits = table(
  "rate_limit_hits",
  {
    id: id(),
    /** What is counted, e.g. "otp-send:phone", "otp-send:ip", "login-failure:ip". */
    bucket: text().notNull(),
    /** A keyed hash of the phone number or IP address. */
    key: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_hits_lookup").on(t.bucket, t.key, t.at), index("rate_limit_hits_at").on(t.at)],
);

/** Every token issued, by its `jti`: logout revokes it here, so a stolen copy stops working too. */
export const authSessions = table(
  "auth_sessions",
  {
    /** The token's `jti` (a random UUID). */
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    /**
     * When this session last gave a second factor (a passkey, a TOTP code, a recovery code); null:
     * signed in with the SMS code alone, which a staff role other than trek leader may not use the
     * back office with (docs/decisions/0026-staff-second-factor.md).
     */
    secondFactorAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("auth_sessions_user").on(t.userId)],
);

/** A staff member's passkeys (WebAuthn credentials), each named by its owner. */
export const staffPasskeys = table(
  "staff_passkeys",
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The credential's id, base64url, as the authenticator gave it. */
    credentialId: text().notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text().notNull(),
    /** The authenticator's signature counter (0 for those that keep none). */
    signCount: bigint({ mode: "number" }).notNull().default(0),
    transports: stringList(),
    name: text().notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("staff_passkeys_user").on(t.userId)],
);

/**
 * A staff member's authenticator app (TOTP, RFC 6238): the shared secret sealed with a key derived
 * from JWT_SECRET, confirmed once a first code matched, and the last time step used, so that a code
 * is accepted once.
 */
export const staffTotp = table("staff_totp", {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** AES-256-GCM of the base32 secret: iv.tag.ciphertext, base64url each. */
  secretSealed: text().notNull(),
  confirmedAt: timestamp({ withTimezone: true }),
  lastUsedStep: bigint({ mode: "number" }),
  createdAt: createdAt(),
});

/** One-time recovery codes: keyed hashes, each used once. Making a new set replaces the old. */
export const staffRecoveryCodes = table(
  "staff_recovery_codes",
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text().notNull().unique(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("staff_recovery_codes_user").on(t.userId)],
);

/** The WebAuthn challenge a session is answering (registering a passkey or signing in with one). */
export const passkeyChallenges = table(
  "passkey_challenges",
  {
    sessionId: text()
      .primaryKey()
      .references(() => authSessions.id, { onDelete: "cascade" }),
    purpose: text().notNull(),
    challenge: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [check("passkey_challenges_purpose_valid", oneOf(t.purpose, ["register", "sign-in"]))],
);
