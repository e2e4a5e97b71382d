// What the trip desk looks at first every morning: the week's departures with
// their seats, holds about to lapse, the day's money (received, refunded and the net of the two),
// balances falling due, new enquiries, and background work that failed. Read-only: each list is one
// query, the newest or most urgent first; the day's totals are summed by the database over the whole
// day, not over the rows a list shows.
import type { Database } from "@parvat/db/client";
import {
  bookings,
  events,
  inquiries,
  jobs,
  paymentLedger,
  paymentWebhookEvents,
  quotations,
  treks,
  tripMessageSettings,
  users,
} from "@parvat/db/schema";
import { addDays, type IsoDate } from "@parvat/domain/business-dates";
import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import { balanceDeadlineSql } from "../booking-lifecycle/booking-state.ts";
import { balanceTimeline, overdueStatusText } from "../messages/balance-collection.ts";
import { DEFAULT_TRIP_SETTINGS, type TripSettings } from "../messages/trip-rules.ts";

/** The window of Today's lists. */
export const TODAY_WINDOWS = {
  departureDays: 7,
  holdMinutes: 10,
  balanceDays: 7,
  /** An event not yet applied after this long is stuck, not merely queued. */
  webhookGraceMinutes: 5,
  /** Rows per list; the counts say how many there are in all. */
  rows: 50,
} as const;

export interface TodayDeparture {
  id: number;
  trekId: number;
  trekName: string;
  trekSlug: string;
  startDate: IsoDate;
  endDate: IsoDate;
  capacity: number;
  availableSeats: number;
}

export interface TodayBooking {
  id: number;
  reference: string;
  status: string;
  trekName: string | null;
  startDate: IsoDate | null;
  travellerCount: number;
  phone: string;
  totalPaise: number;
  paidPaise: number;
  holdExpiresAt: Date | null;
  balanceDueBy: IsoDate | null;
}

/** A movement of money in the ledger today: a captured payment or a processed refund. */
export interface TodayPayment {
  id: number;
  kind: "payment" | "refund";
  bookingId: number;
  bookingReference: string;
  amountPaise: number;
  method: string | null;
  provider: string;
  at: Date;
}

export interface TodayEnquiry {
  id: number;
  slug: string;
  kind: string;
  name: string;
  mobile: string;
  /** Null: none given (a general question). */
  travelDate: IsoDate | null;
  travellers: number;
  trekName: string | null;
  createdAt: Date;
}

export interface TodayFailure {
  /** "job" or "webhook". */
  source: "job" | "webhook";
  id: number;
  kind: string;
  attempts: number;
  lastError: string | null;
  /** Set once a job has used all its attempts: nobody retries it any more. */
  gaveUp: boolean;
  at: Date;
}

/** The day's money in paise: what came in, what went back, and what stays. */
export interface TodayMoney {
  receivedPaise: number;
  paymentCount: number;
  refundedPaise: number;
  refundCount: number;
  netPaise: number;
}

export interface Today {
  today: IsoDate;
  departures: TodayDeparture[];
  expiringHolds: TodayBooking[];
  paymentsToday: TodayPayment[];
  refundsToday: TodayPayment[];
  moneyToday: TodayMoney;
  balancesDue: TodayBooking[];
  /** Part-paid bookings past their balance deadline, each with what happens next (messages/balance-collection.ts). */
  inGrace: (TodayBooking & { graceText: string })[];
  newEnquiries: TodayEnquiry[];
  newEnquiryCount: number;
  failures: TodayFailure[];
}

const bookingColumns = {
  id: bookings.id,
  reference: bookings.reference,
  status: bookings.status,
  // A quotation's booking has no trek or departure: its trip is the quotation's title and date.
  trekName: sql<string | null>`coalesce(${treks.name}, ${quotations.tripTitle})`,
  startDate: sql<IsoDate | null>`coalesce(${events.startDate}, ${quotations.travelDate})::text`,
  travellerCount: bookings.travellerCount,
  phone: users.phone,
  totalPaise: bookings.totalPaise,
  paidPaise: bookings.paidPaise,
  holdExpiresAt: bookings.holdExpiresAt,
  balanceDueBy: sql<IsoDate | null>`(${balanceDeadlineSql})::text`,
};

/** A sum of paise comes back as bigint text (a busy day can pass 2^31 paise, ₹2.1 crore). */
function moneyOf(
  row: { receivedPaise: unknown; paymentCount: number; refundedPaise: unknown; refundCount: number } | undefined,
): TodayMoney {
  const receivedPaise = Number(row?.receivedPaise ?? 0);
  const refundedPaise = Number(row?.refundedPaise ?? 0);
  return {
    receivedPaise,
    paymentCount: row?.paymentCount ?? 0,
    refundedPaise,
    refundCount: row?.refundCount ?? 0,
    netPaise: receivedPaise - refundedPaise,
  };
}

export async function loadToday(
  db: Database,
  { today, now, timeZone }: { today: IsoDate; now: Date; timeZone: string },
): Promise<Today> {
  const holdsUntil = new Date(now.getTime() + TODAY_WINDOWS.holdMinutes * 60_000);
  const stuckBefore = new Date(now.getTime() - TODAY_WINDOWS.webhookGraceMinutes * 60_000);
  const bookingsWithTrip = () =>
    db
      .select(bookingColumns)
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId))
      .leftJoin(events, eq(events.id, bookings.eventId))
      .leftJoin(treks, eq(treks.id, bookings.trekId))
      .leftJoin(quotations, eq(quotations.id, bookings.quotationId));
  // Today in the business time zone, whatever the server's; the day-wide range first uses the index.
  const ledgerToday = and(
    gte(paymentLedger.at, new Date(now.getTime() - 36 * 3_600_000)),
    sql`(${paymentLedger.at} at time zone ${timeZone})::date = ${today}::date`,
  );
  const ledgerRows = (kind: "payment" | "refund") =>
    db
      .select({
        id: paymentLedger.id,
        kind: sql<"payment" | "refund">`${paymentLedger.kind}`,
        bookingId: paymentLedger.bookingId,
        bookingReference: bookings.reference,
        amountPaise: paymentLedger.amountPaise,
        method: paymentLedger.method,
        provider: paymentLedger.provider,
        at: paymentLedger.at,
      })
      .from(paymentLedger)
      .innerJoin(bookings, eq(bookings.id, paymentLedger.bookingId))
      .where(and(eq(paymentLedger.kind, kind), ledgerToday))
      .orderBy(desc(paymentLedger.at), desc(paymentLedger.id))
      .limit(TODAY_WINDOWS.rows);

  const [
    departures,
    expiringHolds,
    paymentsToday,
    refundsToday,
    [money],
    balancesDue,
    newEnquiries,
    [enquiryCount],
    failedJobs,
    stuckEvents,
  ] = await Promise.all([
    db
      .select({
        id: events.id,
        trekId: events.trekId,
        trekName: treks.name,
        trekSlug: treks.slug,
        startDate: events.startDate,
        endDate: events.endDate,
        capacity: events.capacity,
        availableSeats: events.availableSeats,
      })
      .from(events)
      .innerJoin(treks, eq(treks.id, events.trekId))
      .where(and(gte(events.startDate, today), lte(events.startDate, addDays(today, TODAY_WINDOWS.departureDays))))
      .orderBy(asc(events.startDate), asc(treks.name))
      .limit(TODAY_WINDOWS.rows),
    bookingsWithTrip()
      .where(
        and(eq(bookings.status, "held"), gte(bookings.holdExpiresAt, now), lte(bookings.holdExpiresAt, holdsUntil)),
      )
      .orderBy(asc(bookings.holdExpiresAt))
      .limit(TODAY_WINDOWS.rows),
    ledgerRows("payment"),
    ledgerRows("refund"),
    db
      .select({
        receivedPaise: sql<string>`coalesce(sum(${paymentLedger.amountPaise}) filter (where ${paymentLedger.kind} = 'payment'), 0)::bigint`,
        paymentCount: sql<number>`count(*) filter (where ${paymentLedger.kind} = 'payment')::int`,
        refundedPaise: sql<string>`coalesce(sum(${paymentLedger.amountPaise}) filter (where ${paymentLedger.kind} = 'refund'), 0)::bigint`,
        refundCount: sql<number>`count(*) filter (where ${paymentLedger.kind} = 'refund')::int`,
      })
      .from(paymentLedger)
      .where(ledgerToday),
    bookingsWithTrip()
      .where(
        and(
          eq(bookings.status, "part_paid"),
          // Overdue balances stay on the list until they are paid or the booking is cancelled.
          sql`${balanceDeadlineSql} <= ${addDays(today, TODAY_WINDOWS.balanceDays)}::date`,
        ),
      )
      .orderBy(balanceDeadlineSql, asc(bookings.id))
      .limit(TODAY_WINDOWS.rows),
    db
      .select({
        id: inquiries.id,
        slug: inquiries.slug,
        kind: inquiries.kind,
        name: inquiries.name,
        mobile: inquiries.mobile,
        travelDate: inquiries.travelDate,
        travellers: inquiries.travellers,
        trekName: treks.name,
        createdAt: inquiries.createdAt,
      })
      .from(inquiries)
      .leftJoin(treks, eq(treks.id, inquiries.trekId))
      .where(eq(inquiries.status, "new"))
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(TODAY_WINDOWS.rows),
    db.select({ value: count() }).from(inquiries).where(eq(inquiries.status, "new")),
    db
      .select({
        id: jobs.id,
        kind: jobs.kind,
        attempts: jobs.attempts,
        lastError: jobs.lastError,
        failedAt: jobs.failedAt,
        runAt: jobs.runAt,
      })
      .from(jobs)
      .where(and(isNull(jobs.doneAt), isNotNull(jobs.lastError), or(gte(jobs.attempts, 1), isNotNull(jobs.failedAt))))
      .orderBy(desc(jobs.id))
      .limit(TODAY_WINDOWS.rows),
    db
      .select({
        id: paymentWebhookEvents.id,
        event: paymentWebhookEvents.event,
        receivedAt: paymentWebhookEvents.receivedAt,
      })
      .from(paymentWebhookEvents)
      .where(and(isNull(paymentWebhookEvents.appliedAt), lt(paymentWebhookEvents.receivedAt, stuckBefore)))
      .orderBy(desc(paymentWebhookEvents.receivedAt))
      .limit(TODAY_WINDOWS.rows),
  ]);

  const failures: TodayFailure[] = [
    ...failedJobs.map((job) => ({
      source: "job" as const,
      id: job.id,
      kind: job.kind,
      attempts: job.attempts,
      lastError: job.lastError,
      gaveUp: job.failedAt !== null,
      at: job.failedAt ?? job.runAt,
    })),
    ...stuckEvents.map((event) => ({
      source: "webhook" as const,
      id: event.id,
      kind: event.event,
      attempts: 0,
      lastError: null,
      gaveUp: false,
      at: event.receivedAt,
    })),
  ];
  return {
    today,
    departures,
    expiringHolds,
    paymentsToday,
    refundsToday,
    moneyToday: moneyOf(money),
    balancesDue,
    inGrace: await bookingsInGrace(db, { today, now, timeZone }),
    newEnquiries,
    newEnquiryCount: enquiryCount?.value ?? 0,
    failures,
  };
}

/** Part-paid trip bookings whose balance deadline has passed, most overdue first, with their grace in words. */
async function bookingsInGrace(
  db: Database,
  { today, now, timeZone }: { today: IsoDate; now: Date; timeZone: string },
): Promise<(TodayBooking & { graceText: string })[]> {
  const rows = await db
    .select({
      ...bookingColumns,
      deadline: balanceDeadlineSql,
      graceHours: tripMessageSettings.balanceGraceHours,
      action: tripMessageSettings.overdueAction,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(events, eq(events.id, bookings.eventId))
    .innerJoin(treks, eq(treks.id, bookings.trekId))
    .leftJoin(quotations, eq(quotations.id, bookings.quotationId))
    .leftJoin(tripMessageSettings, eq(tripMessageSettings.trekId, bookings.trekId))
    .where(
      and(
        eq(bookings.status, "part_paid"),
        lt(bookings.paidPaise, bookings.totalPaise),
        sql`${balanceDeadlineSql} < ${today}::date`,
      ),
    )
    .orderBy(balanceDeadlineSql, asc(bookings.id))
    .limit(TODAY_WINDOWS.rows);
  return rows.map(({ deadline, graceHours, action, ...booking }) => {
    const settings = {
      balanceGraceHours: graceHours ?? DEFAULT_TRIP_SETTINGS.balanceGraceHours,
      overdueAction: (action ?? DEFAULT_TRIP_SETTINGS.overdueAction) as TripSettings["overdueAction"],
    };
    const timeline = balanceTimeline(deadline!, settings, timeZone);
    return {
      ...booking,
      graceText: overdueStatusText(timeline, settings.overdueAction, now, timeZone) ?? "Balance overdue",
    };
  });
}
