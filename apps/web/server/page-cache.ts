// Rendered pages kept in memory for as long as the API keeps its answers (ANSWER_CACHE_TTL_MS;
// docs/decisions/0011-page-cache.md). Server rendering is anonymous (tokens live in the browser,
// decision 0006), so the HTML of a trek page, and the loader data of a client-side navigation to it,
// are the same for every visitor within those seconds except for two values that must be fresh on
// every response: the Content-Security-Policy nonce and the request id. A kept page is stored
// split at those two values and served with the new response's own.
//
// A page is kept only if nothing about it was personal or uncertain: a GET without Authorization,
// status 200, HTML or loader data, no Set-Cookie, no `no-store`/`private`, every API call of its
// loaders answered without errors, and no change to what the site shows while it was rendered (the
// cache generation every server copy shares, apps/api/src/http/cache-generation.ts: any change, on any
// copy, moves it, so a kept page is dropped at the same moment as the answers it was built from).
// While the generation is unknown (the copy cannot hear the others) pages are neither served from
// memory nor kept.
import type { RequestHandler, Response } from "express";
import { isbot } from "isbot";

interface KeptPage {
  status: number;
  /** The headers the page itself set (not the ones every response gets from the middleware before). */
  headers: [string, string | number | readonly string[]][];
  /** The body split at the nonce and the request id: odd entries name which one goes there. */
  segments: string[];
  bytes: number;
  expiresAt: number;
}

/** What a response carries that must never be shared with another response. */
type FreshValues = { nonce: string; requestId: string };

export interface PageCacheOptions {
  /** How long a page is kept; 0 turns the cache off. */
  ttlMs: number;
  /** Moves whenever what the site shows may have changed, on any copy; null: keep and serve nothing. */
  generation: () => number | null;
  /** Told of every lookup (metrics): a hit, a miss, or off while the generation is unknown. */
  onLookup?: (result: "hit" | "miss" | "off") => void;
  /** Bodies kept in all, in bytes; the oldest pages make room. */
  maxBytes?: number;
  now?: () => number;
}

const PAGE_TYPES = /^text\/(html|x-script)\b/;
/** Headers that the compression middleware sets on the way out, again for every response. */
const PER_RESPONSE_HEADERS = new Set(["content-length", "content-encoding", "vary", "transfer-encoding", "etag"]);

/**
 * The page's loaders report an API answer with errors here, so that a page showing a failure is not
 * kept (GraphQL answers such failures with status 200, and the page may render them as a notice).
 */
export function markUncacheable(response: Response): void {
  response.locals.pageUncacheable = true;
}

export function pageCache({
  ttlMs,
  generation,
  maxBytes = 32 * 1024 * 1024,
  now = Date.now,
  onLookup,
}: PageCacheOptions): RequestHandler {
  const pages = new Map<string, KeptPage>();
  let keptBytes = 0;
  /** The generation the kept pages belong to: they all go when it moves. */
  let pagesGeneration = generation();

  /** The current generation, after dropping every page of an older one. */
  function currentGeneration(): number | null {
    const current = generation();
    if (current !== null && current !== pagesGeneration) {
      pages.clear();
      keptBytes = 0;
      pagesGeneration = current;
    }
    return current;
  }

  function forget(key: string) {
    const page = pages.get(key);
    if (!page) return;
    keptBytes -= page.bytes;
    pages.delete(key);
  }

  function lookup(key: string): KeptPage | undefined {
    if (currentGeneration() === null) {
      onLookup?.("off");
      return undefined;
    }
    const page = pages.get(key);
    if (page && page.expiresAt <= now()) {
      forget(key);
      onLookup?.("miss");
      return undefined;
    }
    onLookup?.(page ? "hit" : "miss");
    return page;
  }

  function keep(key: string, page: KeptPage) {
    if (page.bytes > maxBytes) return;
    forget(key);
    // The oldest page makes room (a Map iterates in insertion order).
    while (keptBytes + page.bytes > maxBytes) forget(pages.keys().next().value!);
    pages.set(key, page);
    keptBytes += page.bytes;
  }

  return (request, response, next) => {
    if (ttlMs <= 0 || request.method !== "GET" || request.get("authorization")) return next();
    // Crawlers are sent the document in one piece (entry.server.tsx), browsers a stream: two renders.
    const userAgent = request.get("user-agent");
    const key = `${userAgent && isbot(userAgent) ? "crawler" : "browser"} ${request.originalUrl}`;
    const fresh: FreshValues = { nonce: response.locals.nonce, requestId: response.locals.requestId };

    const kept = lookup(key);
    if (kept) {
      response.status(kept.status);
      for (const [name, value] of kept.headers) response.setHeader(name, value);
      response.end(
        kept.segments.map((segment, index) => (index % 2 ? fresh[segment as keyof FreshValues] : segment)).join(""),
      );
      return;
    }

    // A request id the client chose could be any text of the page: such a render is served, not kept.
    if (!response.locals.requestIdIsOurs || !fresh.nonce) return next();
    const since = currentGeneration();
    const headersBefore = new Set(Object.keys(response.getHeaders()));
    // Collected while the response may still be kept (a page, within the memory allowed).
    let chunks: Buffer[] | undefined = [];
    let collected = 0;
    const write = response.write;
    const end = response.end;
    response.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      return write.apply(this, [chunk, ...rest] as Parameters<typeof write>);
    } as typeof write;
    response.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
      if (typeof chunk !== "function") collect(chunk, rest[0]);
      keepIfShareable();
      return end.apply(this, [chunk, ...rest] as Parameters<typeof end>);
    } as typeof end;

    function collect(chunk: unknown, encoding: unknown) {
      if (!chunks) return;
      if (collected === 0 && !PAGE_TYPES.test(String(response.getHeader("content-type") ?? ""))) {
        chunks = undefined;
        return;
      }
      const buffer =
        typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : chunk instanceof Uint8Array
            ? Buffer.from(chunk)
            : undefined;
      if (!buffer) return;
      collected += buffer.length;
      if (collected > maxBytes) chunks = undefined;
      else chunks.push(buffer);
    }

    function keepIfShareable() {
      const cacheControl = String(response.getHeader("cache-control") ?? "");
      if (
        !chunks ||
        response.statusCode !== 200 ||
        !PAGE_TYPES.test(String(response.getHeader("content-type") ?? "")) ||
        response.hasHeader("set-cookie") ||
        /no-store|private/.test(cacheControl) ||
        response.locals.pageUncacheable ||
        since === null ||
        currentGeneration() !== since
      ) {
        return;
      }
      const body = Buffer.concat(chunks).toString("utf8");
      const headers = Object.entries(response.getHeaders())
        .filter(([name, value]) => value !== undefined && !headersBefore.has(name) && !PER_RESPONSE_HEADERS.has(name))
        .map(([name, value]) => [name, value] as KeptPage["headers"][number]);
      keep(key, {
        status: 200,
        headers,
        segments: splitAtFreshValues(body, fresh),
        bytes: body.length,
        expiresAt: now() + ttlMs,
      });
    }

    next();
  };
}

/** `body` split at every occurrence of the nonce and the request id, each occurrence replaced by its name. */
function splitAtFreshValues(body: string, fresh: FreshValues): string[] {
  const names = new Map<string, keyof FreshValues>([
    [fresh.nonce, "nonce"],
    [fresh.requestId, "requestId"],
  ]);
  const pattern = new RegExp(
    `(${[...names.keys()].map((value) => value.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")).join("|")})`,
  );
  return body.split(pattern).map((segment, index) => (index % 2 ? names.get(segment)! : segment));
}
