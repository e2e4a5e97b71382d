// The per-request context every resolver receives. Built once per operation, over HTTP and
// in-process alike.
import type { Database } from "@parvat/db/client";
import { businessToday, type IsoDate } from "@parvat/domain/business-dates";
import type { Accounts, Viewer } from "./accounts/accounts.ts";
import { clientAddress } from "./accounts/client-address.ts";
import type { ApiEnv } from "./env.ts";
import { createRequestScope, currentRequestScope, requestIdOf } from "./http/request-scope.ts";
import type { Logger } from "./logger.ts";
import type { Payments } from "./payments/create-payments.ts";

export interface Context {
  db: Database;
  /** The request's logger: every line carries `requestId`. */
  log: Logger;
  requestId: string;
  /** Today in the business time zone (YYYY-MM-DD), never the server's UTC date. */
  today: IsoDate;
  /** The business time zone (BUSINESS_TIME_ZONE), for "today" of instants stored in the database. */
  timeZone: string;
  /** The clock of time-bound rules such as seat holds; tests move it. */
  now: () => Date;
  /** The HTTP request (for in-process execution: the page request it runs for). */
  request: Request;
  /** One-time codes, logins and tokens (accounts/accounts.ts). */
  accounts: Accounts;
  /** The traveller a valid bearer token names, set before execution (accounts/authentication.ts); null when anonymous. */
  viewer: Viewer | null;
  /** The client's IP address, for per-IP limits (accounts/client-address.ts). */
  clientAddress: string;
  /** The gateway, the jobs and the sandbox (payments/create-payments.ts); null where an API is built without them. */
  payments: Payments | null;
  /** The site's address as travellers reach it, for the links in messages (PUBLIC_ORIGIN). */
  publicOrigin: string;
}

/** One load per request and key: a screen asks several fields of one row, or one field of many rows. */
const loadedPerRequest = new WeakMap<Context, Map<string, Promise<unknown>>>();

export function oncePerRequest<T>(context: Context, key: string, load: () => Promise<T>): Promise<T> {
  let byKey = loadedPerRequest.get(context);
  if (!byKey) {
    byKey = new Map();
    loadedPerRequest.set(context, byKey);
  }
  let value = byKey.get(key) as Promise<T> | undefined;
  if (!value) {
    value = load();
    byKey.set(key, value);
  }
  return value;
}

export interface ContextDependencies {
  db: Database;
  logger: Logger;
  env: Pick<ApiEnv, "BUSINESS_TIME_ZONE" | "PUBLIC_ORIGIN">;
  accounts: Accounts;
  now?: () => Date;
  payments?: Payments;
}

export function createContextFactory({
  db,
  logger,
  env,
  accounts,
  now = () => new Date(),
  payments,
}: ContextDependencies) {
  // `req` is the Node request when the server is mounted in Express (absent in-process).
  return (initial: { request: Request; req?: Parameters<typeof clientAddress>[0]["req"] }): Context => {
    const { request } = initial;
    // The scope is opened when the request arrives; the fallback only serves callers that bypass it.
    const scope = currentRequestScope() ?? createRequestScope(logger, requestIdOf(request));
    return {
      db,
      log: scope.log,
      requestId: scope.requestId,
      today: businessToday(env.BUSINESS_TIME_ZONE, now()),
      timeZone: env.BUSINESS_TIME_ZONE,
      publicOrigin: env.PUBLIC_ORIGIN,
      now,
      request,
      accounts,
      viewer: null,
      clientAddress: clientAddress(initial),
      payments: payments ?? null,
    };
  };
}
