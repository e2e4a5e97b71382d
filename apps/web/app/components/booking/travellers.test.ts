import { describe, expect, it } from "vitest";
import { emptyTraveller, splitPhone, travellerCount, travellerLimit } from "./travellers.ts";

describe("travellers", () => {
  it("splits an account's number into the offered country code and the national number", () => {
    expect(splitPhone("+919876543210")).toEqual({ country_code: "+91", phone: "9876543210" });
    expect(splitPhone("+971501234567")).toEqual({ country_code: "+971", phone: "501234567" });
    expect(splitPhone("+14155550123")).toEqual({ country_code: "+1", phone: "4155550123" });
    // Not offered in the select: the whole number, which carries its own code.
    expect(splitPhone("+33612345678")).toEqual({ country_code: "+91", phone: "+33612345678" });
  });

  it("gives every new card its own key and India as the country", () => {
    const first = emptyTraveller();
    const second = emptyTraveller({ first_name: "Asha" });
    expect(first.key).not.toBe(second.key);
    expect(second).toMatchObject({ first_name: "Asha", country_code: "+91", gender: "" });
  });

  it("takes no more travellers than twelve or the seats left", () => {
    expect(travellerLimit(40)).toBe(12);
    expect(travellerLimit(3)).toBe(3);
    expect(travellerLimit(0)).toBe(0);
  });

  it.each([
    ["3", 9, 3],
    ["3", 2, 2],
    ["12", 40, 12],
    ["13", 40, 12],
    ["0", 9, 1],
    ["two", 9, 1],
    ["-2", 9, 1],
    [null, 9, 1],
  ])(
    "opens registration with the travellers asked for (%s) within the seats left (%i): %i",
    (asked, seats, expected) => {
      expect(travellerCount(asked, seats)).toBe(expected);
    },
  );
});
