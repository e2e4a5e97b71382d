// The database-fault trials stop and start a real PostgreSQL server, so they run only where the
// environment says how: RELIABILITY_PG_CTL, a command taking `stop` or `start` (for example
// "/usr/lib/postgresql/15/bin/pg_ctl -D /tmp/pg/data -o '-p 55434 -k /tmp/pg'" run as the cluster's
// owner), and RELIABILITY_DATABASE_URL, an admin connection to that server where the trials may
// create a database. Vitest leaves the file out without them (vitest.config.ts), and the table says so.
// Give it a server of its own, not the one DATABASE_URL names: the other test files of the same run
// would lose their databases for the seconds it is down.

export interface DatabaseFaultsConfig {
  /** Runs `<command> stop -m immediate` and `<command> start -w` through the shell. */
  pgCtl: string;
  adminUrl: string;
}

export function databaseFaultsConfig(source = process.env): DatabaseFaultsConfig | null {
  const pgCtl = source.RELIABILITY_PG_CTL;
  const adminUrl = source.RELIABILITY_DATABASE_URL;
  return pgCtl && adminUrl ? { pgCtl, adminUrl } : null;
}

export function databaseFaultsSkipReason(source = process.env): string | null {
  if (databaseFaultsConfig(source)) return null;
  return "PostgreSQL stopped hard under load: RELIABILITY_PG_CTL and RELIABILITY_DATABASE_URL are not both set";
}
