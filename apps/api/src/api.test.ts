// In-process execution (server-side loaders) answers exactly what HTTP answers, with no HTTP hop.
import { media, newsletterSubscribers, teamMembers } from "@parvat/db/schema";
import { createTestDatabase } from "@parvat/db/testing/test-database";
import { parse } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TypedDocumentNode } from "./api.ts";
import { apiOn, createTestApi, postGraphql, type TestApi } from "./testing/test-api.ts";

let test: TestApi;

beforeAll(async () => {
  test = await createTestApi();
  const [photo] = await test.db
    .insert(media)
    .values({
      key: "leela",
      checksum: "0a1b2c3d",
      width: 800,
      height: 800,
      alt: "Leela at Chandrashila",
      dominantColor: "#334455",
    })
    .returning({ id: media.id });
  await test.db.insert(teamMembers).values([
    { name: "Leela Thapa", role: "Trek Leader", bio: "Leads Uttarakhand treks.", photoId: photo!.id, position: 1 },
    {
      name: "Imran Sheikh",
      role: "Kashmir Desk",
      bio: "Knows every houseboat on Dal Lake.",
      photoId: photo!.id,
      position: 2,
    },
  ]);
});
afterAll(() => test.close());

const BROKEN_TEAM = /* GraphQL */ `{ teamMembers { name } }`;

const pageRequest = () => new Request("http://parvat.test/team", { headers: { "x-request-id": "page-request-42" } });

function typed<TResult, TVariables>(source: string) {
  return parse(source) as TypedDocumentNode<TResult, TVariables>;
}

const TEAM_SOURCE = /* GraphQL */ `
  query Team($job: String!) {
    teamMembers { ...Person }
    jobOpening(slug: $job) { title }
  }
  fragment Person on TeamMember { name role photo { id width height alt dominant_color } }
`;
const TEAM = typed<{ teamMembers: { name: string }[]; jobOpening: null | { title: string } }, { job: string }>(
  TEAM_SOURCE,
);

describe("execute", () => {
  it("returns the same data as HTTP", async () => {
    const overHttp = await postGraphql(test.api, TEAM_SOURCE, { job: "none" });
    const inProcess = await test.api.execute(TEAM, { job: "none" }, { request: pageRequest() });
    expect(inProcess).toEqual(overHttp.body);
    expect(inProcess.data?.teamMembers.map((member) => member.name)).toEqual(["Leela Thapa", "Imran Sheikh"]);
  });

  it("returns user errors as HTTP does, without the server's internal extensions", async () => {
    const source = `mutation Subscribe($email: String!) { subscribeNewsLetter(email: $email) { message } }`;
    const overHttp = await postGraphql(test.api, source, { email: "not-an-email" });
    const inProcess = await test.api.execute(
      typed<unknown, { email: string }>(source),
      { email: "not-an-email" },
      {
        request: pageRequest(),
      },
    );
    expect(inProcess).toEqual({ errors: overHttp.body.errors });
    expect(inProcess.errors?.[0]?.extensions).toEqual({ code: "BAD_USER_INPUT", field: "email" });
  });

  it("runs mutations for server-side actions", async () => {
    const result = await test.api.execute(
      typed<{ subscribeNewsLetter: { message: string } }, Record<string, never>>(
        `mutation { subscribeNewsLetter(email: " Farah@Example.com ") { message } }`,
      ),
      {},
      { request: pageRequest() },
    );
    expect(result.data?.subscribeNewsLetter.message).toContain("farah@example.com");
    expect((await test.db.select().from(newsletterSubscribers)).map((row) => row.email)).toEqual(["farah@example.com"]);
  });

  it("reports documents that do not fit the schema with GRAPHQL_VALIDATION_FAILED", async () => {
    const result = await test.api.execute(typed(`{ teamMembers { salary } }`), {}, { request: pageRequest() });
    expect(result.data).toBeUndefined();
    expect(result.errors?.map((error) => error.extensions?.code)).toEqual(["GRAPHQL_VALIDATION_FAILED"]);
  });

  it("masks unexpected errors and logs them under the page's request id", async () => {
    const broken = await createTestDatabase();
    const api = apiOn(broken, { NODE_ENV: "production" });
    await broken.close();
    const result = await api.api.execute(
      typed(BROKEN_TEAM),
      {},
      {
        request: pageRequest(),
        requestId: "loader-0042-ab",
      },
    );
    expect(result.errors).toHaveLength(1);
    expect(result.errors?.[0]).toEqual({
      message: "Unexpected error.",
      locations: expect.any(Array),
      path: ["teamMembers"],
      extensions: { code: "INTERNAL_SERVER_ERROR" },
    });
    const logged = api.logs.filter((line) => line.level === "error");
    expect(logged.map((line) => line.requestId)).toEqual(["loader-0042-ab"]);
  });

  it("takes the request id from the request when none is given", async () => {
    const broken = await createTestDatabase();
    const api = apiOn(broken);
    await broken.close();
    await api.api.execute(typed(BROKEN_TEAM), {}, { request: pageRequest() });
    expect(api.logs.filter((line) => line.level === "error").map((line) => line.requestId)).toEqual([
      "page-request-42",
    ]);
  });
});
