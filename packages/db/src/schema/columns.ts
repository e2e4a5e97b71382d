// The column and check helpers every area of the schema shares, so a timestamp, a calendar day or
// a list of allowed values is declared one way everywhere. Column names are snake_case in the
// database (`snakeCase.table`), camelCase in TypeScript.
import { type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, date, integer, snakeCase, text, timestamp } from "drizzle-orm/pg-core";

export const table = snakeCase.table;

export const id = () => integer().primaryKey().generatedByDefaultAsIdentity();
export const position = () => integer().notNull().default(0);
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
/** A calendar date exchanged as `YYYY-MM-DD`, never shifted by time zones. */
export const day = () => date({ mode: "string" });
export const stringList = () => text().array().notNull().default(sql`'{}'::text[]`);
/** A check that the column holds one of the given values (the lists are constants, never input). */
export const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.join(
    values.map((value) => sql.raw(`'${value}'`)),
    sql`, `,
  )})`;
