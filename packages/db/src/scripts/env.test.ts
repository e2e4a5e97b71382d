import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { databaseOptions, parseDbEnv, repositoryRoot } from "./env.ts";

describe("parseDbEnv", () => {
  it("defaults to PGlite under <repo>/data, in India's time zone", () => {
    const env = parseDbEnv({});
    expect(env).toEqual({
      databaseUrl: undefined,
      dataDir: join(repositoryRoot, "data"),
      pgliteDir: join(repositoryRoot, "data", "pglite"),
      businessTimeZone: "Asia/Kolkata",
      production: false,
      migrationLockTimeoutMs: 120_000,
      demoStaffAccounts: undefined,
    });
    expect(databaseOptions(env)).toEqual({ dataDir: join(repositoryRoot, "data", "pglite") });
  });

  it("takes a relative DATA_DIR from the repository root and an absolute one as is", () => {
    expect(parseDbEnv({ DATA_DIR: "./var/parvat" }).dataDir).toBe(join(repositoryRoot, "var", "parvat"));
    expect(parseDbEnv({ DATA_DIR: "/srv/parvat" }).pgliteDir).toBe("/srv/parvat/pglite");
  });

  it("uses PostgreSQL when DATABASE_URL is set", () => {
    const env = parseDbEnv({ DATABASE_URL: "postgres://parvat@db:5432/parvat", BUSINESS_TIME_ZONE: "Asia/Dubai" });
    expect(databaseOptions(env)).toMatchObject({ url: "postgres://parvat@db:5432/parvat" });
    expect(env.businessTimeZone).toBe("Asia/Dubai");
  });

  it("names every bad variable in one message", () => {
    expect(() => parseDbEnv({ DATABASE_URL: "mysql://x", BUSINESS_TIME_ZONE: "Mars/Olympus" })).toThrow(
      /DATABASE_URL: must be a postgres.*\n.*BUSINESS_TIME_ZONE: must be an IANA time zone/s,
    );
  });
});
