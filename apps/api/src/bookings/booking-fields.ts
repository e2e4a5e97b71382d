// Bookings (docs/api.md, "Bookings"): the GraphQL side of bookings.ts, written to the
// mutation template (docs/decisions/0007-mutation-template.md).
//   createBooking(input)   seats held for 15 minutes, or a coded refusal (SOLD_OUT, PRICE_CHANGED, ...)
//   cancelBooking(id)      a held booking's seats back on sale at once
//   booking(id), myBookings  the logged-in traveller's own bookings only
//   departure(id)          a departure and its trip, for the registration screen at /event/{id}/register
// Participants are checked by the shared rule of @parvat/domain/booking before anything else; the
// service checks what needs the database. Reads release the viewer's stale holds first, so a
// booking never shows as held after its hold ended.
import {
  BOOKING_STATUS_TEXT,
  BOOKING_STATUSES,
  type BookingStatus,
  GENDERS,
  idempotencyKeySchema,
  isLiveStatus,
  type Participant,
  type ParticipantInput,
  parseContactEmail,
  parseParticipants,
} from "@parvat/domain/booking";
import { addDays, type IsoDate } from "@parvat/domain/business-dates";
import { CHILD_RULE, GUARDIAN_RELATIONS, type GuardianRelation } from "@parvat/domain/guardians";
import { describeWait } from "@parvat/domain/login";
import { formatPaise } from "@parvat/domain/money-words";
import type { HoldLimits } from "../accounts/accounts.ts";
import { requireViewer } from "../accounts/require-viewer.ts";
import { rowIdOf } from "../arguments.ts";
import { type CancelOutcome, cancelAsTraveller } from "../booking-lifecycle/cancel.ts";
import { releaseStaleHoldsOf } from "../booking-lifecycle/transitions.ts";
import { builder } from "../builder.ts";
import { UserError } from "../errors.ts";
import { contentChanged } from "../http/content-changes.ts";
import { overdueTextOf } from "../messages/balance-collection.ts";
import { paymentsOf } from "../payments/payments-context.ts";
import { balanceAfterChangeText } from "../trip-changes/transfers.ts";
import { type CreateBookingOutcome, createBooking } from "./bookings.ts";

const GenderRef = builder.enumType("Gender", {
  description: "A traveller's gender, as the registration form offers it.",
  values: GENDERS,
});

const BookingStatusRef = builder.enumType("BookingStatus", {
  description:
    "held (seats held, awaiting payment) -> part_paid (booking amount paid) or confirmed (fully paid) -> completed; held -> expired; any of held, part_paid, confirmed -> cancelled.",
  values: BOOKING_STATUSES,
});

/**
 * The travellers of a booking by the domain's rule (parseParticipants), or the UserError that says
 * which one is wrong and why: BAD_USER_INPUT for their number, PARTICIPANT_INVALID (`field`, `index`),
 * DUPLICATE_PARTICIPANT for a phone given twice. createBooking and acceptQuotation share it.
 */
export function requireParticipants(inputs: readonly ParticipantInput[], today: IsoDate): Participant[] {
  const parsed = parseParticipants(inputs, today);
  if (parsed.ok) return parsed.participants;
  switch (parsed.reason) {
    case "count":
      throw new UserError(parsed.message, { code: "BAD_USER_INPUT", field: "participants" });
    case "invalid":
      throw new UserError(`Traveller ${parsed.index + 1}: ${parsed.message}.`, {
        code: "PARTICIPANT_INVALID",
        field: parsed.field,
        details: { index: parsed.index },
      });
    case "duplicate":
      throw new UserError(`Traveller ${parsed.index + 1}: ${parsed.message}.`, {
        code: "DUPLICATE_PARTICIPANT",
        field: "phone",
        details: { index: parsed.index },
      });
  }
}

const GuardianRelationRef = builder.enumType("GuardianRelation", {
  description: "How the person booking a traveller under 18 is related to them.",
  values: GUARDIAN_RELATIONS,
});

const GuardianDeclarationInputRef = builder.inputType("GuardianDeclarationInput", {
  description:
    'The declaration of the person booking a traveller under 18 on the start date: "I am this traveller\'s parent or lawful guardian" (docs/api.md, "Children").',
  fields: (t) => ({
    confirmed: t.boolean({
      required: true,
      description: 'The box "I am this traveller\'s parent or lawful guardian", ticked: must be true.',
    }),
    name: t.string({
      required: true,
      description: "The guardian's full name: 1 to 60 letters, spaces, dots, apostrophes or hyphens.",
    }),
    relation: t.field({ type: GuardianRelationRef, required: true }),
  }),
});

export const ParticipantInputRef = builder.inputType("ParticipantInput", {
  description: "One traveller of a booking (SPEC.md's ParticipantInput).",
  fields: (t) => ({
    first_name: t.string({ required: true, description: "1 to 60 letters, spaces, dots, apostrophes or hyphens." }),
    last_name: t.string({ required: true }),
    country_code: t.string({ required: true, description: 'The phone\'s country code, like "+91".' }),
    phone: t.string({
      required: true,
      description: "The national number (or the whole number starting with the country code); must be a valid phone.",
    }),
    dob: t.field({
      type: "Date",
      required: true,
      description: "In the past; the age on the start date must be within the trip's min_age..max_age.",
    }),
    gender: t.field({ type: GenderRef, required: true }),
    guardian: t.field({
      type: GuardianDeclarationInputRef,
      required: false,
      description:
        "Required when the traveller is under 18 on the departure's start date (GUARDIAN_REQUIRED without it); ignored for an adult.",
    }),
  }),
});

const CreateBookingInputRef = builder.inputType("CreateBookingInput", {
  description: "A request to hold seats on a departure.",
  fields: (t) => ({
    eventId: t.int({ required: true, description: "The departure (an Event's id)." }),
    packageId: t.int({ required: true, description: "A package the departure offers." }),
    participants: t.field({
      type: [ParticipantInputRef],
      required: true,
      description: "1 to 12 travellers, each with their own phone; no more than the seats left.",
    }),
    idempotencyKey: t.string({
      required: true,
      description:
        "16 to 100 visible ASCII characters, chosen by the browser once per registration screen: the same key from the same traveller returns the same booking.",
    }),
    expectedPricePerPersonPaise: t.int({
      required: false,
      description: "The price per person the traveller was shown; when it differs from the server's: PRICE_CHANGED.",
    }),
    contact_email: t.string({
      required: false,
      description:
        "Optional: an email for the booking's messages (confirmation, payments, refunds). They go through the outbox by the traveller's channel (WhatsApp, SMS or email, messagePreferences), so without it they still reach the account's phone.",
    }),
    campaignSlug: t.string({
      required: false,
      description:
        "The campaign page the booking started from (/campaign/{slug}). Its offer applies when the campaign runs now and covers the trip; otherwise the booking is made at the full price (no error).",
    }),
    campaignCode: t.string({
      required: false,
      description:
        "A campaign code the traveller entered (case and spaces ignored). Refused with CAMPAIGN_CODE_UNKNOWN, CAMPAIGN_NOT_RUNNING or CAMPAIGN_NOT_VALID_FOR_TRIP; with a campaignSlug of another campaign, BAD_USER_INPUT (offers are not combined).",
    }),
  }),
});

// A booking is of a departure (trek, event, package) or of an accepted quotation, so its
// trip, package and departure are views that either can fill: the quotation's title, the hotel
// option accepted, and its travel dates.
interface TripView {
  id: number;
  name: string;
  slug: string;
  type: string;
}

const BookingTrip = builder.objectRef<TripView>("BookingTrip").implement({
  description: "The trip of a booking or departure (for a quotation's booking: the quotation, as a tour package).",
  fields: (t) => ({
    id: t.exposeInt("id"),
    name: t.exposeString("name"),
    slug: t.exposeString("slug"),
    type: t.exposeString("type", { description: "trek, group-trip or tour-package." }),
  }),
});

const BookingPackage = builder.objectRef<{ id: number; name: string }>("BookingPackage").implement({
  description: "The package of a booking (for a quotation's booking: the hotel option accepted).",
  fields: (t) => ({
    id: t.exposeInt("id", {
      description:
        "The package's id; for a quotation's booking, the option's (0 once the quotation was rewritten after this booking ended unpaid).",
    }),
    name: t.exposeString("name"),
  }),
});

const BookingDeparture = builder
  .objectRef<{ id: number; startDate: string; endDate: string }>("BookingDeparture")
  .implement({
    description: "The departure of a booking (for a quotation's booking: the quotation's travel dates).",
    fields: (t) => ({
      id: t.exposeInt("id"),
      start_date: t.expose("startDate", { type: "Date" }),
      end_date: t.expose("endDate", { type: "Date" }),
    }),
  });

const BookingQuotation = builder.objectRef<{ slug: string; inquiry: { slug: string } }>("BookingQuotation").implement({
  description: "The quotation a booking was made from: its page is /quotations/{enquiry_slug}/quotation/{slug}.",
  fields: (t) => ({
    slug: t.exposeString("slug"),
    enquiry_slug: t.string({ resolve: (quotation) => quotation.inquiry.slug }),
  }),
});

const tripColumns = { id: true, name: true, slug: true, type: true } as const;

/** What a quotation's booking shows in place of a departure's trip, package and dates. */
const quotationSelect = {
  columns: { id: true, slug: true, tripTitle: true, travelDate: true },
  with: {
    inquiry: { columns: { slug: true } },
    days: { columns: { dayNumber: true } },
  },
} as const;

const Departure = builder.drizzleObject("events", {
  variant: "Departure",
  description: "A dated departure with its trip: what /event/{id}/register starts from.",
  select: {},
  fields: (t) => ({
    id: t.exposeInt("id"),
    start_date: t.expose("startDate", { type: "Date" }),
    end_date: t.expose("endDate", { type: "Date" }),
    available_seats: t.exposeInt("availableSeats"),
    trip: t.field({
      type: BookingTrip,
      description: "Load trek(id) with its id for the packages and the age limits.",
      select: { with: { trek: { columns: tripColumns } } },
      resolve: (event) => event.trek,
    }),
    prices: t.relation("prices", {
      description: "The enabled price entries of the packages offered on this date (as Event.prices).",
      query: { where: { enabled: true, package: { hide: false } }, orderBy: { packageId: "asc" } },
      complexity: { field: 1, multiplier: 4 },
    }),
  }),
});

interface GuardianView {
  name: string;
  relation: GuardianRelation;
  declaredAt: Date;
}

/** A guardian's declaration as the API answers it, to the booking's account and to staff. */
export const GuardianDeclarationRef = builder.objectRef<GuardianView>("GuardianDeclaration").implement({
  description: "The parent or lawful guardian who booked a traveller under 18, and when they declared it.",
  fields: (t) => ({
    name: t.exposeString("name"),
    relation: t.field({ type: GuardianRelationRef, resolve: (row) => row.relation }),
    declared_at: t.string({ description: "ISO 8601.", resolve: (row) => row.declaredAt.toISOString() }),
  }),
});

/** The declaration stored with a traveller (booking_participants' three columns), or null. */
export function guardianOfRow(row: {
  guardianName: string | null;
  guardianRelation: string | null;
  guardianDeclaredAt: Date | string | null;
}): GuardianView | null {
  if (row.guardianName === null || row.guardianRelation === null || row.guardianDeclaredAt === null) return null;
  return {
    name: row.guardianName,
    relation: row.guardianRelation as GuardianRelation,
    declaredAt: new Date(row.guardianDeclaredAt),
  };
}

const BookingParticipant = builder.drizzleObject("bookingParticipants", {
  name: "BookingParticipant",
  description: "One traveller of a booking.",
  select: {},
  fields: (t) => ({
    first_name: t.exposeString("firstName"),
    last_name: t.exposeString("lastName"),
    country_code: t.exposeString("countryCode"),
    phone: t.exposeString("phone", { description: "E.164, country code included." }),
    dob: t.expose("dob", { type: "Date" }),
    gender: t.field({
      type: GenderRef,
      select: { columns: { gender: true } },
      resolve: (participant) => participant.gender as (typeof GENDERS)[number],
    }),
    guardian: t.field({
      type: GuardianDeclarationRef,
      nullable: true,
      description: "For a traveller under 18 on the start date: who declared being their parent or lawful guardian.",
      select: { columns: { guardianName: true, guardianRelation: true, guardianDeclaredAt: true } },
      resolve: guardianOfRow,
    }),
  }),
});

const BookingStatusChange = builder.drizzleObject("bookingStatusChanges", {
  name: "BookingStatusChange",
  description: "One change of a booking's status.",
  select: {},
  fields: (t) => ({
    status: t.field({
      type: BookingStatusRef,
      description: "The status the booking moved to.",
      select: { columns: { toStatus: true } },
      resolve: (change) => change.toStatus as BookingStatus,
    }),
    at: t.string({
      description: "When (ISO 8601).",
      select: { columns: { at: true } },
      resolve: (change) => new Date(change.at).toISOString(),
    }),
    cause: t.exposeString("cause", { description: "Why, in words." }),
  }),
});

export const Booking = builder.drizzleObject("bookings", {
  name: "Booking",
  description: "A traveller's booking of seats on a departure. Every amount is integer paise.",
  select: {},
  fields: (t) => ({
    id: t.exposeID("id"),
    reference: t.exposeString("reference", { description: 'Short and human, e.g. "PJ-7K3M9Q".' }),
    status: t.field({
      type: BookingStatusRef,
      select: { columns: { status: true } },
      resolve: (booking) => booking.status as BookingStatus,
    }),
    status_text: t.string({
      description:
        'The status in words for travellers ("Seats held - awaiting payment", ...); a part-paid booking past its balance deadline says so ("Balance overdue: cancels on 12 December 2026 unless paid"), and one that owes again because its last date change cost more says why ("Balance due after the date change: ₹500 more, its fee included").',
      select: { columns: { id: true, status: true } },
      resolve: async (booking, _args, context) => {
        if (booking.status === "part_paid") {
          const overdue = await overdueTextOf(context.db, booking.id, context.now(), context.timeZone);
          if (overdue) return overdue;
          const changed = await balanceAfterChangeText(context.db, booking.id);
          if (changed) return changed;
        }
        return BOOKING_STATUS_TEXT[booking.status as BookingStatus];
      },
    }),
    created_at: t.string({
      description: "ISO 8601.",
      select: { columns: { createdAt: true } },
      resolve: (booking) => new Date(booking.createdAt).toISOString(),
    }),
    hold_expires_at: t.string({
      nullable: true,
      description: "When the held seats go back on sale (ISO 8601); null unless held.",
      select: { columns: { status: true, holdExpiresAt: true } },
      resolve: (booking) =>
        booking.status === "held" && booking.holdExpiresAt ? new Date(booking.holdExpiresAt).toISOString() : null,
    }),
    trip: t.field({
      type: BookingTrip,
      select: { with: { trek: { columns: tripColumns }, quotation: quotationSelect } },
      resolve: (booking) =>
        booking.trek ?? {
          id: booking.quotation!.id,
          name: booking.quotation!.tripTitle,
          slug: booking.quotation!.slug,
          type: "tour-package",
        },
    }),
    package: t.field({
      type: BookingPackage,
      // A quotation's booking: the option its own acceptance chose (a later one may have chosen another).
      select: {
        with: {
          package: { columns: { id: true, name: true } },
          acceptance: { columns: { propertyGroupId: true, optionName: true } },
        },
      },
      resolve: (booking) =>
        booking.package ?? { id: booking.acceptance!.propertyGroupId ?? 0, name: booking.acceptance!.optionName },
    }),
    departure: t.field({
      type: BookingDeparture,
      select: {
        with: { event: { columns: { id: true, startDate: true, endDate: true } }, quotation: quotationSelect },
      },
      resolve: (booking) => {
        if (booking.event) return booking.event;
        const { id, travelDate, days } = booking.quotation!;
        const lastDay = Math.max(1, ...days.map((day) => day.dayNumber));
        return { id, startDate: travelDate, endDate: addDays(travelDate, lastDay - 1) };
      },
    }),
    quotation: t.field({
      type: BookingQuotation,
      nullable: true,
      description: "The quotation this booking was made from; null for a booking of seats on a departure.",
      select: { with: { quotation: quotationSelect } },
      resolve: (booking) => booking.quotation,
    }),
    participants: t.relation("participants", {
      type: BookingParticipant,
      description: "In the order they were entered.",
      query: { orderBy: { position: "asc" } },
      complexity: { field: 1, multiplier: 12 },
    }),
    traveller_count: t.exposeInt("travellerCount"),
    price_per_person_paise: t.exposeInt("pricePerPersonPaise"),
    subtotal_paise: t.exposeInt("subtotalPaise", { description: "price_per_person_paise x traveller_count." }),
    discount_paise: t.exposeInt("discountPaise", {
      description: "What the campaign's offer takes off the subtotal, before GST; 0 without a campaign.",
    }),
    campaign_name: t.string({
      nullable: true,
      description: "The campaign whose offer the booking carries; null without one.",
      select: { with: { campaign: { columns: { name: true } } } },
      resolve: (booking) => booking.campaign?.name ?? null,
    }),
    gst_percent: t.exposeInt("gstPercent", { description: "5 for tour packages; set per trip type." }),
    gst_paise: t.exposeInt("gstPaise", {
      description:
        "On subtotal_paise - discount_paise, rounded to the nearest paisa (halves up); when gst_included, the GST inside the price.",
    }),
    gst_included: t.exposeBoolean("gstIncluded", {
      description:
        "The price already contains its GST (a quotation priced inclusive of taxes): gst_paise is part of the total, not added to it.",
    }),
    total_paise: t.exposeInt("totalPaise", {
      description: "subtotal_paise - discount_paise + gst_paise (without gst_paise when gst_included).",
    }),
    paid_paise: t.exposeInt("paidPaise"),
    due_paise: t.int({
      description:
        "What the traveller still owes: total_paise - paid_paise while the booking is live (held, part_paid, confirmed); 0 for an expired, cancelled or completed booking, which owes nothing.",
      select: { columns: { status: true, totalPaise: true, paidPaise: true } },
      resolve: (booking) =>
        isLiveStatus(booking.status as BookingStatus) ? Math.max(0, booking.totalPaise - booking.paidPaise) : 0,
    }),
    booking_amount_paise: t.exposeInt("bookingAmountPaise", {
      nullable: true,
      description: "The part payment that secures the seats, when the trip sets one.",
    }),
    history: t.relation("history", {
      type: BookingStatusChange,
      description: "Every change of status, oldest first.",
      query: { orderBy: { at: "asc", id: "asc" } },
      complexity: { field: 1, multiplier: 4 },
    }),
  }),
});

/** A refused booking (createBooking, takeWaitlistOffer) as the API's coded error. */
export function bookingRefusal(outcome: Exclude<CreateBookingOutcome, { ok: true }>, limits: HoldLimits): UserError {
  switch (outcome.reason) {
    case "unknown-departure":
      return new UserError("We could not find this departure.", { code: "NOT_FOUND", field: "eventId" });
    case "departure-closed":
      return new UserError("This date is no longer open for booking with this package. Please choose another date.", {
        code: "DEPARTURE_CLOSED",
        field: "eventId",
      });
    case "key-reused":
      return new UserError("This registration was already used for another booking. Please reload the page.", {
        code: "BAD_USER_INPUT",
        field: "idempotencyKey",
      });
    case "price-changed":
      return new UserError(
        `The price is now ${formatPaise(outcome.pricePerPersonPaise)} per person. Please check the total and book again.`,
        { code: "PRICE_CHANGED", details: { pricePerPersonPaise: outcome.pricePerPersonPaise } },
      );
    case "participant-invalid":
      return new UserError(`Traveller ${outcome.index + 1}: ${outcome.message}.`, {
        code: "PARTICIPANT_INVALID",
        field: outcome.field,
        details: { index: outcome.index },
      });
    case "guardian-required": {
      const [field] = Object.keys(outcome.fields);
      return new UserError(
        `Traveller ${outcome.index + 1} is under ${CHILD_RULE.adultAge} on the start date: a parent or lawful guardian books them, and says so with their name.`,
        { code: "GUARDIAN_REQUIRED", field, details: { index: outcome.index, fields: outcome.fields } },
      );
    }
    case "already-booked":
      return new UserError(
        `Traveller ${outcome.index + 1} is already booked on this departure. Each traveller can be booked once per departure.`,
        { code: "DUPLICATE_PARTICIPANT", field: "phone", details: { index: outcome.index } },
      );
    case "sold-out":
      return new UserError(
        outcome.seatsLeft === 0
          ? "This departure is sold out. Please choose another date."
          : `Only ${outcome.seatsLeft} ${outcome.seatsLeft === 1 ? "seat is" : "seats are"} left on this departure.`,
        { code: "SOLD_OUT", details: { seatsLeft: outcome.seatsLeft } },
      );
    case "hold-limit":
      return new UserError(
        outcome.limit === "holds"
          ? `You already hold seats on ${limits.holds} bookings awaiting payment. Pay for one, or cancel one you no longer need, from My bookings; then book again.`
          : `You would hold more than ${limits.seatsPerDeparture} seats on this departure. Pay for the seats you hold, or cancel them, from My bookings; for a larger group, ask us for a quotation.`,
        { code: "HOLD_LIMIT", details: { limit: outcome.limit } },
      );
    case "campaign":
      return campaignRefusal(outcome.refusal);
  }
}

function campaignRefusal(refusal: Extract<CreateBookingOutcome, { reason: "campaign" }>["refusal"]): UserError {
  switch (refusal.reason) {
    case "code-unknown":
      return new UserError("We do not know this offer code. Please check it, or book without it.", {
        code: "CAMPAIGN_CODE_UNKNOWN",
        field: "campaignCode",
      });
    case "not-running":
      return new UserError(
        refusal.state === "ended"
          ? "This offer has ended. Please book without the code."
          : "This offer has not started yet. Please book without the code, or come back when it starts.",
        { code: "CAMPAIGN_NOT_RUNNING", field: "campaignCode", details: { state: refusal.state } },
      );
    case "not-covered":
      return new UserError("This offer code is not valid for this trip. Please book without it.", {
        code: "CAMPAIGN_NOT_VALID_FOR_TRIP",
        field: "campaignCode",
      });
    case "combined":
      return new UserError("Only one offer can be used on a booking.", {
        code: "BAD_USER_INPUT",
        field: "campaignCode",
      });
  }
}

function cancelRefusal(outcome: Exclude<CancelOutcome, { ok: true }>): UserError {
  if (outcome.reason === "not-found") {
    return new UserError("We could not find this booking.", { code: "NOT_FOUND", field: "id" });
  }
  if (outcome.status === "part_paid" || outcome.status === "confirmed") {
    return new UserError(
      "This booking cannot be cancelled online: the trip has started, or its cancellation is handled by our trip desk. Please call us.",
      { code: "BOOKING_NOT_CANCELLABLE", details: { status: outcome.status } },
    );
  }
  return new UserError(
    `This booking is ${BOOKING_STATUS_TEXT[outcome.status].toLowerCase()}: there is nothing to cancel.`,
    { code: "BOOKING_NOT_CANCELLABLE", details: { status: outcome.status } },
  );
}

builder.mutationField("createBooking", (t) =>
  t.drizzleField({
    changesPublicAnswers: true,
    type: Booking,
    description:
      "Holds seats on a departure for 15 minutes, awaiting payment. Logged in only. Refusals: PARTICIPANT_INVALID (`extensions.index`, `extensions.field`), DUPLICATE_PARTICIPANT (`extensions.index`), GUARDIAN_REQUIRED (a traveller under 18 on the start date without a parent's or lawful guardian's declaration: `extensions.index`, `extensions.fields`), NOT_FOUND (unknown departure), DEPARTURE_CLOSED, PRICE_CHANGED (`extensions.pricePerPersonPaise`), SOLD_OUT (`extensions.seatsLeft`), CAMPAIGN_CODE_UNKNOWN, CAMPAIGN_NOT_RUNNING (`extensions.state`), CAMPAIGN_NOT_VALID_FOR_TRIP, HOLD_LIMIT (`extensions.limit`: holds or seats), RATE_LIMITED (`extensions.retryAfterSeconds`), BAD_USER_INPUT (travellers count, idempotency key). The same idempotencyKey returns the same booking, however often it is sent.",
    args: { input: t.arg({ type: CreateBookingInputRef, required: true }) },
    resolve: async (query, _root, { input }, context) => {
      const viewer = requireViewer(context);
      const key = idempotencyKeySchema.safeParse(input.idempotencyKey);
      if (!key.success) {
        throw new UserError(key.error.issues[0]!.message, { code: "BAD_USER_INPUT", field: "idempotencyKey" });
      }
      const participants = requireParticipants(input.participants, context.today);
      const contactEmail = parseContactEmail(input.contact_email);
      if (!contactEmail.ok)
        throw new UserError(contactEmail.message, { code: "BAD_USER_INPUT", field: "contact_email" });
      const blocked = await context.accounts.takeBookingSlot(viewer.userId, context.clientAddress);
      if (blocked) {
        throw new UserError(
          `Too many booking attempts. Please try again in ${describeWait(blocked.retryAfterSeconds)}, or call us.`,
          { code: "RATE_LIMITED", details: { retryAfterSeconds: blocked.retryAfterSeconds } },
        );
      }
      const outcome = await createBooking(context, {
        userId: viewer.userId,
        eventId: input.eventId,
        packageId: input.packageId,
        participants,
        guardians: input.participants.map((participant) => participant.guardian),
        idempotencyKey: input.idempotencyKey,
        expectedPricePerPersonPaise: input.expectedPricePerPersonPaise ?? null,
        today: context.today,
        contactEmail: contactEmail.email,
        campaign: { slug: input.campaignSlug, code: input.campaignCode },
        holdLimits: context.accounts.holdLimits,
      });
      if (!outcome.ok) throw bookingRefusal(outcome, context.accounts.holdLimits);
      const booking = await context.db.query.bookings.findFirst(query({ where: { id: outcome.bookingId } }));
      if (!booking) throw new Error(`The booking ${outcome.bookingId} vanished after it was made.`);
      return booking;
    },
  }),
);

const RefundAsRef = builder.enumType("RefundAs", {
  description:
    "How a cancelled booking's money comes back: CASH (the tier's refund) or CREDIT (trip credit, a larger share).",
  values: ["CASH", "CREDIT"] as const,
});

builder.mutationField("cancelBooking", (t) =>
  t.drizzleField({
    changesPublicAnswers: true,
    type: Booking,
    description:
      "Cancels the traveller's booking and puts its seats back on sale at once: a held one outright (trip credit spent on it comes back as credit); a part_paid or confirmed one, with refundAs CREDIT, for the trip's credit share as trip credit (Booking.credit_cancellation quotes it), else with the refund its trip's cancellation tiers give (Booking.cancellation quotes it; the refund goes through the gateway: refund_status pending, then refunded). BOOKING_NOT_CANCELLABLE (`extensions.status`) for other statuses, trips without tiers and departures that started; unknown or another traveller's booking: NOT_FOUND.",
    args: {
      id: t.arg.id({ required: true }),
      refundAs: t.arg({
        type: RefundAsRef,
        description:
          "CASH (the default): the tier's refund; CREDIT: the trip's credit share (Booking.credit_cancellation).",
      }),
    },
    resolve: async (query, _root, { id, refundAs }, context) => {
      const viewer = requireViewer(context);
      const bookingId = rowIdOf(id);
      const outcome = bookingId
        ? await cancelAsTraveller(paymentsOf(context).request, {
            userId: viewer.userId,
            bookingId,
            today: context.today,
            refundAs: refundAs === "CREDIT" ? "credit" : "cash",
          })
        : ({ ok: false, reason: "not-found" } as const);
      if (!outcome.ok) throw cancelRefusal(outcome);
      const booking = await context.db.query.bookings.findFirst(query({ where: { id: outcome.bookingId } }));
      if (!booking) throw new Error(`The booking ${outcome.bookingId} vanished after it was cancelled.`);
      return booking;
    },
  }),
);

builder.queryField("booking", (t) =>
  t.drizzleField({
    type: Booking,
    nullable: true,
    description:
      "One of the logged-in traveller's bookings; null when unknown or someone else's. UNAUTHENTICATED without a token.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (query, _root, { id }, context) => {
      const viewer = requireViewer(context);
      const bookingId = rowIdOf(id);
      if (!bookingId) return null;
      if ((await releaseStaleHoldsOf(context.db, context.now(), viewer.userId)) > 0) contentChanged(context);
      return context.db.query.bookings.findFirst(query({ where: { id: bookingId, userId: viewer.userId } }));
    },
  }),
);

builder.queryField("myBookings", (t) =>
  t.drizzleField({
    type: [Booking],
    description:
      "The logged-in traveller's bookings, latest departure first (then newest booking first). UNAUTHENTICATED without a token.",
    resolve: async (query, _root, _args, context) => {
      const viewer = requireViewer(context);
      if ((await releaseStaleHoldsOf(context.db, context.now(), viewer.userId)) > 0) contentChanged(context);
      return context.db.query.bookings.findMany(
        query({ where: { userId: viewer.userId }, orderBy: { event: { startDate: "desc" }, id: "desc" } }),
      );
    },
  }),
);

builder.queryField("departure", (t) =>
  t.drizzleField({
    publicAnswer: true,
    type: Departure,
    nullable: true,
    description:
      "A departure of an active trip by id, past ones included (the registration screen sends the traveller back from those), or null.",
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _root, { id }, { db }) =>
      db.query.events.findFirst(query({ where: { id, trek: { status: "active" } } })),
  }),
);
