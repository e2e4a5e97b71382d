import { formatPaise } from "@parvat/domain/money-words";
import { describe, expect, it } from "vitest";
import { clock, dateRange, holdAnnouncement, holdEndText, secondsUntil } from "./booking-format.ts";

describe("booking format", () => {
  it("formats paise as rupees with Indian grouping, keeping paise only when there are some", () => {
    expect(formatPaise(12_345_600)).toBe("₹1,23,456");
    expect(formatPaise(39_995)).toBe("₹399.95");
    expect(formatPaise(50)).toBe("₹0.50");
    expect(formatPaise(0)).toBe("₹0");
  });

  it("writes a departure's dates out, once for a one-day trip", () => {
    expect(dateRange("2026-12-05", "2026-12-10")).toBe("5 December 2026 to 10 December 2026");
    expect(dateRange("2026-12-05", "2026-12-05")).toBe("5 December 2026");
  });

  it("counts whole seconds down to an instant, rounding up and never below zero", () => {
    const now = Date.parse("2026-12-01T10:00:00.000Z");
    expect(secondsUntil("2026-12-01T10:15:00.000Z", now)).toBe(900);
    expect(secondsUntil("2026-12-01T10:00:00.400Z", now)).toBe(1);
    expect(secondsUntil("2026-12-01T09:59:00.000Z", now)).toBe(0);
  });

  it("shows a countdown as mm:ss", () => {
    expect(clock(899)).toBe("14:59");
    expect(clock(5)).toBe("00:05");
    expect(clock(0)).toBe("00:00");
    expect(clock(-3)).toBe("00:00");
  });

  it("announces the hold only when a minute boundary passes", () => {
    expect(holdAnnouncement(900)).toBe("Seats held for 15 more minutes.");
    expect(holdAnnouncement(841)).toBe("Seats held for 15 more minutes.");
    expect(holdAnnouncement(840)).toBe("Seats held for 14 more minutes.");
    expect(holdAnnouncement(60)).toBe("Seats held for 1 more minute.");
    expect(holdAnnouncement(0)).toBe("The hold has ended and the seats are back on sale.");
  });
});

it("says when a hold ends in India's time, and a hold to midnight as the end of the day before", () => {
  expect(holdEndText("2026-12-08T09:45:00.000Z")).toBe("8 December 2026 at 3:15 pm");
  expect(holdEndText("2026-12-08T18:30:00.000Z")).toBe("the end of 8 December 2026");
});
