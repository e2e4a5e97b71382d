// Lighthouse (mobile, simulated 4G) on pages of the production build, with a fresh database and the
// demo content. Each page is loaded once to warm the image cache, then audited three times; the
// median of each figure is reported with the JavaScript it transferred, and the machine's
// benchmarkIndex (Lighthouse's own measure of the CPU: a busy or slow machine scores lower). The
// browser is the one the end-to-end tests use (e2e/browser.ts: CHROME_PATH, else the system's
// Chromium, else the npm-shipped one).
//
//   npm run lighthouse -- / /kashmir /tours/kedarkantha-trek
//   npm run lighthouse -- --assert /tours/kedarkantha-trek   # exit 1 below the targets of DESIGN.md
//   npm run lighthouse -- --no-build /                          # reuse the current build
//   npm run lighthouse -- --compare main --runs 5              # this tree against another commit
//
// With --compare <git ref>, that commit is built in a worktree of its own (scripts/served-builds.ts)
// and served on LIGHTHOUSE_PORT + 1; the two builds are audited in turn, run by run, so that both
// meet the same moments of a shared machine, and the report says whether this tree reaches the
// targets of the first-tap work (decision 0024): Total Blocking Time at most half the other build's,
// a higher performance score, no more JavaScript. --assert then fails when one is missed too.
import { parseArgs } from "node:util";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, findBrowser } from "../e2e/browser.ts";
import { atRef, type Build, median, type ServedBuild, serve, thisTree } from "./served-builds.ts";

const TARGETS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 } as const;
type Category = keyof typeof TARGETS;

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    assert: { type: "boolean", default: false },
    "no-build": { type: "boolean", default: false },
    compare: { type: "string" },
    runs: { type: "string", default: "3" },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number of runs, not ${options.runs}`);
const paths = positionals.length > 0 ? positionals : ["/"];
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4310);
// Before anything starts: without a browser there is nothing to audit with.
const browser = findBrowser();

const build = !options["no-build"];
const builds: Build[] = [thisTree({ build })];
if (options.compare) builds.push(atRef(options.compare, { build }));

const served: ServedBuild[] = [];
const chrome = await launch({
  chromePath: browser.executablePath,
  chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
  envVars: browser.env,
});

type Audit = Awaited<ReturnType<typeof audit>>;
let failed = false;
try {
  for (const [index, each] of builds.entries()) served.push(await serve(each, port + index));
  for (const path of paths) {
    const results = new Map<ServedBuild, Audit[]>(served.map((site) => [site, []]));
    // Warm-up: renders and caches the image variants this page uses.
    for (const site of served) await audit(site.origin + path);
    for (let run = 0; run < runs; run += 1) {
      // In turn, and each run the other build first: neither always follows the other's load.
      const order = run % 2 === 0 ? served : [...served].reverse();
      for (const site of order) results.get(site)!.push(await audit(site.origin + path));
    }
    console.log(`\n${path} (${runs} runs each, medians)`);
    const summaries = served.map((site) => summarise(site, results.get(site)!));
    for (const summary of summaries) {
      console.log(`  ${summary.label}: ${summary.line}`);
      console.log(`    ${summary.detail}`);
    }
    const [mine] = summaries;
    for (const [category, target] of Object.entries(TARGETS)) {
      if (mine!.scores[category as Category] < target) {
        failed = true;
        console.log(`  below target: ${category} < ${target}`);
      }
    }
    if (summaries.length === 2) failed = compare(summaries[0]!, summaries[1]!) || failed;
  }
} finally {
  chrome.kill();
  for (const site of served) await site.stop();
}
process.exit(options.assert && failed ? 1 : 0);

function summarise(site: ServedBuild, audits: readonly Audit[]) {
  const pick = (figure: (audit: Audit) => number) => median(audits.map(figure));
  const scores = Object.fromEntries(
    (Object.keys(TARGETS) as Category[]).map((category) => [category, pick((audit) => audit.scores[category])]),
  ) as Record<Category, number>;
  const tbt = pick((audit) => audit.metrics.tbt);
  const origins = Object.keys(audits[0]!.blockingByOrigin) as (keyof Audit["blockingByOrigin"])[];
  const scriptKb = pick((audit) => audit.scriptKb);
  return {
    label: site.label,
    scores,
    tbt,
    scriptKb,
    line: Object.entries(scores)
      .map(([category, score]) => `${category} ${score}`)
      .join(", "),
    detail:
      `LCP ${pick((audit) => audit.metrics.lcp)} ms, TBT ${tbt} ms, CLS ${pick((audit) => audit.metrics.cls)}, ` +
      `JavaScript ${scriptKb.toFixed(1)} KB transferred (gzip); ` +
      `performance runs ${audits.map((audit) => audit.scores.performance).join("/")}, ` +
      `TBT runs ${audits.map((audit) => audit.metrics.tbt).join("/")} ms ` +
      `(by origin, medians: ${origins.map((origin) => `${origin} ${pick((audit) => audit.blockingByOrigin[origin])}`).join(", ")}), ` +
      `benchmarkIndex ${audits.map((audit) => audit.benchmarkIndex).join("/")}`,
  };
}

/** Prints the targets of a comparison and whether this tree meets them; true when one is missed. */
function compare(mine: ReturnType<typeof summarise>, theirs: ReturnType<typeof summarise>): boolean {
  const ratio = theirs.tbt === 0 ? (mine.tbt === 0 ? 0 : Number.POSITIVE_INFINITY) : mine.tbt / theirs.tbt;
  const checks = [
    {
      name: `Total Blocking Time at most half of ${theirs.label}'s`,
      figures: `${mine.tbt} vs ${theirs.tbt} ms, ratio ${ratio.toFixed(2)}`,
      met: mine.tbt <= theirs.tbt / 2,
    },
    {
      name: "performance score higher",
      figures: `${mine.scores.performance} vs ${theirs.scores.performance}`,
      met: mine.scores.performance > theirs.scores.performance,
    },
    {
      name: "JavaScript no more",
      figures: `${mine.scriptKb.toFixed(1)} vs ${theirs.scriptKb.toFixed(1)} KB`,
      // Within the rounding of one request's headers.
      met: mine.scriptKb <= theirs.scriptKb + 0.5,
    },
  ];
  for (const check of checks) console.log(`  ${check.met ? "met    " : "NOT MET"} ${check.name}: ${check.figures}`);
  return checks.some((check) => !check.met);
}

/**
 * One Lighthouse audit of `url`. An audit Lighthouse could not complete (a runtime error, no
 * performance score) is run again, up to three times in all: counted, it would enter the medians as
 * a score of 0 and a Total Blocking Time of 0 ms.
 */
async function audit(url: string) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    const failure = !result
      ? "no result"
      : result.lhr.runtimeError
        ? `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`
        : result.lhr.categories.performance?.score == null
          ? "no performance score"
          : null;
    if (result && !failure) return figures(result.lhr, url);
    if (attempt === 3) throw new Error(`Lighthouse failed three times on ${url}: ${failure}`);
    console.log(`  (Lighthouse failed on ${url}: ${failure}; auditing it again)`);
  }
}

function figures(lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"], url: string) {
  const { categories, audits, environment } = lhr;
  const score = (id: Category) => Math.round((categories[id]?.score ?? 0) * 100);
  const requests = (
    audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] }
  )?.items;
  const scriptBytes = (requests ?? [])
    .filter((request) => request.resourceType === "Script")
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return {
    blockingByOrigin: blockingByOrigin(lhr, new URL(url).origin),
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
    scriptKb: scriptBytes / 1024,
    benchmarkIndex: Math.round(environment.benchmarkIndex),
  };
}

/**
 * Total Blocking Time split by where its long tasks come from (decision 0024): what each task of
 * Lighthouse's simulated load spends over 50 ms between the first paint and Time to Interactive, as
 * the metric counts it. "browser" is a task with no script or URL of the page (committing the
 * navigation, creating the page's JavaScript context); "document" the page's HTML (parsing, inline
 * scripts, style, layout, paint); "scripts" the site's script files (hydration). Read from the
 * long-tasks audit's simulated tasks, the parts add up to about the metric, not to it exactly (the
 * metric blends an optimistic and a pessimistic simulation).
 */
function blockingByOrigin(
  lhr: { audits: Record<string, { numericValue?: number; details?: unknown }> },
  origin: string,
) {
  const from = lhr.audits["first-contentful-paint"]?.numericValue ?? 0;
  const to = lhr.audits.interactive?.numericValue ?? Number.POSITIVE_INFINITY;
  const tasks = (
    lhr.audits["long-tasks"]?.details as { items?: { url: string; startTime: number; duration: number }[] }
  )?.items;
  const blocking = { browser: 0, document: 0, scripts: 0, other: 0 };
  for (const task of tasks ?? []) {
    const length = Math.min(task.startTime + task.duration, to) - Math.max(task.startTime, from);
    if (length <= 50) continue;
    const kind = !task.url.startsWith("http")
      ? "browser"
      : !task.url.startsWith(origin)
        ? "other"
        : new URL(task.url).pathname.startsWith("/assets/")
          ? "scripts"
          : "document";
    blocking[kind] += Math.round(length - 50);
  }
  return blocking;
}
