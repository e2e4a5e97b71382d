// An API on a fresh database for one test file, with its log lines captured, and helpers that
// speak GraphQL over HTTP through `yoga.fetch()` (no socket).
import type { DatabaseHandle } from "@parvat/db/client";
import { createTestDatabase } from "@parvat/db/testing/test-database";
import { type Api, type ApiDependencies, createApi } from "../api.ts";
import { parseApiEnv } from "../env.ts";
import { createLogger } from "../logger.ts";
import { createMemorySms, createTestClock, type MemorySms, type TestClock } from "./memory-sms.ts";

export interface LogLine {
  level: string;
  msg: string;
  requestId?: string;
  err?: { message: string; stack?: string };
  [key: string]: unknown;
}

export interface TestApi {
  api: Api;
  handle: DatabaseHandle;
  db: DatabaseHandle["db"];
  logs: LogLine[];
  /** The codes the API "sent" by SMS. */
  sms: MemorySms;
  /** The clock of the accounts rules, to move forward past expiry and limit windows. */
  clock: TestClock;
  close(): Promise<void>;
}

/** Tests sign tokens with this; production refuses to start without a secret of its own. */
export const TEST_JWT_SECRET = "test-secret-for-the-api-tests-only-0123456789";

/** Tests seal travellers' personal data with this key ring (docs/api.md, "Personal data"). */
export const TEST_PERSONAL_DATA_KEY = "test:dGVzdC1rZXktZm9yLXRoZS1hcGktdGVzdHMtb25seSE=";

/** `env` overrides the API's variables, for example `{ NODE_ENV: "production" }`. */
export async function createTestApi(env: Record<string, string> = {}, handle?: DatabaseHandle): Promise<TestApi> {
  const database = handle ?? (await createTestDatabase());
  return apiOn(database, env);
}

/**
 * Another API (other settings) on a database that is already open; `dependencies` gives it, say, a
 * cache generation shared with other APIs on the same database (a second server copy).
 */
export function apiOn(
  handle: DatabaseHandle,
  env: Record<string, string> = {},
  dependencies: Pick<ApiDependencies, "cacheGeneration" | "metrics" | "payments" | "messageChannels"> = {},
): TestApi {
  const logs: LogLine[] = [];
  const logger = createLogger({
    level: "debug",
    destination: { write: (line: string) => void logs.push(JSON.parse(line) as LogLine) },
  });
  const sms = createMemorySms();
  const clock = createTestClock();
  const api = createApi({
    db: handle.db,
    logger,
    env: parseApiEnv({
      NODE_ENV: "test",
      JWT_SECRET: TEST_JWT_SECRET,
      PERSONAL_DATA_KEY: TEST_PERSONAL_DATA_KEY,
      SMS_PROVIDER: "console",
      // Every test request comes from one address: the form and booking limits have tests of their own.
      FORM_SUBMISSIONS_PER_IP_PER_HOUR: "100000",
      BOOKINGS_PER_IP_PER_HOUR: "100000",
      BOOKINGS_PER_ACCOUNT_PER_HOUR: "100000",
      // Tests make many changes a minute as one traveller, from one address: the limit has its own tests.
      MUTATIONS_PER_ACCOUNT_PER_MINUTE: "100000",
      MUTATIONS_PER_IP_PER_MINUTE: "100000",
      // Travellers of the tests keep many holds; the hold limits have tests of their own (hold-limits.test.ts).
      HOLDS_PER_ACCOUNT: "1000",
      ...env,
    }),
    sms,
    now: clock.now,
    ...dependencies,
  });
  return { api, handle, db: handle.db, logs, sms, clock, close: () => handle.close() };
}

export interface GraphqlResponse<TData = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: {
    data?: TData | null;
    errors?: { message: string; path?: string[]; extensions?: Record<string, unknown> }[];
  };
}

const URL_BASE = "http://parvat.test/api/graphql";

async function read<TData>(response: Response): Promise<GraphqlResponse<TData>> {
  const text = await response.text();
  let body: GraphqlResponse<TData>["body"];
  try {
    body = JSON.parse(text) as GraphqlResponse<TData>["body"];
  } catch {
    throw new Error(`Expected JSON, got ${response.status}: ${text.slice(0, 200)}`);
  }
  return { status: response.status, headers: response.headers, body };
}

export async function postGraphql<TData = Record<string, unknown>>(
  api: Api,
  query: string,
  variables?: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<GraphqlResponse<TData>> {
  const response = await api.yoga.fetch(URL_BASE, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/graphql-response+json", ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return read<TData>(response);
}

export async function getGraphql<TData = Record<string, unknown>>(
  api: Api,
  query: string,
  variables?: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<GraphqlResponse<TData>> {
  const url = new URL(URL_BASE);
  url.searchParams.set("query", query);
  if (variables) url.searchParams.set("variables", JSON.stringify(variables));
  const response = await api.yoga.fetch(url, {
    method: "GET",
    headers: { accept: "application/graphql-response+json", ...headers },
  });
  return read<TData>(response);
}

/** The codes of a response's errors, in order. */
export function errorCodes(response: GraphqlResponse<unknown>): unknown[] {
  return (response.body.errors ?? []).map((error) => error.extensions?.code);
}

/**
 * Counts the SQL statements the database client receives, to prove a GraphQL query plans into one
 * statement. Both drivers (PGlite and node-postgres) send every statement through `query`.
 */
export function countStatements(db: DatabaseHandle["db"]) {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query;
  const statements: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0];
    statements.push(typeof first === "string" ? first : String((first as { text?: string }).text));
    return original.apply(this, args);
  };
  return {
    statements,
    restore: () => {
      client.query = original;
    },
  };
}
