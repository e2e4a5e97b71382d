// The rules of the tax law in force, as tables: TCS by the day the money is received, one line per
// rate with CGST equal to SGST, Rule 46's ₹50,000 threshold and section 34(2)'s deadline.
import { describe, expect, it } from "vitest";
import {
  allocate,
  collecteeCode,
  creditNoteLastDay,
  lineFigures,
  needsBuyerAddress,
  OUTSIDE_INDIA,
  placeOfSupply,
  type RateBucket,
  splitPayment,
  tcsFor,
  tcsInside,
} from "./tax-documents.ts";
import { rateOn, TCS_OVERSEAS_PACKAGE_RATES } from "./tax-rates.ts";

const LAKH = 100_000 * 100;
const tcsOn = (day: string, amountPaise: number, earlierInYearPaise = 0) =>
  tcsFor({
    amountPaise,
    earlierInYearPaise,
    hasPan: true,
    rate: rateOn(TCS_OVERSEAS_PACKAGE_RATES, day),
  });

describe("TCS on an overseas package, by the day the money is received", () => {
  it.each([
    {
      case: "31 March 2026: 206C(1G), 5% up to ₹10 lakh",
      day: "2026-03-31",
      amount: 2 * LAKH,
      earlier: 0,
      tcs: 10_000 * 100,
    },
    {
      case: "31 March 2026 above the line: 20%",
      day: "2026-03-31",
      amount: LAKH,
      earlier: 12 * LAKH,
      tcs: 20_000 * 100,
    },
    { case: "1 April 2026: 394(1), 2%", day: "2026-04-01", amount: 2 * LAKH, earlier: 0, tcs: 4_000 * 100 },
    {
      case: "1 April 2026, no threshold: 2% however much was paid",
      day: "2026-04-01",
      amount: LAKH,
      earlier: 30 * LAKH,
      tcs: 2_000 * 100,
    },
    { case: "December 2026, odd paise to the nearest paisa", day: "2026-12-02", amount: 12_345, earlier: 0, tcs: 247 },
  ])("$case", ({ day, amount, earlier, tcs }) => {
    expect(tcsOn(day, amount, earlier).tcsPaise).toBe(tcs);
  });

  it("names the law in force: 206C(1G) of the 1961 Act until 31 March 2026, 394(1) of the 2025 Act from 1 April", () => {
    expect(rateOn(TCS_OVERSEAS_PACKAGE_RATES, "2026-03-31").law).toBe("section 206C(1G) of the Income-tax Act, 1961");
    const current = rateOn(TCS_OVERSEAS_PACKAGE_RATES, "2026-04-01");
    expect(current.law).toBe("section 394(1) of the Income-tax Act, 2025");
    expect(current.thresholdPaise).toBeNull();
  });

  it("an order made on 31 March and paid on 1 April owes the rate of the day paid", () => {
    const atOrder = tcsOn("2026-03-31", 3 * LAKH).tcsPaise;
    const atReceipt = tcsOn("2026-04-01", 3 * LAKH).tcsPaise;
    expect(atOrder).toBe(15_000 * 100);
    expect(atReceipt).toBe(6_000 * 100);
  });

  it("finds the TCS inside a sum that pays an amount with its TCS (credit spent as far as it goes)", () => {
    const tcsOf = (amountPaise: number) => tcsOn("2026-12-02", amountPaise).tcsPaise;
    for (const sum of [1, 51, 102, 10_200, 10_201, 1_234_567, 5 * LAKH]) {
      const { amountPaise, tcsPaise } = tcsInside(sum, tcsOf);
      expect(tcsPaise).toBe(tcsOf(amountPaise));
      expect(amountPaise + tcsPaise).toBeLessThanOrEqual(sum);
      expect(amountPaise + 1 + tcsOf(amountPaise + 1)).toBeGreaterThan(sum);
    }
    expect(tcsInside(10_200, tcsOf)).toEqual({ amountPaise: 10_000, tcsPaise: 200 });
  });

  it("gives a company's PAN collectee code 01 and anyone else's 02", () => {
    expect(collecteeCode("AAKCP7294R")).toBe("01");
    expect(collecteeCode("ABCPS1234K")).toBe("02");
  });
});

describe("one line per rate", () => {
  const trip = (grossPaise: number, invoicedPaise = 0): RateBucket => ({
    sac: "998555",
    description: "Tour operator services",
    gstPercent: 5,
    grossPaise,
    invoicedPaise,
  });
  const addOn = (grossPaise: number, invoicedPaise = 0): RateBucket => ({
    sac: "997329",
    description: "Rental down jacket",
    gstPercent: 18,
    grossPaise,
    invoicedPaise,
  });

  it("a booking of a 5% trip and an 18% add-on, paid in full: a line each, adding up to the payment", () => {
    // Trip ₹20,000 + 5% = ₹21,000; jacket ₹900 + 18% = ₹1,062.
    const parts = splitPayment(2_206_200, [trip(2_100_000), addOn(106_200)]);
    expect(parts.map((part) => part.paise)).toEqual([2_100_000, 106_200]);
    const [tripLine, addOnLine] = parts.map((part) => lineFigures(part.paise, part.bucket.gstPercent, true));
    expect(tripLine).toEqual({
      taxablePaise: 2_000_000,
      cgstPaise: 50_000,
      sgstPaise: 50_000,
      igstPaise: 0,
      totalPaise: 2_100_000,
    });
    expect(addOnLine).toEqual({
      taxablePaise: 90_000,
      cgstPaise: 8_100,
      sgstPaise: 8_100,
      igstPaise: 0,
      totalPaise: 106_200,
    });
  });

  it("a part payment splits in proportion to what each rate still owes; the add-ons chosen after paying take the next payment", () => {
    const first = splitPayment(1_103_100, [trip(2_100_000), addOn(106_200)]);
    expect(first.map((part) => part.paise)).toEqual([1_050_000, 53_100]);
    const later = splitPayment(106_200, [trip(2_100_000, 2_100_000), addOn(106_200)]);
    expect(later.map((part) => [part.bucket.sac, part.paise])).toEqual([["997329", 106_200]]);
  });

  it("money beyond every total goes to the trip's line", () => {
    expect(splitPayment(500, [trip(1000, 1000), addOn(200, 200)]).map((part) => part.paise)).toEqual([500]);
  });

  it.each([
    { gross: 1_050_000, percent: 5 },
    { gross: 1_050_001, percent: 5 },
    { gross: 1_234_567, percent: 5 },
    { gross: 118_001, percent: 18 },
    { gross: 1, percent: 18 },
    { gross: 99_999, percent: 12 },
  ])(
    "within the state, $gross paise at $percent%: CGST = SGST to the paisa, and the line adds up",
    ({ gross, percent }) => {
      const line = lineFigures(gross, percent, true);
      expect(line.cgstPaise).toBe(line.sgstPaise);
      expect(line.taxablePaise + line.cgstPaise + line.sgstPaise).toBe(gross);
      // Each is half the rate of the taxable value, within a paisa of rounding.
      expect(Math.abs(line.cgstPaise - (line.taxablePaise * percent) / 200)).toBeLessThanOrEqual(0.5 + percent / 200);
    },
  );

  it("to another state or abroad, IGST at the whole rate", () => {
    expect(lineFigures(118_000, 18, false)).toEqual({
      taxablePaise: 100_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 18_000,
      totalPaise: 118_000,
    });
  });

  it("allocates by largest remainder, exactly", () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(7, [0, 0])).toEqual([7, 0]);
    expect(allocate(10, [3, 0, 1]).reduce((a, b) => a + b, 0)).toBe(10);
  });
});

describe("buyer details by value and place (CGST Rule 46, IGST Act section 13)", () => {
  it.each([
    { value: 4_999_900, needs: false },
    { value: 5_000_000, needs: true },
    { value: 5_000_001, needs: true },
  ])("an unregistered buyer's invoice of $value paise needs their address and state: $needs", ({ value, needs }) => {
    expect(needsBuyerAddress(value, "2026-12-02")).toBe(needs);
  });

  it("a buyer abroad: the place of supply is outside India (96), never the supplier's state", () => {
    expect(placeOfSupply({ supplierState: "29", buyerState: OUTSIDE_INDIA })).toBe("96");
  });
});

describe("credit notes by date (CGST Act section 34(2))", () => {
  it.each([
    { supply: "2025-05-10", last: "2026-11-30" },
    { supply: "2026-03-31", last: "2026-11-30" },
    { supply: "2026-04-01", last: "2027-11-30" },
    { supply: "2021-06-01", last: "2022-09-30" },
  ])("a supply of $supply: its credit note by $last", ({ supply, last }) => {
    expect(creditNoteLastDay(supply)).toBe(last);
  });
});
