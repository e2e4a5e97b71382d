import { act, cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BookingFieldsFragment } from "../../graphql/generated/graphql.ts";
import { PaymentOutcomeScreen, POLL_ATTEMPTS, POLL_INTERVAL_MS } from "./payment-outcome.tsx";
import type { CheckoutHint } from "./payment-rules.ts";
import { aBooking, serveGraphql } from "./testing.ts";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const payment = {
  id: "71",
  receipt_number: "PJR-2026-000071",
  amount_paise: 2_520_000,
  method: "upi",
  captured_at: "2026-11-02T09:30:00.000Z",
  provider_payment_id: "pay_sbx_1",
};
const confirmed = aBooking({
  status: "confirmed",
  status_text: "Confirmed - fully paid",
  hold_expires_at: null,
  paid_paise: 2_520_000,
  due_paise: 0,
  can_pay: false,
  payments: [payment],
});

function renderOutcome(bookings: BookingFieldsFragment[], hint: CheckoutHint, paymentId: string | null = "pay_sbx_1") {
  let call = 0;
  const sent = serveGraphql({
    PaymentOutcome: () => ({ data: { booking: bookings[Math.min(call++, bookings.length - 1)] } }),
  });
  const Stub = createRoutesStub([
    {
      path: "/payment/:groupId",
      Component: () => <PaymentOutcomeScreen bookingId="501" paymentId={paymentId} hint={hint} />,
    },
  ]);
  render(<Stub initialEntries={["/payment/501"]} />);
  return sent;
}

describe("PaymentOutcomeScreen", () => {
  it("says the payment is received, with its amount and receipt, once the booking records it", async () => {
    renderOutcome([confirmed], "paid");
    expect((await screen.findByRole("heading", { level: 2 })).textContent).toBe("Payment received");
    expect(screen.getByText("₹25,200")).toBeTruthy();
    expect(screen.getByText("Confirmed - fully paid")).toBeTruthy();
    expect(screen.getByRole("link", { name: "View receipt PJR-2026-000071" }).getAttribute("href")).toBe(
      "/receipts/71",
    );
    expect(screen.getByRole("link", { name: "Go to my bookings" }).getAttribute("href")).toBe("/dashboard");
  });

  it("says what is left to pay of a part payment, and by when", async () => {
    renderOutcome(
      [
        aBooking({
          status: "part_paid",
          status_text: "Part paid - balance due",
          hold_expires_at: null,
          paid_paise: 500_000,
          due_paise: 2_020_000,
          balance_due_by: "2099-05-26",
          payments: [{ ...payment, amount_paise: 500_000 }],
        }),
      ],
      "paid",
    );
    expect((await screen.findByRole("heading", { level: 2 })).textContent).toBe("Payment received");
    expect(screen.getByText(/is left to pay/).textContent).toBe(
      "₹20,200 is left to pay by 26 May 2099; we will remind you before then.",
    );
  });

  it("never shows a payment as received before the booking records it, and asks again until it does", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sent = renderOutcome([aBooking(), aBooking(), confirmed], "paid");
    expect((await screen.findByRole("heading", { level: 2 })).textContent).toBe("We are confirming your payment");
    expect(screen.queryByText("Payment received")).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("We are confirming your payment");
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Payment received");
    expect(sent).toHaveLength(3);
  });

  it("stops asking after a while and leaves a way to check again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sent = renderOutcome([aBooking()], "pending");
    await screen.findByRole("heading", { level: 2 });
    for (let tick = 0; tick < POLL_ATTEMPTS + 5; tick += 1) {
      await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    }
    expect(sent).toHaveLength(POLL_ATTEMPTS);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("We are confirming your payment");
    expect(screen.getByRole("button", { name: "Check again" })).toBeTruthy();
  });

  it("says a failed payment failed and leads back to pay the held booking again", async () => {
    renderOutcome([aBooking()], "failed", null);
    expect((await screen.findByRole("heading", { level: 2 })).textContent).toBe("Payment failed");
    expect(screen.getByRole("link", { name: "Try again" }).getAttribute("href")).toBe("/pay?booking=501");
  });

  it("leads a failed balance payment back to the balance screen", async () => {
    const partPaid = aBooking({
      status: "part_paid",
      hold_expires_at: null,
      paid_paise: 500_000,
      due_paise: 2_020_000,
    });
    renderOutcome([partPaid], "failed", "pay_sbx_9");
    await screen.findByRole("heading", { level: 2 });
    expect(screen.getByRole("link", { name: "Try again" }).getAttribute("href")).toBe("/payment/501");
  });

  it("offers to book again when the failed booking can no longer be paid", async () => {
    const expired = aBooking({
      status: "expired",
      status_text: "Expired - the hold ended before payment",
      can_pay: false,
    });
    renderOutcome([expired], "failed", null);
    await screen.findByRole("heading", { level: 2 });
    expect(screen.getByRole("link", { name: "Book Hampta Pass Trek again" }).getAttribute("href")).toBe(
      "/tours/hampta-pass-trek",
    );
  });
});
