// The server's own pieces, exercised over real HTTP on an ephemeral port.
import { mkdtempSync, rmSync, statSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseApiEnv } from "@parvat/api/env";
import { createLogger } from "@parvat/api/logger";
import { createMetrics } from "@parvat/api/metrics";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiEnvironment, loadEnv } from "./env.ts";
import { healthRoutes } from "./health-routes.ts";
import { startMetricsListener } from "./metrics-listener.ts";
import { requestLogging } from "./request-logging.ts";
import { securityHeaders } from "./security-headers.ts";

let server: Server | undefined;
afterEach(() => server?.close());

async function serve(app: express.Express): Promise<string> {
  return new Promise((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server!.address() as AddressInfo).port}`));
  });
}

describe("security headers", () => {
  it("send a strict policy with a fresh nonce on every response", async () => {
    const app = express();
    app.use(securityHeaders({ enforceCsp: true, https: true }));
    app.get("/", (_request, response) => response.send(response.locals.nonce));
    const url = await serve(app);

    const [first, second] = await Promise.all([fetch(url), fetch(url)]);
    const policy = first.headers.get("content-security-policy")!;
    const nonce = await first.text();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(policy).toContain(`script-src 'nonce-${nonce}' 'strict-dynamic'`);
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "upgrade-insecure-requests",
    ]) {
      expect(policy).toContain(directive);
    }
    expect(policy).not.toContain("unsafe-eval");
    expect(await second.text()).not.toBe(nonce);
    expect(first.headers.get("strict-transport-security")).toMatch(/max-age=\d{8}/);
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("only report in development, where Vite injects scripts of its own", async () => {
    const app = express();
    app.use(securityHeaders({ enforceCsp: false, https: false }));
    app.get("/", (_request, response) => response.end());
    const response = await fetch(await serve(app));
    expect(response.headers.get("content-security-policy")).toBeNull();
    expect(response.headers.get("content-security-policy-report-only")).not.toContain("upgrade-insecure-requests");
  });
});

describe("health checks", () => {
  async function check(ping: () => Promise<void>, shuttingDown = false, waiting = 0) {
    const app = express();
    const poolStats = () => ({ total: 10, idle: waiting > 0 ? 0 : 10, waiting });
    app.use(healthRoutes({ ping, poolStats, isShuttingDown: () => shuttingDown }));
    const url = await serve(app);
    const [health, ready] = await Promise.all([fetch(`${url}/healthz`), fetch(`${url}/readyz`)]);
    return { health: health.status, ready: ready.status, body: await ready.json() };
  }

  it("are ready when the database answers", async () => {
    expect(await check(async () => {})).toEqual({
      health: 200,
      ready: 200,
      body: { status: "ready", database: "ok", pool: "ok" },
    });
  });

  it("are ready, and say the pool is busy, when every connection is taken and requests wait", async () => {
    expect(await check(async () => {}, false, 12)).toEqual({
      health: 200,
      ready: 200,
      body: { status: "ready", database: "ok", pool: "busy" },
    });
  });

  it("are alive but not ready when the database does not answer", async () => {
    const result = await check(() => Promise.reject(new Error("connection refused")));
    expect(result).toEqual({ health: 200, ready: 503, body: { status: "unavailable", database: "unreachable" } });
  });

  it("stop being ready while shutting down", async () => {
    expect((await check(async () => {}, true)).ready).toBe(503);
  });
});

describe("configuration", () => {
  it("uses PGlite with demo content by default, and PostgreSQL without it when a URL is given", () => {
    const embedded = loadEnv({});
    expect(embedded).toMatchObject({ PORT: 3000, HOST: "127.0.0.1", SEED_DEMO_CONTENT: true });
    expect(embedded.pgliteDir).toMatch(/\/data\/pglite$/);
    const server = loadEnv({ DATABASE_URL: "postgres://u@db/app", PORT: "8080" });
    expect(server).toMatchObject({ PORT: 8080, SEED_DEMO_CONTENT: false, PUBLIC_ORIGIN: "http://localhost:8080" });
    expect(loadEnv({ DATABASE_URL: "postgres://u@db/app", SEED_DEMO_CONTENT: "true" }).SEED_DEMO_CONTENT).toBe(true);
  });

  it("migrates at start on PGlite only, drains for 5 s, and keeps idle connections longer than a load balancer", () => {
    expect(loadEnv({})).toMatchObject({
      MIGRATE_ON_START: true,
      SHUTDOWN_DRAIN_MS: 5_000,
      KEEP_ALIVE_TIMEOUT_MS: 65_000,
      DATABASE_CONNECTION_TIMEOUT_MS: 5_000,
      DATABASE_STATEMENT_TIMEOUT_MS: 30_000,
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: 60_000,
    });
    expect(loadEnv({}).METRICS_PORT).toBeUndefined();
    expect(loadEnv({ DATABASE_URL: "postgres://u@db/app" }).MIGRATE_ON_START).toBe(false);
    expect(loadEnv({ DATABASE_URL: "postgres://u@db/app", MIGRATE_ON_START: "true" }).MIGRATE_ON_START).toBe(true);
    expect(loadEnv({ METRICS_PORT: "9464", HOST: "0.0.0.0" })).toMatchObject({
      METRICS_PORT: 9464,
      METRICS_HOST: "0.0.0.0",
    });
    expect(loadEnv({ DATA_DIR: "/srv/parvat" }).sharedAssetsDir).toBe("/srv/parvat/assets");
  });

  it("refuses to serve metrics on the public port", () => {
    const exit = vi.spyOn(process, "exit").mockImplementation((() => {
      throw new Error("exit");
    }) as never);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => loadEnv({ PORT: "3000", METRICS_PORT: "3000" })).toThrow("exit");
    expect(error.mock.calls[0]![0]).toContain("METRICS_PORT: is the public PORT");
    exit.mockRestore();
    error.mockRestore();
  });

  it("stops with a message naming each bad variable", () => {
    const exit = vi.spyOn(process, "exit").mockImplementation((() => {
      throw new Error("exit");
    }) as never);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => loadEnv({ PORT: "eighty", BUSINESS_TIME_ZONE: "Mars/Olympus", DATABASE_URL: "mysql://x" })).toThrow(
      "exit",
    );
    const message = error.mock.calls[0]![0] as string;
    expect(message).toContain("PORT");
    expect(message).toContain("BUSINESS_TIME_ZONE: must be an IANA time zone");
    expect(message).toContain("DATABASE_URL: must be a postgres");
    exit.mockRestore();
    error.mockRestore();
  });
});

describe("the API's settings", () => {
  it("let the embedded database start in production with a random secret of its own, kept across restarts", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "parvat-env-"));
    try {
      const env = loadEnv({ NODE_ENV: "production", DATA_DIR: dataDir });
      const first = parseApiEnv(apiEnvironment(env, { NODE_ENV: "production" }));
      // Codes go to a file of the operator's beside the database, never to the production log.
      expect(first.SMS_PROVIDER).toBe("outbox-file");
      expect(first.SMS_OUTBOX_FILE).toBe(`${dataDir}/sms-outbox.log`);
      expect(first.JWT_SECRET).toMatch(/^[\w-]{64}$/);
      expect(statSync(join(dataDir, "jwt-secret")).mode & 0o777).toBe(0o600);
      // The personal data key beside it, the same way (docs/api.md, "Personal data").
      expect(first.PERSONAL_DATA_KEY.current.id).toBe("k1");
      expect(statSync(join(dataDir, "personal-data-key")).mode & 0o777).toBe(0o600);
      expect(parseApiEnv(apiEnvironment(env, { NODE_ENV: "production" })).PERSONAL_DATA_KEY.current.key).toEqual(
        first.PERSONAL_DATA_KEY.current.key,
      );
      expect(parseApiEnv(apiEnvironment(env, { NODE_ENV: "production" })).JWT_SECRET).toBe(first.JWT_SECRET);
      const other = loadEnv({ NODE_ENV: "production", DATA_DIR: mkdtempSync(join(tmpdir(), "parvat-env-")) });
      expect(parseApiEnv(apiEnvironment(other, { NODE_ENV: "production" })).JWT_SECRET).not.toBe(first.JWT_SECRET);
      const given = "a-secret-given-by-the-operator-0123456789";
      expect(parseApiEnv(apiEnvironment(env, { NODE_ENV: "production", JWT_SECRET: given })).JWT_SECRET).toBe(given);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("print codes to the log in development on the embedded database", () => {
    const env = loadEnv({ NODE_ENV: "development", DATA_DIR: mkdtempSync(join(tmpdir(), "parvat-env-")) });
    expect(parseApiEnv(apiEnvironment(env, { NODE_ENV: "development" })).SMS_PROVIDER).toBe("console");
  });

  it("still require a secret and an SMS provider in production on PostgreSQL", () => {
    const env = loadEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://u@db/app" });
    expect(() => parseApiEnv(apiEnvironment(env, { NODE_ENV: "production" }))).toThrow(
      /JWT_SECRET[\s\S]*PERSONAL_DATA_KEY[\s\S]*SMS_PROVIDER/,
    );
  });
});

describe("metrics and the request log", () => {
  it("serve Prometheus text on the metrics listener alone, and count each request by kind, operation and status", async () => {
    const metrics = createMetrics();
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger({ destination: { write: (line: string) => void lines.push(JSON.parse(line)) } });
    const app = express();
    app.use(requestLogging(logger, { version: "release-42", metrics }));
    // What the API's operation metrics do for a GraphQL request (apps/api/src/http/operation-metrics.ts).
    app.post("/api/graphql", (_request, response) => {
      response.locals.graphqlOperation = "TrekPage";
      response.json({ data: {} });
    });
    app.get("/tours/:slug", (_request, response) => response.send("<h1>Trek</h1>"));
    const site = await serve(app);
    await fetch(`${site}/api/graphql`, { method: "POST" });
    await fetch(`${site}/tours/kedarkantha-trek`);

    expect(lines.map(({ path, operation, version, status }) => ({ path, operation, version, status }))).toEqual([
      { path: "/api/graphql", operation: "TrekPage", version: "release-42", status: 200 },
      { path: "/tours/kedarkantha-trek", operation: undefined, version: "release-42", status: 200 },
    ]);

    const listener = await startMetricsListener({ metrics, host: "127.0.0.1", port: 0, onError: () => {} });
    try {
      const at = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
      const scraped = await fetch(`${at}/metrics`);
      expect(scraped.headers.get("content-type")).toContain("text/plain");
      const text = await scraped.text();
      expect(text).toContain(
        'parvat_http_request_duration_seconds_count{route="api",operation="TrekPage",status_class="2xx"} 1',
      );
      expect(text).toContain(
        'parvat_http_request_duration_seconds_count{route="page",operation="",status_class="2xx"} 1',
      );
      expect((await fetch(`${at}/`)).status).toBe(404);
      // The public site has no such path.
      expect((await fetch(`${site}/metrics`)).status).toBe(404);
    } finally {
      listener.close();
    }
  });

  it("never log the secret of MSG91's report address or an SMS short link's token", async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger({ destination: { write: (line: string) => void lines.push(JSON.parse(line)) } });
    const app = express();
    app.use(requestLogging(logger));
    app.post("/api/messages/webhooks/msg91/:secret", (_request, response) => response.json({ ok: true }));
    app.get("/m/:token", (_request, response) => response.redirect("/"));
    const site = await serve(app);
    await fetch(`${site}/api/messages/webhooks/msg91/the-report-secret-0123456789`, { method: "POST" });
    await fetch(`${site}/m/1aBcDeFgHiJk`, { redirect: "manual" });
    expect(lines.map(({ path }) => path)).toEqual(["/api/messages/webhooks/msg91/:secret", "/m/:token"]);
    expect(JSON.stringify(lines)).not.toMatch(/the-report-secret|1aBcDeFgHiJk/);
  });

  it("give a series to the first operation names only, so clients cannot grow them without end", () => {
    const metrics = createMetrics();
    for (let index = 0; index < 100; index += 1)
      expect(metrics.operationLabel(`Operation${index}`)).toBe(`Operation${index}`);
    expect(metrics.operationLabel("OneTooMany")).toBe("other");
    expect(metrics.operationLabel("Operation7")).toBe("Operation7");
    expect(metrics.operationLabel(undefined)).toBe("");
  });
});
