// `npm run backup` and `npm run restore` (@parvat/db/backup): a backup of a site with bookings,
// payments, tax documents and uploaded files, restored into an empty database, holds every one of
// them, the files byte for byte. On the embedded database the backup is taken by the running server
// (which alone may open it), on PostgreSQL by pg_dump; a restore never writes over data.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { backup, RestoreRefused, restore, serveBackups } from "@parvat/db/backup";
import { type DatabaseHandle, openDatabase, selectRows } from "@parvat/db/client";
import { tripRequirements } from "@parvat/db/schema";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { createFormKit, formOfAPaidBooking } from "./testing/form-test-kit.ts";
import { apiOn, type TestApi } from "./testing/test-api.ts";

const template = inject("testDatabaseTemplate");
let folder: string;
let site: DatabaseHandle;
let test: TestApi;
/** Where the site's database is: an embedded data folder, or a PostgreSQL database. */
let databaseUrl: string | undefined;
let dataDir: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "parvat-backup-"));
  dataDir = join(folder, "site");
  if (template.kind === "pglite") {
    site = await openDatabase({
      dataDir: join(dataDir, "pglite"),
      loadDataDir: new Blob([await readFile(template.dumpFile)]),
    });
  } else {
    databaseUrl = await newDatabase(`parvat_backup_${process.pid}`, template.name);
    site = await openDatabase({ url: databaseUrl, poolSize: 2 });
  }
  test = apiOn(site);
});
afterAll(async () => {
  await site.close();
  await rm(folder, { recursive: true, force: true });
  if (template.kind === "postgres") {
    const admin = await openDatabase({ url: template.adminUrl, poolSize: 1 });
    for (const name of [`parvat_backup_${process.pid}`, `parvat_restored_${process.pid}`]) {
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    }
    await admin.close();
  }
});

/** A PostgreSQL database of its own (from `from`, or empty); answers its URL. */
async function newDatabase(name: string, from?: string): Promise<string> {
  if (template.kind !== "postgres") throw new Error("PostgreSQL only");
  const admin = await openDatabase({ url: template.adminUrl, poolSize: 1 });
  try {
    await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    await admin.db.execute(sql.raw(`create database ${name}${from ? ` template ${from}` : ""}`));
  } finally {
    await admin.close();
  }
  return Object.assign(new URL(template.adminUrl), { pathname: `/${name}` }).toString();
}

/** What must come back: how many of each, and the uploaded files' bytes. */
async function contents(handle: DatabaseHandle) {
  const [counts] = await selectRows<{ bookings: number; payments: number; tax_documents: number; forms: number }>(
    handle.db,
    sql`select (select count(*)::int from bookings) as bookings,
      (select count(*)::int from payment_ledger) as payments,
      (select count(*)::int from tax_documents) as tax_documents,
      (select count(*)::int from traveller_forms) as forms`,
  );
  const files = await selectRows<{ name: string; content: Buffer | Uint8Array }>(
    handle.db,
    sql`select name, content from fitness_proof_files order by name`,
  );
  return { ...counts, files: files.map((file) => `${file.name}:${Buffer.from(file.content).toString("base64")}`) };
}

it("restores into an empty database every booking, payment, tax document and uploaded file", async () => {
  const kit = await createFormKit(test);
  await test.db.insert(tripRequirements).values({ trekId: kit.trip.trekId, fitnessProofRequired: true });
  for (let booking = 0; booking < 2; booking += 1) {
    const { token } = await formOfAPaidBooking(test, kit);
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#8a5" } })
      .jpeg()
      .toBuffer();
    const uploaded = await test.api.uploads(
      new Request(`http://parvat.test/api/forms/${token}/fitness-proof`, {
        method: "POST",
        headers: { "content-type": "image/jpeg" },
        body: photo,
      }),
    );
    expect(uploaded.status).toBe(201);
  }
  const before = await contents(site);
  expect(before).toMatchObject({ bookings: 2, payments: 2, forms: 2 });
  expect(before.tax_documents).toBeGreaterThan(0);
  expect(before.files).toHaveLength(2);

  const out = join(folder, databaseUrl ? "site.dump" : "site.tar.gz");
  if (databaseUrl) {
    expect(await backup({ databaseUrl, dataDir, out })).toMatchObject({ how: "pg_dump" });
    const empty = await newDatabase(`parvat_restored_${process.pid}`);
    await restore({ databaseUrl: empty, dataDir, file: out });
    // Never over data: the same backup into the database that now has it is refused.
    await expect(restore({ databaseUrl: empty, dataDir, file: out })).rejects.toBeInstanceOf(RestoreRefused);
    const restored = await openDatabase({ url: empty, poolSize: 1 });
    try {
      expect(await contents(restored)).toEqual(before);
    } finally {
      await restored.close();
    }
    return;
  }
  // The site's process holds the database open, as a running server does: it takes the backup.
  const listening = await serveBackups(site, dataDir);
  try {
    expect(await backup({ dataDir, out })).toMatchObject({ how: "server" });
    // While the server runs on its folder, nothing is restored there.
    await expect(restore({ dataDir, file: out })).rejects.toThrow(/server is running/);
  } finally {
    listening.close();
  }
  const elsewhere = join(folder, "new-machine");
  await restore({ dataDir: elsewhere, file: out });
  await expect(restore({ dataDir: elsewhere, file: out })).rejects.toThrow(/holds a database: move it away first/);
  const restored = await openDatabase({ dataDir: join(elsewhere, "pglite") });
  try {
    expect(await contents(restored)).toEqual(before);
  } finally {
    await restored.close();
  }
});
