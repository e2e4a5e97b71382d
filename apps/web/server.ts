// Starts the site: configuration, database (migrated, demo content on first start), the API and
// the web app on one port; stops gracefully on SIGTERM so no request is cut off mid-way.
import { createApi } from "@parvat/api/api";
import { loadApiEnv } from "@parvat/api/env";
import { createLogger } from "@parvat/api/logger";
import { openDatabase } from "@parvat/db/client";
import { demoContent } from "@parvat/db/demo/demo-content";
import { loadDemoContent } from "@parvat/db/demo/load-demo-content";
import { findMediaSource } from "@parvat/db/media-source";
import { businessToday } from "@parvat/domain/business-dates";
import { createMediaRenderer } from "@parvat/media/render";
import { apiEnvironment, loadEnv } from "./server/env.ts";
import { createShutdown } from "./server/graceful-shutdown.ts";
import { createWebApp } from "./server/web-app.ts";

const env = loadEnv();
const logger = createLogger({ level: env.LOG_LEVEL, pretty: !env.isProduction });

const database = await openDatabase(
  env.DATABASE_URL
    ? {
        url: env.DATABASE_URL,
        poolSize: env.DATABASE_POOL_SIZE,
        preparedStatements: env.DATABASE_PREPARED_STATEMENTS,
        onPoolError: (error) => logger.warn({ err: error }, "database connection lost; reconnecting on next query"),
      }
    : { dataDir: env.pgliteDir },
);
await database.migrate();
if (env.SEED_DEMO_CONTENT) {
  const started = performance.now();
  const { loaded } = await loadDemoContent(database.db, {
    today: businessToday(env.BUSINESS_TIME_ZONE),
    ...demoContent,
  });
  if (loaded) logger.info({ durationMs: Math.round(performance.now() - started) }, "demo content loaded");
}

const api = createApi({ db: database.db, logger, env: loadApiEnv(apiEnvironment(env)) });
let isShuttingDown = () => false;
const app = await createWebApp({
  env,
  logger,
  api,
  media: createMediaRenderer({
    loadSource: (picture) => findMediaSource(database.db, picture),
    cacheDir: env.mediaCacheDir,
  }),
  ping: database.ping,
  isShuttingDown: () => isShuttingDown(),
});

const server = app.listen(env.PORT, env.HOST, () => {
  logger.info(`Parvat Journeys is ready at http://${env.HOST}:${env.PORT} (${database.kind})`);
});
// Unpaid seat holds go back on sale every HOLD_SWEEP_INTERVAL_MS, whether or not requests arrive.
api.holdSweeper.start();
// The jobs table (webhook events, refunds, emails): every copy runs a worker; they share it safely.
api.payments.worker.start();

const shutdown = createShutdown({
  server,
  graceMs: env.SHUTDOWN_GRACE_MS,
  release: async () => {
    await api.holdSweeper.stop();
    await api.payments.worker.stop();
    await database.close();
  },
  onStopped: () => {
    logger.info("stopped");
    process.exit(0);
  },
  log: (message) => logger.info(message),
});
isShuttingDown = shutdown.isShuttingDown;
process.on("SIGTERM", () => shutdown.shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown.shutdown("SIGINT"));
