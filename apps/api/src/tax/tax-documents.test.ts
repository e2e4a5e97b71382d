// Tax documents from the traveller's side and the accountant's: a payment's invoice (CGST + SGST in
// the company's state, IGST to a business elsewhere), a refund's credit note amending it, billing
// details checked and fixed before the first payment, TCS and the PAN on a trip abroad, the PDF by
// its signed link, and the exports, staff only and audited.
import { taxDocuments, users } from "@parvat/db/schema";
import { createCampsite, createDeparture, createTrek } from "@parvat/db/testing/factories/catalog";
import { addDays, businessToday } from "@parvat/domain/business-dates";
import { financialYearOf } from "@parvat/domain/financial-year";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRowsOf, logInStaff } from "../testing/admin-test-kit.ts";
import {
  createTrip,
  heldBooking,
  logInTraveller,
  payAtGateway,
  runJobs,
  startPayment,
  TIERS,
  type Traveller,
  type Trip,
} from "../testing/payment-test-kit.ts";
import { createTestApi, errorCodes, postGraphql, type TestApi } from "../testing/test-api.ts";

let test: TestApi;
let asha: Traveller;
let trip: Trip;
let year: string;
/** ₹12,000 x 2 + 5% GST. */
const TOTAL = 2_520_000;

beforeAll(async () => {
  test = await createTestApi();
  test.clock.advanceToIndianMidday();
  trip = await createTrip(test);
  asha = await logInTraveller(test);
  await test.db.update(users).set({ firstName: "Asha", lastName: "Sharma" }).where(eq(users.id, asha.userId));
  year = financialYearOf(test.clock.now()).code;
});
afterAll(() => test.close());

interface DocumentView {
  id: string;
  number: string;
  kind: "INVOICE" | "CREDIT_NOTE";
  buyer_name: string;
  buyer_gstin: string | null;
  buyer_pan: string | null;
  place_of_supply: string;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
  tcs_paise: number;
  amount_paise: number;
  amount_in_words: string;
  amends_number: string | null;
  pdf_url: string;
}

const INVOICES = /* GraphQL */ `
  query ($bookingId: ID!) {
    invoices(bookingId: $bookingId) {
      id number kind buyer_name buyer_gstin buyer_pan place_of_supply taxable_paise cgst_paise sgst_paise igst_paise
      total_paise tcs_paise amount_paise amount_in_words amends_number pdf_url
    }
  }
`;

async function invoicesOf(traveller: Traveller, bookingId: number): Promise<DocumentView[]> {
  const response = await postGraphql<{ invoices: DocumentView[] }>(
    test.api,
    INVOICES,
    { bookingId },
    traveller.headers,
  );
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.invoices;
}

const SET_BILLING = /* GraphQL */ `
  mutation ($input: BillingDetailsInput!) {
    setBillingDetails(input: $input) {
      id abroad billing_details { gstin legal_name address state_code state pan_masked }
    }
  }
`;

function setBilling(traveller: Traveller, input: Record<string, unknown>) {
  return postGraphql<{
    setBillingDetails: { abroad: boolean; billing_details: Record<string, string | null> };
  }>(test.api, SET_BILLING, { input }, traveller.headers);
}

async function payInFull(traveller: Traveller, bookingId: number) {
  const started = await startPayment(test, traveller, bookingId, "full");
  expect(started.body.errors).toBeUndefined();
  await payAtGateway(test, started.body.data!.startPayment.order_id);
  return started.body.data!.startPayment;
}

/** A ₹1,00,000 package abroad (5% GST), with cancellation tiers. */
async function overseasTrip() {
  const campsite = await createCampsite(test.db, { type: "international", cancellationTiers: TIERS });
  const trek = await createTrek(test.db, {
    campsiteId: campsite.id,
    departures: [],
    type: "tour-package",
    packages: [{ price: 100_000 }],
  });
  const { event } = await createDeparture(test.db, {
    trekId: trek.trek.id,
    startDate: addDays(businessToday(undefined, test.clock.now()), 45),
    capacity: 10,
  });
  return { trekId: trek.trek.id, packageId: trek.packages[0]!.id, eventId: event.id };
}

describe("invoices and credit notes", () => {
  it("a payment's invoice holds the supply and its tax, CGST and SGST in the company's state, numbered in the year's series", async () => {
    const { bookingId } = await heldBooking(test, asha, trip);
    await payInFull(asha, bookingId);
    const [invoice, ...rest] = await invoicesOf(asha, bookingId);
    expect(rest).toEqual([]);
    expect(invoice).toMatchObject({
      kind: "INVOICE",
      buyer_name: "Asha Sharma",
      buyer_gstin: null,
      place_of_supply: "29-Karnataka",
      taxable_paise: 2_400_000,
      cgst_paise: 60_000,
      sgst_paise: 60_000,
      igst_paise: 0,
      total_paise: TOTAL,
      tcs_paise: 0,
      amount_in_words: "Rupees Twenty Five Thousand Two Hundred Only",
    });
    expect(invoice!.number).toMatch(new RegExp(`^INV/${year}/\\d{6}$`));
    expect(invoice!.number.length).toBeLessThanOrEqual(16);
  });

  it("a business elsewhere gets a B2B invoice with IGST; a refund's credit note amends it, and the two net to what was kept", async () => {
    const { bookingId } = await heldBooking(test, asha, trip);
    const set = await setBilling(asha, {
      bookingId,
      gstin: "27AAPFU0939F1ZV",
      legalName: "Umbrella Travels LLP",
      address: "12 Marine Drive, Mumbai 400002",
    });
    expect(set.body.errors).toBeUndefined();
    expect(set.body.data!.setBillingDetails.billing_details).toMatchObject({
      state_code: "27",
      state: "27-Maharashtra",
    });
    await payInFull(asha, bookingId);
    const cancelled = await postGraphql(
      test.api,
      `mutation ($id: ID!) { cancelBooking(id: $id) { status } }`,
      { id: bookingId },
      asha.headers,
    );
    expect(cancelled.body.errors).toBeUndefined();
    await runJobs(test);
    const [invoice, creditNote] = await invoicesOf(asha, bookingId);
    expect(invoice).toMatchObject({
      kind: "INVOICE",
      buyer_gstin: "27AAPFU0939F1ZV",
      place_of_supply: "27-Maharashtra",
      cgst_paise: 0,
      sgst_paise: 0,
      igst_paise: 120_000,
    });
    // 40 days before: everything back but the ₹1,000 fee.
    expect(creditNote).toMatchObject({
      kind: "CREDIT_NOTE",
      amends_number: invoice!.number,
      total_paise: TOTAL - 100_000,
      place_of_supply: "27-Maharashtra",
    });
    expect(creditNote!.number).toMatch(new RegExp(`^CN/${year}/\\d{6}$`));
    expect(creditNote!.igst_paise + creditNote!.taxable_paise).toBe(creditNote!.total_paise);
    expect(invoice!.total_paise - creditNote!.total_paise).toBe(100_000);
  });

  it("refuses a GSTIN, a PAN or a state that breaks a rule, and any change after the first payment", async () => {
    const { bookingId } = await heldBooking(test, asha, trip);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ gstin: "27AAPFU0939F1ZX", legalName: "Umbrella", address: "Mumbai" }, "GSTIN_INVALID", "gstin"],
      [{ gstin: "27AAPFU0939F1ZV", legalName: "Umbrella", address: "Mumbai", state: "29" }, "GSTIN_INVALID", "gstin"],
      [{ legalName: "Asha Sharma", state: "29", pan: "ABCPS1234" }, "PAN_INVALID", "pan"],
      [{ legalName: "Asha Verma", state: "29", pan: "ABCPS1234K" }, "PAN_INVALID", "pan"],
      [{ legalName: "Asha Sharma", state: "Atlantis" }, "BAD_USER_INPUT", "state"],
      [{ legalName: "Asha Sharma" }, "BAD_USER_INPUT", "state"],
      [{ gstin: "27AAPFU0939F1ZV", legalName: "Umbrella" }, "BAD_USER_INPUT", "address"],
    ];
    for (const [input, code, field] of cases) {
      const response = await setBilling(asha, { bookingId, ...input });
      expect(errorCodes(response), JSON.stringify(input)).toEqual([code]);
      expect(response.body.errors![0]!.extensions!.field).toBe(field);
    }
    const ok = await setBilling(asha, { bookingId, legalName: "Asha Sharma", state: "Kerala", pan: "abcps1234k" });
    expect(ok.body.data!.setBillingDetails.billing_details).toMatchObject({
      state_code: "32",
      pan_masked: "••••••234K",
    });
    const ravi = await logInTraveller(test);
    expect(errorCodes(await setBilling(ravi, { bookingId, legalName: "Ravi", state: "29" }))).toEqual(["NOT_FOUND"]);
    expect(await invoicesOf(ravi, bookingId)).toEqual([]);
    await payInFull(asha, bookingId);
    expect((await invoicesOf(asha, bookingId))[0]).toMatchObject({
      buyer_name: "Asha Sharma",
      place_of_supply: "32-Kerala",
      igst_paise: 60_000 * 2,
    });
    const late = await setBilling(asha, { bookingId, legalName: "Asha Sharma", state: "29" });
    expect(errorCodes(late)).toEqual(["BAD_USER_INPUT"]);
  });
});

describe("a trip abroad", () => {
  it("is not payable without a PAN; with one, TCS is added to the payment and shown on the invoice, and never refunded", async () => {
    const overseas = await overseasTrip();
    const booked = await postGraphql<{ createBooking: { id: string; total_paise: number } }>(
      test.api,
      `mutation ($input: CreateBookingInput!) { createBooking(input: $input) { id total_paise } }`,
      {
        input: {
          eventId: overseas.eventId,
          packageId: overseas.packageId,
          participants: [
            {
              first_name: "Asha",
              last_name: "Sharma",
              country_code: "+91",
              phone: "9812345670",
              dob: "1990-01-01",
              gender: "female",
            },
          ],
          idempotencyKey: "overseas-booking-key-0001",
        },
      },
      asha.headers,
    );
    expect(booked.body.errors).toBeUndefined();
    const bookingId = Number(booked.body.data!.createBooking.id);
    const total = booked.body.data!.createBooking.total_paise;
    expect(total).toBe(10_500_000);
    expect(errorCodes(await startPayment(test, asha, bookingId, "full"))).toEqual(["PAN_REQUIRED"]);
    const set = await setBilling(asha, { bookingId, legalName: "Asha Sharma", state: "29", pan: "ABCPS1234K" });
    expect(set.body.data!.setBillingDetails.abroad).toBe(true);
    // ₹1,05,000 in one invoice: Rule 46 asks for the buyer's address too.
    expect(errorCodes(await startPayment(test, asha, bookingId, "full"))).toEqual(["BILLING_ADDRESS_REQUIRED"]);
    await setBilling(asha, { bookingId, legalName: "Asha Sharma", state: "29", address: "4 Lake Road, Mysuru" });
    const checkout = await payInFull(asha, bookingId);
    // 2% of ₹1,05,000 (section 394(1) of the Income-tax Act, 2025, from 1 April 2026; no threshold).
    expect(checkout.amount_paise).toBe(total + 210_000);
    const [invoice] = await invoicesOf(asha, bookingId);
    expect(invoice).toMatchObject({
      total_paise: total,
      tcs_paise: 210_000,
      amount_paise: total + 210_000,
      buyer_pan: "••••••234K",
    });

    const cancelled = await postGraphql(
      test.api,
      `mutation ($id: ID!) { cancelBooking(id: $id) { status paid_paise } }`,
      { id: bookingId },
      asha.headers,
    );
    expect(cancelled.body.errors).toBeUndefined();
    await runJobs(test);
    const [, creditNote] = await invoicesOf(asha, bookingId);
    expect(creditNote).toMatchObject({ kind: "CREDIT_NOTE", tcs_paise: 0, total_paise: total - 100_000 });

    // The PDF by its signed link; the same path unsigned, or with another signature, is refused.
    const url = new URL(invoice!.pdf_url, "http://localhost");
    const pdf = await test.api.taxDocumentPdf(url.pathname.match(/\/documents\/(\d+)\.pdf/)![1]!, url.searchParams);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toContain(`${invoice!.number.replace(/\//g, "-")}.pdf`);
    const text = Buffer.from(await pdf.arrayBuffer()).toString("latin1");
    expect(text.startsWith("%PDF-1.4")).toBe(true);
    expect(text).toContain(`(No. ${invoice!.number.replace(/\//g, "/")})`);
    expect(text).toContain("(TCS collected under section 394");
    const forged = new URLSearchParams(url.searchParams);
    forged.set("signature", "0".repeat(64));
    expect((await test.api.taxDocumentPdf(invoice!.id, forged)).status).toBe(403);
    expect((await test.api.taxDocumentPdf(invoice!.id, new URLSearchParams())).status).toBe(403);
  });
});

describe("the accountant's exports", () => {
  it("are staff only, in GSTR-1's columns, and each export is audited", async () => {
    const month = businessToday("Asia/Kolkata", test.clock.now()).slice(0, 7);
    const query = `query ($month: String!) { adminTaxExport(month: $month) { month invoice_count credit_note_count b2b_csv b2cs_csv cdnr_csv } }`;
    expect(errorCodes(await postGraphql(test.api, query, { month }, asha.headers))).toEqual(["FORBIDDEN"]);
    const staff = await logInStaff(test);
    expect(errorCodes(await postGraphql(test.api, query, { month: "November" }, staff.headers))).toEqual([
      "BAD_USER_INPUT",
    ]);
    const response = await postGraphql<{ adminTaxExport: Record<string, string | number> }>(
      test.api,
      query,
      { month },
      staff.headers,
    );
    expect(response.body.errors).toBeUndefined();
    const exported = response.body.data!.adminTaxExport;
    const invoices = await test.db.select().from(taxDocuments).where(eq(taxDocuments.kind, "INVOICE"));
    expect(exported.invoice_count).toBe(invoices.length);
    const b2b = String(exported.b2b_csv).trim().split("\r\n");
    expect(b2b[0]).toBe(
      "GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount",
    );
    expect(b2b[1]).toMatch(
      /^27AAPFU0939F1ZV,Umbrella Travels LLP,INV\/\d{4}\/\d{6},\d{2}-[A-Z][a-z]{2}-\d{4},25200\.00,27-Maharashtra,N,,Regular B2B,,5,24000\.00,0\.00$/,
    );
    expect(String(exported.cdnr_csv)).toContain(",C,27-Maharashtra,N,Regular B2B,24200.00,,5,");
    expect(String(exported.b2cs_csv)).toContain("OE,29-Karnataka,,5,");
    expect((await auditRowsOf(test, "tax-export", month)).map((row) => row.action)).toEqual(["export-gstr1"]);

    const quarter = (() => {
      const fy = financialYearOf(test.clock.now());
      const monthNumber = Number(month.slice(5));
      return `${fy.label}-Q${monthNumber >= 4 ? Math.ceil((monthNumber - 3) / 3) : 4}`;
    })();
    const tcs = await postGraphql<{
      adminTcsReport: { buyers: { pan: string; tcs_paise: number; amount_paise: number }[]; csv: string };
    }>(
      test.api,
      `query ($quarter: String!) { adminTcsReport(quarter: $quarter) { buyers { pan tcs_paise amount_paise } csv } }`,
      { quarter },
      staff.headers,
    );
    expect(tcs.body.errors).toBeUndefined();
    expect(tcs.body.data!.adminTcsReport.buyers).toEqual([
      { pan: "ABCPS1234K", tcs_paise: 210_000, amount_paise: 10_500_000 },
    ]);
    expect(tcs.body.data!.adminTcsReport.csv.split("\r\n")[1]).toMatch(
      /^ABCPS1234K,02,Asha Sharma,INV\/.*,394\(1\) overseas tour programme package,,2,105000\.00,2100\.00,2100\.00,$/,
    );
    expect((await auditRowsOf(test, "tax-export", quarter)).map((row) => row.action)).toEqual(["export-tcs"]);
  });
});
