// The trip desk's trip changes (docs/api.md, "Trip changes"), staff only and audited (trip-desk.ts and
// company-cancellation.ts decide):
//   adminCancelDeparture(eventId, reason)                a departure we call off, for everyone on it
//   adminTransferBooking(bookingId, eventId, packageId)  a move without the fee, window or limit
//   adminGrantCredit(accountId, amountPaise, reason)     goodwill trip credit
//   adminAllowTransfer(bookingId)                        one more online move for the traveller
// and what the desk's screens need to act on them, added to the back office's own types:
//   AdminBooking.account_id / credit_balance_paise      whose credit a goodwill grant goes to, and what they have
//   AdminBooking.transfers_used / transfers_allowed      the traveller's online transfers, for "Allow another transfer"
//   AdminBooking.transfer_choices                        where the desk can move it (as Booking.transfer_choices)
//   AdminDeparture.cancelled / held_bookings / paid_bookings   a departure we called off, and what calling one off touches
//   AdminManifest.cancelled                              the same on the departure's manifest
import { bookings, bookingTransfers, departureCancellations, events } from "@parvat/db/schema";
import { and, count, eq, inArray } from "drizzle-orm";
import { requireStaff } from "../accounts/require-viewer.ts";
import { AdminBookingRef, AdminManifestRef } from "../admin/admin-booking-fields.ts";
import { AdminDepartureRef } from "../admin/admin-departure-fields.ts";
import { Booking } from "../bookings/booking-fields.ts";
import { builder } from "../builder.ts";
import { type Context, oncePerRequest } from "../context.ts";
import { balanceOf } from "../credit/credit.ts";
import { UserError } from "../errors.ts";
import { secondFactorAgain } from "../second-factor/second-factor.ts";
import { adminCancelDeparture } from "./company-cancellation.ts";
import {
  creditOf,
  idOrNotFound,
  MyCreditRef,
  partsOf,
  TransferChoiceRef,
  transferChoicesOf,
  transferRefused,
} from "./trip-change-fields.ts";
import { allowAnotherTransfer, grantGoodwillCredit, transferAsTripDesk } from "./trip-desk.ts";

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

// ─── The desk's changes ─────────────────────────────────────────────────────────────────

const CancelDepartureResultRef = builder
  .objectRef<{ eventId: number; cancelledBookings: number; releasedHolds: number }>("CancelledDepartureResult")
  .implement({
    fields: (t) => ({
      event_id: t.int({ resolve: (row) => row.eventId }),
      cancelled_bookings: t.int({
        description: "Paid bookings cancelled, each with its offer.",
        resolve: (row) => row.cancelledBookings,
      }),
      released_holds: t.int({ resolve: (row) => row.releasedHolds }),
    }),
  });

builder.mutationField("adminCancelDeparture", (t) =>
  t.field({
    changesPublicAnswers: true,
    type: CancelDepartureResultRef,
    description:
      "Staff: cancels a departure for everyone on it (audited): it stops selling, held bookings are released, paid ones cancelled without a fee, each traveller offered a full refund, credit with the trip's bonus or another date (refund made after 7 days without an answer). Needs the staff member's second factor given in the last 5 minutes, as a large refund does: SECOND_FACTOR_REQUIRED (secondFactor: verify) otherwise, nothing done. Refusals: DEPARTURE_ALREADY_CANCELLED, DEPARTURE_CLOSED (started), BAD_USER_INPUT (reason under 5 characters), NOT_FOUND, FORBIDDEN.",
    args: { eventId: t.arg.int({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: async (_root, { eventId, reason }, context) => {
      const staff = requireStaff(context);
      // It moves everyone's money at once: the factor again, as for a large refund (docs/api.md, "Staff sign-in").
      const needsFactor = context.accounts.secondFactors.freshFactorRefusal(
        staff,
        "Cancelling a departure",
        "cancel it",
      );
      if (needsFactor) throw secondFactorAgain(needsFactor);
      const outcome = await adminCancelDeparture(partsOf(context), {
        eventId,
        reason,
        staffUserId: staff.userId,
        today: context.today,
        origin: context.publicOrigin,
      });
      if (!outcome.ok) {
        switch (outcome.reason) {
          case "not-found":
            throw new UserError("No such departure.", { code: "NOT_FOUND", field: "eventId" });
          case "already-cancelled":
            throw new UserError("This departure is already cancelled.", { code: "DEPARTURE_ALREADY_CANCELLED" });
          case "started":
            throw new UserError("This departure has started; it cannot be cancelled here.", {
              code: "DEPARTURE_CLOSED",
            });
          case "reason-missing":
            throw new UserError("Say why the departure is cancelled (travellers read it).", {
              code: "BAD_USER_INPUT",
              field: "reason",
            });
        }
      }
      return outcome;
    },
  }),
);

builder.mutationField("adminTransferBooking", (t) =>
  t.drizzleField({
    changesPublicAnswers: true,
    type: Booking,
    description:
      "Staff: moves a booking to another departure of its trip without the fee and without the traveller's window or limit (audited). Same seat rules and refusals as transferBooking.",
    args: {
      bookingId: t.arg.id({ required: true }),
      eventId: t.arg.int({ required: true }),
      packageId: t.arg.int({ required: true }),
    },
    resolve: async (query, _root, args, context) => {
      const staff = requireStaff(context);
      const outcome = await transferAsTripDesk(partsOf(context), {
        staffUserId: staff.userId,
        bookingId: idOrNotFound(args.bookingId, "bookingId"),
        eventId: args.eventId,
        packageId: args.packageId,
        today: context.today,
      });
      if (!outcome.ok) throw transferRefused(outcome);
      return (await context.db.query.bookings.findFirst(query({ where: { id: outcome.bookingId } })))!;
    },
  }),
);

builder.mutationField("adminGrantCredit", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: MyCreditRef,
    description:
      "Staff: grants goodwill trip credit to an account (audited, with a reason the traveller reads), valid CREDIT_VALID_MONTHS. Answers the account's credit. BAD_USER_INPUT (amount not positive whole paise up to ₹1,00,000; reason under 5 characters), NOT_FOUND, FORBIDDEN.",
    args: {
      accountId: t.arg.int({ required: true }),
      amountPaise: t.arg.int({ required: true }),
      reason: t.arg.string({ required: true }),
    },
    resolve: async (_root, { accountId, amountPaise, reason }, context) => {
      const staff = requireStaff(context);
      const outcome = await grantGoodwillCredit(partsOf(context), {
        staffUserId: staff.userId,
        accountId,
        amountPaise,
        reason,
      });
      if (!outcome.ok) {
        switch (outcome.reason) {
          case "amount-invalid":
            throw new UserError("Enter an amount above 0 and at most ₹1,00,000.", {
              code: "BAD_USER_INPUT",
              field: "amountPaise",
            });
          case "reason-missing":
            throw new UserError("Say why (the traveller reads it).", { code: "BAD_USER_INPUT", field: "reason" });
          case "not-found":
            throw new UserError("No such account.", { code: "NOT_FOUND", field: "accountId" });
        }
      }
      return creditOf(context, accountId);
    },
  }),
);

builder.mutationField("adminAllowTransfer", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: "Int",
    description:
      "Staff: allows the traveller one more online transfer of a booking (audited). Answers the transfers now allowed. NOT_FOUND, FORBIDDEN.",
    args: { bookingId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const staff = requireStaff(context);
      const bookingId = idOrNotFound(args.bookingId, "bookingId");
      const allowed = await allowAnotherTransfer(partsOf(context), { staffUserId: staff.userId, bookingId });
      if (allowed === null) {
        throw new UserError("We could not find this booking.", { code: "NOT_FOUND", field: "bookingId" });
      }
      return allowed;
    },
  }),
);
