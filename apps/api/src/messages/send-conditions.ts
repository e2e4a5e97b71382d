// Conditions a message is checked against once more just before it goes, so that a reminder queued
// ahead of time is dropped when what it reminds of has happened meanwhile (the balance was paid, the
// hold ended). A condition is a name stored with the message; each reads the message's booking.
import type { Database } from "@parvat/db/client";
import { bookings } from "@parvat/db/schema";
import { eq } from "drizzle-orm";

export const sendConditions = {
  /** The booking still owes its balance (part paid, not cancelled). */
  "booking-balance-due": (booking) => booking.status === "part_paid" && booking.paidPaise < booking.totalPaise,
  /** The booking is still held unpaid, and its hold has not run out. */
  "booking-held": (booking, now) =>
    booking.status === "held" && booking.holdExpiresAt !== null && booking.holdExpiresAt > now,
  /** The booking still keeps its seats (held, part paid or confirmed). */
  "booking-live": (booking) => ["held", "part_paid", "confirmed"].includes(booking.status),
} satisfies Record<string, (booking: BookingState, now: Date) => boolean>;

export type SendCondition = keyof typeof sendConditions;

interface BookingState {
  status: string;
  paidPaise: number;
  totalPaise: number;
  holdExpiresAt: Date | null;
}

/** Whether a message with this condition should still go; a message without one always does. */
export async function conditionHolds(
  db: Database,
  condition: string | null,
  bookingId: number | null,
  now: Date,
): Promise<boolean> {
  if (!condition) return true;
  const check = (sendConditions as Record<string, (booking: BookingState, now: Date) => boolean>)[condition];
  if (!check) throw new Error(`Unknown send condition "${condition}"`);
  if (bookingId === null) return false;
  const [booking] = await db
    .select({
      status: bookings.status,
      paidPaise: bookings.paidPaise,
      totalPaise: bookings.totalPaise,
      holdExpiresAt: bookings.holdExpiresAt,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return booking ? check(booking, now) : false;
}
