// Our API against PostGraphile 5 on the same database: the trek page's query, runs alternated.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:compare
//   DATABASE_URL=... npm run bench:compare -- --duration 15 --rounds 3 --slug kedarkantha-trek
//
// DATABASE_URL names a server where the script may create databases. It creates a throwaway
// database; our API (bench/serve-api.ts) migrates it and loads the demo content; the script installs
// the computed columns PostGraphile needs (bench/postgraphile/functions.sql) and starts PostGraphile
// (bench/postgraphile/server.ts: Amber and simplify-inflection presets, graphql 16, its own
// node_modules: run `npm install` in bench/postgraphile once). Both servers run in child processes
// with production settings and a pool of 10 connections. The script sends each its equivalent
// document (bench/trek-documents.ts), refuses to measure unless both answers carry the same data, then
// runs autocannon at 32 connections and at 1, `--rounds` times each, alternating which server goes
// first, and prints the median of the rounds: requests per second, p50 and p99 latency, our/their ratio.
// Every request of the table is a POST, which our API never answers from its answer cache: the
// figures are the work itself. A last line measures the production path: the same query sent with
// GET, which the answer cache serves (http/answer-cache.ts).
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { businessToday } from "@parvat/domain/business-dates";
import {
  admin,
  adminDatabaseUrl,
  type Measure,
  measure,
  medianOf,
  productionEnv,
  startServer,
  stopServer,
  withThrowawayDatabase,
} from "./bench-kit.ts";
import { firstDifference, fromPostGraphile, OUR_TREK_QUERY, POSTGRAPHILE_TREK_QUERY } from "./trek-documents.ts";

const { values: options } = parseArgs({
  options: {
    duration: { type: "string", default: "15" },
    rounds: { type: "string", default: "3" },
    slug: { type: "string", default: "kedarkantha-trek" },
  },
});

const postgraphileFolder = fileURLToPath(new URL("./postgraphile/", import.meta.url));
if (!existsSync(`${postgraphileFolder}node_modules/postgraphile`)) {
  console.error("PostGraphile is not installed: run `npm install --no-audit --no-fund` in bench/postgraphile first.");
  process.exit(2);
}

const ourPort = Number(process.env.BENCH_PORT ?? 4399);
const theirPort = ourPort + 1;
const variables = { slug: options.slug, today: businessToday() };
const headers = { "content-type": "application/json", accept: "application/json" };
const servers = {
  ours: {
    label: "our API",
    url: `http://127.0.0.1:${ourPort}/api/graphql`,
    body: JSON.stringify({ query: OUR_TREK_QUERY, operationName: "TrekPage", variables }),
  },
  theirs: {
    label: "PostGraphile 5",
    url: `http://127.0.0.1:${theirPort}/graphql`,
    body: JSON.stringify({ query: POSTGRAPHILE_TREK_QUERY, operationName: "TrekPage", variables }),
  },
};
type Side = keyof typeof servers;

async function answer(side: Side): Promise<{ data: unknown; bytes: number }> {
  const response = await fetch(servers[side].url, { method: "POST", headers, body: servers[side].body });
  const text = await response.text();
  const json = JSON.parse(text) as { data?: { treks?: unknown[]; treksList?: unknown[] }; errors?: unknown };
  if (json.errors || !(json.data?.treks ?? json.data?.treksList)?.length)
    throw new Error(`${servers[side].label} did not answer the trek: ${text.slice(0, 500)}`);
  return { data: json.data, bytes: Buffer.byteLength(text) };
}

const format = (run: Measure) =>
  `${Math.round(run.requestsPerSecond)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms`.padEnd(38);

await withThrowawayDatabase(adminDatabaseUrl(), async (databaseUrl) => {
  const env = { ...productionEnv, DATABASE_URL: databaseUrl };
  const started = performance.now();
  const ours = await startServer(fileURLToPath(new URL("./serve-api.ts", import.meta.url)), [], {
    ...env,
    BENCH_PORT: String(ourPort),
  });
  let theirs: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    await admin(databaseUrl, (client) => client.query(readFileSync(`${postgraphileFolder}functions.sql`, "utf8")));
    theirs = await startServer(`${postgraphileFolder}server.ts`, [], {
      ...env,
      GRAPHILE_ENV: "production",
      BENCH_PORT: String(theirPort),
    });
    console.log(
      `Database with the demo content and both servers ready in ${Math.round(performance.now() - started)} ms`,
    );

    const [ourAnswer, theirAnswer] = [await answer("ours"), await answer("theirs")];
    const difference = firstDifference(ourAnswer.data, fromPostGraphile(theirAnswer.data));
    if (difference) throw new Error(`The two answers differ at ${difference}`);
    console.log(
      `${options.slug}: the same data from both (ours ${Math.round(ourAnswer.bytes / 1024)} KB, PostGraphile's ${Math.round(theirAnswer.bytes / 1024)} KB)`,
    );

    const duration = Number(options.duration);
    const rounds = Number(options.rounds);
    const load = (side: Side, connections: number, seconds = duration) =>
      measure({
        url: servers[side].url,
        method: "POST",
        headers,
        body: servers[side].body,
        connections,
        duration: seconds,
      });
    // Warm both (JIT, plan caches, pools) before anything counts.
    for (const side of ["ours", "theirs"] as const) await load(side, 8, 3);

    const results = new Map<string, Measure>();
    for (const connections of [32, 1]) {
      const runs: Record<Side, Measure[]> = { ours: [], theirs: [] };
      for (let round = 0; round < rounds; round += 1) {
        const order: Side[] = round % 2 === 0 ? ["ours", "theirs"] : ["theirs", "ours"];
        for (const side of order) {
          const run = await load(side, connections);
          runs[side].push(run);
          console.log(`  round ${round + 1}, ${connections} connections, ${servers[side].label}: ${format(run)}`);
        }
      }
      for (const side of ["ours", "theirs"] as const) results.set(`${side}:${connections}`, medianOf(runs[side]));
    }

    const cell = (side: Side, connections: number) => format(results.get(`${side}:${connections}`)!);
    const ratio = (connections: number) =>
      (
        results.get(`ours:${connections}`)!.requestsPerSecond / results.get(`theirs:${connections}`)!.requestsPerSecond
      ).toFixed(2);
    console.log(
      [
        "",
        `Median of ${rounds} alternated rounds of ${duration} s each, trek page query for ${options.slug}:`,
        "",
        `| | 32 connections | 1 connection |`,
        `|---|---|---|`,
        ...(["ours", "theirs"] as const).map(
          (side) => `| ${servers[side].label} | ${cell(side, 32)} | ${cell(side, 1)} |`,
        ),
        "",
      ].join("\n"),
    );
    // The same query as browsers and page loaders send it: GET, answered from the answer cache
    // (ANSWER_CACHE_TTL_MS, on in production) for all but the first request of each few seconds.
    const cachedUrl = new URL(servers.ours.url);
    cachedUrl.searchParams.set("query", OUR_TREK_QUERY);
    cachedUrl.searchParams.set("operationName", "TrekPage");
    cachedUrl.searchParams.set("variables", JSON.stringify(variables));
    const cached = await measure({ url: cachedUrl.toString(), headers, connections: 32, duration });
    results.set("ours:cached", cached);
    console.log(
      `our API with its production settings (GET, answer cache on): ${format(cached).trim()} at 32 connections`,
    );
    const failures = [...results.values()].reduce((sum, run) => sum + run.failures, 0);
    if (failures > 0) {
      console.log(`${failures} requests failed (non-2xx, errors or timeouts): the figures are not a result.`);
      process.exitCode = 1;
    }
    console.log(`our/PostGraphile req/s: ${ratio(32)} at 32 connections, ${ratio(1)} at 1 connection`);
  } finally {
    await stopServer(theirs);
    await stopServer(ours);
  }
});
