// Loaders run the same typed documents as the browser, in-process through the server's executor
// (app/context.ts). A missing entity becomes a real HTTP 404; any other GraphQL error a 500 whose
// data carries the message and the request id, which the error page shows.
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { type DocumentNode, parse } from "graphql";
import { data, type RouterContextProvider } from "react-router";
import { appContext } from "../context.ts";
import type { GraphqlDocument } from "./client.ts";

/** What a failed load hands the error page. */
export interface LoadFailure {
  message: string;
  requestId: string;
}

const NOT_FOUND_CODES = new Set(["not-found", "NOT_FOUND"]);
const parsedDocuments = new Map<string, DocumentNode>();

function documentNode<TResult, TVariables>(
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

export async function loadQuery<TResult, TVariables>(
  context: Readonly<RouterContextProvider>,
  document: GraphqlDocument<TResult, TVariables>,
  variables: TVariables,
): Promise<TResult> {
  const { graphql, requestId } = context.get(appContext);
  const result = await graphql(documentNode(document), (variables ?? {}) as TVariables & Record<string, unknown>);
  const errors = result.errors ?? [];
  if (errors.some((error) => NOT_FOUND_CODES.has(String(error.extensions?.code)))) {
    throw data(null, { status: 404 });
  }
  if (errors.length > 0 || !result.data) {
    const message = errors[0]?.message ?? "The server returned no data.";
    throw data({ message, requestId } satisfies LoadFailure, { status: 500 });
  }
  return result.data;
}

/** The entity, or a 404 response when the API found none. */
export function requireFound<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw data(null, { status: 404 });
  return value;
}
