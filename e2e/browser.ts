// Which Chromium the end-to-end tests (playwright.config.ts) and the Lighthouse script drive. A machine
// with nothing but Node and npm has no browser, and a test run must not download one, so the npm package
// @sparticuz/chromium, which carries a headless Chromium and the few libraries it links against, is the
// last resort. In order:
//   1. CHROME_PATH, when set: a browser chosen by hand;
//   2. the system's Chromium or Chrome (SYSTEM_BROWSERS), when installed;
//   3. the npm-shipped Chromium, unpacked once into node_modules/.cache/parvat-chromium/<version> (`npm ci`
//      starts that cache afresh), started with LD_LIBRARY_PATH on its bundled NSS, NSPR and expat.
// PARVAT_BROWSER=npm or PARVAT_BROWSER=system takes that source and no other, CHROME_PATH included: CI runs
// the suite once each way, so that neither path rots unnoticed.
import { execFileSync } from "node:child_process";
import {
  accessSync,
  chmodSync,
  constants,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const SYSTEM_BROWSERS = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome-stable",
  "/usr/bin/google-chrome",
] as const;

/** Flags for every run (DESIGN.md section 4): containers allow no sandbox and have no GPU; no network chatter. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

export interface Browser {
  /** How it was chosen, for logs and messages. */
  source: "CHROME_PATH" | "system" | "npm";
  executablePath: string;
  /** The whole environment to start it with (Playwright's and chrome-launcher's `env` replace the parent's). */
  env: Record<string, string>;
}

export interface UnpackedChromium {
  executablePath: string;
  /** The folder of its bundled shared libraries, for LD_LIBRARY_PATH. */
  libraryPath: string;
  /** A fontconfig file: the system's fonts when there are any, then the Open Sans the package ships. */
  fontconfigFile: string;
}

/** What `findBrowser` looks at, injectable so that its tests do not depend on the machine. */
export interface BrowserSources {
  env: Record<string, string | undefined>;
  isExecutable: (path: string) => boolean;
  unpackNpmChromium: () => UnpackedChromium;
}

export function findBrowser(sources: BrowserSources = machineSources()): Browser {
  const { env } = sources;
  const choice = env.PARVAT_BROWSER || undefined;
  if (choice !== undefined && choice !== "npm" && choice !== "system") {
    throw new Error(`PARVAT_BROWSER must be "npm" or "system" (or unset), not "${choice}".`);
  }
  const inherited = Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  if (env.CHROME_PATH && choice === undefined) {
    if (!sources.isExecutable(env.CHROME_PATH)) {
      throw new Error(
        `CHROME_PATH is ${env.CHROME_PATH}, which is not an executable file: point it at a Chromium or Chrome binary, or unset it.`,
      );
    }
    return { source: "CHROME_PATH", executablePath: env.CHROME_PATH, env: inherited };
  }
  if (choice !== "npm") {
    const installed = SYSTEM_BROWSERS.find((path) => sources.isExecutable(path));
    if (installed) return { source: "system", executablePath: installed, env: inherited };
    if (choice === "system") {
      throw new Error(
        `PARVAT_BROWSER=system, but none of ${SYSTEM_BROWSERS.join(", ")} is installed: install Chromium (\`apt-get install chromium\`) or unset PARVAT_BROWSER.`,
      );
    }
  }
  let unpacked: UnpackedChromium;
  try {
    unpacked = sources.unpackNpmChromium();
  } catch (error) {
    throw new Error(
      `No browser for the tests: ${choice === "npm" ? "PARVAT_BROWSER=npm" : "no system Chromium"}, and the npm-shipped one could not be unpacked (${(error as Error).message.split("\n")[0]}); run \`npm ci\` (it installs @sparticuz/chromium), install Chromium (\`apt-get install chromium\`) or set CHROME_PATH to a Chromium or Chrome binary.`,
    );
  }
  return {
    source: "npm",
    executablePath: unpacked.executablePath,
    env: {
      ...inherited,
      LD_LIBRARY_PATH: [unpacked.libraryPath, env.LD_LIBRARY_PATH].filter(Boolean).join(":"),
      FONTCONFIG_FILE: unpacked.fontconfigFile,
    },
  };
}

/** The browser's version line, e.g. "Chromium 153.0.8010.0": proof that it starts here. */
export function browserVersion(browser: Browser): string {
  try {
    return execFileSync(browser.executablePath, ["--version"], {
      env: browser.env,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      timeout: 30_000,
    }).trim();
  } catch (error) {
    const said = (error as { stderr?: string }).stderr || (error as Error).message;
    const firstLine = said.trim().split("\n")[0];
    throw new Error(`The browser at ${browser.executablePath} (${browser.source}) does not start: ${firstLine}.`);
  }
}

/**
 * Unpacks the npm-shipped Chromium into `directory` unless it is there already. The work happens in a
 * sibling folder renamed into place at the end, so that an interrupted or concurrent unpack (Playwright
 * loads its config in every worker) never leaves a half-filled cache behind.
 */
export function unpackInto(directory: string, extract: (into: string) => void): UnpackedChromium {
  const unpacked = {
    executablePath: join(directory, "chromium"),
    libraryPath: join(directory, "al2023", "lib"),
    fontconfigFile: join(directory, "fonts.conf"),
  };
  if (existsSync(unpacked.executablePath)) return unpacked;
  mkdirSync(dirname(directory), { recursive: true });
  const partial = mkdtempSync(`${directory}.partial-`);
  try {
    extract(partial);
    writeFileSync(join(partial, "fonts.conf"), fontconfig(directory));
    chmodSync(partial, 0o755); // mkdtemp's 0700 would hide the browser from other users of the checkout
    try {
      renameSync(partial, directory);
    } catch (error) {
      // Another process finished first: its copy is as good as ours.
      if (!existsSync(unpacked.executablePath)) throw error;
    }
    return unpacked;
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
}

function fontconfig(directory: string): string {
  return `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<!-- Written by e2e/browser.ts: the system's fonts when there are any, then the Open Sans that
     @sparticuz/chromium ships, so that a machine without fonts still renders text. -->
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${join(directory, "fonts")}</dir>
  <cachedir>${join(directory, "fontconfig-cache")}</cachedir>
</fontconfig>
`;
}

/**
 * The package unpacks into os.tmpdir() (it was made for AWS Lambda's /tmp), and its libraries only when it
 * believes it runs on Lambda: a child process with TMPDIR on our folder runs its own unpacking, then
 * unpacks the libraries as well.
 */
function extractNpmChromium(into: string, entry: string): void {
  const libraries = join(dirname(entry), "..", "bin", "al2023.tar.br");
  const script = `import chromium, { inflate } from ${JSON.stringify(pathToFileURL(entry).href)};
await chromium.executablePath();
await inflate(${JSON.stringify(libraries)});`;
  try {
    execFileSync(process.execPath, ["--input-type=module", "--eval", script], {
      env: { ...process.env, TMPDIR: into },
      stdio: ["ignore", "ignore", "pipe"],
    });
  } catch (error) {
    // Of the child's stack trace, keep what went wrong ("Error: ENOSPC: no space left on device, ...").
    const stderr = String((error as { stderr?: Buffer }).stderr ?? "");
    throw new Error(stderr.match(/\w*Error: [^\]\n]*/)?.[0] ?? (error as Error).message);
  }
}

function unpackNpmChromium(): UnpackedChromium {
  let entry: string;
  try {
    entry = fileURLToPath(import.meta.resolve("@sparticuz/chromium"));
  } catch {
    throw new Error("@sparticuz/chromium is not installed");
  }
  const packageDir = join(dirname(entry), "..");
  const { version } = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")) as { version: string };
  // node_modules/@sparticuz/chromium -> node_modules/.cache/parvat-chromium/<version>
  const directory = join(packageDir, "..", "..", ".cache", "parvat-chromium", version);
  return unpackInto(directory, (into) => extractNpmChromium(into, entry));
}

function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function machineSources(): BrowserSources {
  return { env: process.env, isExecutable: isExecutableFile, unpackNpmChromium };
}
