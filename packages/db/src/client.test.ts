// The database client survives what production throws at it: a PostgreSQL restart (every
// connection dropped under the pool) and, for PGlite, a process restart on the same folder.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { expect, inject, it } from "vitest";
import { openDatabase, selectRows } from "./client.ts";
import { newsletterSubscribers } from "./schema.ts";
import { createTestDatabase, withAdminClient } from "./testing/test-database.ts";

const template = inject("testDatabaseTemplate");

if (template.kind === "postgres") {
  it("keeps serving after PostgreSQL drops every connection, as in a restart", async () => {
    const poolErrors: Error[] = [];
    const scratch = await createTestDatabase();
    const [{ name }] = (await selectRows<{ name: string }>(scratch.db, sql`select current_database() as name`)) as [
      { name: string },
    ];
    const url = new URL(template.adminUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ url: url.toString(), poolSize: 3, onPoolError: (e) => poolErrors.push(e) });
    try {
      // Open several idle connections in the pool, then kill them all from outside.
      const pooled = () => handle.db.execute(sql`select pg_sleep(0.05)`);
      await Promise.all([pooled(), pooled(), pooled(), handle.ping()]);
      await withAdminClient(template.adminUrl, (admin) =>
        admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]),
      );
      await expect.poll(() => poolErrors.length, { timeout: 15_000 }).toBeGreaterThan(0);
      // The process is still alive and the next queries get fresh connections.
      await handle.ping();
      await handle.db.insert(newsletterSubscribers).values({ email: "after-restart@example.com" });
      expect(await handle.db.$count(newsletterSubscribers)).toBe(1);
    } finally {
      await handle.close();
      await scratch.close();
    }
  });
} else {
  it("keeps its data across restarts and migrates idempotently", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "parvat-pglite-"));
    try {
      const first = await openDatabase({ dataDir });
      await first.migrate();
      await first.db.insert(newsletterSubscribers).values({ email: "kept@example.com" });
      await first.close();

      const second = await openDatabase({ dataDir });
      await second.migrate();
      const rows = await second.db.select({ email: newsletterSubscribers.email }).from(newsletterSubscribers);
      expect(rows).toEqual([{ email: "kept@example.com" }]);
      await second.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
}
