// Vitest global setup of the reliability suite: a file the trials append their outcomes to, and, once
// every file has run, the table of what was tried and whether it held. Trials that need what this
// machine may not have (a PostgreSQL server the suite may stop) are listed as not run, with why.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { clusterSkipReason } from "./cluster-config.ts";
import { databaseFaultsSkipReason } from "./database-faults-config.ts";
import { formatTable, type TrialRecord } from "./trial-table.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The JSON-lines file each trial appends its outcome to. */
    reliabilityReport: string;
  }
}

export default function setup(project: TestProject) {
  const directory = mkdtempSync(join(tmpdir(), "parvat-reliability-"));
  const file = join(directory, "trials.jsonl");
  writeFileSync(file, "");
  project.provide("reliabilityReport", file);
  return () => {
    const records = readFileSync(file, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as TrialRecord);
    const skipped = databaseFaultsSkipReason();
    if (skipped) records.push({ area: "Database faults", attempt: skipped, outcome: "not run" });
    const clusterSkipped = clusterSkipReason();
    if (clusterSkipped) records.push({ area: "Cluster", attempt: clusterSkipped, outcome: "not run" });
    console.log(`\nReliability suite: what was tried, and whether it held\n${formatTable(records)}\n`);
    rmSync(directory, { recursive: true, force: true });
  };
}
