// `npm test`: every test of the repository, then one plain summary line for CI, which reads
// neither Vitest's nor Playwright's output: "N passed, N failed" (", N skipped" when any).
//   0. Prerequisites it cannot provide itself: a browser (e2e/browser.ts finds or unpacks one) and, with
//      DATABASE_URL set, that PostgreSQL server. One missing stops the run with one sentence saying what
//      and how to get it, instead of dozens of failures. Java is optional: without it the Nu Html
//      Checker is skipped (html-validate still checks the pages), and this says so.
//   1. Vitest: domain, db, api and web unit and integration tests.
//   2. The production build of the site.
//   3. Playwright: end-to-end tests of that build in Chromium.
// With DATABASE_URL set, database tests and the end-to-end server run on that PostgreSQL server
// (each on fresh databases of their own); without it, on the embedded PGlite.
// TEST_SUITES=vitest runs step 1 alone (CI's PostgreSQL stage: the database's tests on the server, the
// browser's once, on PGlite); the default, "vitest,e2e", runs everything. VITEST_PROJECTS (comma-
// separated names from vitest.config.ts) narrows step 1 to those projects: CI runs only the ones with
// a database again on PostgreSQL.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { browserVersion, findBrowser } from "../e2e/browser.ts";
import { vnuSkipReason } from "./validate-html.ts";

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

const root = new URL("..", import.meta.url).pathname;

const suites = new Set((process.env.TEST_SUITES ?? "vitest,e2e").split(",").map((name) => name.trim()));
const unknownSuite = [...suites].find((name) => name !== "vitest" && name !== "e2e");
if (unknownSuite) {
  console.error(`TEST_SUITES names "${unknownSuite}": it takes vitest, e2e or both, comma-separated.`);
  console.log("\n0 passed, 1 failed");
  process.exit(1);
}

// 0. Prerequisites
const missing = await missingPrerequisite();
if (missing) {
  console.error(`\n${missing}`);
  console.log("\n0 passed, 1 failed");
  process.exit(1);
}
if (suites.has("e2e")) console.log(vnuSkipReason() ?? "HTML is checked by html-validate and the Nu Html Checker.");

const reports = mkdtempSync(join(tmpdir(), "parvat-test-reports-"));
const totals: Counts = { passed: 0, failed: 0, skipped: 0 };

function run(command: string, args: string[], env: Record<string, string> = {}, cwd = root): number {
  console.log(`\n$ ${[command, ...args].join(" ")}`);
  const result = spawnSync(command, args, { cwd, stdio: "inherit", env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : null;
}

function add(counts: Counts) {
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
}

// 1. Vitest
if (suites.has("vitest")) await runVitest();
// 2 and 3. Build, then Playwright
if (suites.has("e2e")) await runEndToEnd();

rmSync(reports, { recursive: true, force: true });
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);
process.exit(totals.failed === 0 ? 0 : 1);

async function runVitest() {
  const vitestReport = join(reports, "vitest.json");
  const projects = (process.env.VITEST_PROJECTS ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean)
    .flatMap((name) => ["--project", name]);
  const vitestStatus = run("vitest", [
    "run",
    ...projects,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${vitestReport}`,
  ]);
  const vitest = readJson<{
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  }>(vitestReport);
  if (vitest) {
    add({
      passed: vitest.numPassedTests,
      failed: vitest.numFailedTests,
      skipped: vitest.numPendingTests + vitest.numTodoTests,
    });
    // A suite that failed to load reports no failed test: count it as one.
    if (vitestStatus !== 0 && vitest.numFailedTests === 0) totals.failed += 1;
  } else {
    totals.failed += 1;
  }
}

async function runEndToEnd() {
  const buildStatus = run("npm", ["run", "build"]);
  if (buildStatus !== 0) {
    totals.failed += 1;
  } else {
    const e2eEnv: Record<string, string> = { E2E_JSON_REPORT: join(reports, "playwright.json") };
    let e2eDatabase: string | undefined;
    if (process.env.DATABASE_URL) {
      e2eDatabase = `parvat_e2e_${process.pid}`;
      await withAdmin((client) => client.query(`create database ${e2eDatabase}`));
      const url = new URL(process.env.DATABASE_URL);
      url.pathname = `/${e2eDatabase}`;
      e2eEnv.E2E_DATABASE_URL = url.toString();
    }
    const e2eData = mkdtempSync(join(tmpdir(), "parvat-e2e-data-"));
    e2eEnv.E2E_DATA_DIR = e2eData;
    const e2eStatus = run("playwright", ["test"], e2eEnv, join(root, "e2e"));
    const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(
      e2eEnv.E2E_JSON_REPORT!,
    );
    if (report) {
      add({
        passed: report.stats.expected + report.stats.flaky,
        failed: report.stats.unexpected,
        skipped: report.stats.skipped,
      });
      if (e2eStatus !== 0 && report.stats.unexpected === 0) totals.failed += 1;
    } else {
      totals.failed += 1;
    }
    rmSync(e2eData, { recursive: true, force: true });
    if (e2eDatabase) await withAdmin((client) => client.query(`drop database if exists ${e2eDatabase} with (force)`));
  }
}

/** The one sentence that says what is missing and how to get it, or null when nothing is. */
async function missingPrerequisite(): Promise<string | null> {
  // The web app's component tests need no browser: only the end-to-end suite does.
  if (suites.has("e2e")) {
    try {
      const browser = findBrowser();
      console.log(`Browser: ${browserVersion(browser)} (${browser.source}: ${browser.executablePath})`);
    } catch (error) {
      return (error as Error).message;
    }
  }
  if (process.env.DATABASE_URL) {
    try {
      await withAdmin((client) => client.query("select 1"));
    } catch (error) {
      const url = new URL(process.env.DATABASE_URL);
      if (url.password) url.password = "***";
      return `DATABASE_URL (${url}) cannot be reached (${(error as Error).message}): start that PostgreSQL server, or unset DATABASE_URL to test on the embedded PGlite.`;
    }
  }
  return null;
}

async function withAdmin(work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
