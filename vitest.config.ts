import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { clusterSkipReason } from "./reliability/cluster-config.ts";

// One Vitest run for every workspace. The React Router Vite plugin is deliberately absent: unit
// tests of web components run in jsdom without the framework's build machinery.
const databaseSetup = "./packages/db/src/testing/global-setup.ts";

export default defineConfig({
  test: {
    // Vitest leaves one core to itself by default: one worker on a two-core machine (CI's and ours),
    // where the database tests then run one file at a time. Most of a file's time is PGlite or
    // PostgreSQL working, not Vitest, so two workers finish the suite in far less time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      // The domain's projects, pure functions, share their workers across files (isolate: false). The
      // web project does not: a component test that moves focus failed once in a shared jsdom.
      { test: { name: "domain", include: ["packages/domain/src/**/*.test.ts"], isolate: false } },
      // Date rules must not depend on the machine's time zone: run them again far west of India.
      {
        test: {
          name: "domain-los-angeles",
          include: ["packages/domain/src/**/*date*.test.ts", "packages/domain/src/trek-pricing.test.ts"],
          env: { TZ: "America/Los_Angeles" },
          isolate: false,
        },
      },
      // Image encodes take seconds when every project runs at once on a small machine.
      { test: { name: "media", include: ["packages/media/src/**/*.test.ts"], testTimeout: 30_000 } },
      {
        test: {
          name: "db",
          include: ["packages/db/src/**/*.test.ts"],
          globalSetup: databaseSetup,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // graphql 17 ships a separate development build; Vite would pick it for our sources while
        // Node loads the production build for graphql-yoga and Pothos: two graphql instances that
        // refuse each other's schema. Resolve it the way Node does ("module-sync": Node's own
        // condition, so the worker's Node, which is given these, resolves every other package as
        // usual; "module" would send prom-client's @opentelemetry/api to a build Node cannot load).
        ssr: { resolve: { conditions: ["module-sync", "node"] } },
        test: {
          name: "api",
          include: ["apps/api/src/**/*.test.ts"],
          globalSetup: databaseSetup,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The reliability suite (reliability/): attacks and faults, and a table of what held. It runs
        // the API as the api project does, hence the same resolution of graphql.
        ssr: { resolve: { conditions: ["module-sync", "node"] } },
        test: {
          name: "reliability",
          include: ["reliability/**/*.test.ts"],
          // Stopping a PostgreSQL server needs one the suite may stop (reliability/database-faults-config.ts);
          // the cluster, a PostgreSQL server and nginx (reliability/cluster-config.ts).
          exclude: [
            ...(process.env.RELIABILITY_PG_CTL ? [] : ["reliability/database-faults.test.ts"]),
            ...(clusterSkipReason() === null ? [] : ["reliability/cluster.test.ts", "reliability/machines.test.ts"]),
          ],
          globalSetup: [databaseSetup, "./reliability/setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: "scripts", include: ["scripts/**/*.test.ts"] } },
      {
        // Some server tests put the page cache in front of a real API (a database, and graphql
        // resolved as for the api project).
        ssr: { resolve: { conditions: ["module-sync", "node"] } },
        test: {
          name: "web-server",
          include: ["apps/web/server/**/*.test.ts", "apps/web/build-tools/**/*.test.ts"],
          globalSetup: databaseSetup,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "web",
          include: ["apps/web/app/**/*.test.{ts,tsx}"],
          environment: "jsdom",
        },
      },
      // The end-to-end tooling (browser choice, HTML rules); Playwright runs e2e/tests itself.
      { test: { name: "e2e-tools", include: ["e2e/*.test.ts"] } },
    ],
  },
});
