// npm run restore -- FILE: a backup of `npm run backup` into an empty database (README, "Backups"):
// the embedded database of DATA_DIR (no server running on it, no database there yet), or with
// DATABASE_URL a PostgreSQL database without tables (pg_restore). It never writes over data.
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { RestoreRefused, restore } from "../backup.ts";
import { loadDbEnv } from "./env.ts";

const env = loadDbEnv();
const { positionals } = parseArgs({ allowPositionals: true });
if (positionals.length !== 1) {
  console.error("Usage: npm run restore -- <backup file>");
  process.exit(1);
}
// npm runs the script in packages/db: a relative path is taken from where the command was typed.
const file = resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!);
try {
  await restore({ databaseUrl: env.databaseUrl, dataDir: env.dataDir, file });
  console.log(`Restored ${file} into ${env.databaseUrl ? "the database of DATABASE_URL" : `${env.dataDir}/pglite`}.`);
} catch (error) {
  if (!(error instanceof RestoreRefused)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
