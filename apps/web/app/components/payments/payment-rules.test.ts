import { describe, expect, it } from "vitest";
import {
  balanceDeadline,
  cardNumberError,
  checkoutHint,
  cvvError,
  expiryError,
  luhnValid,
  methodText,
  paymentOutcome,
  planOptions,
  upiIdError,
} from "./payment-rules.ts";

describe("planOptions", () => {
  const held = {
    status: "held",
    payment_plans: ["full", "booking_amount"] as const,
    due_paise: 2_520_000,
    booking_amount_paise: 1_000_000,
    balance_due_by: "2026-11-20",
  };

  it("offers the booking amount now and the balance by its date when the server accepts it", () => {
    expect(planOptions(held)).toEqual([
      { plan: "full", nowPaise: 2_520_000, laterPaise: 0, dueBy: null },
      { plan: "booking_amount", nowPaise: 1_000_000, laterPaise: 1_520_000, dueBy: "2026-11-20" },
    ]);
  });

  it.each([
    ["a plan the server does not accept now", { ...held, payment_plans: ["full"] as const }],
    ["a trip without a booking amount", { ...held, booking_amount_paise: null }],
    ["a balance, which the server lets either plan pay", { ...held, status: "part_paid", due_paise: 1_520_000 }],
    ["a booking amount that is all that is due", { ...held, booking_amount_paise: 2_520_000 }],
  ])("offers only the full amount for %s", (_case, booking) => {
    expect(planOptions(booking)).toEqual([{ plan: "full", nowPaise: booking.due_paise, laterPaise: 0, dueBy: null }]);
  });
});

it("says when the balance is due, with or without a date", () => {
  expect(balanceDeadline("2026-11-20")).toBe("by 20 November 2026");
  expect(balanceDeadline(null)).toBe("before departure");
});

it("names payment methods in words, and an unknown one as an online payment", () => {
  expect(methodText("upi")).toBe("UPI");
  expect(methodText("netbanking")).toBe("Net banking");
  expect(methodText(null)).toBe("Online payment");
  expect(methodText("crypto")).toBe("Online payment");
});

it("names the trip desk's methods on a receipt too, never as an online payment", () => {
  expect(methodText("bank_transfer")).toBe("Bank transfer");
  expect(methodText("cheque")).toBe("Cheque");
  expect(methodText("cash")).toBe("Cash");
});

describe("the sandbox checkout's fields", () => {
  it.each([
    ["meera.iyer@okaxis", null],
    ["  9876543210@ybl ", null],
    ["", "Enter your UPI id"],
    ["meera", "Enter a UPI id like name@bank"],
    ["meera@", "Enter a UPI id like name@bank"],
    ["@okaxis", "Enter a UPI id like name@bank"],
    ["meera iyer@okaxis", "Enter a UPI id like name@bank"],
  ])("UPI id %j: %s", (value, error) => {
    expect(upiIdError(value)).toBe(error);
  });

  it("checks card numbers with the Luhn checksum", () => {
    expect(luhnValid("4111111111111111")).toBe(true);
    expect(luhnValid("4111111111111112")).toBe(false);
    expect(luhnValid("5555555555554444")).toBe(true);
    expect(cardNumberError("4111 1111 1111 1111")).toBeNull();
    expect(cardNumberError("4111-1111-1111-1112")).toBe("Enter a valid card number");
    expect(cardNumberError("4111")).toBe("Enter a valid card number");
    expect(cardNumberError(" ")).toBe("Enter the card number");
  });

  it.each([
    ["12/26", null],
    ["11/26", null],
    ["10/26", "This card has expired"],
    ["01/30", null],
    ["13/27", "Enter the expiry as MM/YY"],
    ["1226", "Enter the expiry as MM/YY"],
    ["", "Enter the expiry date"],
  ])("expiry %j in November 2026: %s", (value, error) => {
    expect(expiryError(value, "2026-11-15")).toBe(error);
  });

  it("wants three CVV digits, four for American Express", () => {
    expect(cvvError("123", "4111111111111111")).toBeNull();
    expect(cvvError("1234", "4111111111111111")).toBe("Enter the 3-digit CVV");
    expect(cvvError("123", "378282246310005")).toBe("Enter the 4-digit CVV");
    expect(cvvError("1234", "378282246310005")).toBeNull();
    expect(cvvError("", "4111111111111111")).toBe("Enter the CVV");
  });
});

describe("paymentOutcome", () => {
  const payments = [{ id: "71", provider_payment_id: "pay_sandbox_A1", amount_paise: 500_000 }];

  it("is paid only when the booking's ledger holds the payment", () => {
    expect(paymentOutcome(payments, "pay_sandbox_A1", "pending")).toEqual({ status: "paid", payment: payments[0] });
    expect(paymentOutcome(payments, "pay_sandbox_A1", "failed")).toMatchObject({ status: "paid" });
  });

  it("stays pending when the checkout said paid but nothing is recorded yet", () => {
    expect(paymentOutcome([], "pay_sandbox_A1", "paid")).toEqual({ status: "pending" });
    expect(paymentOutcome(payments, "pay_sandbox_B2", "paid")).toEqual({ status: "pending" });
    expect(paymentOutcome(payments, null, "paid")).toEqual({ status: "pending" });
  });

  it("is failed when the checkout said so and nothing was recorded", () => {
    expect(paymentOutcome(payments, null, "failed")).toEqual({ status: "failed" });
    expect(paymentOutcome([], "pay_sandbox_B2", "failed")).toEqual({ status: "failed" });
  });

  it("reads the checkout's hint from the address, anything unknown as pending", () => {
    expect(checkoutHint("paid")).toBe("paid");
    expect(checkoutHint("failed")).toBe("failed");
    expect(checkoutHint("captured")).toBe("pending");
    expect(checkoutHint(null)).toBe("pending");
  });
});
