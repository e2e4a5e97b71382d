// The GraphQL server, built but not listening: the web server mounts it at /api/graphql and tests
// call `yoga.fetch()` in-process.
import { useDisableIntrospection } from "@graphql-yoga/plugin-disable-introspection";
import type { Database } from "@parvat/db/client";
import type { GraphQLSchema } from "graphql";
import { createYoga, type Plugin } from "graphql-yoga";
import type { Accounts } from "./accounts/accounts.ts";
import { useAuthentication } from "./accounts/authentication.ts";
import { type Context, createContextFactory } from "./context.ts";
import type { ApiEnv } from "./env.ts";
import { type AnswerCache, useAnswerCache } from "./http/answer-cache.ts";
import type { CacheGeneration } from "./http/cache-generation.ts";
import { useContentChanges } from "./http/content-changes.ts";
import { maskDatabaseUnavailable } from "./http/database-unavailable.ts";
import { useForwardedForWarning } from "./http/forwarded-for.ts";
import { useJsonBodiesOnly } from "./http/json-bodies.ts";
import { useMutationLimits } from "./http/mutation-limits.ts";
import { useOperationMetrics } from "./http/operation-metrics.ts";
import { useQueryLimits } from "./http/query-limits.ts";
import { useRequestErrorCodes } from "./http/request-error-codes.ts";
import { scopedYogaLogger, useRequestScope } from "./http/request-scope.ts";
import { useResponseHeaders } from "./http/response-headers.ts";
import { useTextWithoutNul } from "./http/text-arguments.ts";
import type { Logger } from "./logger.ts";
import type { Metrics } from "./metrics.ts";
import type { Payments } from "./payments/create-payments.ts";
import { usePlannedQueries } from "./planned-queries.ts";

export const GRAPHQL_ENDPOINT = "/api/graphql";

export interface YogaDependencies {
  schema: GraphQLSchema;
  db: Database;
  logger: Logger;
  env: ApiEnv;
  accounts: Accounts;
  /** The clock of the context (seat holds); tests move it. */
  now?: () => Date;
  payments?: Payments;
  /** Public answers kept for a few seconds (http/answer-cache.ts). */
  answers: AnswerCache;
  /** Moved by every operation that changed what the site shows (http/content-changes.ts). */
  cacheGeneration: CacheGeneration;
  metrics: Metrics;
}

export function createYogaServer({
  schema,
  db,
  logger,
  env,
  accounts,
  now,
  payments,
  answers,
  cacheGeneration,
  metrics,
}: YogaDependencies) {
  const production = env.NODE_ENV === "production";
  const development = env.NODE_ENV === "development";
  // No server context of our own: mounted in Express, the third argument is `next`, not a context.
  return createYoga<Record<never, never>, Context>({
    schema,
    graphqlEndpoint: GRAPHQL_ENDPOINT,
    context: createContextFactory({ db, logger, env, accounts, now, payments }),
    logging: scopedYogaLogger(logger),
    // Unexpected errors become "Unexpected error." (INTERNAL_SERVER_ERROR) in every environment and
    // are logged with the request id; only development adds the original error to the answer. The
    // database away is not unexpected: 503 SERVICE_UNAVAILABLE (http/database-unavailable.ts).
    maskedErrors: { isDev: development, maskError: maskDatabaseUnavailable },
    graphiql: development ? { title: "Parvat Journeys API" } : false,
    landingPage: false,
    // The site calls its own origin, and the API answers to bearer tokens, not cookies.
    cors: false,
    batching: false,
    multipart: false,
    maxRequestBodySize: env.GRAPHQL_MAX_BODY_BYTES,
    plugins: [
      useRequestScope(logger),
      useResponseHeaders({ publicMaxAge: env.GRAPHQL_PUBLIC_MAX_AGE, now }),
      useOperationMetrics(metrics),
      // Before parsing: a body a cross-site form could send is never read (http/json-bodies.ts).
      useJsonBodiesOnly(),
      useForwardedForWarning(logger),
      useQueryLimits({
        maxTokens: env.GRAPHQL_MAX_TOKENS,
        maxDepth: env.GRAPHQL_MAX_DEPTH,
        maxAliases: env.GRAPHQL_MAX_ALIASES,
        maxFields: env.GRAPHQL_MAX_FIELDS,
        maxComplexity: env.GRAPHQL_MAX_COMPLEXITY,
      }),
      // Text PostgreSQL cannot store is refused before any resolver (http/text-arguments.ts).
      useTextWithoutNul(),
      // After the limits, so a refused document never reaches the database.
      useAuthentication(),
      // Once the viewer is known: every mutation counted, per account or per address.
      useMutationLimits(),
      // Last of the execution hooks: a cached answer is still a document that passed the limits.
      useAnswerCache(answers),
      useContentChanges(cacheGeneration),
      useRequestErrorCodes(),
      // Keeps the query plans an execution made once it is done (planned-queries.ts).
      usePlannedQueries(),
      production && useDisableIntrospection(),
      production && useHiddenSuggestions(),
    ].filter((plugin): plugin is Plugin => Boolean(plugin)),
  });
}

export type YogaServer = ReturnType<typeof createYogaServer>;

/** With introspection off, "Did you mean ...?" in validation errors would still spell out the schema. */
function useHiddenSuggestions(): Plugin {
  return {
    onValidate({ validateFn, setValidationFn }) {
      setValidationFn((schema, document, rules, options) =>
        validateFn(schema, document, rules, { ...options, hideSuggestions: true }),
      );
    },
  };
}
