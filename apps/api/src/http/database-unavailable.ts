// When PostgreSQL is away (restarting, failing over, unreachable, frozen) or too busy to answer in
// time (every pooled connection taken, a statement past its timeout behind a hot lock), every
// resolver that needs it fails with a driver error that would be masked as "Unexpected error."
// (INTERNAL_SERVER_ERROR). That is not a bug to page someone about, and a client should retry: answer
// 503 with SERVICE_UNAVAILABLE and Retry-After instead, so load balancers, the browser and the logs
// all tell an outage or a burst from a defect.
import { createGraphQLError, type MaskError, maskError } from "graphql-yoga";

/**
 * SQLSTATE classes and codes of a server that is gone, going or too busy: connection exceptions,
 * shutdowns, a statement cancelled at its timeout (57014), a lock not had in time (55P03), too many
 * connections (53300).
 */
const UNAVAILABLE_STATES = /^(08|57P0[1-3]|57014|55P03|53300)/;
/** Socket-level failures, and node-postgres's own messages for a connection that died. */
const UNAVAILABLE_NETWORK = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND"]);
// node-postgres's own words: a dead connection; pg-pool's wait for a free connection that ran out
// (a busy pool); the client's query deadline (packages/db/src/client.ts, a frozen server).
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection is closed|Client has encountered a connection error|timeout exceeded when trying to connect|Query read timeout/i;

/** Whether an error, or one of its causes, says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const { code, message, cause, originalError } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    originalError?: unknown;
  };
  if (typeof code === "string" && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_NETWORK.has(code))) return true;
  if (typeof message === "string" && UNAVAILABLE_MESSAGE.test(message)) return true;
  return isDatabaseUnavailable(cause, depth + 1) || isDatabaseUnavailable(originalError, depth + 1);
}

/**
 * yoga's error masking, except that a database outage becomes SERVICE_UNAVAILABLE (503, Retry-After)
 * instead of "Unexpected error.". Masking sees every unexpected error, those of the hooks that run
 * before execution (reading the bearer token's session) as well as the resolvers'.
 */
export const maskDatabaseUnavailable: MaskError = (error, message, isDev) =>
  isDatabaseUnavailable(error)
    ? createGraphQLError("Our database is busy or not answering just now. Please try again in a moment.", {
        extensions: { code: "SERVICE_UNAVAILABLE", http: { status: 503, headers: { "Retry-After": "5" } } },
      })
    : maskError(error, message, isDev);
