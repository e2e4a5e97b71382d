// A database of its own for an API server process (serve-api.ts), and that process: started, waited
// for, signalled. On PGlite the database is a directory that only one process may hold at a time, so
// a trial prepares it, closes it, runs the server, and opens it again to inspect what was left.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type DatabaseHandle, openDatabase } from "@parvat/db/client";
import { withAdminClient } from "@parvat/db/testing/test-database";
import { inject } from "vitest";

export interface ProcessDatabase {
  /** What serve-api.ts is given as RELIABILITY_DATABASE. */
  target: string;
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

/** A migrated, empty database copied from the test run's template, on PostgreSQL or in a PGlite directory. */
export async function processDatabase(): Promise<ProcessDatabase> {
  const template = inject("testDatabaseTemplate");
  if (template.kind === "pglite") {
    const directory = mkdtempSync(join(tmpdir(), "parvat-reliability-db-"));
    const handle = await openDatabase({ dataDir: directory, loadDataDir: new Blob([readFileSync(template.dumpFile)]) });
    await handle.close();
    return {
      target: directory,
      open: () => openDatabase({ dataDir: directory }),
      drop: async () => rmSync(directory, { recursive: true, force: true }),
    };
  }
  const name = `parvat_reliability_${randomBytes(6).toString("hex")}`;
  await withAdminClient(template.adminUrl, (client) =>
    client.query(`create database ${name} template ${template.name}`),
  );
  const url = new URL(template.adminUrl);
  url.pathname = `/${name}`;
  return {
    target: url.toString(),
    open: () => openDatabase({ url: url.toString(), poolSize: 2 }),
    drop: async () => {
      await withAdminClient(template.adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

export interface ApiProcess {
  origin: string;
  child: ChildProcess;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  output: () => string;
}

export async function startApiProcess(target: string, env: Record<string, string> = {}): Promise<ApiProcess> {
  const script = new URL("./serve-api.ts", import.meta.url).pathname;
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env, RELIABILITY_DATABASE: target },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve-api.ts did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    void exited.then(() => reject(new Error(`serve-api.ts exited:\n${output}`)));
  });
  return { origin: `http://127.0.0.1:${port}`, child, exited, output: () => output };
}
