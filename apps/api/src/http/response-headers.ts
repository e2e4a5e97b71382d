// Response headers of the GraphQL endpoint:
// - X-Request-Id, so a client (or a traveller's bug report) can point at the server's log lines;
// - Cache-Control: an anonymous query sent with GET that succeeded may be reused for a short time by
//   a CDN or the browser (the same answer for everybody); everything else, mutations and errors
//   above all, is `no-store`.
import { getOperationAST } from "graphql";
import type { Plugin } from "graphql-yoga";
import { currentRequestScope } from "./request-scope.ts";

export function useResponseHeaders({ publicMaxAge }: { publicMaxAge: number }): Plugin {
  return {
    onExecute({ args }) {
      const scope = currentRequestScope();
      if (!scope) return;
      scope.operation = getOperationAST(args.document, args.operationName)?.operation;
      return {
        onExecuteDone({ result }) {
          // A streamed result is never shared; a plain one only when it carries no error.
          scope.failed = Symbol.asyncIterator in result || (result.errors?.length ?? 0) > 0;
        },
      };
    },
    onResponse({ request, response }) {
      const scope = currentRequestScope();
      if (scope) response.headers.set("X-Request-Id", scope.requestId);
      if (response.headers.has("Cache-Control")) return;
      const shareable =
        publicMaxAge > 0 &&
        request.method === "GET" &&
        response.status === 200 &&
        scope?.operation === "query" &&
        scope.failed === false &&
        // An answer to a logged-in traveller may be about that traveller.
        !request.headers.has("authorization");
      if (shareable) {
        response.headers.set(
          "Cache-Control",
          `public, max-age=${publicMaxAge}, stale-while-revalidate=${publicMaxAge * 5}`,
        );
        response.headers.append("Vary", "Accept, Authorization");
      } else {
        response.headers.set("Cache-Control", "no-store");
      }
    },
  };
}
