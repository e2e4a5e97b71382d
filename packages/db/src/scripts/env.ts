// Configuration of the database scripts (migrate, seed, reset), validated once. The
// web server reads the same variables and uses the same folders under DATA_DIR.
import { isAbsolute, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { type DatabaseOptions, POOL_DEFAULTS } from "../client.ts";

export const repositoryRoot = fileURLToPath(new URL("../../../..", import.meta.url));

const timeZone = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, "must be an IANA time zone such as Asia/Kolkata");

const schema = z.object({
  /** PostgreSQL; without it the embedded PGlite database in DATA_DIR/pglite is used. */
  DATABASE_URL: z.string().startsWith("postgres", "must be a postgres:// or postgresql:// URL").optional(),
  /** Relative paths are taken from the repository root, whichever folder a script runs in. */
  DATA_DIR: z.string().min(1).default("data"),
  BUSINESS_TIME_ZONE: timeZone.default("Asia/Kolkata"),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** How long a migration waits for another process's migration of the same database (ms). */
  MIGRATION_LOCK_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(POOL_DEFAULTS.migrationLockTimeoutMs),
  /** Demo accounts as staff on PostgreSQL in production (demo/demo-staff.ts); unset: the default there, no. */
  DEMO_STAFF_ACCOUNTS: z
    .enum(["true", "false", "1", "0"])
    .transform((value) => value === "true" || value === "1")
    .optional(),
});

export interface DbEnv {
  databaseUrl: string | undefined;
  dataDir: string;
  pgliteDir: string;
  businessTimeZone: string;
  production: boolean;
  migrationLockTimeoutMs: number;
  /** DEMO_STAFF_ACCOUNTS as set; undefined leaves the decision to demoStaffAccounts(). */
  demoStaffAccounts: boolean | undefined;
}

/** Parses the environment; throws one readable message naming every bad variable. */
export function parseDbEnv(source: Record<string, string | undefined>): DbEnv {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid configuration (see .env.example):\n${problems}`);
  }
  const env = parsed.data;
  const dataDir = isAbsolute(env.DATA_DIR) ? env.DATA_DIR : resolve(repositoryRoot, env.DATA_DIR);
  return {
    databaseUrl: env.DATABASE_URL,
    dataDir,
    pgliteDir: resolve(dataDir, "pglite"),
    businessTimeZone: env.BUSINESS_TIME_ZONE,
    production: env.NODE_ENV === "production",
    migrationLockTimeoutMs: env.MIGRATION_LOCK_TIMEOUT_MS,
    demoStaffAccounts: env.DEMO_STAFF_ACCOUNTS,
  };
}

/** For scripts: the parsed environment, or a readable message and exit code 1. */
export function loadDbEnv(source: Record<string, string | undefined> = process.env): DbEnv {
  try {
    return parseDbEnv(source);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

export function databaseOptions(env: DbEnv): DatabaseOptions {
  return env.databaseUrl
    ? { url: env.databaseUrl, poolSize: 2, migrationLockTimeoutMs: env.migrationLockTimeoutMs }
    : { dataDir: env.pgliteDir };
}
