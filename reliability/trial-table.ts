// The reliability suite's report: one row per trial, in the order the trials ran, area by area.

export interface TrialRecord {
  area: string;
  attempt: string;
  /** "held": the system did what it must; "FAILED": it did not; "not run": the trial could not run here. */
  outcome: "held" | "FAILED" | "not run";
  /** What the trial measured (a time, a count), when it measures something. */
  figure?: string;
}

export function formatTable(records: readonly TrialRecord[]): string {
  const rows = [
    ["area", "what was tried", "outcome", "figure"],
    ...records.map((r) => [r.area, r.attempt, r.outcome, r.figure ?? ""]),
  ];
  const widths = [0, 1, 2, 3].map((column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(" | ")} |`;
  const rule = `|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`;
  const held = records.filter((record) => record.outcome === "held").length;
  const failed = records.filter((record) => record.outcome === "FAILED").length;
  return [line(rows[0]!), rule, ...rows.slice(1).map(line), `${held} held, ${failed} failed`].join("\n");
}
