import { describe, expect, it } from "vitest";
import { company } from "./company.ts";
import { financialYearOf, financialYearOfDay, parseMonth, parseQuarter } from "./financial-year.ts";
import { amountInWords, documentFigures, documentNumber, gstLines, placeOfSupply, tcsFor } from "./tax-documents.ts";
import { checkGstin, checkPan, gstinCheckCharacter, maskPan } from "./tax-identity.ts";
import { B2CL_THRESHOLDS, GST_RATES, gstPercentOn, rateOn, TCS_OVERSEAS_PACKAGE_RATES } from "./tax-rates.ts";

const LAKH = 100_000 * 100;
const KARNATAKA = "29";
/** FY 2025-26's row (section 206C(1G): 5% up to ₹10 lakh, 20% above), for documents of that year. */
const rate2025 = rateOn(TCS_OVERSEAS_PACKAGE_RATES, "2026-03-31");

describe("place of supply and GST lines", () => {
  it.each([
    { case: "registered buyer in the supplier's state", gstinState: "29", state: null, place: "29", intra: true },
    { case: "registered buyer in another state", gstinState: "27", state: null, place: "27", intra: false },
    { case: "the GSTIN's state wins over an address", gstinState: "27", state: "29", place: "27", intra: false },
    {
      case: "unregistered buyer with an address in another state",
      gstinState: null,
      state: "07",
      place: "07",
      intra: false,
    },
    { case: "unregistered buyer in the supplier's state", gstinState: null, state: "29", place: "29", intra: true },
    { case: "no address on record: the supplier's state", gstinState: null, state: null, place: "29", intra: true },
  ])("$case", ({ gstinState, state, place, intra }) => {
    expect(placeOfSupply({ supplierState: KARNATAKA, buyerGstinState: gstinState, buyerState: state })).toBe(place);
    const lines = gstLines(2501, KARNATAKA, place);
    expect(lines.cgstPaise + lines.sgstPaise + lines.igstPaise).toBe(2501);
    if (intra) expect(lines).toEqual({ cgstPaise: 1251, sgstPaise: 1250, igstPaise: 0 });
    else expect(lines).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 2501 });
  });

  it.each([
    { amount: 1_050_000, percent: 5, taxable: 1_000_000, gst: 50_000 },
    { amount: 1, percent: 5, taxable: 1, gst: 0 },
    { amount: 1_234_567, percent: 5, taxable: 1_175_778, gst: 58_789 },
    { amount: 118_000, percent: 18, taxable: 100_000, gst: 18_000 },
  ])("an amount of $amount paise at $percent% holds $taxable taxable and $gst GST, adding up", (row) => {
    const figures = documentFigures(row.amount, { gstPercent: row.percent, supplierState: "29", place: "27" });
    expect(figures.taxablePaise).toBe(row.taxable);
    expect(figures.gstPaise).toBe(row.gst);
    expect(figures.taxablePaise + figures.igstPaise).toBe(row.amount);
    expect(figures.totalPaise).toBe(row.amount);
  });

  it("refuses an amount that is not positive paise", () => {
    expect(() => documentFigures(0, { gstPercent: 5, supplierState: "29", place: "29" })).toThrow(RangeError);
    expect(() => documentFigures(10.5, { gstPercent: 5, supplierState: "29", place: "29" })).toThrow(RangeError);
  });
});

describe("TCS on overseas packages received in FY 2025-26 (section 206C(1G))", () => {
  it.each([
    { case: "first payment well under the line", earlier: 0, amount: 2 * LAKH, pan: true, tcs: 10_000 * 100 },
    { case: "exactly up to the line", earlier: 6 * LAKH, amount: 4 * LAKH, pan: true, tcs: 20_000 * 100 },
    {
      case: "one payment across the ₹10 lakh line: 5% below, 20% above",
      earlier: 8 * LAKH,
      amount: 5 * LAKH,
      pan: true,
      tcs: (2 * LAKH * 5) / 100 + (3 * LAKH * 20) / 100,
    },
    { case: "already above the line", earlier: 12 * LAKH, amount: LAKH, pan: true, tcs: 20_000 * 100 },
    { case: "a missing PAN: 206CC's 10% below the line", earlier: 0, amount: 2 * LAKH, pan: false, tcs: 20_000 * 100 },
    {
      case: "a missing PAN across the line: 10% and 40%",
      earlier: 9 * LAKH,
      amount: 2 * LAKH,
      pan: false,
      tcs: (LAKH * 10) / 100 + (LAKH * 40) / 100,
    },
    { case: "odd paise round to the nearest paisa", earlier: 0, amount: 333, pan: true, tcs: 17 },
  ])("$case", ({ earlier, amount, pan, tcs }) => {
    const result = tcsFor({ amountPaise: amount, earlierInYearPaise: earlier, hasPan: pan, rate: rate2025 });
    expect(result.tcsPaise).toBe(tcs);
    expect(result.parts.reduce((sum, part) => sum + part.basePaise, 0)).toBe(amount);
  });

  it("after a refund, the year's total is net of it: TCS already collected stays, later payments count from less", () => {
    // 9 lakh paid (TCS 45,000 collected), 2 lakh refunded: 7 lakh counts; a payment of 4 lakh crosses at 10.
    const first = tcsFor({ amountPaise: 9 * LAKH, earlierInYearPaise: 0, hasPan: true, rate: rate2025 });
    expect(first.tcsPaise).toBe(45_000 * 100);
    const afterRefund = tcsFor({ amountPaise: 4 * LAKH, earlierInYearPaise: 7 * LAKH, hasPan: true, rate: rate2025 });
    expect(afterRefund.parts).toEqual([
      { basePaise: 3 * LAKH, percent: 5, tcsPaise: 15_000 * 100 },
      { basePaise: LAKH, percent: 20, tcsPaise: 20_000 * 100 },
    ]);
  });

  it("takes its rates from the dated table: the line was ₹7 lakh before April 2025", () => {
    const rate2024 = rateOn(TCS_OVERSEAS_PACKAGE_RATES, "2025-03-31");
    expect(rate2024.thresholdPaise).toBe(7 * LAKH);
    expect(rateOn(TCS_OVERSEAS_PACKAGE_RATES, "2025-04-01").thresholdPaise).toBe(10 * LAKH);
    expect(tcsFor({ amountPaise: 8 * LAKH, earlierInYearPaise: 0, hasPan: true, rate: rate2024 }).tcsPaise).toBe(
      (7 * LAKH * 5) / 100 + (LAKH * 20) / 100,
    );
    expect(() => rateOn(TCS_OVERSEAS_PACKAGE_RATES, "2023-09-30")).toThrow(/No rate in force/);
  });
});

describe("dated rates", () => {
  it("GST on tour operator services is 5% from July 2017, and a later row would take over from its date", () => {
    expect(gstPercentOn("998555", "2026-11-27")).toBe(5);
    const rows = [...GST_RATES, { sac: "998555", percent: 12, validFrom: "2027-01-01" }];
    expect(gstPercentOn("998555", "2026-12-31", rows)).toBe(5);
    expect(gstPercentOn("998555", "2027-01-01", rows)).toBe(12);
    expect(() => gstPercentOn("999999", "2026-11-27")).toThrow(RangeError);
  });

  it("B2CL's line dropped to ₹1 lakh on 1 August 2024", () => {
    expect(rateOn(B2CL_THRESHOLDS, "2024-07-31").invoiceValuePaise).toBe(2.5 * LAKH);
    expect(rateOn(B2CL_THRESHOLDS, "2024-08-01").invoiceValuePaise).toBe(LAKH);
  });
});

describe("financial years in the business time zone", () => {
  it.each([
    { instant: "2027-03-31T18:29:59.999Z", label: "2026-27", code: "2627", why: "23:59:59.999 on 31 March in India" },
    {
      instant: "2027-03-31T18:30:00.000Z",
      label: "2027-28",
      code: "2728",
      why: "00:00 on 1 April in India, still 31 March in UTC",
    },
    { instant: "2026-04-01T00:00:00.000Z", label: "2026-27", code: "2627", why: "05:30 on 1 April in India" },
    { instant: "2026-12-31T20:00:00.000Z", label: "2026-27", code: "2627", why: "1 January in India, mid-year" },
    { instant: "2099-06-01T00:00:00.000Z", label: "2099-00", code: "9900", why: "a century's turn" },
  ])("$why is in $label", ({ instant, label, code }) => {
    const year = financialYearOf(new Date(instant), "Asia/Kolkata");
    expect(year.label).toBe(label);
    expect(year.code).toBe(code);
  });

  it("runs from 1 April to 31 March", () => {
    expect(financialYearOfDay("2027-03-31")).toMatchObject({ firstDay: "2026-04-01", lastDay: "2027-03-31" });
  });

  it.each([
    { text: "2026-11", period: { label: "2026-11", firstDay: "2026-11-01", endDay: "2026-12-01" } },
    { text: "2026-12", period: { label: "2026-12", firstDay: "2026-12-01", endDay: "2027-01-01" } },
    { text: "2026-13", period: null },
    { text: "Nov 2026", period: null },
  ])("month $text", ({ text, period }) => expect(parseMonth(text)).toEqual(period));

  it.each([
    { text: "2026-27-Q1", period: { label: "2026-27-Q1", firstDay: "2026-04-01", endDay: "2026-07-01" } },
    { text: "2026-27-Q3", period: { label: "2026-27-Q3", firstDay: "2026-10-01", endDay: "2027-01-01" } },
    { text: "2026-27-Q4", period: { label: "2026-27-Q4", firstDay: "2027-01-01", endDay: "2027-04-01" } },
    { text: "2026-28-Q1", period: null },
    { text: "2026-27-Q5", period: null },
  ])("quarter $text", ({ text, period }) => expect(parseQuarter(text)).toEqual(period));
});

describe("document numbers", () => {
  const year = financialYearOfDay("2026-11-27");
  it("carry their series and serial, within GST's 16 characters", () => {
    expect(documentNumber("INVOICE", year, 42)).toBe("INV/2627/000042");
    expect(documentNumber("CREDIT_NOTE", year, 7)).toBe("CN/2627/000007");
    expect(documentNumber("INVOICE", year, 9_999_999)).toHaveLength(16);
    expect(() => documentNumber("INVOICE", year, 10_000_000)).toThrow(/full/);
    expect(() => documentNumber("INVOICE", year, 0)).toThrow(RangeError);
  });
});

describe("identity numbers", () => {
  it("accepts the company's own GSTIN and finds its state and PAN", () => {
    expect(checkGstin(company.gstin)).toEqual({ ok: true, gstin: company.gstin, stateCode: "29", pan: "AAKCP7294R" });
    expect(checkGstin(" 29aakcp7294r1z4 ")).toMatchObject({ ok: true, gstin: company.gstin });
  });

  it.each([
    { gstin: "29AAKCP7294R1Z5", why: /check/ },
    { gstin: "25AAKCP7294R1Z4", why: /25 is not a GST state code/ },
    { gstin: "29AAKCP7294R1Z", why: /15 characters/ },
    { gstin: "29AAKXP7294R1Z4", why: /not a valid PAN/ },
  ])("refuses $gstin", ({ gstin, why }) => {
    const result = checkGstin(gstin);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(why);
  });

  it("computes a check character that catches a single changed character", () => {
    const first14 = "27AAPFU0939F1Z";
    const gstin = first14 + gstinCheckCharacter(first14);
    expect(checkGstin(gstin).ok).toBe(true);
    expect(checkGstin(`27AAPFU0939F2Z${gstin[14]}`).ok).toBe(false);
  });

  it.each([
    { pan: "ABCPS1234K", name: "Asha Sharma", ok: true },
    { pan: "abcps 1234k", name: "Sharma Asha", ok: true },
    { pan: "ABCPS1234K", name: "Asha Verma", ok: false, why: /fifth letter \(S\)/ },
    { pan: "ABCXS1234K", name: "Asha Sharma", ok: false, why: /10 characters/ },
    { pan: "ABCPS123K", name: "Asha Sharma", ok: false, why: /10 characters/ },
  ])("PAN $pan for $name", ({ pan, name, ok, why }) => {
    const result = checkPan(pan, name);
    expect(result.ok).toBe(ok);
    if (!result.ok && why) expect(result.message).toMatch(why);
  });

  it("shows a PAN back with its last four characters only", () => {
    expect(maskPan("ABCPS1234K")).toBe("••••••234K");
  });
});

describe("amounts in words", () => {
  it.each([
    { paise: 0, words: "Rupees Zero Only" },
    { paise: 105_00, words: "Rupees One Hundred Five Only" },
    { paise: 10_505_050, words: "Rupees One Lakh Five Thousand Fifty and Fifty Paise Only" },
    {
      paise: 1_234_567_801,
      words: "Rupees One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight and One Paise Only",
    },
    { paise: 2_100_000_000_000, words: "Rupees Two Thousand One Hundred Crore Only" },
  ])("$paise paise", ({ paise, words }) => expect(amountInWords(paise)).toBe(words));
});
