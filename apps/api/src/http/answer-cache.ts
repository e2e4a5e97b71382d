// Answers kept in memory for a few seconds (ANSWER_CACHE_TTL_MS; docs/decisions/0010-answer-cache.md).
// The answers kept are the ones that are the same for everybody: an anonymous (Authorization-free)
// query sent with GET, which is also how every page loader runs in-process, that succeeded. The
// key is the document, the operation, the variables and the business day.
//
// Whatever changes what the site shows clears it at once in this process: every mutation run
// through the API (a booking, a cancellation, a back-office edit) and the hold sweeper giving seats
// back. What changes it elsewhere (another server copy, a late payment re-taking seats) shows
// within the TTL, so no answer is ever older than that. A GET answer carries an ETag; a request
// that names it in If-None-Match is answered 304 without a body (http/response-headers.ts).
import { createHash } from "node:crypto";
import { type DocumentNode, type ExecutionResult, getOperationAST, print } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { Context } from "../context.ts";
import { currentRequestScope } from "./request-scope.ts";

interface Entry {
  result: ExecutionResult;
  etag: string;
  expiresAt: number;
}

export interface AnswerCache {
  /** Off when the TTL is 0. */
  readonly enabled: boolean;
  /** How long an answer is kept, in milliseconds. */
  readonly ttlMs: number;
  lookup(key: string): Entry | undefined;
  /** Keeps an answer unless the cache was cleared since `generation` (the answer may predate the change). */
  keep(key: string, result: ExecutionResult, generation: number): Entry | undefined;
  /** Forgets every answer. */
  clear(): void;
  /** Counts clears, so that an answer computed across one is not kept. */
  readonly generation: number;
}

export function createAnswerCache({
  ttlMs,
  maxEntries = 500,
  now = () => new Date(),
}: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => Date;
}): AnswerCache {
  const entries = new Map<string, Entry>();
  let generation = 0;
  return {
    enabled: ttlMs > 0,
    ttlMs,
    get generation() {
      return generation;
    },
    lookup(key) {
      const entry = entries.get(key);
      if (entry && entry.expiresAt <= now().getTime()) {
        entries.delete(key);
        return undefined;
      }
      return entry;
    },
    keep(key, result, since) {
      if (ttlMs <= 0 || since !== generation) return undefined;
      // The oldest answer makes room (a Map iterates in insertion order).
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const body = JSON.stringify(result);
      const entry = {
        // Shared by every request that hits it: nobody may change it.
        result: deepFreeze(result),
        etag: `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
        expiresAt: now().getTime() + ttlMs,
      };
      entries.set(key, entry);
      return entry;
    },
    clear() {
      generation += 1;
      entries.clear();
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

/** Answers anonymous GET queries from the cache, keeps their answers, and clears it after every mutation. */
export function useAnswerCache(cache: AnswerCache): Plugin<Context> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (!cache.enabled) return;
      const operation = getOperationAST(args.document, args.operationName)?.operation;
      if (operation === "mutation") {
        return { onExecuteDone: () => cache.clear() };
      }
      const { request, today } = args.contextValue as Context;
      if (operation !== "query" || request.method !== "GET" || request.headers.has("authorization")) return;
      const key = [sourceOf(args.document), args.operationName ?? "", JSON.stringify(args.variableValues), today].join(
        "\u0000",
      );
      const scope = currentRequestScope();
      const hit = cache.lookup(key);
      if (hit) {
        if (scope) scope.etag = hit.etag;
        setResultAndStopExecution(hit.result);
        return;
      }
      const generation = cache.generation;
      return {
        onExecuteDone({ result }) {
          if (Symbol.asyncIterator in result || (result.errors?.length ?? 0) > 0) return;
          const kept = cache.keep(key, result, generation);
          if (kept && scope) scope.etag = kept.etag;
        },
      };
    },
  };
}
