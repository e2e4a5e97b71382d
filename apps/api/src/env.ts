// The API's configuration, read from the process environment once and validated. A bad value stops
// the process with a message naming the variable, instead of failing later inside a request.

import { createHmac } from "node:crypto";
import { DEFAULT_BUSINESS_TIME_ZONE } from "@parvat/domain/business-dates";
import { RETENTION } from "@parvat/domain/privacy";
import { z } from "zod";
import { type KeyRing, keyRingProblem, parseKeyRing } from "./personal-data/personal-data-cipher.ts";

const timeZone = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, "must be an IANA time zone such as Asia/Kolkata");

const limit = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** A country that may receive one-time codes: its calling code, and its own hourly cap if it has one. */
export interface OtpCountry {
  callingCode: string;
  sendsPerHour: number | null;
}

/** "91,971:50": calling codes (E.164 country codes, prefix-free), each with an optional hourly cap. */
const otpCountries = z
  .string()
  .regex(/^\d{1,3}(:[1-9]\d*)?(,\d{1,3}(:[1-9]\d*)?)*$/, "must be calling codes such as 91 or 91,971:50")
  .transform((list): OtpCountry[] =>
    list.split(",").map((entry) => {
      const [callingCode = "", cap] = entry.split(":");
      return { callingCode, sendsPerHour: cap ? Number(cap) : null };
    }),
  )
  .refine(
    (countries) =>
      countries.every(({ callingCode }, index) =>
        countries.every((other, at) => at === index || !other.callingCode.startsWith(callingCode)),
      ),
    "lists a calling code twice, or one that begins another",
  );

const settings = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  BUSINESS_TIME_ZONE: timeZone.default(DEFAULT_BUSINESS_TIME_ZONE),
  /** Deepest selection nesting a document may have (introspection fields count as one level). */
  GRAPHQL_MAX_DEPTH: limit(12),
  /** Aliased fields per document: aliases are the usual way to multiply one expensive field. */
  GRAPHQL_MAX_ALIASES: limit(20),
  /** Fields selected in total, counting every use of a fragment. */
  GRAPHQL_MAX_FIELDS: limit(500),
  /** Estimated cost: every field costs 1 and a list multiplies what is under it (10 by default). */
  GRAPHQL_MAX_COMPLEXITY: limit(10_000),
  /** Lexical tokens the parser reads before giving up, so a huge document costs nothing to refuse. */
  GRAPHQL_MAX_TOKENS: limit(5_000),
  /** Largest request body in bytes. */
  GRAPHQL_MAX_BODY_BYTES: limit(100_000),
  /**
   * Seconds a CDN or browser may reuse an anonymous GET query's answer (http/response-headers.ts); 0
   * turns public caching off. At most, and by default, the whole seconds of ANSWER_CACHE_TTL_MS: a
   * shared cache hears no change, so it must not keep seats or prices longer than the server does.
   */
  GRAPHQL_PUBLIC_MAX_AGE: z.coerce.number().int().min(0).optional(),
  /**
   * Milliseconds the server keeps a public answer in memory (anonymous GET queries and page loaders;
   * http/answer-cache.ts), and the web server the pages rendered from them (apps/web/server/page-cache.ts);
   * every change, on any server copy, clears both on every copy (http/cache-generation.ts). 0 turns them off.
   */
  ANSWER_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  // ── Accounts (docs/api.md, "Logging in") ──
  /** Signs login tokens (HS256) and keys the hashes of one-time codes. Required in production. */
  JWT_SECRET: z.string().min(32, "must be at least 32 characters (try: openssl rand -base64 48)").optional(),
  /** How long a login token lives, in seconds. */
  JWT_TTL_SECONDS: z.coerce.number().int().min(300).max(2_592_000).default(86_400),
  /**
   * How long a staff member's login lives, in seconds (never longer than JWT_TTL_SECONDS): a
   * forgotten back-office tab on a shared computer ends with the working day (docs/api.md, "Staff roles").
   */
  STAFF_SESSION_TTL_SECONDS: z.coerce.number().int().min(300).max(86_400).default(28_800),
  /**
   * A refund above this many paise asks the staff member for their second factor again when the
   * last one is older than a few minutes (docs/api.md, "Staff sign-in"): ₹50,000 by default; 0
   * asks it for every refund.
   */
  REFUND_SECOND_FACTOR_ABOVE_PAISE: z.coerce.number().int().min(0).max(100_000_000_000).default(5_000_000),
  /**
   * Who sends the one-time codes: `console` prints them to the log (development only), `outbox-file`
   * appends them to SMS_OUTBOX_FILE (the embedded-database demo: never the log), `msg91` sends SMS.
   */
  SMS_PROVIDER: z.enum(["console", "outbox-file", "msg91"]).optional(),
  /** Where `outbox-file` appends the codes (created with owner-only permissions). */
  SMS_OUTBOX_FILE: z.string().min(1).optional(),
  /**
   * Where releases before fitness proofs moved into the database kept them, on each machine: read at
   * start and when a proof is asked for, to move them into the database (trail/fitness-uploads.ts).
   */
  UPLOADS_DIR: z.string().min(1).default("data/uploads"),
  MSG91_AUTH_KEY: z.string().min(1).optional(),
  /** The MSG91 Flow template (DLT-approved) whose variable receives the code. */
  MSG91_TEMPLATE_ID: z.string().min(1).optional(),
  /** The template's variable that receives the code (##otp## in the template text). */
  MSG91_OTP_VARIABLE: z.string().min(1).default("otp"),
  MSG91_BASE_URL: z.url().default("https://control.msg91.com"),
  /** How long a message waits for MSG91's answer before it is tried again later, in milliseconds. */
  MSG91_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Codes sent per IP address (per /64 for IPv6) per hour. Mobile networks share addresses: keep it generous. */
  OTP_SENDS_PER_IP_PER_HOUR: limit(30),
  /** Wrong codes per IP address (per /64 for IPv6) per hour before logins from it wait. */
  LOGIN_FAILURES_PER_IP_PER_HOUR: limit(30),
  /**
   * Countries whose numbers may receive codes (SMS pumping: premium-rate ranges abroad cost money), by
   * calling code, each with an optional cap of codes an hour: "91" (India only), "91,971:50".
   */
  OTP_ALLOWED_COUNTRIES: otpCountries.default([{ callingCode: "91", sendsPerHour: null }]),
  /** Codes sent an hour by the whole site, every number and country together: the SMS bill's ceiling. */
  OTP_SENDS_PER_HOUR: limit(500),
  /** Newsletter subscriptions, and enquiries, per IP address (per /64 for IPv6) per hour: each its own count. */
  FORM_SUBMISSIONS_PER_IP_PER_HOUR: limit(20),
  /**
   * Mutations a traveller's account may make a minute, and mutations without a login from one IP
   * address (per /64 for IPv6) a minute, whatever they change (http/mutation-limits.ts); staff are not counted.
   */
  MUTATIONS_PER_ACCOUNT_PER_MINUTE: limit(30),
  MUTATIONS_PER_IP_PER_MINUTE: limit(120),
  // ── Bookings (docs/api.md, "Bookings") ──
  /** createBooking calls per IP address (per /64 for IPv6) per hour. */
  BOOKINGS_PER_IP_PER_HOUR: limit(60),
  /** createBooking calls per account per hour. */
  BOOKINGS_PER_ACCOUNT_PER_HOUR: limit(30),
  /** Unpaid holds of seats one account may keep at once (docs/api.md, "Bookings": the hold limits). */
  HOLDS_PER_ACCOUNT: limit(3),
  /** Seats one account may hold unpaid on one departure; larger groups ask for a quotation. */
  HELD_SEATS_PER_DEPARTURE: limit(12),
  /** How often the server gives back the seats of unpaid holds, in milliseconds. */
  HOLD_SWEEP_INTERVAL_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  // ── Waitlist (docs/api.md, "Waitlist") ──
  /** Days before a departure's start its waitlist closes: no joins and no offers from then on. */
  WAITLIST_CLOSES_DAYS: z.coerce.number().int().min(0).max(60).default(3),
  /** Hours an offer of seats to the waitlist stays open (never past the waitlist's closing). */
  WAITLIST_OFFER_HOURS: z.coerce.number().int().min(1).max(168).default(12),
  // ── Trip changes (docs/api.md, "Trip changes") ──
  /** Transfers and substitutions close this many days before the start, for trips without terms of their own. */
  TRANSFER_UNTIL_DAYS: z.coerce.number().int().min(0).max(365).default(10),
  /** Months trip credit can be spent after it is issued; then what is left is forfeited. */
  CREDIT_VALID_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
  // ── Payments (docs/api.md, "Payments") ──
  /** Who takes the money: `sandbox` (our own pretend gateway, the default) or `razorpay`. */
  PAYMENT_PROVIDER: z.enum(["sandbox", "razorpay"]).default("sandbox"),
  /** The sandbox takes no real money: production refuses it unless this says it is meant (a staging copy). */
  SANDBOX_PAYMENTS_IN_PRODUCTION: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((value) => value === "true" || value === "1"),
  /** Signs the sandbox's callbacks and webhooks; derived from JWT_SECRET when unset. */
  SANDBOX_WEBHOOK_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** Razorpay's API keys (Dashboard > Account & Settings > API keys); test keys start rzp_test_. */
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  /** The secret of the webhook set up in Razorpay's dashboard for /api/payments/webhooks/razorpay. */
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  RAZORPAY_BASE_URL: z.url().default("https://api.razorpay.com"),
  /** How often each server copy looks for due jobs (webhook events, emails, refunds), in milliseconds. */
  JOB_POLL_INTERVAL_MS: z.coerce.number().int().min(100).max(600_000).default(2_000),
  /** Who sends email: `console` logs that a message would go (the default), `smtp` sends it. */
  EMAIL_PROVIDER: z.enum(["console", "smtp"]).default("console"),
  /** smtp://user:password@host:587 (STARTTLS required on 587), or smtps://...:465 for TLS from the start. */
  SMTP_URL: z.url().optional(),
  /**
   * How long the mail server may take to accept the connection, to greet, and to answer each command,
   * in milliseconds (nodemailer's own defaults are 2 and 10 minutes): a send ends well inside a job's
   * five-minute lock (payments/worker.ts), and a mail server that hangs fails fast and is retried.
   */
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(10_000),
  EMAIL_FROM: z.string().min(3).default("Parvat Journeys <bookings@parvatjourneys.example>"),
  // ── Messages (docs/api.md, "Messages to travellers") ──
  /** The site's address as travellers reach it, for the links in messages (the web server reads it too). */
  PUBLIC_ORIGIN: z.url().default("http://localhost:3000"),
  /** How often each server copy looks for scheduled messages (reminders) and overdue balances, in milliseconds. */
  MESSAGE_SCHEDULE_INTERVAL_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
  /** Who sends WhatsApp messages: `msg91`, or `outbox-file` (WHATSAPP_OUTBOX_FILE); unset: none are sent by WhatsApp. */
  WHATSAPP_PROVIDER: z.enum(["msg91", "outbox-file"]).optional(),
  /** Where `outbox-file` appends WhatsApp messages (created with owner-only permissions). */
  WHATSAPP_OUTBOX_FILE: z.string().min(1).optional(),
  /** The WhatsApp Business number integrated at MSG91, digits with the country code (919876543210). */
  MSG91_WHATSAPP_NUMBER: z
    .string()
    .regex(/^\d{8,15}$/, "must be digits with the country code, no plus")
    .optional(),
  /** The namespace of the approved WhatsApp templates (MSG91 > WhatsApp > Templates), when the account has one. */
  MSG91_WHATSAPP_NAMESPACE: z.string().min(1).optional(),
  /** The language code the WhatsApp templates were approved in. */
  MSG91_WHATSAPP_LANGUAGE: z.string().min(2).default("en"),
  /**
   * The secret of the address MSG91 posts its SMS and WhatsApp delivery reports to,
   * {PUBLIC_ORIGIN}/api/messages/webhooks/msg91/{secret}: MSG91 sends no header of ours, so the
   * address is the credential (docs/api.md, "Outside services").
   */
  MSG91_WHATSAPP_WEBHOOK_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,}$/, "must be at least 16 letters, digits, - or _ (it is part of an address)")
    .optional(),
  /**
   * The MSG91 SMS flow (a DLT-approved template) of each message, as JSON: {"balance-reminder":"6650..."}.
   * A message without a flow here is not sent by SMS (another channel takes it).
   */
  MSG91_SMS_TEMPLATES: z
    .string()
    .optional()
    .transform((text, context) => {
      if (!text) return {} as Record<string, string>;
      try {
        const parsed = JSON.parse(text) as unknown;
        if (
          parsed &&
          typeof parsed === "object" &&
          !Array.isArray(parsed) &&
          Object.values(parsed).every((value) => typeof value === "string" && value !== "")
        ) {
          return parsed as Record<string, string>;
        }
      } catch {
        // Reported below.
      }
      context.addIssue({
        code: "custom",
        message: 'must be a JSON object of template names to flow ids: {"balance-reminder":"6650..."}',
      });
      return z.NEVER;
    }),
  // ── Personal data (docs/api.md, "Personal data") ──
  /**
   * The keys that encrypt travellers' health answers, ID numbers, emergency contacts and fitness
   * proofs: "id:base64" entries (32 random bytes each: openssl rand -base64 32), comma-separated, the
   * first sealing new values and every one opening old ones; one bare base64 key is the key "k1".
   * Required in production and with PostgreSQL; the embedded database keeps one in DATA_DIR.
   */
  PERSONAL_DATA_KEY: z
    .string()
    .optional()
    .superRefine((text, context) => {
      const problem = text === undefined ? null : keyRingProblem(text);
      if (problem) context.addIssue({ code: "custom", message: `${problem} (see docs/api.md, "Personal data")` });
    }),
  /** Days after a trip's last day its travellers' health answers, ID numbers, emergency contacts and fitness proofs are erased. */
  // The privacy page and the notices say the default (@parvat/domain/privacy): change their words with it.
  PERSONAL_DATA_RETENTION_DAYS: z.coerce.number().int().min(1).max(3_650).default(RETENTION.personalDataDaysAfterTrip),
  /** How often each server copy erases personal data past its retention, in milliseconds. */
  PERSONAL_DATA_SWEEP_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(3_600_000),
  /** Read only to know that PostgreSQL is used (real deployments, several copies), and not kept. */
  DATABASE_URL: z.string().optional(),
  // ── Reviews from travellers who went (docs/api.md) ──
  /** How often each server copy looks for departures that ended, to invite their travellers to review, in milliseconds. */
  REVIEW_INVITE_SWEEP_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(600_000),
});

/** Good enough for a developer's machine, and refused in production and with PostgreSQL. */
export const DEVELOPMENT_JWT_SECRET = "insecure-development-secret-never-use-in-production";
/**
 * The personal data key of a developer's machine and the tests: refused in production and with
 * PostgreSQL, where it would be a key everybody knows.
 */
export const DEVELOPMENT_PERSONAL_DATA_KEY = "dev:ZGV2ZWxvcG1lbnQta2V5LW5ldmVyLWluLXByb2R1Y3Q=";
/** The value .env.example shows: copied as is, it would be a secret everybody knows. */
export const EXAMPLE_JWT_SECRET = "replace-with-the-output-of-openssl-rand-base64-48";

const schema = settings
  .superRefine((env, context) => {
    const problem = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message });
    const ttlSeconds = Math.floor(env.ANSWER_CACHE_TTL_MS / 1000);
    if (env.GRAPHQL_PUBLIC_MAX_AGE !== undefined && env.GRAPHQL_PUBLIC_MAX_AGE > ttlSeconds) {
      problem(
        "GRAPHQL_PUBLIC_MAX_AGE",
        `is ${env.GRAPHQL_PUBLIC_MAX_AGE} s, longer than the server keeps answers (ANSWER_CACHE_TTL_MS=${env.ANSWER_CACHE_TTL_MS}): a CDN would show seats and prices older than that; at most ${ttlSeconds}, or leave it unset`,
      );
    }
    if (env.JWT_SECRET === EXAMPLE_JWT_SECRET) {
      problem("JWT_SECRET", "is the placeholder of .env.example (try: openssl rand -base64 48)");
    }
    // Tokens signed with a secret everybody knows would let anybody log in as anybody.
    if (env.NODE_ENV === "production" || env.DATABASE_URL) {
      const where = env.NODE_ENV === "production" ? "in production" : "with PostgreSQL";
      if (!env.JWT_SECRET) problem("JWT_SECRET", `is required ${where} (try: openssl rand -base64 48)`);
      else if (env.JWT_SECRET === DEVELOPMENT_JWT_SECRET) problem("JWT_SECRET", "is the development secret");
      // Travellers' health answers and ID numbers would be readable by anybody with a database backup.
      if (!env.PERSONAL_DATA_KEY) {
        problem("PERSONAL_DATA_KEY", `is required ${where} (try: echo "k1:$(openssl rand -base64 32)")`);
      } else if (env.PERSONAL_DATA_KEY.includes(DEVELOPMENT_PERSONAL_DATA_KEY.split(":")[1]!)) {
        problem("PERSONAL_DATA_KEY", "holds the development key");
      }
    }
    if (env.NODE_ENV === "production") {
      if (!env.SMS_PROVIDER)
        problem("SMS_PROVIDER", "is required in production: msg91 (console neither sends nor logs codes there)");
    }
    // A real deployment (production on PostgreSQL) takes real money; the embedded demo never does.
    const realDeployment = env.NODE_ENV === "production" && env.DATABASE_URL;
    if (env.PAYMENT_PROVIDER === "sandbox" && realDeployment && !env.SANDBOX_PAYMENTS_IN_PRODUCTION) {
      problem(
        "PAYMENT_PROVIDER",
        "is sandbox in production on PostgreSQL: set razorpay (or SANDBOX_PAYMENTS_IN_PRODUCTION=true for a copy that takes no real money)",
      );
    }
    if (env.PAYMENT_PROVIDER === "razorpay") {
      for (const name of ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"] as const) {
        if (!env[name]) problem(name, "is required when PAYMENT_PROVIDER is razorpay");
      }
    }
    if (env.EMAIL_PROVIDER === "smtp" && !env.SMTP_URL) problem("SMTP_URL", "is required when EMAIL_PROVIDER is smtp");
    if (env.SMS_PROVIDER === "outbox-file" && !env.SMS_OUTBOX_FILE) {
      problem("SMS_OUTBOX_FILE", "is required when SMS_PROVIDER is outbox-file");
    }
    if (env.SMS_PROVIDER === "msg91") {
      if (!env.MSG91_AUTH_KEY) problem("MSG91_AUTH_KEY", "is required when SMS_PROVIDER is msg91");
      if (!env.MSG91_TEMPLATE_ID) problem("MSG91_TEMPLATE_ID", "is required when SMS_PROVIDER is msg91");
    }
    if (env.WHATSAPP_PROVIDER === "outbox-file" && !env.WHATSAPP_OUTBOX_FILE) {
      problem("WHATSAPP_OUTBOX_FILE", "is required when WHATSAPP_PROVIDER is outbox-file");
    }
    if (env.WHATSAPP_PROVIDER === "msg91") {
      if (!env.MSG91_AUTH_KEY) problem("MSG91_AUTH_KEY", "is required when WHATSAPP_PROVIDER is msg91");
      if (!env.MSG91_WHATSAPP_NUMBER) problem("MSG91_WHATSAPP_NUMBER", "is required when WHATSAPP_PROVIDER is msg91");
      if (!env.MSG91_WHATSAPP_WEBHOOK_SECRET) {
        problem("MSG91_WHATSAPP_WEBHOOK_SECRET", "is required when WHATSAPP_PROVIDER is msg91 (delivery callbacks)");
      }
    }
  })
  .transform(({ DATABASE_URL: _database, ...env }) => ({
    ...env,
    GRAPHQL_PUBLIC_MAX_AGE: env.GRAPHQL_PUBLIC_MAX_AGE ?? Math.floor(env.ANSWER_CACHE_TTL_MS / 1000),
    JWT_SECRET: env.JWT_SECRET ?? DEVELOPMENT_JWT_SECRET,
    SMS_PROVIDER: env.SMS_PROVIDER ?? "console",
    PERSONAL_DATA_KEY: parseKeyRing(env.PERSONAL_DATA_KEY ?? DEVELOPMENT_PERSONAL_DATA_KEY) as KeyRing,
    SANDBOX_WEBHOOK_SECRET:
      env.SANDBOX_WEBHOOK_SECRET ??
      createHmac("sha256", env.JWT_SECRET ?? DEVELOPMENT_JWT_SECRET)
        .update("sandbox-webhook")
        .digest("hex"),
  }));

export type ApiEnv = z.output<typeof schema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Validates a set of variables; throws a ConfigError listing every bad one. */
export function parseApiEnv(source: Record<string, string | undefined>): ApiEnv {
  const parsed = schema.safeParse(source);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
  throw new ConfigError(`Invalid API configuration (see .env.example):\n${problems}`);
}

let loaded: ApiEnv | undefined;

/**
 * The configuration of this process, read on first use; exits with a readable message when it is bad.
 * The web server passes its own view of the environment (see apps/web/server/env.ts).
 */
export function loadApiEnv(source: Record<string, string | undefined> = process.env): ApiEnv {
  if (loaded) return loaded;
  try {
    loaded = parseApiEnv(source);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  return loaded;
}
