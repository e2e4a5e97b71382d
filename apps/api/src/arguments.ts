// Arguments every area parses the same way. Row ids are PostgreSQL `integer`s: an ID argument outside
// 1..2^31-1 (or not a plain integer at all) names no row, and is answered as not found here rather
// than sent to the database, which would refuse the cast as an error (a 500). String arguments with a
// NUL character never get this far (http/text-arguments.ts).

/** The largest value of a PostgreSQL integer column. */
export const MAX_ROW_ID = 2_147_483_647;

/** An id as the API hands them out (a positive 32-bit integer, as a number or its decimal string), or null. */
export function rowIdOf(id: string | number | null | undefined): number | null {
  if (id === null || id === undefined) return null;
  const value = Number(id);
  return Number.isSafeInteger(value) && value > 0 && value <= MAX_ROW_ID && String(value) === String(id).trim()
    ? value
    : null;
}
