// npm run db:reset: empties the database completely, then migrates and loads the demo content.
// PGlite: deletes its folder. PostgreSQL: drops and recreates the public schema and drizzle's
// migration bookkeeping. The media cache stays: its files are named by content checksum.
import { rm } from "node:fs/promises";
import pg from "pg";
import { type DbEnv, databaseOptions, loadDbEnv } from "./env.ts";
import { seed } from "./seed.ts";

export async function emptyDatabase(env: DbEnv): Promise<void> {
  const options = databaseOptions(env);
  if (!("url" in options)) {
    await rm(env.pgliteDir, { recursive: true, force: true });
    return;
  }
  const client = new pg.Client({ connectionString: options.url });
  await client.connect();
  try {
    await client.query("drop schema if exists drizzle cascade");
    await client.query("drop schema if exists public cascade");
    await client.query("create schema public");
  } finally {
    await client.end();
  }
}

if (import.meta.main) {
  const env = loadDbEnv();
  await emptyDatabase(env);
  console.log(env.databaseUrl ? "PostgreSQL schemas dropped." : `Removed ${env.pgliteDir}.`);
  await seed(env);
}
