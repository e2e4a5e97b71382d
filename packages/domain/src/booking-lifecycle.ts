// A booking's life as data: its statuses, every move between them and who may make each. The API
// has one function that changes a booking's status (apps/api/src/booking-lifecycle/transitions.ts):
// it refuses any move not listed here. docs/api.md ("A booking's life") draws these moves, and a test
// keeps the drawing and this table the same.
import type { BookingStatus } from "./booking.ts";

/**
 * Who moves a booking:
 * - traveller: the booking's account (booking, cancelling, changing dates or travellers, add-ons);
 * - trip-desk: staff acting on it;
 * - company: a departure the company called off;
 * - money: money arriving or going back (the gateway, the desk recording money taken by hand, trip credit);
 * - clock: the periodic scans (a hold that ended, a balance unpaid after its grace, a trip that ended).
 */
export const BOOKING_ACTORS = ["traveller", "trip-desk", "company", "money", "clock"] as const;
export type BookingActor = (typeof BOOKING_ACTORS)[number];

export interface BookingMove {
  /** Null: the booking's first status. */
  from: BookingStatus | null;
  to: BookingStatus;
  by: readonly BookingActor[];
  /** What the move is, in the words of the states diagram. */
  what: string;
}

/**
 * Every move a booking can make. A move to the same status records a change that keeps it (moved to
 * another date, a traveller replaced) in the booking's history.
 */
export const BOOKING_MOVES = [
  { from: null, to: "held", by: ["traveller"], what: "booked" },
  { from: "held", to: "expired", by: ["clock"], what: "hold ended unpaid" },
  { from: "held", to: "part_paid", by: ["money"], what: "booking amount paid" },
  { from: "held", to: "confirmed", by: ["money"], what: "paid in full" },
  { from: "expired", to: "part_paid", by: ["money"], what: "late payment takes it back" },
  { from: "expired", to: "confirmed", by: ["money"], what: "late payment takes it back" },
  { from: "part_paid", to: "confirmed", by: ["money", "traveller", "trip-desk"], what: "nothing left to pay" },
  { from: "confirmed", to: "part_paid", by: ["traveller", "trip-desk"], what: "a charge added" },
  { from: "held", to: "cancelled", by: ["traveller", "trip-desk", "company"], what: "cancelled" },
  { from: "part_paid", to: "cancelled", by: ["traveller", "trip-desk", "company", "clock"], what: "cancelled" },
  { from: "confirmed", to: "cancelled", by: ["traveller", "trip-desk", "company"], what: "cancelled" },
  { from: "cancelled", to: "part_paid", by: ["traveller"], what: "moved to another date" },
  { from: "cancelled", to: "confirmed", by: ["traveller"], what: "moved to another date" },
  { from: "confirmed", to: "completed", by: ["clock"], what: "trip over" },
  { from: "held", to: "held", by: ["traveller", "trip-desk"], what: "changed" },
  { from: "part_paid", to: "part_paid", by: ["traveller", "trip-desk"], what: "changed" },
  { from: "confirmed", to: "confirmed", by: ["traveller", "trip-desk"], what: "changed" },
] as const satisfies readonly BookingMove[];

/** Why a move is refused, or null when `by` may move a booking from `from` to `to`. */
export function moveProblem(from: BookingStatus | null, to: BookingStatus, by: BookingActor): string | null {
  const move = BOOKING_MOVES.find((candidate) => candidate.from === from && candidate.to === to);
  if (!move) return `A booking cannot move from ${from ?? "nothing"} to ${to}.`;
  if (!(move.by as readonly BookingActor[]).includes(by)) {
    return `The ${by} cannot move a booking from ${from ?? "nothing"} to ${to}.`;
  }
  return null;
}

export interface BookingMoney {
  status: BookingStatus;
  totalPaise: number;
  /** What the booking holds towards its price (received less refunds). */
  paidPaise: number;
  /** The part payment that secures the seats (null: the trip sets none). */
  bookingAmountPaise: number | null;
}

/**
 * The live status a booking's money gives it: confirmed when nothing is left to pay; part paid once
 * secured (its booking amount paid, or it was part paid or confirmed before: a booking that owes money
 * again, for add-ons or a dearer date, is part paid, never confirmed); otherwise held. A booking that
 * is not live keeps its status: money alone never brings it back.
 */
export function statusFromMoney({ status, totalPaise, paidPaise, bookingAmountPaise }: BookingMoney): BookingStatus {
  if (status !== "held" && status !== "part_paid" && status !== "confirmed") return status;
  if (paidPaise >= totalPaise) return "confirmed";
  const secured =
    status !== "held" || (bookingAmountPaise !== null && bookingAmountPaise > 0 && paidPaise >= bookingAmountPaise);
  return secured ? "part_paid" : "held";
}

/** The states diagram's lines (Mermaid stateDiagram-v2), one per move: docs/api.md holds the same lines. */
export function bookingMovesDiagram(): string[] {
  return BOOKING_MOVES.map(
    (move) => `${move.from ?? "[*]"} --> ${move.to}: ${move.what} (${(move.by as readonly string[]).join(", ")})`,
  );
}
