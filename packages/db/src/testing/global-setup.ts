// Vitest global setup: migrates one template database per test run.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../client.ts";
import { withAdminClient } from "./test-database.ts";

export default async function setup(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const name = `parvat_template_${process.pid}`;
    await withAdminClient(adminUrl, async (client) => {
      await client.query(`drop database if exists ${name}`);
      await client.query(`create database ${name}`);
    });
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ url: url.toString(), poolSize: 1 });
    await handle.migrate();
    await handle.close();
    project.provide("testDatabaseTemplate", { kind: "postgres", adminUrl, name });
    return async () => {
      await withAdminClient(adminUrl, (client) => client.query(`drop database if exists ${name}`));
    };
  }
  const handle = await openDatabase({ dataDir: undefined });
  await handle.migrate();
  const directory = await mkdtemp(join(tmpdir(), "parvat-test-"));
  const dumpFile = join(directory, "template.tar");
  const client = (handle.db as unknown as { $client: { dumpDataDir(c: "none"): Promise<Blob> } }).$client;
  await writeFile(dumpFile, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  await handle.close();
  project.provide("testDatabaseTemplate", { kind: "pglite", dumpFile });
  return () => rm(directory, { recursive: true, force: true });
}
