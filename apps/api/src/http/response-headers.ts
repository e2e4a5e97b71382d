// Response headers of the GraphQL endpoint:
// - X-Request-Id, so a client (or a traveller's bug report) can point at the server's log lines;
// - Cache-Control: an anonymous query sent with GET that succeeded, and whose every root field
//   declares a public answer (http/public-answers.ts: never what a login or a secret link unlocks),
//   may be reused for a short time by a CDN or the browser (the same answer for everybody), but never
//   past the end of the server's own
//   keeping of it: max-age is what is left of the answer's ANSWER_CACHE_TTL_MS (at most
//   GRAPHQL_PUBLIC_MAX_AGE), with no stale-while-revalidate, so no shared cache shows seats or prices
//   older than the server's caches may. Everything else, mutations and errors above all, is
//   `no-store`. Such an answer carries the ETag the answer cache gave it, and a request whose
//   If-None-Match names that tag is answered 304 Not Modified without a body.
import { getOperationAST } from "graphql";
import type { Plugin } from "graphql-yoga";
import { isSharedOperation } from "./public-answers.ts";
import { currentRequestScope } from "./request-scope.ts";

export function useResponseHeaders({
  publicMaxAge,
  now = () => new Date(),
}: {
  /** Seconds; never more than the answer cache's TTL (env.ts refuses more). */
  publicMaxAge: number;
  now?: () => Date;
}): Plugin {
  return {
    onExecute({ args }) {
      const scope = currentRequestScope();
      if (!scope) return;
      scope.operation = getOperationAST(args.document, args.operationName)?.operation;
      scope.shared = isSharedOperation(args.schema, args.document, args.operationName);
      return {
        onExecuteDone({ result }) {
          // A streamed result is never shared; a plain one only when it carries no error.
          scope.failed = Symbol.asyncIterator in result || (result.errors?.length ?? 0) > 0;
        },
      };
    },
    onResponse({ request, response, setResponse }) {
      const scope = currentRequestScope();
      if (scope) response.headers.set("X-Request-Id", scope.requestId);
      if (response.headers.has("Cache-Control")) return;
      const shareable =
        publicMaxAge > 0 &&
        request.method === "GET" &&
        response.status === 200 &&
        scope?.operation === "query" &&
        scope.shared === true &&
        scope.failed === false &&
        // An answer to a logged-in traveller may be about that traveller.
        !request.headers.has("authorization");
      if (shareable) {
        // Whole seconds left of the kept answer's life: a shared cache's copy ends no later than ours.
        const left = scope?.kept ? Math.floor((scope.kept.expiresAt - now().getTime()) / 1000) : publicMaxAge;
        response.headers.set("Cache-Control", `public, max-age=${Math.max(0, Math.min(publicMaxAge, left))}`);
        response.headers.append("Vary", "Accept, Authorization");
        if (scope?.kept) {
          response.headers.set("ETag", scope.kept.etag);
          // The client holds this very answer: say so, without sending it again.
          if (matchesEtag(request.headers.get("if-none-match"), scope.kept.etag)) {
            setResponse(new Response(null, { status: 304, headers: response.headers }));
          }
        }
      } else {
        response.headers.set("Cache-Control", "no-store");
      }
    },
  };
}

/** Whether an If-None-Match header names the tag (a list, or `*`; weak comparison, as for GET). */
function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || weak(tag) === weak(etag));
}
