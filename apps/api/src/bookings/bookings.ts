// The bookings service: booking seats on a departure, cancelling a hold, and giving back
// the seats of holds nobody paid for. It answers with outcomes, not GraphQL errors;
// booking-fields.ts turns them into the API's answers (docs/decisions/0007-mutation-template.md).
//
// Seats can never be oversold, whatever the concurrency and however many server copies run:
// - seats are taken by one conditional UPDATE (`available_seats >= n`), which PostgreSQL applies to
//   the newest row version while holding the row lock, and the events table refuses a negative count;
// - that UPDATE is the booking's last statement, so the row lock it takes is held only until the
//   commit that follows: bookings of one departure queue for one statement, not a whole booking;
// - a traveller's phone is live once per departure by a partial unique index; the insert skips a
//   phone already there (DUPLICATE_PARTICIPANT) and waits for a booking of it still in flight;
// - a repeated idempotency key waits on an advisory lock for the first request's transaction and
//   then finds its booking, so the same key never takes seats twice;
// - stale holds are claimed with FOR UPDATE SKIP LOCKED, so the sweeper, the check on read and a
//   cancellation never release the same seats twice. Locks are taken bookings first, then events.
import { randomInt } from "node:crypto";
import type { Database, Transaction } from "@parvat/db/client";
import {
  bookingCancellations,
  bookingParticipants,
  bookingStatusChanges,
  bookings,
  departureCancellations,
  events,
  inquiries,
  paymentLedger,
  quotationAcceptances,
  quotations,
  waitlistEntries,
  waitlistOffers,
} from "@parvat/db/schema";
import {
  ageProblem,
  BOOKING_CAUSES,
  type BookingStatus,
  bookingReference,
  holdExpiresAt,
  isLiveStatus,
  type Participant,
  type ParticipantField,
} from "@parvat/domain/booking";
import { bookingAmounts, gstPercentFor, rupeesToPaise } from "@parvat/domain/booking-amounts";
import type { IsoDate } from "@parvat/domain/business-dates";
import { bookingAmountPaise, statusAfterPayment } from "@parvat/domain/payments";
import { departurePrice, struckThroughPrice } from "@parvat/domain/trek-pricing";
import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { HoldLimits } from "../accounts/accounts.ts";
import { lockNames } from "../accounts/rate-limits.ts";
import {
  type CampaignChoice,
  type CampaignRequest,
  campaignDiscountNow,
  chooseCampaign,
} from "../campaigns/campaigns.ts";
import { giveBackCreditOfHolds } from "../credit/credit.ts";
import type { Logger } from "../logger.ts";
import { retakeAddOnStock, returnAddOnStock } from "../trail/add-ons.ts";
import { lapseStaleOffers, lockDeparture, offerFreeSeats } from "../waitlist/offers.ts";
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
  | { ok: false; reason: "sold-out"; seatsLeft: number }
  | { ok: false; reason: "hold-limit"; limit: "holds" | "seats" }
  | { ok: false; reason: "campaign"; refusal: Exclude<CampaignChoice, { ok: true }> };

export type CancelBookingOutcome =
  | { ok: true; bookingId: number }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "not-cancellable"; status: BookingStatus };

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
        .map((participant, position) => ({ bookingId, eventId: input.eventId, position, ...participant }))
        .sort((a, b) => a.phone.localeCompare(b.phone)),
    )
    .onConflictDoNothing({ target: [bookingParticipants.eventId, bookingParticipants.phone], where: sql`live` })
    .returning({ phone: bookingParticipants.phone });
  if (added.length < count) {
    const stored = new Set(added.map((row) => row.phone));
    const index = input.participants.findIndex((participant) => !stored.has(participant.phone));
    throw new Refusal({ ok: false, reason: "already-booked", index });
  }
  await tx
    .insert(bookingStatusChanges)
    .values({ bookingId, fromStatus: null, toStatus: "held", at, cause: BOOKING_CAUSES.created });

  if (source.from === "offer") {
    await source.take(tx, count, bookingId);
    return { ok: true, bookingId, replayed: false };
  }
  // The seats, last: the departure's row stays locked only from here to the commit, so bookings
  // of one departure queue for one statement, not for the whole booking.
  const [taken] = await tx
    .update(events)
    .set({ availableSeats: sql`${events.availableSeats} - ${count}` })
    .where(and(eq(events.id, input.eventId), gte(events.availableSeats, count)))
    .returning({ availableSeats: events.availableSeats });
  if (!taken) {
    const [left] = await tx
      .select({ availableSeats: events.availableSeats })
      .from(events)
      .where(eq(events.id, input.eventId));
    throw new Refusal({ ok: false, reason: "sold-out", seatsLeft: left?.availableSeats ?? 0 });
  }
  return { ok: true, bookingId, replayed: false };
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

type SaleRefusal = { ok: false; reason: "unknown-departure" | "departure-closed" };

/**
 * Whether seats of a package on a departure are on sale today, and at what price per person: the
 * departure exists and has not started, its trip is active, the package is offered, and the package
 * has an enabled price on that date (SPEC.md's price rule, on the server: the browser's figure only
 * tells us what it showed). One rule for a new booking and for an expired one a late payment would
 * take back (reviveExpired).
 */
export async function saleOf(
  tx: Transaction,
  { eventId, packageId, today }: { eventId: number; packageId: number; today: IsoDate },
) {
  const departure = await tx.query.events.findFirst({
    where: { id: eventId },
    columns: { id: true, trekId: true, startDate: true, availableSeats: true },
    with: {
      trek: {
        columns: { status: true, type: true, minAge: true, maxAge: true, bookingAmountPerPerson: true },
        with: {
          packages: { where: { id: packageId }, columns: { id: true, price: true, originalPrice: true, hide: true } },
        },
      },
      prices: { columns: { packageId: true, enabled: true, price: true } },
    },
  });
  if (!departure) return { ok: false, reason: "unknown-departure" } as SaleRefusal;
  // A departure we cancelled sells nothing, whatever its seats say.
  const [calledOff] = await tx
    .select({ id: departureCancellations.id })
    .from(departureCancellations)
    .where(eq(departureCancellations.eventId, eventId));
  if (calledOff) return { ok: false, reason: "departure-closed" } as SaleRefusal;
  const [pkg] = departure.trek.packages;
  if (!pkg || pkg.hide || departure.trek.status !== "active" || departure.startDate < today) {
    return { ok: false, reason: "departure-closed" } as SaleRefusal;
  }
  const priced = { id: pkg.id, price: pkg.price, original_price: pkg.originalPrice };
  const price = departurePrice(priced, {
    prices: departure.prices.map((p) => ({ package_id: p.packageId, enabled: p.enabled, price: p.price })),
  });
  if (price === null) return { ok: false, reason: "departure-closed" } as SaleRefusal;
  const pricePerPersonPaise = rupeesToPaise(price);
  // The regular fare a reduced (early-bird) price comes from: a campaign's combination rule needs it.
  const regularPricePerPersonPaise = Math.max(pricePerPersonPaise, rupeesToPaise(struckThroughPrice(priced, price)));
  return { ok: true, departure, pricePerPersonPaise, regularPricePerPersonPaise } as const;
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

/** Cancels the viewer's held booking and puts its seats back on sale at once. */
export async function cancelBooking(
  { db, log, now }: BookingParts,
  { userId, bookingId }: { userId: number; bookingId: number },
): Promise<CancelBookingOutcome> {
  const at = now();
  const outcome = await db.transaction(async (tx): Promise<CancelBookingOutcome> => {
    // A hold that has run out is expired, not cancelled.
    await releaseStaleHolds(tx, { userId }, at);
    const [booking] = await tx
      .select({ id: bookings.id, status: bookings.status, eventId: bookings.eventId, count: bookings.travellerCount })
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)))
      .for("update");
    if (!booking) return { ok: false, reason: "not-found" };
    const status = booking.status as BookingStatus;
    // Paid bookings are cancelled with a refund, which belongs to the payments issue.
    if (status !== "held") return { ok: false, reason: "not-cancellable", status };
    await changeStatus(tx, [{ id: booking.id, from: status }], "cancelled", BOOKING_CAUSES.cancelledByTraveller, at);
    await returnSeats(tx, [{ eventId: booking.eventId, count: booking.count }], at);
    await recordCancellation(tx, {
      bookingId: booking.id,
      at,
      by: "traveller",
      basePaise: 0,
      refundPaise: 0,
      percent: null,
      feePaise: 0,
      terms: "Cancelled before any payment; nothing to refund",
    });
    return { ok: true, bookingId: booking.id };
  });
  if (outcome.ok) log.info({ bookingId }, "held booking cancelled; seats released");
  return outcome;
}

/** How a booking was cancelled (booking_cancellations): written once, with the cancellation. */
export function recordCancellation(tx: Transaction, record: typeof bookingCancellations.$inferInsert) {
  return tx.insert(bookingCancellations).values(record);
}

/** Whose stale holds to release: one booking's, one departure's, one traveller's, or (the sweeper) everyone's. */
export type HoldScope = { bookingId: number } | { eventId: number } | { userId: number } | Record<string, never>;

/**
 * Expires held bookings whose hold ended by `at` and gives their seats back, at most `limit` of
 * them; answers how many. Rows another transaction is working on are skipped, not waited for.
 */
export async function releaseStaleHolds(tx: Transaction, scope: HoldScope, at: Date, limit = 500): Promise<number> {
  const claimed = tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "held"),
        lte(bookings.holdExpiresAt, at),
        "bookingId" in scope ? eq(bookings.id, scope.bookingId) : undefined,
        "eventId" in scope ? eq(bookings.eventId, scope.eventId) : undefined,
        "userId" in scope ? eq(bookings.userId, scope.userId) : undefined,
      ),
    )
    .orderBy(asc(bookings.holdExpiresAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  const expired = await tx
    .update(bookings)
    .set({ status: "expired", updatedAt: at })
    .where(and(inArray(bookings.id, claimed), eq(bookings.status, "held")))
    .returning({ id: bookings.id, eventId: bookings.eventId, count: bookings.travellerCount });
  if (expired.length === 0) return 0;
  await changeStatus(
    tx,
    expired.map(({ id }) => ({ id, from: "held" as const })),
    "expired",
    BOOKING_CAUSES.holdExpired,
    at,
    { bookingRowUpdated: true },
  );
  await returnSeats(tx, expired, at);
  return expired.length;
}

/** Releases every stale hold of one traveller in a transaction of its own (the check on read). */
export function releaseStaleHoldsOf({ db, now }: Pick<BookingParts, "db" | "now">, userId: number): Promise<number> {
  return db.transaction((tx) => releaseStaleHolds(tx, { userId }, now()));
}

/**
 * Moves bookings to a status: the booking rows (unless the caller already did), whether their
 * participants still count as live on the departure, and one history row each.
 */
export async function changeStatus(
  tx: Transaction,
  changes: readonly { id: number; from: BookingStatus }[],
  to: BookingStatus,
  cause: string,
  at: Date,
  { bookingRowUpdated = false } = {},
): Promise<void> {
  const ids = changes.map((change) => change.id);
  if (!bookingRowUpdated) await tx.update(bookings).set({ status: to, updatedAt: at }).where(inArray(bookings.id, ids));
  await tx
    .update(bookingParticipants)
    .set({ live: isLiveStatus(to) })
    .where(inArray(bookingParticipants.bookingId, ids));
  await tx
    .insert(bookingStatusChanges)
    .values(changes.map((change) => ({ bookingId: change.id, fromStatus: change.from, toStatus: to, at, cause })));
  if (to === "expired" || to === "cancelled") {
    await releaseUnpaidAcceptances(tx, ids, at);
    await returnAddOnStock(tx, ids);
    // Trip credit spent on a hold that ends is the traveller's again (a paid booking's money follows its cancellation).
    await giveBackCreditOfHolds(
      tx,
      changes.filter((change) => change.from === "held").map((change) => change.id),
      at,
    );
  }
}

/**
 * A quotation whose booking ended without any money received (its hold lapsed, or it was cancelled
 * unpaid) can be accepted again: the acceptance is released and the enquiry is back to quoted. One
 * that received money stays accepted: its refunds and its record belong to that acceptance.
 */
async function releaseUnpaidAcceptances(tx: Transaction, bookingIds: readonly number[], at: Date) {
  const released = await tx
    .update(quotationAcceptances)
    .set({ releasedAt: at })
    .where(
      and(
        inArray(quotationAcceptances.bookingId, [...bookingIds]),
        isNull(quotationAcceptances.releasedAt),
        sql`not exists (select 1 from ${paymentLedger} where ${paymentLedger.bookingId} = ${quotationAcceptances.bookingId} and ${paymentLedger.kind} = 'payment')`,
      ),
    )
    .returning({ quotationId: quotationAcceptances.quotationId });
  if (released.length === 0) return;
  await tx
    .update(inquiries)
    .set({ status: "quoted" })
    .where(
      and(
        eq(inquiries.status, "accepted"),
        inArray(
          inquiries.id,
          tx
            .select({ id: quotations.inquiryId })
            .from(quotations)
            .where(
              inArray(
                quotations.id,
                released.map((row) => row.quotationId),
              ),
            ),
        ),
      ),
    );
}

/**
 * Gives seats back, one statement per departure, in id order (so two callers never deadlock), and
 * offers them at once, in the same transaction, to the departure's waitlist (waitlist/offers.ts):
 * seats an entry of the line can take are offered to it and never appear on sale; the rest go on
 * sale. Every seat that comes back passes here (cancellations, expired holds, transfers).
 * A quotation's booking (no departure: eventId null) holds no seats and gives none back.
 */
export async function returnSeats(
  tx: Transaction,
  released: readonly { eventId: number | null; count: number }[],
  at: Date,
): Promise<void> {
  const perEvent = new Map<number, number>();
  for (const { eventId, count } of released) {
    if (eventId !== null) perEvent.set(eventId, (perEvent.get(eventId) ?? 0) + count);
  }
  for (const [eventId, count] of [...perEvent].sort(([a], [b]) => a - b)) {
    await tx
      .update(events)
      .set({ availableSeats: sql`${events.availableSeats} + ${count}` })
      .where(eq(events.id, eventId));
    await offerFreeSeats(tx, eventId, at);
  }
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
          await lockDeparture(tx, entry.eventId);
          const [taken] = await tx
            .update(waitlistOffers)
            .set({ status: "taken", endedAt: at, bookingId })
            .where(
              and(eq(waitlistOffers.id, offer.id), eq(waitlistOffers.status, "open"), gt(waitlistOffers.expiresAt, at)),
            )
            .returning({ id: waitlistOffers.id });
          if (!taken) {
            const [now] = await tx
              .select({ status: waitlistOffers.status })
              .from(waitlistOffers)
              .where(eq(waitlistOffers.id, offer.id));
            throw new Refusal({
              ok: false,
              reason: "offer-ended",
              status: now?.status === "open" ? "lapsed" : now?.status,
            });
          }
          await tx
            .update(waitlistEntries)
            .set({ status: "booked", endedAt: at })
            .where(eq(waitlistEntries.id, entry.id));
          const [moved] = await tx
            .update(events)
            .set({ offeredSeats: sql`${events.offeredSeats} - ${count}` })
            .where(and(eq(events.id, entry.eventId), gte(events.offeredSeats, count)))
            .returning({ id: events.id });
          if (!moved)
            throw new Error(`Departure ${entry.eventId} has fewer seats on offer than its open offer ${offer.id}.`);
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

// ─── Taking an expired booking back ─────────────────────────────────────────────────────

/** Why a payment that arrived after the hold ended cannot take its booking back. */
export type RevivalRefusal =
  | "departure-closed"
  | "price-changed"
  | "offer-ended"
  | "amount-short"
  | "balance-deadline-passed"
  | "sold-out"
  | "already-booked"
  | "quotation-closed";

/** Each refusal in words, for the traveller: the refund carries it, the email and the dashboard say it. */
export const REVIVAL_REFUSAL_TEXT: Record<RevivalRefusal, string> = {
  "departure-closed":
    "the departure is no longer open for booking (it has started, its sales have closed, or the trip or package is no longer offered)",
  "price-changed": "the price per person has changed since the booking was made",
  "offer-ended": "the offer the booking carried has ended",
  "amount-short": "the payment does not cover the booking amount",
  "balance-deadline-passed": "a part payment arrived after the last day to pay the balance",
  "sold-out": "the seats (or the add-ons chosen) were taken by other travellers after the hold ended",
  "already-booked": "a traveller of the booking has been booked on the departure since",
  "quotation-closed": "the quotation has expired or has been accepted again",
};

/**
 * Takes an expired booking back for the money that has just arrived, when everything createBooking
 * would check still holds: the departure on sale today with the package at the same price per
 * person, the booking's offer still given (and worth the same), a part payment before the balance's
 * deadline, and the seats free for the same travellers (taken by the same conditional UPDATE). A
 * quotation's booking (no seats) comes back while its quotation could still be accepted. Answers the
 * status reached, or why not; nothing is written when it refuses.
 */
export async function reviveExpired(
  tx: Transaction,
  bookingId: number,
  { paidPaise, today, at, balanceDueBy }: { paidPaise: number; today: IsoDate; at: Date; balanceDueBy: IsoDate | null },
): Promise<{ ok: true; status: BookingStatus } | { ok: false; reason: RevivalRefusal }> {
  const booking = (await tx.query.bookings.findFirst({
    where: { id: bookingId },
    with: { quotation: { columns: { expiryDate: true } } },
  }))!;
  const reached = statusAfterPayment({
    status: "held",
    paidPaise,
    totalPaise: booking.totalPaise,
    bookingAmountPaise: booking.bookingAmountPaise,
  });
  if (reached === "held") return { ok: false, reason: "amount-short" };
  if (reached === "part_paid" && (balanceDueBy === null || today > balanceDueBy)) {
    return { ok: false, reason: "balance-deadline-passed" };
  }
  if (booking.quotation) {
    // As acceptQuotation does: the quotation's row first, so an acceptance at the same moment waits.
    await tx
      .select({ id: quotations.id })
      .from(quotations)
      .where(eq(quotations.id, booking.quotationId!))
      .for("update");
    const inForce = await tx.query.quotationAcceptances.findFirst({
      where: { quotationId: booking.quotationId!, releasedAt: { isNull: true } },
      columns: { bookingId: true },
    });
    if (booking.quotation.expiryDate < today || (inForce && inForce.bookingId !== bookingId)) {
      return { ok: false, reason: "quotation-closed" };
    }
    // Its acceptance is in force again (released when it expired unpaid), the enquiry accepted again.
    await tx
      .update(quotationAcceptances)
      .set({ releasedAt: null })
      .where(eq(quotationAcceptances.bookingId, bookingId));
    await tx
      .update(inquiries)
      .set({ status: "accepted" })
      .where(
        inArray(
          inquiries.id,
          tx.select({ id: quotations.inquiryId }).from(quotations).where(eq(quotations.id, booking.quotationId!)),
        ),
      );
    return { ok: true, status: reached };
  }
  const eventId = booking.eventId!;
  const sale = await saleOf(tx, { eventId, packageId: booking.packageId!, today });
  if (!sale.ok) return { ok: false, reason: "departure-closed" };
  if (sale.pricePerPersonPaise !== booking.pricePerPersonPaise) return { ok: false, reason: "price-changed" };
  if (booking.campaignId !== null) {
    const discountPaise = await campaignDiscountNow(tx, booking.campaignId, {
      trekId: booking.trekId!,
      fare: {
        pricePerPersonPaise: booking.pricePerPersonPaise,
        regularPricePerPersonPaise: sale.regularPricePerPersonPaise,
        travellerCount: booking.travellerCount,
      },
      now: at,
    });
    if (discountPaise !== booking.discountPaise) return { ok: false, reason: "offer-ended" };
  }
  const [clash] = await tx
    .select({ phone: bookingParticipants.phone })
    .from(bookingParticipants)
    .where(
      and(
        eq(bookingParticipants.eventId, eventId),
        eq(bookingParticipants.live, true),
        inArray(
          bookingParticipants.phone,
          tx
            .select({ phone: bookingParticipants.phone })
            .from(bookingParticipants)
            .where(eq(bookingParticipants.bookingId, bookingId)),
        ),
      ),
    )
    .limit(1);
  if (clash) return { ok: false, reason: "already-booked" };
  // The seats last, as in createBooking: the departure's row is locked only until the commit.
  const [taken] = await tx
    .update(events)
    .set({ availableSeats: sql`${events.availableSeats} - ${booking.travellerCount}` })
    .where(and(eq(events.id, eventId), gte(events.availableSeats, booking.travellerCount)))
    .returning({ id: events.id });
  if (!taken) return { ok: false, reason: "sold-out" };
  // Its add-ons come back with it, or the seats go back and it stays expired.
  if (!(await retakeAddOnStock(tx, bookingId))) {
    await returnSeats(tx, [{ eventId, count: booking.travellerCount }], at);
    return { ok: false, reason: "sold-out" };
  }
  return { ok: true, status: reached };
}
