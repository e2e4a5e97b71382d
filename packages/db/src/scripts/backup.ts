// npm run backup [-- --out FILE]: a backup of the whole site (README, "Backups"). Embedded database:
// the data folder as PGlite dumps it (asked of the running server, if one runs on DATA_DIR); with
// DATABASE_URL: pg_dump's custom format. Uploaded files live in the database, so they are in it.
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { parseArgs } from "node:util";
import { backup } from "../backup.ts";
import { loadDbEnv } from "./env.ts";

const env = loadDbEnv();
const { values } = parseArgs({ options: { out: { type: "string" } } });
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
// npm runs the script in packages/db: a relative --out is taken from where the command was typed.
const out = resolve(
  process.env.INIT_CWD ?? process.cwd(),
  values.out ?? `${env.dataDir}/backups/parvat-${stamp}.${env.databaseUrl ? "dump" : "tar.gz"}`,
);
mkdirSync(dirname(out), { recursive: true });
const result = await backup({ databaseUrl: env.databaseUrl, dataDir: env.dataDir, out });
const how = { server: "taken by the running server", offline: "the database was not in use", pg_dump: "pg_dump" }[
  result.how
];
console.log(`Backup written: ${result.file} (${(result.bytes / 1024 / 1024).toFixed(1)} MB; ${how}).`);
console.log(`Restore it into an empty database with: npm run restore -- ${result.file}`);
