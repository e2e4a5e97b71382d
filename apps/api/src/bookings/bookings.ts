// The bookings service: booking seats on a departure (a sale, or a waitlist offer taken). It answers
// with outcomes, not GraphQL errors; booking-fields.ts turns them into the API's answers
// (docs/decisions/0007-mutation-template.md). What happens to a booking after that (payments,
// changes, cancellation, the clock) is the booking lifecycle's (booking-lifecycle/).
//
// Seats can never be oversold, whatever the concurrency and however many server copies run:
// - seats are taken by one conditional UPDATE (booking-lifecycle/seats.ts, takeSeats), the booking's
//   last statement, so the departure's row is locked only until the commit that follows: bookings of
//   one departure queue for one statement, not a whole booking;
// - a traveller's phone is live once per departure by a partial unique index; the insert skips a
//   phone already there (DUPLICATE_PARTICIPANT) and waits for a booking of it still in flight;
// - a repeated idempotency key waits on an advisory lock for the first request's transaction and
//   then finds its booking, so the same key never takes seats twice;
// - stale holds are released (booking-lifecycle/transitions.ts) before seats are counted, so a hold
//   that ended never blocks a sale. Locks are taken bookings first, then events.
import { randomInt } from "node:crypto";
import type { Database, Transaction } from "@parvat/db/client";
import { bookingParticipants, bookings, events } from "@parvat/db/schema";
import {
  ageProblem,
  BOOKING_CAUSES,
  bookingReference,
  type GuardianInput,
  holdExpiresAt,
  type Participant,
  type ParticipantField,
} from "@parvat/domain/booking";
import { bookingAmounts, gstPercentFor } from "@parvat/domain/booking-amounts";
import type { IsoDate } from "@parvat/domain/business-dates";
import { type GuardianDeclaration, type GuardianField, guardianColumns, guardianFor } from "@parvat/domain/guardians";
import { bookingAmountPaise } from "@parvat/domain/payments";
import { and, eq, gt, isNotNull, sql } from "drizzle-orm";
import type { HoldLimits } from "../accounts/accounts.ts";
import { lockNames } from "../accounts/rate-limits.ts";
import { saleOf } from "../booking-lifecycle/sale.ts";
import { lapseStaleOffers, takeOfferedSeats, takeSeats } from "../booking-lifecycle/seats.ts";
import { recordCreation, releaseStaleHolds } from "../booking-lifecycle/transitions.ts";
import { type CampaignChoice, type CampaignRequest, chooseCampaign } from "../campaigns/campaigns.ts";
import type { Logger } from "../logger.ts";
import { Refusal, refusable } from "./refusal.ts";

/** What the service needs of the request's context. */
export interface BookingParts {
  db: Database;
  log: Logger;
  /** The clock of holds; tests move it. */
  now: () => Date;
}

export interface NewBooking {
  userId: number;
  eventId: number;
  packageId: number;
  /** Already valid by the shared rule; the ages are checked here, against the departure. */
  participants: readonly Participant[];
  /**
   * Each traveller's guardian declaration as sent (by position; absent: none), checked here against
   * the departure's start: a traveller under 18 on it needs one (guardians.ts).
   */
  guardians?: readonly (GuardianInput | null | undefined)[];
  idempotencyKey: string;
  /** Paise per person the traveller was shown, when the browser sends it. */
  expectedPricePerPersonPaise: number | null;
  /** Today in the business time zone: departures from today on are open. */
  today: IsoDate;
  /** Where booking and payment messages go; without it none are emailed. */
  contactEmail?: string | null;
  /** The campaign page it started from and/or a code entered (campaigns/campaigns.ts). */
  campaign?: CampaignRequest;
  /** What one account may hold unpaid at once (HOLDS_PER_ACCOUNT, HELD_SEATS_PER_DEPARTURE). */
  holdLimits: HoldLimits;
}

export type CreateBookingOutcome =
  | { ok: true; bookingId: number; replayed: boolean }
  | { ok: false; reason: "unknown-departure" | "departure-closed" | "key-reused" }
  | { ok: false; reason: "price-changed"; pricePerPersonPaise: number }
  | { ok: false; reason: "participant-invalid"; index: number; field: ParticipantField; message: string }
  | { ok: false; reason: "already-booked"; index: number }
  | { ok: false; reason: "guardian-required"; index: number; fields: Partial<Record<GuardianField, string>> }
  | { ok: false; reason: "sold-out"; seatsLeft: number }
  | { ok: false; reason: "hold-limit"; limit: "holds" | "seats" }
  | { ok: false; reason: "campaign"; refusal: Exclude<CampaignChoice, { ok: true }> };

/** Books seats on a departure as a 15-minute hold, or says why not. Nothing is written unless it succeeds. */
export async function createBooking({ db, log, now }: BookingParts, input: NewBooking): Promise<CreateBookingOutcome> {
  const at = now();
  const glance = await glanceAt(db, input, at);
  if (glance.soldOut) return glance.soldOut;
  const outcome = await refusable(() =>
    db.transaction(async (tx): Promise<CreateBookingOutcome> => {
      const earlier = await earlierBookingOf(tx, input);
      if (earlier) return earlier;
      // A stale hold never blocks a sale: its seats come back before they are counted. (Holds that
      // end by `at` were all there at the glance; none could have appeared since.)
      if (glance.staleHolds) await releaseStaleHolds(tx, { eventId: input.eventId }, at);
      return bookSeats(tx, input, at, { from: "sale" });
    }),
  );
  if (outcome.ok && !outcome.replayed) {
    // Names and phone numbers are personal data and stay out of the logs.
    log.info(
      { bookingId: outcome.bookingId, eventId: input.eventId, travellers: input.participants.length },
      "seats held",
    );
  }
  return outcome;
}

/**
 * The idempotency check every booking starts with: a second request with this key waits here until
 * the first one commits, then answers its booking (or refuses a key used for another departure).
 */
async function earlierBookingOf(
  tx: Transaction,
  input: Pick<NewBooking, "userId" | "idempotencyKey" | "eventId" | "packageId">,
): Promise<CreateBookingOutcome | null> {
  await lockNames(tx, [`booking-key:${input.userId}:${input.idempotencyKey}`]);
  const [earlier] = await tx
    .select({ id: bookings.id, eventId: bookings.eventId, packageId: bookings.packageId })
    .from(bookings)
    .where(and(eq(bookings.userId, input.userId), eq(bookings.idempotencyKey, input.idempotencyKey)));
  if (!earlier) return null;
  const same = earlier.eventId === input.eventId && earlier.packageId === input.packageId;
  return same ? { ok: true, bookingId: earlier.id, replayed: true } : { ok: false, reason: "key-reused" };
}

/**
 * Where a booking's seats come from: the seats on sale (by the conditional UPDATE), or a waitlist
 * offer made to the traveller, whose seats are already off sale and become the booking's. `take`
 * runs last, as the booking's final statements, and refuses (rolling everything back) when the offer
 * is no longer open.
 */
type SeatSource =
  | { from: "sale" }
  | { from: "offer"; take: (tx: Transaction, count: number, bookingId: number) => Promise<void> };

/**
 * The booking itself, the same rules for a sale and a waitlist offer: on sale today at the price of
 * the moment (PRICE_CHANGED when the traveller saw another), the travellers' ages on the start date,
 * the campaign, the hold limits, each phone once per departure, then the seats last.
 */
async function bookSeats(
  tx: Transaction,
  input: NewBooking,
  at: Date,
  source: SeatSource,
): Promise<CreateBookingOutcome> {
  const sale = await saleOf(tx, input);
  if (!sale.ok) return sale;
  const { departure, pricePerPersonPaise, regularPricePerPersonPaise } = sale;
  const { trek } = departure;
  if (input.expectedPricePerPersonPaise !== null && input.expectedPricePerPersonPaise !== pricePerPersonPaise) {
    return { ok: false, reason: "price-changed", pricePerPersonPaise };
  }
  const ages = { startDate: departure.startDate, minAge: trek.minAge, maxAge: trek.maxAge };
  for (const [index, participant] of input.participants.entries()) {
    const problem = ageProblem(participant.dob, ages);
    if (problem) return { ok: false, reason: "participant-invalid", index, field: "dob", message: problem };
  }
  const guardians = guardiansOf(input, departure.startDate);
  if (!guardians.ok) return guardians;
  // The offer, decided here and now: the browser's figures never set an amount.
  const campaign = await chooseCampaign(tx, input.campaign ?? {}, {
    trekId: departure.trekId,
    // The regular fare a reduced (early-bird) price comes from: the campaign's combination rule needs it.
    fare: {
      pricePerPersonPaise,
      regularPricePerPersonPaise,
      travellerCount: input.participants.length,
    },
    now: at,
  });
  if (!campaign.ok) return { ok: false, reason: "campaign", refusal: campaign };

  // The account's holds, counted with its other bookings in flight (they wait on the same lock).
  const held = await holdsOf(tx, input.userId, input.eventId, at);
  if (held.bookings >= input.holdLimits.holds) return { ok: false, reason: "hold-limit", limit: "holds" };
  if (held.seatsOnDeparture + input.participants.length > input.holdLimits.seatsPerDeparture) {
    return { ok: false, reason: "hold-limit", limit: "seats" };
  }

  // Most travellers of a sold-out departure are answered here, from the row already read; the
  // conditional UPDATE below stays the authority for those who race for the last seats. (Seats
  // offered to the traveller are off sale: they are not counted among the seats left.)
  const count = input.participants.length;
  if (source.from === "sale" && departure.availableSeats < count)
    return { ok: false, reason: "sold-out", seatsLeft: departure.availableSeats };

  const amounts = bookingAmounts({
    pricePerPersonPaise,
    travellerCount: count,
    gstPercent: gstPercentFor(trek.type),
    discountPaise: campaign.discountPaise,
  });
  const bookingId = await insertBooking(tx, {
    userId: input.userId,
    trekId: departure.trekId,
    eventId: input.eventId,
    packageId: input.packageId,
    status: "held",
    ...amounts,
    campaignId: campaign.campaignId,
    bookingAmountPaise: bookingAmountPaise(trek.bookingAmountPerPerson, count, amounts.totalPaise),
    contactEmail: input.contactEmail ?? null,
    holdExpiresAt: holdExpiresAt(at),
    idempotencyKey: input.idempotencyKey,
    createdAt: at,
    updatedAt: at,
  });
  // A phone already live on the departure is skipped by the partial unique index, and a booking
  // of the same phone still in flight is waited for. Rows go in phone order, so two bookings
  // that share travellers never deadlock.
  const added = await tx
    .insert(bookingParticipants)
    .values(
      input.participants
        .map((participant, position) => ({
          bookingId,
          eventId: input.eventId,
          position,
          ...participant,
          ...guardianColumns(guardians.declarations[position] ?? null, at),
        }))
        .sort((a, b) => a.phone.localeCompare(b.phone)),
    )
    .onConflictDoNothing({ target: [bookingParticipants.eventId, bookingParticipants.phone], where: sql`live` })
    .returning({ phone: bookingParticipants.phone });
  if (added.length < count) {
    const stored = new Set(added.map((row) => row.phone));
    const index = input.participants.findIndex((participant) => !stored.has(participant.phone));
    throw new Refusal({ ok: false, reason: "already-booked", index });
  }
  await recordCreation(tx, bookingId, { by: "traveller", cause: BOOKING_CAUSES.created, at });

  if (source.from === "offer") {
    await source.take(tx, count, bookingId);
    return { ok: true, bookingId, replayed: false };
  }
  // The seats, last: the departure's row stays locked only from here to the commit.
  const taken = await takeSeats(tx, input.eventId, count);
  if (!taken.ok) throw new Refusal({ ok: false, reason: "sold-out", seatsLeft: taken.seatsLeft });
  return { ok: true, bookingId, replayed: false };
}

/**
 * Each traveller's guardian by the children's rule, on the departure's start date (business calendar):
 * the declarations to store, or the first traveller who needs one and lacks it.
 */
export function guardiansOf(
  input: Pick<NewBooking, "participants" | "guardians">,
  startDate: IsoDate,
):
  | { ok: true; declarations: (GuardianDeclaration | null)[] }
  | Extract<CreateBookingOutcome, { reason: "guardian-required" }> {
  const declarations: (GuardianDeclaration | null)[] = [];
  for (const [index, participant] of input.participants.entries()) {
    const result = guardianFor(participant.dob, input.guardians?.[index], startDate);
    if (!result.ok) return { ok: false, reason: "guardian-required", index, fields: result.fields };
    declarations.push(result.guardian);
  }
  return { ok: true, declarations };
}

/**
 * The account's holds of seats still running at `at` (a stale one counts for nothing, released or
 * not) and the seats they hold on one departure. Takes the account's booking lock first, so that two
 * of its bookings at once count each other: the limit cannot be passed by sending several together.
 */
async function holdsOf(tx: Transaction, userId: number, eventId: number, at: Date) {
  await lockNames(tx, [`booking-holds:${userId}`]);
  const [row] = await tx
    .select({
      bookings: sql<number>`count(*)::int`,
      seatsOnDeparture: sql<number>`coalesce(sum(${bookings.travellerCount}) filter (where ${bookings.eventId} = ${eventId}), 0)::int`,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookings.status, "held"),
        gt(bookings.holdExpiresAt, at),
        isNotNull(bookings.eventId),
      ),
    );
  return { bookings: Number(row?.bookings ?? 0), seatsOnDeparture: Number(row?.seatsOnDeparture ?? 0) };
}

/**
 * One read before the transaction: whether the departure has stale holds to release, and a
 * sold-out answer, without a transaction or a lock, for the crowd that arrives after the last
 * seat went. No answer (soldOut null) when the booking needs the full check: seats left, a stale
 * hold that may give some back, a repeated key, a departure that has closed.
 */
async function glanceAt(
  db: Database,
  input: NewBooking,
  at: Date,
): Promise<{ staleHolds: boolean; soldOut: Extract<CreateBookingOutcome, { reason: "sold-out" }> | null }> {
  const [departure] = await db
    .select({
      availableSeats: events.availableSeats,
      startDate: events.startDate,
      staleHolds: sql<boolean>`exists (select 1 from ${bookings} where ${bookings.eventId} = ${events.id} and ${bookings.status} = 'held' and ${bookings.holdExpiresAt} <= ${at})`,
      keyUsed: sql<boolean>`exists (select 1 from ${bookings} where ${bookings.userId} = ${input.userId} and ${bookings.idempotencyKey} = ${input.idempotencyKey})`,
    })
    .from(events)
    .where(eq(events.id, input.eventId));
  if (!departure) return { staleHolds: false, soldOut: null };
  const { availableSeats: seatsLeft, staleHolds } = departure;
  const decided = !staleHolds && !departure.keyUsed && departure.startDate >= input.today;
  const soldOut = decided && seatsLeft < input.participants.length;
  return { staleHolds, soldOut: soldOut ? { ok: false, reason: "sold-out", seatsLeft } : null };
}

/** Inserts a booking under a fresh reference (another on the rare clash) and answers its id. */
export async function insertBooking(
  tx: Transaction,
  values: Omit<typeof bookings.$inferInsert, "reference" | "id">,
): Promise<number> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await tx
      .insert(bookings)
      .values({ ...values, reference: bookingReference(randomInt) })
      .onConflictDoNothing({ target: bookings.reference })
      .returning({ id: bookings.id });
    if (row) return row.id;
  }
  throw new Error("Five booking references in a row were taken: the reference space needs widening.");
}

// ─── Taking a waitlist offer ────────────────────────────────────────────────────────────

export type TakeOfferOutcome =
  | CreateBookingOutcome
  | { ok: false; reason: "offer-not-found" }
  | { ok: false; reason: "offer-seats"; seats: number }
  | { ok: false; reason: "offer-ended"; status: string };

export interface OfferTaking
  extends Omit<NewBooking, "eventId" | "packageId" | "campaign" | "expectedPricePerPersonPaise"> {
  /** The traveller's waitlist entry: an entry is offered seats once in its life. */
  entryId: number;
  expectedPricePerPersonPaise: number | null;
}

/**
 * Takes the seats a waitlist offer keeps for the traveller into a held booking (15 minutes to pay),
 * by the same rules as createBooking, at the price of the moment. The offer must be open (not
 * answered, not past its expiry) when the booking commits; its seats, already off sale, become the
 * booking's. A repeated idempotency key answers the same booking.
 */
export async function takeWaitlistOffer({ db, log, now }: BookingParts, input: OfferTaking): Promise<TakeOfferOutcome> {
  const at = now();
  // An offer past its time lapses first (its seats go to the next entry), as the sweeper would.
  await db.transaction((tx) => lapseStaleOffers(tx, { userId: input.userId }, at));
  const entry = await db.query.waitlistEntries.findFirst({
    where: { id: input.entryId, userId: input.userId },
    columns: { id: true, eventId: true, packageId: true, travellers: true, status: true },
    with: { offers: { columns: { id: true, status: true, seats: true } } },
  });
  if (!entry) return { ok: false, reason: "offer-not-found" };
  const [offer] = entry.offers;
  const booking = { ...input, eventId: entry.eventId, packageId: entry.packageId };
  const outcome = await refusable(() =>
    db.transaction(async (tx): Promise<TakeOfferOutcome> => {
      const earlier = await earlierBookingOf(tx, booking);
      if (earlier) return earlier;
      if (!offer) return { ok: false, reason: "offer-ended", status: entry.status };
      if (offer.status !== "open") return { ok: false, reason: "offer-ended", status: offer.status };
      if (input.participants.length !== offer.seats) return { ok: false, reason: "offer-seats", seats: offer.seats };
      return bookSeats(tx, booking, at, {
        from: "offer",
        take: async (tx, count, bookingId) => {
          const taken = await takeOfferedSeats(tx, {
            offerId: offer.id,
            entryId: entry.id,
            eventId: entry.eventId,
            seats: count,
            bookingId,
            at,
          });
          if (!taken.ok) throw new Refusal({ ok: false, reason: "offer-ended", status: taken.status });
        },
      });
    }),
  );
  if (outcome.ok && !outcome.replayed) {
    log.info(
      { bookingId: outcome.bookingId, entryId: entry.id, travellers: input.participants.length },
      "waitlist offer taken",
    );
  }
  return outcome;
}
