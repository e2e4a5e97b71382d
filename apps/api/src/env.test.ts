import { describe, expect, it } from "vitest";
import { ConfigError, parseApiEnv } from "./env.ts";

describe("parseApiEnv", () => {
  it("fills in safe defaults", () => {
    expect(parseApiEnv({})).toEqual({
      NODE_ENV: "development",
      LOG_LEVEL: "info",
      BUSINESS_TIME_ZONE: "Asia/Kolkata",
      GRAPHQL_MAX_DEPTH: 12,
      GRAPHQL_MAX_ALIASES: 20,
      GRAPHQL_MAX_FIELDS: 500,
      GRAPHQL_MAX_COMPLEXITY: 10_000,
      GRAPHQL_MAX_TOKENS: 5_000,
      GRAPHQL_MAX_BODY_BYTES: 100_000,
      GRAPHQL_PUBLIC_MAX_AGE: 60,
    });
  });

  it("reads numbers from strings", () => {
    expect(parseApiEnv({ GRAPHQL_MAX_DEPTH: "8", GRAPHQL_PUBLIC_MAX_AGE: "0" })).toMatchObject({
      GRAPHQL_MAX_DEPTH: 8,
      GRAPHQL_PUBLIC_MAX_AGE: 0,
    });
  });

  it("names every bad variable in one readable message", () => {
    let message = "";
    try {
      parseApiEnv({ NODE_ENV: "staging", BUSINESS_TIME_ZONE: "India/Delhi", GRAPHQL_MAX_DEPTH: "deep" });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toContain("Invalid API configuration");
    expect(message).toContain("NODE_ENV:");
    expect(message).toContain("BUSINESS_TIME_ZONE: must be an IANA time zone such as Asia/Kolkata");
    expect(message).toContain("GRAPHQL_MAX_DEPTH:");
  });

  it.each(["0", "-3", "2.5"])("refuses a limit of %s", (value) => {
    expect(() => parseApiEnv({ GRAPHQL_MAX_ALIASES: value })).toThrow(ConfigError);
  });
});
