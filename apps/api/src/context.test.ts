import type { Database } from "@parvat/db/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Accounts } from "./accounts/accounts.ts";
import { createContextFactory } from "./context.ts";
import { createRequestScope, runInRequestScope } from "./http/request-scope.ts";
import { createLogger } from "./logger.ts";

const db = {} as Database;
const logger = createLogger({ level: "silent" });
const accounts = {} as Accounts;

afterEach(() => {
  vi.useRealTimers();
});

describe("the request context", () => {
  it("reckons today in the business time zone, not in UTC", () => {
    vi.useFakeTimers();
    // 20:30 UTC on 31 March is already 1 April in India.
    vi.setSystemTime(new Date("2026-03-31T20:30:00Z"));
    const request = new Request("http://parvat.test/api/graphql");
    expect(
      createContextFactory({
        db,
        logger,
        accounts,
        env: { BUSINESS_TIME_ZONE: "Asia/Kolkata", PUBLIC_ORIGIN: "http://parvat.test" },
      })({ request }).today,
    ).toBe("2026-04-01");
    expect(
      createContextFactory({
        db,
        logger,
        accounts,
        env: { BUSINESS_TIME_ZONE: "UTC", PUBLIC_ORIGIN: "http://parvat.test" },
      })({ request }).today,
    ).toBe("2026-03-31");
  });

  it("carries the request's scope: its id and logger", () => {
    const scope = createRequestScope(logger, "scope-1234abcd");
    const request = new Request("http://parvat.test/api/graphql", { headers: { "x-request-id": "header-0000" } });
    const context = runInRequestScope(scope, () =>
      createContextFactory({
        db,
        logger,
        accounts,
        env: { BUSINESS_TIME_ZONE: "Asia/Kolkata", PUBLIC_ORIGIN: "http://parvat.test" },
      })({ request }),
    );
    expect(context).toMatchObject({ db, requestId: "scope-1234abcd", log: scope.log, request });
  });
});
