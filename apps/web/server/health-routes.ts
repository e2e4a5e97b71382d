// /healthz: the process is up. /readyz: it can serve traffic (the database answers, and it is not
// shutting down), so a load balancer stops sending requests before the process goes away.
import { Router } from "express";

export function healthRoutes(options: { ping: () => Promise<void>; isShuttingDown: () => boolean }): Router {
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
      response.json({ status: "ready", database: "ok" });
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
