// Travellers' personal data in the schema (docs/api.md, "Personal data"):
//   adminRevealIdNumber(input)            a traveller's whole ID number, with a reason (audited, logged as a read)
//   adminPersonalDataReads(...)           the owner: staff reads of health and ID answers, by staff or traveller
//   adminPersonalDataHold(eventId)        a departure's hold on erasure, if any
//   adminPlacePersonalDataHold(input)     keep a departure's answers past the retention, for an incident (audited)
//   adminReleasePersonalDataHold(input)   and release it (audited); the next scan erases what is due
import { travellerForms } from "@parvat/db/schema";
import { ID_TYPE_LABELS, maskIdNumber } from "@parvat/domain/traveller-forms";
import { eq } from "drizzle-orm";
import { requireStaff } from "../accounts/require-viewer.ts";
import { rowIdOf } from "../arguments.ts";
import { recordAudit } from "../audit/audit.ts";
import { builder } from "../builder.ts";
import { UserError } from "../errors.ts";
import { listPersonalDataReads, logPersonalDataReads, READ_LOG_MAX_LIMIT } from "./read-log.ts";
import { type HoldOutcome, personalDataHoldOf, placePersonalDataHold, releasePersonalDataHold } from "./retention.ts";
import { openFormAnswers } from "./sealed-forms.ts";

const REASON_MAX = 500;

/** A reason staff give (a reveal, a hold): required, at most REASON_MAX characters, trimmed. */
function reasonOf(value: string | null | undefined, what: string): string {
  const reason = value?.trim() ?? "";
  if (reason.length < 3 || reason.length > REASON_MAX) {
    throw new UserError(`Say why ${what} (3 to ${REASON_MAX} characters): it is kept in the audit log.`, {
      code: "BAD_USER_INPUT",
      field: "reason",
    });
  }
  return reason;
}

function idArgument(value: number, field: string, what: string): number {
  const id = rowIdOf(value);
  if (id === null) throw new UserError(`No ${what} has this id.`, { code: "NOT_FOUND", field });
  return id;
}

interface RevealedId {
  formId: number;
  participantId: number;
  idType: string;
  idNumber: string;
}

const RevealedIdNumber = builder.objectRef<RevealedId>("RevealedIdNumber").implement({
  description: "One traveller's whole ID number, as adminRevealIdNumber answers it (once; it is not kept in a page).",
  fields: (t) => ({
    form_id: t.exposeInt("formId"),
    participant_id: t.exposeInt("participantId"),
    id_type: t.exposeString("idType"),
    id_type_label: t.string({
      resolve: (row) => ID_TYPE_LABELS[row.idType as keyof typeof ID_TYPE_LABELS] ?? row.idType,
    }),
    id_number: t.exposeString("idNumber", { description: "The whole number; every other answer shows it masked." }),
    id_number_masked: t.string({ resolve: (row) => maskIdNumber(row.idType, row.idNumber) }),
  }),
});

const RevealInput = builder.inputType("AdminRevealIdNumberInput", {
  fields: (t) => ({
    formId: t.int({ required: true, description: "The traveller's form (AdminTravellerForm.form_id)." }),
    reason: t.string({ required: true, description: "Why the whole number is needed (a permit office, an incident)." }),
  }),
});

builder.mutationField("adminRevealIdNumber", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: RevealedIdNumber,
    description:
      "Staff with id-reveal (a trek leader: for the departures they lead): one traveller's whole ID number, by their form, with a reason. Audited (who, when, which traveller, why; never the number) and logged as a read. BAD_USER_INPUT without a reason; NOT_FOUND for an unknown form or one without an ID number.",
    args: { input: t.arg({ type: RevealInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const viewer = requireStaff(context);
      const formId = idArgument(input.formId, "formId", "form");
      const reason = reasonOf(input.reason, "the whole number is needed");
      const at = context.now();
      const revealed = await context.db.transaction(async (tx) => {
        const [form] = await tx
          .select({
            id: travellerForms.id,
            participantId: travellerForms.participantId,
            bookingId: travellerForms.bookingId,
            idType: travellerForms.idType,
            idNumber: travellerForms.idNumber,
          })
          .from(travellerForms)
          .where(eq(travellerForms.id, formId));
        if (!form?.idNumber || !form.idType) return null;
        await recordAudit(tx, {
          staffUserId: viewer.userId,
          action: "reveal-id-number",
          entity: "booking",
          entityId: String(form.bookingId),
          before: null,
          after: { participantId: form.participantId, idType: form.idType, reason },
        });
        return { form, opened: openFormAnswers(form) };
      });
      if (!revealed) {
        throw new UserError("This traveller has given no ID number.", { code: "NOT_FOUND", field: "formId" });
      }
      const { form, opened } = revealed;
      await logPersonalDataReads(context.db, at, [
        {
          staffUserId: viewer.userId,
          participantId: form.participantId,
          bookingId: form.bookingId,
          operation: "adminRevealIdNumber",
          what: "id-number",
        },
      ]);
      return { formId: form.id, participantId: form.participantId, idType: form.idType!, idNumber: opened.idNumber! };
    },
  }),
);

type ReadRow = Awaited<ReturnType<typeof listPersonalDataReads>>[number];

const PersonalDataRead = builder.objectRef<ReadRow>("PersonalDataRead").implement({
  description: "One staff read of one traveller's health answers, ID number, emergency contact or fitness proof.",
  fields: (t) => ({
    id: t.exposeInt("id"),
    at: t.string({ resolve: (row) => row.at.toISOString() }),
    operation: t.exposeString("operation", { description: "The operation or route that read it." }),
    what: t.exposeString("what", { description: "health-and-contact | id-number | fitness-proof." }),
    staff_user_id: t.exposeInt("staffUserId"),
    staff_name: t.string({ resolve: (row) => [row.staffFirstName, row.staffLastName].filter(Boolean).join(" ") }),
    participant_id: t.exposeInt("participantId"),
    booking_id: t.exposeInt("bookingId"),
    traveller_name: t.string({
      nullable: true,
      description: "Null once the traveller is no longer on the booking.",
      resolve: (row) =>
        row.travellerFirstName === null ? null : `${row.travellerFirstName} ${row.travellerLastName ?? ""}`.trim(),
    }),
  }),
});

builder.queryField("adminPersonalDataReads", (t) =>
  t.field({
    type: [PersonalDataRead],
    description: `The owner: staff reads of travellers' health and ID answers, newest first, kept a year. staffUserId answers "whose data did this staff account read"; participantId "who read this traveller's". before: the id of the last row of the previous page. limit at most ${READ_LOG_MAX_LIMIT}.`,
    args: {
      staffUserId: t.arg.int({ required: false }),
      participantId: t.arg.int({ required: false }),
      before: t.arg.int({ required: false }),
      limit: t.arg.int({ required: false, defaultValue: 100 }),
    },
    resolve: (_root, args, context) => {
      requireStaff(context);
      const filter = (value: number | null | undefined, field: string) => {
        if (value === null || value === undefined) return null;
        const id = rowIdOf(value);
        if (id === null) throw new UserError("This is not an id.", { code: "BAD_USER_INPUT", field });
        return id;
      };
      const limit = args.limit ?? 100;
      if (limit < 1 || limit > READ_LOG_MAX_LIMIT) {
        throw new UserError(`limit is 1 to ${READ_LOG_MAX_LIMIT}.`, { code: "BAD_USER_INPUT", field: "limit" });
      }
      return listPersonalDataReads(context.db, {
        staffUserId: filter(args.staffUserId, "staffUserId"),
        participantId: filter(args.participantId, "participantId"),
        before: filter(args.before, "before"),
        limit,
      });
    },
  }),
);

interface Hold {
  eventId: number;
  reason: string;
  placedBy: number;
  placedAt: Date;
}

const PersonalDataHold = builder.objectRef<Hold>("PersonalDataHold").implement({
  description: "A departure whose travellers' personal data is kept past its retention, for an incident.",
  fields: (t) => ({
    event_id: t.exposeInt("eventId"),
    reason: t.exposeString("reason"),
    placed_by: t.exposeInt("placedBy"),
    placed_at: t.string({ resolve: (hold) => hold.placedAt.toISOString() }),
  }),
});

builder.queryField("adminPersonalDataHold", (t) =>
  t.field({
    type: PersonalDataHold,
    nullable: true,
    description: "A departure's hold on the erasure of its travellers' personal data; null when it has none.",
    args: { eventId: t.arg.int({ required: true }) },
    resolve: async (_root, { eventId }, context) => {
      requireStaff(context);
      const id = rowIdOf(eventId);
      return id === null ? null : personalDataHoldOf(context.db, id);
    },
  }),
);

const HoldInput = builder.inputType("AdminPersonalDataHoldInput", {
  fields: (t) => ({
    eventId: t.int({ required: true }),
    reason: t.string({ required: true, description: "The incident (placing), or why it is over (releasing)." }),
  }),
});

function holdRefusal(outcome: HoldOutcome): never {
  if (outcome === "unknown-departure") {
    throw new UserError("No departure has this id.", { code: "NOT_FOUND", field: "eventId" });
  }
  throw new UserError(
    outcome === "already-held" ? "This departure is already held." : "This departure has no hold to release.",
    { code: "BAD_USER_INPUT", field: "eventId" },
  );
}

builder.mutationField("adminPlacePersonalDataHold", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: PersonalDataHold,
    description:
      "Keeps a departure's travellers' health answers, ID numbers, emergency contacts and fitness proofs past PERSONAL_DATA_RETENTION_DAYS, for an incident, until released. Audited with the reason. NOT_FOUND; BAD_USER_INPUT when already held or without a reason.",
    args: { input: t.arg({ type: HoldInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const viewer = requireStaff(context);
      const eventId = idArgument(input.eventId, "eventId", "departure");
      const reason = reasonOf(input.reason, "the departure's data is kept");
      const at = context.now();
      const outcome = await placePersonalDataHold(context.db, { eventId, reason, staffUserId: viewer.userId, at });
      if (outcome !== "placed") holdRefusal(outcome);
      return { eventId, reason, placedBy: viewer.userId, placedAt: at };
    },
  }),
);

builder.mutationField("adminReleasePersonalDataHold", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: "Boolean",
    description:
      "Releases a departure's hold (audited with the reason); its data past the retention is erased by the next scan. NOT_FOUND; BAD_USER_INPUT when it has no hold or without a reason.",
    args: { input: t.arg({ type: HoldInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const viewer = requireStaff(context);
      const eventId = idArgument(input.eventId, "eventId", "departure");
      const reason = reasonOf(input.reason, "the hold is over");
      const outcome = await releasePersonalDataHold(context.db, { eventId, reason, staffUserId: viewer.userId });
      if (outcome !== "released") holdRefusal(outcome);
      return true;
    },
  }),
);
