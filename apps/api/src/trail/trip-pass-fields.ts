// The trip pass's GraphQL (service: trip-pass.ts; docs/api.md, "Ready for the trail"):
//   tripPass(reference)                 the pass; null when unknown or someone else's
//   adminSetDepartureBriefing(input)    staff: meeting point, time and trip leader of a departure
//   AdminManifest.briefing              what is set, for the back office's briefing form
import type { departureBriefings } from "@parvat/db/schema";
import { requireStaff, requireViewer } from "../accounts/require-viewer.ts";
import { AdminManifestRef } from "../admin/admin-booking-fields.ts";
import { builder } from "../builder.ts";
import { invalidInput } from "../errors.ts";
import {
  checkInCode,
  departureBriefingOf,
  type PassSource,
  qrSvg,
  setDepartureBriefing,
  tripPassOf,
} from "./trip-pass.ts";

const PassDay = builder.objectRef<PassSource["itinerary"][number]>("TripPassDay").implement({
  fields: (t) => ({
    day: t.exposeInt("day"),
    title: t.exposeString("name"),
    brief: t.exposeString("brief"),
  }),
});

const PassTraveller = builder
  .objectRef<PassSource["travellers"][number] & { reference: string }>("TripPassTraveller")
  .implement({
    fields: (t) => ({
      participant_id: t.exposeInt("id"),
      first_name: t.exposeString("firstName"),
      last_name: t.exposeString("lastName"),
      check_in_code: t.string({
        description: "What the QR code holds, for staff to type when a camera cannot read it.",
        resolve: (row) => checkInCode(row.reference, row.id),
      }),
      qr_svg: t.string({
        description: "The QR code as an SVG document (black on white), made on the server.",
        resolve: (row) => qrSvg(checkInCode(row.reference, row.id)),
      }),
    }),
  });

const PassAddOn = builder.objectRef<PassSource["addOns"][number]>("TripPassAddOn").implement({
  fields: (t) => ({
    name: t.exposeString("name"),
    size: t.exposeString("size"),
    quantity: t.exposeInt("quantity"),
  }),
});

const TripPass = builder.objectRef<PassSource>("TripPass").implement({
  description: "What a traveller needs on the trail, readable without signal once opened (the site keeps it offline).",
  fields: (t) => ({
    reference: t.exposeString("reference"),
    status: t.exposeString("status"),
    trip_name: t.exposeString("tripName"),
    start_date: t.field({ type: "Date", resolve: (pass) => pass.startDate }),
    end_date: t.field({ type: "Date", resolve: (pass) => pass.endDate }),
    itinerary: t.field({ type: [PassDay], resolve: (pass) => pass.itinerary }),
    meeting_point: t.string({ nullable: true, resolve: (pass) => pass.briefing?.meetingPoint ?? null }),
    meeting_map_url: t.string({ nullable: true, resolve: (pass) => pass.briefing?.meetingMapUrl ?? null }),
    meeting_time: t.string({
      nullable: true,
      description: '"HH:MM" on the start date.',
      resolve: (pass) => pass.briefing?.meetingTime ?? null,
    }),
    leader_name: t.string({ nullable: true, resolve: (pass) => pass.briefing?.leaderName ?? null }),
    leader_phone: t.string({ nullable: true, resolve: (pass) => pass.briefing?.leaderPhone ?? null }),
    travellers: t.field({
      type: [PassTraveller],
      resolve: (pass) => pass.travellers.map((row) => ({ ...row, reference: pass.reference })),
    }),
    add_ons: t.field({ type: [PassAddOn], resolve: (pass) => pass.addOns }),
  }),
});

builder.queryField("tripPass", (t) =>
  t.field({
    type: TripPass,
    nullable: true,
    description:
      "The trip pass of a part-paid, confirmed or completed booking on a departure: the booking's account's (or staff's); null otherwise. UNAUTHENTICATED without a token.",
    args: { reference: t.arg.string({ required: true }) },
    resolve: (_root, { reference }, context) => tripPassOf(context.db, requireViewer(context), reference),
  }),
);

const BriefingInput = builder.inputType("AdminDepartureBriefingInput", {
  fields: (t) => ({
    eventId: t.int({ required: true }),
    meetingPoint: t.string({ required: true }),
    meetingMapUrl: t.string({ required: false, description: "An https link to a map." }),
    meetingTime: t.string({ required: true, description: '"HH:MM", 24-hour.' }),
    leaderName: t.string({ required: true }),
    leaderPhone: t.string({ required: true }),
  }),
});

builder.mutationField("adminSetDepartureBriefing", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: "Boolean",
    description:
      "Staff only: where and when a departure meets and who leads it, as its trip passes show. BAD_USER_INPUT per field (`extensions.fields`). Audited.",
    args: { input: t.arg({ type: BriefingInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const viewer = requireStaff(context);
      const outcome = await setDepartureBriefing(context.db, input, { staffUserId: viewer.userId, at: context.now() });
      if (!outcome.ok) throw invalidInput(outcome.problems);
      return true;
    },
  }),
);

const AdminDepartureBriefing = builder
  .objectRef<typeof departureBriefings.$inferSelect>("AdminDepartureBriefing")
  .implement({
    description: "Where and when a departure meets and who leads it, as set by the trip desk.",
    fields: (t) => ({
      meeting_point: t.exposeString("meetingPoint"),
      meeting_map_url: t.exposeString("meetingMapUrl", { nullable: true }),
      meeting_time: t.exposeString("meetingTime", { description: '"HH:MM" on the start date.' }),
      leader_name: t.exposeString("leaderName"),
      leader_phone: t.exposeString("leaderPhone", { description: "E.164." }),
    }),
  });

builder.objectFields(AdminManifestRef, (t) => ({
  briefing: t.field({
    type: AdminDepartureBriefing,
    nullable: true,
    description: "The departure's briefing; null until the trip desk sets one.",
    resolve: (manifest, _args, { db }) => departureBriefingOf(db, manifest.eventId),
  }),
}));
