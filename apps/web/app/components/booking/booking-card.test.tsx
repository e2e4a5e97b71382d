import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { BookingFieldsFragment } from "../../graphql/generated/graphql.ts";
import { aBooking } from "../payments/testing.ts";
import { BookingCard, refundText } from "./booking-card.tsx";

afterEach(cleanup);

function renderCard(booking: BookingFieldsFragment) {
  const Stub = createRoutesStub([
    { path: "/dashboard", Component: () => <BookingCard booking={booking} onChanged={() => {}} onStale={() => {}} /> },
  ]);
  render(<Stub initialEntries={["/dashboard"]} />);
}

const quote = {
  refund_paise: 1_260_000,
  refund_percent: 50,
  tier_text: "10 to 19 days before departure: 50% refund",
  days_before_departure: 14,
};
const payment = {
  id: "71",
  receipt_number: "PJR-2026-000071",
  amount_paise: 500_000,
  method: "upi",
  captured_at: "2026-11-02T09:30:00.000Z",
  provider_payment_id: "pay_sbx_1",
};

describe("BookingCard", () => {
  it("leads a held booking to pay now, beside its countdown and cancel", () => {
    renderCard(aBooking());
    expect(screen.getByRole("link", { name: "Pay now for booking PJ-7K3M9Q" }).getAttribute("href")).toBe(
      "/pay?booking=501",
    );
    expect(screen.getByRole("button", { name: "Cancel booking PJ-7K3M9Q" })).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Payments and receipts" })).toBeNull();
  });

  it("leads a part-paid booking to pay its balance, with its receipt and its date", () => {
    renderCard(
      aBooking({
        status: "part_paid",
        status_text: "Booking amount paid - balance due",
        hold_expires_at: null,
        paid_paise: 500_000,
        due_paise: 2_020_000,
        balance_due_by: "2099-05-26",
        payments: [payment],
        cancellation: quote,
      }),
    );
    expect(screen.getByRole("link", { name: "Pay balance for booking PJ-7K3M9Q" }).getAttribute("href")).toBe(
      "/payment/501",
    );
    expect(screen.getByText("Balance of ₹20,200 due by 26 May 2099.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Receipt PJR-2026-000071 for ₹5,000" }).getAttribute("href")).toBe(
      "/receipts/71",
    );
    expect(screen.getByRole("button", { name: "Cancel booking PJ-7K3M9Q" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Pay now/ })).toBeNull();
  });

  it("offers a change of date only when the server allows one, and otherwise says why instead", () => {
    const confirmed: Partial<BookingFieldsFragment> = {
      status: "confirmed",
      status_text: "Confirmed - fully paid",
      hold_expires_at: null,
      paid_paise: 2_520_000,
      due_paise: 0,
      payments: [payment],
      cancellation: quote,
    };
    renderCard(aBooking(confirmed));
    expect(screen.getByRole("button", { name: "Change date of booking PJ-7K3M9Q" })).toBeTruthy();
    expect(screen.queryByText(/^Change date:/)).toBeNull();
    cleanup();
    const closed = "Date changes close 10 days before the start; your departure starts in 7 days.";
    renderCard(aBooking({ ...confirmed, date_change_blocked: closed }));
    expect(screen.queryByRole("button", { name: "Change date of booking PJ-7K3M9Q" })).toBeNull();
    expect(screen.getByText(`Change date: ${closed}`)).toBeTruthy();
    // Replacing a traveller has rules of its own: still offered.
    expect(screen.getByRole("button", { name: "Replace a traveller on booking PJ-7K3M9Q" })).toBeTruthy();
  });

  it("offers no payment and no cancel on a cancelled booking, and says what was paid, kept and refunded, and owes nothing", () => {
    renderCard(
      aBooking({
        status: "cancelled",
        status_text: "Cancelled",
        hold_expires_at: null,
        // The ledger's net after the first refund left, as bookings.paid_paise keeps it.
        paid_paise: 1_520_000,
        due_paise: 0,
        received_paise: 2_520_000,
        refunded_paise: 1_000_000,
        refunding_paise: 260_000,
        can_pay: false,
        payments: [{ ...payment, amount_paise: 2_520_000 }],
        refund_status: "pending",
        refunds: [
          {
            id: "9",
            amount_paise: 1_000_000,
            status: "refunded",
            reason_text: "cancellation",
            note: null,
            created_at: "2026-11-20T05:00:00.000Z",
            processed_at: "2026-11-21T05:00:00.000Z",
          },
          {
            id: "10",
            amount_paise: 260_000,
            status: "pending",
            reason_text: "cancellation",
            note: null,
            created_at: "2026-11-20T05:00:00.000Z",
            processed_at: null,
          },
        ],
        cancelled: {
          at: "2026-11-20T05:00:00.000Z",
          by: "traveller",
          terms: "20 to 29 days before departure: 50% refund, less a fee of ₹1,000",
          refund_percent: 50,
          paid_paise: 2_520_000,
          fee_paise: 100_000,
          refund_paise: 1_260_000,
          credit_paise: 0,
          kept_paise: 1_260_000,
        },
      }),
    );
    const line = (term: string | RegExp) => screen.getByText(term).closest("div")!.textContent;
    expect(line("Paid")).toBe("Paid₹25,200");
    expect(line("Kept by the cancellation terms")).toBe("Kept by the cancellation terms₹12,600");
    expect(line("of which the cancellation fee")).toBe("of which the cancellation fee₹1,000");
    expect(line(/^Refunded on 21 November 2026/)).toMatch(/\(cancellation\)₹10,000$/);
    expect(line(/^Refund on its way since 20 November 2026/)).toMatch(/₹2,600$/);
    expect(line("Due")).toBe("DueNothing");
    expect(screen.getByText(/Cancelled on 20 November 2026: 20 to 29 days before departure/)).toBeTruthy();
    // Nothing says money is due, and the refunds are not repeated as a lone total.
    expect(screen.queryByText(/Due ₹|₹[\d,]+ due/)).toBeNull();
    expect(screen.queryByText(/Refund pending:/)).toBeNull();
    expect(screen.queryByRole("link", { name: /Pay/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Cancel booking/ })).toBeNull();
  });

  it("after a cancellation for trip credit, says what became credit and that only the fee was kept", () => {
    renderCard(
      aBooking({
        status: "cancelled",
        status_text: "Cancelled",
        hold_expires_at: null,
        paid_paise: 0,
        due_paise: 0,
        received_paise: 2_349_500,
        can_pay: false,
        payments: [{ ...payment, amount_paise: 2_349_500 }],
        cancelled: {
          at: "2026-11-29T05:00:00.000Z",
          by: "traveller",
          terms: "Trip credit: 100% of what was paid less ₹500, valid 12 months",
          refund_percent: 100,
          paid_paise: 2_349_500,
          fee_paise: 50_000,
          refund_paise: 0,
          credit_paise: 2_299_500,
          kept_paise: 50_000,
        },
      }),
    );
    const line = (term: string) => screen.getByText(term).closest("div")!.textContent;
    expect(line("Became trip credit")).toBe("Became trip credit₹22,995");
    expect(line("Kept: the cancellation fee")).toBe("Kept: the cancellation fee₹500");
    expect(screen.queryByText(/Kept by the cancellation terms/)).toBeNull();
  });

  it("keeps nothing of a departure we cancelled while its traveller chooses, to the paisa", () => {
    renderCard(
      aBooking({
        status: "cancelled",
        status_text: "Cancelled",
        hold_expires_at: null,
        paid_paise: 1_149_750,
        due_paise: 0,
        received_paise: 1_149_750,
        can_pay: false,
        payments: [{ ...payment, amount_paise: 1_149_750 }],
        cancelled: {
          at: "2026-11-29T05:00:00.000Z",
          by: "company",
          terms:
            "Departure cancelled by us: snow on the pass. No fee: choose a full refund, credit with a 10% bonus, or another date.",
          refund_percent: 100,
          paid_paise: 1_149_750,
          fee_paise: 0,
          refund_paise: 0,
          credit_paise: 0,
          kept_paise: 0,
        },
      }),
    );
    expect(screen.queryByText(/Kept/)).toBeNull();
    expect(screen.getByText(/^Yours to choose/).closest("div")!.textContent).toMatch(/₹11,497\.50$/);
    expect(screen.getByText(/or another date\.$/).textContent).not.toMatch(/\.\.$/);
  });

  it("gives a date change fee a line of its own, so the lines add up to the total", () => {
    renderCard(
      aBooking({
        status: "part_paid",
        hold_expires_at: null,
        price_per_person_paise: 2_190_000,
        traveller_count: 1,
        subtotal_paise: 2_190_000,
        gst_paise: 109_500,
        change_fee_paise: 50_000,
        total_paise: 2_349_500,
        paid_paise: 2_299_500,
        due_paise: 50_000,
        participants: [{ first_name: "Asha", last_name: "Rao", phone: "+919876543210" }],
      }),
    );
    const line = (term: string) => screen.getByText(term).closest("div")!.textContent;
    expect(line("Date change fee")).toBe("Date change fee₹500");
    expect(line("Total")).toBe("Total₹23,495");
  });

  it("links a completed booking to its review: to write it, then to change it", () => {
    const completed: Partial<BookingFieldsFragment> = {
      status: "completed",
      status_text: "Completed",
      hold_expires_at: null,
      paid_paise: 2_520_000,
      due_paise: 0,
      payments: [payment],
      cancellation: null,
    };
    renderCard(aBooking({ ...completed, review: { path: "/review/7.abc", written: false } }));
    const write = screen.getByRole("link", { name: /^Write a review of / });
    expect(write.textContent).toBe("Write a review");
    expect(write.getAttribute("href")).toBe("/review/7.abc");
    cleanup();
    renderCard(aBooking({ ...completed, review: { path: "/review/7.abc", written: true } }));
    expect(screen.getByRole("link", { name: /^Change your review of / }).getAttribute("href")).toBe("/review/7.abc");
    cleanup();
    // The link's days are over (or the traveller did not go): no review link.
    renderCard(aBooking(completed));
    expect(screen.queryByRole("link", { name: /review/i })).toBeNull();
  });

  it("says a failed refund of a cancelled booking is being looked into", () => {
    renderCard(
      aBooking({
        status: "cancelled",
        hold_expires_at: null,
        due_paise: 0,
        received_paise: 2_520_000,
        can_pay: false,
        refund_status: "failed",
        refunds: [
          {
            id: "9",
            amount_paise: 1_260_000,
            status: "failed",
            reason_text: "cancellation",
            note: null,
            created_at: "2026-11-20T05:00:00.000Z",
            processed_at: null,
          },
        ],
      }),
    );
    expect(screen.getByText(/The refund did not go through/)).toBeTruthy();
  });
});

it("words a booking's refunds by their status", () => {
  const refunds = [
    { id: "9", amount_paise: 1_260_000, status: "refunded" },
    { id: "10", amount_paise: 40_000, status: "pending" },
  ];
  expect(refundText({ refund_status: null, refunds: [] })).toBeNull();
  expect(refundText({ refund_status: "refunded", refunds })).toBe("Refunded: ₹12,600");
  expect(refundText({ refund_status: "pending", refunds })).toBe("Refund pending: ₹400");
  expect(refundText({ refund_status: "failed", refunds })).toMatch(/did not go through/);
});
