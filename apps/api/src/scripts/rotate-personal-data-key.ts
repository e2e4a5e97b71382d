// npm run personal-data:rotate-key: seals every traveller's personal data again under the current key
// (the first of PERSONAL_DATA_KEY; on the embedded database without it, DATA_DIR/personal-data-key),
// and seals what an earlier release left in plain text (docs/api.md, "Personal data"). Batches of rows,
// each committed on its own: stopped half-way, it goes on from what is left when run again, and a run
// with nothing left to do changes nothing. Prints the counts, before and after. To rotate: put the new
// key first and keep the old one after it (PERSONAL_DATA_KEY="k2:NEW,k1:OLD"), restart the servers,
// run this, then drop the old key once it prints that no value uses it. On the embedded database, stop
// the server first (PGlite opens its folder in one process at a time).
import { openDatabase } from "@parvat/db/client";
import { databaseOptions, loadDbEnv } from "@parvat/db/scripts/env";
import { embeddedPersonalDataKey } from "../personal-data/key-file.ts";
import { keyRingProblem, parseKeyRing, setPersonalDataKeys } from "../personal-data/personal-data-cipher.ts";
import { resealPersonalData, sealedValueCounts } from "../personal-data/reseal.ts";

async function main(): Promise<number> {
  const env = loadDbEnv();
  const text = process.env.PERSONAL_DATA_KEY ?? (env.databaseUrl ? undefined : embeddedPersonalDataKey(env.dataDir));
  if (!text) {
    console.error("PERSONAL_DATA_KEY is required with PostgreSQL (the key ring the servers use).");
    return 2;
  }
  const problem = keyRingProblem(text);
  if (problem) {
    console.error(`PERSONAL_DATA_KEY: ${problem}`);
    return 2;
  }
  const ring = parseKeyRing(text);
  setPersonalDataKeys(ring);
  const database = await openDatabase(databaseOptions(env));
  try {
    await database.migrate();
    const show = (counts: Record<string, number>) =>
      Object.entries(counts)
        .map(([key, count]) => `${count} under ${key}`)
        .join(", ") || "no values";
    console.log(`Before: ${show(await sealedValueCounts(database.db))}.`);
    const done = await resealPersonalData(database.db, ring, { scope: "rotate" });
    console.log(
      `Sealed under key "${ring.current.id}": ${done.resealed} values from an older key, ${done.plainSealed} that were not encrypted (${done.formsChanged} forms, ${done.filesChanged} fitness proofs changed).`,
    );
    console.log(`After: ${show(await sealedValueCounts(database.db))}.`);
    if (done.unreadable.length > 0) {
      console.error(
        `${done.unreadable.length} values do not open with these keys and were left as they are: ${done.unreadable.join(", ")}`,
      );
      return 1;
    }
    return 0;
  } finally {
    await database.close();
  }
}

if (import.meta.main) process.exitCode = await main();
