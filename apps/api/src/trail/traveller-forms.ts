// Each traveller's own forms (docs/api.md, "Ready for the trail"). A form belongs to one traveller of
// a booking and is reached only through its personal link (/forms/{token}): the token is 32 random
// bytes, of which only the SHA-256 is stored, and a new link replaces the old one. A link opens while
// the booking is part paid, confirmed or completed and until the trip's last day; after that,
// FORM_LINK_EXPIRED. Staff read and review every form; the booking's account sees only what is
// missing per traveller, never the answers. Medical details and ID numbers are never logged, and the
// audit log records reviews and links sent without them. They are encrypted before they are written
// and opened as they are read (personal-data/sealed-forms.ts; docs/api.md, "Personal data").
import { createHash, randomBytes } from "node:crypto";
import type { Database, Transaction } from "@parvat/db/client";
import {
  bookingParticipants,
  bookings,
  events,
  travellerForms,
  treks,
  tripRequirements,
  undertakings,
} from "@parvat/db/schema";
import type { IsoDate } from "@parvat/domain/business-dates";
import { normalizePhone } from "@parvat/domain/phone";
import {
  type FitnessStatus,
  type FormPart,
  ID_TYPE_LABELS,
  type IdType,
  idNumberProblem,
  MEDICAL_TEXT_MAX,
  missingParts,
  normaliseIdNumber,
  type TripNeeds,
} from "@parvat/domain/traveller-forms";
import { and, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { openFormAnswers, sealFormAnswers } from "../personal-data/sealed-forms.ts";

/** Bookings whose travellers' links open: money received and the trip not over. */
const FORM_STATUSES = ["part_paid", "confirmed", "completed"] as const;

export const hashFormToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function newFormToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The undertaking in force for a trip: its own newest version, else the company's newest. */
export async function currentUndertaking(db: Database | Transaction, trekId: number | null) {
  const [row] = await db
    .select({ id: undertakings.id, version: undertakings.version, text: undertakings.text })
    .from(undertakings)
    .where(
      trekId === null ? isNull(undertakings.trekId) : or(eq(undertakings.trekId, trekId), isNull(undertakings.trekId)),
    )
    .orderBy(sql`${undertakings.trekId} is null`, desc(undertakings.version))
    .limit(1);
  return row ?? null;
}

export async function tripNeedsOf(db: Database | Transaction, trekId: number | null): Promise<TripNeeds> {
  if (trekId === null) return { permitIdRequired: false, fitnessProofRequired: false };
  const [row] = await db.select().from(tripRequirements).where(eq(tripRequirements.trekId, trekId));
  return { permitIdRequired: row?.permitIdRequired ?? false, fitnessProofRequired: row?.fitnessProofRequired ?? false };
}

/**
 * A fresh link for one traveller: the form is made on the first link, and every later one replaces
 * the token (the old link stops opening). Answers the token, to send; only its hash is stored.
 */
export async function issueFormLink(tx: Transaction | Database, participantId: number, at: Date) {
  const participant = await tx.query.bookingParticipants.findFirst({
    where: { id: participantId },
    columns: { id: true, bookingId: true, firstName: true, phone: true },
  });
  if (!participant) return null;
  const token = newFormToken();
  await tx
    .insert(travellerForms)
    .values({ participantId, bookingId: participant.bookingId, tokenHash: hashFormToken(token), tokenIssuedAt: at })
    .onConflictDoUpdate({
      target: travellerForms.participantId,
      set: { tokenHash: hashFormToken(token), tokenIssuedAt: at, updatedAt: at },
    });
  return { token, participant };
}

export interface OpenForm {
  formId: number;
  participantId: number;
  bookingId: number;
  reference: string;
  firstName: string;
  lastName: string;
  /** The guardian's declaration of a traveller booked under 18 (its columns; all null for an adult). */
  guardian: { guardianName: string | null; guardianRelation: string | null; guardianDeclaredAt: Date | null };
  tripName: string;
  trekId: number | null;
  startDate: IsoDate;
  endDate: IsoDate;
  needs: TripNeeds;
  undertaking: { id: number; version: number; text: string } | null;
  form: typeof travellerForms.$inferSelect;
}

export type FormLookup = { ok: true; open: OpenForm } | { ok: false; reason: "unknown" | "expired" };

/** The form a link opens, or why not: unknown (never issued or replaced), expired (trip over, booking ended). */
export async function openForm(db: Database | Transaction, token: string, today: IsoDate): Promise<FormLookup> {
  if (token.length < 20 || token.length > 100) return { ok: false, reason: "unknown" };
  const [row] = await db
    .select({
      form: travellerForms,
      reference: bookings.reference,
      status: bookings.status,
      firstName: bookingParticipants.firstName,
      lastName: bookingParticipants.lastName,
      guardianName: bookingParticipants.guardianName,
      guardianRelation: bookingParticipants.guardianRelation,
      guardianDeclaredAt: bookingParticipants.guardianDeclaredAt,
      tripName: treks.name,
      trekId: bookings.trekId,
      startDate: events.startDate,
      endDate: events.endDate,
    })
    .from(travellerForms)
    .innerJoin(bookingParticipants, eq(bookingParticipants.id, travellerForms.participantId))
    .innerJoin(bookings, eq(bookings.id, travellerForms.bookingId))
    .innerJoin(events, eq(events.id, bookings.eventId))
    .innerJoin(treks, eq(treks.id, bookings.trekId))
    .where(eq(travellerForms.tokenHash, hashFormToken(token)));
  if (!row) return { ok: false, reason: "unknown" };
  if (!(FORM_STATUSES as readonly string[]).includes(row.status) || today > row.endDate) {
    return { ok: false, reason: "expired" };
  }
  const [needs, undertaking] = await Promise.all([tripNeedsOf(db, row.trekId), currentUndertaking(db, row.trekId)]);
  return {
    ok: true,
    open: {
      formId: row.form.id,
      participantId: row.form.participantId,
      bookingId: row.form.bookingId,
      reference: row.reference,
      firstName: row.firstName,
      lastName: row.lastName,
      guardian: {
        guardianName: row.guardianName,
        guardianRelation: row.guardianRelation,
        guardianDeclaredAt: row.guardianDeclaredAt,
      },
      tripName: row.tripName,
      trekId: row.trekId,
      startDate: row.startDate as IsoDate,
      endDate: row.endDate as IsoDate,
      needs,
      undertaking,
      // The traveller's own answers, opened (docs/api.md, "Personal data").
      form: openFormAnswers(row.form),
    },
  };
}

/** What is missing of one form, by the trip's needs and the undertaking in force. */
export function missingOf(
  form: typeof travellerForms.$inferSelect | null,
  needs: TripNeeds,
  undertakingId: number | null,
): FormPart[] {
  return missingParts(
    form && {
      ...form,
      fitnessStatus: form.fitnessStatus as FitnessStatus,
      undertakingCurrent: undertakingId === null || form.undertakingId === undertakingId,
    },
    needs,
  );
}

export interface FormAnswers {
  emergencyName?: string | null;
  emergencyPhone?: string | null;
  emergencyRelation?: string | null;
  medicalConditions?: string | null;
  medicines?: string | null;
  allergies?: string | null;
  medicalNotes?: string | null;
  /** The undertaking version the traveller read and accepted. */
  acceptUndertakingVersion?: number | null;
  idType?: string | null;
  idNumber?: string | null;
}

export type SaveFormOutcome =
  | { ok: true }
  | { ok: false; reason: "unknown" | "expired" }
  | { ok: false; reason: "invalid"; problems: Record<string, string> };

const clean = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/**
 * Saves what the traveller sent, part by part: a part given is checked and stored whole (the
 * emergency contact's name and phone together; the medical declaration's four texts together, "none"
 * being an answer); a part left out stays as it was.
 */
export async function saveForm(
  db: Database,
  token: string,
  answers: FormAnswers,
  { today, at, clientAddress }: { today: IsoDate; at: Date; clientAddress: string },
): Promise<SaveFormOutcome> {
  return db.transaction(async (tx): Promise<SaveFormOutcome> => {
    const found = await openForm(tx, token, today);
    if (!found.ok) return found;
    const { open } = found;
    const problems: Record<string, string> = {};
    const changes: Partial<typeof travellerForms.$inferInsert> = {};

    if (answers.emergencyName !== undefined || answers.emergencyPhone !== undefined) {
      const name = clean(answers.emergencyName);
      if (!name || name.length > 80) problems.emergencyName = "Give the name of someone we can call, up to 80 letters.";
      const phone = normalizePhone(answers.emergencyPhone ?? "");
      if (!phone.ok) problems.emergencyPhone = phone.message;
      else if (phone.phone === (await phoneOf(tx, open.participantId))) {
        problems.emergencyPhone = "Give someone else's number: we call it when we cannot reach you.";
      }
      Object.assign(changes, {
        emergencyName: name,
        emergencyPhone: phone.ok ? phone.phone : null,
        emergencyRelation: clean(answers.emergencyRelation)?.slice(0, 40) ?? null,
      });
    }
    const medical = [answers.medicalConditions, answers.medicines, answers.allergies, answers.medicalNotes];
    if (medical.some((value) => value !== undefined)) {
      if (medical.some((value) => (value?.length ?? 0) > MEDICAL_TEXT_MAX)) {
        problems.medicalNotes = `Each answer is at most ${MEDICAL_TEXT_MAX} characters.`;
      }
      Object.assign(changes, {
        medicalConditions: clean(answers.medicalConditions),
        medicines: clean(answers.medicines),
        allergies: clean(answers.allergies),
        medicalNotes: clean(answers.medicalNotes),
        medicalDeclaredAt: at,
      });
    }
    if (answers.acceptUndertakingVersion !== undefined && answers.acceptUndertakingVersion !== null) {
      if (!open.undertaking || open.undertaking.version !== answers.acceptUndertakingVersion) {
        problems.acceptUndertakingVersion = "The undertaking has changed since the page was opened. Read it again.";
      } else {
        Object.assign(changes, {
          undertakingId: open.undertaking.id,
          undertakingAcceptedAt: at,
          undertakingAddress: clientAddress,
        });
      }
    }
    if (answers.idType !== undefined || answers.idNumber !== undefined) {
      const type = answers.idType as IdType | null | undefined;
      if (!type || !(type in ID_TYPE_LABELS)) problems.idType = "Choose the ID you will carry.";
      else {
        const problem = idNumberProblem(type, answers.idNumber ?? "");
        if (problem) problems.idNumber = problem;
        Object.assign(changes, { idType: type, idNumber: normaliseIdNumber(answers.idNumber ?? "") });
      }
    }
    if (Object.keys(problems).length > 0) return { ok: false, reason: "invalid", problems };
    if (Object.keys(changes).length > 0) {
      await tx
        .update(travellerForms)
        .set({ ...sealFormAnswers(open.formId, changes), updatedAt: at })
        .where(eq(travellerForms.id, open.formId));
    }
    return { ok: true };
  });
}

async function phoneOf(tx: Transaction, participantId: number) {
  const [row] = await tx
    .select({ phone: bookingParticipants.phone })
    .from(bookingParticipants)
    .where(eq(bookingParticipants.id, participantId));
  return row?.phone;
}

/** Per traveller of some bookings, in booking and position order: what is still missing. */
export async function missingByTraveller(db: Database | Transaction, bookingIds: readonly number[]) {
  if (bookingIds.length === 0) return [];
  const rows = await db
    .select({
      bookingId: bookingParticipants.bookingId,
      participantId: bookingParticipants.id,
      position: bookingParticipants.position,
      firstName: bookingParticipants.firstName,
      lastName: bookingParticipants.lastName,
      trekId: bookings.trekId,
      form: travellerForms,
    })
    .from(bookingParticipants)
    .innerJoin(bookings, eq(bookings.id, bookingParticipants.bookingId))
    .leftJoin(travellerForms, eq(travellerForms.participantId, bookingParticipants.id))
    .where(and(inArray(bookingParticipants.bookingId, [...bookingIds]), sql`${bookings.trekId} is not null`))
    .orderBy(bookingParticipants.bookingId, bookingParticipants.position);
  const trips = new Map<number, { needs: TripNeeds; undertakingId: number | null }>();
  for (const trekId of new Set(rows.map((row) => row.trekId!))) {
    const [needs, undertaking] = await Promise.all([tripNeedsOf(db, trekId), currentUndertaking(db, trekId)]);
    trips.set(trekId, { needs, undertakingId: undertaking?.id ?? null });
  }
  return rows.map((row) => {
    const trip = trips.get(row.trekId!)!;
    return {
      bookingId: row.bookingId,
      participantId: row.participantId,
      position: row.position,
      firstName: row.firstName,
      lastName: row.lastName,
      linkSent: row.form !== null,
      fitnessStatus: (row.form?.fitnessStatus ?? "missing") as FitnessStatus,
      missing: missingOf(row.form, trip.needs, trip.undertakingId),
    };
  });
}
