// Enquiries about a trip or an activity (SPEC.md's InquiryInput): the GraphQL side of
// inquiries.ts, written to the mutation template (docs/decisions/0007-mutation-template.md). The
// shared rule of @parvat/domain/inquiry decides; a bad enquiry is refused as a whole with a message
// per field, and nothing is stored. A stored enquiry gets an unguessable reference: its quotations
// will be listed at /quotations/{reference}.
import { company, formatIndianPhone } from "@parvat/domain/company";
import { parseInquiry } from "@parvat/domain/inquiry";
import { requireFormSlot } from "../accounts/form-limits.ts";
import { builder } from "../builder.ts";
import { invalidInput, UserError } from "../errors.ts";
import { createInquiry } from "./inquiries.ts";

const InquiryInputRef = builder.inputType("InquiryInput", {
  description: "What a traveller tells us when they enquire.",
  fields: (t) => ({
    name: t.string({ required: true }),
    mobile: t.string({ required: true, description: "Any common way of writing it; stored as E.164." }),
    email: t.string({ required: true }),
    date: t.string({
      required: false,
      description:
        "The travel date, YYYY-MM-DD, from today onwards. Required about a trek or an activity; a general question may leave it out.",
    }),
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
    message: t.exposeString("message", {
      description: "What happens next, in words (with the calling hours), for the confirmation.",
    }),
    reference: t.exposeString("reference", {
      description: 'The enquiry\'s short reference ("EQ-7K3M9Q"), to quote on a call; the trip desk finds it by it.',
    }),
  }),
});

builder.mutationField("createInquiry", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: InquiryReceiptRef,
    description:
      "Stores an enquiry about a trek (trek_id) or an activity (activity_id), or a general one. Bad input is refused with BAD_USER_INPUT, `extensions.field` naming the first bad field and `extensions.fields` holding a message for each. FORM_SUBMISSIONS_PER_IP_PER_HOUR per IP address, then RATE_LIMITED.",
    args: {
      input: t.arg({ type: InquiryInputRef, required: true }),
      trek_id: t.arg.int({ required: false }),
      activity_id: t.arg.int({ required: false }),
    },
    resolve: async (_root, { input, trek_id, activity_id }, context) => {
      // About a trip or an activity the travel date is needed; a general question may go without.
      const parsed = parseInquiry(input, context.today, {
        dateRequired: (trek_id ?? null) !== null || (activity_id ?? null) !== null,
      });
      if (!parsed.ok) throw invalidInput(parsed.errors);
      const { inquiry } = parsed;
      await requireFormSlot(context, "inquiry");
      const outcome = await createInquiry(context, {
        inquiry,
        trekId: trek_id ?? null,
        activityId: activity_id ?? null,
      });
      if (outcome.ok) {
        const firstName = inquiry.name.split(" ")[0];
        return {
          reference: outcome.reference,
          message: `Thank you, ${firstName}! A trip expert will call you on ${formatIndianPhone(inquiry.mobile)}, usually within a few hours (our calling hours: ${company.hours.calling}).`,
        };
      }
      switch (outcome.reason) {
        case "trek-not-offered":
          throw new UserError("This trip is no longer offered.", { code: "NOT_FOUND", field: "trek_id" });
        case "activity-not-offered":
          throw new UserError("This activity is no longer offered.", { code: "NOT_FOUND", field: "activity_id" });
      }
    },
  }),
);
