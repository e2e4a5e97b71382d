// The page cache over real HTTP, behind the same middleware as in production (request ids, security
// headers with their nonce, compression), in front of a page that counts its renders.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createLogger } from "@parvat/api/logger";
import compression from "compression";
import express, { type Response } from "express";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { markUncacheable, pageCache } from "./page-cache.ts";
import { requestLogging } from "./request-logging.ts";
import { securityHeaders } from "./security-headers.ts";

const TTL_MS = 5_000;
const BROWSER =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
let server: Server | undefined;
let clock: number;
let generation: number | null;
let renders: number;
/** What the page does besides rendering, per test. */
let page: (response: Response, path: string) => void;

beforeEach(() => {
  clock = Date.parse("2026-11-25T06:00:00Z");
  generation = 0;
  renders = 0;
  page = () => {};
});
afterEach(() => server?.close());

async function serve(options: { maxBytes?: number } = {}): Promise<string> {
  const app = express();
  app.use(requestLogging(createLogger({ level: "silent", pretty: false })));
  app.use(securityHeaders({ enforceCsp: true, https: false }));
  app.use(compression());
  app.use(pageCache({ ttlMs: TTL_MS, generation: () => generation, now: () => clock, ...options }));
  app.use((request, response) => {
    renders += 1;
    response.type("html");
    page(response, request.path);
    // Streamed in pieces, as React renders; the nonce and the request id appear as React puts them.
    response.write(`<!DOCTYPE html><html><head><script nonce="${response.locals.nonce}">1</script></head>`);
    response.write(`<body><h1>${request.path} render ${renders}</h1><p>${"Snow on the ridge. ".repeat(200)}</p>`);
    response.end(`<script nonce="${response.locals.nonce}">ref("${response.locals.requestId}")</script></body></html>`);
  });
  return new Promise((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server!.address() as AddressInfo).port}`));
  });
}

async function visit(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers: { "accept-encoding": "gzip", "user-agent": BROWSER, ...headers } });
  const body = await response.text();
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
  return { response, body, nonce, requestId: response.headers.get("x-request-id") };
}

describe("page cache", () => {
  it("serves a kept page without rendering it again, with each response's own nonce and request id", async () => {
    const url = `${await serve()}/tours/kedarkantha-trek`;
    const first = await visit(url);
    const second = await visit(url);

    expect(renders).toBe(1);
    expect(second.body).toContain("render 1");
    expect(second.response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(second.response.headers.get("content-encoding")).toBe("gzip");
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.requestId).not.toBe(first.requestId);
    // Every script carries this response's nonce, so it runs under this response's policy.
    expect(second.body.match(/nonce="[^"]+"/g)).toEqual([`nonce="${second.nonce}"`, `nonce="${second.nonce}"`]);
    expect(second.body).toContain(`ref("${second.requestId}")`);
    expect(second.body).not.toContain(first.nonce);
    expect(second.body).not.toContain(first.requestId);
    // Apart from those two values, the same page.
    const strip = (visit: { body: string; nonce?: string; requestId: string | null }) =>
      visit.body.replaceAll(visit.nonce!, "N").replaceAll(visit.requestId!, "R");
    expect(strip(second)).toBe(strip(first));
  });

  it("renders again as soon as what the site shows changes, and after the TTL", async () => {
    const url = `${await serve()}/kashmir`;
    await visit(url);
    generation = (generation ?? 0) + 1; // a booking, an edit, seats released
    expect((await visit(url)).body).toContain("render 2");
    clock += TTL_MS - 1;
    expect((await visit(url)).body).toContain("render 2");
    clock += 1;
    expect((await visit(url)).body).toContain("render 3");
  });

  it("neither serves nor keeps a page while the copy cannot hear the others' changes", async () => {
    const url = `${await serve()}/kashmir`;
    await visit(url);
    generation = null;
    expect((await visit(url)).body).toContain("render 2");
    expect((await visit(url)).body).toContain("render 3");
    // Heard again: a new generation, and what was kept before is gone.
    generation = 1;
    expect((await visit(url)).body).toContain("render 4");
    expect((await visit(url)).body).toContain("render 4");
  });

  it("does not keep a page rendered while something changed", async () => {
    page = () => {
      generation = (generation ?? 0) + 1;
    };
    const url = `${await serve()}/kashmir`;
    await visit(url);
    await visit(url);
    expect(renders).toBe(2);
  });

  it.each([
    ["a status other than 200", (response: Response) => response.status(404)],
    ["Cache-Control: no-store", (response: Response) => response.setHeader("Cache-Control", "no-store")],
    ["Cache-Control: private", (response: Response) => response.setHeader("Cache-Control", "private, max-age=60")],
    ["a cookie", (response: Response) => response.setHeader("Set-Cookie", "seen=1")],
    ["an API answer with errors", (response: Response) => markUncacheable(response)],
    ["something other than a page", (response: Response) => response.type("image/svg+xml")],
  ])("never keeps a response with %s", async (_reason, change) => {
    page = change;
    const url = `${await serve()}/dashboard`;
    await visit(url);
    await visit(url);
    expect(renders).toBe(2);
  });

  it("never serves or keeps a request that carries Authorization", async () => {
    const url = `${await serve()}/`;
    await visit(url, { authorization: "Bearer someone" });
    await visit(url);
    await visit(url, { authorization: "Bearer someone" });
    expect(renders).toBe(3);
  });

  it("does not keep a render whose request id the client chose, but serves it a kept page with that id", async () => {
    const url = `${await serve()}/`;
    // An id equal to text of the page would otherwise be swapped out wherever that text appears.
    await visit(url, { "x-request-id": "render-1234" });
    expect(renders).toBe(1);
    await visit(url);
    expect(renders).toBe(2);
    const withOwnId = await visit(url, { "x-request-id": "trace-0001" });
    expect(renders).toBe(2);
    expect(withOwnId.body).toContain('ref("trace-0001")');
  });

  it("keeps separate renders for crawlers (sent the whole document at once) and browsers", async () => {
    const url = `${await serve()}/`;
    const crawler = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
    await visit(url, crawler);
    await visit(url);
    await visit(url, crawler);
    await visit(url);
    expect(renders).toBe(2);
  });

  it("keys on the whole URL, query included", async () => {
    const base = await serve();
    await visit(`${base}/tours/all?duration=short`);
    await visit(`${base}/tours/all?duration=long`);
    await visit(`${base}/tours/all?duration=short`);
    expect(renders).toBe(2);
  });

  it("lets the oldest pages go when the memory it may use is full", async () => {
    // Each page is about 4 KB; room for two.
    const base = await serve({ maxBytes: 9 * 1024 });
    for (const path of ["/a", "/b", "/c"]) await visit(`${base}${path}`);
    expect(renders).toBe(3);
    await visit(`${base}/c`);
    await visit(`${base}/b`);
    expect(renders).toBe(3);
    await visit(`${base}/a`);
    expect(renders).toBe(4);
  });

  it("serves a page larger than all the memory it may use, without keeping it", async () => {
    const url = `${await serve({ maxBytes: 2 * 1024 })}/tours/all`;
    expect((await visit(url)).body).toContain("render 1");
    expect((await visit(url)).body).toContain("render 2");
  });
});
