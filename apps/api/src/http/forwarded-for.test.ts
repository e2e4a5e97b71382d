import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../testing/test-api.ts";

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.close());

const WARNING = /^X-Forwarded-For arrives while TRUST_PROXY names no proxy/;

/** A query as Express would hand it over, with its application's "trust proxy" setting. */
function fromExpress(trustProxy: unknown, headers: Record<string, string>) {
  return test.api.yoga.fetch(
    "http://parvat.test/api/graphql?query=%7B__typename%7D",
    { headers },
    { req: { app: { get: (setting: string) => (setting === "trust proxy" ? trustProxy : undefined) } } },
  );
}

const warnings = () => test.logs.filter((line) => line.level === "warn" && WARNING.test(line.msg));

it("warns once when X-Forwarded-For arrives while TRUST_PROXY names no proxy, and not otherwise", async () => {
  await fromExpress(0, {});
  await fromExpress(["10.0.0.0/8"], { "x-forwarded-for": "203.0.113.9" });
  // In-process: the web server wrote the header itself.
  await test.api.yoga.fetch("http://parvat.test/api/graphql?query=%7B__typename%7D", {
    headers: { "x-forwarded-for": "203.0.113.9" },
  });
  expect(warnings()).toEqual([]);

  await fromExpress(0, { "x-forwarded-for": "203.0.113.9" });
  await fromExpress(false, { "x-forwarded-for": "203.0.113.10" });
  expect(warnings()).toHaveLength(1);
});
