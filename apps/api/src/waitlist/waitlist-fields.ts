// The waitlist in the schema (docs/api.md, "Waitlist"), the GraphQL side of waitlist.ts, offers.ts
// and bookings.ts's takeWaitlistOffer:
//   joinWaitlist(input)                 a logged-in traveller's group joins a full departure's line
//   leaveWaitlist(id)                   leaves it (an open offer is withdrawn)
//   takeWaitlistOffer(id, key, ...)     the offered seats become a held booking (15 minutes to pay)
//   declineWaitlistOffer(id)            lets the offer go to the next entry
//   myWaitlist, waitlistEntry(id)       the traveller's entries: place in line, offer, likelihood
//   adminWaitlist(eventId)              a departure's line for staff; adminMoveWaitlistEntry and
//   adminRemoveWaitlistEntry            change it (audited)
// Reads lapse the viewer's offers whose time ran out first, as booking reads release stale holds.
import { WAITLIST_ENTRY_STATUSES } from "@parvat/db/schema";
import { idempotencyKeySchema, parseContactEmail } from "@parvat/domain/booking";
import { seatsInWords, WAITLIST_MAX_TRAVELLERS } from "@parvat/domain/waitlist";
import { requireStaff, requireViewer } from "../accounts/require-viewer.ts";
import { AdminDepartureRef } from "../admin/admin-departure-fields.ts";
import { rowIdOf } from "../arguments.ts";
import { saleOf } from "../booking-lifecycle/sale.ts";
import { lapseStaleOffers } from "../booking-lifecycle/seats.ts";
import { Booking, bookingRefusal, ParticipantInputRef, requireParticipants } from "../bookings/booking-fields.ts";
import { type TakeOfferOutcome, takeWaitlistOffer } from "../bookings/bookings.ts";
import { builder } from "../builder.ts";
import { Trek } from "../catalog/trek.ts";
import { type Context, oncePerRequest } from "../context.ts";
import { UserError } from "../errors.ts";
import { contentChanged } from "../http/content-changes.ts";
import { waitlistClosesAt } from "./rules.ts";
import {
  declineWaitlistOffer,
  departureEntryIds,
  type EntryChangeOutcome,
  type EntryView,
  entryViews,
  joinWaitlist,
  leaveWaitlist,
  likelihoodOf,
  moveWaitlistEntry,
  myEntryIds,
  type OfferBookingState,
  removeWaitlistEntry,
  waitingCounts,
} from "./waitlist.ts";

const STATUS_TEXT: Record<(typeof WAITLIST_ENTRY_STATUSES)[number], string> = {
  waiting: "Waiting for seats",
  offered: "Seats offered - answer before the offer ends",
  booked: "Offer taken - seats booked",
  left: "Left the waitlist",
  declined: "Offer declined",
  lapsed: "Offer not answered in time",
  removed: "Removed from the waitlist by our trip desk",
  closed: "The waitlist has closed",
};

const WaitlistStatusRef = builder.enumType("WaitlistEntryStatus", {
  description:
    "waiting (in line) -> offered (seats kept for the group until the offer expires) -> booked (taken: a held booking), declined or lapsed; left (by the traveller), removed (by staff) or closed (the waitlist closed, or the departure was called off) at any time in line.",
  values: WAITLIST_ENTRY_STATUSES,
});

const OfferBookingStateRef = builder.enumType("WaitlistOfferBookingState", {
  values: ["to_pay", "paid", "moved", "ended"] as const satisfies readonly OfferBookingState[],
});

const WaitlistOfferRef = builder.objectRef<NonNullable<EntryView["offer"]>>("WaitlistOffer").implement({
  description: "Seats offered to an entry of the waitlist: off public sale until taken, declined or expired.",
  fields: (t) => ({
    seats: t.exposeInt("seats", { description: "The whole group's seats." }),
    status: t.exposeString("status", { description: "open, taken, declined, lapsed or withdrawn." }),
    offered_at: t.string({ resolve: (offer) => offer.offeredAt.toISOString() }),
    expires_at: t.string({
      description: "ISO 8601: WAITLIST_OFFER_HOURS after the offer, never past the waitlist's closing.",
      resolve: (offer) => offer.expiresAt.toISOString(),
    }),
    booking_id: t.id({
      nullable: true,
      description: "The booking a taken offer became: pay it at /pay?booking={id} while booking_state is to_pay.",
      resolve: (offer) => offer.bookingId,
    }),
    booking_state: t.field({
      type: OfferBookingStateRef,
      nullable: true,
      description:
        "What became of that booking: to_pay (held, its time not over: /pay), paid (in part or in full, on this date), moved (to another date since), ended (the hold ran out, or it was cancelled, the departure with it). Null without a booking.",
      resolve: (offer) => offer.booking,
    }),
  }),
});

const WaitlistLikelihoodRef = builder
  .objectRef<Awaited<ReturnType<typeof likelihoodOf>>>("WaitlistLikelihood")
  .implement({
    description:
      "How often seats came back on this trip's past departures in the same stretch before the start (paid bookings cancelled), from the company's own history.",
    fields: (t) => ({
      departures: t.exposeInt("departures", { description: "Past departures of the trip it is based on." }),
      with_seats_back: t.exposeInt("withSeatsBack", {
        description: "Of those, how many had at least the group's seats come back in that stretch.",
      }),
      days_before: t.exposeInt("daysBefore", { description: "Today's distance from this departure's start, in days." }),
      percent: t.exposeInt("percent", {
        nullable: true,
        description: "with_seats_back / departures, whole percent; null: not enough history (fewer than 3).",
      }),
      text: t.exposeString("text", { description: "The figure in one plain sentence, or 'Not enough history...'." }),
    }),
  });

const WaitlistTravellerRef = builder.objectRef<EntryView["traveller"]>("WaitlistTraveller").implement({
  description: "Who is waiting (staff only).",
  fields: (t) => ({
    name: t.exposeString("name"),
    phone: t.exposeString("phone"),
    email: t.exposeString("email", { nullable: true }),
  }),
});

const WaitlistTrip = builder.objectRef<EntryView["trip"]>("WaitlistTrip").implement({
  fields: (t) => ({
    id: t.exposeInt("id"),
    name: t.exposeString("name"),
    slug: t.exposeString("slug"),
    type: t.exposeString("type"),
  }),
});

export const WaitlistEntryRef = builder.objectRef<EntryView>("WaitlistEntry").implement({
  description: "A traveller's group in a departure's waitlist.",
  fields: (t) => ({
    id: t.exposeID("id"),
    status: t.field({ type: WaitlistStatusRef, resolve: (entry) => entry.status as EntryView["status"] as never }),
    status_text: t.string({
      resolve: (entry) => STATUS_TEXT[entry.status as keyof typeof STATUS_TEXT],
    }),
    position: t.exposeInt("position", {
      nullable: true,
      description: "The place in line, 1 being the next to be offered seats; null once the entry has left the line.",
    }),
    travellers: t.exposeInt("travellers"),
    joined_at: t.string({ resolve: (entry) => entry.joinedAt.toISOString() }),
    closes_at: t.string({
      description: "When the waitlist closes (ISO 8601): WAITLIST_CLOSES_DAYS before the start.",
      resolve: (entry) => entry.closesAt.toISOString(),
    }),
    trip: t.field({ type: WaitlistTrip, resolve: (entry) => entry.trip }),
    package_name: t.string({ resolve: (entry) => entry.package.name }),
    package_id: t.int({ resolve: (entry) => entry.package.id }),
    event_id: t.int({ resolve: (entry) => entry.departure.id }),
    start_date: t.field({ type: "Date", resolve: (entry) => entry.departure.startDate }),
    end_date: t.field({ type: "Date", resolve: (entry) => entry.departure.endDate }),
    offer: t.field({
      type: WaitlistOfferRef,
      nullable: true,
      description: "The seats offered to this entry (an entry is offered seats at most once); null while waiting.",
      resolve: (entry) => entry.offer,
    }),
    price_per_person_paise: t.int({
      nullable: true,
      description:
        "The price per person of the package on this date now (a taken offer is booked at it); null when not on sale.",
      resolve: async (entry, _args, context) => {
        const sale = await context.db.transaction((tx) =>
          saleOf(tx, { eventId: entry.departure.id, packageId: entry.package.id, today: context.today }),
        );
        return sale.ok ? sale.pricePerPersonPaise : null;
      },
    }),
    line_length: t.int({
      description: "Groups in the departure's line now (waiting or with an open offer), this one included while in it.",
      resolve: async (entry, _args, context) =>
        (await waitingCounts(context.db, [entry.departure.id])).get(entry.departure.id) ?? 0,
    }),
    likelihood: t.field({
      type: WaitlistLikelihoodRef,
      description: "How often seats came back on this trip's past departures at the same distance from the start.",
      resolve: (entry, _args, context) =>
        likelihoodOf(context.db, {
          trekId: entry.trip.id,
          startDate: entry.departure.startDate,
          seats: entry.travellers,
          today: context.today,
        }),
    }),
  }),
});

const AdminWaitlistEntryRef = builder.objectRef<EntryView>("AdminWaitlistEntry").implement({
  description: "An entry of a departure's waitlist as the trip desk sees it.",
  fields: (t) => ({
    id: t.exposeID("id"),
    status: t.exposeString("status"),
    status_text: t.string({ resolve: (entry) => STATUS_TEXT[entry.status as keyof typeof STATUS_TEXT] }),
    position: t.exposeInt("position", { nullable: true }),
    travellers: t.exposeInt("travellers"),
    package_name: t.string({ resolve: (entry) => entry.package.name }),
    joined_at: t.string({ resolve: (entry) => entry.joinedAt.toISOString() }),
    ended_at: t.string({ nullable: true, resolve: (entry) => entry.endedAt?.toISOString() ?? null }),
    traveller: t.field({ type: WaitlistTravellerRef, resolve: (entry) => entry.traveller }),
    offer: t.field({ type: WaitlistOfferRef, nullable: true, resolve: (entry) => entry.offer }),
  }),
});

interface AdminWaitlistView {
  eventId: number;
  trip: string;
  startDate: string;
  capacity: number;
  availableSeats: number;
  offeredSeats: number;
  closesAt: Date;
  entries: EntryView[];
}

const AdminWaitlistRef = builder.objectRef<AdminWaitlistView>("AdminWaitlist").implement({
  description: "A departure's waitlist: its line in order, its offers and their expiry, and the entries that left it.",
  fields: (t) => ({
    event_id: t.exposeInt("eventId"),
    trip_name: t.exposeString("trip"),
    start_date: t.expose("startDate", { type: "Date" }),
    capacity: t.exposeInt("capacity"),
    available_seats: t.exposeInt("availableSeats", { description: "Seats on public sale." }),
    offered_seats: t.exposeInt("offeredSeats", { description: "Seats offered to the waitlist, off public sale." }),
    closes_at: t.string({ resolve: (view) => view.closesAt.toISOString() }),
    entries: t.field({ type: [AdminWaitlistEntryRef], resolve: (view) => view.entries }),
  }),
});

const JoinWaitlistInputRef = builder.inputType("JoinWaitlistInput", {
  description: "A group asking to wait for seats on a departure.",
  fields: (t) => ({
    eventId: t.int({ required: true, description: "The departure (an Event's id)." }),
    packageId: t.int({ required: true, description: "A package the departure offers." }),
    travellers: t.int({ required: true, description: "The group's size, 1 to 12: offers are of seats for all of it." }),
    contact_email: t.string({
      required: false,
      description: "Where the offer's email goes (the SMS goes to the account's phone).",
    }),
  }),
});

/** Lapses the viewer's offers that ran out, telling the page caches when seats moved. */
async function lapseViewersOffers(context: Context, userId: number) {
  const lapsed = await context.db.transaction((tx) => lapseStaleOffers(tx, { userId }, context.now()));
  if (lapsed > 0) contentChanged(context);
}

async function viewOf(context: Context, entryId: number): Promise<EntryView> {
  const [view] = await entryViews(context.db, [entryId]);
  if (!view) throw new Error(`The waitlist entry ${entryId} vanished.`);
  return view;
}

function entryRefusal(outcome: Exclude<EntryChangeOutcome, { ok: true }>): UserError {
  switch (outcome.reason) {
    case "not-found":
      return new UserError("We could not find this waitlist entry.", { code: "NOT_FOUND", field: "id" });
    case "not-in-line":
      return new UserError(
        `This entry is no longer in the waitlist (${STATUS_TEXT[outcome.status as keyof typeof STATUS_TEXT].toLowerCase()}).`,
        {
          code: "BAD_USER_INPUT",
          field: "id",
          details: { status: outcome.status },
        },
      );
    case "no-open-offer":
      return offerEnded(outcome.status);
  }
}

function offerEnded(status: string): UserError {
  const why: Record<string, string> = {
    waiting: "No seats have been offered to this entry yet.",
    lapsed: "This offer has expired: the seats went to the next traveller in line.",
    declined: "This offer was declined: the seats went to the next traveller in line.",
    taken: "This offer has already been taken.",
    withdrawn: "This offer was withdrawn when the entry left the waitlist.",
  };
  return new UserError(why[status] ?? "This offer is no longer open.", {
    code: "OFFER_EXPIRED",
    details: { status },
  });
}

builder.mutationField("joinWaitlist", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: WaitlistEntryRef,
    description:
      "Puts a logged-in traveller's group (1 to 12) at the back of a departure's waitlist, free. Only for a departure with fewer seats on sale than the group. Refusals: WAITLIST_CLOSED (WAITLIST_CLOSES_DAYS before the start), ALREADY_WAITLISTED (one entry in line per account and departure), NOT_FOUND, DEPARTURE_CLOSED, BAD_USER_INPUT (travellers, or seats enough are on sale: `extensions.seatsLeft`).",
    args: { input: t.arg({ type: JoinWaitlistInputRef, required: true }) },
    resolve: async (_root, { input }, context) => {
      const viewer = requireViewer(context);
      if (!Number.isInteger(input.travellers) || input.travellers < 1 || input.travellers > WAITLIST_MAX_TRAVELLERS) {
        throw new UserError(`A group of 1 to ${WAITLIST_MAX_TRAVELLERS} travellers can join the waitlist.`, {
          code: "BAD_USER_INPUT",
          field: "travellers",
        });
      }
      const contactEmail = parseContactEmail(input.contact_email);
      if (!contactEmail.ok)
        throw new UserError(contactEmail.message, { code: "BAD_USER_INPUT", field: "contact_email" });
      const outcome = await joinWaitlist(context.db, {
        userId: viewer.userId,
        eventId: input.eventId,
        packageId: input.packageId,
        travellers: input.travellers,
        contactEmail: contactEmail.email,
        today: context.today,
        at: context.now(),
      });
      if (outcome.ok) return viewOf(context, outcome.entryId);
      switch (outcome.reason) {
        case "unknown-departure":
          throw new UserError("We could not find this departure.", { code: "NOT_FOUND", field: "eventId" });
        case "departure-closed":
          throw new UserError("This date is not open with this package. Please choose another date.", {
            code: "DEPARTURE_CLOSED",
            field: "eventId",
          });
        case "waitlist-closed":
          throw new UserError("The waitlist of this date has closed: it is too close to the start.", {
            code: "WAITLIST_CLOSED",
          });
        case "already-waitlisted":
          throw new UserError(
            "You are already on the waitlist of this date. Your dashboard shows your place in line.",
            {
              code: "ALREADY_WAITLISTED",
            },
          );
        case "seats-available":
          throw new UserError(`${seatsInWords(outcome.seatsLeft)} are on sale for this date: book them directly.`, {
            code: "BAD_USER_INPUT",
            field: "travellers",
            details: { seatsLeft: outcome.seatsLeft },
          });
      }
    },
  }),
);

builder.mutationField("leaveWaitlist", (t) =>
  t.field({
    changesPublicAnswers: true,
    type: WaitlistEntryRef,
    description:
      "The traveller leaves a waitlist at any time; an open offer is withdrawn and its seats go to the next entry. NOT_FOUND for an unknown or someone else's entry; BAD_USER_INPUT when it already left the line.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) => {
      const viewer = requireViewer(context);
      const entryId = rowIdOf(id);
      const outcome = entryId
        ? await leaveWaitlist(context.db, { userId: viewer.userId, entryId, at: context.now() })
        : ({ ok: false, reason: "not-found" } as const);
      if (!outcome.ok) throw entryRefusal(outcome);
      return viewOf(context, outcome.entryId);
    },
  }),
);

builder.mutationField("declineWaitlistOffer", (t) =>
  t.field({
    changesPublicAnswers: true,
    type: WaitlistEntryRef,
    description:
      "Lets an open offer go: the seats go at once to the next entry that fits (or on sale), and the entry leaves the line. OFFER_EXPIRED when the offer is no longer open (`extensions.status`); NOT_FOUND.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) => {
      const viewer = requireViewer(context);
      const entryId = rowIdOf(id);
      const outcome = entryId
        ? await declineWaitlistOffer(context.db, { userId: viewer.userId, entryId, at: context.now() })
        : ({ ok: false, reason: "not-found" } as const);
      if (!outcome.ok) throw entryRefusal(outcome);
      return viewOf(context, outcome.entryId);
    },
  }),
);

function takeRefusal(outcome: Exclude<TakeOfferOutcome, { ok: true }>, context: Context): UserError {
  switch (outcome.reason) {
    case "offer-not-found":
      return new UserError("We could not find this waitlist entry.", { code: "NOT_FOUND", field: "id" });
    case "offer-ended":
      return offerEnded(outcome.status);
    case "offer-seats":
      return new UserError(
        `The offer is of ${seatsInWords(outcome.seats)}: name exactly ${outcome.seats} travellers.`,
        {
          code: "BAD_USER_INPUT",
          field: "participants",
          details: { seats: outcome.seats },
        },
      );
    default:
      return bookingRefusal(outcome, context.accounts.holdLimits);
  }
}

builder.mutationField("takeWaitlistOffer", (t) =>
  t.drizzleField({
    changesPublicAnswers: true,
    type: Booking,
    description:
      "Takes an open offer: its seats become a held booking (15 minutes to pay, as createBooking's) at the price of the moment, by the same rules as createBooking (participants, ages, each phone once per departure, hold limits). Refusals: OFFER_EXPIRED (`extensions.status`: lapsed, declined, taken, withdrawn), BAD_USER_INPUT (not as many travellers as the seats offered), PRICE_CHANGED, PARTICIPANT_INVALID, GUARDIAN_REQUIRED, DUPLICATE_PARTICIPANT, DEPARTURE_CLOSED, HOLD_LIMIT, NOT_FOUND. The same idempotencyKey answers the same booking.",
    args: {
      id: t.arg.id({ required: true, description: "The waitlist entry offered the seats." }),
      idempotencyKey: t.arg.string({ required: true }),
      participants: t.arg({
        type: [ParticipantInputRef],
        required: true,
        description: "As many as the seats offered.",
      }),
      expectedPricePerPersonPaise: t.arg.int({ required: false }),
      contact_email: t.arg.string({ required: false }),
    },
    resolve: async (query, _root, args, context) => {
      const viewer = requireViewer(context);
      const key = idempotencyKeySchema.safeParse(args.idempotencyKey);
      if (!key.success) {
        throw new UserError(key.error.issues[0]!.message, { code: "BAD_USER_INPUT", field: "idempotencyKey" });
      }
      const participants = requireParticipants(args.participants, context.today);
      const contactEmail = parseContactEmail(args.contact_email);
      if (!contactEmail.ok)
        throw new UserError(contactEmail.message, { code: "BAD_USER_INPUT", field: "contact_email" });
      const entryId = rowIdOf(args.id);
      if (!entryId) throw new UserError("We could not find this waitlist entry.", { code: "NOT_FOUND", field: "id" });
      const outcome = await takeWaitlistOffer(context, {
        userId: viewer.userId,
        entryId,
        participants,
        guardians: args.participants.map((participant) => participant.guardian),
        idempotencyKey: args.idempotencyKey,
        expectedPricePerPersonPaise: args.expectedPricePerPersonPaise ?? null,
        today: context.today,
        contactEmail: contactEmail.email,
        holdLimits: context.accounts.holdLimits,
      });
      if (!outcome.ok) throw takeRefusal(outcome, context);
      contentChanged(context);
      const booking = await context.db.query.bookings.findFirst(query({ where: { id: outcome.bookingId } }));
      if (!booking) throw new Error(`The booking ${outcome.bookingId} vanished after it was made.`);
      return booking;
    },
  }),
);

const WaitlistOutlookRef = builder
  .objectRef<{ waiting: number; likelihood: Awaited<ReturnType<typeof likelihoodOf>> }>("WaitlistOutlook")
  .implement({
    description: "What a group joining a departure's waitlist now can expect: the line ahead and the odds.",
    fields: (t) => ({
      waiting: t.exposeInt("waiting", { description: "Groups in the line now (waiting or with an open offer)." }),
      likelihood: t.field({ type: WaitlistLikelihoodRef, resolve: (outlook) => outlook.likelihood }),
    }),
  });

builder.queryField("waitlistOutlook", (t) =>
  t.field({
    type: WaitlistOutlookRef,
    nullable: true,
    description:
      "Public: for the waitlist's join form, the groups already waiting for a departure and how often seats for a group of `travellers` came back on the trip's past departures at the same distance from the start. Null for an unknown departure; BAD_USER_INPUT (field travellers) outside 1 to 12.",
    args: { eventId: t.arg.int({ required: true }), travellers: t.arg.int({ required: true }) },
    resolve: async (_root, { eventId, travellers }, context) => {
      if (!Number.isInteger(travellers) || travellers < 1 || travellers > WAITLIST_MAX_TRAVELLERS) {
        throw new UserError(`A group on the waitlist is 1 to ${WAITLIST_MAX_TRAVELLERS} travellers.`, {
          code: "BAD_USER_INPUT",
          field: "travellers",
        });
      }
      const departure = await context.db.query.events.findFirst({
        where: { id: eventId },
        columns: { id: true, trekId: true, startDate: true },
      });
      if (!departure) return null;
      const [waiting, likelihood] = await Promise.all([
        waitingCounts(context.db, [departure.id]),
        likelihoodOf(context.db, {
          trekId: departure.trekId,
          startDate: departure.startDate,
          seats: travellers,
          today: context.today,
        }),
      ]);
      return { waiting: waiting.get(departure.id) ?? 0, likelihood };
    },
  }),
);

builder.queryField("myWaitlist", (t) =>
  t.field({
    type: [WaitlistEntryRef],
    description:
      "The logged-in traveller's waitlist entries: every one still in line, and those that ended for departures not yet started; by start date. UNAUTHENTICATED without a token.",
    resolve: async (_root, _args, context) => {
      const viewer = requireViewer(context);
      await lapseViewersOffers(context, viewer.userId);
      return entryViews(context.db, await myEntryIds(context.db, viewer.userId, context.today), context.now());
    },
  }),
);

builder.queryField("waitlistEntry", (t) =>
  t.field({
    type: WaitlistEntryRef,
    nullable: true,
    description:
      "One of the traveller's waitlist entries (the page an offer's message links to); null when unknown or someone else's.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) => {
      const viewer = requireViewer(context);
      const entryId = rowIdOf(id);
      if (!entryId) return null;
      await lapseViewersOffers(context, viewer.userId);
      const [view] = await entryViews(context.db, [entryId], context.now());
      const mine = await context.db.query.waitlistEntries.findFirst({
        where: { id: entryId, userId: viewer.userId },
        columns: { id: true },
      });
      return mine ? (view ?? null) : null;
    },
  }),
);

builder.queryField("adminWaitlist", (t) =>
  t.field({
    type: AdminWaitlistRef,
    nullable: true,
    description:
      "Staff only: a departure's waitlist (its line in order, offers and their expiry, entries that left); null for an unknown departure.",
    args: { eventId: t.arg.int({ required: true }) },
    resolve: async (_root, { eventId }, context) => {
      requireStaff(context);
      return adminWaitlistView(context, eventId);
    },
  }),
);

async function adminWaitlistView(context: Context, eventId: number): Promise<AdminWaitlistView | null> {
  await context.db.transaction((tx) => lapseStaleOffers(tx, { eventId }, context.now()));
  const departure = await context.db.query.events.findFirst({
    where: { id: eventId },
    columns: { id: true, startDate: true, capacity: true, availableSeats: true, offeredSeats: true },
    with: { trek: { columns: { name: true } } },
  });
  if (!departure) return null;
  return {
    eventId,
    trip: departure.trek.name,
    startDate: departure.startDate,
    capacity: departure.capacity,
    availableSeats: departure.availableSeats,
    offeredSeats: departure.offeredSeats,
    closesAt: waitlistClosesAt(departure.startDate),
    entries: await entryViews(context.db, await departureEntryIds(context.db, eventId)),
  };
}

/** The waitlist of an entry's departure, after staff changed it. */
async function adminWaitlistOf(context: Context, entryId: number): Promise<AdminWaitlistView> {
  const [entry] = await entryViews(context.db, [entryId]);
  return (await adminWaitlistView(context, entry!.departure.id))!;
}

function staffReason(reason: string): string {
  const trimmed = reason.trim();
  if (trimmed.length < 3 || trimmed.length > 500) {
    throw new UserError("Give a reason of 3 to 500 characters: the audit log keeps it.", {
      code: "BAD_USER_INPUT",
      field: "reason",
    });
  }
  return trimmed;
}

builder.mutationField("adminMoveWaitlistEntry", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: AdminWaitlistRef,
    description:
      "Staff only: moves an entry still in line to another place (1 = next to be offered); the others keep their order. Audited with the reason. NOT_FOUND; BAD_USER_INPUT (no longer in line, reason).",
    args: {
      id: t.arg.id({ required: true }),
      position: t.arg.int({ required: true }),
      reason: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, context) => {
      const viewer = requireStaff(context);
      const entryId = rowIdOf(args.id);
      const reason = staffReason(args.reason);
      const outcome = entryId
        ? await moveWaitlistEntry(
            { db: context.db, viewer, now: context.now },
            { entryId, position: args.position, reason },
          )
        : ({ ok: false, reason: "not-found" } as const);
      if (!outcome.ok) throw entryRefusal(outcome);
      return adminWaitlistOf(context, outcome.entryId);
    },
  }),
);

builder.mutationField("adminRemoveWaitlistEntry", (t) =>
  t.field({
    changesPublicAnswers: true,
    type: AdminWaitlistRef,
    description:
      "Staff only: takes an entry out of the line; an open offer is withdrawn and its seats go to the next entry. Audited with the reason. NOT_FOUND; BAD_USER_INPUT (no longer in line, reason).",
    args: { id: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const viewer = requireStaff(context);
      const entryId = rowIdOf(args.id);
      const reason = staffReason(args.reason);
      const outcome = entryId
        ? await removeWaitlistEntry({ db: context.db, viewer, now: context.now }, { entryId, reason })
        : ({ ok: false, reason: "not-found" } as const);
      if (!outcome.ok) throw entryRefusal(outcome);
      contentChanged(context);
      return adminWaitlistOf(context, outcome.entryId);
    },
  }),
);

// ─── The trek page's full dates ─────────────────────────────────────────────────────────

interface FullDate {
  id: number;
  startDate: string;
  endDate: string;
  waiting: number;
}

const FullDateRef = builder.objectRef<FullDate>("WaitlistDate").implement({
  description:
    'A sold-out departure whose waitlist is open: the trek page says "Join the waitlist" with the number waiting.',
  fields: (t) => ({
    id: t.exposeInt("id"),
    start_date: t.expose("startDate", { type: "Date" }),
    end_date: t.expose("endDate", { type: "Date" }),
    waiting: t.exposeInt("waiting", { description: "Groups in its line now." }),
  }),
});

builder.drizzleObjectField(Trek, "full_departures", (t) =>
  t.field({
    select: { columns: { id: true } },
    type: [FullDateRef],
    description:
      "Sold-out departures from today with at least one package offered and the waitlist still open (it closes WAITLIST_CLOSES_DAYS before the start), by start date, each with the groups waiting.",
    complexity: { field: 1, multiplier: 10 },
    resolve: async (trek, _args, context) => {
      const full = await context.db.query.events.findMany({
        where: {
          trekId: trek.id,
          startDate: { gte: context.today },
          availableSeats: 0,
          prices: { enabled: true, package: { hide: false } },
        },
        columns: { id: true, startDate: true, endDate: true },
        orderBy: { startDate: "asc", id: "asc" },
      });
      const open = full.filter((event) => context.now() < waitlistClosesAt(event.startDate));
      const waiting = await waitingCounts(
        context.db,
        open.map((event) => event.id),
      );
      return open.map((event) => ({ ...event, waiting: waiting.get(event.id) ?? 0 }));
    },
  }),
);

builder.objectFields(AdminDepartureRef, (t) => ({
  waitlist_waiting: t.int({
    description: "Groups in the departure's waitlist line now (waiting or with an open offer).",
    resolve: async (departure, _args, context) => {
      // A trip's screen lists dozens of departures: their lines are counted once, together.
      const counts = await oncePerRequest(context, `waitlist-lines-of-trip:${departure.trekId}`, () =>
        waitingCountsOfTrip(context, departure.trekId),
      );
      return counts.get(departure.id) ?? 0;
    },
  }),
}));

async function waitingCountsOfTrip(context: Context, trekId: number) {
  const rows = await context.db.query.events.findMany({ where: { trekId }, columns: { id: true } });
  return waitingCounts(
    context.db,
    rows.map((row) => row.id),
  );
}
