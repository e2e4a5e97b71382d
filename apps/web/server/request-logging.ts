// One structured log line per request, tagged with a request id that is also returned in the
// X-Request-Id header and passed to the API, so a traveller's error report can be traced. The line
// names the release that answered (`version`) and, for the API, the GraphQL operation (set by the
// API's operation metrics, apps/api/src/http/operation-metrics.ts); the same request is counted in
// the request-duration histogram of the metrics (route kind, operation, status class).
import { randomUUID } from "node:crypto";
import { type Metrics, type RouteKind, statusClass } from "@parvat/api/metrics";
import type { RequestHandler } from "express";
import type { Logger } from "pino";

const TRUSTED_REQUEST_ID = /^[\w.:-]{8,128}$/;

/** What kind of request a path is, for the metrics (a handful of values, never the path itself). */
export function routeKind(path: string): RouteKind {
  if (path === "/api/graphql") return "api";
  if (path.startsWith("/api/payments/webhooks/") || path.startsWith("/api/messages/webhooks/")) return "webhook";
  if (path.startsWith("/assets/")) return "asset";
  if (path.startsWith("/media/")) return "media";
  if (path === "/healthz" || path === "/readyz") return "health";
  if (path.endsWith(".data")) return "page-data";
  // robots.txt, sitemap.xml, icons: files, not pages.
  if (/\.[a-z0-9]+$/i.test(path)) return "other";
  return "page";
}

/**
 * A path as the log may show it: the secret of MSG91's report address and the token of an SMS's
 * short link are credentials (a short link opens a payment link), so only their place is shown.
 */
export function loggablePath(path: string): string {
  return path.replace(/^(\/api\/messages\/webhooks\/msg91\/).+$/, "$1:secret").replace(/^(\/m\/)[^/]+$/, "$1:token");
}

export function requestLogging(
  logger: Logger,
  { version, metrics }: { version?: string; metrics?: Metrics } = {},
): RequestHandler {
  return (request, response, next) => {
    const incoming = request.get("x-request-id");
    const requestId = incoming && TRUSTED_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    response.locals.requestId = requestId;
    // Only an id made here is known to occur nowhere else in a page (server/page-cache.ts).
    response.locals.requestIdIsOurs = requestId !== incoming;
    // The API reads it from the request, so page and API log lines share one id.
    request.headers["x-request-id"] = requestId;
    response.setHeader("X-Request-Id", requestId);
    const started = performance.now();
    // Read now: a mounted handler (the API at /api/graphql) sees its path without the mount point.
    const path = loggablePath(request.path);
    response.on("finish", () => {
      const durationMs = performance.now() - started;
      const operation: string | undefined = response.locals.graphqlOperation;
      const entry = {
        requestId,
        method: request.method,
        // The path only: query strings can hold personal data.
        path,
        ...(operation ? { operation } : {}),
        status: response.statusCode,
        durationMs: Math.round(durationMs),
        ...(version ? { version } : {}),
      };
      metrics?.httpDuration.observe(
        {
          route: routeKind(path),
          operation: metrics.operationLabel(operation),
          status_class: statusClass(response.statusCode),
        },
        durationMs / 1000,
      );
      if (response.statusCode >= 500) logger.error(entry, "request failed");
      else logger.info(entry, "request");
    });
    next();
  };
}
