// Reads go to PostgreSQL as named prepared statements (decision 0008): planned once per connection,
// for a bounded number of distinct texts, and writes and parameterless strings stay unnamed.
import { eq, sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { createStatementNames, openDatabase, selectRows } from "./client.ts";
import { newsletterSubscribers } from "./schema.ts";
import { createTestDatabase } from "./testing/test-database.ts";

const template = inject("testDatabaseTemplate");

describe("createStatementNames", () => {
  it("names each distinct text once, the same name every time", () => {
    const nameOf = createStatementNames(10);
    const first = nameOf("select 1 where $1");
    expect(first).toBeDefined();
    expect(nameOf("select 2 where $1")).not.toBe(first);
    expect(nameOf("select 1 where $1")).toBe(first);
  });

  it("stops naming new texts at its limit, and keeps the names it gave", () => {
    const nameOf = createStatementNames(2);
    const [a, b] = [nameOf("select 'a'"), nameOf("select 'b'")];
    expect(nameOf("select 'c'")).toBeUndefined();
    expect([nameOf("select 'a'"), nameOf("select 'b'")]).toEqual([a, b]);
  });
});

if (template.kind === "postgres") {
  it("prepares a read once per connection and leaves writes unnamed", async () => {
    const scratch = await createTestDatabase();
    const [{ name }] = (await selectRows<{ name: string }>(scratch.db, sql`select current_database() as name`)) as [
      { name: string },
    ];
    const url = new URL(template.adminUrl);
    url.pathname = `/${name}`;
    // One connection, so every statement below shares its cache of prepared statements.
    const handle = await openDatabase({ url: url.toString(), poolSize: 1 });
    try {
      await handle.db.insert(newsletterSubscribers).values({ email: "first@example.com" });
      const read = () =>
        handle.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "first@example.com"));
      expect(await read()).toHaveLength(1);
      expect(await read()).toHaveLength(1);
      const prepared = await selectRows<{ statement: string }>(
        handle.db,
        sql`select statement from pg_prepared_statements where not from_sql`,
      );
      // The read ran twice and was prepared once; the insert was never prepared.
      const reads = prepared.filter((row) => row.statement.includes('from "newsletter_subscribers"'));
      expect(reads).toHaveLength(1);
      expect(prepared.some((row) => /^\s*insert/i.test(row.statement))).toBe(false);
    } finally {
      await handle.close();
      await scratch.close();
    }
  });
}
