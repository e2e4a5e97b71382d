// The one failure convention of route loaders (load.server.ts): missing is a 404, listing pages
// degrade to null with a server log line, anything else reaches the error boundary as 500 or 503.
import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { appContext, type GraphqlResult } from "../context.ts";
import type { GraphqlDocument } from "./client.ts";
import { loadQuery, requireFound, tryLoadQuery } from "./load.server.ts";

const TripDocument = "query Trip($slug: String!) { trip(slug: $slug) { name } }" as unknown as GraphqlDocument<
  { trip: { name: string } | null },
  { slug: string }
>;

function contextAnswering(answer: () => Promise<GraphqlResult<unknown>>) {
  const graphql = vi.fn(answer);
  const context = new RouterContextProvider();
  context.set(appContext, {
    graphql: graphql as never,
    nonce: "nonce",
    requestId: "req-42",
    today: "2026-11-01" as never,
    origin: "https://parvat.example",
    personalDataRetentionDays: 30,
    documentRequest: true,
    serverRender: new Map(),
  });
  return { context, graphql };
}

/** What a loader threw: React Router's data() value with its status. */
async function thrown(promise: Promise<unknown>): Promise<{ data: unknown; status: number | undefined }> {
  try {
    await promise;
  } catch (error) {
    const response = error as { data: unknown; init: ResponseInit | null };
    return { data: response.data, status: response.init?.status };
  }
  throw new Error("expected the load to throw");
}

const notFound = async () => ({ errors: [{ message: "No such trip.", extensions: { code: "NOT_FOUND" } }] });
const broken = async () => ({
  errors: [{ message: "Unexpected error.", extensions: { code: "INTERNAL_SERVER_ERROR" } }],
});
const unreachable = async () => {
  throw new Error("connection refused");
};

afterEach(() => vi.restoreAllMocks());

describe("loadQuery", () => {
  it("answers the data, running the document with its variables", async () => {
    const { context, graphql } = contextAnswering(async () => ({ data: { trip: { name: "Kedarkantha" } } }));
    expect(await loadQuery(context, TripDocument, { slug: "kedarkantha" })).toEqual({ trip: { name: "Kedarkantha" } });
    const [document, variables] = graphql.mock.calls[0] as unknown as [{ kind: string }, unknown];
    expect(document.kind).toBe("Document");
    expect(variables).toEqual({ slug: "kedarkantha" });
  });

  it("turns the API's NOT_FOUND into a 404", async () => {
    const { context } = contextAnswering(notFound);
    expect(await thrown(loadQuery(context, TripDocument, { slug: "atlantis" }))).toEqual({ data: null, status: 404 });
  });

  it("sends any other error to the boundary as a 500 with the message and the request id", async () => {
    const { context } = contextAnswering(broken);
    expect(await thrown(loadQuery(context, TripDocument, { slug: "k" }))).toEqual({
      data: { message: "Unexpected error.", requestId: "req-42" },
      status: 500,
    });
  });

  it("treats an answer without data as broken", async () => {
    const { context } = contextAnswering(async () => ({}));
    expect(await thrown(loadQuery(context, TripDocument, { slug: "k" }))).toEqual({
      data: { message: "The server returned no data.", requestId: "req-42" },
      status: 500,
    });
  });

  it("answers 503 when the API does not answer at all", async () => {
    const { context } = contextAnswering(unreachable);
    const { data, status } = await thrown(loadQuery(context, TripDocument, { slug: "k" }));
    expect(status).toBe(503);
    expect(data).toEqual({ message: "The server is not answering: connection refused", requestId: "req-42" });
  });
});

describe("tryLoadQuery", () => {
  it("answers the data when the load succeeds, logging nothing", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { context } = contextAnswering(async () => ({ data: { trip: null } }));
    expect(await tryLoadQuery(context, TripDocument, { slug: "k" }, "The trip")).toEqual({ trip: null });
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ["an error from the API", broken],
    ["no answer at all", unreachable],
  ])("answers null and logs the request id on %s", async (_case, answer) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { context } = contextAnswering(answer);
    expect(await tryLoadQuery(context, TripDocument, { slug: "k" }, "The Dubai activities")).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/^The Dubai activities could not be loaded \(request req-42\): /);
  });

  it("still ends a missing page as a 404", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { context } = contextAnswering(notFound);
    expect(await thrown(tryLoadQuery(context, TripDocument, { slug: "atlantis" }, "The trip"))).toEqual({
      data: null,
      status: 404,
    });
    expect(warn).not.toHaveBeenCalled();
  });
});

describe("requireFound", () => {
  it("passes a found entity through, empty values included", () => {
    expect(requireFound({ name: "Kedarkantha" })).toEqual({ name: "Kedarkantha" });
    expect(requireFound(0)).toBe(0);
    expect(requireFound("")).toBe("");
  });

  it.each([null, undefined])("turns %s into a 404", async (value) => {
    expect(await thrown(Promise.resolve().then(() => requireFound(value)))).toEqual({ data: null, status: 404 });
  });
});
