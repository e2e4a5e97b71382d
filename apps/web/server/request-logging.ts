// One structured log line per request, tagged with a request id that is also returned in the
// X-Request-Id header and passed to the API, so a traveller's error report can be traced.
import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import type { Logger } from "pino";

const TRUSTED_REQUEST_ID = /^[\w.:-]{8,128}$/;

export function requestLogging(logger: Logger): RequestHandler {
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
    response.on("finish", () => {
      const entry = {
        requestId,
        method: request.method,
        // The path only: query strings can hold personal data.
        path: request.path,
        status: response.statusCode,
        durationMs: Math.round(performance.now() - started),
      };
      if (response.statusCode >= 500) logger.error(entry, "request failed");
      else logger.info(entry, "request");
    });
    next();
  };
}
