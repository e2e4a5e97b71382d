// The web server's configuration, validated once at start. A bad value stops the process with a
// message that names the variable, instead of failing later in a request.
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { embeddedPersonalDataKey } from "@parvat/api/personal-data/key-file";
import { POOL_DEFAULTS } from "@parvat/db/client";
import { z } from "zod";

const repositoryRoot = fileURLToPath(new URL("../../..", import.meta.url));
const appRoot = fileURLToPath(new URL("..", import.meta.url));

const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1")
  .optional();

const timeZone = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, "must be an IANA time zone such as Asia/Kolkata");

const milliseconds = (fallback: number) => z.coerce.number().int().min(0).default(fallback);

/** Express's names for address ranges (proxy-addr): 127.0.0.0/8 and ::1, 169.254.0.0/16 and fe80::/10, private ranges. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

const isProxyEntry = (entry: string) => {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = "", bits, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};

/**
 * The proxies whose X-Forwarded-For is believed, by address or network, comma-separated: only a
 * request that comes from one of them may say which visitor it carries. A count of hops would let
 * anyone who reaches a copy directly choose the address its per-IP limits count.
 */
export const trustedProxies = z
  .string()
  .default("")
  .transform((text) =>
    text
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .superRefine((entries, context) => {
    if (entries.length === 1 && /^\d+$/.test(entries[0]!)) {
      context.addIssue({
        code: "custom",
        message:
          "is a number of proxies; give their addresses or networks instead (127.0.0.1, 10.0.0.0/8, loopback): with a count, anyone who reaches a copy directly chooses the address its per-IP limits count",
      });
      return;
    }
    const wrong = entries.filter((entry) => !isProxyEntry(entry));
    if (wrong.length > 0) {
      context.addIssue({
        code: "custom",
        message: `${wrong.join(", ")}: not an IP address, a network (10.0.0.0/8) or one of loopback, linklocal, uniquelocal`,
      });
    }
  });

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    HOST: z.string().min(1).default("127.0.0.1"),
    PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
    /** Where the site is reached from outside, for canonical links: https://parvatjourneys.example */
    PUBLIC_ORIGIN: z.url().optional(),
    /** PostgreSQL connection string; without it the embedded PGlite database in DATA_DIR is used. */
    DATABASE_URL: z.string().startsWith("postgres", "must be a postgres:// or postgresql:// URL").optional(),
    /** Connections each copy may open: copies x this must stay under the server's max_connections (README). */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    /** How long a request waits for a connection (new, or from a busy pool) before failing with 503; 0: for ever. */
    DATABASE_CONNECTION_TIMEOUT_MS: milliseconds(POOL_DEFAULTS.connectionTimeoutMs),
    /** PostgreSQL cancels a statement running longer; 0 leaves the server's setting. */
    DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(POOL_DEFAULTS.statementTimeoutMs),
    /** PostgreSQL ends a session idle inside a transaction this long (its locks go with it); 0: the server's setting. */
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: milliseconds(POOL_DEFAULTS.idleInTransactionTimeoutMs),
    /**
     * The copy's own deadline for any statement's answer (a frozen server, a primary gone in a
     * failover): the connection is dropped and the request answered 503. Default: the statement
     * timeout + 2 s (or 32 s when that is 0); 0: none.
     */
    DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(0).optional(),
    /** PostgreSQL drops a connection whose client vanished after this long (tcp_user_timeout); 0: the server's. */
    DATABASE_TCP_USER_TIMEOUT_MS: milliseconds(POOL_DEFAULTS.tcpUserTimeoutMs),
    /** This copy's name in PostgreSQL's pg_stat_activity ("parvat <name>"); default: host:pid. */
    DATABASE_COPY_NAME: z.string().min(1).max(50).optional(),
    /** Apply pending migrations at start. Defaults to on for PGlite, off for PostgreSQL (a release step). */
    MIGRATE_ON_START: booleanFlag,
    /** How long a starting copy waits for another process's migration before giving up (ms). */
    MIGRATION_LOCK_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(POOL_DEFAULTS.migrationLockTimeoutMs),
    /** Reads as named prepared statements (docs/decisions/0008); false behind PgBouncer older than 1.21. */
    DATABASE_PREPARED_STATEMENTS: booleanFlag,
    /** Relative paths are taken from the repository root, as the database scripts do. */
    DATA_DIR: z
      .string()
      .min(1)
      .default("data")
      .transform((dir) => resolve(repositoryRoot, dir)),
    /** Load the demo catalogue into an empty database. Defaults to on for PGlite, off for PostgreSQL. */
    SEED_DEMO_CONTENT: booleanFlag,
    /** Demo accounts as staff (packages/db/src/demo/demo-staff.ts): never on PostgreSQL in production unless true. */
    DEMO_STAFF_ACCOUNTS: booleanFlag,
    BUSINESS_TIME_ZONE: timeZone.default("Asia/Kolkata"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** The load balancers in front of the copies, by address or network: their X-Forwarded-For is believed. */
    TRUST_PROXY: trustedProxies,
    /** After SIGTERM: how long /readyz answers 503 while requests are still served, so a load balancer moves away. */
    SHUTDOWN_DRAIN_MS: milliseconds(5_000),
    /** Then: how long requests in flight may take to finish once the copy stops accepting connections. */
    SHUTDOWN_GRACE_MS: milliseconds(10_000),
    /** Idle keep-alive connections stay open this long: above a load balancer's idle timeout (60 s is common). */
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(65_000),
    /** Prometheus metrics on a listener of their own (never the public port); unset: no metrics listener. */
    METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
    /** Where the metrics listener binds; defaults to HOST. */
    METRICS_HOST: z.string().min(1).optional(),
    /** The release this copy runs, in logs and metrics; defaults to the build's own fingerprint. */
    APP_VERSION: z.string().min(1).max(100).optional(),
    /**
     * A folder shared by every copy and release (a volume): each copy adds its build's fingerprinted
     * scripts there, and serves from it those its own build lacks, so that a page of the previous
     * release keeps loading during a rolling deploy. Relative paths are taken from the repository root.
     */
    SHARED_ASSETS_DIR: z.string().min(1).optional(),
    /** The production build to serve, relative to apps/web (react-router.config.ts reads it too). */
    WEB_BUILD_DIR: z.string().min(1).default("build"),
    /**
     * For the end-to-end tests: the server's clock can be moved forward with POST /__test/clock (a
     * departure ends, a link expires). Never on a real site: refused in production on PostgreSQL
     * unless the demo's accounts are asked for too (a test or staging copy).
     */
    TEST_CLOCK: booleanFlag,
  })
  .superRefine((env, context) => {
    if (env.TEST_CLOCK && env.NODE_ENV === "production" && env.DATABASE_URL && !env.DEMO_STAFF_ACCOUNTS) {
      context.addIssue({
        code: "custom",
        path: ["TEST_CLOCK"],
        message:
          "lets anyone move the server's time: refused in production on PostgreSQL (a test copy sets DEMO_STAFF_ACCOUNTS=true)",
      });
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
      context.addIssue({
        code: "custom",
        path: ["METRICS_PORT"],
        message: "is the public PORT: metrics are served on a port of their own, never to visitors",
      });
    }
  });

export type WebEnv = ReturnType<typeof loadEnv>;

export function loadEnv(source: Record<string, string | undefined> = process.env) {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    console.error(`Invalid configuration (see .env.example):\n${problems}`);
    process.exit(1);
  }
  const env = parsed.data;
  return {
    ...env,
    PUBLIC_ORIGIN: env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`,
    SEED_DEMO_CONTENT: env.SEED_DEMO_CONTENT ?? !env.DATABASE_URL,
    DATABASE_PREPARED_STATEMENTS: env.DATABASE_PREPARED_STATEMENTS ?? true,
    MIGRATE_ON_START: env.MIGRATE_ON_START ?? !env.DATABASE_URL,
    METRICS_HOST: env.METRICS_HOST ?? env.HOST,
    isProduction: env.NODE_ENV === "production",
    pgliteDir: `${env.DATA_DIR}/pglite`,
    mediaCacheDir: `${env.DATA_DIR}/media-cache`,
    sharedAssetsDir: resolve(repositoryRoot, env.SHARED_ASSETS_DIR ?? `${env.DATA_DIR}/assets`),
    buildDir: resolve(appRoot, env.WEB_BUILD_DIR),
  };
}

/**
 * The API's settings. On the embedded database the site is one process (a demo, a developer's machine):
 * unless told otherwise it signs login tokens with a random secret of its own, kept in DATA_DIR so logins
 * survive a restart, and instead of sending SMS it writes one-time codes to its log in development and to
 * DATA_DIR/sms-outbox.log in production (a production log must never hold a live code), so `npm start`
 * needs no settings. With PostgreSQL (real deployments, several copies sharing tokens) JWT_SECRET and
 * SMS_PROVIDER must be given in production, and the API refuses to start without them. The personal
 * data key is kept in DATA_DIR/personal-data-key the same way (PERSONAL_DATA_KEY, docs/api.md).
 */
export function apiEnvironment(env: WebEnv, source: Record<string, string | undefined> = process.env) {
  // The links in messages name the site as travellers reach it. UPLOADS_DIR is where earlier releases
  // kept fitness proofs on this machine (they live in the database now, and are moved there at start).
  const origin = { PUBLIC_ORIGIN: env.PUBLIC_ORIGIN, UPLOADS_DIR: `${env.DATA_DIR}/uploads` };
  if (env.DATABASE_URL) return { ...origin, ...source };
  const sms =
    env.NODE_ENV === "production"
      ? {
          SMS_PROVIDER: "outbox-file",
          SMS_OUTBOX_FILE: `${env.DATA_DIR}/sms-outbox.log`,
          // Travellers' WhatsApp messages beside the codes, in a file of their own.
          WHATSAPP_PROVIDER: "outbox-file",
          WHATSAPP_OUTBOX_FILE: `${env.DATA_DIR}/whatsapp-outbox.log`,
        }
      : { SMS_PROVIDER: "console" };
  // The embedded database is a demo or a developer's machine: its payments go through the sandbox gateway,
  // which takes no real money, also under NODE_ENV=production (`npm start`).
  const payments = { PAYMENT_PROVIDER: "sandbox", SANDBOX_PAYMENTS_IN_PRODUCTION: "true" };
  return {
    ...origin,
    ...sms,
    ...payments,
    ...source,
    JWT_SECRET: source.JWT_SECRET ?? embeddedJwtSecret(env.DATA_DIR),
    PERSONAL_DATA_KEY: source.PERSONAL_DATA_KEY ?? embeddedPersonalDataKey(env.DATA_DIR),
  };
}

function embeddedJwtSecret(dataDir: string): string {
  const file = `${dataDir}/jwt-secret`;
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString("base64url");
    writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  }
}
