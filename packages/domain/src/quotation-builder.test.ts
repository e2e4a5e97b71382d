import { describe, expect, it } from "vitest";
import {
  bookingAmountError,
  checkQuotationDraft,
  durationText,
  includedActivitiesPerPerson,
  type QuotationDraft,
  quotationTotals,
  tidyDraft,
} from "./quotation-builder.ts";

// Shikara ride ₹1,500 per person; private jeep ₹5,000 for the group; gondola ₹2,200 per person.
const prices = new Map([
  [1, { price: 1_500, priceFor: "per person" }],
  [2, { price: 5_000, priceFor: "per group" }],
  [3, { price: 2_200, priceFor: "Per Person" }],
]);

const draft: QuotationDraft = {
  tripTitle: "Kashmir in spring",
  tripSubtitle: null,
  campsiteId: 4,
  packageId: null,
  basePrice: 20_000,
  travelDate: "2027-04-10",
  expiryDate: "2027-03-01",
  pax: 2,
  rooms: 1,
  meals: "Breakfast and dinner",
  showPriceFor: "per person",
  priceInclusiveOfTaxes: true,
  bookingAmount: 10_000,
  inclusions: [],
  exclusions: [],
  transport: { airportTransfer: true, privateVehicleSightseeing: true, sharedTransfers: false },
  days: [
    { title: "Srinagar", description: "Arrive.", activities: [{ activityId: 1, included: true }] },
    {
      title: "Gulmarg",
      description: "Meadows.",
      activities: [
        { activityId: 2, included: true },
        { activityId: 3, included: false },
      ],
    },
  ],
  options: [
    { name: "Comfort", stayPrice: 12_000, properties: [] },
    { name: "Premium", stayPrice: 21_000, properties: [] },
  ],
  selectedOption: 0,
};

describe("includedActivitiesPerPerson", () => {
  it.each([
    ["per-person activities at their price, a group one shared", draft.days, 2, 1_500 + 2_500],
    ["a group price shared by three, rounded up", draft.days, 3, 1_500 + 1_667],
    ["optional activities left out", [draft.days[1]!], 1, 5_000],
    ["no days", [], 2, 0],
  ] as const)("counts %s", (_what, days, pax, expected) => {
    expect(includedActivitiesPerPerson(days, prices, pax)).toBe(expected);
  });

  it("refuses an activity the catalogue has no price for", () => {
    const days = [{ title: "x", description: "y", activities: [{ activityId: 99, included: true }] }];
    expect(() => includedActivitiesPerPerson(days, prices, 2)).toThrow(RangeError);
  });
});

describe("quotationTotals", () => {
  it.each([
    // base + stay + activities (1,500 + 2,500) per person
    // Taxes included: the 5% GST is inside the price (₹72,000 = ₹68,571.43 + ₹3,428.57).
    ["per person, taxes included", {}, [36_000, 45_000], [72_000_00, 90_000_00], [3_428_57, 4_285_71]],
    [
      "per group: per person times two",
      { showPriceFor: "per group" },
      [72_000, 90_000],
      [72_000_00, 90_000_00],
      [3_428_57, 4_285_71],
    ],
    [
      "per person, GST added at 5%",
      { priceInclusiveOfTaxes: false },
      [36_000, 45_000],
      [75_600_00, 94_500_00],
      [3_600_00, 4_500_00],
    ],
    ["written freely: no base price", { basePrice: 0 }, [16_000, 25_000], [32_000_00, 50_000_00], [1_523_81, 2_380_95]],
  ] as const)("prices each option %s", (_what, change, optionPrices, totals, gst) => {
    const result = quotationTotals({ ...draft, ...change }, prices);
    expect(result.options.map((option) => option.price)).toEqual(optionPrices);
    expect(result.options.map((option) => option.booking.totalPaise)).toEqual(totals);
    expect(result.options.map((option) => option.booking.gstPaise)).toEqual(gst);
    expect(result.lowestTotalPaise).toBe(totals[0]);
  });

  it("has no lowest total without options", () => {
    expect(quotationTotals({ ...draft, options: [] }, prices)).toMatchObject({ options: [], lowestTotalPaise: null });
  });
});

describe("bookingAmountError", () => {
  const totals = quotationTotals(draft, prices);
  it.each([
    [0, null],
    [10_000, null],
    [71_999, null],
    [72_000, "The booking amount must be less than the cheapest option's total."],
  ])("a booking amount of ₹%s: %s", (amount, expected) => {
    expect(bookingAmountError(amount, totals)).toBe(expected);
  });
});

const homestay = { name: "Rilang's homestay", location: "Mawlynnong", starCategory: null };

/** A hotel option with one stay, made of the given parts. */
function option(stay: Partial<QuotationDraft["options"][number]["properties"][number]>) {
  return {
    name: "Comfort",
    stayPrice: 1_000,
    properties: [
      { propertyId: null, typedIn: null, meals: "Breakfast", roomType: "Double", daysDetail: "All nights", ...stay },
    ],
  };
}

describe("checkQuotationDraft", () => {
  const today = "2027-02-01";
  it("accepts a complete draft", () => {
    expect(checkQuotationDraft(draft, today)).toEqual({});
  });

  it("accepts a property typed in beside one from the catalogue", () => {
    const both = {
      ...option({ propertyId: 7 }),
      properties: [...option({ propertyId: 7 }).properties, ...option({ typedIn: homestay }).properties],
    };
    expect(checkQuotationDraft({ ...draft, options: [both] }, today)).toEqual({});
  });

  it.each([
    ["tripTitle", { tripTitle: "  " }],
    ["expiryDate", { expiryDate: "2027-01-31" }],
    ["expiryDate", { expiryDate: "2027-04-11" }],
    ["travelDate", { travelDate: "soon" }],
    ["pax", { pax: 0 }],
    ["meals", { meals: "" }],
    ["basePrice", { basePrice: -1 }],
    ["basePrice", { basePrice: 10.5 }],
    ["days", { days: [] }],
    ["days", { days: [{ title: "Day", description: " ", activities: [] }] }],
    ["options", { options: [] }],
    ["options", { options: [{ name: "", stayPrice: 1, properties: [] }] }],
    ["options", { selectedOption: 2 }],
    ["bookingAmount", { bookingAmount: -5 }],
    ["campsiteId", { campsiteId: null }],
    ["options", { options: [option({ propertyId: 7, typedIn: null, roomType: " " })] }],
    ["options", { options: [option({ propertyId: null, typedIn: null })] }],
    ["options", { options: [option({ propertyId: 7, typedIn: homestay })] }],
    ["options", { options: [option({ propertyId: null, typedIn: { ...homestay, location: " " } })] }],
    ["options", { options: [option({ propertyId: null, typedIn: { ...homestay, starCategory: 8 } })] }],
    ["options", { options: [option({ propertyId: null, typedIn: { ...homestay, name: "x".repeat(121) } })] }],
  ] as const)("names %s when it is wrong", (field, change) => {
    expect(Object.keys(checkQuotationDraft({ ...draft, ...change } as QuotationDraft, today))).toEqual([field]);
  });
});

describe("tidyDraft", () => {
  it("trims what was typed and drops empty lines", () => {
    const tidy = tidyDraft({
      ...draft,
      tripTitle: " Kashmir ",
      tripSubtitle: "  ",
      inclusions: [" Transfers ", "", "  "],
      options: [{ name: " Comfort ", stayPrice: 1, properties: [] }],
    });
    expect(tidy).toMatchObject({
      tripTitle: "Kashmir",
      tripSubtitle: null,
      inclusions: ["Transfers"],
      options: [{ name: "Comfort" }],
    });
  });

  it("trims a typed-in property, and reads a draft saved before teams, transport and typed-in stays", () => {
    const typed = tidyDraft({ ...draft, options: [option({ typedIn: { ...homestay, name: " Rilang's " } })] });
    expect(typed.options[0]!.properties[0]!.typedIn).toEqual({ ...homestay, name: "Rilang's" });
    const { campsiteId: _team, transport: _transport, ...older } = draft;
    const olderOption = {
      name: "Comfort",
      stayPrice: 1,
      properties: [{ propertyId: 7, meals: "B", roomType: "D", daysDetail: "N" }],
    };
    const read = tidyDraft({ ...older, options: [olderOption] } as unknown as QuotationDraft);
    expect(read.campsiteId).toBeNull();
    expect(read.transport).toEqual({
      airportTransfer: false,
      privateVehicleSightseeing: false,
      sharedTransfers: false,
    });
    expect(read.options[0]!.properties[0]).toMatchObject({ propertyId: 7, typedIn: null });
  });
});

describe("durationText", () => {
  it.each([
    [1, "1 day"],
    [2, "1 night, 2 days"],
    [6, "5 nights, 6 days"],
  ])("%s days read %s", (days, text) => {
    expect(durationText(days)).toBe(text);
  });
});
