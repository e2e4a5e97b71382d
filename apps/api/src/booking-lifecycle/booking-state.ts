// A booking as paying, changing and cancelling it read it: its status and money, its departure's
// start (or its quotation's travel date), and its trip's terms (balance deadline, cancellation tiers,
// change policy). Locked for the caller's transaction when asked: every change of a booking locks its
// row first (then its departure's), so two changes of one booking apply one after the other.
import type { Transaction } from "@parvat/db/client";
import { bookings, campsites, events, quotations, treks } from "@parvat/db/schema";
import type { BookingStatus } from "@parvat/domain/booking";
import type { IsoDate } from "@parvat/domain/business-dates";
import { balanceDueBy } from "@parvat/domain/payments";
import { QUOTATION_BALANCE_DUE_DAYS } from "@parvat/domain/quotation-pricing";
import type { RefundTier } from "@parvat/domain/refunds";
import type { ChangePolicy } from "@parvat/domain/trip-changes";
import { eq, sql } from "drizzle-orm";

export interface BookingState {
  id: number;
  userId: number;
  reference: string;
  status: BookingStatus;
  totalPaise: number;
  paidPaise: number;
  bookingAmountPaise: number | null;
  holdExpiresAt: Date | null;
  /** Null for a quotation's booking: no departure, no seats. */
  eventId: number | null;
  travellerCount: number;
  startDate: IsoDate;
  balanceDueDays: number | null;
  /** The booking's own balance deadline, set by a change after the trip's (null: the trip's rule). */
  balanceDueOn: IsoDate | null;
  cancellationTiers: RefundTier[] | null;
  /** The trip's terms for changes and credit (null for a quotation's booking: the defaults). */
  changePolicy: ChangePolicy | null;
}

/** The booking with what paying and cancelling need, locked (FOR UPDATE of its row) when asked. */
export async function bookingState(
  tx: Transaction,
  bookingId: number,
  { lock }: { lock: boolean },
): Promise<BookingState | null> {
  const query = tx
    .select({
      id: bookings.id,
      userId: bookings.userId,
      reference: bookings.reference,
      status: bookings.status,
      totalPaise: bookings.totalPaise,
      paidPaise: bookings.paidPaise,
      bookingAmountPaise: bookings.bookingAmountPaise,
      holdExpiresAt: bookings.holdExpiresAt,
      eventId: bookings.eventId,
      travellerCount: bookings.travellerCount,
      // A quotation's booking starts on the quotation's travel date, pays its balance by its team's
      // rule (QUOTATION_BALANCE_DUE_DAYS without one), and cancels by its team's tiers.
      startDate: sql<IsoDate>`coalesce(${events.startDate}, ${quotations.travelDate})`,
      balanceDueDays: sql<
        number | null
      >`case when ${bookings.quotationId} is null then ${treks.balanceDueDays} else coalesce(${campsites.balanceDueDays}, ${QUOTATION_BALANCE_DUE_DAYS}) end`,
      balanceDueOn: bookings.balanceDueOn,
      cancellationTiers: campsites.cancellationTiers,
      changePolicy: treks.changePolicy,
    })
    .from(bookings)
    .leftJoin(events, eq(events.id, bookings.eventId))
    .leftJoin(treks, eq(treks.id, bookings.trekId))
    .leftJoin(quotations, eq(quotations.id, bookings.quotationId))
    .innerJoin(campsites, eq(campsites.id, sql`coalesce(${treks.campsiteId}, ${quotations.campsiteId})`))
    .where(eq(bookings.id, bookingId));
  const [row] = lock ? await query.for("update", { of: bookings }) : await query;
  return row ? { ...row, status: row.status as BookingStatus, balanceDueOn: row.balanceDueOn as IsoDate | null } : null;
}

/**
 * The last day to pay the booking's balance: its own deadline when a change gave it one, else its
 * trip's rule (null: the trip sets none).
 */
export function balanceDeadlineOf(
  state: Pick<BookingState, "startDate" | "balanceDueDays" | "balanceDueOn">,
): IsoDate | null {
  if (state.balanceDueOn) return state.balanceDueOn;
  return state.balanceDueDays === null ? null : balanceDueBy(state.startDate, state.balanceDueDays);
}

/**
 * The same deadline in SQL, for queries that join a booking's departure (events) and trip (treks): a
 * calendar date, null when neither the booking nor its trip sets one.
 */
export const balanceDeadlineSql = sql<IsoDate | null>`coalesce(${bookings.balanceDueOn}, ${events.startDate} - ${treks.balanceDueDays})`;
