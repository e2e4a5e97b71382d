import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HoldCountdown } from "./hold-countdown.tsx";

const start = Date.parse("2026-12-01T10:00:00.000Z");

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(start);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("HoldCountdown", () => {
  it("ticks every second, but tells screen readers only when a minute boundary passes", () => {
    render(<HoldCountdown expiresAt="2026-12-01T10:02:00.000Z" />);
    const status = screen.getByRole("status");
    expect(screen.getByText("02:00")).toBeTruthy();
    expect(status.textContent).toBe("Seats held for 2 more minutes.");

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText("01:59")).toBeTruthy();
    expect(status.textContent).toBe("Seats held for 2 more minutes.");

    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByText("01:00")).toBeTruthy();
    expect(status.textContent).toBe("Seats held for 1 more minute.");
    // The ticking clock itself is hidden from screen readers.
    expect(screen.getByText("01:00").closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it("says when a hold of more than a day ends (a quotation's price, held to its expiry), never a clock of thousands of minutes", () => {
    // 18:30 UTC is midnight in India: the end of the quotation's last day, 8 December.
    render(<HoldCountdown expiresAt="2026-12-08T18:30:00.000Z" />);
    expect(screen.getByText("Held until the end of 8 December 2026")).toBeTruthy();
    expect(screen.queryByText(/\d+:\d\d$/)).toBeNull();
  });

  it("says the hold ended and calls back once when it runs out", () => {
    const onExpired = vi.fn();
    render(<HoldCountdown expiresAt="2026-12-01T10:00:02.000Z" onExpired={onExpired} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText("Hold ended")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("The hold has ended and the seats are back on sale.");
    expect(onExpired).toHaveBeenCalledTimes(1);
  });
});
