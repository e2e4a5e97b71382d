import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CancelBooking } from "./cancel-booking.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function serve(body: unknown) {
  const sent: { operationName: string; variables: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });
    }),
  );
  return sent;
}

const booking = { id: "501", reference: "PJ-7K3M9Q" };

describe("CancelBooking", () => {
  it("asks first, with the safe answer focused, and sends nothing when the traveller keeps it", () => {
    const sent = serve({ data: null });
    render(<CancelBooking booking={booking} onCancelled={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: "Cancel booking PJ-7K3M9Q" }));
    expect(screen.getByRole("group", { name: "Cancel booking PJ-7K3M9Q?" })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Keep booking" }));
    fireEvent.click(screen.getByRole("button", { name: "Keep booking" }));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Cancel booking PJ-7K3M9Q" }));
    expect(sent).toEqual([]);
  });

  it("cancels on confirmation and hands back the booking as it is now", async () => {
    const cancelled = { id: "501", reference: "PJ-7K3M9Q", status: "cancelled" };
    const sent = serve({ data: { cancelBooking: cancelled } });
    const onCancelled = vi.fn();
    render(<CancelBooking booking={booking} onCancelled={onCancelled} />);
    fireEvent.click(screen.getByRole("button", { name: "Cancel booking PJ-7K3M9Q" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, cancel it" }));
    await waitFor(() => expect(onCancelled).toHaveBeenCalledWith(cancelled));
    expect(sent).toMatchObject([{ operationName: "CancelBooking", variables: { id: "501" } }]);
  });

  it("says why a booking could not be cancelled and asks for a fresh look at it", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    serve({
      data: null,
      errors: [
        { message: "This booking is paid.", extensions: { code: "BOOKING_NOT_CANCELLABLE", status: "confirmed" } },
      ],
    });
    const onStale = vi.fn();
    render(<CancelBooking booking={booking} onCancelled={() => {}} onStale={onStale} />);
    fireEvent.click(screen.getByRole("button", { name: "Cancel booking PJ-7K3M9Q" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, cancel it" }));
    expect((await screen.findByRole("alert")).textContent).toBe("This booking is paid.");
    expect(onStale).toHaveBeenCalledTimes(1);
  });
});
