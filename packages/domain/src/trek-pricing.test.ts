import { describe, expect, it } from "vitest";
import { chooseDeparture, choosePackage, departurePrice, formatRupees, struckThroughPrice } from "./trek-pricing.ts";

const packages = [
  { id: 11, price: 12_950, original_price: 14_500 },
  { id: 12, price: 10_450, original_price: null },
  { id: 13, price: 16_200, original_price: 0 },
];

describe("choosePackage", () => {
  it.each([
    [undefined, 11],
    [null, 11],
    ["", 11],
    [12, 12],
    ["13", 13],
    ["999", 11], // unknown: the first
    ["12abc", 11],
  ])("packageId %j gives package %i", (packageId, expected) => {
    expect(choosePackage(packages, packageId)?.id).toBe(expected);
  });

  it("has nothing to choose from an empty list", () => {
    expect(choosePackage([], 12)).toBeUndefined();
  });
});

describe("chooseDeparture", () => {
  const departures = [{ start_date: "2026-12-05" }, { start_date: "2026-12-12" }, { start_date: "2026-12-19" }];

  it.each([
    [undefined, "2026-12-05"],
    ["2026-12-12", "2026-12-12"],
    ["2026-12-13", "2026-12-05"], // no departure that day: the earliest
  ])("date %j selects %s", (date, expected) => {
    expect(chooseDeparture(departures, date)?.start_date).toBe(expected);
  });
});

describe("departurePrice", () => {
  const departure = (prices: { package_id: number; enabled: boolean; price: number | null }[]) => ({ prices });

  it.each([
    ["the entry's own price", [{ package_id: 11, enabled: true, price: 13_950 }], 13_950],
    ["the package price when the entry has none", [{ package_id: 11, enabled: true, price: null }], 12_950],
    ["nothing when the entry is disabled", [{ package_id: 11, enabled: false, price: 13_950 }], null],
    ["nothing when only another package has an entry", [{ package_id: 12, enabled: true, price: 9_000 }], null],
    ["nothing without entries", [], null],
  ])("is %s", (_case, prices, expected) => {
    expect(departurePrice(packages[0]!, departure(prices))).toBe(expected);
  });

  it("is nothing without a departure", () => {
    expect(departurePrice(packages[0]!, undefined)).toBeNull();
  });

  it("keeps a free entry (0) rather than falling back", () => {
    expect(departurePrice(packages[0]!, departure([{ package_id: 11, enabled: true, price: 0 }]))).toBe(0);
  });
});

describe("struckThroughPrice", () => {
  it.each([
    ["the original when the chosen price is the package price", packages[0]!, 12_950, 14_500],
    ["the original moved up by a surcharge", packages[0]!, 13_950, 15_500],
    ["the original moved down by a reduction", packages[0]!, 11_950, 13_500],
    ["the original when the package is not offered", packages[0]!, null, 14_500],
    ["0 without an original price", packages[1]!, 11_000, 0],
    ["0 when the original price is 0", packages[2]!, 17_000, 0],
  ])("is %s", (_case, pkg, chosen, expected) => {
    expect(struckThroughPrice(pkg, chosen)).toBe(expected);
  });
});

describe("formatRupees", () => {
  it.each([
    [0, "₹0"],
    [999, "₹999"],
    [12_950, "₹12,950"],
    [123_450, "₹1,23,450"],
    [10_000_000, "₹1,00,00,000"],
  ])("%i is %s", (amount, expected) => {
    expect(formatRupees(amount)).toBe(expected);
  });
});
