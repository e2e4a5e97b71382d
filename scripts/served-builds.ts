// Production builds to measure side by side (scripts/lighthouse.ts, bench/first-tap.ts): this working
// tree's, and with --compare <git ref> that commit's, built in a git worktree of its own under /tmp with
// its own `npm ci` (kept between runs: a second comparison with the same commit reuses its
// node_modules). Each build is served by its own server on its own port, on a fresh embedded database
// with the demo content, as a visitor would meet it. Measured on one machine at the same time, in
// alternation, the two builds share whatever else the machine is doing.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface Build {
  /** How reports name it: "this tree", or the ref and its commit. */
  label: string;
  /** A checkout of the repository: its apps/web/server.ts serves the build. */
  root: string;
}

export interface ServedBuild extends Build {
  origin: string;
  stop: () => Promise<void>;
}

const repository = new URL("..", import.meta.url).pathname;

function run(command: string, args: string[], cwd: string): void {
  // Tools of the checkout first (its Node 24 among them), as `npm run` would.
  const path = `${join(cwd, "node_modules/.bin")}:${process.env.PATH ?? ""}`;
  const env = { ...process.env, PATH: path, WEB_BUILD_DIR: "build" };
  execFileSync(command, args, { cwd, stdio: ["ignore", "ignore", "inherit"], env });
}

function buildIn(root: string, label: string): void {
  console.log(`Building ${label} ...`);
  run("npm", ["run", "build"], root);
}

/** This working tree, built (unless `build` is false) into apps/web/build as `npm run build` does. */
export function thisTree({ build }: { build: boolean }): Build {
  const tree = { label: "this tree", root: repository };
  if (build) buildIn(tree.root, tree.label);
  return tree;
}

/**
 * A commit, checked out in /tmp/parvat-compare-<commit> (created, installed with `npm ci` once, then
 * reused) and built there (unless `build` is false and a build is there already).
 */
export function atRef(ref: string, { build }: { build: boolean }): Build {
  const commit = execFileSync("git", ["rev-parse", "--verify", `${ref}^{commit}`], {
    cwd: repository,
    encoding: "utf8",
  }).trim();
  const root = join(tmpdir(), `parvat-compare-${commit.slice(0, 12)}`);
  const label = `${ref} (${commit.slice(0, 8)})`;
  // Written after `npm ci` succeeded: a checkout without it was interrupted and starts again.
  const installed = join(root, ".parvat-compare-installed");
  if (!existsSync(installed) || readFileSync(installed, "utf8") !== commit) {
    if (existsSync(root)) {
      execFileSync("git", ["worktree", "remove", "--force", root], { cwd: repository, stdio: "ignore" });
      rmSync(root, { recursive: true, force: true });
    }
    execFileSync("git", ["worktree", "prune"], { cwd: repository });
    console.log(`Checking out ${label} in ${root} and installing its dependencies (npm ci) ...`);
    execFileSync("git", ["worktree", "add", "--detach", root, commit], { cwd: repository, stdio: "ignore" });
    run("npm", ["ci", "--no-audit", "--no-fund"], root);
    writeFileSync(installed, commit);
  }
  if (build || !existsSync(join(root, "apps/web/build/server/index.js"))) buildIn(root, label);
  return { label, root };
}

/** Serves a build on 127.0.0.1:`port` with a fresh database and the demo content; resolves once it is ready. */
export async function serve(build: Build, port: number): Promise<ServedBuild> {
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "parvat-measured-"));
  const server: ChildProcess = spawn(process.execPath, ["apps/web/server.ts"], {
    cwd: build.root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_ORIGIN: origin,
      DATA_DIR: dataDir,
      SEED_DEMO_CONTENT: "true",
      LOG_LEVEL: "warn",
      WEB_BUILD_DIR: "build",
    },
  });
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  const stop = async () => {
    if (server.exitCode === null) server.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForReady(origin, exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return { ...build, origin, stop };
}

async function waitForReady(origin: string, exited: Promise<void>): Promise<void> {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  for (let attempt = 0; attempt < 240 && !gone; attempt += 1) {
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(
    gone ? `the server for ${origin} exited before it was ready` : `${origin} was not ready in 2 minutes`,
  );
}

export function median(values: readonly number[]): number {
  return percentile(values, 0.5);
}

/** The nearest-rank percentile (p in 0..1) of a list of figures. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}
