// The enquiries inbox for staff (docs/api.md, "Back office"): the GraphQL side of
// admin-enquiries-service.ts, to the mutation template (docs/decisions/0007-mutation-template.md).
//   adminEnquiries(filter)                         the inbox, newest first, 50 a page
//   adminEnquiry(id)                               one enquiry: notes, quotations, a WhatsApp reply
//   adminStaffMembers                              who an enquiry can be assigned to
//   adminUpdateEnquiry(id, {status, assigneeId, note})  audited; notes are only ever added
import { INQUIRY_KINDS, INQUIRY_STATUSES } from "@parvat/db/schema";
import { whatsappLink } from "@parvat/domain/company";
import { requireStaff } from "../accounts/require-viewer.ts";
import { builder } from "../builder.ts";
import { invalidInput, UserError } from "../errors.ts";
import {
  ENQUIRY_NOTE_MAX_LENGTH,
  type EnquiryDetails,
  type EnquiryNote,
  type EnquiryQuotation,
  type EnquirySummary,
  findEnquiry,
  listEnquiries,
  listStaff,
  updateEnquiry,
} from "./admin-enquiries.ts";

/** One of `allowed`, or null when empty; BAD_USER_INPUT naming `field` otherwise. */
function choice<T extends string>(value: string | null | undefined, allowed: readonly T[], field: string): T | null {
  if (!value) return null;
  if (!(allowed as readonly string[]).includes(value)) throw invalidInput({ [field]: `One of ${allowed.join(", ")}.` });
  return value as T;
}

/** The first message of a reply on WhatsApp, for the planner to finish before sending. */
export function enquiryReplyMessage(enquiry: Pick<EnquirySummary, "name" | "about" | "reference">): string {
  const firstName = enquiry.name.split(" ")[0];
  const about = enquiry.about ? ` about ${enquiry.about}` : "";
  return `Hi ${firstName}, this is the Parvat Journeys trip desk. Thank you for your enquiry${about} (ref. ${enquiry.reference}).`;
}

const StaffMember = builder.objectRef<{ id: number; name: string }>("AdminStaffMember").implement({
  description: "A staff member, to assign enquiries to.",
  fields: (t) => ({ id: t.exposeInt("id"), name: t.exposeString("name") }),
});

const summaryFields = builder.objectRef<EnquirySummary>("AdminEnquirySummary");
summaryFields.implement({
  description: "One enquiry in the inbox.",
  fields: (t) => ({
    id: t.exposeInt("id"),
    reference: t.exposeString("slug", { description: "Its quotations are listed at /quotations/{reference}." }),
    short_reference: t.exposeString("reference", {
      description: 'What the traveller quotes on a call ("EQ-7K3M9Q"); the inbox search finds it.',
    }),
    kind: t.exposeString("kind", { description: "enquiry (a trip page or /contact) or custom-trip (/customize)." }),
    status: t.exposeString("status", { description: INQUIRY_STATUSES.join(", ") }),
    name: t.exposeString("name"),
    mobile: t.exposeString("mobile"),
    email: t.exposeString("email"),
    travel_date: t.expose("travelDate", { type: "Date", nullable: true, description: "Null: none given." }),
    travellers: t.exposeInt("travellers"),
    about: t.exposeString("about", { nullable: true, description: "The trip, activity or destination asked about." }),
    created_at: t.string({ resolve: (row) => row.createdAt.toISOString() }),
    assignee_id: t.exposeInt("assigneeId", { nullable: true }),
    assignee_name: t.exposeString("assigneeName", { nullable: true }),
    quotation_count: t.exposeInt("quotationCount"),
    whatsapp_url: t.string({
      description: "A click-to-chat link to the traveller with a first message written.",
      resolve: (row) => whatsappLink(enquiryReplyMessage(row), row.mobile),
    }),
  }),
});

const NoteRef = builder.objectRef<EnquiryNote>("AdminEnquiryNote").implement({
  description: "A note on an enquiry: never edited, only added.",
  fields: (t) => ({
    id: t.exposeInt("id"),
    body: t.exposeString("body"),
    at: t.string({ resolve: (note) => note.at.toISOString() }),
    author_name: t.exposeString("authorName"),
  }),
});

const EnquiryQuotationRef = builder.objectRef<EnquiryQuotation>("AdminEnquiryQuotation").implement({
  description: "A quotation made for the enquiry.",
  fields: (t) => ({
    id: t.exposeInt("id"),
    slug: t.exposeString("slug"),
    trip_title: t.exposeString("tripTitle"),
    expiry_date: t.expose("expiryDate", { type: "Date" }),
    created_at: t.string({ resolve: (q) => q.createdAt.toISOString() }),
    prices: t.exposeIntList("prices", { description: "The offered options' prices, lowest first (rupees)." }),
    show_price_for: t.exposeString("showPriceFor"),
  }),
});

const EnquiryRef = builder.objectRef<EnquiryDetails>("AdminEnquiry").implement({
  description: "One enquiry whole, for the trip desk.",
  fields: (t) => ({
    summary: t.field({ type: summaryFields, resolve: (row) => row }),
    message: t.exposeString("message", { nullable: true }),
    duration_days: t.exposeInt("durationDays", { nullable: true }),
    group_type: t.exposeString("groupType", { nullable: true }),
    trip_type: t.exposeString("tripType", { nullable: true }),
    adults: t.exposeInt("adults", { nullable: true, description: "A custom trip's adults, as the traveller said." }),
    children: t.exposeInt("children", { nullable: true }),
    child_ages: t.exposeIntList("childAges", { nullable: true, description: "One age per child, in years." }),
    budget_per_person: t.exposeInt("budgetPerPerson", {
      nullable: true,
      description: "Whole rupees per person; null when the traveller gave none.",
    }),
    notes: t.field({ type: [NoteRef], resolve: (row) => row.notes }),
    quotations: t.field({ type: [EnquiryQuotationRef], resolve: (row) => row.quotations }),
  }),
});

const EnquiryFilterRef = builder.inputType("AdminEnquiryFilter", {
  fields: (t) => ({
    status: t.string({ required: false, description: INQUIRY_STATUSES.join(", ") }),
    kind: t.string({ required: false, description: INQUIRY_KINDS.join(", ") }),
    assignee_id: t.int({ required: false, description: "Only those assigned to this staff member." }),
    unassigned: t.boolean({ required: false, description: "Only those assigned to nobody." }),
    search: t.string({ required: false, description: "Part of a name, phone, email or reference." }),
    offset: t.int({ required: false }),
  }),
});

builder.queryField("adminEnquiries", (t) =>
  t.field({
    type: [summaryFields],
    description: "Staff only: enquiries from trip pages, /contact and /customize, newest first, 50 at a time.",
    args: { filter: t.arg({ type: EnquiryFilterRef, required: false }) },
    complexity: { field: 1, multiplier: 2 },
    resolve: async (_root, { filter }, context) => {
      requireStaff(context);
      return listEnquiries(context.db, {
        status: choice(filter?.status, INQUIRY_STATUSES, "status"),
        kind: choice(filter?.kind, INQUIRY_KINDS, "kind"),
        assignee: filter?.unassigned ? "unassigned" : (filter?.assignee_id ?? null),
        search: filter?.search ?? null,
        offset: filter?.offset ?? 0,
      });
    },
  }),
);

builder.queryField("adminEnquiry", (t) =>
  t.field({
    type: EnquiryRef,
    nullable: true,
    description: "Staff only: one enquiry with its notes and quotations; null when unknown.",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, { id }, context) => {
      requireStaff(context);
      return findEnquiry(context.db, id);
    },
  }),
);

builder.queryField("adminStaffMembers", (t) =>
  t.field({
    type: [StaffMember],
    description: "Staff only: every staff member, to assign enquiries to.",
    complexity: { field: 1, multiplier: 2 },
    resolve: (_root, _args, context) => {
      requireStaff(context);
      return listStaff(context.db);
    },
  }),
);

const EnquiryUpdateRef = builder.inputType("AdminEnquiryUpdate", {
  fields: (t) => ({
    status: t.string({ required: false, description: INQUIRY_STATUSES.join(", ") }),
    assigneeId: t.int({ required: false, description: "A staff member's id; null to unassign; absent to leave." }),
    note: t.string({
      required: false,
      description: `Added to the notes (up to ${ENQUIRY_NOTE_MAX_LENGTH} characters).`,
    }),
  }),
});

builder.mutationField("adminUpdateEnquiry", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: EnquiryRef,
    description:
      "Staff only: changes an enquiry's status or assignee and adds a note, with its audit row. BAD_USER_INPUT for an unknown status, a note too long, an assignee who is not staff, or nothing to change; NOT_FOUND for an unknown id.",
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: EnquiryUpdateRef, required: true }) },
    resolve: async (_root, { id, input }, context) => {
      const viewer = requireStaff(context);
      const status = choice(input.status, INQUIRY_STATUSES, "status");
      const outcome = await updateEnquiry(context.db, viewer.userId, id, {
        status,
        // An argument left out leaves the assignee; an explicit null unassigns.
        assigneeId: "assigneeId" in input ? (input.assigneeId ?? null) : undefined,
        note: input.note ?? null,
      });
      if (!outcome.ok) {
        switch (outcome.reason) {
          case "not-found":
            throw new UserError("We could not find this enquiry.", { code: "NOT_FOUND", field: "id" });
          case "not-staff":
            throw invalidInput({ assigneeId: "Enquiries can be assigned to staff members only." });
          case "note-too-long":
            throw invalidInput({ note: `A note has at most ${ENQUIRY_NOTE_MAX_LENGTH} characters.` });
          case "nothing-to-change":
            throw invalidInput({ note: "Change the status or the assignee, or write a note." });
        }
      }
      const enquiry = await findEnquiry(context.db, id);
      if (!enquiry) throw new Error(`The enquiry ${id} vanished`);
      return enquiry;
    },
  }),
);
