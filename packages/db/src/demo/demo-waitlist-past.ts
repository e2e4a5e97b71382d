// The demo's past season: last year's departures of each active trip (its
// dates of the coming months, a year back), every one run full, on which travellers cancelled paid
// bookings some days before the start and the waitlist moved: the next group in line offered the
// seats and took them, or let the offer lapse, or declined it, the rest waiting until the line
// closed. The waitlist's odds (apps/api/src/waitlist/waitlist.ts, likelihoodOf) learn from exactly
// this: paid bookings cancelled in the stretch before a past start. Deterministic for a given today.
import { BOOKING_CAUSES, bookingReference, holdExpiresAt } from "@parvat/domain/booking";
import { bookingAmounts, gstPercentFor, rupeesToPaise } from "@parvat/domain/booking-amounts";
import { addDays, type IsoDate } from "@parvat/domain/business-dates";
import { refundFor } from "@parvat/domain/refunds";
import { seededRandom } from "@parvat/media/seeded-random";
import { and, asc, eq, gt } from "drizzle-orm";
import type { Executor } from "../factories/executor.ts";
import {
  bookingCancellations,
  bookingParticipants,
  bookingStatusChanges,
  bookings,
  campsites,
  eventPrices,
  events,
  packages,
  paymentLedger,
  treks,
  users,
  waitlistEntries,
  waitlistOffers,
} from "../schema.ts";

/** Past departures each such trip gets: enough for the odds (three at least) and a season's feel. */
const PAST_DEPARTURES = 5;
/** Days before the start at which the past's cancellations fell: late changes of plan are common. */
const CANCEL_DAYS = [2, 3, 5, 6, 8, 11, 15, 21, 30, 45];
/** The waitlist closed this many days before each start (WAITLIST_CLOSES_DAYS's default). */
const LINE_CLOSED_DAYS = 3;
const OFFER_HOURS = 12;

/** The travellers of the past season: accounts of their own, who booked and waited. */
const PAST_TRAVELLERS = [
  ["Ananya", "Bose"],
  ["Vikram", "Sethi"],
  ["Farah", "Qureshi"],
  ["Nikhil", "Joshi"],
  ["Lakshmi", "Pillai"],
  ["Harpreet", "Gill"],
  ["Devika", "Rao"],
  ["Siddharth", "Kulkarni"],
  ["Tenzin", "Dolma"],
  ["Aditya", "Chauhan"],
  ["Meghna", "Sen"],
  ["Rahul", "Verma"],
] as const;

interface Person {
  userId: number;
  firstName: string;
  lastName: string;
  phone: string;
}

/**
 * Writes last year's season of every active trip with departures ahead (any of them may sell out, and
 * a full date's waitlist then has a past to learn from); nothing when there is none.
 */
export async function insertDemoWaitlistPast(db: Executor, today: IsoDate): Promise<void> {
  const trips = await db
    .selectDistinct({ trekId: events.trekId })
    .from(events)
    .innerJoin(treks, eq(treks.id, events.trekId))
    .where(and(gt(events.startDate, today), eq(treks.status, "active")))
    .orderBy(events.trekId);
  if (trips.length === 0) return;
  const people: Person[] = [];
  for (const [index, [firstName, lastName]] of PAST_TRAVELLERS.entries()) {
    const phone = `+9170000${String(index + 1).padStart(5, "0")}`;
    const [row] = await db.insert(users).values({ phone, firstName, lastName }).returning({ id: users.id });
    people.push({ userId: row!.id, firstName, lastName, phone });
  }
  let made = 0;
  for (const { trekId } of trips) made = await insertTripPast(db, trekId, today, people, made);
}

async function insertTripPast(db: Executor, trekId: number, today: IsoDate, people: Person[], made: number) {
  const [trip] = await db
    .select({ slug: treks.slug, type: treks.type, tiers: campsites.cancellationTiers })
    .from(treks)
    .leftJoin(campsites, eq(campsites.id, treks.campsiteId))
    .where(eq(treks.id, trekId));
  const ahead = await db
    .select({ id: events.id, startDate: events.startDate, endDate: events.endDate, capacity: events.capacity })
    .from(events)
    .where(eq(events.trekId, trekId))
    .orderBy(asc(events.startDate));
  const [pack] = await db
    .select({ id: packages.id, price: packages.price })
    .from(packages)
    .where(and(eq(packages.trekId, trekId), eq(packages.hide, false)))
    .orderBy(asc(packages.priority), asc(packages.id))
    .limit(1);
  if (!trip || !pack) return made;
  // Last year's dates of the same season (52 weeks back: the same weekdays), over before today.
  const past = ahead
    .map((event) => ({
      sourceId: event.id,
      startDate: addDays(event.startDate, -364),
      endDate: addDays(event.endDate, -364),
      capacity: event.capacity,
    }))
    .filter((event) => event.endDate < addDays(today, -3))
    .slice(-PAST_DEPARTURES);
  for (const { sourceId, ...departure } of past) {
    const random = seededRandom(`${trip.slug}|${departure.startDate}|past`);
    const [event] = await db
      .insert(events)
      .values({ trekId, ...departure, availableSeats: 0 })
      .returning({ id: events.id });
    const eventId = event!.id;
    // Its packages and prices as the same date of this year's season has them.
    const prices = await db
      .select({ packageId: eventPrices.packageId, enabled: eventPrices.enabled, price: eventPrices.price })
      .from(eventPrices)
      .where(eq(eventPrices.eventId, sourceId));
    if (prices.length > 0) await db.insert(eventPrices).values(prices.map((price) => ({ ...price, eventId, trekId })));
    const priceRupees = prices.find((price) => price.packageId === pack.id)?.price ?? pack.price;
    const start = new Date(`${departure.startDate}T06:00:00+05:30`);
    const dayBefore = (days: number, hour = 11) =>
      new Date(start.getTime() - days * 86_400_000 + (hour - 6) * 3_600_000);
    // It sold out some weeks ahead, and the line formed then.
    const soldOutDays = 40 + Math.floor(random() * 30);
    const line = Array.from({ length: 3 + Math.floor(random() * 3) }, (_, position) => ({
      person: people[(made + position * 5) % people.length]!,
      travellers: 1 + Math.floor(random() * 3),
      joinedAt: dayBefore(soldOutDays - position * 2, 9 + position),
    }));
    const cancellations = 1 + (random() < 0.4 ? 1 : 0);
    const used = new Set<number>();
    const outcomes = new Map<number, { status: string; offeredAt: Date; seats: number; bookingId: number | null }>();
    for (let c = 0; c < cancellations; c += 1) {
      const daysBefore = CANCEL_DAYS[Math.floor(random() * CANCEL_DAYS.length)]!;
      if (daysBefore <= LINE_CLOSED_DAYS && c > 0) continue;
      const leaver = people[(made + 3 + c * 7) % people.length]!;
      const freed = 1 + Math.floor(random() * 3);
      const cancelledAt = dayBefore(daysBefore, 18);
      const madeAt = dayBefore(soldOutDays + 20 + c * 5);
      await insertPastBooking(db, {
        trekId,
        eventId,
        packageId: pack.id,
        priceRupees,
        tripType: trip.type,
        person: leaver,
        travellers: freed,
        madeAt,
        reference: referenceFor(`${trip.slug}|${departure.startDate}|cancelled|${c}`),
        cancelled: { at: cancelledAt, daysBefore, tiers: trip.tiers ?? [] },
        startDate: departure.startDate,
      });
      if (daysBefore <= LINE_CLOSED_DAYS) continue;
      // The seats went to the line, in order, to a group that fits: one took them, or let them go.
      let offeredAt = new Date(cancelledAt.getTime() + 10 * 60_000);
      for (const [position, entry] of line.entries()) {
        if (used.has(position) || entry.travellers > freed) continue;
        used.add(position);
        const roll = random();
        const status = roll < 0.55 ? "taken" : roll < 0.8 ? "lapsed" : "declined";
        let bookingId: number | null = null;
        if (status === "taken") {
          bookingId = await insertPastBooking(db, {
            trekId,
            eventId,
            packageId: pack.id,
            priceRupees,
            tripType: trip.type,
            person: entry.person,
            travellers: entry.travellers,
            madeAt: new Date(offeredAt.getTime() + 90 * 60_000),
            reference: referenceFor(`${trip.slug}|${departure.startDate}|waitlist|${position}`),
            cancelled: null,
            startDate: departure.startDate,
          });
        }
        outcomes.set(position, { status, offeredAt, seats: entry.travellers, bookingId });
        if (status === "taken") break;
        offeredAt = new Date(offeredAt.getTime() + (status === "lapsed" ? OFFER_HOURS * 3_600_000 : 3 * 3_600_000));
      }
    }
    const closedAt = dayBefore(LINE_CLOSED_DAYS, 0);
    for (const [position, entry] of line.entries()) {
      const outcome = outcomes.get(position);
      const [row] = await db
        .insert(waitlistEntries)
        .values({
          userId: entry.person.userId,
          trekId,
          eventId,
          packageId: pack.id,
          travellers: entry.travellers,
          status: outcome ? (outcome.status === "taken" ? "booked" : outcome.status) : "closed",
          queueOrder: position + 1,
          joinedAt: entry.joinedAt,
          endedAt: outcome ? endOf(outcome) : closedAt,
        })
        .returning({ id: waitlistEntries.id });
      if (!outcome) continue;
      await db.insert(waitlistOffers).values({
        entryId: row!.id,
        eventId,
        seats: outcome.seats,
        status: outcome.status,
        offeredAt: outcome.offeredAt,
        expiresAt: new Date(outcome.offeredAt.getTime() + OFFER_HOURS * 3_600_000),
        endedAt: endOf(outcome),
        bookingId: outcome.bookingId,
      });
    }
    made += 1;
  }
  return made;
}

/** When an offer ended: taken within the hour and a half, declined after three hours, lapsed at its expiry. */
function endOf(outcome: { status: string; offeredAt: Date }): Date {
  const hours = outcome.status === "taken" ? 1.5 : outcome.status === "declined" ? 3 : OFFER_HOURS;
  return new Date(outcome.offeredAt.getTime() + hours * 3_600_000);
}

function referenceFor(seed: string): string {
  const random = seededRandom(seed);
  return bookingReference((size) => Math.floor(random() * size));
}

/**
 * A past booking paid in full by UPI: completed when the trip ran, or cancelled by its traveller
 * `daysBefore` the start with the refund the trip's tiers gave. Answers its id.
 */
async function insertPastBooking(
  db: Executor,
  input: {
    trekId: number;
    eventId: number;
    packageId: number;
    priceRupees: number;
    tripType: string;
    person: Person;
    travellers: number;
    madeAt: Date;
    reference: string;
    cancelled: { at: Date; daysBefore: number; tiers: Parameters<typeof refundFor>[0] } | null;
    startDate: IsoDate;
  },
): Promise<number> {
  const amounts = bookingAmounts({
    pricePerPersonPaise: rupeesToPaise(input.priceRupees),
    travellerCount: input.travellers,
    gstPercent: gstPercentFor(input.tripType),
  });
  const paidAt = new Date(input.madeAt.getTime() + 8 * 60_000);
  const refund = input.cancelled
    ? refundFor(input.cancelled.tiers, input.cancelled.daysBefore, amounts.totalPaise)
    : null;
  const refundPaise = refund?.refundPaise ?? 0;
  const status = input.cancelled ? "cancelled" : "completed";
  const [booking] = await db
    .insert(bookings)
    .values({
      reference: input.reference,
      userId: input.person.userId,
      trekId: input.trekId,
      eventId: input.eventId,
      packageId: input.packageId,
      status,
      ...amounts,
      paidPaise: amounts.totalPaise - refundPaise,
      holdExpiresAt: holdExpiresAt(input.madeAt),
      idempotencyKey: `demo-past-${input.reference}`,
      createdAt: input.madeAt,
      updatedAt: input.cancelled?.at ?? input.madeAt,
    })
    .returning({ id: bookings.id });
  const bookingId = booking!.id;
  // The lead traveller is the account's own; companions are named for the group.
  await db.insert(bookingParticipants).values(
    Array.from({ length: input.travellers }, (_, position) => ({
      bookingId,
      eventId: input.eventId,
      position,
      firstName: position === 0 ? input.person.firstName : COMPANIONS[position - 1]!,
      lastName: input.person.lastName,
      countryCode: "+91",
      phone: position === 0 ? input.person.phone : `${input.person.phone.slice(0, -2)}9${position}`,
      dob: "1993-04-12",
      gender: position % 2 === 0 ? ("female" as const) : ("male" as const),
      live: false,
    })),
  );
  const history: (typeof bookingStatusChanges.$inferInsert)[] = [
    {
      bookingId,
      fromStatus: null,
      toStatus: "held",
      at: input.madeAt,
      cause: BOOKING_CAUSES.created,
      actor: "traveller",
    },
    {
      bookingId,
      fromStatus: "held",
      toStatus: "confirmed",
      at: paidAt,
      cause: BOOKING_CAUSES.paidInFull,
      actor: "money",
    },
  ];
  if (input.cancelled) {
    history.push({
      bookingId,
      fromStatus: "confirmed",
      toStatus: "cancelled",
      at: input.cancelled.at,
      cause: "Cancelled by the traveller; refund by the cancellation policy",
      actor: "traveller",
    });
  } else {
    const ended = new Date(`${addDays(input.startDate, 6)}T18:00:00+05:30`);
    history.push({
      bookingId,
      fromStatus: "confirmed",
      toStatus: "completed",
      at: ended,
      cause: BOOKING_CAUSES.tripCompleted,
      actor: "clock",
    });
  }
  await db.insert(bookingStatusChanges).values(history);
  const paymentId = `pay_demo_${input.reference}`;
  await db.insert(paymentLedger).values({
    bookingId,
    kind: "payment",
    provider: "sandbox",
    providerId: paymentId,
    providerPaymentId: paymentId,
    amountPaise: amounts.totalPaise,
    method: "upi",
    at: paidAt,
  });
  if (input.cancelled) {
    if (refundPaise > 0) {
      await db.insert(paymentLedger).values({
        bookingId,
        kind: "refund",
        provider: "sandbox",
        providerId: `rfnd_demo_${input.reference}`,
        providerPaymentId: paymentId,
        amountPaise: refundPaise,
        at: new Date(input.cancelled.at.getTime() + 3_600_000),
      });
    }
    await db.insert(bookingCancellations).values({
      bookingId,
      at: input.cancelled.at,
      by: "traveller",
      basePaise: amounts.totalPaise,
      refundPaise,
      percent: refund?.percent ?? null,
      feePaise: refund?.feePaise ?? 0,
      terms: refund?.tierText ?? "No refund under the cancellation policy",
    });
  }
  return bookingId;
}

const COMPANIONS = ["Ira", "Kabir"];
