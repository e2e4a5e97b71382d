// Enquiries about a trip or an activity (SPEC.md's InquiryInput). The shared rule of
// @parvat/domain/inquiry decides; a bad enquiry is refused as a whole with a message per field, and
// nothing is stored. A stored enquiry gets an unguessable reference: its quotations will be listed at
// /quotations/{reference}.
import { randomBytes } from "node:crypto";
import { activities, inquiries, treks } from "@parvat/db/schema";
import { parseInquiry } from "@parvat/domain/inquiry";
import { and, eq } from "drizzle-orm";
import { builder } from "../builder.ts";
import { UserError } from "../errors.ts";

const InquiryInputRef = builder.inputType("InquiryInput", {
  description: "What a traveller tells us when they enquire.",
  fields: (t) => ({
    name: t.string({ required: true }),
    mobile: t.string({ required: true, description: "Any common way of writing it; stored as E.164." }),
    email: t.string({ required: true }),
    date: t.string({ required: true, description: "The travel date, YYYY-MM-DD, from today onwards." }),
    count: t.int({ required: true, description: "How many people are travelling." }),
    message: t.string({ required: false }),
  }),
});

interface InquiryReceipt {
  message: string;
  reference: string;
}

const InquiryReceiptRef = builder.objectRef<InquiryReceipt>("InquiryReceipt").implement({
  description: "The answer to an enquiry.",
  fields: (t) => ({
    message: t.exposeString("message", { description: "A sentence to show the traveller in a toast." }),
    reference: t.exposeString("reference", { description: "The enquiry's reference, to quote when calling." }),
  }),
});

builder.mutationField("createInquiry", (t) =>
  t.field({
    type: InquiryReceiptRef,
    description:
      "Stores an enquiry about a trek (trek_id) or an activity (activity_id), or a general one. Bad input is refused with BAD_USER_INPUT, `extensions.field` naming the first bad field and `extensions.fields` holding a message for each.",
    args: {
      input: t.arg({ type: InquiryInputRef, required: true }),
      trek_id: t.arg.int({ required: false }),
      activity_id: t.arg.int({ required: false }),
    },
    resolve: async (_root, { input, trek_id, activity_id }, { db, log, today }) => {
      const parsed = parseInquiry(input, today);
      if (!parsed.ok) {
        const [field, message] = Object.entries(parsed.errors)[0]!;
        throw new UserError(message, { code: "BAD_USER_INPUT", field, details: { fields: parsed.errors } });
      }
      if (trek_id != null) {
        const [trek] = await db
          .select({ id: treks.id })
          .from(treks)
          .where(and(eq(treks.id, trek_id), eq(treks.status, "active")));
        if (!trek) throw new UserError("This trip is no longer offered.", { code: "NOT_FOUND", field: "trek_id" });
      }
      if (activity_id != null) {
        const [activity] = await db
          .select({ id: activities.id })
          .from(activities)
          .where(eq(activities.id, activity_id));
        if (!activity)
          throw new UserError("This activity is no longer offered.", { code: "NOT_FOUND", field: "activity_id" });
      }
      const { inquiry } = parsed;
      // 80 random bits: the reference will open the traveller's quotations, so it must not be guessable.
      const reference = `enq-${randomBytes(10).toString("hex")}`;
      await db.insert(inquiries).values({
        slug: reference,
        name: inquiry.name,
        mobile: inquiry.mobile,
        email: inquiry.email,
        travelDate: inquiry.date,
        travellers: inquiry.count,
        message: inquiry.message,
        trekId: trek_id ?? null,
        activityId: activity_id ?? null,
      });
      // Names, numbers and addresses are personal data and stay out of the logs.
      log.info({ trekId: trek_id, activityId: activity_id, travellers: inquiry.count }, "enquiry received");
      const firstName = inquiry.name.split(" ")[0];
      return {
        reference,
        message: `Thank you, ${firstName}! A trip expert will call you on ${inquiry.mobile} within a few hours (9 am to 9 pm).`,
      };
    },
  }),
);
