// Migrations are generated from schema.ts and committed (`npm run db:generate`); the server applies
// only the committed ones. A schema change without its migration would type-check and pass tests on
// a database nobody ships, so this runs `drizzle-kit generate` without writing anything: the
// committed snapshots, replayed in order, must describe exactly the tables the schema declares.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { generateDrizzleJson, generateMigration, reconstruct } from "drizzle-kit/api-postgres";
import { describe, expect, it } from "vitest";
import { migrationsFolder } from "./client.ts";
import * as schema from "./schema.ts";

/** The statements `drizzle-kit generate` would write for these schema exports. */
async function pendingStatements(exports: Record<string, unknown>): Promise<string[]> {
  const folders = (await readdir(migrationsFolder, { withFileTypes: true })).filter((entry) => entry.isDirectory());
  const snapshots: Record<string, unknown> = {};
  for (const { name } of folders) {
    snapshots[name] = JSON.parse(await readFile(join(migrationsFolder, name, "snapshot.json"), "utf8"));
  }
  const committed = await reconstruct(snapshots);
  return generateMigration(committed, await generateDrizzleJson(exports));
}

describe("committed migrations", () => {
  it("match the schema: db:generate has nothing to write", async () => {
    expect(await pendingStatements(schema)).toEqual([]);
  });

  it("would be found stale if the schema changed", async () => {
    const { newsletterSubscribers: _left, ...withoutNewsletter } = schema;
    expect(await pendingStatements(withoutNewsletter)).toContainEqual(
      expect.stringContaining('DROP TABLE "newsletter_subscribers"'),
    );
  });
});
