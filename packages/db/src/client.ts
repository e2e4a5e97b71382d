// Opens the database: PostgreSQL through `pg` when a URL is given, otherwise PGlite (PostgreSQL in
// WebAssembly) in a local folder. Both get the same migrations and the same queries.
import { EventEmitter } from "node:events";
import { mkdirSync } from "node:fs";
import { hostname } from "node:os";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { type SQL, sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgAsyncDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type Relations, relations } from "./relations.ts";

export type Database = PgAsyncDatabase<PgQueryResultHKT, Relations>;

/** The handle inside `db.transaction(async (tx) => ...)`: services take it to run in the caller's transaction. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /**
   * Resolves when the database answers a trivial query; used by /readyz. On PostgreSQL it asks on a
   * connection of its own, never through the pool: a pool busy with a burst of requests is not a
   * database that is away.
   */
  ping(): Promise<void>;
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>;
  /** How many committed migrations this database has not applied yet. */
  pendingMigrations(): Promise<number>;
  /** The connection pool's state (PostgreSQL); null on PGlite, which has no pool. */
  poolStats(): PoolStats | null;
  /** PostgreSQL NOTIFY and LISTEN between every process on this database; in-process on PGlite. */
  notifications: Notifications;
  /** PGlite: its data folder as a gzipped tar, between two statements (backup.ts); PostgreSQL: pg_dump instead. */
  dumpDataDir(): Promise<Blob>;
  close(): Promise<void>;
}

export interface PoolStats {
  /** Connections open, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection because every one is busy. */
  waiting: number;
}

export interface ListenHandlers {
  /** A notification on the channel, sent by this process or another one. */
  message(payload: string): void;
  /** Listening (again): notifications sent from now on arrive. */
  up(): void;
  /** The listening connection is gone: notifications may be missed until `up` is called again. */
  down(error: Error): void;
}

export interface Listener {
  /**
   * Whether every notification sent up to `windowMs` ago has certainly arrived: the connection is
   * up and answered a heartbeat sent less than `windowMs` ago (notifications travel on the same
   * connection, in order, ahead of the heartbeat's answer). False from the first late heartbeat,
   * before the connection is given up for lost, so that a connection that died silently (no reset
   * reached this process) is not trusted for longer than that (docs/decisions/0015).
   */
  heardWithin(windowMs: number): boolean;
  close(): Promise<void>;
}

export interface Notifications {
  /** Sends `payload` to every listener of `channel` on this database, this process's included. */
  notify(channel: string, payload: string): Promise<void>;
  /** Listens on a connection of its own, reconnecting whenever it drops; `close` stops for good. */
  listen(channel: string, handlers: ListenHandlers): Listener;
}

export interface PostgresOptions {
  url: string;
  poolSize?: number;
  onPoolError?: (error: Error) => void;
  /** Reads as named prepared statements (decision 0008); false behind PgBouncer older than 1.21. */
  preparedStatements?: boolean;
  /** How long to wait for a connection, new or from a busy pool, before failing (0: for ever). */
  connectionTimeoutMs?: number;
  /** PostgreSQL cancels a statement running longer than this (0: never). */
  statementTimeoutMs?: number;
  /** PostgreSQL ends a session left idle inside a transaction this long, releasing its locks (0: never). */
  idleInTransactionTimeoutMs?: number;
  /** How long `migrate` waits for another process's migration before giving up with a message. */
  migrationLockTimeoutMs?: number;
  /**
   * The client's own deadline for an answer to any statement (0: none). A frozen server, or a primary
   * that vanished in a failover without a reset, would otherwise hold a request until TCP gives up
   * (minutes); past it the connection is destroyed, and the request fails as the database away (503).
   * Defaults to a little above the statement timeout, so the server's own limit speaks first.
   */
  queryTimeoutMs?: number;
  /**
   * The server drops this connection when what it sent stays unacknowledged this long (PostgreSQL's
   * tcp_user_timeout, sent at connection; 0 leaves the server's setting): a copy whose machine died
   * releases its locks in seconds, not minutes. Node cannot set the socket option on its own side; the
   * query deadline and keep-alive probes (idle 10 s, then every second) do that work there.
   */
  tcpUserTimeoutMs?: number;
  /** Who this process is, in pg_stat_activity's application_name ("parvat <copy>"); host:pid by default. */
  copyName?: string;
}

export type DatabaseOptions =
  | PostgresOptions
  /** `dataDir` undefined keeps the database in memory (tests). */
  | { dataDir: string | undefined; loadDataDir?: Blob };

/** Defaults of the pool's limits (the server's configuration overrides them). */
export const POOL_DEFAULTS = {
  connectionTimeoutMs: 5_000,
  statementTimeoutMs: 30_000,
  idleInTransactionTimeoutMs: 60_000,
  migrationLockTimeoutMs: 120_000,
  tcpUserTimeoutMs: 10_000,
} as const;

/** How much longer than the statement timeout the client waits before it gives a connection up. */
export const QUERY_DEADLINE_MARGIN_MS = 2_000;
/** Idle connections are probed after this long, then every second (libuv), ten times. */
const KEEP_ALIVE_IDLE_MS = 10_000;

/** The client's deadline for a statement's answer: a little above the server's own limit. */
export function queryDeadline(options: Pick<PostgresOptions, "queryTimeoutMs" | "statementTimeoutMs">): number {
  if (options.queryTimeoutMs !== undefined) return options.queryTimeoutMs;
  return (options.statementTimeoutMs || POOL_DEFAULTS.statementTimeoutMs) + QUERY_DEADLINE_MARGIN_MS;
}

/** application_name of this process's connections of one kind: "parvat web-1:4711", "parvat-listen web-1:4711". */
export function applicationName(kind: "parvat" | "parvat-listen" | "parvat-probe", copyName: string): string {
  // PostgreSQL keeps the first 63 bytes.
  return `${kind} ${copyName}`.slice(0, 63);
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`, which the shared database type hides. */
export async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

export const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));

/** Extensions every database needs: trigram similarity and accent folding for search. */
export const pgliteExtensions = { pg_trgm, unaccent };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return "url" in options ? openPostgres(options) : openPglite(options);
}

async function openPglite(options: { dataDir: string | undefined; loadDataDir?: Blob }): Promise<DatabaseHandle> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    extensions: pgliteExtensions,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, relations });
  return {
    db,
    kind: "pglite",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    migrate: async () => {
      await migratePglite(db, { migrationsFolder });
    },
    pendingMigrations: () => countPendingMigrations(db),
    poolStats: () => null,
    // One process holds a PGlite database: its notifications never need to leave it.
    notifications: inProcessNotifications(),
    dumpDataDir: async () => {
      // Written out first, so that a restore has little to recover.
      await client.exec("checkpoint");
      return client.dumpDataDir("gzip");
    },
    close: () => client.close(),
  };
}

async function openPostgres(options: PostgresOptions): Promise<DatabaseHandle> {
  const limits = { ...POOL_DEFAULTS, ...definedOnly(options) };
  const copyName = options.copyName ?? `${hostname()}:${process.pid}`;
  const connection = {
    connectionString: options.url,
    connectionTimeoutMillis: limits.connectionTimeoutMs,
    // Sent as startup parameters, so they hold for every statement of every connection; 0 leaves the
    // server's own setting (PgBouncer needs them in ignore_startup_parameters, or set them to 0 there).
    ...(limits.statementTimeoutMs > 0 ? { statement_timeout: limits.statementTimeoutMs } : {}),
    ...(limits.idleInTransactionTimeoutMs > 0
      ? { idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs }
      : {}),
    ...(limits.tcpUserTimeoutMs > 0 ? { options: `-c tcp_user_timeout=${limits.tcpUserTimeoutMs}` } : {}),
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEP_ALIVE_IDLE_MS,
  };
  const deadline = queryDeadline(options);
  const pool = new pg.Pool({
    ...connection,
    ...(deadline > 0 ? { query_timeout: deadline } : {}),
    application_name: applicationName("parvat", copyName),
    max: options.poolSize ?? 10,
  });
  // Without these listeners a PostgreSQL restart emits an unhandled 'error' and kills the process;
  // with them the pool drops the broken connections and opens new ones on the next query.
  const onError = options.onPoolError ?? (() => {});
  pool.on("error", onError);
  pool.on("connect", (client) => client.on("error", onError));
  pool.on("connect", dropOnDeadline);
  if (options.preparedStatements ?? true) {
    const names = createStatementNames();
    pool.on("connect", (client) => nameReadStatements(client, names));
  }
  const db = drizzlePostgres({ client: pool, relations });
  const listeners = new Set<Listener>();
  const probe = createProbe({ ...connection, application_name: applicationName("parvat-probe", copyName) });
  return {
    db,
    kind: "postgres",
    ping: probe.ping,
    // On a connection of its own, without the query deadline: a migration's index may take minutes.
    migrate: () =>
      withOwnConnection({ ...connection, application_name: applicationName("parvat", copyName) }, (own) =>
        migrateUnderLock(own, limits.migrationLockTimeoutMs),
      ),
    pendingMigrations: () => countPendingMigrations(db),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    notifications: {
      notify: async (channel, payload) => {
        await pool.query("select pg_notify($1, $2)", [channel, payload]);
      },
      listen: (channel, handlers) => {
        // Named, so that pg_stat_activity tells it from the pool's connections.
        const config = { ...connection, application_name: applicationName("parvat-listen", copyName) };
        const listener = listenOnOwnConnection(config, channel, handlers, () => listeners.delete(listener));
        listeners.add(listener);
        return listener;
      },
    },
    dumpDataDir: () =>
      Promise.reject(new Error("PostgreSQL is backed up with pg_dump (npm run backup), not a data folder")),
    close: async () => {
      await Promise.all([...listeners].map((listener) => listener.close()));
      await probe.close();
      await pool.end();
    },
  };
}

/**
 * node-postgres answers a statement past its query_timeout with an error but keeps the connection,
 * still waiting for the lost answer: the transaction's ROLLBACK would then wait as long again. The
 * connection is destroyed instead, so its transaction ends with it and the pool opens a new one.
 */
function dropOnDeadline(connection: pg.PoolClient): void {
  const query = connection.query.bind(connection) as (...args: unknown[]) => unknown;
  const destroyOnDeadline = (error: unknown) => {
    if ((error as Error | undefined)?.message !== "Query read timeout") return;
    (connection as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
  };
  connection.query = ((...args: unknown[]) => {
    const last = args.at(-1);
    if (typeof last === "function") {
      // The pool's own queries answer through a callback.
      args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
        destroyOnDeadline(error);
        return (last as (...values: unknown[]) => unknown)(error, ...rest);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.catch(destroyOnDeadline);
    return result;
  }) as typeof connection.query;
}

/** How long readiness waits for the database's answer on its own connection. */
const PROBE_TIMEOUT_MS = 2_000;

/**
 * One connection outside the pool for readiness: opened on first use, kept, and opened again after
 * a failure. A database that answers it is up, however busy the pool is.
 */
function createProbe(config: pg.ClientConfig) {
  let client: Promise<pg.Client> | undefined;
  const drop = (lost: Promise<pg.Client>) => {
    if (client === lost) client = undefined;
    void lost.then((connection) => connection.end()).catch(() => {});
  };
  return {
    async ping() {
      if (!client) {
        const opening = (async () => {
          const connection = new pg.Client({
            ...config,
            connectionTimeoutMillis: PROBE_TIMEOUT_MS,
            query_timeout: PROBE_TIMEOUT_MS,
          });
          connection.on("error", () => drop(opening));
          await connection.connect();
          return connection;
        })();
        client = opening;
      }
      const current = client;
      try {
        await (await current).query("select 1");
      } catch (error) {
        drop(current);
        throw error;
      }
    },
    async close() {
      const last = client;
      client = undefined;
      if (last) await last.then((connection) => connection.end()).catch(() => {});
    },
  };
}

async function withOwnConnection<T>(config: pg.ClientConfig, run: (db: Database) => Promise<T>): Promise<T> {
  const client = new pg.Client(config);
  client.on("error", () => {});
  await client.connect();
  try {
    return await run(drizzlePostgres({ client, relations }));
  } finally {
    await client.end().catch(() => {});
  }
}

function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

// ─── Migrations ──────────────────────────────────────────────────────────────────────────────

/** Any number will do, as long as nothing else takes it: one migration at a time per database. */
const MIGRATION_LOCK = 727_272;

export class MigrationLockTimeout extends Error {
  override name = "MigrationLockTimeout";
}

/**
 * Applies the pending migrations inside one transaction that first takes a transaction-level advisory
 * lock: several processes starting together take turns, and the lock goes with the transaction's
 * end, so a pooler (PgBouncer in transaction mode) can never leave it held on a server connection
 * for the next deploy to wait on. Waiting is bounded by `lock_timeout`; the statements themselves
 * are not (an index on a big table may take minutes).
 */
async function migrateUnderLock(db: Database, lockTimeoutMs: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('lock_timeout', ${`${lockTimeoutMs}ms`}, true)`);
      await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
      await tx.execute(sql`select set_config('lock_timeout', '0', true), set_config('statement_timeout', '0', true)`);
      // Drizzle's own transaction becomes a savepoint of this one.
      await migratePostgres(tx as unknown as Parameters<typeof migratePostgres>[0], { migrationsFolder });
    });
  } catch (error) {
    if ((error as { code?: string }).code === "55P03" || hasCode(error, "55P03")) {
      throw new MigrationLockTimeout(
        `Another process has been migrating this database for over ${Math.round(lockTimeoutMs / 1000)} s ` +
          `(advisory lock ${MIGRATION_LOCK}); nothing was changed. Find it with: select pid, state, query ` +
          "from pg_stat_activity where pid in (select pid from pg_locks where locktype = 'advisory'); then " +
          "run `npm run db:migrate` again (MIGRATION_LOCK_TIMEOUT_MS sets how long to wait).",
        { cause: error },
      );
    }
    throw error;
  }
}

function hasCode(error: unknown, code: string): boolean {
  const cause = (error as { cause?: unknown } | null)?.cause;
  return Boolean(
    cause && typeof cause === "object" && ((cause as { code?: string }).code === code || hasCode(cause, code)),
  );
}

/** The committed migrations this database has not applied (drizzle tells them apart by name). */
async function countPendingMigrations(db: Database): Promise<number> {
  const [table] = await selectRows<{ exists: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`,
  );
  const applied = table?.exists
    ? new Set(
        (await selectRows<{ name: string | null }>(db, sql`select name from drizzle.__drizzle_migrations`)).map(
          (row) => row.name,
        ),
      )
    : new Set<string | null>();
  return readMigrationFiles({ migrationsFolder }).filter((migration) => !migration.name || !applied.has(migration.name))
    .length;
}

// ─── Notifications ───────────────────────────────────────────────────────────────────────────

/**
 * The channel on which every server copy hears that what the site shows has changed, and drops the
 * answers and pages it kept (apps/api/src/http/cache-generation.ts). The payload names the sender.
 */
export const CONTENT_CHANGED_CHANNEL = "parvat_content_changed";

/** Tells every server copy on this database that what the site shows has changed (scripts call it). */
export async function announceContentChanged(handle: Pick<DatabaseHandle, "notifications">): Promise<void> {
  await handle.notifications.notify(CONTENT_CHANGED_CHANNEL, "script");
}

function inProcessNotifications(): Notifications {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  return {
    notify: async (channel, payload) => {
      events.emit(channel, payload);
    },
    listen: (channel, handlers) => {
      events.on(channel, handlers.message);
      handlers.up();
      return {
        // Nothing travels between processes: every notification has arrived as soon as it is sent.
        heardWithin: () => true,
        close: async () => {
          events.off(channel, handlers.message);
        },
      };
    },
  };
}

/** The start of the application_name of listening connections, as pg_stat_activity shows them. */
export const LISTENER_APPLICATION_NAME = "parvat-listen";

/**
 * How often the listening connection proves it is alive. Each answered heartbeat vouches for every
 * notification sent before it (Listener.heardWithin), so it is frequent: a `select 1` ten times a
 * second on one otherwise idle connection per copy.
 */
export const LISTEN_HEARTBEAT_MS = 100;
/** A heartbeat unanswered this long: the connection is given up for lost and opened again. */
const LISTEN_HEARTBEAT_TIMEOUT_MS = 3_000;
const RECONNECT_DELAYS_MS = [100, 250, 500, 1_000, 2_000, 5_000];

/**
 * LISTEN on a connection outside the pool (a pooled one is handed to other queries, and PgBouncer in
 * transaction mode cannot hold a LISTEN at all). When it drops, or a heartbeat gets no answer, the
 * handlers hear `down` at once and the connection is opened again with a growing delay.
 */
function listenOnOwnConnection(
  config: pg.ClientConfig,
  channel: string,
  handlers: ListenHandlers,
  onClosed: () => void,
): Listener {
  let client: pg.Client | undefined;
  let closed = false;
  let attempt = 0;
  let heartbeat: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;
  /** When the last heartbeat that was answered had been sent (performance.now()); null while down. */
  let vouchedAt: number | null = null;
  /** When each heartbeat still awaiting its answer was sent, oldest first (answers come in order). */
  let outstanding: number[] = [];

  function lost(error: Error, from: pg.Client) {
    if (from !== client || closed) return;
    client = undefined;
    vouchedAt = null;
    outstanding = [];
    clearInterval(heartbeat);
    from.removeAllListeners("notification");
    from.on("error", () => {});
    // A connection that died silently would wait for its goodbye as long as TCP does: cut it.
    (from as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    void from.end().catch(() => {});
    handlers.down(error);
    schedule();
  }

  function schedule() {
    if (closed) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
    attempt += 1;
    retry = setTimeout(connect, delay);
    retry.unref();
  }

  // Heartbeats go out on time even while earlier ones wait: the connection answers them in order, so
  // on a slow (busy) connection each answer still vouches for a moment only one round trip ago.
  function beat(connection: pg.Client) {
    if (client !== connection) return;
    const sentAt = performance.now();
    if (outstanding.length > 0 && sentAt - outstanding[0]! > LISTEN_HEARTBEAT_TIMEOUT_MS) {
      lost(new Error("the listening connection did not answer its heartbeat"), connection);
      return;
    }
    outstanding.push(sentAt);
    connection.query("select 1").then(
      () => {
        if (client !== connection) return;
        outstanding.shift();
        vouchedAt = sentAt;
      },
      (error: Error) => lost(error, connection),
    );
  }

  async function connect() {
    if (closed) return;
    const next = new pg.Client(config);
    client = next;
    next.on("error", (error) => lost(error, next));
    next.on("end", () => lost(new Error("the listening connection ended"), next));
    next.on("notification", (message) => {
      if (message.channel === channel) handlers.message(message.payload ?? "");
    });
    let listeningSince: number;
    try {
      await next.connect();
      listeningSince = performance.now();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lost(error as Error, next);
      return;
    }
    if (closed || client !== next) return;
    attempt = 0;
    vouchedAt = listeningSince;
    heartbeat = setInterval(() => beat(next), LISTEN_HEARTBEAT_MS);
    heartbeat.unref();
    handlers.up();
  }

  void connect();
  return {
    heardWithin: (windowMs) => vouchedAt !== null && performance.now() - vouchedAt < windowMs,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const last = client;
      client = undefined;
      onClosed();
      if (last) await last.end().catch(() => {});
    },
  };
}

// ─── Named prepared statements (docs/decisions/0008-named-prepared-statements.md) ──────────

/** How many distinct statement texts a process names: each connection keeps at most this many plans. */
export const MAX_NAMED_STATEMENTS = 200;

/**
 * Gives each distinct read statement's text a name, for the first MAX_NAMED_STATEMENTS texts a process
 * sees; later texts stay unnamed, so documents crafted to vary the SQL cannot make connections hoard
 * plans. The site's own documents are few and come first.
 */
export function createStatementNames(limit = MAX_NAMED_STATEMENTS): (text: string) => string | undefined {
  const names = new Map<string, string>();
  return (text) => {
    let name = names.get(text);
    if (name === undefined && names.size < limit) {
      name = `parvat_${names.size + 1}`;
      names.set(text, name);
    }
    return name;
  };
}

const READ_STATEMENT = /^\s*select\b/i;

/**
 * Sends the connection's read statements with a name: PostgreSQL parses and plans a named statement
 * once per connection (node-postgres remembers which names a connection has prepared), instead of on
 * every request. Strings without parameters (migrations, `select 1`) and writes stay unnamed.
 */
function nameReadStatements(connection: pg.PoolClient, nameOf: (text: string) => string | undefined): void {
  const query = connection.query.bind(connection) as (...args: unknown[]) => unknown;
  connection.query = ((config: unknown, ...rest: unknown[]) => {
    if (config && typeof config === "object" && !("submit" in config)) {
      const statement = config as pg.QueryConfig;
      if (statement.name === undefined && READ_STATEMENT.test(statement.text)) {
        const name = nameOf(statement.text);
        if (name) return query({ ...statement, name }, ...rest);
      }
    }
    return query(config, ...rest);
  }) as typeof connection.query;
}
