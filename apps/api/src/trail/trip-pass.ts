// The trip pass (docs/api.md, "Ready for the trail"): tripPass(reference) for the booking's account
// (and staff): the itinerary by day, the meeting point with its map link and time, the trip leader,
// the travellers each with a QR code, and the add-ons. QR codes are made here as SVG (no script on
// the page draws them), and say only which traveller of which booking they are: a code checks nobody
// in by itself; staff scan it on the departure's check-in screen, where they are logged in.
//   tripPass(reference)                 the pass; null when unknown or someone else's
//   adminSetDepartureBriefing(input)    staff: meeting point, time and trip leader of a departure
//   AdminManifest.briefing              what is set, for the back office's briefing form
import { departureBriefings } from "@parvat/db/schema";
import { checkDepartureBriefing } from "@parvat/domain/departure-briefing";
import qrcode from "qrcode-generator";
import { requireStaff, requireViewer } from "../accounts/require-viewer.ts";
import { AdminManifestRef } from "../admin/admin-booking-fields.ts";
import { recordAudit } from "../audit/audit.ts";
import { builder } from "../builder.ts";
import { invalidInput } from "../errors.ts";
import { viewerMay } from "../staff/staff-guard.ts";

/** What a traveller's QR code holds: "PJ1:{reference}:{participantId}". */
export function checkInCode(reference: string, participantId: number): string {
  return `PJ1:${reference}:${participantId}`;
}

/** An SVG QR code (error correction M), sized by its viewBox so it scales to the page. */
export function qrSvg(text: string): string {
  const code = qrcode(0, "M");
  code.addData(text);
  code.make();
  const count = code.getModuleCount();
  const quiet = 4;
  const size = count + quiet * 2;
  let path = "";
  for (let row = 0; row < count; row += 1) {
    for (let column = 0; column < count; column += 1) {
      if (code.isDark(row, column)) path += `M${column + quiet} ${row + quiet}h1v1h-1z`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges" role="img"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
}

interface PassSource {
  reference: string;
  status: string;
  tripName: string;
  startDate: string;
  endDate: string;
  itinerary: { day: number; name: string; brief: string }[];
  briefing: typeof departureBriefings.$inferSelect | null;
  travellers: { id: number; firstName: string; lastName: string }[];
  addOns: { name: string; size: string; quantity: number }[];
}

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
    resolve: async (_root, { reference }, context) => {
      const viewer = requireViewer(context);
      const booking = await context.db.query.bookings.findFirst({
        where: {
          reference: reference.trim().toUpperCase(),
          status: { in: ["part_paid", "confirmed", "completed"] },
          eventId: { isNotNull: true },
          ...(viewerMay(viewer, "bookings.read") ? {} : { userId: viewer.userId }),
        },
        columns: { reference: true, status: true, eventId: true },
        with: {
          trek: { columns: { name: true } },
          event: { columns: { startDate: true, endDate: true } },
          package: { with: { schedules: { columns: { name: true, brief: true, countAsDay: true, position: true } } } },
          participants: { columns: { id: true, firstName: true, lastName: true }, orderBy: { position: "asc" } },
          addOns: { columns: { name: true, size: true, quantity: true }, orderBy: { id: "asc" } },
        },
      });
      if (!booking) return null;
      const briefing = await context.db.query.departureBriefings.findFirst({ where: { eventId: booking.eventId! } });
      let day = 0;
      const itinerary = [...(booking.package?.schedules ?? [])]
        .sort((a, b) => a.position - b.position)
        .map((schedule) => {
          if (schedule.countAsDay) day += 1;
          return { day: Math.max(day, 1), name: schedule.name, brief: schedule.brief };
        });
      return {
        reference: booking.reference,
        status: booking.status,
        tripName: booking.trek!.name,
        startDate: booking.event!.startDate,
        endDate: booking.event!.endDate,
        itinerary,
        briefing: briefing ?? null,
        travellers: booking.participants,
        addOns: booking.addOns,
      };
    },
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
      const checked = checkDepartureBriefing(input);
      if (!checked.ok) throw invalidInput(checked.problems);
      const event = await context.db.query.events.findFirst({ where: { id: input.eventId }, columns: { id: true } });
      if (!event) throw invalidInput({ eventId: "No departure has this id." });
      const values = { eventId: input.eventId, ...checked.briefing };
      await context.db.transaction(async (tx) => {
        const before = await tx.query.departureBriefings.findFirst({ where: { eventId: input.eventId } });
        await tx
          .insert(departureBriefings)
          .values(values)
          .onConflictDoUpdate({ target: departureBriefings.eventId, set: { ...values, updatedAt: context.now() } });
        await recordAudit(tx, {
          staffUserId: viewer.userId,
          action: "set-departure-briefing",
          entity: "event",
          entityId: String(input.eventId),
          before: before ?? null,
          after: values,
        });
      });
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
    resolve: async (manifest, _args, { db }) =>
      (await db.query.departureBriefings.findFirst({ where: { eventId: manifest.eventId } })) ?? null,
  }),
}));
