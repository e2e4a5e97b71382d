// `npm run cluster [-- --copies 3 --port 8080]`: the production layout on this machine, all on
// 127.0.0.1. A throwaway PostgreSQL cluster (initdb under a temporary folder, removed at the end),
// the release step (`npm run db:migrate`, then the demo content), N copies of the built server
// (`npm run serve`: apps/web/server.ts, NODE_ENV=production), and nginx (Debian's package) in front
// with deploy/nginx.conf.template, the file compose.yaml gives the nginx image. A copy that exits is
// started again, as a process manager would: `kill <pid>` one copy at a time is a rolling restart.
// Ctrl-C stops everything. reliability/cluster.test.ts drives the same pieces through
// `startCluster()`, against the PostgreSQL server the reliability suite is given.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";

const repository = new URL("..", import.meta.url).pathname;

export interface ClusterOptions {
  /** Server copies behind nginx. */
  copies?: number;
  /** nginx's port; 0 picks a free one. Copies take free ports of their own. */
  port?: number;
  /**
   * A PostgreSQL server where the cluster may create (and at the end drop) a database of its own,
   * as an admin URL. Without it a throwaway PostgreSQL cluster is started on `postgresPort`.
   */
  adminUrl?: string;
  postgresPort?: number;
  /** Load the demo content (its trip desk account as staff: a throwaway site). */
  demoContent?: boolean;
  /** Extra variables of every copy (they override the cluster's own). */
  env?: Record<string, string>;
  /** Start a copy again when it exits (as a process manager would). */
  supervise?: boolean;
  /**
   * The copies' database address from the cluster's own (a proxy in between, say); the release step
   * and the caller's own connections use the cluster's.
   */
  copiesReachDatabaseAt?: (databaseUrl: string) => string;
  /** One SHARED_ASSETS_DIR for every copy (as on one machine); false: each its own (separate machines). */
  sharedAssets?: boolean;
  /** Where progress goes. */
  log?: (line: string) => void;
}

export interface Copy {
  index: number;
  port: number;
  origin: string;
  metricsOrigin: string;
  /** The running process, if any. */
  process(): ChildProcess | undefined;
  /** Starts the copy and resolves once /readyz answers 200. */
  start(): Promise<void>;
  /** Sends the signal and resolves with the exit code (null when killed) once the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface Cluster {
  /** nginx: what visitors reach. */
  origin: string;
  /** The cluster's own database. */
  databaseUrl: string;
  copies: Copy[];
  /** The folder of the logs (copy-N.log, nginx/error.log), the SMS outbox and the shared assets. */
  folder: string;
  /**
   * A rolling deploy as deploy/rolling-deploy.sh does it with compose: for each copy in turn, nginx
   * stops sending it requests (the copy is marked down and nginx reloads), the copy drains and stops
   * (SIGTERM), starts again, is waited for until /readyz answers 200, and goes back into nginx.
   * Answers each stopped copy's exit code.
   */
  rollingDeploy(): Promise<(number | null)[]>;
  stop(): Promise<void>;
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const log = options.log ?? (() => {});
  const copiesWanted = options.copies ?? 3;
  const nginx = findNginx();
  const buildDir = process.env.WEB_BUILD_DIR ?? "build";
  if (!existsSync(join(repository, "apps/web", buildDir, "server/index.js"))) {
    log(`Building the site into apps/web/${buildDir} (npm run build) ...`);
    execFileSync("npm", ["run", "build"], { cwd: repository, stdio: ["ignore", "ignore", "inherit"] });
  }
  const folder = mkdtempSync(join(tmpdir(), "parvat-cluster-"));
  chmodSync(folder, 0o755);
  const cleanups: (() => Promise<void> | void)[] = [() => rmSync(folder, { recursive: true, force: true })];
  const cleanUp = async () => {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch {
        // Already gone (a Ctrl-C reaches every process of the terminal): the rest still goes.
      }
    }
  };

  try {
    // ── PostgreSQL ──
    let adminUrl = options.adminUrl;
    if (!adminUrl) {
      const postgres = startPostgres(folder, options.postgresPort ?? (await freePort()));
      cleanups.push(postgres.stop);
      adminUrl = postgres.adminUrl;
      log(`PostgreSQL ${postgres.version} on 127.0.0.1:${postgres.port} (a throwaway cluster in ${folder}/postgres)`);
    }
    const name = `parvat_cluster_${randomBytes(5).toString("hex")}`;
    await admin(adminUrl, `create database ${name}`);
    if (options.adminUrl) cleanups.push(() => admin(adminUrl, `drop database if exists ${name} with (force)`));
    const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
    const copiesDatabaseUrl = options.copiesReachDatabaseAt?.(databaseUrl) ?? databaseUrl;

    // ── The release step: migrations once, before any copy starts ──
    const releaseEnv = { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: "production" };
    execFileSync(process.execPath, ["packages/db/src/scripts/migrate.ts"], { cwd: repository, env: releaseEnv });
    if (options.demoContent) {
      execFileSync(process.execPath, ["packages/db/src/scripts/seed.ts"], {
        cwd: repository,
        env: { ...releaseEnv, DEMO_STAFF_ACCOUNTS: "true" },
      });
    }
    log(`Database ${name}: migrated${options.demoContent ? ", demo content loaded" : ""}`);

    // ── The copies ──
    const port = options.port || (await freePort());
    const origin = `http://127.0.0.1:${port}`;
    const shared = {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PUBLIC_ORIGIN: origin,
      DATABASE_URL: copiesDatabaseUrl,
      // Migrated above, as a deploy's release step does.
      MIGRATE_ON_START: "false",
      JWT_SECRET: randomBytes(48).toString("base64url"),
      // One key ring for every copy, as a deployment shares one (docs/api.md, "Personal data").
      PERSONAL_DATA_KEY: `k1:${randomBytes(32).toString("base64")}`,
      SMS_PROVIDER: "outbox-file",
      SMS_OUTBOX_FILE: join(folder, "sms-outbox.log"),
      PAYMENT_PROVIDER: "sandbox",
      SANDBOX_PAYMENTS_IN_PRODUCTION: "true",
      // nginx in front (on this machine) sets X-Forwarded-For: per-IP limits count the visitor, not nginx.
      TRUST_PROXY: "127.0.0.1",
      SHARED_ASSETS_DIR: join(folder, "assets"),
      WEB_BUILD_DIR: buildDir,
      LOG_LEVEL: "info",
      ...options.env,
    };
    const copies: Copy[] = [];
    for (let index = 1; index <= copiesWanted; index += 1) {
      copies.push(
        createCopy({
          index,
          port: await freePort(),
          metricsPort: await freePort(),
          env: {
            ...shared,
            // Each copy its own disk, as on a machine of its own, and its name in pg_stat_activity.
            DATA_DIR: join(folder, `copy-${index}`),
            DATABASE_COPY_NAME: `copy-${index}`,
            ...(options.sharedAssets === false ? { SHARED_ASSETS_DIR: join(folder, `copy-${index}`, "assets") } : {}),
          },
          logFile: join(folder, `copy-${index}.log`),
          supervise: options.supervise ?? false,
          log,
        }),
      );
    }
    cleanups.push(() => Promise.all(copies.map((copy) => copy.stop("SIGKILL"))).then(() => {}));
    await Promise.all(copies.map((copy) => copy.start()));

    // ── nginx ──
    const nginxFolder = join(folder, "nginx");
    mkdirSync(nginxFolder);
    const template = readFileSync(join(repository, "deploy/nginx.conf.template"), "utf8");
    /** Writes nginx's configuration with every copy, those in `down` marked so (no request goes there). */
    const writeNginxConfig = (down: ReadonlySet<Copy> = new Set()) =>
      writeFileSync(
        join(nginxFolder, "parvat.conf"),
        renderTemplate(template, {
          PARVAT_LISTEN: `127.0.0.1:${port}`,
          PARVAT_UPSTREAMS: upstreamServers(
            copies.map((copy) => ({ address: `127.0.0.1:${copy.port}`, down: down.has(copy) })),
          ),
        }),
      );
    writeNginxConfig();
    writeFileSync(join(nginxFolder, "nginx.conf"), nginxMain(nginxFolder));
    const balancer = spawn(nginx, ["-c", join(nginxFolder, "nginx.conf"), "-p", nginxFolder], {
      stdio: ["ignore", "ignore", openSync(join(nginxFolder, "error.log"), "a")],
    });
    const balancerExited = new Promise<void>((resolve) => balancer.on("exit", () => resolve()));
    cleanups.push(async () => {
      balancer.kill("SIGQUIT");
      await balancerExited;
    });
    await waitFor(`${origin}/readyz`, 15_000, () =>
      balancer.exitCode === null
        ? null
        : `nginx exited (${balancer.exitCode}): ${readFileSync(join(nginxFolder, "error.log"), "utf8").slice(-2_000)}`,
    );
    log(`nginx on ${origin}, in front of ${copies.map((copy) => copy.port).join(", ")}`);

    /** nginx rereads its configuration; new workers take it at once, old ones finish what they have. */
    const reloadNginx = async (down?: ReadonlySet<Copy>) => {
      writeNginxConfig(down);
      balancer.kill("SIGHUP");
      // The master starts workers with the new configuration within milliseconds; give it a moment.
      await new Promise((resolve) => setTimeout(resolve, 300));
    };
    const rollingDeploy = async () => {
      const exitCodes: (number | null)[] = [];
      for (const copy of copies) {
        await reloadNginx(new Set([copy]));
        exitCodes.push(await copy.stop("SIGTERM"));
        await copy.start();
        await reloadNginx();
      }
      return exitCodes;
    };

    return {
      origin,
      databaseUrl,
      copies,
      folder,
      rollingDeploy,
      stop: cleanUp,
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

interface CopySettings {
  index: number;
  port: number;
  metricsPort: number;
  env: Record<string, string | undefined>;
  logFile: string;
  supervise: boolean;
  log: (line: string) => void;
}

function createCopy({ index, port, metricsPort, env, logFile, supervise, log }: CopySettings): Copy {
  let child: ChildProcess | undefined;
  let exited: Promise<number | null> = Promise.resolve(null);
  /** Stopped by us: not started again by the supervision. */
  let stopping = false;
  const origin = `http://127.0.0.1:${port}`;

  async function start() {
    stopping = false;
    const output = openSync(logFile, "a");
    const started = spawn(process.execPath, ["apps/web/server.ts"], {
      cwd: repository,
      env: { ...process.env, ...env, PORT: String(port), METRICS_PORT: String(metricsPort) },
      stdio: ["ignore", output, output],
    });
    child = started;
    exited = new Promise((resolve) =>
      started.on("exit", (code) => {
        resolve(code);
        if (supervise && !stopping) {
          log(`copy ${index} exited (${code ?? "killed"}): starting it again`);
          void start().catch((error: Error) => log(`copy ${index} did not start again: ${error.message}`));
        }
      }),
    );
    const logTail = () => `its log (${logFile}):\n${readFileSync(logFile, "utf8").slice(-3_000)}`;
    // Two minutes: three copies starting at once on a small, busy machine take a while.
    await waitFor(`${origin}/readyz`, 120_000, () =>
      started.exitCode === null && started.signalCode === null
        ? null
        : `copy ${index} exited while starting; ${logTail()}`,
    ).catch((error: Error) => {
      throw new Error(`${error.message}; ${logTail()}`);
    });
  }

  return {
    index,
    port,
    origin,
    metricsOrigin: `http://127.0.0.1:${metricsPort}`,
    process: () => child,
    start,
    async stop(signal = "SIGTERM") {
      stopping = true;
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return running?.exitCode ?? null;
      running.kill(signal);
      return exited;
    },
  };
}

/** Resolves when `url` answers 200; rejects after `timeoutMs`, or at once when `failed()` says why. */
async function waitFor(url: string, timeoutMs: number, failed: () => string | null): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reason = failed();
    if (reason) throw new Error(reason);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The upstream block's servers (PARVAT_UPSTREAMS), as deploy/rolling-deploy.sh writes them too. */
export function upstreamServers(servers: readonly { address: string; down?: boolean }[]): string {
  return servers
    .map(({ address, down }) => `server ${address} max_fails=1 fail_timeout=5s${down ? " down" : ""};`)
    .join(" ");
}

/** `${NAME}` replaced by its value, as the nginx image's envsubst does for the variables it is given. */
export function renderTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The main nginx.conf around the site's file: a foreground process with every file in its folder. */
function nginxMain(folder: string): string {
  return `# Written by scripts/cluster.ts; the site's own settings are in parvat.conf (deploy/nginx.conf.template).
daemon off;
worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 1024; }
http {
    access_log ${folder}/access.log;
    client_body_temp_path ${folder}/client-body;
    proxy_temp_path ${folder}/proxy;
    fastcgi_temp_path ${folder}/fastcgi;
    uwsgi_temp_path ${folder}/uwsgi;
    scgi_temp_path ${folder}/scgi;
    include ${folder}/parvat.conf;
}
`;
}

function findNginx(): string {
  for (const candidate of ["/usr/sbin/nginx", "/usr/bin/nginx", "/usr/local/sbin/nginx"]) {
    if (existsSync(candidate)) return candidate;
  }
  try {
    return execFileSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" }).trim();
  } catch {
    throw new Error("nginx is not installed: apt-get install nginx (Debian's package) and try again.");
  }
}

/** A throwaway PostgreSQL cluster in `folder`/postgres; as root, it belongs to the postgres user. */
function startPostgres(folder: string, port: number) {
  const bin = findPostgresBin();
  const data = join(folder, "postgres");
  mkdirSync(data, { mode: 0o700 });
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const ids = execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim();
    const gid = execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim();
    chownSync(data, Number(ids), Number(gid));
  }
  const run = (command: string) =>
    asRoot
      ? execFileSync("su", ["postgres", "-s", "/bin/sh", "-c", command], { stdio: "ignore" })
      : execFileSync("sh", ["-c", command], { stdio: "ignore" });
  const ctl = `${bin}/pg_ctl -D ${data}/data -o "-p ${port} -c listen_addresses=127.0.0.1 -k ${data}" -l ${data}/log`;
  run(`${bin}/initdb -D ${data}/data -A trust -U postgres`);
  run(`${ctl} -w start`);
  return {
    port,
    version: bin.split("/").at(-2),
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      run(`${ctl} -m fast stop`);
    },
  };
}

function findPostgresBin(): string {
  const versions = existsSync("/usr/lib/postgresql")
    ? execFileSync("ls", ["/usr/lib/postgresql"], { encoding: "utf8" }).split("\n").filter(Boolean)
    : [];
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  if (!newest) throw new Error("PostgreSQL is not installed: apt-get install postgresql (Debian's package).");
  return `/usr/lib/postgresql/${newest}/bin`;
}

async function admin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A port nobody listens on just now: from CLUSTER_PORTS ("3400-3499") when set, so that runs of
 * several people on one machine keep to ports of their own; otherwise any the system gives.
 */
export async function freePort(range = process.env.CLUSTER_PORTS): Promise<number> {
  if (!range) return listenOn(0);
  const match = /^(\d+)-(\d+)$/.exec(range);
  if (!match) throw new Error(`CLUSTER_PORTS: a range such as 3400-3499, not ${range}`);
  const [low, high] = [Number(match[1]), Number(match[2])];
  for (let tries = 0; tries < 200; tries += 1) {
    nextPort += 1;
    const port = low + (nextPort % (high - low + 1));
    if (await listenOn(port).catch(() => null)) return port;
  }
  throw new Error(`CLUSTER_PORTS: no free port in ${range}`);
}

/** Where in CLUSTER_PORTS the next try starts: ports handed out are not handed out again soon. */
let nextPort = Math.floor(Math.random() * 100);

function listenOn(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(port, "127.0.0.1", () => {
      const { port: taken } = probe.address() as { port: number };
      probe.close(() => resolve(taken));
    });
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      copies: { type: "string", default: "3" },
      port: { type: "string", default: process.env.CLUSTER_PORT ?? "8080" },
      "postgres-port": { type: "string", default: process.env.CLUSTER_POSTGRES_PORT },
    },
  });
  const copies = Number(values.copies);
  if (!Number.isInteger(copies) || copies < 1 || copies > 20) throw new Error("--copies: a number from 1 to 20");
  const cluster = await startCluster({
    copies,
    port: Number(values.port),
    postgresPort: values["postgres-port"] ? Number(values["postgres-port"]) : undefined,
    demoContent: true,
    supervise: true,
    log: (line) => console.log(line),
  });
  console.log(`
The site: ${cluster.origin}  (nginx; the demo content, the trip desk at /admin: +91 90000 00001)
Copies:   ${cluster.copies.map((copy) => `${copy.origin} (pid ${copy.process()?.pid}, metrics ${copy.metricsOrigin}/metrics)`).join("\n          ")}
Codes:    tail -1 ${cluster.folder}/sms-outbox.log
Logs:     ${cluster.folder}/copy-N.log, ${cluster.folder}/nginx/
A rolling restart: kill one copy's pid at a time (SIGTERM); it drains, stops and is started again.
Ctrl-C stops everything and removes ${cluster.folder}.`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log("\nStopping the cluster ...");
    await cluster.stop();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

if (import.meta.main) {
  main().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
