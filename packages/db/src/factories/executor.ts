// What every factory shares: where it writes (the database, or the demo loader's transaction) and
// how it writes many rows at once.
import type { Database, Transaction } from "../client.ts";

/** The database or a transaction on it: factories work inside the loader's transaction too. */
export type Executor = Database | Transaction;

export type New<T extends { $inferInsert: unknown }> = T["$inferInsert"];
export type Row<T extends { $inferSelect: unknown }> = T["$inferSelect"];

/** Inserts rows in slices: one statement per slice instead of one per row, within parameter limits. */
export async function insertMany<R>(
  rows: readonly unknown[],
  size: number,
  insert: (slice: never[]) => Promise<R[]>,
): Promise<R[]> {
  const result: R[] = [];
  for (let start = 0; start < rows.length; start += size) {
    result.push(...(await insert(rows.slice(start, start + size) as never[])));
  }
  return result;
}
