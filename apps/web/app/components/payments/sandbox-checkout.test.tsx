import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SandboxCheckout } from "./sandbox-checkout.tsx";
import { serveGraphql } from "./testing.ts";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  const location = useLocation();
  return <h1>At {location.pathname + location.search}</h1>;
}

function renderCheckout() {
  const Stub = createRoutesStub([
    { path: "/payments/sandbox/:orderId", Component: () => <SandboxCheckout orderId="order_sbx_1" /> },
    { path: "/payment/:groupId", Component: Where },
  ]);
  render(<Stub initialEntries={["/payments/sandbox/order_sbx_1"]} />);
}

let order: Record<string, unknown>;
const OPEN_ORDER = {
  order_id: "order_sbx_1",
  amount_paise: 2_520_000,
  description: "Hampta Pass Trek, booking PJ-7K3M9Q",
  booking_id: "501",
  status: "created",
  payable: true,
  unpayable_reason: null,
};

let sent: ReturnType<typeof serveGraphql>;
let payAnswer: Record<string, unknown>;
let confirmAnswer: string;

beforeEach(() => {
  order = OPEN_ORDER;
  payAnswer = { order_id: "order_sbx_1", payment_id: "pay_sbx_1", signature: "ab12", status: "captured" };
  confirmAnswer = "paid";
  sent = serveGraphql({
    SandboxOrder: () => ({ data: { sandboxOrder: order } }),
    SandboxPay: () => ({ data: { sandboxPay: payAnswer } }),
    ConfirmPayment: () => ({ data: { confirmPayment: { status: confirmAnswer } } }),
  });
});

describe("SandboxCheckout", () => {
  it("shows the merchant, the amount and that it is a test", async () => {
    renderCheckout();
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Pay Parvat Journeys₹25,200");
    expect(screen.getByText("Test mode")).toBeTruthy();
    expect(screen.getByText(OPEN_ORDER.description)).toBeTruthy();
    expect(screen.getByRole("tab", { name: "UPI", selected: true })).toBeTruthy();
  });

  it("checks the UPI id beside the field and sends nothing until it is right", async () => {
    renderCheckout();
    fireEvent.click(await screen.findByRole("button", { name: "Pay ₹25,200" }));
    const field = screen.getByRole("textbox", { name: "UPI id" });
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Enter your UPI id")).toBeTruthy();
    fireEvent.change(field, { target: { value: "meera" } });
    expect(screen.queryByText("Enter your UPI id")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Pay ₹25,200" }));
    expect(screen.getByText("Enter a UPI id like name@bank")).toBeTruthy();
    expect(sent.map((operation) => operation.operationName)).toEqual(["SandboxOrder"]);
  });

  it("pays by UPI, confirms the signed callback and goes to the success screen", async () => {
    renderCheckout();
    fireEvent.change(await screen.findByRole("textbox", { name: "UPI id" }), { target: { value: "meera@okaxis" } });
    fireEvent.click(screen.getByRole("button", { name: "Pay ₹25,200" }));
    expect((await screen.findByRole("heading", { name: /^At / })).textContent).toBe(
      "At /payment/501?order=order_sbx_1&payment=pay_sbx_1&status=paid",
    );
    expect(sent.slice(1)).toEqual([
      { operationName: "SandboxPay", variables: { orderId: "order_sbx_1", method: "upi", outcome: "success" } },
      {
        operationName: "ConfirmPayment",
        variables: { orderId: "order_sbx_1", paymentId: "pay_sbx_1", signature: "ab12" },
      },
    ]);
  });

  it("pays by card with the test control set to fail, and carries the failure on", async () => {
    payAnswer = { order_id: "order_sbx_1", payment_id: "pay_sbx_2", signature: null, status: "failed" };
    renderCheckout();
    fireEvent.click(await screen.findByRole("tab", { name: "Card" }));
    fireEvent.click(screen.getByRole("button", { name: "Pay ₹25,200" }));
    expect(screen.getByText("Enter the card number")).toBeTruthy();
    expect(screen.getByText("Enter the expiry date")).toBeTruthy();
    expect(screen.getByText("Enter the CVV")).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: "Card number" }), {
      target: { value: "4111 1111 1111 1111" },
    });
    fireEvent.change(screen.getByRole("textbox", { name: "Expiry (MM/YY)" }), { target: { value: "12/98" } });
    // Masked as a real checkout masks it: never on screen in plain text.
    const cvv = screen.getByLabelText("CVV") as HTMLInputElement;
    expect(cvv.type).toBe("password");
    expect(screen.queryByRole("textbox", { name: "CVV" })).toBeNull();
    fireEvent.change(cvv, { target: { value: "123" } });
    fireEvent.click(screen.getByRole("radio", { name: /^Fail/ }));
    fireEvent.click(screen.getByRole("button", { name: "Pay ₹25,200" }));
    expect((await screen.findByRole("heading", { name: /^At / })).textContent).toBe(
      "At /payment/501?order=order_sbx_1&payment=pay_sbx_2&status=failed",
    );
    expect(sent.map((operation) => operation.operationName)).toEqual(["SandboxOrder", "SandboxPay"]);
    expect(sent[1]?.variables).toEqual({ orderId: "order_sbx_1", method: "card", outcome: "failure" });
  });

  it("moves between the method tabs with the arrow keys", async () => {
    renderCheckout();
    const upi = await screen.findByRole("tab", { name: "UPI" });
    fireEvent.keyDown(upi, { key: "ArrowRight" });
    const card = screen.getByRole("tab", { name: "Card" });
    expect(card.getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(card);
    expect(screen.getByRole("tabpanel", { name: "Card" })).toBeTruthy();
  });

  it("offers no way to pay an order its booking can no longer take, and says why", async () => {
    order = {
      ...OPEN_ORDER,
      payable: false,
      unpayable_reason: "The hold on these seats has ended. Please book again.",
    };
    renderCheckout();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The hold on these seats has ended. Please book again.",
    );
    expect(screen.queryByRole("button", { name: /^Pay/ })).toBeNull();
    expect(screen.getByRole("link", { name: "Go to my bookings" })).toBeTruthy();
  });
});
