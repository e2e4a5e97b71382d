// The enquiries service: storing an enquiry about a trip, an activity or nothing in particular. It
// answers with outcomes, not GraphQL errors; inquiry-fields.ts turns them into the API's answers.
// This is the mutation template of docs/decisions/0007-mutation-template.md: the input arrives
// already parsed by the shared rule, and every check and write happens in one transaction, so a trip
// withdrawn between the check and the insert cannot gain an enquiry.
import { randomBytes } from "node:crypto";
import type { Database, Transaction } from "@parvat/db/client";
import { activities, inquiries, treks } from "@parvat/db/schema";
import type { Inquiry } from "@parvat/domain/inquiry";
import { and, eq } from "drizzle-orm";
import type { Logger } from "../logger.ts";

/** An enquiry's two names: the slug that opens its quotations, and the short reference for calls. */
export interface EnquiryNames {
  /** 80 random bits (`enq-` and 20 hex digits): it opens /quotations/{slug}, so it must not be guessable. */
  slug: string;
  /** "EQ-7K3M9Q": short enough to read out on a call; the database draws it (inquiry_reference()). */
  reference: string;
}

/**
 * Inserts an enquiry under a new slug and the database's short reference, drawing again on the rare
 * clash of references (the unique key), and answers both.
 */
export async function insertEnquiry(
  tx: Database | Transaction,
  values: Omit<typeof inquiries.$inferInsert, "slug" | "reference" | "id">,
): Promise<EnquiryNames> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await tx
      .insert(inquiries)
      .values({ ...values, slug: `enq-${randomBytes(10).toString("hex")}` })
      .onConflictDoNothing({ target: inquiries.reference })
      .returning({ slug: inquiries.slug, reference: inquiries.reference });
    if (row) return row;
  }
  throw new Error("Five enquiry references in a row were taken: the reference space needs widening.");
}

export interface NewInquiry {
  inquiry: Inquiry;
  trekId: number | null;
  activityId: number | null;
}

export type CreateInquiryOutcome =
  | ({ ok: true } & EnquiryNames)
  | { ok: false; reason: "trek-not-offered" | "activity-not-offered" };

/** Stores an enquiry under a new unguessable reference, unless the trip or activity it names is not offered. */
export async function createInquiry(
  { db, log }: { db: Database; log: Logger },
  { inquiry, trekId, activityId }: NewInquiry,
): Promise<CreateInquiryOutcome> {
  const outcome = await db.transaction(async (tx): Promise<CreateInquiryOutcome> => {
    if (trekId !== null) {
      const [trek] = await tx
        .select({ id: treks.id })
        .from(treks)
        .where(and(eq(treks.id, trekId), eq(treks.status, "active")));
      if (!trek) return { ok: false, reason: "trek-not-offered" };
    }
    if (activityId !== null) {
      const [activity] = await tx.select({ id: activities.id }).from(activities).where(eq(activities.id, activityId));
      if (!activity) return { ok: false, reason: "activity-not-offered" };
    }
    const names = await insertEnquiry(tx, {
      name: inquiry.name,
      mobile: inquiry.mobile,
      email: inquiry.email,
      travelDate: inquiry.date,
      travellers: inquiry.count,
      message: inquiry.message,
      trekId,
      activityId,
    });
    return { ok: true, ...names };
  });
  // Names, numbers and addresses are personal data and stay out of the logs.
  if (outcome.ok) log.info({ trekId, activityId, travellers: inquiry.count }, "enquiry received");
  return outcome;
}
