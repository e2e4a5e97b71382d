// What several server copies on one database rely on: migrations that take turns under a lock a
// pooler cannot strand, a count of the migrations still pending, notifications between processes
// that survive the listening connection being dropped (or dying without a word), the pool's limits
// on every connection, a deadline of the client's own on every statement, and readiness that tells
// a busy pool from a database that is away.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  type DatabaseHandle,
  type ListenHandlers,
  MigrationLockTimeout,
  openDatabase,
  type PostgresOptions,
  selectRows,
} from "./client.ts";
import { type FreezingProxy, startFreezingProxy } from "./testing/freezing-proxy.ts";
import { createTestDatabase, dropListeningConnections, withAdminClient } from "./testing/test-database.ts";

const template = inject("testDatabaseTemplate");

/** What a listener heard, in order: "up", "down", or a payload. */
function recorder(): ListenHandlers & { heard: string[] } {
  const heard: string[] = [];
  return {
    heard,
    message: (payload) => heard.push(payload),
    up: () => heard.push("up"),
    down: () => heard.push("down"),
  };
}

describe("notifications", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("reach every listener of the channel, the sender's own included, and no other channel's", async () => {
    const first = recorder();
    const second = recorder();
    const elsewhere = recorder();
    const listeners = [
      handle.notifications.listen("parvat_test_channel", first),
      handle.notifications.listen("parvat_test_channel", second),
      handle.notifications.listen("parvat_other_channel", elsewhere),
    ];
    try {
      await expect.poll(() => [first.heard, second.heard, elsewhere.heard]).toEqual([["up"], ["up"], ["up"]]);
      await handle.notifications.notify("parvat_test_channel", "copy-a");
      await expect
        .poll(() => [first.heard, second.heard])
        .toEqual([
          ["up", "copy-a"],
          ["up", "copy-a"],
        ]);
      expect(elsewhere.heard).toEqual(["up"]);
    } finally {
      await Promise.all(listeners.map((listener) => listener.close()));
    }
    await handle.notifications.notify("parvat_test_channel", "after-close");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(first.heard).toEqual(["up", "copy-a"]);
  });

  it("counts every committed migration as pending on an empty database, none once migrated", async () => {
    const empty = await emptyDatabase();
    try {
      const pending = await empty.handle.pendingMigrations();
      expect(pending).toBeGreaterThan(10);
      await empty.handle.migrate();
      expect(await empty.handle.pendingMigrations()).toBe(0);
      expect(await handle.pendingMigrations()).toBe(0);
    } finally {
      await empty.drop();
    }
  });
});

/** An empty database of its own (not from the migrated template). */
async function emptyDatabase(): Promise<{ handle: DatabaseHandle; url: string; drop(): Promise<void> }> {
  if (template.kind === "pglite") {
    const handle = await openDatabase({ dataDir: undefined });
    return { handle, url: "", drop: () => handle.close() };
  }
  const name = `parvat_empty_${randomBytes(6).toString("hex")}`;
  await withAdminClient(template.adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(template.adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 2 });
  return {
    handle,
    url: url.toString(),
    drop: async () => {
      await handle.close();
      await withAdminClient(template.adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

if (template.kind === "postgres") {
  const postgres = template;
  describe("on PostgreSQL", () => {
    it("migrates from several processes at once, one at a time, and leaves no advisory lock behind", async () => {
      const empty = await emptyDatabase();
      const others = await Promise.all([1, 2].map(() => openDatabase({ url: empty.url, poolSize: 1 })));
      try {
        await Promise.all([empty.handle, ...others].map((handle) => handle.migrate()));
        expect(await empty.handle.pendingMigrations()).toBe(0);
        // pg_locks lists the whole cluster's locks: other test files' databases take advisory locks too.
        const locks = await selectRows<{ n: number }>(
          empty.handle.db,
          sql`select count(*)::int as n from pg_locks where locktype = 'advisory'
              and database = (select oid from pg_database where datname = current_database())`,
        );
        expect(locks).toEqual([{ n: 0 }]);
      } finally {
        await Promise.all(others.map((handle) => handle.close()));
        await empty.drop();
      }
    });

    it("gives up waiting for another migration after the lock timeout, saying what to do", async () => {
      const empty = await emptyDatabase();
      const holder = new pg.Client({ connectionString: empty.url });
      await holder.connect();
      const waiting = await openDatabase({ url: empty.url, poolSize: 1, migrationLockTimeoutMs: 500 });
      try {
        // Another deploy's migration, still running.
        await holder.query("begin");
        await holder.query("select pg_advisory_xact_lock(727272)");
        const failure = await waiting.migrate().then(
          () => null,
          (error: unknown) => error,
        );
        expect(failure).toBeInstanceOf(MigrationLockTimeout);
        expect((failure as Error).message).toMatch(/Another process has been migrating this database for over 1 s/);
        expect((failure as Error).message).toMatch(/npm run db:migrate/);
        expect(await waiting.pendingMigrations()).toBeGreaterThan(10);
        // Once it is done, the migration goes through.
        await holder.query("commit");
        await waiting.migrate();
        expect(await waiting.pendingMigrations()).toBe(0);
      } finally {
        await holder.end();
        await waiting.close();
        await empty.drop();
      }
    });

    /** A handle of its own (with these options) on a scratch database, closed after `run`. */
    async function withScratch(
      options: Omit<PostgresOptions, "url">,
      run: (handle: DatabaseHandle, url: string) => Promise<void>,
      through?: (url: string) => string,
    ) {
      const scratch = await createTestDatabase();
      const [{ name }] = (await selectRows<{ name: string }>(scratch.db, sql`select current_database() as name`)) as [
        { name: string },
      ];
      const url = Object.assign(new URL(postgres.adminUrl), { pathname: `/${name}` }).toString();
      const handle = await openDatabase({ url: through ? through(url) : url, ...options });
      try {
        await run(handle, url);
      } finally {
        await handle.close();
        await scratch.close();
      }
    }

    it("sets the pool's timeouts on every connection, and fails a wait for a busy pool after its timeout", async () => {
      await withScratch(
        { poolSize: 1, connectionTimeoutMs: 300, statementTimeoutMs: 1_500, idleInTransactionTimeoutMs: 2_500 },
        async (handle) => {
          const [settings] = await selectRows<{ statement: string; idle: string }>(
            handle.db,
            sql`select current_setting('statement_timeout') as statement,
              current_setting('idle_in_transaction_session_timeout') as idle`,
          );
          expect(settings).toEqual({ statement: "1500ms", idle: "2500ms" });
          // query_canceled: "canceling statement due to statement timeout".
          await expect(handle.db.execute(sql`select pg_sleep(3)`)).rejects.toMatchObject({ cause: { code: "57014" } });
          // The one connection busy: a second query waits 300 ms for it, then fails with the pool's
          // words (which the API answers with 503 and Retry-After).
          const busy = Promise.resolve(handle.db.execute(sql`select pg_sleep(1)`));
          await expect.poll(() => handle.poolStats()?.idle).toBe(0);
          const started = performance.now();
          await expect(handle.db.execute(sql`select 1`)).rejects.toMatchObject({
            cause: { message: "timeout exceeded when trying to connect" },
          });
          expect(performance.now() - started).toBeLessThan(1_000);
          await busy;
          expect(handle.poolStats()).toMatchObject({ total: 1, waiting: 0 });
        },
      );
    });

    it("answers readiness on a connection of its own: a busy pool is a database that is up", async () => {
      await withScratch({ poolSize: 1, connectionTimeoutMs: 300 }, async (handle) => {
        const busy = Promise.resolve(handle.db.execute(sql`select pg_sleep(1.5)`));
        await expect.poll(() => handle.poolStats()?.idle).toBe(0);
        const waiting = Promise.resolve(handle.db.execute(sql`select 1`)).catch(() => "refused");
        await expect.poll(() => handle.poolStats()?.waiting).toBe(1);
        await expect(handle.ping()).resolves.toBeUndefined();
        expect(await waiting).toBe("refused");
        await busy;
      });
      // A database nobody answers for: not ready, within the probe's 2 s.
      const nowhere = await openDatabase({ url: "postgres://postgres@127.0.0.1:1/postgres", poolSize: 1 });
      try {
        const started = performance.now();
        await expect(nowhere.ping()).rejects.toThrow();
        expect(performance.now() - started).toBeLessThan(2_500);
      } finally {
        await nowhere.close();
      }
    });

    describe("through a proxy that can go silent", () => {
      let proxy: FreezingProxy;
      beforeAll(async () => {
        const { hostname, port } = new URL(postgres.adminUrl);
        proxy = await startFreezingProxy({ host: hostname, port: Number(port) });
      });
      afterAll(() => proxy.close());

      it("names each connection after the copy, and asks the server to drop a vanished client", async () => {
        await withScratch(
          { poolSize: 2, copyName: "web-7:4711", tcpUserTimeoutMs: 7_000 },
          async (handle) => {
            const [row] = await selectRows<{ name: string; user_timeout: string }>(
              handle.db,
              sql`select current_setting('application_name') as name, current_setting('tcp_user_timeout') as user_timeout`,
            );
            expect(row).toEqual({ name: "parvat web-7:4711", user_timeout: "7000" });
            const heard = recorder();
            const listener = handle.notifications.listen("parvat_test_channel", heard);
            await expect.poll(() => heard.heard).toEqual(["up"]);
            await handle.ping();
            expect(proxy.connections().sort()).toEqual(
              expect.arrayContaining(["parvat web-7:4711", "parvat-listen web-7:4711", "parvat-probe web-7:4711"]),
            );
            await listener.close();
          },
          proxy.through,
        );
      });

      it("gives up on a frozen server a little after the statement timeout, and answers again once it thaws", async () => {
        await withScratch(
          { poolSize: 2, statementTimeoutMs: 800, connectionTimeoutMs: 500 },
          async (handle) => {
            await handle.db.execute(sql`select 1`);
            proxy.freeze({ newConnections: true });
            try {
              const started = performance.now();
              const failure = await Promise.resolve(handle.db.execute(sql`select 1`)).catch((error: Error) => error);
              const waited = performance.now() - started;
              // The pool's idle connection is frozen: the client's own deadline, 2 s past the server's.
              expect(String((failure as Error).cause ?? failure)).toMatch(/Query read timeout/);
              expect(waited).toBeGreaterThan(2_500);
              expect(waited).toBeLessThan(4_000);
              // The connection that timed out is gone; a new one cannot open while frozen.
              await expect.poll(() => handle.poolStats()?.total).toBe(0);
              const opening = performance.now();
              await expect(handle.db.execute(sql`select 1`)).rejects.toThrow();
              expect(performance.now() - opening).toBeLessThan(1_500);
              await expect(handle.ping()).rejects.toThrow();
            } finally {
              proxy.thaw();
            }
            await expect(handle.db.execute(sql`select 1`)).resolves.toBeDefined();
            await handle.ping();
          },
          proxy.through,
        );
      });

      it("stops vouching for notifications at the first late heartbeat of a listening connection that died silently", async () => {
        await withScratch(
          { poolSize: 1 },
          async (handle) => {
            const heard = recorder();
            const listener = handle.notifications.listen("parvat_test_channel", heard);
            try {
              await expect.poll(() => heard.heard).toEqual(["up"]);
              await expect.poll(() => listener.heardWithin(800)).toBe(true);
              expect(proxy.freeze({ applicationName: /^parvat-listen / })).toBe(1);
              const frozenAt = performance.now();
              await expect.poll(() => listener.heardWithin(800), { interval: 10 }).toBe(false);
              expect(performance.now() - frozenAt).toBeLessThan(1_000);
              // Given up for lost after its heartbeat went unanswered, and opened again.
              await expect.poll(() => heard.heard, { timeout: 10_000 }).toEqual(["up", "down", "up"]);
              await expect.poll(() => listener.heardWithin(800)).toBe(true);
              await handle.notifications.notify("parvat_test_channel", "after");
              await expect.poll(() => heard.heard).toEqual(["up", "down", "up", "after"]);
            } finally {
              proxy.thaw();
              await listener.close();
            }
          },
          proxy.through,
        );
      });
    });

    it("tells a listener its connection dropped, listens again, and hears what is sent from then on", async () => {
      const scratch = await createTestDatabase();
      const heard = recorder();
      const listener = scratch.notifications.listen("parvat_test_channel", heard);
      try {
        await expect.poll(() => heard.heard).toEqual(["up"]);
        await dropListeningConnections(scratch);
        await expect.poll(() => heard.heard, { timeout: 10_000 }).toEqual(["up", "down", "up"]);
        await scratch.notifications.notify("parvat_test_channel", "after-reconnect");
        await expect.poll(() => heard.heard).toEqual(["up", "down", "up", "after-reconnect"]);
      } finally {
        await listener.close();
        await scratch.close();
      }
    });
  });
}
