// Load test of the trek page's GraphQL query over HTTP, on PostgreSQL with the demo content.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench
//   DATABASE_URL=... npm run bench -- --duration 30 --connections 20 --slug spiti-valley-road-trip
//
// DATABASE_URL names a server where the script may create databases. It creates a throwaway
// database, migrates it and loads the demo content, starts the API alone (graphql-yoga on node:http,
// production settings, in a child process so the load generator does not share its event loop),
// sends the very document the trek page sends (POST /api/graphql) with autocannon, prints requests
// per second and latency percentiles, and drops the database.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { admin } from "./bench-kit.ts";

const { values: options } = parseArgs({
  options: {
    serve: { type: "boolean", default: false },
    duration: { type: "string", default: "20" },
    connections: { type: "string", default: "10" },
    slug: { type: "string", default: "kedarkantha-trek" },
  },
});

const port = Number(process.env.BENCH_PORT ?? 4399);

/** The API alone, on a database that this process migrates and fills with the demo content. */
async function serve(): Promise<void> {
  const { openDatabase } = await import("@parvat/db/client");
  const { demoContent } = await import("@parvat/db/demo/demo-content");
  const { loadDemoContent } = await import("@parvat/db/demo/load-demo-content");
  const { businessToday } = await import("@parvat/domain/business-dates");
  const { createApi } = await import("@parvat/api/api");
  const { createLogger } = await import("@parvat/api/logger");
  const database = await openDatabase({ url: process.env.DATABASE_URL!, poolSize: 10 });
  await database.migrate();
  await loadDemoContent(database.db, { today: businessToday(), ...demoContent });
  const api = createApi({ db: database.db, logger: createLogger({ level: "warn" }) });
  const server = createServer(api.yoga);
  server.listen(port, "127.0.0.1", () => console.log("ready"));
  process.on("SIGTERM", () => server.close(() => void database.close().then(() => process.exit(0))));
}

function startServer(databaseUrl: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), "--serve"], {
      stdio: ["ignore", "pipe", "inherit"],
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
        // A production server on PostgreSQL needs these; the benchmark never logs anyone in.
        JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(32).toString("hex"),
        SMS_PROVIDER: process.env.SMS_PROVIDER ?? "console",
        SANDBOX_PAYMENTS_IN_PRODUCTION: "true",
      },
    });
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("ready")) resolve(child);
    });
    child.on("exit", (code) => reject(new Error(`the API server exited with ${code} before it was ready`)));
  });
}

async function bench(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.error("Set DATABASE_URL to a PostgreSQL server where this script may create a database.");
    process.exit(2);
  }
  // The page's own document (fragments included), as codegen emitted it for the web app.
  const { TrekPageDocument } = await import("../apps/web/app/graphql/generated/graphql.ts");
  const { businessToday } = await import("@parvat/domain/business-dates");
  const name = `parvat_bench_${randomBytes(4).toString("hex")}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await admin(adminUrl, (client) => client.query(`create database ${name}`));
  let server: ChildProcess | undefined;
  try {
    const started = performance.now();
    server = await startServer(url.toString());
    console.log(
      `PostgreSQL database ${name} migrated and filled with the demo content in ${Math.round(performance.now() - started)} ms`,
    );
    const endpoint = `http://127.0.0.1:${port}/api/graphql`;
    const body = JSON.stringify({
      query: TrekPageDocument.toString(),
      operationName: "TrekPage",
      variables: { slug: options.slug, today: businessToday() },
    });
    const headers = { "content-type": "application/json", accept: "application/graphql-response+json" };
    const check = await fetch(endpoint, { method: "POST", headers, body });
    const answer = (await check.json()) as {
      data?: { treks: { events: unknown[]; packages: unknown[] }[] };
      errors?: unknown[];
    };
    const trek = answer.data?.treks[0];
    if (!trek || answer.errors)
      throw new Error(`The query did not answer a trek: ${JSON.stringify(answer).slice(0, 500)}`);
    const bytes = Buffer.byteLength(JSON.stringify(answer));
    console.log(
      `${options.slug}: ${trek.packages.length} packages, ${trek.events.length} departures, ${Math.round(bytes / 1024)} KB per answer`,
    );
    const result = await autocannon({
      url: endpoint,
      method: "POST",
      headers,
      body,
      connections: Number(options.connections),
      duration: Number(options.duration),
    });
    const { requests, latency } = result;
    console.log(
      [
        `${options.connections} connections, ${options.duration} s, ${result["2xx"]} answers (non-2xx: ${result.non2xx}, errors: ${result.errors}, timeouts: ${result.timeouts})`,
        `requests per second: mean ${requests.average}, median ${requests.p50}, lowest ${requests.min}`,
        `latency ms: p50 ${latency.p50}, p90 ${latency.p90}, p99 ${latency.p99}, p99.9 ${latency.p99_9}, max ${latency.max}`,
      ].join("\n"),
    );
    if (result.non2xx > 0 || result.errors > 0) process.exitCode = 1;
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    await admin(adminUrl, (client) => client.query(`drop database if exists ${name}`));
  }
}

if (options.serve) await serve();
else await bench();
