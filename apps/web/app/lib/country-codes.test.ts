import { normalizePhone } from "@parvat/domain/phone";
import { describe, expect, it } from "vitest";
import { COUNTRY_CODES, composePhone } from "./country-codes.ts";

describe("composePhone", () => {
  it.each([
    ["+91", "98765 43210", "+919876543210"],
    ["+91", "098765 43210", "+919876543210"],
    ["+971", "50 123 4567", "+971501234567"],
    ["+91", "+44 7700 900123", "+447700900123"],
    ["+91", "0044 7700 900123", "+447700900123"],
  ])("%s with %j is %s", (countryCode, typed, e164) => {
    expect(normalizePhone(composePhone(countryCode, typed))).toEqual({ ok: true, phone: e164 });
  });

  it("offers each country code once, India first", () => {
    expect(COUNTRY_CODES[0]).toEqual({ dial: "+91", name: "India" });
    expect(new Set(COUNTRY_CODES.map((country) => country.dial)).size).toBe(COUNTRY_CODES.length);
  });
});
