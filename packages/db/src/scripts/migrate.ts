// npm run db:migrate: applies the committed migrations that have not run yet.
import { openDatabase } from "../client.ts";
import { databaseOptions, loadDbEnv } from "./env.ts";

const env = loadDbEnv();
const database = await openDatabase(databaseOptions(env));
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
