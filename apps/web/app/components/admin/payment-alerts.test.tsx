import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { serveGraphql } from "../payments/testing.ts";
import { PaymentAlerts } from "./payment-alerts.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ALERT = {
  id: "3",
  booking_id: "501",
  booking_reference: "PJ-7K3M9Q",
  provider: "razorpay",
  provider_payment_id: "pay_29QQoUBi66xm2f",
  expected_amount_paise: 2_520_000,
  expected_currency: "INR",
  received_amount_paise: 30_000,
  received_currency: "USD",
  detected_at: "2026-11-27T09:30:00.000Z",
};

function renderAlerts() {
  const Stub = createRoutesStub([{ path: "/admin", Component: PaymentAlerts }]);
  render(<Stub initialEntries={["/admin"]} />);
}

describe("PaymentAlerts", () => {
  it("says what arrived against what was ordered, and records what the desk did", async () => {
    let open = [ALERT];
    const sent = serveGraphql({
      AdminPaymentAlerts: () => ({ data: { adminPaymentAlerts: open } }),
      AdminResolvePaymentAlert: () => {
        open = [];
        return { data: { adminResolvePaymentAlert: { id: "3" } } };
      },
    });
    renderAlerts();
    expect((await screen.findByRole("heading", { name: "Payments that need a person (1)" })).textContent).toBeTruthy();
    expect(screen.getByText(/300\.00 USD received for an order of ₹25,200/)).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: "What was done" }), {
      target: { value: "Refunded at Razorpay" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Mark as settled" }));
    await vi.waitFor(() => expect(screen.queryByRole("heading", { name: /Payments that need a person/ })).toBeNull());
    expect(sent.find((operation) => operation.operationName === "AdminResolvePaymentAlert")?.variables).toEqual({
      id: "3",
      resolution: "Refunded at Razorpay",
    });
  });

  it("shows nothing while no payment needs a person", async () => {
    const sent = serveGraphql({ AdminPaymentAlerts: () => ({ data: { adminPaymentAlerts: [] } }) });
    renderAlerts();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.queryByRole("heading")).toBeNull();
  });
});
