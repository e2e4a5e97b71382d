// Lighthouse (mobile, simulated 4G) on pages of the production build, with a fresh database and the
// demo content. Each page is loaded once to warm the image cache, then audited three times; the
// median run is reported with the JavaScript it transferred. The browser is the one the end-to-end
// tests use (e2e/browser.ts: CHROME_PATH, else the system's Chromium, else the npm-shipped one).
//
//   npm run lighthouse -- / /kashmir /tours/kedarkantha-trek
//   npm run lighthouse -- --assert /tours/kedarkantha-trek   # exit 1 below the targets of DESIGN.md
//   npm run lighthouse -- --no-build /                          # reuse the current build
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, findBrowser } from "../e2e/browser.ts";

const TARGETS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 } as const;
const RUNS = 3;

const args = process.argv.slice(2);
const assert = args.includes("--assert");
const build = !args.includes("--no-build");
const paths = args.filter((arg) => arg.startsWith("/"));
if (paths.length === 0) paths.push("/");

const root = new URL("..", import.meta.url).pathname;
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4310);
const origin = `http://127.0.0.1:${port}`;
// Before anything starts: without a browser there is nothing to audit with.
const browser = findBrowser();

function run(command: string, commandArgs: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd: root, stdio: "inherit" });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`))));
  });
}

if (build) await run("npm", ["run", "build"]);

const dataDir = mkdtempSync(join(tmpdir(), "parvat-lighthouse-"));
const server = spawn("node", ["apps/web/server.ts"], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    PUBLIC_ORIGIN: origin,
    DATA_DIR: dataDir,
    SEED_DEMO_CONTENT: "true",
    LOG_LEVEL: "warn",
    // Production refuses to start without these; an audit needs no real SMS.
  },
});

const chrome = await launch({
  chromePath: browser.executablePath,
  chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
  envVars: browser.env,
});

let failed = false;
try {
  await waitForReady();
  for (const path of paths) {
    const url = origin + path;
    await audit(url); // warm-up: renders and caches the image variants this page uses
    const runs = [];
    for (let index = 0; index < RUNS; index += 1) runs.push(await audit(url));
    const median = runs.sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(RUNS / 2)]!;
    const line = Object.entries(median.scores)
      .map(([category, score]) => `${category} ${score}`)
      .join(", ");
    console.log(`\n${path}\n  ${line}`);
    console.log(
      `  LCP ${median.metrics.lcp} ms, TBT ${median.metrics.tbt} ms, CLS ${median.metrics.cls}, JavaScript ${median.scriptKb} KB transferred (gzip), performance runs ${runs.map((r) => r.scores.performance).join("/")}`,
    );
    for (const [category, target] of Object.entries(TARGETS)) {
      if (median.scores[category as keyof typeof TARGETS] < target) {
        failed = true;
        console.log(`  below target: ${category} < ${target}`);
      }
    }
  }
} finally {
  chrome.kill();
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(assert && failed ? 1 : 0);

async function waitForReady(): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not become ready within a minute");
}

async function audit(url: string) {
  const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: keyof typeof TARGETS) => Math.round((categories[id]?.score ?? 0) * 100);
  const requests = (
    audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] }
  )?.items;
  const scriptBytes = (requests ?? [])
    .filter((request) => request.resourceType === "Script")
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return {
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
    },
    metrics: {
      lcp: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
      tbt: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
      cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
    },
    scriptKb: Math.round(scriptBytes / 1024),
  };
}
