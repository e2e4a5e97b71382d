// The browser's GraphQL client (SPEC.md sections 4, 7 and 8; DESIGN.md section 3): POST to
// /api/graphql with { query, operationName, variables }, a bearer token when one is stored, and
// the documents that codegen types (as strings, so no GraphQL library ships to the browser).
import type { DocumentTypeDecoration } from "@graphql-typed-document-node/core";
import type { ErrorCode } from "@parvat/domain/error-codes";
import { resetCredentials, storedToken } from "../lib/credentials.ts";

export const GRAPHQL_ENDPOINT = "/api/graphql";

/** A typed document from codegen's `graphql()`: a string that remembers its result and variables. */
export type GraphqlDocument<TResult, TVariables> = DocumentTypeDecoration<TResult, TVariables> & {
  toString(): string;
};

export interface GraphqlError {
  /** For people: show it, never compare it. */
  message: string;
  path?: readonly (string | number)[];
  /** `code` says what happened (docs/api.md, Errors); the other keys are its details (`field`, `retryAfterSeconds`, ...). */
  extensions?: { code?: ErrorCode } & Record<string, unknown>;
}

export interface GraphqlResponse<TResult> {
  data: TResult | null;
  /** Empty when the operation succeeded. */
  errors: GraphqlError[];
}

/** The request never got a GraphQL answer: offline, timed out, or a proxy's error page. */
export class NetworkError extends Error {
  override name = "NetworkError";
}

export const NETWORK_ERROR_MESSAGE =
  "We could not reach Parvat Journeys. Check your internet connection and try again.";

const OPERATION_NAME = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

export function operationName(query: string): string | undefined {
  return OPERATION_NAME.exec(query)?.[1];
}

type VariablesArgument<TVariables> =
  Record<string, never> extends TVariables
    ? [variables?: TVariables, options?: RequestOptions]
    : [variables: TVariables, options?: RequestOptions];

export interface RequestOptions {
  signal?: AbortSignal;
}

export async function request<TResult, TVariables>(
  document: GraphqlDocument<TResult, TVariables>,
  ...[variables, options]: VariablesArgument<TVariables>
): Promise<GraphqlResponse<TResult>> {
  const query = document.toString();
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    Accept: "application/graphql-response+json, application/json",
  };
  const token = storedToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(GRAPHQL_ENDPOINT, {
      method: "POST",
      headers,
      body: JSON.stringify({ query, operationName: operationName(query), variables: variables ?? {} }),
      signal: options?.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new NetworkError(NETWORK_ERROR_MESSAGE, { cause: error });
  }

  let body: { data?: TResult | null; errors?: GraphqlError[] };
  try {
    body = await response.json();
  } catch (error) {
    throw new NetworkError(
      `Our server did not answer properly (status ${response.status}). Please try again in a moment.`,
      { cause: error },
    );
  }
  if (!body || typeof body !== "object" || (!("data" in body) && !Array.isArray(body.errors))) {
    throw new NetworkError(`Our server did not answer properly (status ${response.status}). Please try again.`);
  }

  const errors = Array.isArray(body.errors) ? body.errors : [];
  for (const error of errors) {
    if (errorCode(error) === "invalid-jwt") {
      // The token is expired, revoked or forged: log out on this device.
      resetCredentials();
      console.warn(`GraphQL ${operationName(query) ?? "operation"}: ${error.message} (signed out)`);
    } else {
      console.warn(`GraphQL ${operationName(query) ?? "operation"}: ${error.message}`);
    }
  }
  return { data: body.data ?? null, errors };
}

/** The message to show a traveller for a failed operation, or null when it succeeded. */
export function errorMessage(response: GraphqlResponse<unknown>): string | null {
  return response.errors[0]?.message ?? null;
}

/** What a failure was, to decide on: the API's code, or undefined when there is no error or no code. */
export function errorCode(error: GraphqlError | undefined): ErrorCode | undefined {
  return error?.extensions?.code;
}

/** Whether any error of a response carries the code. */
export function hasErrorCode(response: GraphqlResponse<unknown>, code: ErrorCode): boolean {
  return response.errors.some((error) => errorCode(error) === code);
}
