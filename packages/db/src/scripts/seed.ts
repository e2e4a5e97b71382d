// npm run db:seed: migrates, then loads the demo content if the catalogue is empty.
import { businessToday } from "@parvat/domain/business-dates";
import { openDatabase } from "../client.ts";
import { demoContent } from "../demo/demo-content.ts";
import { loadDemoContent } from "../demo/load-demo-content.ts";
import { type DbEnv, databaseOptions, loadDbEnv } from "./env.ts";

export async function seed(env: DbEnv): Promise<void> {
  const database = await openDatabase(databaseOptions(env));
  try {
    await database.migrate();
    const today = businessToday(env.businessTimeZone);
    const started = performance.now();
    const { loaded } = await loadDemoContent(database.db, { today, ...demoContent });
    console.log(
      loaded
        ? `Demo content loaded for ${today} in ${Math.round(performance.now() - started)} ms (${database.kind}).`
        : "The catalogue already has treks: demo content not loaded.",
    );
  } finally {
    await database.close();
  }
}

if (import.meta.main) await seed(loadDbEnv());
