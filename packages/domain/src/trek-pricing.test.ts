import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  chooseBookableDeparture,
  choosePackage,
  departurePrice,
  discountProgress,
  FEW_SEATS_THRESHOLD,
  formatRupees,
  formatRupeesAndPaise,
  groupDeparturesByMonth,
  includesFor,
  isBookable,
  quoteTrek,
  seatStatus,
  struckThroughPrice,
  unbookableReason,
} from "./trek-pricing.ts";

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

  it("writes what Intl's en-IN currency format writes, whole and half rupees, negative too", () => {
    const intl = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
    fc.assert(
      fc.property(fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }), fc.boolean(), (whole, half) => {
        const amount = half ? whole + 0.5 : whole;
        expect(formatRupees(amount)).toBe(intl.format(amount));
      }),
    );
    expect(formatRupees(-0)).toBe(intl.format(-0));
  });
});

describe("formatRupeesAndPaise", () => {
  it("writes integer paise as Intl's en-IN currency format writes the rupees with two decimals", () => {
    const intl = new Intl.NumberFormat("en-IN", {
      style: "currency",
      currency: "INR",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    expect(formatRupeesAndPaise(12_345_650)).toBe("₹1,23,456.50");
    expect(formatRupeesAndPaise(39_995)).toBe("₹399.95");
    fc.assert(
      fc.property(fc.integer({ min: -200_000_000_000, max: 200_000_000_000 }), (paise) => {
        expect(formatRupeesAndPaise(paise)).toBe(intl.format(paise / 100));
      }),
    );
  });
});

describe("isBookable and unbookableReason", () => {
  const offered = { prices: [{ package_id: 11, enabled: true, price: null }] };
  it.each([
    ["an offered date with seats", offered, packages[0], true, null],
    ["an offered date without a seat count", { prices: offered.prices }, packages[0], true, null],
    ["a sold-out date", { ...offered, available_seats: 0 }, packages[0], false, "Sold out"],
    ["a date without the package", offered, packages[1], false, "Not offered with this package"],
    [
      "a date with the package switched off",
      { prices: [{ package_id: 11, enabled: false, price: 9 }] },
      packages[0],
      false,
      "Not offered with this package",
    ],
    ["any date without a package", offered, undefined, false, "Not offered with this package"],
  ] as const)("%s", (_case, departure, pkg, bookable, reason) => {
    expect(isBookable(pkg, departure)).toBe(bookable);
    expect(unbookableReason(pkg, departure)).toBe(reason);
  });
});

describe("chooseBookableDeparture", () => {
  const on = (start_date: string, ids: number[], available_seats = 10) => ({
    id: Number(start_date.replaceAll("-", "")),
    start_date,
    available_seats,
    prices: ids.map((package_id) => ({ package_id, enabled: true, price: null })),
  });
  const departures = [
    on("2026-12-02", [11]),
    on("2026-12-05", [11, 12]),
    on("2026-12-09", [11, 12], 0),
    on("2027-01-02", [11]),
    on("2027-01-06", [11, 12]),
    on("2027-02-03", [11]),
  ];
  const pkg = (id: number) => packages.find((candidate) => candidate.id === id)!;

  it.each([
    ["the earliest bookable date when nothing is asked", 11, undefined, "2026-12-02"],
    ["the earliest date the package is offered on", 12, undefined, "2026-12-05"],
    ["the date asked for when it can be booked", 11, "2026-12-05", "2026-12-05"],
    ["a month's first open date for the month", 11, "2027-01", "2027-01-02"],
    ["the month's first date with the package", 12, "2027-01", "2027-01-06"],
    ["another date of the month for a date without the package", 12, "2027-01-02", "2027-01-06"],
    ["another date of the month for a sold-out date", 11, "2026-12-09", "2026-12-02"],
    ["the first bookable date for a month without one", 12, "2027-02", "2026-12-05"],
    ["the first bookable date for an unknown date", 11, "2030-05-05", "2026-12-02"],
  ])("is %s", (_case, packageId, asked, expected) => {
    expect(chooseBookableDeparture(pkg(packageId), departures, asked)?.start_date).toBe(expected);
  });

  it("stays on the asked (or earliest) date when the package is offered on none, so the page can say so", () => {
    expect(chooseBookableDeparture(pkg(13), departures, "2027-01-02")?.start_date).toBe("2027-01-02");
    expect(chooseBookableDeparture(pkg(13), departures)?.start_date).toBe("2026-12-02");
    expect(chooseBookableDeparture(pkg(11), [])).toBeUndefined();
  });
});

describe("quoteTrek", () => {
  const departures = [
    {
      id: 1,
      start_date: "2026-12-05",
      prices: [
        { package_id: 11, enabled: true, price: null },
        { package_id: 12, enabled: true, price: 11_450 },
      ],
    },
    { id: 2, start_date: "2026-12-12", prices: [{ package_id: 11, enabled: true, price: 13_950 }] },
  ];

  it.each([
    ["the first package on the earliest date", {}, 11, "2026-12-05", 12_950, 14_500],
    ["the package in the address", { packageId: "12" }, 12, "2026-12-05", 11_450, 0],
    ["the first package for an unknown packageId", { packageId: "99" }, 11, "2026-12-05", 12_950, 14_500],
    ["the chosen date with its surcharge", { date: "2026-12-12" }, 11, "2026-12-12", 13_950, 15_500],
    [
      "the package's first open date where it is not offered",
      { packageId: 12, date: "2026-12-12" },
      12,
      "2026-12-05",
      11_450,
      0,
    ],
    ["the month's first open date for a month", { date: "2026-12" }, 11, "2026-12-05", 12_950, 14_500],
  ] as const)("gives %s", (_case, choice, packageId, date, price, struck) => {
    const quote = quoteTrek(packages, departures, choice);
    expect([quote.pkg?.id, quote.departure?.start_date, quote.price, quote.struckThrough]).toEqual([
      packageId,
      date,
      price,
      struck,
    ]);
  });

  it("has no price without departures or packages", () => {
    expect(quoteTrek(packages, [], {})).toMatchObject({ departure: undefined, price: null, struckThrough: 0 });
    expect(quoteTrek([], departures, {})).toMatchObject({ pkg: undefined, price: null, struckThrough: 0 });
  });
});

describe("seatStatus", () => {
  it.each([
    [0, "sold-out"],
    [-1, "sold-out"],
    [1, "few"],
    [FEW_SEATS_THRESHOLD - 1, "few"],
    [FEW_SEATS_THRESHOLD, "open"],
    [20, "open"],
  ])("%i seats left is %s", (seats, expected) => {
    expect(seatStatus(seats)).toBe(expected);
  });
});

describe("groupDeparturesByMonth", () => {
  it.each([
    ["nothing for no departures", [], []],
    ["one month", ["2026-12-05", "2026-12-12"], [["2026-12", ["2026-12-05", "2026-12-12"]]]],
    [
      "months across a new year, in date order whatever the input order",
      ["2027-01-02", "2026-12-30", "2027-03-01", "2026-12-05"],
      [
        ["2026-12", ["2026-12-05", "2026-12-30"]],
        ["2027-01", ["2027-01-02"]],
        ["2027-03", ["2027-03-01"]],
      ],
    ],
    [
      "the same month of different years apart",
      ["2026-12-05", "2027-12-04"],
      [
        ["2026-12", ["2026-12-05"]],
        ["2027-12", ["2027-12-04"]],
      ],
    ],
  ] as const)("gives %s", (_case, dates, expected) => {
    const groups = groupDeparturesByMonth(dates.map((start_date) => ({ start_date })));
    expect(groups.map((group) => [group.month, group.departures.map((departure) => departure.start_date)])).toEqual(
      expected,
    );
  });
});

describe("discountProgress", () => {
  const counts = (slider: boolean, availed: number, total: number, days = 6) => ({
    discount_slider: slider,
    discount_availed: availed,
    discount_total: total,
    discount_days_passed: days,
  });

  it.each([
    ["nothing when the trek does not show it", counts(false, 17, 25), null],
    ["nothing without discounted seats", counts(true, 0, 0), null],
    ["nothing once every discounted seat is taken", counts(true, 25, 25), null],
    ["nothing when more are recorded taken than offered", counts(true, 30, 25), null],
    [
      "the share taken, rounded down",
      counts(true, 17, 25),
      { availed: 17, total: 25, left: 8, percent: 68, daysPassed: 6 },
    ],
    [
      "99% rather than 100% with one seat left",
      counts(true, 199, 200, 0),
      { availed: 199, total: 200, left: 1, percent: 99, daysPassed: 0 },
    ],
    [
      "0% when none are taken yet",
      counts(true, 0, 10, 1),
      { availed: 0, total: 10, left: 10, percent: 0, daysPassed: 1 },
    ],
  ])("gives %s", (_case, trek, expected) => {
    expect(discountProgress(trek)).toEqual(expected);
  });
});

describe("includesFor", () => {
  const includes = [
    { name: "Meals", excluded_package: null },
    { name: "Dehradun transport", excluded_package: 12 },
  ];

  it.each([
    [11, ["Meals", "Dehradun transport"]],
    [12, ["Meals"]],
    [undefined, ["Meals", "Dehradun transport"]],
  ])("for package %j lists %j", (packageId, expected) => {
    expect(includesFor(includes, packageId).map((include) => include.name)).toEqual(expected);
  });
});
