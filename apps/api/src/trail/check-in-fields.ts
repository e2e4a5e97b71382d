// Check-in at the trailhead (docs/api.md, "Ready for the trail"), staff only; the rules are check-ins.ts's:
//   adminCheckInList(eventId)   the departure's travellers (paid bookings) with their check-in state
//   adminCheckIn(input)         marks one traveller arrived or no-show, as of the time it was marked
import { CHECK_IN_STATES } from "@parvat/db/schema";
import { requireStaff } from "../accounts/require-viewer.ts";
import { AdminTodayDeparture } from "../admin/admin-today-fields.ts";
import { builder } from "../builder.ts";
import { UserError } from "../errors.ts";
import { type CheckInRow, checkInCounts, checkInList, markCheckIn } from "./check-ins.ts";

const CheckInStateRef = builder.enumType("CheckInState", { values: CHECK_IN_STATES });

const CheckInTraveller = builder.objectRef<CheckInRow>("CheckInTraveller").implement({
  fields: (t) => ({
    participant_id: t.exposeInt("participantId"),
    reference: t.exposeString("reference"),
    first_name: t.exposeString("firstName"),
    last_name: t.exposeString("lastName"),
    phone: t.exposeString("phone"),
    state: t.field({
      type: CheckInStateRef,
      nullable: true,
      description: "Null until marked.",
      resolve: (row) => row.state as (typeof CHECK_IN_STATES)[number] | null,
    }),
    at: t.string({
      nullable: true,
      description: "When the mark in force was made.",
      resolve: (row) => row.at?.toISOString() ?? null,
    }),
  }),
});

const CheckInList = builder
  .objectRef<{ eventId: number; tripName: string; startDate: string; travellers: CheckInRow[] }>("AdminCheckInList")
  .implement({
    fields: (t) => ({
      event_id: t.exposeInt("eventId"),
      trip_name: t.exposeString("tripName"),
      start_date: t.field({ type: "Date", resolve: (list) => list.startDate }),
      travellers: t.field({ type: [CheckInTraveller], resolve: (list) => list.travellers }),
    }),
  });

builder.queryField("adminCheckInList", (t) =>
  t.field({
    type: CheckInList,
    nullable: true,
    description:
      "Staff only: a departure's travellers (paid bookings) with their check-in; null for an unknown departure.",
    args: { eventId: t.arg.int({ required: true }) },
    resolve: (_root, { eventId }, context) => {
      requireStaff(context);
      return checkInList(context.db, eventId);
    },
  }),
);

const CheckInInput = builder.inputType("AdminCheckInInput", {
  fields: (t) => ({
    eventId: t.int({ required: true }),
    participantId: t.int({ required: true }),
    state: t.field({ type: CheckInStateRef, required: true }),
    at: t.string({ required: true, description: "ISO 8601: when the mark was made on the phone." }),
  }),
});

builder.mutationField("adminCheckIn", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: CheckInTraveller,
    description:
      "Staff only: marks a traveller of the departure arrived or no_show as of `at` (when it was marked, offline perhaps). The record keeps the latest mark by `at`, so a mark older than the one in force changes nothing; the answer is the record in force. BAD_USER_INPUT for a time that is not an ISO 8601 instant with its offset, is more than 5 minutes ahead, or falls outside the departure's days (one day either side); NOT_FOUND for a traveller not on the departure or whose booking is not paid.",
    args: { input: t.arg({ type: CheckInInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const viewer = requireStaff(context);
      const outcome = await markCheckIn(
        context.db,
        { ...input, markedAt: input.at, staffUserId: viewer.userId },
        { now: context.now(), timeZone: context.timeZone },
      );
      if (outcome.ok) return outcome.traveller;
      switch (outcome.reason) {
        case "time-invalid":
          throw new UserError(
            "The time of the mark is not a time with its offset (ISO 8601), or it is in the future.",
            { code: "BAD_USER_INPUT", field: "at" },
          );
        case "outside-window":
          throw new UserError(`A mark can be made only around the departure: from ${outcome.from} to ${outcome.to}.`, {
            code: "BAD_USER_INPUT",
            field: "at",
            details: { from: outcome.from, to: outcome.to },
          });
        case "not-on-departure":
          throw new UserError("This traveller is not on this departure (or their booking is not paid).", {
            code: "NOT_FOUND",
            field: "participantId",
          });
      }
    },
  }),
);

const CheckInCount = builder
  .objectRef<{ travellers: number; arrived: number; noShow: number }>("AdminCheckInCount")
  .implement({
    fields: (t) => ({
      travellers: t.exposeInt("travellers"),
      arrived: t.exposeInt("arrived"),
      no_show: t.exposeInt("noShow"),
    }),
  });

builder.objectFields(AdminTodayDeparture, (t) => ({
  check_in: t.field({
    type: CheckInCount,
    description: "Travellers on the departure and how many are checked in (arrived) or marked no-show.",
    resolve: async (departure, _args, { db }) => {
      const [counts] = await checkInCounts(db, [departure.id]);
      return counts ?? { travellers: 0, arrived: 0, noShow: 0 };
    },
  }),
}));
