// The demo traveller and their bookings, so the dashboard is not empty in the demo. Log
// in as +91 98765 43210; on the embedded database the one-time code is printed in the server log.
//
// The bookings are made from whatever departures the demo catalogue holds (the loader calls this
// last), with amounts by the same rules the API applies (@parvat/domain/booking): a confirmed and a
// part-paid booking on upcoming departures (their seats taken), one cancelled while held (its
// seats given back), and one completed on a departure in the past. None is held: a hold would
// expire 15 minutes after the first start.

import {
  ageProblem,
  BOOKING_CAUSES,
  type BookingStatus,
  type Gender,
  holdExpiresAt,
  isLiveStatus,
} from "@parvat/domain/booking";
import { bookingAmounts, gstPercentFor, rupeesToPaise } from "@parvat/domain/booking-amounts";
import { type BookingActor, moveProblem } from "@parvat/domain/booking-lifecycle";
import { addDays, type IsoDate } from "@parvat/domain/business-dates";
import { departurePrice } from "@parvat/domain/trek-pricing";
import { eq, sql } from "drizzle-orm";
import type { Executor } from "../factories/executor.ts";
import {
  bookingParticipants,
  bookingStatusChanges,
  bookings,
  eventPrices,
  events,
  packages,
  paymentLedger,
  users,
} from "../schema.ts";
import { issueTaxDocuments } from "../tax-documents.ts";

/** The demo traveller's phone (E.164): +91 98765 43210. */
export const DEMO_TRAVELLER_PHONE = "+919876543210";

interface Companion {
  firstName: string;
  lastName: string;
  phone: string;
  dob: IsoDate;
  gender: Gender;
}

const TRAVELLER: Companion = {
  firstName: "Meera",
  lastName: "Nair",
  phone: DEMO_TRAVELLER_PHONE,
  dob: "1992-08-14",
  gender: "female",
};
const COMPANIONS: Companion[] = [
  { firstName: "Arjun", lastName: "Nair", phone: "+919845012345", dob: "1990-02-03", gender: "male" },
  { firstName: "Kavya", lastName: "Menon", phone: "+919812398765", dob: "1995-11-21", gender: "female" },
];

/** A part payment agreed with the trip desk for the demo's part-paid booking. */
const DEMO_BOOKING_AMOUNT_PER_TRAVELLER_PAISE = rupeesToPaise(5_000);

interface Plan {
  reference: string;
  status: BookingStatus;
  travellers: number;
  /** Days before today the booking was made. */
  madeDaysAgo: number;
  /** The statuses after `held`, each with its cause, minutes after the booking. */
  /** Each move of its past, by whom: the table of moves (@parvat/domain/booking-lifecycle) must allow it. */
  changes: { status: BookingStatus; cause: string; afterMinutes: number; by: BookingActor }[];
}

const UPCOMING: Plan[] = [
  {
    reference: "PJ-7K3M9Q",
    status: "confirmed",
    travellers: 2,
    madeDaysAgo: 12,
    changes: [{ status: "confirmed", cause: BOOKING_CAUSES.paidInFull, afterMinutes: 6, by: "money" }],
  },
  {
    reference: "PJ-4HX8TN",
    status: "part_paid",
    travellers: 3,
    madeDaysAgo: 5,
    changes: [{ status: "part_paid", cause: BOOKING_CAUSES.bookingAmountPaid, afterMinutes: 9, by: "money" }],
  },
  {
    reference: "PJ-9WBR2F",
    status: "cancelled",
    travellers: 1,
    madeDaysAgo: 2,
    changes: [{ status: "cancelled", cause: BOOKING_CAUSES.cancelledByTraveller, afterMinutes: 4, by: "traveller" }],
  },
];

const COMPLETED: Plan = {
  reference: "PJ-6CJ5YP",
  status: "completed",
  travellers: 2,
  madeDaysAgo: 75,
  changes: [
    { status: "confirmed", cause: BOOKING_CAUSES.paidInFull, afterMinutes: 7, by: "money" },
    { status: "completed", cause: BOOKING_CAUSES.tripCompleted, afterMinutes: 60 * 24 * 70, by: "clock" },
  ],
};

/** A departure the demo can book: its trip's rules and the package's price on it. */
interface Bookable {
  eventId: number;
  trekId: number;
  startDate: IsoDate;
  packageId: number;
  priceRupees: number;
  tripType: string;
}

/** Writes the demo traveller and their bookings; does nothing when the catalogue has no departures. */
export async function insertDemoBookings(db: Executor, today: IsoDate): Promise<void> {
  const candidates = await db.query.events.findMany({
    where: { startDate: { gte: addDays(today, 14) }, availableSeats: { gte: 4 }, trek: { status: "active" } },
    columns: { id: true, trekId: true, startDate: true },
    with: {
      trek: { columns: { type: true, minAge: true, maxAge: true } },
      prices: { columns: { packageId: true, enabled: true, price: true }, with: { package: true } },
    },
    orderBy: { startDate: "asc", id: "asc" },
  });
  // Different trips, preferring a mix of trip types, each with travellers the trip's ages allow.
  const chosen: Bookable[] = [];
  for (const event of candidates) {
    if (chosen.length === UPCOMING.length + 1) break;
    if (chosen.some((other) => other.trekId === event.trekId)) continue;
    if (chosen.some((other) => other.tripType === event.trek.type) && chosen.length < 3) continue;
    const ages = { startDate: event.startDate, minAge: event.trek.minAge, maxAge: event.trek.maxAge };
    if ([TRAVELLER, ...COMPANIONS].some((person) => ageProblem(person.dob, ages))) continue;
    const entry = event.prices.find((price) => price.enabled && !price.package.hide);
    if (!entry) continue;
    const priceRupees = departurePrice(
      { id: entry.packageId, price: entry.package.price, original_price: null },
      { prices: event.prices.map((p) => ({ package_id: p.packageId, enabled: p.enabled, price: p.price })) },
    );
    if (priceRupees === null) continue;
    chosen.push({
      eventId: event.id,
      trekId: event.trekId,
      startDate: event.startDate,
      packageId: entry.packageId,
      priceRupees,
      tripType: event.trek.type,
    });
  }
  if (chosen.length < UPCOMING.length + 1) return;

  const [traveller] = await db
    .insert(users)
    .values({ phone: TRAVELLER.phone, firstName: TRAVELLER.firstName, lastName: TRAVELLER.lastName })
    .returning({ id: users.id });
  for (const [index, plan] of UPCOMING.entries()) await insertBooking(db, traveller!.id, chosen[index]!, plan, today);
  await insertBooking(db, traveller!.id, await pastDeparture(db, chosen[UPCOMING.length]!, today), COMPLETED, today);
}

/** A departure of the same trip that ended a few weeks ago (the demo catalogue only plans future ones). */
async function pastDeparture(db: Executor, like: Bookable, today: IsoDate): Promise<Bookable> {
  const startDate = addDays(today, -40);
  const [event] = await db
    .insert(events)
    .values({ trekId: like.trekId, startDate, endDate: addDays(startDate, 5), capacity: 20, availableSeats: 20 })
    .returning({ id: events.id });
  const [pack] = await db.select({ price: packages.price }).from(packages).where(eq(packages.id, like.packageId));
  await db.insert(eventPrices).values({ eventId: event!.id, trekId: like.trekId, packageId: like.packageId });
  return { ...like, eventId: event!.id, startDate, priceRupees: pack!.price };
}

async function insertBooking(db: Executor, userId: number, departure: Bookable, plan: Plan, today: IsoDate) {
  const madeAt = new Date(`${addDays(today, -plan.madeDaysAgo)}T10:30:00+05:30`);
  const amounts = bookingAmounts({
    pricePerPersonPaise: rupeesToPaise(departure.priceRupees),
    travellerCount: plan.travellers,
    gstPercent: gstPercentFor(departure.tripType),
  });
  const bookingAmountPaise =
    plan.status === "part_paid" ? DEMO_BOOKING_AMOUNT_PER_TRAVELLER_PAISE * plan.travellers : null;
  const paidPaise =
    plan.status === "part_paid"
      ? bookingAmountPaise!
      : plan.changes.some((step) => step.status === "confirmed")
        ? amounts.totalPaise
        : 0;
  const live = isLiveStatus(plan.status);
  const [booking] = await db
    .insert(bookings)
    .values({
      reference: plan.reference,
      userId,
      trekId: departure.trekId,
      eventId: departure.eventId,
      packageId: departure.packageId,
      status: plan.status,
      ...amounts,
      paidPaise,
      bookingAmountPaise,
      holdExpiresAt: holdExpiresAt(madeAt),
      idempotencyKey: `demo-booking-${plan.reference}`,
      createdAt: madeAt,
      updatedAt: madeAt,
    })
    .returning({ id: bookings.id });
  const bookingId = booking!.id;
  await db.insert(bookingParticipants).values(
    [TRAVELLER, ...COMPANIONS].slice(0, plan.travellers).map((person, position) => ({
      bookingId,
      eventId: departure.eventId,
      position,
      ...person,
      countryCode: "+91",
      live,
    })),
  );
  // A past written as the API would have written it: only moves its table allows, each with its actor.
  let from: BookingStatus = "held";
  const history: (typeof bookingStatusChanges.$inferInsert)[] = [
    { bookingId, fromStatus: null, toStatus: "held", at: madeAt, cause: BOOKING_CAUSES.created, actor: "traveller" },
  ];
  for (const step of plan.changes) {
    const problem = moveProblem(from, step.status, step.by);
    if (problem) throw new Error(`Demo booking ${plan.reference}: ${problem}`);
    const at = new Date(madeAt.getTime() + step.afterMinutes * 60_000);
    history.push({ bookingId, fromStatus: from, toStatus: step.status, at, cause: step.cause, actor: step.by });
    from = step.status;
  }
  await db.insert(bookingStatusChanges).values(history);
  // The money behind paid_paise, as the ledger records a captured payment.
  const paidStep = plan.changes.find((step) => step.status === "confirmed" || step.status === "part_paid");
  if (paidPaise > 0 && paidStep) {
    await db.insert(paymentLedger).values({
      bookingId,
      kind: "payment",
      provider: "sandbox",
      providerId: `pay_demo_${plan.reference}`,
      providerPaymentId: `pay_demo_${plan.reference}`,
      amountPaise: paidPaise,
      method: "upi",
      at: new Date(madeAt.getTime() + paidStep.afterMinutes * 60_000),
    });
    await issueTaxDocuments(db, bookingId);
  }
  // Seats: live bookings hold theirs; the completed trip's travellers took theirs when it ran.
  if (live || plan.status === "completed") {
    await db
      .update(events)
      .set({ availableSeats: sql`${events.availableSeats} - ${plan.travellers}` })
      .where(eq(events.id, departure.eventId));
  }
}
