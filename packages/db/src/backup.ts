// Backups of the whole site, and restoring one into an empty database (README, "Backups"). Every
// booking, payment, tax document and uploaded file (fitness proofs, review photos) lives in the
// database, so its backup is the site's.
// - Embedded (PGlite): the data folder as PGlite dumps it (a gzipped tar, taken between two
//   statements: what a crash would leave, which PostgreSQL recovers from). While a server runs on
//   the folder, only it may open the database: it takes the backup itself when asked on a socket in
//   DATA_DIR that only the folder's owner can reach (`serveBackups`); otherwise the script opens it.
// - PostgreSQL: pg_dump's custom format, restored with pg_restore (point-in-time recovery is the
//   server's own business: README).
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createConnection, createServer, type Server } from "node:net";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { type DatabaseHandle, openDatabase, selectRows } from "./client.ts";

/** The socket a running server listens on for backups, in its data folder. */
export const backupSocket = (dataDir: string) => join(dataDir, "backup.sock");

/** Lets `npm run backup` ask this process (which holds the embedded database open) for a backup. */
export function serveBackups(handle: DatabaseHandle, dataDir: string): Promise<Server> {
  const path = backupSocket(dataDir);
  rmSync(path, { force: true });
  const server = createServer((connection) => {
    let request = "";
    connection.on("data", async (chunk) => {
      request += chunk.toString("utf8");
      if (!request.endsWith("\n")) return;
      try {
        const { out } = JSON.parse(request) as { out: string };
        const bytes = await writeEmbeddedBackup(handle, out);
        connection.end(`${JSON.stringify({ ok: true, bytes })}\n`);
      } catch (error) {
        connection.end(`${JSON.stringify({ ok: false, message: (error as Error).message })}\n`);
      }
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(path, () => {
      // Only the owner of the data folder may ask for a copy of everything in it.
      chmodSync(path, 0o600);
      resolve(server);
    });
  });
}

async function writeEmbeddedBackup(handle: DatabaseHandle, out: string): Promise<number> {
  const dump = Buffer.from(await (await handle.dumpDataDir()).arrayBuffer());
  writeFileSync(out, dump, { mode: 0o600 });
  return dump.length;
}

/** Asks the server running on `dataDir` for a backup; null when none listens there. */
function askRunningServer(dataDir: string, out: string): Promise<number | null> {
  const path = backupSocket(dataDir);
  if (!existsSync(path)) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const connection = createConnection(path);
    let answer = "";
    connection.on("error", (error: NodeJS.ErrnoException) =>
      // A socket left by a server that is gone.
      error.code === "ECONNREFUSED" || error.code === "ENOENT" ? resolve(null) : reject(error),
    );
    connection.on("connect", () => connection.write(`${JSON.stringify({ out })}\n`));
    connection.on("data", (chunk) => {
      answer += chunk.toString("utf8");
    });
    connection.on("end", () => {
      const parsed = JSON.parse(answer) as { ok: boolean; bytes?: number; message?: string };
      if (parsed.ok) resolve(parsed.bytes!);
      else reject(new Error(`The running server could not take the backup: ${parsed.message}`));
    });
  });
}

export interface BackupResult {
  file: string;
  bytes: number;
  /** "server": the running server took it; "offline": the script opened the database itself; "pg_dump". */
  how: "server" | "offline" | "pg_dump";
}

export async function backup(options: { databaseUrl?: string; dataDir: string; out: string }): Promise<BackupResult> {
  const { out } = options;
  if (options.databaseUrl) {
    run("pg_dump", ["--format=custom", "--no-owner", `--file=${out}`], options.databaseUrl);
    return { file: out, bytes: readFileSync(out).length, how: "pg_dump" };
  }
  const served = await askRunningServer(options.dataDir, out);
  if (served !== null) return { file: out, bytes: served, how: "server" };
  const handle = await openDatabase({ dataDir: join(options.dataDir, "pglite") });
  try {
    return { file: out, bytes: await writeEmbeddedBackup(handle, out), how: "offline" };
  } finally {
    await handle.close();
  }
}

export class RestoreRefused extends Error {
  override name = "RestoreRefused";
}

/**
 * Restores a backup into an empty database: a PostgreSQL database without tables, or a data folder
 * without an embedded database (and no server running on it). Never over data.
 */
export async function restore(options: { databaseUrl?: string; dataDir: string; file: string }): Promise<void> {
  const { file } = options;
  if (!existsSync(file)) throw new RestoreRefused(`${file}: no such backup`);
  if (options.databaseUrl) {
    const target = await openDatabase({ url: options.databaseUrl, poolSize: 1 });
    try {
      const [tables] = await selectRows<{ n: number }>(
        target.db,
        sql`select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
      );
      if (tables!.n > 0) {
        throw new RestoreRefused("The database is not empty: restore into a new one (createdb), never over data.");
      }
    } finally {
      await target.close();
    }
    run("pg_restore", ["--no-owner", "--exit-on-error", file], options.databaseUrl);
    return;
  }
  const pgliteDir = join(options.dataDir, "pglite");
  if (existsSync(backupSocket(options.dataDir)) && (await serverListening(options.dataDir))) {
    throw new RestoreRefused("A server is running on this data folder: stop it first.");
  }
  if (existsSync(pgliteDir) && readdirSync(pgliteDir).length > 0) {
    throw new RestoreRefused(
      `${pgliteDir} holds a database: move it away first (mv ${pgliteDir} ${pgliteDir}.before-restore), never over data.`,
    );
  }
  const loading = `${pgliteDir}.restoring`;
  rmSync(loading, { recursive: true, force: true });
  const handle = await openDatabase({ dataDir: loading, loadDataDir: new Blob([readFileSync(file)]) });
  await handle.close();
  rmSync(pgliteDir, { recursive: true, force: true });
  renameSync(loading, pgliteDir);
}

function serverListening(dataDir: string): Promise<boolean> {
  return new Promise((resolve) => {
    const connection = createConnection(backupSocket(dataDir));
    connection.on("connect", () => {
      connection.destroy();
      resolve(true);
    });
    connection.on("error", () => resolve(false));
  });
}

/** Runs a PostgreSQL client tool on the database; its password goes in the environment, not `ps`. */
function run(command: string, args: string[], databaseUrl: string): void {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  const result = spawnSync(command, [...args, `--dbname=${url}`], {
    encoding: "utf8",
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  });
  if (result.error)
    throw new Error(`${command} could not run (${result.error.message}): install PostgreSQL's client tools`);
  if (result.status !== 0) throw new Error(`${command} failed:\n${result.stderr}`);
}
