// Collecting the balance of a part-paid booking, by its trip's rules (trip-rules.ts): reminders before
// the deadline, then a grace period (default 48 hours after the deadline's day) with a warning 24 hours
// before it ends, then the booking is cancelled by the trip's tiers, or flagged to staff on the Today
// screen where the trip says so. The status text of a booking in grace says when it cancels.

import type { Database } from "@parvat/db/client";
import { bookings, events, treks, tripMessageSettings } from "@parvat/db/schema";
import { addDays, type IsoDate } from "@parvat/domain/business-dates";
import { startOfBusinessDay } from "@parvat/domain/campaign-offer";
import { dayInWords } from "@parvat/domain/money-words";
import { and, eq, lt } from "drizzle-orm";
import { balanceDeadlineSql } from "../booking-lifecycle/booking-state.ts";
import { DEFAULT_TRIP_SETTINGS, type TripSettings } from "./trip-rules.ts";

const HOUR_MS = 3_600_000;
/** The warning before the grace ends. */
export const GRACE_WARNING_HOURS = 24;

export interface BalanceTimeline {
  /** The last day to pay: the booking's own (a change after the trip's gave it one) or its trip's. */
  deadline: IsoDate;
  /** When the grace period ends: the deadline's day is over, plus the trip's grace hours. */
  graceEndsAt: Date;
  /** When the warning goes. */
  warningAt: Date;
}

export function balanceTimeline(
  deadline: IsoDate,
  settings: Pick<TripSettings, "balanceGraceHours">,
  timeZone: string,
): BalanceTimeline {
  const graceEndsAt = new Date(
    startOfBusinessDay(addDays(deadline, 1), timeZone).getTime() + settings.balanceGraceHours * HOUR_MS,
  );
  return { deadline, graceEndsAt, warningAt: new Date(graceEndsAt.getTime() - GRACE_WARNING_HOURS * HOUR_MS) };
}

/** The status text of a part-paid booking past its deadline, or null when it is not overdue. */
export function overdueStatusText(
  timeline: BalanceTimeline,
  action: TripSettings["overdueAction"],
  now: Date,
  timeZone: string,
): string | null {
  const deadlineOver = startOfBusinessDay(addDays(timeline.deadline, 1), timeZone);
  if (now < deadlineOver) return null;
  if (action === "flag")
    return `Balance overdue since ${dayInWords(deadlineOver, timeZone)}: our trip desk will call you`;
  // The last day it can still be paid: the grace ends at midnight or during that day.
  const lastDay = new Date(timeline.graceEndsAt.getTime() - 1);
  return `Balance overdue: cancels on ${dayInWords(lastDay, timeZone)} unless paid`;
}

/**
 * The reminder due today, if any: the latest rule whose day has come, sent on its day or the day
 * after (a server that was down catches up), never after the deadline. Answers the rule's day.
 */
export function reminderDue(deadline: IsoDate, offsets: readonly number[], today: IsoDate): IsoDate | null {
  if (today > deadline) return null;
  const days = offsets.map((offset) => addDays(deadline, offset)).filter((day) => day <= today);
  if (days.length === 0) return null;
  const latest = days.sort().at(-1)!;
  return addDays(latest, 1) >= today ? latest : null;
}

/**
 * The status text of a part-paid trip booking whose balance deadline has passed ("Balance overdue:
 * cancels on 12 December 2026 unless paid"), or null when it is not overdue (or not a trip's booking).
 */
export async function overdueTextOf(
  db: Database,
  bookingId: number,
  now: Date,
  timeZone: string,
): Promise<string | null> {
  const [row] = await db
    .select({
      deadline: balanceDeadlineSql,
      graceHours: tripMessageSettings.balanceGraceHours,
      action: tripMessageSettings.overdueAction,
    })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .innerJoin(treks, eq(treks.id, bookings.trekId))
    .leftJoin(tripMessageSettings, eq(tripMessageSettings.trekId, bookings.trekId))
    .where(
      and(eq(bookings.id, bookingId), eq(bookings.status, "part_paid"), lt(bookings.paidPaise, bookings.totalPaise)),
    );
  if (!row?.deadline) return null;
  const settings = {
    balanceGraceHours: row.graceHours ?? DEFAULT_TRIP_SETTINGS.balanceGraceHours,
    overdueAction: (row.action ?? DEFAULT_TRIP_SETTINGS.overdueAction) as TripSettings["overdueAction"],
  };
  const timeline = balanceTimeline(row.deadline, settings, timeZone);
  return overdueStatusText(timeline, settings.overdueAction, now, timeZone);
}
