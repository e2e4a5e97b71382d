// What the trip desk's screens need to act on trip changes (docs/api.md, "Trip changes"), added to
// the back office's own types:
//   AdminBooking.account_id / credit_balance_paise      whose credit a goodwill grant goes to, and what they have
//   AdminBooking.transfers_used / transfers_allowed      the traveller's online transfers, for "Allow another transfer"
//   AdminBooking.transfer_choices                        where the desk can move it (as Booking.transfer_choices)
//   AdminDeparture.cancelled / held_bookings / paid_bookings   a departure we called off, and what calling one off touches
//   AdminManifest.cancelled                              the same on the departure's manifest
import { bookings, bookingTransfers, departureCancellations, events } from "@parvat/db/schema";
import { and, count, eq, inArray } from "drizzle-orm";
import { AdminBookingRef, AdminManifestRef } from "../admin/admin-bookings.ts";
import { AdminDepartureRef } from "../admin/admin-departures.ts";
import { builder } from "../builder.ts";
import { type Context, oncePerRequest } from "../context.ts";
import { balanceOf } from "../credit/credit.ts";
import { TransferChoiceRef, transferChoicesOf } from "./trip-change-fields.ts";

interface DepartureCancellationView {
  reason: string;
  at: Date;
}

const AdminDepartureCancellationRef = builder
  .objectRef<DepartureCancellationView>("AdminDepartureCancellation")
  .implement({
    description: "A departure the company called off (adminCancelDeparture): why and when.",
    fields: (t) => ({
      reason: t.exposeString("reason", { description: "As the travellers read it." }),
      at: t.string({ description: "ISO 8601.", resolve: (row) => row.at.toISOString() }),
    }),
  });

// ─── Departures ─────────────────────────────────────────────────────────────────────────

interface DepartureDeskState {
  cancellation: DepartureCancellationView | null;
  held: number;
  paid: number;
}

const NO_BOOKINGS: DepartureDeskState = { cancellation: null, held: 0, paid: 0 };

/** A trip's screen lists dozens of departures: their cancellations and bookings load once, for the whole trip. */
async function deskStateOf(context: Context, trekId: number, eventId: number): Promise<DepartureDeskState> {
  const states = await oncePerRequest(context, `departures-of-trip:${trekId}`, () => loadDeskStates(context, trekId));
  return states.get(eventId) ?? NO_BOOKINGS;
}

async function loadDeskStates(context: Context, trekId: number): Promise<Map<number, DepartureDeskState>> {
  const [cancellations, counts] = await Promise.all([
    context.db
      .select({
        eventId: departureCancellations.eventId,
        reason: departureCancellations.reason,
        at: departureCancellations.at,
      })
      .from(departureCancellations)
      .innerJoin(events, eq(events.id, departureCancellations.eventId))
      .where(eq(events.trekId, trekId)),
    context.db
      .select({ eventId: bookings.eventId, status: bookings.status, n: count() })
      .from(bookings)
      .where(and(eq(bookings.trekId, trekId), inArray(bookings.status, ["held", "part_paid", "confirmed"])))
      .groupBy(bookings.eventId, bookings.status),
  ]);
  const states = new Map<number, DepartureDeskState>();
  const stateOf = (eventId: number) => {
    const state = states.get(eventId) ?? { ...NO_BOOKINGS };
    states.set(eventId, state);
    return state;
  };
  for (const row of cancellations) stateOf(row.eventId).cancellation = { reason: row.reason, at: row.at };
  for (const row of counts) {
    if (row.eventId === null) continue;
    const state = stateOf(row.eventId);
    if (row.status === "held") state.held += row.n;
    else state.paid += row.n;
  }
  return states;
}

builder.objectFields(AdminDepartureRef, (t) => ({
  cancelled: t.field({
    type: AdminDepartureCancellationRef,
    nullable: true,
    description: "Set once the company called the departure off; it sells nothing more.",
    resolve: async (departure, _args, context) =>
      (await deskStateOf(context, departure.trekId, departure.id)).cancellation,
  }),
  held_bookings: t.int({
    description: "Bookings holding seats, unpaid: cancelling the departure releases them.",
    resolve: async (departure, _args, context) => (await deskStateOf(context, departure.trekId, departure.id)).held,
  }),
  paid_bookings: t.int({
    description:
      "Part-paid and confirmed bookings: cancelling the departure cancels them without a fee, each traveller choosing refund, credit or another date.",
    resolve: async (departure, _args, context) => (await deskStateOf(context, departure.trekId, departure.id)).paid,
  }),
}));

async function cancellationOf(context: Context, eventId: number): Promise<DepartureCancellationView | null> {
  const [row] = await context.db
    .select({ reason: departureCancellations.reason, at: departureCancellations.at })
    .from(departureCancellations)
    .where(eq(departureCancellations.eventId, eventId));
  return row ?? null;
}

builder.objectFields(AdminManifestRef, (t) => ({
  cancelled: t.field({
    type: AdminDepartureCancellationRef,
    nullable: true,
    description: "Set once the company called the departure off (its bookings are then cancelled, so none are listed).",
    resolve: (manifest, _args, context) => cancellationOf(context, manifest.eventId),
  }),
}));

// ─── Bookings ───────────────────────────────────────────────────────────────────────────

function ownerAndTransfers(context: Context, bookingId: number) {
  return oncePerRequest(context, `booking-owner:${bookingId}`, () => loadOwnerAndTransfers(context, bookingId));
}

async function loadOwnerAndTransfers(context: Context, bookingId: number) {
  const [booking, used] = await Promise.all([
    context.db.query.bookings.findFirst({
      where: { id: bookingId },
      columns: { userId: true, transfersAllowed: true },
    }),
    context.db
      .select({ n: count() })
      .from(bookingTransfers)
      .where(and(eq(bookingTransfers.bookingId, bookingId), eq(bookingTransfers.by, "traveller"))),
  ]);
  return { userId: booking!.userId, allowed: booking!.transfersAllowed, used: used[0]?.n ?? 0 };
}

builder.objectFields(AdminBookingRef, (t) => ({
  account_id: t.int({
    description: "The traveller's account (whose trip credit adminGrantCredit adds to).",
    resolve: async (booking, _args, context) => (await ownerAndTransfers(context, booking.id)).userId,
  }),
  credit_balance_paise: t.int({
    description: "The account's trip credit that can be spent now.",
    resolve: async (booking, _args, context) =>
      balanceOf(context.db, (await ownerAndTransfers(context, booking.id)).userId, context.now()),
  }),
  transfers_used: t.int({
    description: "Times the traveller moved the booking online (the trip desk's moves do not count).",
    resolve: async (booking, _args, context) => (await ownerAndTransfers(context, booking.id)).used,
  }),
  transfers_allowed: t.int({
    description: "Online moves the traveller may make in all: 1, more once the desk allows (adminAllowTransfer).",
    resolve: async (booking, _args, context) => (await ownerAndTransfers(context, booking.id)).allowed,
  }),
  transfer_choices: t.field({
    type: [TransferChoiceRef],
    description:
      "Other departures (from today, not cancelled) and packages of the trip with seats for the whole party, at today's price: where adminTransferBooking can move it.",
    resolve: (booking, _args, context) => transferChoicesOf(context, booking),
  }),
}));
