// Abusive documents are refused with their own code before any resolver runs; documents just
// inside each limit still run.
import { newsletterSubscribers } from "@parvat/db/schema";
import { parse } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TypedDocumentNode } from "../api.ts";
import { countStatements, createTestApi, errorCodes, postGraphql, type TestApi } from "../testing/test-api.ts";

let test: TestApi;

beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.close());

/** creator -> trips -> creator -> ... : `levels` fields deep, ending in `id`. */
function nested(levels: number): string {
  let selection = "id";
  for (let level = levels - 1; level >= 2; level -= 1) {
    selection = `${level % 2 === 0 ? "trips" : "creator"} { ${selection} }`;
  }
  return `{ creator(slug: "ananyaroams") { ${selection} } }`;
}

const repeat = (count: number, make: (index: number) => string) =>
  Array.from({ length: count }, (_, index) => make(index + 1)).join(" ");

async function refused(source: string, code: string) {
  const counter = countStatements(test.db);
  let response: Awaited<ReturnType<typeof postGraphql>>;
  try {
    response = await postGraphql(test.api, source);
  } finally {
    counter.restore();
  }
  expect(response.status).toBe(400);
  expect(errorCodes(response)).toEqual([code]);
  expect(response.body.data).toBeUndefined();
  // Refused before execution: not one statement reached the database.
  expect(counter.statements).toEqual([]);
  return response.body.errors![0]!;
}

async function accepted(source: string) {
  const response = await postGraphql(test.api, source);
  expect(response.body.errors).toBeUndefined();
  expect(response.status).toBe(200);
}

describe("depth (GRAPHQL_MAX_DEPTH = 12)", () => {
  it("runs a document 12 levels deep", async () => {
    // Five nested lists cost far more than the default budget; only depth is under test here.
    const generous = await createTestApi({ GRAPHQL_MAX_COMPLEXITY: "1000000" }, test.handle);
    const response = await postGraphql(generous.api, nested(12));
    expect(response.body).toEqual({ data: { creator: null } });
  });

  it("refuses 13 levels with QUERY_TOO_DEEP", async () => {
    const error = await refused(nested(13), "QUERY_TOO_DEEP");
    expect(error.message).toBe("The query is nested too deeply: depth 13, at most 12 is allowed.");
    expect(error.extensions).toEqual({ code: "QUERY_TOO_DEEP", limit: 12, actual: 13 });
  });

  it("counts depth through fragments", async () => {
    const source = `
      query { creator(slug: "x") { ...A } }
      fragment A on Creator { trips { creator { trips { creator { ...B } } } } }
      fragment B on Creator { trips { creator { trips { creator { trips { creator { trips { id } } } } } } } }
    `;
    await refused(source, "QUERY_TOO_DEEP");
  });
});

describe("aliases (GRAPHQL_MAX_ALIASES = 20)", () => {
  it("runs 20 aliases", async () => {
    await accepted(`{ ${repeat(20, (index) => `a${index}: destinations { slug }`)} }`);
  });

  it("refuses 21 aliases with TOO_MANY_ALIASES", async () => {
    const error = await refused(`{ ${repeat(21, (index) => `a${index}: destinations { slug }`)} }`, "TOO_MANY_ALIASES");
    expect(error.message).toBe("The query uses 21 aliases; at most 20 are allowed.");
    expect(error.extensions).toEqual({ code: "TOO_MANY_ALIASES", limit: 20, actual: 21 });
  });

  it("counts aliases in a fragment once per use", async () => {
    const source = `
      query { one: teamMembers { ...Names } two: teamMembers { ...Names } three: teamMembers { ...Names } }
      fragment Names on TeamMember { ${repeat(6, (index) => `n${index}: name`)} }
    `;
    const error = await refused(source, "TOO_MANY_ALIASES");
    expect(error.extensions).toMatchObject({ actual: 21 });
  });

  it("refuses an aliased mutation storm before anything is written", async () => {
    const source = `mutation { ${repeat(21, (index) => `s${index}: subscribeNewsLetter(email: "storm${index}@example.com") { message }`)} }`;
    await refused(source, "TOO_MANY_ALIASES");
    expect(await test.db.select().from(newsletterSubscribers)).toEqual([]);
  });
});

describe("fields and cost", () => {
  it("refuses more than 500 fields in total with QUERY_TOO_COMPLEX", async () => {
    const error = await refused(`{ teamMembers { ${repeat(500, () => "name")} } }`, "QUERY_TOO_COMPLEX");
    expect(error.message).toBe("The query selects too many fields: 501, at most 500 are allowed.");
  });

  it("counts every use of a fragment towards the fields", async () => {
    const source = `
      query { ${repeat(6, (index) => `t${index}: teamMembers { ...Many }`)} }
      fragment Many on TeamMember { ${repeat(90, () => "name")} }
    `;
    await refused(source, "QUERY_TOO_COMPLEX");
  });

  it("refuses nested lists whose estimated cost is over 10000", async () => {
    const source = `{ blogPosts { creator { trips { moments { image { id } } creator { trips { moments { image { id } } } } } } } }`;
    const error = await refused(source, "QUERY_TOO_COMPLEX");
    expect(error.message).toMatch(/^The query is too expensive: cost \d+, at most 10000 is allowed\.$/);
    expect(error.extensions).toMatchObject({ code: "QUERY_TOO_COMPLEX", limit: 10_000 });
  });

  it("runs a page-sized query", async () => {
    await accepted(
      `{ creator(slug: "x") { name avatar { id } trips { slug moments { caption image { id alt } } trek { slug name } } blog_posts { slug } } }`,
    );
  });
});

describe("tokens (GRAPHQL_MAX_TOKENS = 5000)", () => {
  it("refuses a document over the token limit with QUERY_TOO_LARGE", async () => {
    // `name` repeated: 2 braces per level plus one token per field.
    const error = await refused(`{ teamMembers { ${repeat(5000, () => "name")} } }`, "QUERY_TOO_LARGE");
    expect(error.message).toBe("The query is too large: at most 5000 tokens are accepted.");
  });

  it("refuses a document stuffed with comments", async () => {
    await refused(`{ teamMembers { name } }\n${repeat(5001, () => "#\n")}`, "QUERY_TOO_LARGE");
  });
});

describe("configurable limits", () => {
  it("follows the environment", async () => {
    const strict = await createTestApi(
      { GRAPHQL_MAX_DEPTH: "2", GRAPHQL_MAX_ALIASES: "1", GRAPHQL_MAX_FIELDS: "3", GRAPHQL_MAX_TOKENS: "20" },
      test.handle,
    );
    const codes = async (source: string) => errorCodes(await postGraphql(strict.api, source));
    expect(await codes(`{ teamMembers { photo { id } } }`)).toEqual(["QUERY_TOO_DEEP"]);
    expect(await codes(`{ a: destinations { slug } b: destinations { slug } }`)).toEqual(["TOO_MANY_ALIASES"]);
    expect(await codes(`{ destinations { slug name tagline } }`)).toEqual(["QUERY_TOO_COMPLEX"]);
    expect(
      await codes(
        `{ destinations { slug slug slug slug slug slug slug slug slug slug slug slug slug slug slug slug slug slug } }`,
      ),
    ).toEqual(["QUERY_TOO_LARGE"]);
    expect(await codes(`{ destinations { slug } }`)).toEqual([]);
  });

  it("measures the cost with each request's variables, a document that passed before included", async () => {
    const strict = await createTestApi({ GRAPHQL_MAX_COMPLEXITY: "50" }, test.handle);
    // The reviews' cost follows their limit: 5 for the whole document with 2 reviews, 77 with 50.
    const document = `query($limit: Int) { treks(slug: "none") { reviews(limit: $limit) { id review user_name } } }`;
    const codes = async (limit: number) => errorCodes(await postGraphql(strict.api, document, { limit }));
    expect(await codes(2)).toEqual([]);
    expect(await codes(2)).toEqual([]);
    expect(await codes(50)).toEqual(["QUERY_TOO_COMPLEX"]);
    expect(await codes(2)).toEqual([]);
  });

  it("applies to in-process execution too", async () => {
    const document = parse(nested(13)) as TypedDocumentNode<unknown, Record<string, never>>;
    const result = await test.api.execute(document, {}, { request: new Request("http://parvat.test/creator") });
    expect(result.errors?.map((error) => error.extensions?.code)).toEqual(["QUERY_TOO_DEEP"]);
    expect(result.data).toBeUndefined();
  });
});
