import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, errorCodes, postGraphql, type TestApi } from "../testing/test-api.ts";
import { isDatabaseUnavailable } from "./database-unavailable.ts";

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.close());

/** Makes every statement fail as the driver fails when the server is gone, while `run` runs. */
async function withDatabaseDown<T>(error: Error, run: () => Promise<T>): Promise<T> {
  const client = (test.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query;
  client.query = () => Promise.reject(error);
  try {
    return await run();
  } finally {
    client.query = original;
  }
}

const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });

describe("the database away", () => {
  it("answers 503 SERVICE_UNAVAILABLE with Retry-After, not a masked 500", async () => {
    const response = await withDatabaseDown(refused, () => postGraphql(test.api, "{ teamMembers { name } }"));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(response.body).toEqual({
      data: null,
      errors: [
        expect.objectContaining({
          message: "Our database is busy or not answering just now. Please try again in a moment.",
          extensions: { code: "SERVICE_UNAVAILABLE" },
        }),
      ],
    });
  });

  it("leaves other failures to the usual masking", async () => {
    const bug = new Error('relation "team_members" does not exist');
    const response = await withDatabaseDown(bug, () => postGraphql(test.api, "{ teamMembers { name } }"));
    expect(errorCodes(response)).toEqual(["INTERNAL_SERVER_ERROR"]);
  });
});

describe("isDatabaseUnavailable", () => {
  it.each([
    ["a refused connection", refused],
    ["an administrator shutdown (57P01)", Object.assign(new Error("terminating connection"), { code: "57P01" })],
    ["a connection exception (08006)", Object.assign(new Error("connection failure"), { code: "08006" })],
    ["node-postgres's dead connection", new Error("Connection terminated unexpectedly")],
    ["a cause two levels down", new Error("Failed query", { cause: new Error("wrapped", { cause: refused }) })],
    // A busy pool: pg-pool's words when no connection came free within DATABASE_CONNECTION_TIMEOUT_MS.
    [
      "a busy pool's wait that ran out",
      new Error("Failed query", { cause: new Error("timeout exceeded when trying to connect") }),
    ],
    ["the client's query deadline (a frozen server)", new Error("Query read timeout")],
    [
      "a statement cancelled at its timeout (57014)",
      Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" }),
    ],
    [
      "a lock not had in time (55P03)",
      Object.assign(new Error("canceling statement due to lock timeout"), { code: "55P03" }),
    ],
  ])("recognises %s", (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation", Object.assign(new Error("duplicate key"), { code: "23505" })],
    ["a plain bug", new TypeError("cannot read properties of undefined")],
    ["nothing", undefined],
  ])("does not take %s for an outage", (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
