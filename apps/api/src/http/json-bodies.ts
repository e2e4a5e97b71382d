// Cross-site request forgery: a page on any other site can make a visitor's browser POST a form
// (application/x-www-form-urlencoded, multipart/form-data or text/plain) to this API without asking
// first, and graphql-yoga would run a form-encoded body. Those three are exactly the "simple" types
// a browser sends cross-site without a CORS preflight, and the API answers none of them (CORS is
// off), so accepting only JSON bodies means every cross-site POST stops here, before parsing and
// before the database. GET stays open for queries (yoga refuses a mutation over GET with 405).
// In-process execution (api.execute) never goes through request parsing and is unaffected.
import { createGraphQLError, type Plugin } from "graphql-yoga";

/** The media types a GraphQL POST may have: JSON, as the GraphQL over HTTP specification names it. */
const JSON_TYPES = new Set(["application/json", "application/graphql+json"]);

/** The media type of a Content-Type header, lower-cased and without parameters ("" when absent). */
export function mediaType(contentType: string | null): string {
  return (contentType ?? "").split(";")[0]!.trim().toLowerCase();
}

export function useJsonBodiesOnly(): Plugin {
  return {
    onRequestParse({ request }) {
      if (request.method !== "POST" || JSON_TYPES.has(mediaType(request.headers.get("content-type")))) return;
      throw createGraphQLError("Send GraphQL requests as JSON (Content-Type: application/json), or queries with GET.", {
        extensions: { code: "BAD_REQUEST", http: { status: 415 } },
      });
    },
  };
}
