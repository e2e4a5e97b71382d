// How soon the trek page answers a traveller's first tap on a cheap phone over a slow network.
//
//   npm run bench:first-tap                                   # /tours/kedarkantha-trek, 5 runs
//   npm run bench:first-tap -- --runs 5 /tours/kedarkantha-trek
//   npm run bench:first-tap -- --compare main                 # against another commit, side by side
//   npm run bench:first-tap -- --no-build --compare HEAD~3    # reuse the builds already there
//   npm run bench:first-tap -- --control package --at 3       # one control, one tap time
//
// The production build on a fresh embedded database with the demo content (scripts/served-builds.ts:
// with --compare <git ref> that commit too, built in a worktree of its own under /tmp and served on
// BENCH_PORT + 1; BENCH_PORT defaults to 4397). Chromium (e2e/browser.ts) throttled through the
// DevTools protocol: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, the CPU slowed 4x; a 390 px
// wide touch screen and a phone's user agent; a fresh browser context (empty cache) for every page load.
//
// Each run opens the page, scrolls the control into view as soon as the page has painted, taps it
// 1.5, 3 and 6 s after the navigation started (a page load each), and times the answer: from the
// tap (the touch event's own time) to the first frame showing
// - package option: another package's option checked, in view, and its packageId in the address;
// - traveller count: the stepper's "+" pressed, "2 travellers" shown;
// - date choice: another open date of the month checked, in view, and the booking link for that date
//   (the price and the booking follow the date);
// whether the page answers in place or by loading the address the control leads to. Builds are
// measured in turn, tap by tap, so that both meet the same moments of a busy machine. It prints, per
// control and tap time, the median, the p90 and each run, the ratio to the other build, and the
// targets (decision 0024: at most 1 s after a tap at 1.5 s, 300 ms at 3 s, 150 ms at 6 s), met or not,
// with Lighthouse's benchmarkIndex of the machine before and after (lower: a slower or busier CPU).
// Exit status 1 when a target is missed.
import { parseArgs } from "node:util";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { type Browser, chromium, type Page } from "playwright-core";
import { CHROMIUM_FLAGS, findBrowser } from "../e2e/browser.ts";
import { atRef, type Build, median, percentile, type ServedBuild, serve, thisTree } from "../scripts/served-builds.ts";

const CONTROLS = ["package", "travellers", "date"] as const;
type Control = (typeof CONTROLS)[number];
const CONTROL_NAMES: Record<Control, string> = {
  package: "package option",
  travellers: "traveller count",
  date: "date choice",
};
/** Seconds after the navigation started, and the longest a median answer may take then (ms). */
const TAPS = [
  { at: 1.5, target: 1000 },
  { at: 3, target: 300 },
  { at: 6, target: 150 },
] as const;
const THROTTLING = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpuSlowdown: 4,
};
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
};
/** How long a tap may go unanswered before the run counts as no answer. */
const ANSWER_TIMEOUT_MS = 20_000;

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: "string", default: "5" },
    compare: { type: "string" },
    // Narrower runs while trying something: some controls, some tap times (the targets stay the issue's).
    control: { type: "string", multiple: true },
    at: { type: "string", multiple: true },
    "no-build": { type: "boolean", default: false },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number of runs, not ${options.runs}`);
const paths = positionals.length > 0 ? positionals : ["/tours/kedarkantha-trek"];
const controls = CONTROLS.filter((control) => !options.control || options.control.includes(control));
const taps = TAPS.filter((tap) => !options.at || options.at.map(Number).includes(tap.at));
if (controls.length === 0 || taps.length === 0) {
  throw new Error(`--control takes ${CONTROLS.join(", ")}; --at takes ${TAPS.map((tap) => tap.at).join(", ")}`);
}
const port = Number(process.env.BENCH_PORT ?? 4397);
const found = findBrowser();

/** What the page reports about one tap (the probe below keeps it in sessionStorage, across documents). */
interface Probe {
  target?: string;
  x?: number;
  y?: number;
  /** Milliseconds since the epoch, on the page's clock. */
  tappedAt?: number;
  answeredAt?: number;
  /** False when the tap landed beside the control (the page moved under it). */
  hit?: boolean;
  /** When the app announced it had hydrated (parvat:hydrated), in the document that was tapped. */
  hydratedAt?: number;
}

/**
 * Runs in every document of a measured page, before the page's own scripts (Playwright's init
 * script), with no framework: it chooses the control to tap once the page has painted, scrolls it into
 * view, notes the tap's time, then checks each animation frame whether the answer is on screen. Only
 * markup that both builds of a comparison share: the booking card's radio inputs (package ids, dates)
 * and the stepper's labelled buttons.
 */
function firstTapProbe(control: Control) {
  const KEY = "parvat-first-tap";
  const read = (): Probe => JSON.parse(sessionStorage.getItem(KEY) ?? "{}") as Probe;
  const write = (patch: Probe) => sessionStorage.setItem(KEY, JSON.stringify({ ...read(), ...patch }));
  const now = () => performance.timeOrigin + performance.now();
  const card = () => document.querySelector('section[aria-labelledby="booking-heading"]');
  const radios = () => Array.from(card()?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? []);
  const inView = (element: Element | null | undefined) => {
    const box = element?.getBoundingClientRect();
    return Boolean(box && box.height > 0 && box.bottom > 0 && box.top < innerHeight);
  };

  /** The control for a target: the stepper's "+", or the label of the radio with that value. */
  function controlFor(target: string): Element | null | undefined {
    if (control === "travellers") return card()?.querySelector('[aria-label="One traveller more"]');
    return radios()
      .find((radio) => radio.value === target)
      ?.closest("label");
  }

  /** Another package, or another open date of the month shown, or a second traveller. */
  function chooseTarget(): string | undefined {
    if (control === "travellers") return "2 travellers";
    const pattern = control === "package" ? /^\d+$/ : /^\d{4}-\d{2}-\d{2}$/;
    return radios().find((radio) => pattern.test(radio.value) && !radio.checked && !radio.disabled)?.value;
  }

  function answered(target: string): boolean {
    if (control === "travellers") {
      const output = card()?.querySelector("output");
      return output?.textContent?.trim() === target && inView(output);
    }
    const input = radios().find((radio) => radio.value === target);
    if (!input?.checked || !inView(input.closest("label"))) return false;
    if (control === "package") return new URLSearchParams(location.search).get("packageId") === target;
    return Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href*="/register?"]')).some(
      (link) => new URL(link.href).searchParams.get("date") === target,
    );
  }

  function watch(target: string) {
    requestAnimationFrame(function frame(time) {
      if (answered(target)) write({ answeredAt: performance.timeOrigin + time });
      else requestAnimationFrame(frame);
    });
  }

  const known = read();
  if (known.target !== undefined) {
    // A document the tap led to: the answer may be here.
    if (known.tappedAt !== undefined && known.answeredAt === undefined) watch(known.target);
    return;
  }
  addEventListener("parvat:hydrated", () => write({ hydratedAt: now() }), { once: true });
  addEventListener(
    "touchstart",
    (event) => {
      const { target, tappedAt } = read();
      if (target === undefined || tappedAt !== undefined) return;
      const hit = event.target instanceof Node && Boolean(controlFor(target)?.contains(event.target));
      write({ tappedAt: performance.timeOrigin + event.timeStamp, hit });
      watch(target);
    },
    { capture: true, passive: true },
  );
  // Once the page has painted (its stylesheet has arrived), the control goes to the middle of the screen.
  document.addEventListener("DOMContentLoaded", () =>
    requestAnimationFrame(() => {
      const target = chooseTarget();
      const element = target === undefined ? null : controlFor(target);
      if (target === undefined || !element) return;
      element.scrollIntoView({ block: "center" });
      const box = element.getBoundingClientRect();
      write({ target, x: box.left + box.width / 2, y: box.top + box.height / 2 });
    }),
  );
}

interface Measurement {
  /** ms from the tap to its answer; null: no answer within ANSWER_TIMEOUT_MS, or the tap missed. */
  answerMs: number | null;
  /** When the tap came, seconds after the navigation started (late when the page was not ready). */
  tappedAtS: number;
  hydratedAtS: number | null;
  missed: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

async function readProbe(page: Page): Promise<Probe> {
  try {
    return await page.evaluate(() => JSON.parse(sessionStorage.getItem("parvat-first-tap") ?? "{}") as Probe);
  } catch {
    return {}; // between documents
  }
}

async function measure(browser: Browser, url: string, control: Control, at: number): Promise<Measurement> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    await devtools.send("Network.enable");
    await devtools.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: THROTTLING.latency,
      downloadThroughput: THROTTLING.downloadThroughput,
      uploadThroughput: THROTTLING.uploadThroughput,
    });
    await devtools.send("Emulation.setCPUThrottlingRate", { rate: THROTTLING.cpuSlowdown });
    await page.addInitScript(firstTapProbe, control);
    await page.goto(url, { waitUntil: "commit" });
    // The page's clock and this process's may differ by a little: the tap is scheduled on the page's.
    const [timeOrigin, skew] = await page.evaluate(() => [
      performance.timeOrigin,
      performance.timeOrigin + performance.now() - Date.now(),
    ]);
    const tapTime = timeOrigin + at * 1000 - skew;
    let probe = await readProbe(page);
    while (probe.x === undefined && Date.now() < tapTime + ANSWER_TIMEOUT_MS) {
      await sleep(50);
      probe = await readProbe(page);
    }
    if (probe.x === undefined || probe.y === undefined) throw new Error(`no ${control} control to tap on ${url}`);
    await sleep(tapTime - Date.now());
    await page.touchscreen.tap(probe.x, probe.y);
    const deadline = Date.now() + ANSWER_TIMEOUT_MS;
    do {
      await sleep(100);
      probe = await readProbe(page);
    } while (probe.answeredAt === undefined && probe.hit !== false && Date.now() < deadline);
    const tappedAt = probe.tappedAt ?? Number.NaN;
    return {
      answerMs: probe.answeredAt !== undefined && probe.hit !== false ? Math.round(probe.answeredAt - tappedAt) : null,
      tappedAtS: (tappedAt - timeOrigin) / 1000,
      hydratedAtS: probe.hydratedAt === undefined ? null : (probe.hydratedAt - timeOrigin) / 1000,
      missed: probe.hit === false,
    };
  } finally {
    await context.close();
  }
}

async function benchmarkIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    // Lighthouse's own measure of the CPU, run unthrottled on a blank page.
    return Math.round(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
  } finally {
    await page.close();
  }
}

const describe = (values: readonly (number | null)[]) => {
  // No answer counts as slower than any answer: a median with misses in it is no better for them.
  const figures = values.map((value) => value ?? Number.POSITIVE_INFINITY);
  return { median: median(figures), p90: percentile(figures, 0.9) };
};
const ms = (value: number) => (Number.isFinite(value) ? `${value} ms` : "no answer");

const build = !options["no-build"];
const builds: Build[] = [thisTree({ build })];
if (options.compare) builds.push(atRef(options.compare, { build }));
const served: ServedBuild[] = [];
const browser = await chromium.launch({ executablePath: found.executablePath, args: CHROMIUM_FLAGS, env: found.env });
let missedTarget = false;
try {
  for (const [index, each] of builds.entries()) served.push(await serve(each, port + index));
  const indexBefore = await benchmarkIndex(browser);
  for (const path of paths) {
    const results = new Map<string, Measurement[]>();
    const key = (site: ServedBuild, control: Control, at: number) => `${site.origin} ${control} ${at}`;
    // Warm-up, not counted: the server renders and keeps the images and pages these taps ask for.
    for (const site of served) for (const control of controls) await measure(browser, site.origin + path, control, 1.5);
    let turn = 0;
    for (let run = 1; run <= runs; run += 1) {
      for (const control of controls) {
        for (const { at } of taps) {
          // In turn, and each time the other build first.
          const order = turn++ % 2 === 0 ? served : [...served].reverse();
          for (const site of order) {
            const measured = await measure(browser, site.origin + path, control, at);
            const list = results.get(key(site, control, at)) ?? [];
            list.push(measured);
            results.set(key(site, control, at), list);
          }
        }
      }
      console.log(`run ${run} of ${runs} done`);
    }

    console.log(
      `\nFirst tap on ${path}: ${runs} runs; ${THROTTLING.latency} ms round trip, 1.6 Mbit/s down, 750 kbit/s up, ` +
        `CPU ${THROTTLING.cpuSlowdown}x slower, ${PHONE.viewport.width} px touch screen`,
    );
    for (const control of controls) {
      for (const { at, target } of taps) {
        const [mine, theirs] = served.map((site) => results.get(key(site, control, at))!);
        const mineFigures = describe(mine!.map((measured) => measured.answerMs));
        const met = mineFigures.median <= target;
        if (!met) missedTarget = true;
        console.log(
          `\n${CONTROL_NAMES[control]}, tap at ${at} s: target median <= ${target} ms: ${met ? "met" : "NOT MET"}`,
        );
        for (const [index, list] of [mine, theirs].entries()) {
          if (!list) continue;
          const figures = describe(list.map((measured) => measured.answerMs));
          const hydrated = list.map((measured) => measured.hydratedAtS).filter((value) => value !== null);
          console.log(
            `  ${served[index]!.label.padEnd(24)} median ${ms(figures.median)}, p90 ${ms(figures.p90)}; runs ${list
              .map((measured) => (measured.missed ? "missed" : ms(measured.answerMs ?? Number.POSITIVE_INFINITY)))
              .join(", ")}; tapped at ${list.map((measured) => measured.tappedAtS.toFixed(2)).join("/")} s` +
              (hydrated.length > 0 ? `; hydrated at ${median(hydrated).toFixed(2)} s (median)` : ""),
          );
        }
        if (theirs) {
          const ratio = mineFigures.median / describe(theirs.map((measured) => measured.answerMs)).median;
          console.log(`  ratio ${Number.isFinite(ratio) ? ratio.toFixed(2) : "n/a"} (this tree / ${served[1]!.label})`);
        }
      }
    }
  }
  console.log(
    `\nLighthouse benchmarkIndex of this machine: ${indexBefore} before, ${await benchmarkIndex(browser)} after`,
  );
} finally {
  await browser.close();
  for (const site of served) await site.stop();
}
process.exit(missedTarget ? 1 : 0);
