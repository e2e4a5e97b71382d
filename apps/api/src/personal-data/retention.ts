// Retention of travellers' personal data (docs/api.md, "Personal data"): PERSONAL_DATA_RETENTION_DAYS
// after a departure's last day, the health answers, ID numbers, emergency contacts and fitness proofs
// of its travellers are erased, unless staff hold the departure for an incident (placed with a reason
// and released, both audited). The log of staff reads is kept a year. One scan does both, once per
// copy at a time (jobs/periodic.ts); it is idempotent: an erased form is marked and not touched again.
import type { Database, Transaction } from "@parvat/db/client";
import {
  bookings,
  events,
  fitnessProofFiles,
  personalDataHolds,
  personalDataReads,
  travellerForms,
} from "@parvat/db/schema";
import { addDays, type IsoDate } from "@parvat/domain/business-dates";
import { RETENTION } from "@parvat/domain/privacy";
import { and, eq, inArray, isNull, lt, notExists, sql } from "drizzle-orm";
import { recordAudit } from "../audit/audit.ts";
import { personalDataKeys } from "./personal-data-cipher.ts";
import { resealPersonalData } from "./reseal.ts";

/** The read log is kept this long, then pruned (the privacy page says so). */
export const READ_LOG_RETENTION_MONTHS = RETENTION.readLogMonths;

export interface PersonalDataSweep {
  formsErased: number;
  readsPruned: number;
  /** Values an earlier release left in plain text, encrypted now. */
  valuesEncrypted: number;
}

/** A traveller form's health, emergency-contact, ID and fitness-file columns, emptied (the erasure too). */
export const ERASED_FORM_ANSWERS = {
  emergencyName: null,
  emergencyPhone: null,
  emergencyRelation: null,
  medicalConditions: null,
  medicines: null,
  allergies: null,
  medicalNotes: null,
  idType: null,
  idNumber: null,
  fitnessFile: null,
  fitnessMime: null,
} as const;

/** The forms of departures that ended more than `retentionDays` ago, not held and not erased yet. */
export async function sweepPersonalData(
  db: Database,
  { today, at, retentionDays }: { today: IsoDate; at: Date; retentionDays: number },
): Promise<PersonalDataSweep> {
  const plain = await resealPersonalData(db, personalDataKeys(), { scope: "plain" });
  const lastEndDate = addDays(today, -retentionDays - 1);
  const formsErased = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: travellerForms.id })
      .from(travellerForms)
      .innerJoin(bookings, eq(bookings.id, travellerForms.bookingId))
      .innerJoin(events, eq(events.id, bookings.eventId))
      .where(
        and(
          isNull(travellerForms.personalDataErasedAt),
          sql`${events.endDate} <= ${lastEndDate}`,
          notExists(tx.select().from(personalDataHolds).where(eq(personalDataHolds.eventId, events.id))),
        ),
      )
      .for("update", { of: travellerForms, skipLocked: true });
    const ids = due.map((row) => row.id);
    if (ids.length === 0) return 0;
    await tx.delete(fitnessProofFiles).where(inArray(fitnessProofFiles.formId, ids));
    await tx
      .update(travellerForms)
      .set({
        ...ERASED_FORM_ANSWERS,
        personalDataErasedAt: at,
        updatedAt: at,
      })
      .where(inArray(travellerForms.id, ids));
    return ids.length;
  });
  const prunedBefore = new Date(at);
  prunedBefore.setUTCMonth(prunedBefore.getUTCMonth() - READ_LOG_RETENTION_MONTHS);
  const pruned = await db
    .delete(personalDataReads)
    .where(lt(personalDataReads.at, prunedBefore))
    .returning({ id: personalDataReads.id });
  return { formsErased, readsPruned: pruned.length, valuesEncrypted: plain.plainSealed };
}

export type HoldOutcome = "placed" | "released" | "unknown-departure" | "already-held" | "not-held";

/** Staff keep a departure's answers past the retention, for an incident (audited with the reason). */
export async function placePersonalDataHold(
  db: Database,
  hold: { eventId: number; reason: string; staffUserId: number; at: Date },
): Promise<HoldOutcome> {
  return db.transaction(async (tx) => {
    if (!(await departureExists(tx, hold.eventId))) return "unknown-departure";
    const [placed] = await tx
      .insert(personalDataHolds)
      .values({ eventId: hold.eventId, reason: hold.reason, placedBy: hold.staffUserId, placedAt: hold.at })
      .onConflictDoNothing()
      .returning({ eventId: personalDataHolds.eventId });
    if (!placed) return "already-held";
    await recordAudit(tx, {
      staffUserId: hold.staffUserId,
      action: "place-personal-data-hold",
      entity: "event",
      entityId: String(hold.eventId),
      before: null,
      after: { personalDataHold: hold.reason },
    });
    return "placed";
  });
}

export async function releasePersonalDataHold(
  db: Database,
  release: { eventId: number; reason: string; staffUserId: number },
): Promise<HoldOutcome> {
  return db.transaction(async (tx) => {
    if (!(await departureExists(tx, release.eventId))) return "unknown-departure";
    const [released] = await tx
      .delete(personalDataHolds)
      .where(eq(personalDataHolds.eventId, release.eventId))
      .returning({ reason: personalDataHolds.reason });
    if (!released) return "not-held";
    await recordAudit(tx, {
      staffUserId: release.staffUserId,
      action: "release-personal-data-hold",
      entity: "event",
      entityId: String(release.eventId),
      before: { personalDataHold: released.reason },
      after: { personalDataHold: null, releaseReason: release.reason },
    });
    return "released";
  });
}

async function departureExists(tx: Transaction, eventId: number) {
  const [row] = await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  return row !== undefined;
}

export async function personalDataHoldOf(db: Database, eventId: number) {
  const [row] = await db.select().from(personalDataHolds).where(eq(personalDataHolds.eventId, eventId));
  return row ?? null;
}
