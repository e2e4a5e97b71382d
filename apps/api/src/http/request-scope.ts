// What belongs to one request: its id and its logger. The scope travels with the request's async
// work (AsyncLocalStorage), so code that is handed no context, such as the server's error masking,
// still logs under the right request id.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { GraphQLError, type OperationTypeNode } from "graphql";
import type { Plugin, YogaLogger } from "graphql-yoga";
import { type Logger, requestLogger } from "../logger.ts";

export interface RequestScope {
  requestId: string;
  log: Logger;
  /** Set when execution starts: decides the response's Cache-Control. */
  operation?: OperationTypeNode;
  /** Every root field of the operation declares a public answer (http/public-answers.ts). */
  shared?: boolean;
  /** Whether the result carried errors. */
  failed?: boolean;
  /** The answer cache's entry this request's answer is (http/answer-cache.ts): its ETag and lifetime. */
  kept?: { etag: string; expiresAt: number };
}

const storage = new AsyncLocalStorage<RequestScope>();

// The same rule as the web server's: an id a proxy or the page request passed on is reused only when
// it is a plain token, so nobody can write arbitrary text into the logs.
const TRUSTED_REQUEST_ID = /^[\w.:-]{8,128}$/;

export function requestIdOf(request: Request): string {
  const incoming = request.headers.get("x-request-id");
  return incoming && TRUSTED_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

export function createRequestScope(logger: Logger, requestId: string): RequestScope {
  return { requestId, log: requestLogger(logger, requestId) };
}

export function runInRequestScope<T>(scope: RequestScope, run: () => T): T {
  return storage.run(scope, run);
}

export function currentRequestScope(): RequestScope | undefined {
  return storage.getStore();
}

/** Opens a request's scope as soon as it arrives, before parsing, so even early failures carry the id. */
export function useRequestScope(logger: Logger): Plugin {
  return {
    instrumentation: {
      request: ({ request }, handle) => runInRequestScope(createRequestScope(logger, requestIdOf(request)), handle),
    },
  };
}

/**
 * graphql-yoga's own logger, writing through the current request's logger. The server logs every
 * error it masks through it: the log line keeps the original error, its stack and the field path.
 */
export function scopedYogaLogger(logger: Logger): YogaLogger {
  const current = () => currentRequestScope()?.log ?? logger;
  const write =
    (level: "debug" | "info" | "warn") =>
    (...args: unknown[]) => {
      current()[level](args.map((arg) => (typeof arg === "string" ? arg : JSON.stringify(arg))).join(" "));
    };
  return {
    debug: write("debug"),
    info: write("info"),
    warn: write("warn"),
    error: (...args: unknown[]) => {
      const [first] = args;
      if (first instanceof GraphQLError) {
        current().error(
          { err: first.originalError ?? first, path: first.path?.join(".") },
          `unexpected error: ${first.originalError?.message ?? first.message}`,
        );
      } else if (first instanceof Error) {
        current().error({ err: first }, `unexpected error: ${first.message}`);
      } else {
        current().error(args.map(String).join(" "));
      }
    },
  };
}
