// Opens the database: PostgreSQL through `pg` when a URL is given, otherwise PGlite (PostgreSQL in
// WebAssembly) in a local folder. Both get the same migrations and the same queries.
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { type SQL, sql } from "drizzle-orm";
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
  /** Resolves when the database answers a trivial query; used by /readyz. */
  ping(): Promise<void>;
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | {
      url: string;
      poolSize?: number;
      onPoolError?: (error: Error) => void;
      /** Reads as named prepared statements (decision 0008); false behind PgBouncer older than 1.21. */
      preparedStatements?: boolean;
    }
  /** `dataDir` undefined keeps the database in memory (tests). */
  | { dataDir: string | undefined; loadDataDir?: Blob };

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
    close: () => client.close(),
  };
}

async function openPostgres(options: {
  url: string;
  poolSize?: number;
  onPoolError?: (error: Error) => void;
  preparedStatements?: boolean;
}): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
  // Without these listeners a PostgreSQL restart emits an unhandled 'error' and kills the process;
  // with them the pool drops the broken connections and opens new ones on the next query.
  const onError = options.onPoolError ?? (() => {});
  pool.on("error", onError);
  pool.on("connect", (connection) => connection.on("error", onError));
  if (options.preparedStatements ?? true) {
    const names = createStatementNames();
    pool.on("connect", (connection) => nameReadStatements(connection, names));
  }
  const db = drizzlePostgres({ client: pool, relations });
  return {
    db,
    kind: "postgres",
    ping: async () => {
      await pool.query("select 1");
    },
    migrate: async () => {
      // Several copies of the server may start at once: one migrates, the others wait for it.
      const connection = await pool.connect();
      try {
        await connection.query("select pg_advisory_lock(727272)");
        await migratePostgres(drizzlePostgres({ client: connection, relations }), { migrationsFolder });
      } finally {
        await connection.query("select pg_advisory_unlock(727272)").catch(() => {});
        connection.release();
      }
    },
    close: () => pool.end(),
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
