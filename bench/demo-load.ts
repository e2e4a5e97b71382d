// How long the demo content takes to load into a fresh database: what the first `npm start` waits
// for. A figure to watch, not a test (a duration asserted in a test fails on a busy machine).
//
//   npm run bench:demo-load [-- --runs 3]
//
// Each run opens an in-memory PGlite, applies the migrations and loads the demo content; the script
// prints each run and the median.
import { parseArgs } from "node:util";
import { openDatabase } from "@parvat/db/client";
import { demoContent } from "@parvat/db/demo/demo-content";
import { loadDemoContent } from "@parvat/db/demo/load-demo-content";
import { businessToday } from "@parvat/domain/business-dates";

const { values: options } = parseArgs({ options: { runs: { type: "string", default: "3" } } });

const timings: number[] = [];
for (let run = 1; run <= Number(options.runs); run += 1) {
  const database = await openDatabase({ dataDir: undefined });
  await database.migrate();
  const started = performance.now();
  await loadDemoContent(database.db, { today: businessToday(), ...demoContent });
  const elapsed = performance.now() - started;
  await database.close();
  timings.push(elapsed);
  console.log(`run ${run}: demo content loaded in ${Math.round(elapsed)} ms`);
}
timings.sort((a, b) => a - b);
console.log(`median: ${Math.round(timings[Math.floor(timings.length / 2)]!)} ms over ${timings.length} runs`);
