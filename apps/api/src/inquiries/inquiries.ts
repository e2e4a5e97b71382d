// The enquiries service: storing an enquiry about a trip, an activity or nothing in particular. It
// answers with outcomes, not GraphQL errors; inquiry-fields.ts turns them into the API's answers.
// This is the mutation template of docs/decisions/0007-mutation-template.md: the input arrives
// already parsed by the shared rule, and every check and write happens in one transaction, so a trip
// withdrawn between the check and the insert cannot gain an enquiry.
import { randomBytes } from "node:crypto";
import type { Database } from "@parvat/db/client";
import { activities, inquiries, treks } from "@parvat/db/schema";
import type { Inquiry } from "@parvat/domain/inquiry";
import { and, eq } from "drizzle-orm";
import type { Logger } from "../logger.ts";

export interface NewInquiry {
  inquiry: Inquiry;
  trekId: number | null;
  activityId: number | null;
}

export type CreateInquiryOutcome =
  | { ok: true; reference: string }
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
    // 80 random bits: the reference will open the traveller's quotations, so it must not be guessable.
    const reference = `enq-${randomBytes(10).toString("hex")}`;
    await tx.insert(inquiries).values({
      slug: reference,
      name: inquiry.name,
      mobile: inquiry.mobile,
      email: inquiry.email,
      travelDate: inquiry.date,
      travellers: inquiry.count,
      message: inquiry.message,
      trekId,
      activityId,
    });
    return { ok: true, reference };
  });
  // Names, numbers and addresses are personal data and stay out of the logs.
  if (outcome.ok) log.info({ trekId, activityId, travellers: inquiry.count }, "enquiry received");
  return outcome;
}
