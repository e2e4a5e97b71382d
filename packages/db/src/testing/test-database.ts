// A fresh, migrated database for each test file. The migrations run once per test run (global
// setup); each file then starts from a copy: a PGlite loaded from the migrated template's dump, or,
// when DATABASE_URL points at PostgreSQL, a new database created from a migrated template database.
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, LISTENER_APPLICATION_NAME, openDatabase, selectRows } from "../client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseTemplate: { kind: "pglite"; dumpFile: string } | { kind: "postgres"; adminUrl: string; name: string };
  }
}

export async function createTestDatabase(): Promise<DatabaseHandle> {
  const template = inject("testDatabaseTemplate");
  if (template.kind === "pglite") {
    const dump = new Blob([await readFile(template.dumpFile)]);
    return openDatabase({ dataDir: undefined, loadDataDir: dump });
  }
  const name = `parvat_test_${randomBytes(6).toString("hex")}`;
  await withAdminClient(template.adminUrl, (client) =>
    client.query(`create database ${name} template ${template.name}`),
  );
  const url = new URL(template.adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 4 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdminClient(template.adminUrl, (client) => client.query(`drop database if exists ${name}`));
    },
  };
}

export async function withAdminClient<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Ends a PostgreSQL database's listening connections from outside, as a network failure or a restart would. */
export async function dropListeningConnections(handle: DatabaseHandle): Promise<void> {
  const template = inject("testDatabaseTemplate");
  if (template.kind !== "postgres") throw new Error("PGlite has no connections to drop");
  const [row] = await selectRows<{ name: string }>(handle.db, sql`select current_database() as name`);
  await withAdminClient(template.adminUrl, (admin) =>
    admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name like $1 and datname = $2",
      [`${LISTENER_APPLICATION_NAME} %`, row!.name],
    ),
  );
}
