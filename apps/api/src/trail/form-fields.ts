// Travellers' forms in the schema (docs/api.md, "Ready for the trail"), the GraphQL side of
// traveller-forms.ts:
//   travellerForm(token)                the traveller's own part, by their personal link (no login)
//   submitTravellerForm(token, input)   saves the parts given (FORM_LINK_EXPIRED, BAD_USER_INPUT per field)
//   Booking.traveller_forms             for the booking's account: what is missing per traveller, never the answers
//   adminTravellerForms(bookingId)      staff: every answer, for the trip desk and the trip leader
//   adminSendFormLink(participantId)    staff: a fresh link (the old one stops opening), answered to copy
//   adminReviewFitnessProof(input)      staff: approve a fitness proof, or return it with a reason
// ID numbers are answered masked everywhere (the whole number: adminRevealIdNumber), and every staff
// read of the answers is logged (docs/api.md, "Personal data").
// The fitness proof itself travels over HTTP of its own (fitness-uploads.ts).

import type { travellerForms } from "@parvat/db/schema";
import {
  FORM_PART_LABELS,
  FORM_PARTS,
  type FormPart,
  ID_TYPE_LABELS,
  maskIdNumber,
} from "@parvat/domain/traveller-forms";
import { type FieldNode, type GraphQLResolveInfo, Kind, type SelectionSetNode } from "graphql";
import { requireStaff } from "../accounts/require-viewer.ts";
import { AdminManifestRef, AdminManifestTraveller } from "../admin/admin-booking-fields.ts";
import { Booking, GuardianDeclarationRef, guardianOfRow } from "../bookings/booking-fields.ts";
import { builder } from "../builder.ts";
import { invalidInput, UserError } from "../errors.ts";
import { logPersonalDataReads } from "../personal-data/read-log.ts";
import { openFormAnswers } from "../personal-data/sealed-forms.ts";
import { reviewFitnessProof } from "./fitness-uploads.ts";
import { sendFreshFormLink } from "./form-link-messages.ts";
import { missingByTraveller, missingOf, type OpenForm, openForm, saveForm } from "./traveller-forms.ts";

const FormPartRef = builder.enumType("TravellerFormPart", {
  description:
    "A part of a traveller's forms: emergency contact, medical declaration, undertaking, ID for permits, fitness proof.",
  values: FORM_PARTS,
});

const IdTypeRef = builder.enumType("PermitIdType", {
  values: Object.keys(ID_TYPE_LABELS) as (keyof typeof ID_TYPE_LABELS)[],
});

const Undertaking = builder.objectRef<{ id: number; version: number; text: string }>("Undertaking").implement({
  fields: (t) => ({
    version: t.exposeInt("version", { description: "Send it back as acceptUndertakingVersion to accept these words." }),
    text: t.exposeString("text"),
  }),
});

const missingText = (missing: readonly FormPart[]) => missing.map((part) => FORM_PART_LABELS[part]);

type FormByLink = OpenForm & { token: string };

const TravellerForm = builder.objectRef<FormByLink>("TravellerForm").implement({
  description:
    "One traveller's own part of a booking, as their personal link opens it. Private to that traveller and staff.",
  fields: (t) => ({
    first_name: t.string({ resolve: (open) => open.firstName }),
    last_name: t.string({ resolve: (open) => open.lastName }),
    guardian: t.field({
      type: GuardianDeclarationRef,
      nullable: true,
      description:
        "For a traveller booked under 18: the parent or lawful guardian who booked them, who fills in and confirms this form (its link goes to them).",
      resolve: (open) => guardianOfRow(open.guardian),
    }),
    trip_name: t.string({ resolve: (open) => open.tripName }),
    reference: t.string({ resolve: (open) => open.reference }),
    start_date: t.field({ type: "Date", resolve: (open) => open.startDate }),
    end_date: t.field({ type: "Date", resolve: (open) => open.endDate, description: "The link opens until this day." }),
    emergency_name: t.string({ nullable: true, resolve: (open) => open.form.emergencyName }),
    emergency_phone: t.string({ nullable: true, resolve: (open) => open.form.emergencyPhone }),
    emergency_relation: t.string({ nullable: true, resolve: (open) => open.form.emergencyRelation }),
    medical_conditions: t.string({ nullable: true, resolve: (open) => open.form.medicalConditions }),
    medicines: t.string({ nullable: true, resolve: (open) => open.form.medicines }),
    allergies: t.string({ nullable: true, resolve: (open) => open.form.allergies }),
    medical_notes: t.string({ nullable: true, resolve: (open) => open.form.medicalNotes }),
    medical_declared_at: t.string({
      nullable: true,
      resolve: (open) => open.form.medicalDeclaredAt?.toISOString() ?? null,
    }),
    undertaking: t.field({ type: Undertaking, nullable: true, resolve: (open) => open.undertaking }),
    undertaking_accepted_version: t.int({
      nullable: true,
      description: "The version this traveller accepted; an older one than undertaking.version must be accepted again.",
      resolve: async (open, _args, { db }) => {
        if (!open.form.undertakingId) return null;
        const row = await db.query.undertakings.findFirst({
          where: { id: open.form.undertakingId },
          columns: { version: true },
        });
        return row?.version ?? null;
      },
    }),
    permit_id_required: t.boolean({ resolve: (open) => open.needs.permitIdRequired }),
    id_type: t.string({ nullable: true, resolve: (open) => open.form.idType }),
    id_number: t.string({
      nullable: true,
      description:
        "Masked: the last four characters only (XXXX XXXX 1234 for Aadhaar). To change it, send idType and idNumber again.",
      resolve: (open) => (open.form.idNumber ? maskIdNumber(open.form.idType, open.form.idNumber) : null),
    }),
    fitness_proof_required: t.boolean({ resolve: (open) => open.needs.fitnessProofRequired }),
    fitness_status: t.string({
      description: "missing | pending (awaiting staff) | approved | returned (see fitness_reason).",
      resolve: (open) => open.form.fitnessStatus,
    }),
    fitness_reason: t.string({ nullable: true, resolve: (open) => open.form.fitnessReason }),
    upload_path: t.string({
      description: "Where to POST the fitness proof (the file as the raw body), and GET it back.",
      resolve: (open) => `/api/forms/${open.token}/fitness-proof`,
    }),
    missing: t.field({
      type: [FormPartRef],
      resolve: (open) => missingOf(open.form, open.needs, open.undertaking?.id ?? null),
    }),
  }),
});

function linkRefusal(reason: "unknown" | "expired"): UserError {
  return reason === "expired"
    ? new UserError(
        "This link has expired: the trip is over, the booking was cancelled, or a newer link was sent. Ask the trip desk for a fresh one.",
        { code: "FORM_LINK_EXPIRED", field: "token" },
      )
    : new UserError("This link does not open a form. Check it, or ask the trip desk for a fresh one.", {
        code: "NOT_FOUND",
        field: "token",
      });
}

builder.queryField("travellerForm", (t) =>
  t.field({
    type: TravellerForm,
    description:
      "The traveller's own part, by the token of their personal link (no login: the link is the key). FORM_LINK_EXPIRED after the trip's last day or once the booking ended; NOT_FOUND for a link never sent or replaced.",
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, { token }, context) => {
      const found = await openForm(context.db, token, context.today);
      if (!found.ok) throw linkRefusal(found.reason === "unknown" ? "unknown" : "expired");
      return { ...found.open, token };
    },
  }),
);

const TravellerFormInput = builder.inputType("TravellerFormInput", {
  description: "The parts to save; a part left out stays as it was.",
  fields: (t) => ({
    emergencyName: t.string({ required: false }),
    emergencyPhone: t.string({ required: false, description: "Someone else's phone; normalised to E.164." }),
    emergencyRelation: t.string({ required: false }),
    medicalConditions: t.string({
      required: false,
      description: "Empty: none. With the three below, one declaration.",
    }),
    medicines: t.string({ required: false }),
    allergies: t.string({ required: false }),
    medicalNotes: t.string({ required: false }),
    acceptUndertakingVersion: t.int({ required: false, description: "The version read (TravellerForm.undertaking)." }),
    idType: t.field({ type: IdTypeRef, required: false }),
    idNumber: t.string({ required: false }),
  }),
});

builder.mutationField("submitTravellerForm", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: TravellerForm,
    description:
      "Saves the parts given of the traveller's own form (by their link's token). The undertaking's acceptance records its version, the time and the address it came from. BAD_USER_INPUT per field (`extensions.fields`); FORM_LINK_EXPIRED; NOT_FOUND.",
    args: { token: t.arg.string({ required: true }), input: t.arg({ type: TravellerFormInput, required: true }) },
    resolve: async (_root, { token, input }, context) => {
      const saved = await saveForm(context.db, token, input, {
        today: context.today,
        at: context.now(),
        clientAddress: context.clientAddress,
      });
      if (!saved.ok) {
        if (saved.reason === "invalid") throw invalidInput(saved.problems);
        throw linkRefusal(saved.reason);
      }
      const found = await openForm(context.db, token, context.today);
      if (!found.ok) throw linkRefusal(found.reason);
      return { ...found.open, token };
    },
  }),
);

interface MissingRow {
  bookingId: number;
  participantId: number;
  position: number;
  firstName: string;
  lastName: string;
  linkSent: boolean;
  fitnessStatus: string;
  missing: FormPart[];
}

const TravellerFormStatus = builder.objectRef<MissingRow>("TravellerFormStatus").implement({
  description: "What one traveller still has to give: the parts, never the answers.",
  fields: (t) => ({
    participant_id: t.exposeInt("participantId"),
    booking_id: t.exposeInt("bookingId"),
    position: t.exposeInt("position"),
    first_name: t.exposeString("firstName"),
    last_name: t.exposeString("lastName"),
    link_sent: t.exposeBoolean("linkSent"),
    fitness_status: t.exposeString("fitnessStatus"),
    missing: t.field({ type: [FormPartRef], resolve: (row) => row.missing }),
    missing_text: t.stringList({ resolve: (row) => missingText(row.missing) }),
  }),
});

builder.drizzleObjectFields(Booking, (t) => ({
  traveller_forms: t.field({
    type: [TravellerFormStatus],
    description:
      "Per traveller, the parts of their forms still missing (each fills them in through their own link). Answers only, never: those are the traveller's and staff's.",
    select: { columns: { id: true } },
    resolve: (booking, _args, { db }) => missingByTraveller(db, [booking.id]),
  }),
}));

// ─── The back office ────────────────────────────────────────────────────────────────────

type FormRow = typeof travellerForms.$inferSelect;
interface AdminFormView extends MissingRow {
  form: FormRow | null;
  undertakingVersion: number | null;
}

const AdminTravellerForm = builder.objectRef<AdminFormView>("AdminTravellerForm").implement({
  description: "Staff only: one traveller's answers, for the trip desk and the trip leader.",
  fields: (t) => ({
    participant_id: t.exposeInt("participantId"),
    form_id: t.int({ nullable: true, resolve: (row) => row.form?.id ?? null }),
    first_name: t.exposeString("firstName"),
    last_name: t.exposeString("lastName"),
    link_sent_at: t.string({ nullable: true, resolve: (row) => row.form?.tokenIssuedAt.toISOString() ?? null }),
    missing: t.field({ type: [FormPartRef], resolve: (row) => row.missing }),
    emergency_name: t.string({ nullable: true, resolve: (row) => row.form?.emergencyName ?? null }),
    emergency_phone: t.string({ nullable: true, resolve: (row) => row.form?.emergencyPhone ?? null }),
    emergency_relation: t.string({ nullable: true, resolve: (row) => row.form?.emergencyRelation ?? null }),
    medical_conditions: t.string({ nullable: true, resolve: (row) => row.form?.medicalConditions ?? null }),
    medicines: t.string({ nullable: true, resolve: (row) => row.form?.medicines ?? null }),
    allergies: t.string({ nullable: true, resolve: (row) => row.form?.allergies ?? null }),
    medical_notes: t.string({ nullable: true, resolve: (row) => row.form?.medicalNotes ?? null }),
    undertaking_version: t.int({ nullable: true, resolve: (row) => row.undertakingVersion }),
    undertaking_accepted_at: t.string({
      nullable: true,
      resolve: (row) => row.form?.undertakingAcceptedAt?.toISOString() ?? null,
    }),
    undertaking_address: t.string({ nullable: true, resolve: (row) => row.form?.undertakingAddress ?? null }),
    id_type: t.string({ nullable: true, resolve: (row) => row.form?.idType ?? null }),
    id_number: t.string({
      nullable: true,
      description: "Masked: the last four characters only. The whole number: adminRevealIdNumber (audited).",
      resolve: (row) => (row.form?.idNumber ? maskIdNumber(row.form.idType, row.form.idNumber) : null),
    }),
    personal_data_erased_at: t.string({
      nullable: true,
      description: "When the answers were erased, PERSONAL_DATA_RETENTION_DAYS after the trip (docs/api.md).",
      resolve: (row) => row.form?.personalDataErasedAt?.toISOString() ?? null,
    }),
    fitness_status: t.exposeString("fitnessStatus"),
    fitness_reason: t.string({ nullable: true, resolve: (row) => row.form?.fitnessReason ?? null }),
    fitness_proof_path: t.string({
      nullable: true,
      description: "GET with the staff token: /api/admin/forms/{form_id}/fitness-proof.",
      resolve: (row) => (row.form?.fitnessFile ? `/api/admin/forms/${row.form.id}/fitness-proof` : null),
    }),
  }),
});

builder.queryField("adminTravellerForms", (t) =>
  t.field({
    type: [AdminTravellerForm],
    description:
      "Staff only: every traveller of a booking with their answers and what is missing. Selecting a health, emergency-contact or ID field logs a read of each traveller's answers (adminPersonalDataReads).",
    args: { bookingId: t.arg.int({ required: true }) },
    resolve: async (_root, { bookingId }, context, info) => {
      const viewer = requireStaff(context);
      const rows = await missingByTraveller(context.db, [bookingId]);
      const forms = await context.db.query.travellerForms.findMany({
        where: { bookingId },
        with: { undertaking: { columns: { version: true } } },
      });
      const readsAnswers = selectsAny(info, PERSONAL_FIELDS);
      const views = rows.map((row) => {
        const form = forms.find((candidate) => candidate.participantId === row.participantId) ?? null;
        return {
          ...row,
          form: form && readsAnswers ? openFormAnswers(form) : form,
          undertakingVersion: form?.undertaking?.version ?? null,
        };
      });
      if (readsAnswers) {
        await logPersonalDataReads(
          context.db,
          context.now(),
          views
            .filter((view) => view.form && PERSONAL_COLUMNS.some((column) => view.form![column] !== null))
            .map((view) => ({
              staffUserId: viewer.userId,
              participantId: view.participantId,
              bookingId: view.bookingId,
              operation: "adminTravellerForms",
              what: "health-and-contact" as const,
            })),
        );
      }
      return views;
    },
  }),
);

/** The fields of AdminTravellerForm that hand out personal data: selecting one is a logged read. */
const PERSONAL_FIELDS = new Set([
  "emergency_name",
  "emergency_phone",
  "emergency_relation",
  "medical_conditions",
  "medicines",
  "allergies",
  "medical_notes",
  "id_number",
]);
const PERSONAL_COLUMNS = [
  "emergencyName",
  "emergencyPhone",
  "emergencyRelation",
  "medicalConditions",
  "medicines",
  "allergies",
  "medicalNotes",
  "idNumber",
] as const;

/** Whether the operation's selection, fragments included, asks for any of `names` (one level down). */
function selectsAny(info: GraphQLResolveInfo, names: ReadonlySet<string>): boolean {
  const visit = (selectionSet: SelectionSetNode | undefined): boolean =>
    (selectionSet?.selections ?? []).some((selection) => {
      if (selection.kind === Kind.FIELD) return names.has(selection.name.value);
      if (selection.kind === Kind.INLINE_FRAGMENT) return visit(selection.selectionSet);
      return visit(info.fragments[selection.name.value]?.selectionSet);
    });
  return info.fieldNodes.some((node: FieldNode) => visit(node.selectionSet));
}

const SentLink = builder.objectRef<{ link: string; participantId: number }>("TravellerFormLink").implement({
  fields: (t) => ({
    participant_id: t.exposeInt("participantId"),
    link: t.exposeString("link", {
      description:
        "The traveller's personal link as a path (/forms/{token}), for staff to pass on; earlier links stop opening.",
    }),
  }),
});

builder.mutationField("adminSendFormLink", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: SentLink,
    description:
      "Staff only: a fresh personal link for one traveller (the earlier one stops opening), sent to the traveller's phone through the outbox and answered to copy. NOT_FOUND for an unknown traveller. Audited (without the link).",
    args: { participantId: t.arg.int({ required: true }) },
    resolve: async (_root, { participantId }, context) => {
      const viewer = requireStaff(context);
      const issued = await sendFreshFormLink(context.db, {
        participantId,
        staffUserId: viewer.userId,
        at: context.now(),
        origin: context.publicOrigin,
      });
      if (!issued) throw new UserError("No traveller has this id.", { code: "NOT_FOUND", field: "participantId" });
      return { participantId, link: `/forms/${issued.token}` };
    },
  }),
);

const ReviewInput = builder.inputType("AdminReviewFitnessProofInput", {
  fields: (t) => ({
    formId: t.int({ required: true }),
    approve: t.boolean({ required: true }),
    reason: t.string({ required: false, description: "Required to return a proof: what to send instead." }),
  }),
});

builder.mutationField("adminReviewFitnessProof", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: "Boolean",
    description:
      "Staff only: approves a pending fitness proof, or returns it with a reason the traveller sees on their form. BAD_USER_INPUT without a reason or with no proof to review; NOT_FOUND. Audited (the decision, never the file).",
    args: { input: t.arg({ type: ReviewInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const viewer = requireStaff(context);
      const reason = input.reason?.trim() || null;
      if (!input.approve && (!reason || reason.length > 300)) {
        throw new UserError("Say why the proof is returned (up to 300 characters): the traveller reads it.", {
          code: "BAD_USER_INPUT",
          field: "reason",
        });
      }
      const outcome = await reviewFitnessProof(context.db, {
        formId: input.formId,
        approve: input.approve,
        reason,
        staffUserId: viewer.userId,
        at: context.now(),
      });
      if (outcome === "unknown-form")
        throw new UserError("No form has this id.", { code: "NOT_FOUND", field: "formId" });
      if (outcome === "no-proof") {
        throw new UserError("This traveller has not uploaded a fitness proof.", {
          code: "BAD_USER_INPUT",
          field: "formId",
        });
      }
      return true;
    },
  }),
);

builder.objectFields(AdminManifestRef, (t) => ({
  forms: t.field({
    type: [TravellerFormStatus],
    description:
      "Per traveller of the departure's live bookings, what their forms still miss (join on booking_id and position).",
    resolve: (manifest, _args, { db }) =>
      missingByTraveller(db, [...new Set(manifest.rows.map((row) => row.bookingId))]),
  }),
}));

builder.objectFields(AdminManifestTraveller, (t) => ({
  position: t.exposeInt("position", { description: "The traveller's place in the booking, from 0." }),
}));
