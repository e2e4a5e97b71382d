// The enquiries inbox: every enquiry, from trip pages, /contact and /customize, in one
// list the trip desk filters by status, assignee and kind, and one enquiry's page with its notes and
// quotations. Updating an enquiry (status, assignee, a note) is one transaction with its audit row;
// notes are only ever added, each with its author and time (the table refuses edits).
import type { Database, Transaction } from "@parvat/db/client";
import {
  activities,
  type INQUIRY_KINDS,
  type INQUIRY_STATUSES,
  inquiries,
  inquiryNotes,
  quotationPropertyGroups,
  quotations,
  treks,
  users,
} from "@parvat/db/schema";
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL } from "drizzle-orm";
import { recordAudit } from "../audit/audit.ts";

export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
export type InquiryKind = (typeof INQUIRY_KINDS)[number];

export const ENQUIRY_NOTE_MAX_LENGTH = 2_000;
export const ENQUIRIES_PAGE_SIZE = 50;

export interface EnquiryFilter {
  status?: InquiryStatus | null;
  kind?: InquiryKind | null;
  /** A staff user's id, or "unassigned". */
  assignee?: number | "unassigned" | null;
  /** Part of a name, phone number, email address or reference. */
  search?: string | null;
  offset?: number;
}

export interface EnquirySummary {
  id: number;
  slug: string;
  /** The short reference the traveller quotes on a call ("EQ-7K3M9Q"). */
  reference: string;
  kind: string;
  status: string;
  name: string;
  mobile: string;
  email: string;
  /** Null: none given (a general question). */
  travelDate: string | null;
  travellers: number;
  /** The trip, activity or custom destination it is about; null for a general enquiry. */
  about: string | null;
  createdAt: Date;
  assigneeId: number | null;
  assigneeName: string | null;
  quotationCount: number;
}

export interface EnquiryNote {
  id: number;
  body: string;
  at: Date;
  authorName: string;
}

export interface EnquiryQuotation {
  id: number;
  slug: string;
  tripTitle: string;
  expiryDate: string;
  createdAt: Date;
  /** The offered options' prices, lowest first (whole rupees). */
  prices: number[];
  showPriceFor: string;
}

export interface EnquiryDetails extends EnquirySummary {
  message: string | null;
  durationDays: number | null;
  groupType: string | null;
  tripType: string | null;
  /** A custom trip's party as the traveller gave it; null for other enquiries (and older requests). */
  adults: number | null;
  children: number | null;
  childAges: number[] | null;
  /** Whole rupees per person; null when not given. */
  budgetPerPerson: number | null;
  notes: EnquiryNote[];
  quotations: EnquiryQuotation[];
}

/** A staff member's name as the desk knows it: first and last name, else the phone number. */
export function staffName(user: { firstName: string | null; lastName: string | null; phone: string }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || user.phone;
}

const assignee = users;

const summaryColumns = {
  id: inquiries.id,
  slug: inquiries.slug,
  reference: inquiries.reference,
  kind: inquiries.kind,
  status: inquiries.status,
  name: inquiries.name,
  mobile: inquiries.mobile,
  email: inquiries.email,
  travelDate: inquiries.travelDate,
  travellers: inquiries.travellers,
  createdAt: inquiries.createdAt,
  destination: inquiries.destination,
  trekName: treks.name,
  activityName: activities.name,
  assigneeId: inquiries.assigneeId,
  assigneeFirstName: assignee.firstName,
  assigneeLastName: assignee.lastName,
  assigneePhone: assignee.phone,
};

function summary(row: SummaryRow, quotationCount: number): EnquirySummary {
  return {
    id: row.id,
    slug: row.slug,
    reference: row.reference,
    kind: row.kind,
    status: row.status,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    travelDate: row.travelDate,
    travellers: row.travellers,
    createdAt: row.createdAt,
    about: row.trekName ?? row.activityName ?? row.destination,
    assigneeId: row.assigneeId,
    assigneeName:
      row.assigneePhone === null
        ? null
        : staffName({ firstName: row.assigneeFirstName, lastName: row.assigneeLastName, phone: row.assigneePhone }),
    quotationCount,
  };
}

/** Enquiries with what they are about and who has them. */
function summaries(db: Database | Transaction) {
  return db
    .select(summaryColumns)
    .from(inquiries)
    .leftJoin(treks, eq(treks.id, inquiries.trekId))
    .leftJoin(activities, eq(activities.id, inquiries.activityId))
    .leftJoin(assignee, eq(assignee.id, inquiries.assigneeId));
}

type SummaryRow = Awaited<ReturnType<typeof summaries>>[number];

async function quotationCounts(db: Database, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ inquiryId: quotations.inquiryId, n: count() })
    .from(quotations)
    .where(inArray(quotations.inquiryId, ids))
    .groupBy(quotations.inquiryId);
  return new Map(rows.map((row) => [row.inquiryId, row.n]));
}

/** The inbox: newest first, a page at a time. */
export async function listEnquiries(db: Database, filter: EnquiryFilter): Promise<EnquirySummary[]> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(inquiries.status, filter.status));
  if (filter.kind) conditions.push(eq(inquiries.kind, filter.kind));
  if (filter.assignee === "unassigned") conditions.push(isNull(inquiries.assigneeId));
  else if (typeof filter.assignee === "number") conditions.push(eq(inquiries.assigneeId, filter.assignee));
  const search = filter.search?.trim();
  if (search) {
    // LIKE's wildcards in what was typed match themselves.
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = search.replace(/\D/g, "");
    const matches = [
      ilike(inquiries.name, pattern),
      ilike(inquiries.email, pattern),
      ilike(inquiries.slug, pattern),
      ilike(inquiries.reference, pattern),
    ];
    if (digits.length >= 4) matches.push(ilike(inquiries.mobile, `%${digits}%`));
    conditions.push(or(...matches)!);
  }
  const rows = await summaries(db)
    .where(and(...conditions))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(ENQUIRIES_PAGE_SIZE)
    .offset(Math.max(filter.offset ?? 0, 0));
  const counts = await quotationCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => summary(row, counts.get(row.id) ?? 0));
}

/** One enquiry whole, or null when there is none with that id. */
export async function findEnquiry(db: Database, id: number): Promise<EnquiryDetails | null> {
  const [row] = await summaries(db).where(eq(inquiries.id, id));
  if (!row) return null;
  const [details] = await db
    .select({
      message: inquiries.message,
      durationDays: inquiries.durationDays,
      groupType: inquiries.groupType,
      tripType: inquiries.tripType,
      adults: inquiries.adults,
      children: inquiries.children,
      childAges: inquiries.childAges,
      budgetPerPerson: inquiries.budgetPerPerson,
    })
    .from(inquiries)
    .where(eq(inquiries.id, id));
  const notes = await db
    .select({
      id: inquiryNotes.id,
      body: inquiryNotes.body,
      at: inquiryNotes.at,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
    })
    .from(inquiryNotes)
    .innerJoin(users, eq(users.id, inquiryNotes.authorId))
    .where(eq(inquiryNotes.inquiryId, id))
    .orderBy(asc(inquiryNotes.at), asc(inquiryNotes.id));
  const quotationRows = await db
    .select({
      id: quotations.id,
      slug: quotations.slug,
      tripTitle: quotations.tripTitle,
      expiryDate: quotations.expiryDate,
      createdAt: quotations.createdAt,
      showPriceFor: quotations.showPriceFor,
    })
    .from(quotations)
    .where(eq(quotations.inquiryId, id))
    .orderBy(asc(quotations.id));
  const groups = quotationRows.length
    ? await db
        .select({ quotationId: quotationPropertyGroups.quotationId, price: quotationPropertyGroups.price })
        .from(quotationPropertyGroups)
        .where(
          and(
            inArray(
              quotationPropertyGroups.quotationId,
              quotationRows.map((q) => q.id),
            ),
            eq(quotationPropertyGroups.isHidden, false),
          ),
        )
    : [];
  return {
    ...summary(row, quotationRows.length),
    ...details!,
    notes: notes.map(({ firstName, lastName, phone, ...note }) => ({
      ...note,
      authorName: staffName({ firstName, lastName, phone }),
    })),
    quotations: quotationRows.map((quotation) => ({
      ...quotation,
      prices: groups
        .filter((group) => group.quotationId === quotation.id && group.price !== null)
        .map((group) => group.price as number)
        .sort((a, b) => a - b),
    })),
  };
}

/** Every staff member, by name: who an enquiry can be assigned to. */
export async function listStaff(db: Database): Promise<{ id: number; name: string }[]> {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, phone: users.phone })
    .from(users)
    .where(eq(users.role, "staff"))
    .orderBy(asc(users.firstName), asc(users.id));
  return rows.map((row) => ({ id: row.id, name: staffName(row) }));
}

export interface EnquiryUpdate {
  status?: InquiryStatus | null;
  /** A staff user's id; null unassigns; undefined leaves it. */
  assigneeId?: number | null;
  note?: string | null;
}

export type UpdateEnquiryOutcome =
  | { ok: true }
  | { ok: false; reason: "not-found" | "not-staff" | "nothing-to-change" | "note-too-long" };

/** Changes an enquiry's status or assignee and adds a note, audited as one change. */
export async function updateEnquiry(
  db: Database,
  staffUserId: number,
  id: number,
  update: EnquiryUpdate,
): Promise<UpdateEnquiryOutcome> {
  const note = update.note?.trim() || null;
  if (note && note.length > ENQUIRY_NOTE_MAX_LENGTH) return { ok: false, reason: "note-too-long" };
  return db.transaction(async (tx): Promise<UpdateEnquiryOutcome> => {
    const [current] = await tx
      .select({ status: inquiries.status, assigneeId: inquiries.assigneeId })
      .from(inquiries)
      .where(eq(inquiries.id, id))
      .for("update");
    if (!current) return { ok: false, reason: "not-found" };
    const next = {
      status: update.status ?? current.status,
      assigneeId: update.assigneeId === undefined ? current.assigneeId : update.assigneeId,
    };
    if (next.assigneeId !== null && next.assigneeId !== current.assigneeId) {
      const [staff] = await tx.select({ role: users.role }).from(users).where(eq(users.id, next.assigneeId));
      if (staff?.role !== "staff") return { ok: false, reason: "not-staff" };
    }
    const changed = next.status !== current.status || next.assigneeId !== current.assigneeId;
    if (!changed && !note) return { ok: false, reason: "nothing-to-change" };
    if (changed) await tx.update(inquiries).set(next).where(eq(inquiries.id, id));
    if (note) await tx.insert(inquiryNotes).values({ inquiryId: id, authorId: staffUserId, body: note });
    await recordAudit(tx, {
      staffUserId,
      action: "update-enquiry",
      entity: "enquiry",
      entityId: String(id),
      before: current,
      after: { ...next, ...(note ? { note } : {}) },
    });
    return { ok: true };
  });
}

/**
 * Marks an enquiry quoted when its first quotation is made, in the quotation's transaction, unless
 * the desk has moved it on already (accepted, booked or closed). Answers the status before and after.
 */
export async function markQuoted(tx: Transaction, inquiryId: number): Promise<{ before: string; after: string }> {
  const [row] = await tx.select({ status: inquiries.status }).from(inquiries).where(eq(inquiries.id, inquiryId));
  const before = row?.status ?? "new";
  if (before !== "new" && before !== "contacted") return { before, after: before };
  await tx.update(inquiries).set({ status: "quoted" }).where(eq(inquiries.id, inquiryId));
  return { before, after: "quoted" };
}
