import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CREDENTIALS_KEY } from "../lib/credentials.ts";
import type { GraphqlDocument } from "./client.ts";
import { errorCode, hasErrorCode, NetworkError, operationName, request } from "./client.ts";

const SubscribeDocument = `
  mutation Subscribe($email: String!) {
    subscribeNewsLetter(email: $email) { message }
  }
` as unknown as GraphqlDocument<{ subscribeNewsLetter: { message: string } }, { email: string }>;

function respondWith(body: unknown, status = 200) {
  const fetchMock = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function sentHeaders(fetchMock: ReturnType<typeof respondWith>): Record<string, string> {
  return fetchMock.mock.calls[0]![1].headers as Record<string, string>;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("request", () => {
  it("posts query, operationName and variables as JSON to /api/graphql", async () => {
    const fetchMock = respondWith({ data: { subscribeNewsLetter: { message: "Welcome aboard" } } });
    const result = await request(SubscribeDocument, { email: "asha@example.com" });
    expect(result).toEqual({ data: { subscribeNewsLetter: { message: "Welcome aboard" } }, errors: [] });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/graphql");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({
      query: String(SubscribeDocument),
      operationName: "Subscribe",
      variables: { email: "asha@example.com" },
    });
  });

  it("sends the stored token as a bearer token", async () => {
    localStorage.setItem(CREDENTIALS_KEY, JSON.stringify({ token: "abc.def.ghi" }));
    const fetchMock = respondWith({ data: { subscribeNewsLetter: { message: "ok" } } });
    await request(SubscribeDocument, { email: "a@example.com" });
    expect(sentHeaders(fetchMock).Authorization).toBe("Bearer abc.def.ghi");
  });

  it("stores {} when nothing is stored, and then sends no Authorization header", async () => {
    const fetchMock = respondWith({ data: { subscribeNewsLetter: { message: "ok" } } });
    await request(SubscribeDocument, { email: "a@example.com" });
    expect(localStorage.getItem(CREDENTIALS_KEY)).toBe("{}");
    expect(sentHeaders(fetchMock)).not.toHaveProperty("Authorization");
  });

  it("replaces unreadable stored credentials with {}", async () => {
    localStorage.setItem(CREDENTIALS_KEY, "not json");
    respondWith({ data: { subscribeNewsLetter: { message: "ok" } } });
    await request(SubscribeDocument, { email: "a@example.com" });
    expect(localStorage.getItem(CREDENTIALS_KEY)).toBe("{}");
  });

  it("resets the stored credentials to {} on an invalid-jwt error and warns", async () => {
    localStorage.setItem(CREDENTIALS_KEY, JSON.stringify({ token: "expired" }));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error");
    respondWith({
      data: null,
      errors: [{ message: "Your session has expired.", extensions: { code: "invalid-jwt" } }],
    });
    const result = await request(SubscribeDocument, { email: "a@example.com" });
    expect(localStorage.getItem(CREDENTIALS_KEY)).toBe("{}");
    expect(result.errors[0]?.message).toBe("Your session has expired.");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Your session has expired."));
    expect(error).not.toHaveBeenCalled();
  });

  it("logs other GraphQL errors with console.warn, keeps the credentials and returns the errors", async () => {
    localStorage.setItem(CREDENTIALS_KEY, JSON.stringify({ token: "fine" }));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error");
    const errors = [{ message: "Enter a valid email address.", extensions: { code: "BAD_USER_INPUT" } }];
    respondWith({ data: null, errors }, 400);
    const result = await request(SubscribeDocument, { email: "nope" });
    expect(result).toEqual({ data: null, errors });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Enter a valid email address."));
    expect(error).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(CREDENTIALS_KEY)!)).toEqual({ token: "fine" });
  });

  it("turns a failed connection into a NetworkError with a message to show", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await expect(request(SubscribeDocument, { email: "a@example.com" })).rejects.toThrow(NetworkError);
    await expect(request(SubscribeDocument, { email: "a@example.com" })).rejects.toThrow(/internet connection/);
  });

  it("turns a non-GraphQL answer (a proxy's error page) into a NetworkError", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("<html>Bad gateway</html>", { status: 502 })),
    );
    await expect(request(SubscribeDocument, { email: "a@example.com" })).rejects.toThrow(/status 502/);
  });
});

describe("operationName", () => {
  it.each([
    ["query Home { destinations { slug } }", "Home"],
    ["\n  mutation Subscribe($email: String!) { x }", "Subscribe"],
    ["{ destinations { slug } }", undefined],
  ])("reads the name of %j", (query, name) => {
    expect(operationName(query)).toBe(name);
  });
});

describe("errorCode and hasErrorCode", () => {
  const refused = {
    data: null,
    errors: [
      { message: "Wait 30 seconds.", extensions: { code: "RATE_LIMITED" as const, retryAfterSeconds: 30 } },
      { message: "Your login has expired.", extensions: { code: "invalid-jwt" as const } },
    ],
  };

  it("read the code of a failure, not its message", () => {
    expect(errorCode(refused.errors[0])).toBe("RATE_LIMITED");
    expect(hasErrorCode(refused, "invalid-jwt")).toBe(true);
    expect(hasErrorCode(refused, "BAD_USER_INPUT")).toBe(false);
  });

  it("answer undefined and false when there is no error or it carries no code", () => {
    expect(errorCode(undefined)).toBeUndefined();
    expect(errorCode({ message: "Unexpected error." })).toBeUndefined();
    expect(hasErrorCode({ data: { ok: true }, errors: [] }, "invalid-jwt")).toBe(false);
  });
});
