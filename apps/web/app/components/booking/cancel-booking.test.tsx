import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CancelBooking, cancelEffect } from "./cancel-booking.tsx";

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

const booking = { id: "501", reference: "PJ-7K3M9Q", paid_paise: 0, cancellation: null, credit_cancellation: null };
const quote = {
  refund_paise: 1_260_000,
  refund_percent: 50,
  tier_text: "10 to 19 days before departure: 50% refund",
  days_before_departure: 14,
};

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

  it("shows the refund of a paid booking before the traveller confirms, and says it is on its way", async () => {
    const sent = serve({ data: { cancelBooking: { id: "501", status: "cancelled" } } });
    const onCancelled = vi.fn();
    render(
      <CancelBooking booking={{ ...booking, paid_paise: 2_520_000, cancellation: quote }} onCancelled={onCancelled} />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Cancel booking PJ-7K3M9Q" }));
    const question = screen.getByRole("group", { name: "Cancel booking PJ-7K3M9Q?" });
    expect(question.textContent).toContain("You get back ₹12,600 of the ₹25,200 paid");
    expect(question.textContent).toContain("10 to 19 days before departure: 50% refund");
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Yes, cancel it" }));
    await waitFor(() => expect(onCancelled).toHaveBeenCalledTimes(1));
  });
});

describe("cancelling for trip credit", () => {
  it("states the refund and the credit side by side, and cancels for credit when chosen", async () => {
    const sent = serve({ data: { cancelBooking: { id: "501", status: "cancelled" } } });
    const onCancelled = vi.fn();
    const credit = {
      credit_paise: 2_470_000,
      fee_paise: 50_000,
      text: "Trip credit: 100% of what was paid less ₹500, valid 12 months",
    };
    render(
      <CancelBooking
        booking={{ ...booking, paid_paise: 2_520_000, cancellation: quote, credit_cancellation: credit }}
        onCancelled={onCancelled}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Cancel booking PJ-7K3M9Q" }));
    const cash = screen.getByRole("radio", { name: /Refund ₹12,600/ });
    const asCredit = screen.getByRole("radio", { name: /Trip credit ₹24,700/ });
    expect((cash as HTMLInputElement).checked).toBe(true);
    fireEvent.click(asCredit);
    fireEvent.click(screen.getByRole("button", { name: "Yes, cancel it" }));
    await waitFor(() => expect(onCancelled).toHaveBeenCalledTimes(1));
    expect(sent[0]?.variables).toEqual({ id: "501", refundAs: "CREDIT" });
  });
});

describe("cancelEffect", () => {
  it("speaks of the seats only for an unpaid booking", () => {
    expect(cancelEffect(0, quote)).toBe("The seats go back on sale straight away.");
    expect(cancelEffect(2_520_000, null)).toBe("The seats go back on sale straight away.");
  });

  it("says plainly when nothing comes back", () => {
    expect(
      cancelEffect(500_000, {
        refund_paise: 0,
        refund_percent: 0,
        tier_text: "Less than 10 days before departure: no refund",
        days_before_departure: 1,
      }),
    ).toBe(
      "Nothing of the ₹5,000 paid comes back (1 day before departure; the policy: Less than 10 days before departure: no refund). The seats go back on sale straight away.",
    );
  });
});
