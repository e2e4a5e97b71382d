// Loaders run the same typed documents as the browser, in-process through the server's executor
// (app/context.ts). Every route loader fails in one of three ways (SPEC.md section 8), and only
// through this module:
//
// - Missing: the API's NOT_FOUND, or an empty result passed through `requireFound` (a trek, a
//   quotation, any page named by its address), is a real 404: the route's or the root's 404 page.
// - Degraded: pages that list things (trip listings and destinations, attractions, activities,
//   search, Dubai) load through `tryLoadQuery`. A failure is logged on the server with the
//   request id and answers `null`; the page renders with empty lists, a notice and a retry link,
//   with status 200 (a missing entity is still a 404).
// - Broken: anything else that `loadQuery` meets goes to the error boundary: 500 when the API
//   answered with errors, 503 when it did not answer at all. The response's data is a
//   `LoadFailure`, whose message and request id the error page shows.
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { type DocumentNode, parse } from "graphql";
import { data, type RouterContextProvider } from "react-router";
import { appContext, type GraphqlResult } from "../context.ts";
import type { GraphqlDocument } from "./client.ts";

/** What a failed load hands the error page. */
export interface LoadFailure {
  message: string;
  requestId: string;
}

type Outcome<TResult> =
  | { ok: true; data: TResult }
  | { ok: false; status: 404 }
  | { ok: false; status: 500 | 503; failure: LoadFailure };

const NOT_FOUND_CODES = new Set(["not-found", "NOT_FOUND"]);
const parsedDocuments = new Map<string, DocumentNode>();

/** The parsed document, as the in-process executor takes it (a loader that reads error codes itself). */
export function documentNode<TResult, TVariables>(
  document: GraphqlDocument<TResult, TVariables>,
): TypedDocumentNode<TResult, TVariables & Record<string, unknown>> {
  const source = document.toString();
  let node = parsedDocuments.get(source);
  if (!node) {
    node = parse(source);
    parsedDocuments.set(source, node);
  }
  return node as TypedDocumentNode<TResult, TVariables & Record<string, unknown>>;
}

async function run<TResult, TVariables>(
  context: Readonly<RouterContextProvider>,
  document: GraphqlDocument<TResult, TVariables>,
  variables: TVariables,
): Promise<Outcome<TResult>> {
  const { graphql, requestId } = context.get(appContext);
  let result: GraphqlResult<TResult>;
  try {
    result = await graphql(documentNode(document), (variables ?? {}) as TVariables & Record<string, unknown>);
  } catch (error) {
    // The executor answers GraphQL errors itself; a rejection means the API could not run at all.
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, status: 503, failure: { message: `The server is not answering: ${message}`, requestId } };
  }
  const errors = result.errors ?? [];
  if (errors.some((error) => NOT_FOUND_CODES.has(String(error.extensions?.code)))) return { ok: false, status: 404 };
  if (errors.length > 0 || !result.data) {
    return {
      ok: false,
      status: 500,
      failure: { message: errors[0]?.message ?? "The server returned no data.", requestId },
    };
  }
  return { ok: true, data: result.data };
}

/** The document's data; a 404 when the API found nothing, otherwise the error boundary with 500 or 503. */
export async function loadQuery<TResult, TVariables>(
  context: Readonly<RouterContextProvider>,
  document: GraphqlDocument<TResult, TVariables>,
  variables: TVariables,
): Promise<TResult> {
  const outcome = await run(context, document, variables);
  if (outcome.ok) return outcome.data;
  if (outcome.status === 404) throw data(null, { status: 404 });
  throw data(outcome.failure, { status: outcome.status });
}

/**
 * The document's data, or `null` when it could not be loaded: for the pages that show a notice and
 * empty lists instead of an error page. `what` names what was being loaded in the server log
 * ("the Dubai activities"). A 404 from the API still ends the page as missing.
 */
export async function tryLoadQuery<TResult, TVariables>(
  context: Readonly<RouterContextProvider>,
  document: GraphqlDocument<TResult, TVariables>,
  variables: TVariables,
  what: string,
): Promise<TResult | null> {
  const outcome = await run(context, document, variables);
  if (outcome.ok) return outcome.data;
  if (outcome.status === 404) throw data(null, { status: 404 });
  console.warn(`${what} could not be loaded (request ${outcome.failure.requestId}): ${outcome.failure.message}`);
  return null;
}

/** The entity, or a 404 response when the API found none. */
export function requireFound<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw data(null, { status: 404 });
  return value;
}
