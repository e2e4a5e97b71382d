import { describe, expect, it } from "vitest";
import {
  initialGroupId,
  isQuotationExpired,
  type PricedGroup,
  priceDetails,
  quotationBookingAmounts,
  quotationPrice,
} from "./quotation-pricing.ts";

const groups: PricedGroup[] = [
  { id: 11, price: 218000, is_selected: true, is_hidden: false },
  { id: 12, price: 324000, is_selected: false, is_hidden: false },
  { id: 13, price: null, is_selected: false, is_hidden: false },
  { id: 14, price: 179000, is_selected: false, is_hidden: true },
];

describe("the quotation price rule (SPEC.md section 4)", () => {
  const details = priceDetails(groups);

  it("starts from the selected group", () => {
    expect(initialGroupId(groups)).toBe(11);
    expect(quotationPrice(details, initialGroupId(groups))).toBe(218000);
  });

  it.each([
    ["the selected group", 11, 218000],
    ["another priced group", 12, 324000],
    ["a group without a price", 13, null],
    ["a hidden group (not offered)", 14, null],
    ["an unknown group", 99, null],
    ["no group", null, null],
  ])("choosing %s gives %s", (_what, groupId, price) => {
    expect(quotationPrice(details, groupId)).toBe(price);
  });

  it("falls back to the first offered group when none is marked selected", () => {
    expect(initialGroupId(groups.map((group) => ({ ...group, is_selected: false })))).toBe(11);
    expect(initialGroupId([{ id: 1, price: 5, is_selected: true, is_hidden: true }])).toBeNull();
  });
});

describe("isQuotationExpired", () => {
  it("accepts on the expiry date itself, not the day after", () => {
    expect(isQuotationExpired("2027-03-10", "2027-03-10")).toBe(false);
    expect(isQuotationExpired("2027-03-10", "2027-03-11")).toBe(true);
  });
});

describe("quotationBookingAmounts", () => {
  it("books a per-person price for every traveller", () => {
    const amounts = quotationBookingAmounts({
      price: 46900,
      showPriceFor: "per person",
      pax: 6,
      priceInclusiveOfTaxes: true,
      bookingAmount: 60000,
    });
    expect(amounts).toMatchObject({ travellerCount: 6, pricePerPersonPaise: 46900_00 });
    expect(amounts.totalPaise).toBe(281400_00);
    expect(amounts.bookingAmountPaise).toBe(60000_00);
  });

  it("keeps the GST inside a price inclusive of taxes: 5% for tour packages, as its receipt says", () => {
    const amounts = quotationBookingAmounts({
      price: 46900,
      showPriceFor: "per person",
      pax: 6,
      priceInclusiveOfTaxes: true,
      bookingAmount: 60000,
    });
    // ₹2,81,400 = ₹2,68,000 taxable + ₹13,400 GST.
    expect(amounts).toMatchObject({ gstPercent: 5, gstIncluded: true, gstPaise: 13400_00, totalPaise: 281400_00 });
  });

  it("books a large group's every traveller, beyond the 12 of a booking made online", () => {
    const amounts = quotationBookingAmounts({
      price: 18500,
      showPriceFor: "per person",
      pax: 40,
      priceInclusiveOfTaxes: false,
      bookingAmount: 100000,
    });
    expect(amounts).toMatchObject({ travellerCount: 40, subtotalPaise: 740000_00, totalPaise: 777000_00 });
  });

  it("splits a party's price per traveller when it divides into whole paise, else books one party", () => {
    const family = {
      showPriceFor: "for the family of four",
      pax: 4,
      priceInclusiveOfTaxes: true,
      bookingAmount: 40000,
    };
    expect(quotationBookingAmounts({ ...family, price: 218000 })).toMatchObject({
      travellerCount: 4,
      pricePerPersonPaise: 54500_00,
      totalPaise: 218000_00,
    });
    expect(quotationBookingAmounts({ ...family, pax: 3, price: 100001 })).toMatchObject({
      travellerCount: 1,
      totalPaise: 100001_00,
    });
  });

  it("adds GST when the price is before taxes, and drops a booking amount that is not less than the total", () => {
    const amounts = quotationBookingAmounts({
      price: 10000,
      showPriceFor: "per person",
      pax: 2,
      priceInclusiveOfTaxes: false,
      bookingAmount: 30000,
    });
    expect(amounts).toMatchObject({ gstPercent: 5, gstPaise: 1000_00, totalPaise: 21000_00, bookingAmountPaise: null });
  });
});
