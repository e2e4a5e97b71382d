// Starts one copy of the site: configuration, database (migrated when MIGRATE_ON_START says so, demo
// content on first start when asked), the API and the web app on one port, metrics on a port of
// their own when METRICS_PORT is set; on SIGTERM it drains, then stops without cutting off a request
// (server/graceful-shutdown.ts). Several copies run side by side on one PostgreSQL (README, "Scaling out").
import { existsSync } from "node:fs";
import { createApi } from "@parvat/api/api";
import { loadApiEnv } from "@parvat/api/env";
import { sharedCacheGeneration } from "@parvat/api/http/cache-generation";
import { createLogger } from "@parvat/api/logger";
import { collectProcessMetrics, createMetrics } from "@parvat/api/metrics";
import { importFitnessProofsFromDisk } from "@parvat/api/trail/fitness-uploads";
import { serveBackups } from "@parvat/db/backup";
import { MigrationLockTimeout, openDatabase } from "@parvat/db/client";
import { demoContent } from "@parvat/db/demo/demo-content";
import { DEMO_OWNER_TOTP_SECRET, DEMO_STAFF_PHONE, demoStaffAccounts } from "@parvat/db/demo/demo-staff";
import { loadDemoContent } from "@parvat/db/demo/load-demo-content";
import { findMediaSource } from "@parvat/db/media-source";
import { businessToday } from "@parvat/domain/business-dates";
import { createMediaRenderer } from "@parvat/media/render";
import { apiEnvironment, loadEnv } from "./server/env.ts";
import { createShutdown } from "./server/graceful-shutdown.ts";
import { startMetricsListener } from "./server/metrics-listener.ts";
import { createTestClock } from "./server/test-clock.ts";
import { createWebApp, loadServerBuild } from "./server/web-app.ts";

const env = loadEnv();
const logger = createLogger({ level: env.LOG_LEVEL, pretty: !env.isProduction });

/** Logs why the copy cannot start, and exits: a process manager shows the line, not a stack. */
function refuseToStart(message: string): never {
  logger.fatal(message);
  process.exit(1);
}

if (env.isProduction && !existsSync(`${env.buildDir}/server/index.js`)) {
  refuseToStart(
    `No production build in ${env.buildDir}: run \`npm run build\` first (\`npm start\` builds, then serves).`,
  );
}
const version = env.APP_VERSION ?? (env.isProduction ? (await loadServerBuild(env.buildDir)).assets.version : "dev");

const database = await openDatabase(
  env.DATABASE_URL
    ? {
        url: env.DATABASE_URL,
        poolSize: env.DATABASE_POOL_SIZE,
        preparedStatements: env.DATABASE_PREPARED_STATEMENTS,
        connectionTimeoutMs: env.DATABASE_CONNECTION_TIMEOUT_MS,
        statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
        idleInTransactionTimeoutMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
        queryTimeoutMs: env.DATABASE_QUERY_TIMEOUT_MS,
        tcpUserTimeoutMs: env.DATABASE_TCP_USER_TIMEOUT_MS,
        copyName: env.DATABASE_COPY_NAME,
        migrationLockTimeoutMs: env.MIGRATION_LOCK_TIMEOUT_MS,
        onPoolError: (error) => logger.warn({ err: error }, "database connection lost; reconnecting on next query"),
      }
    : { dataDir: env.pgliteDir },
);
if (env.MIGRATE_ON_START) {
  try {
    await database.migrate();
  } catch (error) {
    if (error instanceof MigrationLockTimeout) refuseToStart(error.message);
    throw error;
  }
} else {
  // The release step (npm run db:migrate) runs before the new copies start: a copy that finds it has
  // not would fail on the first query of a column it expects.
  const pending = await database.pendingMigrations();
  if (pending > 0) {
    refuseToStart(
      `${pending} migration(s) of this release are not applied: run \`npm run db:migrate\` first (the release step), or set MIGRATE_ON_START=true.`,
    );
  }
}
// The demo's accounts are staff everywhere but a real site (production on PostgreSQL), unless asked for.
const staffAccounts = demoStaffAccounts({
  production: env.isProduction,
  postgres: database.kind === "postgres",
  setting: env.DEMO_STAFF_ACCOUNTS,
});
if (env.SEED_DEMO_CONTENT) {
  const started = performance.now();
  const { loaded } = await loadDemoContent(database.db, {
    today: businessToday(env.BUSINESS_TIME_ZONE),
    ...demoContent,
    staffAccounts,
  });
  if (loaded) {
    logger.info({ durationMs: Math.round(performance.now() - started), staffAccounts }, "demo content loaded");
    if (!staffAccounts) logger.info("demo accounts are travellers, not staff (DEMO_STAFF_ACCOUNTS=true asks for them)");
  }
}

// The embedded database is open in this process only: `npm run backup` asks it for the backup.
const backups = database.kind === "pglite" ? await serveBackups(database, env.DATA_DIR) : undefined;

const metrics = createMetrics();
metrics.sources.poolStats = database.poolStats;
metrics.buildInfo.set({ version }, 1);
// Every copy on this database drops its kept answers and pages when any of them changes what the
// site shows (PostgreSQL LISTEN/NOTIFY; in-process on PGlite).
const cacheGeneration = sharedCacheGeneration({ notifications: database.notifications, logger, metrics });
// TEST_CLOCK (end-to-end tests only): the API runs on a clock the tests move forward.
const testClock = env.TEST_CLOCK ? createTestClock() : undefined;
if (testClock) logger.warn("TEST_CLOCK is on: POST /__test/clock moves this server's time (never on a real site)");
const apiEnv = loadApiEnv(apiEnvironment(env));
const api = createApi({
  db: database.db,
  now: testClock?.now,
  logger,
  env: apiEnv,
  metrics,
  cacheGeneration,
});
// The demo's owner passes the second factor with the authenticator secret printed in the README: only
// where the demo's accounts are staff, never on a real site (docs/decisions/0026-staff-second-factor.md).
if (env.SEED_DEMO_CONTENT && staffAccounts)
  await api.secondFactors.enrolDemoTotp(DEMO_STAFF_PHONE, DEMO_OWNER_TOTP_SECRET);
// Fitness proofs an earlier release kept on this machine's disk go into the database, for every copy.
await importFitnessProofsFromDisk(database.db, apiEnv.UPLOADS_DIR, logger);
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
  poolStats: database.poolStats,
  isShuttingDown: () => isShuttingDown(),
  metrics,
  version,
  testClock,
});

const server = app.listen(env.PORT, env.HOST, () => {
  logger.info({ version }, `Parvat Journeys is ready at http://${env.HOST}:${env.PORT} (${database.kind})`);
});
// Idle keep-alive connections outlive the load balancer's own idle timeout, so that it is always the
// one to close them (a copy closing first races the balancer's next request on it: a 502).
server.keepAliveTimeout = env.KEEP_ALIVE_TIMEOUT_MS;
server.headersTimeout = env.KEEP_ALIVE_TIMEOUT_MS + 1_000;
const metricsServer =
  env.METRICS_PORT === undefined
    ? undefined
    : await startMetricsListener({
        metrics,
        host: env.METRICS_HOST,
        port: env.METRICS_PORT,
        onError: (error) => logger.warn({ err: error }, "metrics could not be collected"),
      }).then((listening) => {
        collectProcessMetrics(metrics);
        logger.info(`metrics at http://${env.METRICS_HOST}:${env.METRICS_PORT}/metrics`);
        return listening;
      });
// The periodic scans (holds that ended, balance reminders, trips that ended, ...), whether or not
// requests arrive: every copy runs them, one copy at a time each (a lease).
api.periodic.start();
// The jobs table (webhook events, refunds, emails): every copy runs a worker; they share it safely.
api.payments.worker.start();

const shutdown = createShutdown({
  server,
  drainMs: env.SHUTDOWN_DRAIN_MS,
  graceMs: env.SHUTDOWN_GRACE_MS,
  // Claims no more jobs, hands back those claimed and not started.
  stopWork: async () => {
    await Promise.all([api.periodic.stop(), api.payments.worker.stop()]);
  },
  release: async () => {
    metricsServer?.close();
    backups?.close();
    await cacheGeneration.close();
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
