// npm run db:migrate: applies the committed migrations that have not run yet. The release step of a
// deploy (README, "Scaling out"): run it once before the new copies start, while the old ones serve;
// a migration must therefore keep the previous release working (docs/decisions/0016).
import { MigrationLockTimeout, openDatabase } from "../client.ts";
import { databaseOptions, loadDbEnv } from "./env.ts";

const env = loadDbEnv();
const database = await openDatabase(databaseOptions(env));
try {
  const pending = await database.pendingMigrations();
  await database.migrate();
  console.log(
    pending > 0 ? `Applied ${pending} migration(s) (${database.kind}).` : `Nothing to apply (${database.kind}).`,
  );
} catch (error) {
  if (!(error instanceof MigrationLockTimeout)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
