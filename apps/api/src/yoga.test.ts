// GraphQL over HTTP as a browser, a CDN and an operator see it: methods, caching, request ids,
// introspection and GraphiQL per environment, and masking of unexpected errors.

import { media, newsletterSubscribers, teamMembers } from "@parvat/db/schema";
import { createTestDatabase } from "@parvat/db/testing/test-database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiOn, createTestApi, errorCodes, getGraphql, postGraphql, type TestApi } from "./testing/test-api.ts";

let test: TestApi;
let production: TestApi;
let development: TestApi;

beforeAll(async () => {
  test = await createTestApi();
  production = apiOn(test.handle, { NODE_ENV: "production" });
  development = apiOn(test.handle, { NODE_ENV: "development" });
});
afterAll(() => test.close());

const ENDPOINT = "http://parvat.test/api/graphql";
const SUBSCRIBE = `mutation { subscribeNewsLetter(email: "via-get@example.com") { message } }`;
const INTROSPECTION = `{ __schema { queryType { name } } }`;

describe("methods", () => {
  it("answers a query sent with GET, with variables", async () => {
    const response = await getGraphql(test.api, `query Job($slug: String!) { jobOpening(slug: $slug) { title } }`, {
      slug: "none",
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { jobOpening: null } });
  });

  it("answers a query sent with POST", async () => {
    const response = await postGraphql(test.api, `{ teamMembers { name } }`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { teamMembers: [] } });
  });

  it("refuses a mutation sent with GET with 405 and a clear message, and runs nothing", async () => {
    const response = await getGraphql(test.api, SUBSCRIBE);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(response.body.errors).toEqual([
      expect.objectContaining({
        message: "Can only perform a mutation operation from a POST request.",
        extensions: { code: "BAD_REQUEST" },
      }),
    ]);
    expect(await test.db.select().from(newsletterSubscribers)).toEqual([]);
  });

  it("refuses a batch of operations", async () => {
    const response = await test.api.yoga.fetch(ENDPOINT, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify([{ query: "{ teamMembers { name } }" }, { query: "{ blogPosts { slug } }" }]),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { message: string; extensions: unknown }[] };
    expect(body.errors).toEqual([
      expect.objectContaining({ message: "Batching is not supported.", extensions: { code: "BAD_REQUEST" } }),
    ]);
  });

  it("refuses a body over the size limit with 413", async () => {
    const response = await test.api.yoga.fetch(ENDPOINT, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: `{ teamMembers { name } } # ${"x".repeat(100_000)}` }),
    });
    expect(response.status).toBe(413);
    await response.body?.cancel();
  });

  it("answers request errors with 200 to clients that accept only application/json", async () => {
    const response = await postGraphql(test.api, `{ teamMembers { salary } }`, undefined, {
      accept: "application/json",
    });
    expect(response.status).toBe(200);
    expect(errorCodes(response)).toEqual(["GRAPHQL_VALIDATION_FAILED"]);
  });

  it("answers syntax errors with GRAPHQL_PARSE_FAILED", async () => {
    const response = await postGraphql(test.api, `{ teamMembers { name }`);
    expect(response.status).toBe(400);
    expect(errorCodes(response)).toEqual(["GRAPHQL_PARSE_FAILED"]);
  });

  it("answers unknown fields with GRAPHQL_VALIDATION_FAILED", async () => {
    const response = await postGraphql(test.api, `{ teamMembers { salary } }`);
    expect(response.status).toBe(400);
    expect(errorCodes(response)).toEqual(["GRAPHQL_VALIDATION_FAILED"]);
  });
});

describe("caching", () => {
  it("lets a CDN keep an anonymous GET query's answer no longer than the server keeps it", async () => {
    test.clock.advance(60);
    const response = await getGraphql(test.api, `{ destinations { slug } }`);
    // ANSWER_CACHE_TTL_MS is 5000 by default: the whole seconds left of it once answered (4 when a
    // millisecond has gone by), and no stale-while-revalidate stretches it.
    expect(response.headers.get("cache-control")).toMatch(/^public, max-age=[45]$/);
    expect(response.headers.get("vary")).toContain("Authorization");
    // Served from memory 3.5 s later: what is left of its 5 s, in whole seconds.
    test.clock.advance(3.5);
    const later = await getGraphql(test.api, `{ destinations { slug } }`);
    expect(later.headers.get("etag")).toBe(response.headers.get("etag"));
    expect(later.headers.get("cache-control")).toBe("public, max-age=1");
  });

  it.each([
    [
      "a mutation",
      () => postGraphql(test.api, `mutation { subscribeNewsLetter(email: "cache@example.com") { message } }`),
    ],
    ["a query sent with POST", () => postGraphql(test.api, `{ destinations { slug } }`)],
    [
      "a GET query with a bearer token",
      () => getGraphql(test.api, `{ destinations { slug } }`, undefined, { authorization: "Bearer abc" }),
    ],
    ["a GET query that failed validation", () => getGraphql(test.api, `{ destinations { nope } }`)],
    ["a GET query that was refused", () => getGraphql(test.api, SUBSCRIBE)],
  ])("marks %s no-store", async (_case, send) => {
    const response = await send();
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("never shares an answer when public caching is turned off", async () => {
    const uncached = apiOn(test.handle, { GRAPHQL_PUBLIC_MAX_AGE: "0" });
    const response = await getGraphql(uncached.api, `{ destinations { slug } }`);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});

describe("request ids", () => {
  it("reuses a well-formed X-Request-Id and returns it", async () => {
    const response = await postGraphql(test.api, `{ teamMembers { name } }`, undefined, {
      "x-request-id": "page-7f3a9c21",
    });
    expect(response.headers.get("x-request-id")).toBe("page-7f3a9c21");
  });

  it("replaces a missing or malformed id with a fresh one", async () => {
    const first = await postGraphql(test.api, `{ teamMembers { name } }`, undefined, {
      "x-request-id": "bad id\nforged",
    });
    const second = await postGraphql(test.api, `{ teamMembers { name } }`);
    const ids = [first.headers.get("x-request-id"), second.headers.get("x-request-id")];
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });
});

describe("introspection and GraphiQL", () => {
  it("refuses introspection in production, without suggesting field names", async () => {
    const refused = await postGraphql(production.api, INTROSPECTION);
    expect(refused.status).toBe(400);
    expect(new Set(errorCodes(refused))).toEqual(new Set(["GRAPHQL_VALIDATION_FAILED"]));
    expect(refused.body.errors?.[0]?.message).toMatch(/introspection has been disabled/);
    expect(refused.body.data).toBeUndefined();
    const typo = await postGraphql(production.api, `{ teamMember { name } }`);
    expect(typo.body.errors?.[0]?.message).toBe('Cannot query field "teamMember" on type "Query".');
  });

  it.each([
    ["development", () => development],
    ["test", () => test],
  ])("allows introspection in %s", async (_env, api) => {
    const response = await postGraphql(api().api, INTROSPECTION);
    expect(response.body).toEqual({ data: { __schema: { queryType: { name: "Query" } } } });
  });

  it("suggests field names outside production", async () => {
    const typo = await postGraphql(development.api, `{ teamMember { name } }`);
    expect(typo.body.errors?.[0]?.message).toContain('Did you mean "teamMembers"?');
  });

  it("serves GraphiQL in development only", async () => {
    const browse = (api: TestApi) => api.api.yoga.fetch(ENDPOINT, { headers: { accept: "text/html" } });
    const inDevelopment = await browse(development);
    expect(inDevelopment.status).toBe(200);
    expect(await inDevelopment.text()).toContain("Parvat Journeys API");
    for (const api of [production, test]) {
      const response = await browse(api);
      expect(response.headers.get("content-type") ?? "").not.toContain("text/html");
      await response.body?.cancel();
    }
  });
});

describe("unexpected errors", () => {
  it("masks them in production and logs the original with the request id", async () => {
    // A database that has gone away: every query fails in the driver.
    const broken = await createTestDatabase();
    const api = apiOn(broken, { NODE_ENV: "production" });
    await broken.close();

    const response = await postGraphql(api.api, `{ teamMembers { name } }`, undefined, {
      "x-request-id": "trace-0001-abcd",
    });
    expect(response.body.errors).toEqual([
      {
        message: "Unexpected error.",
        locations: [{ line: 1, column: 3 }],
        path: ["teamMembers"],
        extensions: { code: "INTERNAL_SERVER_ERROR" },
      },
    ]);
    expect(JSON.stringify(response.body)).not.toMatch(/team_members|select|closed/i);
    expect(response.headers.get("cache-control")).toBe("no-store");

    const logged = api.logs.filter((line) => line.level === "error");
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ requestId: "trace-0001-abcd", path: "teamMembers" });
    expect(logged[0]?.err?.message).toMatch(/team_members/);
  });

  it("shows the original error to a developer, still under the generic message", async () => {
    const broken = await createTestDatabase();
    const api = apiOn(broken, { NODE_ENV: "development" });
    await broken.close();
    const response = await postGraphql(api.api, `{ teamMembers { name } }`);
    expect(response.body.errors?.[0]).toMatchObject({
      message: "Unexpected error.",
      extensions: {
        code: "INTERNAL_SERVER_ERROR",
        originalError: expect.objectContaining({ message: expect.any(String) }),
      },
    });
  });

  it("keeps a user error's message and code in production", async () => {
    const response = await postGraphql(production.api, `mutation { subscribeNewsLetter(email: "nope") { message } }`);
    expect(response.body.errors).toEqual([
      expect.objectContaining({
        message: "Enter a valid email address, like name@example.com",
        extensions: { code: "BAD_USER_INPUT", field: "email" },
      }),
    ]);
    expect(production.logs.filter((line) => line.level === "error")).toEqual([]);
  });
});

describe("what the database holds", () => {
  it("is what both environments answer", async () => {
    const [photo] = await test.db
      .insert(media)
      .values({ key: "yoga-test", checksum: "abcdef12", width: 10, height: 10, alt: "Kavya", dominantColor: "#000" })
      .returning({ id: media.id });
    await test.db
      .insert(teamMembers)
      .values({ name: "Kavya Nair", role: "Trip Planner", bio: "Plans Kerala trips.", photoId: photo!.id });
    for (const api of [test, production, development]) {
      const response = await getGraphql(api.api, `{ teamMembers { name } }`);
      expect(response.body).toEqual({ data: { teamMembers: [{ name: "Kavya Nair" }] } });
    }
    await test.db.delete(teamMembers);
  });
});
