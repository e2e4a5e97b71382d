// Check-in at the trailhead (docs/api.md, "Ready for the trail"), staff only:
//   adminCheckInList(eventId)   the departure's travellers (live bookings) with their check-in state
//   adminCheckIn(input)         marks one traveller arrived or no-show, as of the time it was marked
// The check-in screen works offline: it keeps marks on the phone and sends them when it is back
// online, each with the time it was made (`at`). The server keeps one record per traveller and
// departure, and a mark replaces it only when it was made later (one conditional upsert), so marks
// from two phones, in whatever order they arrive, end in the one made last.
import type { Database } from "@parvat/db/client";
import { bookingParticipants, bookings, CHECK_IN_STATES, checkIns, events, treks } from "@parvat/db/schema";
import { LIVE_BOOKING_STATUSES } from "@parvat/domain/booking";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { requireStaff } from "../accounts/require-viewer.ts";
import { AdminTodayDeparture } from "../admin/admin-today.ts";
import { builder } from "../builder.ts";
import { UserError } from "../errors.ts";

const CheckInStateRef = builder.enumType("CheckInState", { values: CHECK_IN_STATES });

interface CheckInRow {
  participantId: number;
  reference: string;
  firstName: string;
  lastName: string;
  phone: string;
  state: string | null;
  at: Date | null;
}

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
      "Staff only: a departure's travellers (live bookings) with their check-in; null for an unknown departure.",
    args: { eventId: t.arg.int({ required: true }) },
    resolve: async (_root, { eventId }, context) => {
      requireStaff(context);
      const [event] = await context.db
        .select({ id: events.id, startDate: events.startDate, tripName: treks.name })
        .from(events)
        .innerJoin(treks, eq(treks.id, events.trekId))
        .where(eq(events.id, eventId));
      if (!event) return null;
      const travellers = await context.db
        .select({
          participantId: bookingParticipants.id,
          reference: bookings.reference,
          firstName: bookingParticipants.firstName,
          lastName: bookingParticipants.lastName,
          phone: bookingParticipants.phone,
          state: checkIns.state,
          at: checkIns.at,
        })
        .from(bookingParticipants)
        .innerJoin(bookings, eq(bookings.id, bookingParticipants.bookingId))
        .leftJoin(
          checkIns,
          and(eq(checkIns.participantId, bookingParticipants.id), eq(checkIns.eventId, bookingParticipants.eventId)),
        )
        .where(
          and(
            eq(bookingParticipants.eventId, eventId),
            inArray(bookings.status, [...LIVE_BOOKING_STATUSES, "completed"]),
          ),
        )
        .orderBy(asc(bookingParticipants.firstName), asc(bookingParticipants.lastName));
      return { eventId: event.id, tripName: event.tripName, startDate: event.startDate, travellers };
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
      "Staff only: marks a traveller of the departure arrived or no_show as of `at` (when it was marked, offline perhaps). The record keeps the latest mark by `at`, so a mark older than the one in force changes nothing; the answer is the record in force. BAD_USER_INPUT for a time that is not one or is more than 5 minutes ahead; NOT_FOUND for a traveller not on the departure.",
    args: { input: t.arg({ type: CheckInInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const viewer = requireStaff(context);
      const at = new Date(input.at);
      const now = context.now();
      if (Number.isNaN(at.getTime()) || at.getTime() > now.getTime() + 5 * 60_000) {
        throw new UserError("The time of the mark is not a valid time (or is in the future).", {
          code: "BAD_USER_INPUT",
          field: "at",
        });
      }
      const [traveller] = await context.db
        .select({
          participantId: bookingParticipants.id,
          reference: bookings.reference,
          firstName: bookingParticipants.firstName,
          lastName: bookingParticipants.lastName,
          phone: bookingParticipants.phone,
        })
        .from(bookingParticipants)
        .innerJoin(bookings, eq(bookings.id, bookingParticipants.bookingId))
        .where(
          and(
            eq(bookingParticipants.id, input.participantId),
            eq(bookingParticipants.eventId, input.eventId),
            inArray(bookings.status, [...LIVE_BOOKING_STATUSES, "completed"]),
          ),
        );
      if (!traveller) {
        throw new UserError("This traveller is not on this departure.", { code: "NOT_FOUND", field: "participantId" });
      }
      // One statement: insert, or replace only with a later mark (ties: the arrival wins).
      await context.db
        .insert(checkIns)
        .values({
          eventId: input.eventId,
          participantId: input.participantId,
          state: input.state,
          at,
          staffUserId: viewer.userId,
          receivedAt: now,
        })
        .onConflictDoUpdate({
          target: [checkIns.eventId, checkIns.participantId],
          set: {
            state: sql`excluded.state`,
            at: sql`excluded.at`,
            staffUserId: sql`excluded.staff_user_id`,
            receivedAt: sql`excluded.received_at`,
          },
          setWhere: sql`excluded.at > ${checkIns.at} or (excluded.at = ${checkIns.at} and excluded.state = 'arrived')`,
        });
      const [record] = await context.db
        .select({ state: checkIns.state, at: checkIns.at })
        .from(checkIns)
        .where(and(eq(checkIns.eventId, input.eventId), eq(checkIns.participantId, input.participantId)));
      return { ...traveller, state: record!.state, at: record!.at };
    },
  }),
);

/** Per departure: travellers on it (live bookings) and how many are marked arrived, for the Today screen. */
export async function checkInCounts(db: Database, eventIds: readonly number[]) {
  if (eventIds.length === 0) return [];
  const rows = await db
    .select({
      eventId: bookingParticipants.eventId,
      travellers: sql<number>`count(*)::int`,
      arrived: sql<number>`count(*) filter (where ${checkIns.state} = 'arrived')::int`,
      noShow: sql<number>`count(*) filter (where ${checkIns.state} = 'no_show')::int`,
    })
    .from(bookingParticipants)
    .innerJoin(bookings, eq(bookings.id, bookingParticipants.bookingId))
    .leftJoin(
      checkIns,
      and(eq(checkIns.participantId, bookingParticipants.id), eq(checkIns.eventId, bookingParticipants.eventId)),
    )
    .where(
      and(
        inArray(bookingParticipants.eventId, [...eventIds]),
        inArray(bookings.status, [...LIVE_BOOKING_STATUSES, "completed"]),
      ),
    )
    .groupBy(bookingParticipants.eventId);
  return rows.map((row) => ({
    eventId: row.eventId!,
    travellers: Number(row.travellers),
    arrived: Number(row.arrived),
    noShow: Number(row.noShow),
  }));
}

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
