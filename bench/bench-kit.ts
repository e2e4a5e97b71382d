// What the HTTP benchmarks share: a throwaway PostgreSQL database, servers in child processes (so
// the load generator never shares their event loop), and one autocannon run reduced to the figures
// the reports print. The scripts (compare.ts, pages.ts, trek-query.ts) say what they measure.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import pg from "pg";

/** The server where benchmarks may create databases, from DATABASE_URL; exits with a hint when unset. */
export function adminDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error("Set DATABASE_URL to a PostgreSQL server where this script may create a database.");
    process.exit(2);
  }
  return url;
}

export async function admin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Creates an empty database beside DATABASE_URL's, runs `use` with its URL, drops it whatever happens. */
export async function withThrowawayDatabase<T>(adminUrl: string, use: (url: string) => Promise<T>): Promise<T> {
  const name = `parvat_bench_${randomBytes(4).toString("hex")}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await admin(adminUrl, (client) => client.query(`create database ${name}`));
  try {
    return await use(url.toString());
  } finally {
    await admin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
  }
}

/** The settings a production server on PostgreSQL insists on; the benchmarks never log in nor pay. */
export const productionEnv = {
  NODE_ENV: "production",
  LOG_LEVEL: "warn",
  JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(32).toString("hex"),
  PERSONAL_DATA_KEY: process.env.PERSONAL_DATA_KEY ?? `k1:${randomBytes(32).toString("base64")}`,
  SMS_PROVIDER: process.env.SMS_PROVIDER ?? "console",
  SANDBOX_PAYMENTS_IN_PRODUCTION: "true",
};

/**
 * Starts `node script ...args` and resolves once it prints `ready` (what it printed before is passed on),
 * or, given `readyUrl`, once that address answers 200.
 */
export function startServer(
  script: string,
  args: string[],
  env: Record<string, string>,
  readyUrl?: string,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, ...env },
    });
    let ready = false;
    child.stdout!.on("data", (chunk: Buffer) => {
      const text = chunk.toString();
      if (!ready && /\bready\b/i.test(text)) {
        ready = true;
        resolve(child);
      } else if (!ready) process.stdout.write(text);
    });
    child.on("exit", (code) => {
      if (!ready) reject(new Error(`${script} exited with ${code} before it was ready`));
    });
    if (readyUrl) {
      const poll = async () => {
        const answered = await fetch(readyUrl).then(
          (response) => response.ok,
          () => false,
        );
        if (answered && !ready) {
          ready = true;
          resolve(child);
        } else if (!ready && child.exitCode === null) setTimeout(poll, 250);
      };
      void poll();
    }
  });
}

export async function stopServer(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

export interface Measure {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx, plus connection errors and timeouts: a run with any is not a result. */
  failures: number;
}

export interface Load {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  duration: number;
}

export async function measure(load: Load): Promise<Measure> {
  const result = await autocannon(load);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** The median of the runs' figures, each taken on its own (alternated runs of one server). */
export function medianOf(runs: Measure[]): Measure {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  return {
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
  };
}
