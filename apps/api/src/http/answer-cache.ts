// Answers kept in memory for a few seconds (ANSWER_CACHE_TTL_MS; docs/decisions/0010-answer-cache.md).
// The answers kept are the ones that are the same for everybody: an anonymous (Authorization-free)
// query sent with GET, which is also how every page loader runs in-process, that succeeded, and
// whose every root field declares a public answer (http/public-answers.ts): what a login or a secret
// (a form link, a signed balance link) unlocks is never kept, whoever asks and however. The key is
// the document, the operation, the variables and the business day.
//
// Whatever changes what the site shows, on this copy or any other, moves the cache generation
// (http/cache-generation.ts): every answer kept from an older one is dropped, so a change shows on
// every copy within milliseconds, and no answer is ever older than the TTL. While the generation is
// unknown (the copy cannot hear the others) nothing is served from memory or kept. A GET answer
// carries an ETag; a request that names it in If-None-Match is answered 304 without a body
// (http/response-headers.ts).
import { createHash } from "node:crypto";
import { type DocumentNode, type ExecutionResult, print } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { Context } from "../context.ts";
import type { Metrics } from "../metrics.ts";
import type { CacheGeneration } from "./cache-generation.ts";
import { isSharedOperation } from "./public-answers.ts";
import { currentRequestScope } from "./request-scope.ts";

interface Entry {
  result: ExecutionResult;
  etag: string;
  /** When it was kept: the age a shared cache must count (http/response-headers.ts). */
  keptAt: number;
  expiresAt: number;
}

export interface AnswerCache {
  /** Off when the TTL is 0. */
  readonly enabled: boolean;
  /** How long an answer is kept, in milliseconds. */
  readonly ttlMs: number;
  lookup(key: string): Entry | undefined;
  /** Keeps an answer unless the generation moved since `generation` (the answer may predate the change). */
  keep(key: string, result: ExecutionResult, generation: number | null): Entry | undefined;
  /** The cache generation now (http/cache-generation.ts); null: keep and serve nothing. */
  readonly generation: number | null;
}

export function createAnswerCache({
  ttlMs,
  generation: shared,
  maxEntries = 500,
  now = () => new Date(),
  metrics,
}: {
  ttlMs: number;
  generation: CacheGeneration;
  maxEntries?: number;
  now?: () => Date;
  metrics?: Metrics;
}): AnswerCache {
  const entries = new Map<string, Entry>();
  /** The generation the entries belong to; they all go when it moves. */
  let entriesGeneration: number | null = shared.current();
  const counted = (result: "hit" | "miss" | "off") => metrics?.cacheLookups.inc({ cache: "answers", result });
  return {
    enabled: ttlMs > 0,
    ttlMs,
    get generation() {
      return shared.current();
    },
    lookup(key) {
      const generation = shared.current();
      if (generation === null) {
        counted("off");
        return undefined;
      }
      if (generation !== entriesGeneration) {
        entries.clear();
        entriesGeneration = generation;
      }
      const entry = entries.get(key);
      if (entry && entry.expiresAt <= now().getTime()) {
        entries.delete(key);
        counted("miss");
        return undefined;
      }
      counted(entry ? "hit" : "miss");
      return entry;
    },
    keep(key, result, since) {
      if (ttlMs <= 0 || since === null || since !== shared.current()) return undefined;
      if (since !== entriesGeneration) {
        entries.clear();
        entriesGeneration = since;
      }
      // The oldest answer makes room (a Map iterates in insertion order).
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const body = JSON.stringify(result);
      const keptAt = now().getTime();
      const entry = {
        // Shared by every request that hits it: nobody may change it.
        result: deepFreeze(result),
        etag: `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
        keptAt,
        expiresAt: keptAt + ttlMs,
      };
      entries.set(key, entry);
      return entry;
    },
  };
}

const documentSources = new WeakMap<DocumentNode, string>();

/** The text that names a document: its source when parsed from text, else its printed form (once). */
function sourceOf(document: DocumentNode): string {
  let source = documentSources.get(document);
  if (source === undefined) {
    source = document.loc?.source.body ?? print(document);
    documentSources.set(document, source);
  }
  return source;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Answers anonymous GET queries from the cache and keeps their answers. */
export function useAnswerCache(cache: AnswerCache): Plugin<Context> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (!cache.enabled) return;
      const { request, today } = args.contextValue as Context;
      if (request.method !== "GET" || request.headers.has("authorization")) return;
      if (!isSharedOperation(args.schema, args.document, args.operationName)) return;
      const key = [sourceOf(args.document), args.operationName ?? "", JSON.stringify(args.variableValues), today].join(
        "\u0000",
      );
      const scope = currentRequestScope();
      const hit = cache.lookup(key);
      if (hit) {
        if (scope) scope.kept = hit;
        setResultAndStopExecution(hit.result);
        return;
      }
      const generation = cache.generation;
      return {
        onExecuteDone({ result }) {
          if (Symbol.asyncIterator in result || (result.errors?.length ?? 0) > 0) return;
          const kept = cache.keep(key, result, generation);
          if (kept && scope) scope.kept = kept;
        },
      };
    },
  };
}
