// The API as a server process of its own, for the trials that signal or starve it (graceful shutdown,
// database faults): the same pieces as apps/web/server.ts (API, payment webhooks on the sandbox
// gateway, the jobs worker, health routes, graceful shutdown) on an ephemeral port, without the pages,
// which need a production build. Prints "listening <port>" once ready. Settings come from the environment:
//   RELIABILITY_DATABASE  a postgres:// URL, or a PGlite data directory (already migrated and filled)
//   SHUTDOWN_GRACE_MS     how long requests in flight may take after SIGTERM (default 10000)
import { createApi } from "@parvat/api/api";
import { parseApiEnv } from "@parvat/api/env";
import { createLogger } from "@parvat/api/logger";
import { openDatabase } from "@parvat/db/client";
import express from "express";
import { createShutdown } from "../apps/web/server/graceful-shutdown.ts";
import { healthRoutes } from "../apps/web/server/health-routes.ts";
import { LOAD_TEST_LIMITS } from "./load-limits.ts";

const target = process.env.RELIABILITY_DATABASE;
if (!target) throw new Error("RELIABILITY_DATABASE is required");
const logger = createLogger({ level: "warn" });
const database = await openDatabase(
  target.startsWith("postgres")
    ? { url: target, poolSize: 5, onPoolError: (error) => logger.warn({ err: error }, "database connection lost") }
    : { dataDir: target },
);
const api = createApi({
  db: database.db,
  logger,
  env: parseApiEnv({
    NODE_ENV: "test",
    // The tests sign their travellers' tokens, and (through the sandbox secret derived from it) their
    // webhooks, with TEST_JWT_SECRET (apps/api/src/testing/test-api.ts, which imports vitest: not here).
    JWT_SECRET: "test-secret-for-the-api-tests-only-0123456789",
    PAYMENT_PROVIDER: "sandbox",
    // The sandbox's webhooks are delivered by the worker: soon, as in the demo.
    JOB_POLL_INTERVAL_MS: "500",
    SMS_PROVIDER: "console",
    LOG_LEVEL: "warn",
    ...LOAD_TEST_LIMITS,
  }),
});

let isShuttingDown = () => false;
const app = express();
app.use(healthRoutes({ ping: database.ping, isShuttingDown: () => isShuttingDown() }));
app.use(api.yoga.graphqlEndpoint, api.yoga);
app.post(api.payments.webhookPath, api.payments.webhookListener);
const server = app.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(`listening ${typeof address === "object" && address ? address.port : 0}`);
});
api.payments.worker.start();
const shutdown = createShutdown({
  server,
  // No load balancer in front: nothing to drain for.
  drainMs: Number(process.env.SHUTDOWN_DRAIN_MS ?? 0),
  graceMs: Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000),
  stopWork: () => api.payments.worker.stop(),
  release: () => database.close(),
  onStopped: () => process.exit(0),
  log: (message) => console.log(message),
});
isShuttingDown = shutdown.isShuttingDown;
process.on("SIGTERM", () => shutdown.shutdown("SIGTERM"));
