import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BOOKING_STATUSES, type BookingStatus } from "./booking.ts";
import { BOOKING_MOVES, bookingMovesDiagram, moveProblem, statusFromMoney } from "./booking-lifecycle.ts";

const held = { status: "held" as BookingStatus, totalPaise: 1_260_000, paidPaise: 0, bookingAmountPaise: 600_000 };

describe("statusFromMoney", () => {
  it.each([
    // from, paid in all, to
    ["held", 0, "held"],
    ["held", 599_999, "held"],
    ["held", 600_000, "part_paid"],
    ["held", 1_260_000, "confirmed"],
    ["part_paid", 1_260_000, "confirmed"],
    // A booking secured once stays secured, and one that owes money again is part paid, never confirmed.
    ["confirmed", 1_259_999, "part_paid"],
    ["confirmed", 0, "part_paid"],
    ["part_paid", 0, "part_paid"],
    // Not live: money does not revive a booking (the service refunds it, or takes it back on its terms).
    ["expired", 1_260_000, "expired"],
    ["cancelled", 1_260_000, "cancelled"],
    ["completed", 0, "completed"],
  ] as const)("%s with %i paid: %s", (status, paidPaise, expected) => {
    expect(statusFromMoney({ ...held, status, paidPaise })).toBe(expected);
  });

  it("stays held short of the total when the trip sets no booking amount", () => {
    expect(statusFromMoney({ ...held, bookingAmountPaise: null, paidPaise: 600_000 })).toBe("held");
  });
});

describe("the moves of a booking", () => {
  it("refuses moves that are not in the table, and actors a move does not list", () => {
    expect(moveProblem("held", "confirmed", "money")).toBeNull();
    expect(moveProblem("held", "confirmed", "traveller")).toMatch(/traveller cannot move/);
    expect(moveProblem("completed", "cancelled", "trip-desk")).toMatch(/cannot move from completed/);
    expect(moveProblem("expired", "cancelled", "traveller")).toMatch(/cannot move from expired/);
    expect(moveProblem(null, "confirmed", "traveller")).toMatch(/from nothing/);
  });

  it("lists each pair of statuses once, and only known statuses", () => {
    const pairs = BOOKING_MOVES.map((move) => `${move.from}->${move.to}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    for (const move of BOOKING_MOVES) {
      expect(BOOKING_STATUSES).toContain(move.to);
      if (move.from !== null) expect(BOOKING_STATUSES).toContain(move.from);
    }
  });

  it("never ends a booking that owes money as completed, and lets only money confirm a held one", () => {
    const into = (to: BookingStatus) => BOOKING_MOVES.filter((move) => move.to === to);
    expect(into("completed").map((move) => move.from)).toEqual(["confirmed"]);
    expect(
      into("confirmed")
        .filter((move) => move.from === "held" || move.from === "expired")
        .every((move) => move.by.every((actor) => actor === "money")),
    ).toBe(true);
  });
});

describe("the states diagram in docs/api.md", () => {
  it("draws every move of the table, and nothing else", () => {
    const doc = readFileSync(new URL("../../../docs/api.md", import.meta.url), "utf8");
    const block = /## A booking's life[\s\S]*?```mermaid\n([\s\S]*?)```/.exec(doc)?.[1];
    expect(block, 'a mermaid block under "## A booking\'s life"').toBeDefined();
    const drawn = block!
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== "" && line !== "stateDiagram-v2");
    expect(drawn).toEqual(bookingMovesDiagram());
  });
});
