// The saved-trips service: a logged-in traveller keeps trips to decide on later, often
// with a group. Saving and removing are idempotent, so the browser can replay the saves it kept on
// the device after a login without checking first. It answers with outcomes, not GraphQL errors;
// saved-trip-fields.ts turns them into the API's answers (docs/decisions/0007-mutation-template.md).
import type { Database, Transaction } from "@parvat/db/client";
import { savedTrips, treks } from "@parvat/db/schema";
import { and, desc, eq } from "drizzle-orm";

export interface SavedTripsChange {
  trekId: number;
  saved: boolean;
  /** Every trip the traveller has saved after the change, newest save first. */
  savedTrekIds: number[];
}

export type SaveTripOutcome = ({ ok: true } & SavedTripsChange) | { ok: false; reason: "trek-not-offered" };

/** The traveller's saved trip ids, newest save first (the trek id breaks ties within one transaction). */
export async function savedTrekIds(db: Database | Transaction, userId: number): Promise<number[]> {
  const rows = await db
    .select({ trekId: savedTrips.trekId })
    .from(savedTrips)
    .where(eq(savedTrips.userId, userId))
    .orderBy(desc(savedTrips.createdAt), desc(savedTrips.trekId));
  return rows.map((row) => row.trekId);
}

/** Saves an active trip for the traveller; saving it again changes nothing. */
export async function saveTrip(
  { db }: { db: Database },
  { userId, trekId }: { userId: number; trekId: number },
): Promise<SaveTripOutcome> {
  return db.transaction(async (tx): Promise<SaveTripOutcome> => {
    const [trek] = await tx
      .select({ id: treks.id })
      .from(treks)
      .where(and(eq(treks.id, trekId), eq(treks.status, "active")));
    if (!trek) return { ok: false, reason: "trek-not-offered" };
    await tx.insert(savedTrips).values({ userId, trekId }).onConflictDoNothing();
    return { ok: true, trekId, saved: true, savedTrekIds: await savedTrekIds(tx, userId) };
  });
}

/** Removes a saved trip; removing one that is not saved (or does not exist) is not an error. */
export async function unsaveTrip(
  { db }: { db: Database },
  { userId, trekId }: { userId: number; trekId: number },
): Promise<SavedTripsChange> {
  return db.transaction(async (tx) => {
    await tx.delete(savedTrips).where(and(eq(savedTrips.userId, userId), eq(savedTrips.trekId, trekId)));
    return { trekId, saved: false, savedTrekIds: await savedTrekIds(tx, userId) };
  });
}
