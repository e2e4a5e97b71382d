// Re-encryption of every sealed value under the current key (npm run personal-data:rotate-key), and
// the encryption of values an earlier release wrote in plain text (the same walk, at every server
// start and by the script). In batches of rows, each batch one transaction with its rows locked, so a
// run stopped half-way keeps what it did and the next run goes on from what is left: a value already
// under the current key is not touched again.
import type { Database } from "@parvat/db/client";
import { fitnessProofFiles, travellerForms } from "@parvat/db/schema";
import { and, asc, eq, gt, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  isSealedText,
  type KeyRing,
  keyIdOfBytes,
  keyIdOfText,
  openBytes,
  openText,
  PersonalDataError,
  sealBytes,
  sealText,
} from "./personal-data-cipher.ts";
import { fitnessFilePlace, formPlace, SEALED_FORM_FIELDS } from "./sealed-forms.ts";

export interface ResealCounts {
  /** Rows of traveller_forms and fitness_proof_files changed. */
  formsChanged: number;
  filesChanged: number;
  /** Values that were plain text (or a plain file) and are now sealed. */
  plainSealed: number;
  /** Values sealed with an older key, now sealed with the current one. */
  resealed: number;
  /**
   * Places of values that do not open (changed, moved from another row, or sealed with a key the ring
   * lacks): left as they are, for someone to look at; the walk goes on with the others.
   */
  unreadable: string[];
}

/**
 * `scope`: "plain" seals only what is not sealed at all (the server's start); "rotate" also reseals
 * what an older key sealed. Answers the counts of what it changed.
 */
export async function resealPersonalData(
  db: Database,
  ring: KeyRing,
  { scope, batchSize = 200 }: { scope: "plain" | "rotate"; batchSize?: number },
): Promise<ResealCounts> {
  const counts: ResealCounts = { formsChanged: 0, filesChanged: 0, plainSealed: 0, resealed: 0, unreadable: [] };
  /** The value sealed again under the current key, or null (and noted) when it does not open. */
  const resealed = <Value>(open: () => Value, seal: (value: Value) => Value, place: string) => {
    try {
      const value = seal(open());
      counts.resealed += 1;
      return value;
    } catch (error) {
      if (!(error instanceof PersonalDataError)) throw error;
      counts.unreadable.push(place);
      return null;
    }
  };
  const current = `v1.${ring.current.id}.%`;
  const textNeedsWork = (column: AnyPgColumn) =>
    scope === "plain"
      ? sql`(${column} is not null and ${column} !~ '^v1\\.[a-z0-9]{1,16}\\.')`
      : sql`(${column} is not null and ${column} not like ${current})`;
  const formNeedsWork = or(...SEALED_FORM_FIELDS.map((field) => textNeedsWork(travellerForms[field])))!;

  let after = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(travellerForms)
        .where(and(gt(travellerForms.id, after), formNeedsWork))
        .orderBy(asc(travellerForms.id))
        .limit(batchSize)
        .for("update");
      for (const row of rows) {
        const changes: Record<string, string> = {};
        for (const field of SEALED_FORM_FIELDS) {
          const value = row[field];
          if (value === null) continue;
          const place = formPlace(row.id, field);
          const keyId = keyIdOfText(value);
          if (keyId === null) {
            changes[field] = sealText(ring, value, place);
            counts.plainSealed += 1;
          } else if (scope === "rotate" && keyId !== ring.current.id) {
            const again = resealed(
              () => openText(ring, value, place),
              (plain) => sealText(ring, plain, place),
              place,
            );
            if (again !== null) changes[field] = again;
          }
        }
        if (Object.keys(changes).length > 0) {
          await tx.update(travellerForms).set(changes).where(eq(travellerForms.id, row.id));
          counts.formsChanged += 1;
        }
      }
      return rows;
    });
    if (batch.length < batchSize) break;
    after = batch[batch.length - 1]!.id;
  }

  const fileNeedsWork =
    scope === "plain"
      ? sql`substring(${fitnessProofFiles.content} from 1 for 3) <> '\\x76312e'::bytea`
      : sql`substring(${fitnessProofFiles.content} from 1 for ${ring.current.id.length + 4}) <> ${Buffer.from(`v1.${ring.current.id}.`, "latin1")}`;
  let afterName = "";
  for (;;) {
    const names = await db
      .select({ name: fitnessProofFiles.name })
      .from(fitnessProofFiles)
      .where(and(gt(fitnessProofFiles.name, afterName), fileNeedsWork))
      .orderBy(asc(fitnessProofFiles.name))
      .limit(batchSize);
    // Files are up to 5 MB each: one at a time, each in its own short transaction.
    for (const { name } of names) {
      await db.transaction(async (tx) => {
        const [file] = await tx
          .select({ content: fitnessProofFiles.content })
          .from(fitnessProofFiles)
          .where(eq(fitnessProofFiles.name, name))
          .for("update");
        if (!file) return;
        const place = fitnessFilePlace(name);
        const keyId = keyIdOfBytes(file.content);
        let content: Buffer;
        if (keyId === null) {
          content = sealBytes(ring, file.content, place);
          counts.plainSealed += 1;
        } else if (keyId !== ring.current.id) {
          const again = resealed(
            () => openBytes(ring, file.content, place),
            (plain) => sealBytes(ring, plain, place),
            place,
          );
          if (again === null) return;
          content = again;
        } else return;
        await tx.update(fitnessProofFiles).set({ content }).where(eq(fitnessProofFiles.name, name));
        counts.filesChanged += 1;
      });
    }
    if (names.length < batchSize) break;
    afterName = names[names.length - 1]!.name;
  }
  return counts;
}

/** How many values each key seals, and how many are not sealed: what the rotation script prints. */
export async function sealedValueCounts(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const add = (key: string) => {
    counts[key] = (counts[key] ?? 0) + 1;
  };
  const forms = await db.select().from(travellerForms);
  for (const row of forms) {
    for (const field of SEALED_FORM_FIELDS) {
      const value = row[field];
      if (value !== null) add(isSealedText(value) ? `key ${keyIdOfText(value)}` : "not encrypted");
    }
  }
  const files = await db
    .select({ head: sql<string>`encode(substring(${fitnessProofFiles.content} from 1 for 20), 'escape')` })
    .from(fitnessProofFiles);
  for (const { head } of files) {
    const keyId = keyIdOfBytes(Buffer.from(head, "latin1"));
    add(keyId ? `key ${keyId}` : "not encrypted");
  }
  return counts;
}
