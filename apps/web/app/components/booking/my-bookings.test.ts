import { describe, expect, it } from "vitest";
import type { BookingFieldsFragment } from "../../graphql/generated/graphql.ts";
import { splitBookings } from "./my-bookings.tsx";

function booking(id: string, status: BookingFieldsFragment["status"], start: string, end: string) {
  return { id, status, departure: { id: 1, start_date: start, end_date: end } } as BookingFieldsFragment;
}

describe("splitBookings", () => {
  it("lists live bookings of trips not yet over as upcoming, soonest first; the rest as past", () => {
    const { upcoming, past } = splitBookings(
      [
        booking("late", "confirmed", "2027-02-01", "2027-02-06"),
        booking("soon", "held", "2026-12-05", "2026-12-10"),
        booking("on-trip", "part_paid", "2026-11-28", "2026-12-02"),
        booking("called-off", "cancelled", "2027-01-01", "2027-01-05"),
        booking("lapsed", "expired", "2027-01-10", "2027-01-15"),
        booking("done", "completed", "2026-10-01", "2026-10-05"),
      ],
      "2026-12-01",
    );
    expect(upcoming.map((item) => item.id)).toEqual(["on-trip", "soon", "late"]);
    expect(past.map((item) => item.id)).toEqual(["called-off", "lapsed", "done"]);
  });
});
