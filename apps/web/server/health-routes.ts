// /healthz: the process is up. /readyz: it can serve traffic (the database answers, and it is not
// shutting down), so a load balancer stops sending requests before the process goes away. The
// database is asked on a connection of its own (DatabaseHandle.ping), so a burst that takes every
// pooled connection is "ready" with `pool: "busy"`, not a copy to drop: the requests that find no
// connection in time are answered 503 with Retry-After one by one, and the balancer keeps the copy.
import type { PoolStats } from "@parvat/db/client";
import { Router } from "express";

export function healthRoutes(options: {
  ping: () => Promise<void>;
  isShuttingDown: () => boolean;
  poolStats?: () => PoolStats | null;
}): Router {
  const router = Router();
  router.get("/healthz", (_request, response) => {
    response.setHeader("Cache-Control", "no-store");
    response.json({ status: "ok" });
  });
  router.get("/readyz", async (_request, response) => {
    response.setHeader("Cache-Control", "no-store");
    if (options.isShuttingDown()) {
      response.status(503).json({ status: "shutting-down" });
      return;
    }
    try {
      await withTimeout(options.ping(), 2_000);
      const pool = options.poolStats?.();
      response.json({ status: "ready", database: "ok", pool: pool && pool.waiting > 0 ? "busy" : "ok" });
    } catch {
      response.status(503).json({ status: "unavailable", database: "unreachable" });
    }
  });
  return router;
}

function withTimeout<T>(promise: Promise<T>, milliseconds: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("timed out")), milliseconds);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
