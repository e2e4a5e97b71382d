import { describe, expect, it } from "vitest";
import { normalizePhone, PHONE_MESSAGES } from "./phone.ts";

describe("normalizePhone accepts", () => {
  it.each([
    ["9876543210", "+919876543210"],
    ["98765 43210", "+919876543210"],
    ["098765-43210", "+919876543210"],
    ["+91 98765 43210", "+919876543210"],
    ["919876543210", "+919876543210"],
    ["0091 98765 43210", "+919876543210"],
    ["(+91) 6123 456 789", "+916123456789"],
    ["+971 50 123 4567", "+971501234567"],
    ["+1 (415) 555-2671", "+14155552671"],
  ])("%j as %s", (input, expected) => {
    expect(normalizePhone(input)).toEqual({ ok: true, phone: expected });
  });
});

describe("normalizePhone refuses", () => {
  it.each([
    ["", PHONE_MESSAGES.empty],
    ["   ", PHONE_MESSAGES.empty],
    ["5876543210", PHONE_MESSAGES.notIndianMobile], // Indian numbers starting with 5 are not mobiles
    ["+91 12345 67890", PHONE_MESSAGES.notIndianMobile],
    ["+91 98765 4321", PHONE_MESSAGES.notIndianMobile],
    ["98765 4321", PHONE_MESSAGES.invalid],
    ["98765abc10", PHONE_MESSAGES.invalid],
    ["+0 123 456 789", PHONE_MESSAGES.invalid],
    ["+1234567", PHONE_MESSAGES.invalid],
    ["+1234567890123456", PHONE_MESSAGES.invalid],
    ["++919876543210", PHONE_MESSAGES.invalid],
  ])("%j: %s", (input, message) => {
    expect(normalizePhone(input)).toEqual({ ok: false, message });
  });
});
