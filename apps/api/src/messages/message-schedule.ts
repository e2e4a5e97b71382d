// The messages that go by the calendar, queued by a scan every MESSAGE_SCHEDULE_INTERVAL_MS (one server
// copy at a time: jobs/periodic.ts): balance reminders, the overdue warning and the cancellation after the grace period
// (balance-collection.ts), the message to a traveller whose seats are held unpaid, the day before a
// trip and the thank-you after it (trip-rules.ts), each traveller's link to their forms. Every message has a key naming the booking and its
// day, so however many copies scan, however often, each goes once; each is checked once more just
// before it is sent (`sendIf`), so a balance paid in the meantime stops its reminder.
import type { Database, Transaction } from "@parvat/db/client";
import { bookings, departureBriefings, events, messages, treks, users } from "@parvat/db/schema";
import { HOLD_MS } from "@parvat/domain/booking";
import { addDays, businessToday, type IsoDate } from "@parvat/domain/business-dates";
import { startOfBusinessDay } from "@parvat/domain/campaign-offer";
import { formatIndianPhone } from "@parvat/domain/company";
import { dateInWords, dayInWords, formatPaise } from "@parvat/domain/money-words";
import { and, eq, gte, inArray, lt, lte, sql } from "drizzle-orm";
import { balanceDeadlineSql } from "../booking-lifecycle/booking-state.ts";
import { type CancelParts, cancelOverdue } from "../booking-lifecycle/cancel.ts";
import type { ApiEnv } from "../env.ts";
import type { Logger } from "../logger.ts";
import { issuePaymentLink } from "../payments/payment-links.ts";
import { sendFirstFormLinks } from "../trail/form-link-messages.ts";
import { type BalanceTimeline, balanceTimeline, GRACE_WARNING_HOURS, reminderDue } from "./balance-collection.ts";
import { enqueueMessage } from "./outbox.ts";
import { loadTripRules, type TripRules } from "./trip-rules.ts";

export interface MessageScheduleDependencies {
  db: Database;
  logger: Logger;
  env: Pick<ApiEnv, "BUSINESS_TIME_ZONE" | "PUBLIC_ORIGIN" | "MESSAGE_SCHEDULE_INTERVAL_MS">;
  now?: () => Date;
  /** What cancelling an overdue booking needs. */
  payments: CancelParts;
  /** Signs the one-time payment link each balance message carries (payments/payment-links.ts). */
  linkKey: Buffer;
}

/** How long after a hold starts its traveller hears about it, and how much of the hold must be left. */
export const HOLD_MESSAGE_AFTER_MS = 5 * 60_000;
export const HOLD_MESSAGE_MIN_LEFT_MS = 3 * 60_000;
/** Scheduled messages go from 09:00 in the business time zone, not at midnight. */
const MORNING_HOURS = 9;

export interface ScheduleRun {
  queued: number;
  cancelled: number;
}

/** One scan: queues what is due now, cancels what ran out of grace; answers the counts. */
export async function runMessageSchedule(dependencies: MessageScheduleDependencies): Promise<ScheduleRun> {
  const { db, logger, env } = dependencies;
  const now = (dependencies.now ?? (() => new Date()))();
  const timeZone = env.BUSINESS_TIME_ZONE;
  const today = businessToday(timeZone, now);
  const rules = await loadTripRules(db);
  const context: ScanContext = { ...dependencies, now, today, timeZone, rules, origin: env.PUBLIC_ORIGIN };
  const run: ScheduleRun = { queued: 0, cancelled: 0 };
  for (const scan of [scanBalances, scanHolds, scanDepartures, scanFormLinks]) {
    const result = await scan(context);
    run.queued += result.queued;
    run.cancelled += result.cancelled;
  }
  if (run.queued > 0 || run.cancelled > 0) logger.info(run, "scheduled messages queued");
  return run;
}

interface ScanContext extends Omit<MessageScheduleDependencies, "now"> {
  now: Date;
  today: IsoDate;
  timeZone: string;
  rules: TripRules;
  origin: string;
}

/** Every traveller of a paid booking gets the link to their own forms, once (trail/form-link-messages.ts). */
async function scanFormLinks(context: ScanContext): Promise<ScheduleRun> {
  return { queued: await sendFirstFormLinks(context), cancelled: 0 };
}

/** The traveller of a booking as messages need them. */
const recipient = {
  bookingId: bookings.id,
  reference: bookings.reference,
  userId: bookings.userId,
  contactEmail: bookings.contactEmail,
  firstName: users.firstName,
  trekId: treks.id,
  trip: treks.name,
} as const;

function morningOf(day: IsoDate, timeZone: string): Date {
  return new Date(startOfBusinessDay(day, timeZone).getTime() + MORNING_HOURS * 3_600_000);
}

/** Not before the morning of `today`. */
function sendTime(context: ScanContext): Date {
  const morning = morningOf(context.today, context.timeZone);
  return morning > context.now ? morning : context.now;
}

const to = (row: { userId: number; contactEmail: string | null }) => ({
  accountId: row.userId,
  email: row.contactEmail,
});
const nameOf = (row: { firstName: string | null }) => row.firstName ?? "traveller";

async function scanBalances(context: ScanContext): Promise<ScheduleRun> {
  const { db, now, today, timeZone, rules, origin } = context;
  const rows = await db
    .select({
      ...recipient,
      deadline: balanceDeadlineSql,
      totalPaise: bookings.totalPaise,
      paidPaise: bookings.paidPaise,
    })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .innerJoin(treks, eq(treks.id, bookings.trekId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(
      and(
        eq(bookings.status, "part_paid"),
        lt(bookings.paidPaise, bookings.totalPaise),
        sql`${balanceDeadlineSql} is not null`,
        // Past departures are over; nothing to collect by message any more.
        gte(events.startDate, addDays(today, -30)),
      ),
    );
  const run: ScheduleRun = { queued: 0, cancelled: 0 };
  for (const row of rows) {
    const settings = rules.settingsFor(row.trekId);
    const timeline = balanceTimeline(row.deadline!, settings, timeZone);
    const amount = formatPaise(row.totalPaise - row.paidPaise);
    const common = { bookingId: row.bookingId, to: to(row), sendIf: "booking-balance-due" as const };
    /**
     * Queues one balance message with its own signed link (valid until the grace period ends), in one
     * transaction: the link is made once per message key, so a message queued before is not again.
     */
    const queueWithLink = (key: string, queue: (tx: Transaction, link: string) => Promise<boolean>) =>
      db.transaction(async (tx) => {
        const token = await issuePaymentLink(tx, context.linkKey, {
          bookingId: row.bookingId,
          messageKey: key,
          amountPaise: row.totalPaise - row.paidPaise,
          expiresAt: timeline.graceEndsAt,
        });
        return token !== null && (await queue(tx, `${origin}/payment/${row.bookingId}?link=${token}`));
      });
    if (today <= timeline.deadline) {
      const reminders = rules.rulesFor(row.trekId, "balance-reminder");
      const day = reminderDue(
        timeline.deadline,
        reminders.map((rule) => rule.offsetDays),
        today,
      );
      const rule = reminders.find((candidate) => addDays(timeline.deadline, candidate.offsetDays) === day);
      if (!day || !rule || rule.template !== "balance-reminder") continue;
      const key = `balance-reminder:${row.bookingId}:${day}`;
      const queued = await queueWithLink(key, (tx, link) =>
        enqueueMessage(tx, {
          ...common,
          template: "balance-reminder",
          variables: {
            name: nameOf(row),
            reference: row.reference,
            trip: row.trip,
            amount,
            due: dateInWords(timeline.deadline),
            link,
          },
          transactional: true,
          key,
          sendAt: sendTime(context),
        }),
      );
      if (queued) run.queued += 1;
      continue;
    }
    if (now < timeline.warningAt || settings.overdueAction !== "cancel") continue;
    // The warning comes first, and the cancellation no sooner than GRACE_WARNING_HOURS after it
    // (docs/api.md, "A booking's life"): a scan that first finds the booking past its grace (the
    // server was down, the deadline moved) warns now and cancels a day later, never at once.
    const warningKey = overdueWarningKey(row.bookingId, timeline.deadline);
    const warnedAt = await queuedAt(db, warningKey);
    if (warnedAt === null) {
      const queued = await queueWithLink(warningKey, (tx, link) =>
        enqueueMessage(tx, {
          ...common,
          template: "balance-overdue",
          variables: {
            name: nameOf(row),
            reference: row.reference,
            trip: row.trip,
            amount,
            cancels: dayInWords(new Date(cancelsAt(timeline, now).getTime() - 1), timeZone),
            link,
          },
          transactional: true,
          key: warningKey,
          // Its time is when it is sent: what the cancellation counts from.
          sendAt: now,
        }),
      );
      if (queued) run.queued += 1;
      continue;
    }
    if (now < cancelsAt(timeline, warnedAt)) continue;
    const outcome = await cancelOverdue(context.payments, {
      bookingId: row.bookingId,
      today,
      // Under the lock: still part paid with money owed (a payment may have landed since the scan).
      stillOverdue: (state) => state.status === "part_paid" && state.paidPaise < state.totalPaise,
    });
    if (outcome.ok) run.cancelled += 1;
  }
  return run;
}

/** The overdue warning's message key: one per booking and deadline (a moved deadline warns again). */
export function overdueWarningKey(bookingId: number, deadline: IsoDate): string {
  return `balance-overdue:${bookingId}:${deadline}`;
}

/** When an overdue booking is cancelled: its grace's end, and never sooner than a day after its warning. */
export function cancelsAt(timeline: BalanceTimeline, warnedAt: Date): Date {
  const afterWarning = warnedAt.getTime() + GRACE_WARNING_HOURS * 3_600_000;
  return new Date(Math.max(timeline.graceEndsAt.getTime(), afterWarning));
}

async function queuedAt(db: Database, key: string): Promise<Date | null> {
  const [row] = await db.select({ at: messages.sendAt }).from(messages).where(eq(messages.key, key));
  return row ? new Date(row.at) : null;
}

async function scanHolds(context: ScanContext): Promise<ScheduleRun> {
  const { db, now, timeZone, origin } = context;
  const rows = await db
    .select({ ...recipient, holdExpiresAt: bookings.holdExpiresAt })
    .from(bookings)
    .innerJoin(treks, eq(treks.id, bookings.trekId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(
      and(
        eq(bookings.status, "held"),
        // Made HOLD_MESSAGE_AFTER_MS ago or more (a trip's hold lasts HOLD_MS from the booking).
        lte(bookings.holdExpiresAt, new Date(now.getTime() + HOLD_MS - HOLD_MESSAGE_AFTER_MS)),
        gte(bookings.holdExpiresAt, new Date(now.getTime() + HOLD_MESSAGE_MIN_LEFT_MS)),
      ),
    );
  let queued = 0;
  const time = new Intl.DateTimeFormat("en-IN", { hour: "2-digit", minute: "2-digit", hour12: false, timeZone });
  for (const row of rows) {
    const added = await enqueueMessage(db, {
      bookingId: row.bookingId,
      to: to(row),
      template: "hold-reminder",
      variables: {
        name: nameOf(row),
        reference: row.reference,
        trip: row.trip,
        until: time.format(row.holdExpiresAt!),
        link: `${origin}/pay?booking=${row.bookingId}`,
      },
      // Not money owed yet: a traveller who opted out hears nothing.
      transactional: false,
      key: `hold-reminder:${row.bookingId}`,
      sendIf: "booking-held",
    });
    if (added) queued += 1;
  }
  return { queued, cancelled: 0 };
}

async function scanDepartures(context: ScanContext): Promise<ScheduleRun> {
  const { db, today, rules, origin } = context;
  const rows = await db
    .select({
      ...recipient,
      startDate: events.startDate,
      endDate: events.endDate,
      status: bookings.status,
      briefing: {
        meetingPoint: departureBriefings.meetingPoint,
        meetingTime: departureBriefings.meetingTime,
        leaderPhone: departureBriefings.leaderPhone,
      },
    })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .leftJoin(departureBriefings, eq(departureBriefings.eventId, events.id))
    .innerJoin(treks, eq(treks.id, bookings.trekId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(
      and(
        inArray(bookings.status, ["part_paid", "confirmed", "completed"]),
        // Rules reach at most 90 days either side of a departure.
        sql`${events.startDate} between ${addDays(today, -95)}::date and ${addDays(today, 95)}::date`,
      ),
    );
  let queued = 0;
  const dueOn = (day: IsoDate) => day <= today && addDays(day, 1) >= today;
  for (const row of rows) {
    // The departure's own briefing (set on its manifest) wins over the trip's usual meeting details.
    const settings = row.briefing
      ? { ...row.briefing, leaderPhone: formatIndianPhone(row.briefing.leaderPhone) }
      : rules.settingsFor(row.trekId);
    if (row.status !== "completed" && settings.meetingPoint && settings.meetingTime && settings.leaderPhone) {
      for (const rule of rules.rulesFor(row.trekId, "day-before")) {
        const day = addDays(row.startDate, rule.offsetDays);
        if (!dueOn(day) || today >= row.startDate || rule.template !== "trip-day-before") continue;
        const added = await enqueueMessage(db, {
          bookingId: row.bookingId,
          to: to(row),
          template: "trip-day-before",
          variables: {
            name: nameOf(row),
            trip: row.trip,
            date: dateInWords(row.startDate),
            meetingPoint: settings.meetingPoint,
            meetingTime: settings.meetingTime,
            leaderPhone: settings.leaderPhone,
          },
          // Where and when to meet is safety: it reaches everybody by one channel.
          transactional: true,
          key: `day-before:${row.bookingId}:${day}`,
          sendAt: sendTime(context),
          sendIf: "booking-live",
        });
        if (added) queued += 1;
      }
    }
    for (const rule of rules.rulesFor(row.trekId, "thank-you")) {
      const day = addDays(row.endDate, rule.offsetDays);
      if (!dueOn(day) || today <= row.endDate || rule.template !== "trip-thank-you") continue;
      const added = await enqueueMessage(db, {
        bookingId: row.bookingId,
        to: to(row),
        template: "trip-thank-you",
        variables: { name: nameOf(row), trip: row.trip, link: `${origin}/dashboard` },
        transactional: false,
        key: `thank-you:${row.bookingId}:${day}`,
        sendAt: sendTime(context),
      });
      if (added) queued += 1;
    }
  }
  return { queued, cancelled: 0 };
}
