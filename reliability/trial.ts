// A reliability trial: a Vitest test whose outcome also goes into the suite's table (setup.ts), under
// the area it belongs to ("GraphQL abuse", "Tokens", ...) and a plain description of the attempt.
import { appendFileSync } from "node:fs";
import { inject, it } from "vitest";
import type { TrialRecord } from "./trial-table.ts";

function record(entry: TrialRecord) {
  appendFileSync(inject("reliabilityReport"), `${JSON.stringify(entry)}\n`);
}

/** `run` may answer what it measured (a string): the table prints it beside the outcome. */
export function trial(area: string, attempt: string, run: () => Promise<unknown>, timeout?: number) {
  it(
    `${area}: ${attempt}`,
    async () => {
      let figure: unknown;
      try {
        figure = await run();
      } catch (error) {
        record({ area, attempt, outcome: "FAILED" });
        throw error;
      }
      record({ area, attempt, outcome: "held", ...(typeof figure === "string" ? { figure } : {}) });
    },
    timeout,
  );
}

/**
 * A scenario run once and shared by the trials that each check one thing of it, so that every
 * property is a row of its own; the first trial to ask runs it (give that one the time it takes).
 */
export function once<T>(run: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => {
    result ??= run();
    return result;
  };
}
