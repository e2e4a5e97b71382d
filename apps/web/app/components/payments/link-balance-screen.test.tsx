// The balance page of a reminder's signed link: the amounts to anyone holding it, one payment with it,
// and the login instead when the link is used, expired or not genuine.
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LinkBalanceScreen } from "./link-balance-screen.tsx";
import { serveGraphql } from "./testing.ts";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LINK = "12.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ";

function Where() {
  const location = useLocation();
  return <h1>At {location.pathname + location.search}</h1>;
}

function renderScreen() {
  const Stub = createRoutesStub([
    { path: "/payment/:groupId", Component: () => <LinkBalanceScreen groupId="501" link={LINK} /> },
    { path: "/payments/sandbox/:orderId", Component: Where },
    { path: "/login", Component: Where },
  ]);
  render(<Stub initialEntries={[`/payment/501?link=${LINK}`]} />);
}

const USABLE = {
  booking_id: "501",
  trip_name: "Hampta Pass Trek",
  start_date: "2099-06-10",
  end_date: "2099-06-14",
  traveller_count: 2,
  total_paise: 2_520_000,
  paid_paise: 600_000,
  balance_paise: 1_920_000,
  balance_due_by: "2099-05-26",
  paid_in_full: false,
  cancelled: false,
  link_status: "usable",
  can_pay_with_link: true,
  documents: [],
};

let balance: Record<string, unknown> | null;
let sent: ReturnType<typeof serveGraphql>;

beforeEach(() => {
  balance = USABLE;
  sent = serveGraphql({
    BalancePaymentView: () => ({ data: { balancePayment: balance } }),
    StartBalancePayment: () => ({
      data: {
        startBalancePayment: {
          provider: "sandbox",
          order_id: "order_sbx_9",
          amount_paise: 1_920_000,
          currency: "INR",
          key_id: null,
          checkout_url: `/payments/sandbox/order_sbx_9?link=${LINK}`,
          description: "Balance for booking PJ-7K3M9Q",
        },
      },
    }),
  });
});

describe("LinkBalanceScreen", () => {
  it("shows the trip, dates, travellers and the balance, and pays it with the link", async () => {
    renderScreen();
    expect(await screen.findByRole("heading", { name: "Hampta Pass Trek" })).toBeTruthy();
    expect(screen.getByText(/2 travellers/)).toBeTruthy();
    expect(screen.getByText("₹19,200")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Pay ₹19,200" }));
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe(
      `At /payments/sandbox/order_sbx_9?link=${LINK}`,
    );
    expect(sent.find((operation) => operation.operationName === "StartBalancePayment")?.variables).toEqual({
      bookingId: "501",
      link: LINK,
    });
  });

  it("writes the dates in words, the start alone for a trip without an end date", async () => {
    renderScreen();
    expect(await screen.findByText("10 June 2099 to 14 June 2099 · 2 travellers")).toBeTruthy();
    cleanup();
    balance = { ...USABLE, end_date: null };
    renderScreen();
    expect(await screen.findByText("10 June 2099 · 2 travellers")).toBeTruthy();
    expect(screen.queryByText(/2099-06-10/)).toBeNull();
  });

  it("says a used link has been used, and offers the login instead of a Pay button", async () => {
    balance = { ...USABLE, link_status: "used", can_pay_with_link: false };
    renderScreen();
    expect(await screen.findByText(/already been used to start a payment/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Pay/ })).toBeNull();
    expect(screen.getByRole("link", { name: "Log in to pay" }).getAttribute("href")).toContain("/login");
  });

  it("says an expired link has expired", async () => {
    balance = { ...USABLE, link_status: "expired", can_pay_with_link: false };
    renderScreen();
    expect(await screen.findByText(/This payment link has expired/)).toBeTruthy();
  });

  it("shows nothing of the booking for a link that is not genuine", async () => {
    balance = null;
    renderScreen();
    expect(await screen.findByRole("heading", { name: "This payment link does not open" })).toBeTruthy();
    expect(screen.queryByText("Hampta Pass Trek")).toBeNull();
  });

  it("once paid in full, lists the receipts and tax invoices, each leading to its page", async () => {
    balance = {
      ...USABLE,
      paid_paise: 2_520_000,
      balance_paise: 0,
      paid_in_full: true,
      link_status: "used",
      can_pay_with_link: false,
      documents: [
        {
          kind: "receipt",
          title: "Receipt",
          number: "PJR-2099-000071",
          amount_paise: 600_000,
          issued_at: "2099-05-01T06:00:00.000Z",
          path: "/receipts/71",
        },
        {
          kind: "receipt",
          title: "Receipt",
          number: "PJR-2099-000090",
          amount_paise: 1_920_000,
          issued_at: "2099-05-20T06:00:00.000Z",
          path: "/receipts/90",
        },
        {
          kind: "invoice",
          title: "Tax invoice",
          number: "INV/9900/000012",
          amount_paise: 1_920_000,
          issued_at: "2099-05-20T06:00:00.000Z",
          path: "/documents/12",
        },
      ],
    };
    renderScreen();
    expect(await screen.findByText("Your booking is paid in full: nothing is left to pay.")).toBeTruthy();
    const list = screen.getByRole("region", { name: "Receipts and tax invoices" });
    expect(list.textContent).toContain("₹19,200 on 20 May 2099");
    expect(screen.getByRole("link", { name: "Receipt PJR-2099-000090" }).getAttribute("href")).toBe("/receipts/90");
    expect(screen.getByRole("link", { name: "Tax invoice INV/9900/000012" }).getAttribute("href")).toBe(
      "/documents/12",
    );
  });
});
