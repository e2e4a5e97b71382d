// Server-rendered pages through the real server (apps/web/server.ts, production build) on PostgreSQL:
// the trek, home and destination pages, one after another, at 16 connections.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:pages
//   DATABASE_URL=... npm run bench:pages -- --duration 15 --no-build /tours/kedarkantha-trek /
//
// DATABASE_URL names a server where the script may create databases. The script builds the web app
// into apps/web/build-bench (skip with --no-build once it is there), creates a throwaway database,
// starts the server on it with production settings (it migrates and loads the demo content itself,
// BENCH_PORT, default 4397), warms each page, then measures each with autocannon as a browser asks
// for it (Accept: text/html, gzip) and ends with one line per page:
// `<path>: <req/s> req/s, p99 <ms> ms at 16 connections`.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import {
  adminDatabaseUrl,
  type Measure,
  measure,
  productionEnv,
  startServer,
  stopServer,
  withThrowawayDatabase,
} from "./bench-kit.ts";

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    duration: { type: "string", default: "15" },
    connections: { type: "string", default: "16" },
    "no-build": { type: "boolean", default: false },
  },
});

const paths = positionals.length > 0 ? positionals : ["/tours/kedarkantha-trek", "/", "/kashmir"];
const port = Number(process.env.BENCH_PORT ?? 4397);
const buildDir = "build-bench";
const repository = fileURLToPath(new URL("..", import.meta.url));
const headers = { accept: "text/html", "accept-encoding": "gzip", "user-agent": "Mozilla/5.0 (bench:pages)" };

if (!options["no-build"]) {
  console.log(`Building the web app into apps/web/${buildDir} ...`);
  try {
    execFileSync("npm", ["run", "build", "-w", "@parvat/web"], {
      cwd: repository,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, WEB_BUILD_DIR: buildDir },
    });
  } catch {
    console.error("The web build failed (its errors are above): no pages to measure.");
    process.exit(1);
  }
}

await withThrowawayDatabase(adminDatabaseUrl(), async (databaseUrl) => {
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const server = await startServer(
    fileURLToPath(new URL("../apps/web/server.ts", import.meta.url)),
    [],
    {
      ...productionEnv,
      DATABASE_URL: databaseUrl,
      // A throwaway database: the server migrates it itself rather than as a release step.
      MIGRATE_ON_START: "true",
      SEED_DEMO_CONTENT: "true",
      PORT: String(port),
      WEB_BUILD_DIR: buildDir,
    },
    `${origin}/readyz`,
  );
  try {
    console.log(`Server with the demo content ready in ${Math.round(performance.now() - started)} ms`);
    const results: [string, Measure][] = [];
    for (const path of paths) {
      const page = await fetch(`${origin}${path}`, { headers });
      const html = await page.text();
      if (page.status !== 200) throw new Error(`${path} answered ${page.status}: ${html.slice(0, 300)}`);
      console.log(`${path}: ${Math.round(Buffer.byteLength(html) / 1024)} KB of HTML`);
      const url = `${origin}${path}`;
      await measure({ url, headers, connections: 4, duration: 3 });
      results.push([
        path,
        await measure({ url, headers, connections: Number(options.connections), duration: Number(options.duration) }),
      ]);
    }
    console.log("");
    for (const [path, run] of results) {
      if (run.failures > 0) process.exitCode = 1;
      console.log(
        `${path}: ${Math.round(run.requestsPerSecond)} req/s, p99 ${run.p99} ms at ${options.connections} connections${run.failures > 0 ? ` (${run.failures} failed requests: not a result)` : ""}`,
      );
    }
  } finally {
    await stopServer(server);
  }
});
