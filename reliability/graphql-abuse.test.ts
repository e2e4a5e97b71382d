// GraphQL abuse, the list that GraphQL security scanners try, against the production configuration:
// each attempt is refused with its own code before the database is touched (database-probe.ts).
import { afterAll, beforeAll, describe, expect } from "vitest";
import {
  apiOn,
  createTestApi,
  errorCodes,
  getGraphql,
  postGraphql,
  type TestApi,
} from "../apps/api/src/testing/test-api.ts";
import { type DatabaseProbe, probeDatabase } from "./database-probe.ts";
import { trial } from "./trial.ts";

const AREA = "GraphQL abuse";
const ENDPOINT = "http://parvat.test/api/graphql";

let test: TestApi;
let production: TestApi;
let probe: DatabaseProbe;

beforeAll(async () => {
  test = await createTestApi();
  production = apiOn(test.handle, { NODE_ENV: "production" });
  probe = probeDatabase(test.db);
});
afterAll(async () => {
  probe.restore();
  await test.close();
});

/** Sends a request and answers its status and error codes, with how often it used the database. */
async function attempt(send: () => Response | Promise<Response>) {
  probe.reset();
  const response = await send();
  const text = await response.text();
  const body = text ? (JSON.parse(text) as { errors?: { message: string; extensions?: { code?: string } }[] }) : {};
  return {
    status: response.status,
    codes: (body.errors ?? []).map((error) => error.extensions?.code),
    messages: (body.errors ?? []).map((error) => error.message),
    uses: probe.uses,
  };
}

const post = (body: BodyInit, headers: Record<string, string> = { "content-type": "application/json" }) =>
  attempt(() => production.api.yoga.fetch(ENDPOINT, { method: "POST", headers, body }));
const postQuery = (query: string) => post(JSON.stringify({ query }));

/** A trek lookup: the field every attack below wraps, so that running it would touch the database. */
const TREK = `trek(id: 1) { id name }`;

describe("the probe sees the database", () => {
  trial(AREA, "control: a legitimate query and a legitimate mutation do use the database", async () => {
    expect((await postQuery(`{ ${TREK} }`)).uses).toBeGreaterThan(0);
    probe.reset();
    const sent = await postGraphql(production.api, `mutation { sendOtp(phone: "9876543210") { phone } }`);
    expect(errorCodes(sent)).toEqual([]);
    expect(probe.uses).toBeGreaterThan(0);
  });
});

describe("refused before the database", () => {
  trial(AREA, "deep nesting (40 levels)", async () => {
    const nested = `{ activity(slug: "x") ${"{ similar_activities ".repeat(40)}{ id }${" }".repeat(40)} }`;
    const result = await postQuery(nested);
    expect(result.codes).toEqual(["QUERY_TOO_DEEP"]);
    expect(result.uses).toBe(0);
  });

  trial(AREA, "alias duplication (100 aliases of one field)", async () => {
    const aliases = Array.from({ length: 100 }, (_, index) => `a${index}: ${TREK}`).join(" ");
    const result = await postQuery(`{ ${aliases} }`);
    expect(result.codes).toEqual(["TOO_MANY_ALIASES"]);
    expect(result.uses).toBe(0);
  });

  trial(AREA, "field duplication (the same field 1 000 times)", async () => {
    const result = await postQuery(`{ trek(id: 1) { ${"name ".repeat(1_000)} } }`);
    // graphql-js gives up on merging that many overlapping fields ("Validation aborted.") before the
    // field limit is counted; either refusal is one error, before execution.
    expect(result.codes).toHaveLength(1);
    expect(["GRAPHQL_VALIDATION_FAILED", "QUERY_TOO_COMPLEX"]).toContain(result.codes[0]);
    expect(result.uses).toBe(0);
  });

  trial(AREA, "directive overloading (1 000 @include on one field)", async () => {
    const result = await postQuery(`{ trek(id: 1) ${"@include(if: true) ".repeat(1_000)} { id } }`);
    expect(result.codes).toEqual(["QUERY_TOO_LARGE"]);
    expect(result.uses).toBe(0);
    // Fewer, inside the token limit: graphql-js refuses a repeated non-repeatable directive.
    const repeated = await postQuery(`{ trek(id: 1) ${"@include(if: true) ".repeat(50)} { id } }`);
    expect(repeated.codes).toContain("GRAPHQL_VALIDATION_FAILED");
    expect(repeated.uses).toBe(0);
  });

  trial(AREA, "circular fragments", async () => {
    const result = await postQuery(`
      query { trek(id: 1) { ...A } }
      fragment A on Trek { id ...B }
      fragment B on Trek { name ...A }
    `);
    expect(result.codes.length).toBeGreaterThan(0);
    expect(result.codes.every((code) => code === "GRAPHQL_VALIDATION_FAILED")).toBe(true);
    expect(result.uses).toBe(0);
  });

  trial(AREA, "batched array of 100 operations", async () => {
    const batch = Array.from({ length: 100 }, () => ({ query: `{ ${TREK} }` }));
    const result = await post(JSON.stringify(batch));
    expect(result).toMatchObject({ status: 400, codes: ["BAD_REQUEST"], uses: 0 });
  });

  trial(AREA, "huge body (1 MB)", async () => {
    const result = await post(JSON.stringify({ query: `{ ${TREK} } # ${"x".repeat(1_000_000)}` }));
    expect(result).toMatchObject({ status: 413, uses: 0 });
  });

  trial(AREA, "introspection in production", async () => {
    const result = await postQuery(`{ __schema { types { name fields { name } } } }`);
    expect(result.codes.length).toBeGreaterThan(0);
    expect(result.codes.every((code) => code === "GRAPHQL_VALIDATION_FAILED")).toBe(true);
    expect(result.uses).toBe(0);
  });

  trial(AREA, "field suggestions in production (no 'Did you mean')", async () => {
    const result = await postQuery(`{ trek(id: 1) { nam } treeks }`);
    expect(result.codes.every((code) => code === "GRAPHQL_VALIDATION_FAILED")).toBe(true);
    expect(result.messages.join(" ")).not.toMatch(/did you mean/i);
    expect(result.uses).toBe(0);
  });

  trial(AREA, "mutation sent with GET", async () => {
    probe.reset();
    const response = await getGraphql(production.api, `mutation { sendOtp(phone: "9876543211") { phone } }`);
    expect(response.status).toBe(405);
    expect(errorCodes(response)).toEqual(["BAD_REQUEST"]);
    expect(probe.uses).toBe(0);
  });

  trial(AREA, "form-encoded POST of a mutation (cross-site form)", async () => {
    const form = new URLSearchParams({ query: `mutation { sendOtp(phone: "9876543212") { phone } }` });
    const result = await post(form, { "content-type": "application/x-www-form-urlencoded" });
    expect(result).toMatchObject({ status: 415, codes: ["BAD_REQUEST"], uses: 0 });
  });

  trial(AREA, "multipart POST of a mutation", async () => {
    const form = new FormData();
    form.set("operations", JSON.stringify({ query: `mutation { sendOtp(phone: "9876543213") { phone } }` }));
    form.set("map", "{}");
    const result = await post(form, {});
    expect(result).toMatchObject({ status: 415, codes: ["BAD_REQUEST"], uses: 0 });
  });

  trial(AREA, "text/plain POST of a JSON mutation", async () => {
    const body = JSON.stringify({ query: `mutation { sendOtp(phone: "9876543214") { phone } }` });
    const result = await post(body, { "content-type": "text/plain" });
    expect(result).toMatchObject({ status: 415, codes: ["BAD_REQUEST"], uses: 0 });
  });
});
