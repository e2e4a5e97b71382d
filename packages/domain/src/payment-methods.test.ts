import { describe, expect, it } from "vitest";
import {
  OFFLINE_PAYMENT_METHODS,
  OFFLINE_REFERENCE_RULES,
  offlinePaymentReference,
  PAYMENT_METHOD_LABELS,
  paymentMethodAndChannel,
  paymentMethodLabel,
} from "./payment-methods.ts";

describe("paymentMethodLabel", () => {
  it("names every method in words, never as the stored value", () => {
    expect(paymentMethodLabel("bank_transfer", "offline")).toBe("Bank transfer");
    expect(paymentMethodLabel("upi", "razorpay")).toBe("UPI");
    expect(paymentMethodLabel("netbanking")).toBe("Net banking");
    expect(paymentMethodLabel("cheque", "offline")).toBe("Cheque");
    for (const label of Object.values(PAYMENT_METHOD_LABELS)) expect(label).not.toMatch(/_/);
  });

  it("calls a method nobody named by who took it", () => {
    expect(paymentMethodLabel(null, "offline")).toBe("Payment by hand");
    expect(paymentMethodLabel(null, "sandbox")).toBe("Online payment");
    expect(paymentMethodLabel("crypto")).toBe("Online payment");
  });

  it("says who took the money", () => {
    expect(paymentMethodAndChannel("bank_transfer", "offline")).toBe("Bank transfer, taken by hand");
    expect(paymentMethodAndChannel("upi", "razorpay")).toBe("UPI, online (Razorpay)");
  });

  it("has a label and a reference rule for each method the desk records", () => {
    for (const method of OFFLINE_PAYMENT_METHODS) {
      expect(PAYMENT_METHOD_LABELS[method]).toBeTruthy();
      expect(OFFLINE_REFERENCE_RULES[method].label).toBeTruthy();
    }
  });
});

describe("offlinePaymentReference", () => {
  it.each([
    ["bank_transfer", " hdfcn52026112412 ", "HDFCN52026112412"],
    ["bank_transfer", "UTR-ABC-123", "UTR-ABC-123"],
    ["upi", "4123 5678 9012", "412356789012"],
    ["cash", "rcpt-0042", "RCPT-0042"],
  ] as const)("stores a %s reference %j as %j", (method, typed, stored) => {
    expect(offlinePaymentReference(method, typed)).toEqual({ ok: true, reference: stored });
  });

  it.each([
    ["upi", "41235678901"],
    ["upi", "UPI12345678A"],
    ["cheque", "12345"],
    ["bank_transfer", "ab"],
    ["cash", "=SUM(A1)"],
  ] as const)("refuses a %s reference %j beside the reference field", (method, typed) => {
    expect(offlinePaymentReference(method, typed, "HDFC Bank")).toMatchObject({ ok: false, field: "reference" });
  });

  it("keeps a cheque's bank with its number, and asks for it", () => {
    expect(offlinePaymentReference("cheque", "004512", " State  Bank of India ")).toEqual({
      ok: true,
      reference: "004512 STATE BANK OF INDIA",
    });
    expect(offlinePaymentReference("cheque", "004512", "")).toMatchObject({ ok: false, field: "bank" });
    expect(offlinePaymentReference("cheque", "004512", "=cmd")).toMatchObject({ ok: false, field: "bank" });
  });
});
