// npm run db:seed: migrates, then loads the demo content if the catalogue is empty.
import { businessToday } from "@parvat/domain/business-dates";
import { announceContentChanged, openDatabase } from "../client.ts";
import { demoContent } from "../demo/demo-content.ts";
import { demoStaffAccounts } from "../demo/demo-staff.ts";
import { loadDemoContent } from "../demo/load-demo-content.ts";
import { type DbEnv, databaseOptions, loadDbEnv } from "./env.ts";

export async function seed(env: DbEnv): Promise<void> {
  const database = await openDatabase(databaseOptions(env));
  try {
    await database.migrate();
    const today = businessToday(env.businessTimeZone);
    const started = performance.now();
    const staffAccounts = demoStaffAccounts({
      production: env.production,
      postgres: database.kind === "postgres",
      setting: env.demoStaffAccounts,
    });
    const { loaded } = await loadDemoContent(database.db, { today, ...demoContent, staffAccounts });
    console.log(
      loaded
        ? `Demo content loaded for ${today} in ${Math.round(performance.now() - started)} ms (${database.kind})` +
            (staffAccounts ? "." : "; its accounts are travellers, not staff (DEMO_STAFF_ACCOUNTS).")
        : "The catalogue already has treks: demo content not loaded.",
    );
    // Servers already running on this database drop what they kept of the old catalogue.
    if (loaded) await announceContentChanged(database);
  } finally {
    await database.close();
  }
}

if (import.meta.main) await seed(loadDbEnv());
