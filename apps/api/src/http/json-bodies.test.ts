// Cross-site mutations: every body a page on another site can make a browser
// send without a preflight is refused before it is parsed, so no code is sent, nothing is stored.
import { newsletterSubscribers } from "@parvat/db/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, getGraphql, postGraphql, type TestApi } from "../testing/test-api.ts";
import { mediaType } from "./json-bodies.ts";

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.close());

const ENDPOINT = "http://parvat.test/api/graphql";
const SEND_OTP = `mutation { sendOtp(phone: "9876543210") { phone } }`;
const SUBSCRIBE = `mutation { subscribeNewsLetter(email: "forged@example.com") { message } }`;

function multipart(query: string): FormData {
  const form = new FormData();
  form.set("operations", JSON.stringify({ query }));
  form.set("map", "{}");
  return form;
}

describe("a cross-site form cannot run a mutation", () => {
  it.each([
    ["application/x-www-form-urlencoded", () => new URLSearchParams({ query: SEND_OTP })],
    ["multipart/form-data", () => multipart(SEND_OTP)],
    ["text/plain", () => JSON.stringify({ query: SEND_OTP })],
    ["application/graphql", () => SEND_OTP],
    ["none", () => new Blob([JSON.stringify({ query: SEND_OTP })])],
  ] satisfies [string, () => BodyInit][])(
    "refuses a POST with %s with 415 BAD_REQUEST, and sends no code",
    async (type, body) => {
      const headers: Record<string, string> =
        type === "none" || type === "multipart/form-data" ? {} : { "content-type": type };
      const response = await test.api.yoga.fetch(ENDPOINT, { method: "POST", headers, body: body() });
      expect(response.status).toBe(415);
      const answer = (await response.json()) as { errors: { message: string; extensions: unknown }[] };
      expect(answer.errors).toEqual([
        expect.objectContaining({
          message: "Send GraphQL requests as JSON (Content-Type: application/json), or queries with GET.",
          extensions: { code: "BAD_REQUEST" },
        }),
      ]);
      expect(test.sms.sent).toEqual([]);
    },
  );

  it("refuses a form-encoded newsletter subscription and stores nothing", async () => {
    const response = await test.api.yoga.fetch(ENDPOINT, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ query: SUBSCRIBE }),
    });
    expect(response.status).toBe(415);
    expect(await test.db.select().from(newsletterSubscribers)).toEqual([]);
  });
});

describe("the site's own requests still work", () => {
  it("answers a JSON POST, with or without a charset", async () => {
    const plain = await postGraphql(test.api, "{ teamMembers { name } }");
    const charset = await postGraphql(test.api, "{ teamMembers { name } }", undefined, {
      "content-type": "application/json; charset=utf-8",
    });
    expect([plain.status, charset.status]).toEqual([200, 200]);
    expect(charset.body).toEqual({ data: { teamMembers: [] } });
  });

  it("answers a query sent with GET", async () => {
    const response = await getGraphql(test.api, "{ teamMembers { name } }");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { teamMembers: [] } });
  });
});

describe("mediaType", () => {
  it.each([
    [null, ""],
    ["application/json", "application/json"],
    ["Application/JSON; charset=utf-8", "application/json"],
    [" text/plain ;charset=utf-8", "text/plain"],
  ])("reads %j as %j", (header, type) => {
    expect(mediaType(header)).toBe(type);
  });
});
