// What the server hands every loader and action (React Router's context provider). Loaders run
// GraphQL documents in-process through `graphql`, with no HTTP hop; the browser sends the same
// documents to /api/graphql.
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import type { IsoDate } from "@parvat/domain/business-dates";
import type { GraphQLFormattedError } from "graphql";
import { createContext } from "react-router";

export interface GraphqlResult<TResult> {
  data?: TResult | null;
  errors?: readonly GraphQLFormattedError[];
}

export type GraphqlExecutor = <TResult, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
) => Promise<GraphqlResult<TResult>>;

export interface AppContext {
  graphql: GraphqlExecutor;
  /** The Content-Security-Policy nonce of this response, for inline scripts. */
  nonce: string;
  requestId: string;
  /** Today in the business time zone, YYYY-MM-DD. */
  today: IsoDate;
  /** The public origin, for canonical URLs and Open Graph tags, e.g. https://parvatjourneys.example */
  origin: string;
  /** PERSONAL_DATA_RETENTION_DAYS: the privacy notices state it. */
  personalDataRetentionDays: number;
  /**
   * True when the server renders this page's HTML (a document's request), false for the data of a
   * client-side navigation (`.data`), which the browser renders itself.
   */
  documentRequest: boolean;
  /**
   * What the server's render of the document reads that the browser never needs: a loader puts it here
   * instead of returning it, and it is not written into the page (lib/server-render.tsx).
   */
  serverRender: Map<string, unknown>;
}

export const appContext = createContext<AppContext>();
