// The log of staff reads of travellers' health answers, ID numbers, emergency contacts and fitness
// proofs (docs/api.md, "Personal data"): who read whose, when, through which operation. Written as
// the answers are handed out (not for reads of bookings without them); the owner reads it
// (adminPersonalDataReads), and the personal-data scan prunes it after a year (retention.ts).
import type { Database } from "@parvat/db/client";
import { bookingParticipants, personalDataReads, users } from "@parvat/db/schema";
import { and, desc, eq, lt, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

export const READ_KINDS = ["health-and-contact", "id-number", "fitness-proof"] as const;
export type ReadKind = (typeof READ_KINDS)[number];

export interface PersonalDataRead {
  staffUserId: number;
  participantId: number;
  bookingId: number;
  operation: string;
  what: ReadKind;
}

export async function logPersonalDataReads(db: Database, at: Date, reads: readonly PersonalDataRead[]) {
  if (reads.length === 0) return;
  await db.insert(personalDataReads).values(reads.map((read) => ({ ...read, at })));
}

export const READ_LOG_MAX_LIMIT = 500;

export interface ReadLogFilter {
  staffUserId?: number | null;
  participantId?: number | null;
  /** Rows with an id below this one: the next page. */
  before?: number | null;
  limit: number;
}

/** The newest reads first, of one staff member, one traveller, or everyone. */
export async function listPersonalDataReads(db: Database, filter: ReadLogFilter) {
  const conditions: SQL[] = [];
  if (filter.staffUserId) conditions.push(eq(personalDataReads.staffUserId, filter.staffUserId));
  if (filter.participantId) conditions.push(eq(personalDataReads.participantId, filter.participantId));
  if (filter.before) conditions.push(lt(personalDataReads.id, filter.before));
  const staff = alias(users, "staff");
  return db
    .select({
      id: personalDataReads.id,
      at: personalDataReads.at,
      operation: personalDataReads.operation,
      what: personalDataReads.what,
      staffUserId: personalDataReads.staffUserId,
      staffFirstName: staff.firstName,
      staffLastName: staff.lastName,
      participantId: personalDataReads.participantId,
      bookingId: personalDataReads.bookingId,
      travellerFirstName: bookingParticipants.firstName,
      travellerLastName: bookingParticipants.lastName,
    })
    .from(personalDataReads)
    .innerJoin(staff, eq(staff.id, personalDataReads.staffUserId))
    .leftJoin(bookingParticipants, eq(bookingParticipants.id, personalDataReads.participantId))
    .where(and(...conditions))
    .orderBy(desc(personalDataReads.id))
    .limit(Math.min(Math.max(filter.limit, 1), READ_LOG_MAX_LIMIT));
}
