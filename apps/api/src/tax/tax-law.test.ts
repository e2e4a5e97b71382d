// The tax law in force, through the API: every way money comes in on a trip abroad collects TCS at
// the rate of the day (section 394(1), 2%) and asks for the PAN first; a booking with a 5% trip and an
// 18% add-on gets a line per rate on its invoice and receipt, adding up to the money; Rule 46's
// ₹50,000 threshold asks for the buyer's address; a credit note past section 34(2)'s deadline is
// flagged and left out of GSTR-1; TCS collected at the old rates after 1 April 2026 is listed.
import { addOns, billingDetails, paymentLedger, taxDocuments } from "@parvat/db/schema";
import { issueTaxDocuments } from "@parvat/db/tax-documents";
import { createCampsite, createDeparture, createTrek } from "@parvat/db/testing/factories/catalog";
import { addDays, businessToday } from "@parvat/domain/business-dates";
import { financialYearOf } from "@parvat/domain/financial-year";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logInStaff } from "../testing/admin-test-kit.ts";
import { book, participant } from "../testing/booking-test-kit.ts";
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
import { textWidth } from "./pdf.ts";
import { layoutSummary } from "./tax-document-pdf.ts";

let test: TestApi;
let asha: Traveller;
let staff: Traveller;
let trip: Trip;

beforeAll(async () => {
  test = await createTestApi();
  test.clock.advanceToIndianMidday();
  trip = await createTrip(test);
  asha = await logInTraveller(test);
  staff = await logInStaff(test);
});
afterAll(() => test.close());

const gql = <T = Record<string, unknown>>(who: Traveller, query: string, variables: Record<string, unknown> = {}) =>
  postGraphql<T>(test.api, query, variables, who.headers);

interface LineView {
  sac: string;
  gst_percent: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
}

interface DocumentView {
  id: string;
  number: string;
  kind: string;
  sac: string;
  total_paise: number;
  tcs_paise: number;
  tcs_law: string | null;
  statement: string | null;
  buyer_address: string | null;
  buyer_state: string | null;
  place_of_supply: string;
  past_deadline: boolean;
  lines: LineView[];
}

const LINE = "sac gst_percent taxable_paise cgst_paise sgst_paise igst_paise total_paise";

async function invoicesOf(bookingId: number): Promise<DocumentView[]> {
  const response = await gql<{ invoices: DocumentView[] }>(
    staff,
    `query ($bookingId: ID!) { invoices(bookingId: $bookingId) {
      id number kind sac total_paise tcs_paise tcs_law statement buyer_address buyer_state place_of_supply past_deadline
      lines { ${LINE} } } }`,
    { bookingId },
  );
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.invoices;
}

const SET_BILLING = `mutation ($input: BillingDetailsInput!) { setBillingDetails(input: $input) { id } }`;
const PAY_CREDIT = `mutation ($id: ID!, $plan: CreditPaymentPlan!) { payWithCredit(bookingId: $id, plan: $plan) { paid_paise } }`;
const OFFLINE = `mutation ($bookingId: ID!, $amountPaise: Int!, $reference: String!) {
  adminRecordOfflinePayment(bookingId: $bookingId, amountPaise: $amountPaise, method: bank_transfer, reference: $reference) { paid_paise } }`;
const QUOTE = `query ($bookingId: ID!, $amountPaise: Int!) { adminTcsQuote(bookingId: $bookingId, amountPaise: $amountPaise) { amount_paise tcs_paise receive_paise } }`;

/** A ₹1,00,000 package abroad (5% GST) with a ₹20,000 booking amount, departing in 45 days. */
async function overseasTrip() {
  const campsite = await createCampsite(test.db, { type: "international", cancellationTiers: TIERS });
  const trek = await createTrek(test.db, {
    campsiteId: campsite.id,
    departures: [],
    type: "tour-package",
    packages: [{ price: 100_000 }],
    bookingAmountPerPerson: 20_000,
    balanceDueDays: 10,
  });
  const { event } = await createDeparture(test.db, {
    trekId: trek.trek.id,
    startDate: addDays(businessToday(undefined, test.clock.now()), 45),
    capacity: 10,
  });
  return { trekId: trek.trek.id, packageId: trek.packages[0]!.id, eventId: event.id };
}

const twoPercent = (paise: number) => Math.floor((paise * 2 + 50) / 100);

describe("every way money comes in on a trip abroad", () => {
  it("asks for the PAN first, then collects TCS at 2% under section 394(1): trip credit, the gateway and the desk's bank transfer", async () => {
    const overseas = await overseasTrip();
    const booked = await book(test, asha, {
      eventId: overseas.eventId,
      packageId: overseas.packageId,
      participants: [participant()],
    });
    expect(booked.body.errors).toBeUndefined();
    const bookingId = Number(booked.body.data!.createBooking.id);
    const granted = await gql(
      staff,
      `mutation ($id: Int!) { adminGrantCredit(accountId: $id, amountPaise: 500000, reason: "Goodwill for a late bus") { balance_paise } }`,
      { id: asha.userId },
    );
    expect(granted.body.errors).toBeUndefined();

    // No PAN: none of the three takes the money.
    expect(errorCodes(await startPayment(test, asha, bookingId, "booking_amount"))).toEqual(["PAN_REQUIRED"]);
    expect(errorCodes(await gql(asha, PAY_CREDIT, { id: bookingId, plan: "full" }))).toEqual(["PAN_REQUIRED"]);
    expect(
      errorCodes(await gql(staff, OFFLINE, { bookingId, amountPaise: 2_000_000, reference: "UTR000111" })),
    ).toEqual(["PAN_REQUIRED"]);
    // With the PAN but no address, the ₹1,05,000 invoice of the desk's payment needs one (Rule 46).
    const noAddress = await gql(
      staff,
      `mutation ($input: BillingDetailsInput!) { adminSetBillingDetails(input: $input) }`,
      {
        input: { bookingId, legalName: "Asha Sharma", state: "29", pan: "ABCPS1234K" },
      },
    );
    expect(noAddress.body.errors).toBeUndefined();
    expect(
      errorCodes(await gql(staff, OFFLINE, { bookingId, amountPaise: 10_500_000, reference: "UTR000112" })),
    ).toEqual(["BILLING_ADDRESS_REQUIRED"]);
    const set = await gql(asha, SET_BILLING, {
      input: { bookingId, legalName: "Asha Sharma", state: "29", pan: "ABCPS1234K", address: "4 Lake Road, Mysuru" },
    });
    expect(set.body.errors).toBeUndefined();

    // The desk: the quote first, then the booking amount by bank transfer.
    const deposit = 2_000_000;
    const quote = await gql<{ adminTcsQuote: { tcs_paise: number; receive_paise: number } }>(staff, QUOTE, {
      bookingId,
      amountPaise: deposit,
    });
    expect(quote.body.data!.adminTcsQuote).toEqual({
      amount_paise: deposit,
      tcs_paise: twoPercent(deposit),
      receive_paise: deposit + twoPercent(deposit),
    });
    const desk = await gql(staff, OFFLINE, { bookingId, amountPaise: deposit, reference: "UTR000113" });
    expect(desk.body.errors).toBeUndefined();

    // Trip credit pays as far as it goes, its TCS inside the ₹5,000 spent.
    const credit = await gql<{ payWithCredit: { paid_paise: number } }>(asha, PAY_CREDIT, {
      id: bookingId,
      plan: "full",
    });
    expect(credit.body.errors).toBeUndefined();
    const byCredit = credit.body.data!.payWithCredit.paid_paise - deposit;
    expect(byCredit).toBe(490_196);
    expect(byCredit + twoPercent(byCredit)).toBeLessThanOrEqual(500_000);

    // The gateway: the rest, with 2% on top.
    const started = await startPayment(test, asha, bookingId, "full");
    expect(started.body.errors).toBeUndefined();
    const checkout = started.body.data!.startPayment;
    const online = 10_500_000 - deposit - byCredit;
    expect(checkout.amount_paise).toBe(online + twoPercent(online));
    await payAtGateway(test, checkout.order_id);

    const documents = await invoicesOf(bookingId);
    expect(documents.map((document) => [document.total_paise, document.tcs_paise])).toEqual([
      [deposit, twoPercent(deposit)],
      [byCredit, twoPercent(byCredit)],
      [online, twoPercent(online)],
    ]);
    for (const document of documents) {
      expect(document.tcs_law).toBe("section 394(1) of the Income-tax Act, 2025");
      expect(document.sac).toBe("998555");
      expect(document.statement).toMatch(/inclusive of the charges for the accommodation and transportation/);
      expect(document.buyer_address).toBe("4 Lake Road, Mysuru");
    }
    const ledger = await test.db.select().from(paymentLedger).where(eq(paymentLedger.bookingId, bookingId));
    expect(ledger.map((row) => [row.provider, row.tcsPaise])).toEqual([
      ["offline", twoPercent(deposit)],
      ["credit", twoPercent(byCredit)],
      ["sandbox", twoPercent(online)],
    ]);

    // The quarter's TCS report lists each receipt with its code, section and rate; nothing uncollected.
    const quarter = (() => {
      const fy = financialYearOf(test.clock.now());
      const month = Number(businessToday("Asia/Kolkata", test.clock.now()).slice(5, 7));
      return `${fy.label}-Q${month >= 4 ? Math.ceil((month - 3) / 3) : 4}`;
    })();
    const report = await gql<{ adminTcsReport: { uncollected_count: number; csv: string } }>(
      staff,
      `query ($quarter: String!) { adminTcsReport(quarter: $quarter) { uncollected_count csv } }`,
      { quarter },
    );
    expect(report.body.errors).toBeUndefined();
    const lines = report.body.data!.adminTcsReport.csv.trim().split("\r\n");
    expect(lines[0]).toBe(
      "PAN,Collectee code,Buyer name,Invoice number,Date of receipt,Booking,Section,Collection code,Rate (%),Amount received,TCS collected,TCS due,Reason for no collection",
    );
    const mine = lines.filter((line) => line.startsWith("ABCPS1234K,02,Asha Sharma,"));
    expect(mine).toHaveLength(3);
    for (const line of mine) expect(line).toMatch(/,394\(1\) overseas tour programme package,,2,[\d.]+,([\d.]+),\1,$/);
    expect(report.body.data!.adminTcsReport.uncollected_count).toBe(0);
  });
});

describe("one line per rate", () => {
  it("a 5% trip and an 18% add-on: the invoice and the receipt have a line each, CGST = SGST, adding up to the money", async () => {
    const [jacket] = await test.db
      .insert(addOns)
      .values({
        trekId: trip.trekId,
        name: "Rental down jacket",
        description: "Warm for the summit night.",
        pricePaise: 90_000,
        pricing: "per_traveller",
        gstPercent: 18,
        sac: "997326",
      })
      .returning();
    const { bookingId } = await heldBooking(test, asha, trip);
    const chosen = await gql(
      asha,
      `mutation ($input: ChooseAddOnsInput!) { chooseAddOns(input: $input) { total_paise } }`,
      { input: { bookingId, choices: [{ addOnId: jacket!.id, quantity: 1 }] } },
    );
    expect(chosen.body.errors).toBeUndefined();
    // Part payment first (the booking amount, ₹6,000), then the rest.
    const first = await startPayment(test, asha, bookingId, "booking_amount");
    expect(first.body.errors).toBeUndefined();
    await payAtGateway(test, first.body.data!.startPayment.order_id);
    const rest = await startPayment(test, asha, bookingId, "full");
    await payAtGateway(test, rest.body.data!.startPayment.order_id);

    const [deposit, balance] = await invoicesOf(bookingId);
    for (const invoice of [deposit!, balance!]) {
      expect(invoice.lines.map((line) => [line.sac, line.gst_percent])).toEqual([
        ["998555", 5],
        ["997326", 18],
      ]);
      for (const line of invoice.lines) {
        expect(line.cgst_paise).toBe(line.sgst_paise);
        expect(line.taxable_paise + line.cgst_paise + line.sgst_paise).toBe(line.total_paise);
      }
      expect(invoice.lines.reduce((sum, line) => sum + line.total_paise, 0)).toBe(invoice.total_paise);
    }
    // Together the two invoices hold exactly the booking: ₹25,200 of trip and ₹1,062 of jacket.
    const perRate = (sac: string) =>
      [deposit!, balance!].flatMap((invoice) => invoice.lines).filter((line) => line.sac === sac);
    const sum = (lines: LineView[], pick: (line: LineView) => number) =>
      lines.reduce((total, line) => total + pick(line), 0);
    expect(sum(perRate("998555"), (line) => line.total_paise)).toBe(2_520_000);
    expect(sum(perRate("997326"), (line) => line.total_paise)).toBe(106_200);
    expect(sum(perRate("997326"), (line) => line.taxable_paise)).toBe(90_000);

    const payments = await test.db.select().from(paymentLedger).where(eq(paymentLedger.bookingId, bookingId));
    for (const payment of payments) {
      const receipt = await gql<{
        receipt: {
          lines: LineView[];
          taxable_paise: number;
          gst_paise: number;
          cgst_paise: number;
          sgst_paise: number;
        };
      }>(
        asha,
        `query ($id: ID!) { receipt(paymentId: $id) { taxable_paise gst_paise cgst_paise sgst_paise lines { ${LINE} } } }`,
        {
          id: payment.id,
        },
      );
      expect(receipt.body.errors).toBeUndefined();
      const view = receipt.body.data!.receipt;
      expect(view.lines.map((line) => line.gst_percent)).toEqual([5, 18]);
      expect(sum(view.lines, (line) => line.total_paise)).toBe(payment.amountPaise);
      expect(view.taxable_paise + view.gst_paise).toBe(payment.amountPaise);
      expect(view.cgst_paise).toBe(view.sgst_paise);
    }
  });
});

describe("buyer details by value (CGST Rule 46)", () => {
  /** A held booking of five travellers: ₹63,000, booking amount ₹15,000. */
  async function bigBooking() {
    return (await heldBooking(test, asha, trip, { travellers: 5 })).bookingId;
  }

  it("an unregistered buyer's ₹49,999 invoice needs no address; ₹50,000 does, and then carries it", async () => {
    const below = await bigBooking();
    const ok = await gql(staff, OFFLINE, { bookingId: below, amountPaise: 4_999_900, reference: "UTR000201" });
    expect(ok.body.errors).toBeUndefined();
    expect((await invoicesOf(below))[0]).toMatchObject({ total_paise: 4_999_900, buyer_address: null });

    const at = await bigBooking();
    expect(
      errorCodes(await gql(staff, OFFLINE, { bookingId: at, amountPaise: 5_000_000, reference: "UTR000202" })),
    ).toEqual(["BILLING_ADDRESS_REQUIRED"]);
    expect(errorCodes(await startPayment(test, asha, at, "full"))).toEqual(["BILLING_ADDRESS_REQUIRED"]);
    const booking = await gql<{ booking: { address_required_from_paise: number } }>(
      asha,
      `query ($id: ID!) { booking(id: $id) { address_required_from_paise } }`,
      { id: at },
    );
    expect(booking.body.data!.booking.address_required_from_paise).toBe(5_000_000);
    await gql(asha, SET_BILLING, {
      input: { bookingId: at, legalName: "Asha Sharma", state: "Kerala", address: "7 Beach Road, Kochi" },
    });
    const paid = await gql(staff, OFFLINE, { bookingId: at, amountPaise: 5_000_000, reference: "UTR000203" });
    expect(paid.body.errors).toBeUndefined();
    expect((await invoicesOf(at))[0]).toMatchObject({
      buyer_address: "7 Beach Road, Kochi",
      buyer_state: "32-Kerala",
      place_of_supply: "32-Kerala",
    });

    // After the first payment a missing address may be added, but the state the invoice has cannot change.
    const later = await gql(asha, SET_BILLING, {
      input: { bookingId: below, legalName: "Asha Rao", state: "29", address: "1 MG Road, Bengaluru" },
    });
    expect(errorCodes(later)).toEqual(["BAD_USER_INPUT"]);
  });

  it("a buyer abroad: the place of supply is outside India and the tax IGST", async () => {
    const bookingId = (await heldBooking(test, asha, trip)).bookingId;
    const set = await gql(asha, SET_BILLING, {
      input: { bookingId, legalName: "Asha Sharma", state: "96", address: "22 Orchard Road, Singapore" },
    });
    expect(set.body.errors).toBeUndefined();
    const started = await startPayment(test, asha, bookingId, "full");
    await payAtGateway(test, started.body.data!.startPayment.order_id);
    const [invoice] = await invoicesOf(bookingId);
    expect(invoice).toMatchObject({ place_of_supply: "96-Other Countries", buyer_state: "96-Other Countries" });
    expect(invoice!.lines[0]).toMatchObject({ cgst_paise: 0, sgst_paise: 0, igst_paise: 120_000 });
  });
});

describe("dated documents", () => {
  it("a credit note after 30 November for a supply of the last year is flagged and left out of GSTR-1", async () => {
    const { bookingId } = await heldBooking(test, asha, trip);
    const supplied = new Date("2026-03-15T06:30:00Z");
    const refunded = test.clock.now();
    await test.db.transaction(async (tx) => {
      await tx.insert(paymentLedger).values({
        bookingId,
        kind: "payment",
        provider: "offline",
        providerId: "UTR-MARCH",
        providerPaymentId: "UTR-MARCH",
        amountPaise: 2_520_000,
        at: supplied,
      });
      await tx.insert(paymentLedger).values({
        bookingId,
        kind: "refund",
        provider: "offline",
        providerId: "REFUND-DEC",
        providerPaymentId: "UTR-MARCH",
        amountPaise: 1_000_000,
        at: refunded,
      });
      await issueTaxDocuments(tx, bookingId);
    });
    const [invoice, creditNote] = await invoicesOf(bookingId);
    expect(invoice).toMatchObject({ kind: "INVOICE", past_deadline: false });
    // Today (December 2026) is past 30 November 2026, the last day for FY 2025-26's supplies.
    expect(creditNote).toMatchObject({ kind: "CREDIT_NOTE", past_deadline: true });
    const month = businessToday("Asia/Kolkata", refunded).slice(0, 7);
    const exported = await gql<{ adminTaxExport: Record<string, string> }>(
      staff,
      `query ($month: String!) { adminTaxExport(month: $month) { cdnur_csv b2cs_csv late_credit_notes_csv docs_csv hsn_b2c_csv hsn_b2b_csv } }`,
      { month },
    );
    expect(exported.body.errors).toBeUndefined();
    const { late_credit_notes_csv, docs_csv, hsn_b2c_csv } = exported.body.data!.adminTaxExport as Record<
      "late_credit_notes_csv" | "docs_csv" | "hsn_b2c_csv",
      string
    >;
    expect(late_credit_notes_csv).toContain(`${creditNote!.number},`);
    expect(late_credit_notes_csv).toContain(",30-Nov-2026,");
    expect(docs_csv.split("\r\n")[0]).toBe("Nature of Document,Sr. No. From,Sr. No. To,Total Number,Cancelled");
    expect(docs_csv).toMatch(/\r\nCredit Note,CN\/\d{4}\/\d{6},CN\/\d{4}\/\d{6},\d+,0\r\n/);
    expect(hsn_b2c_csv.split("\r\n")[0]).toBe(
      "HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount",
    );
    expect(hsn_b2c_csv).toMatch(/\r\n998555,Tour operator services,NA,0,[\d.]+,5,/);
  });

  it("TCS collected at the old rate on money received from 1 April 2026 is listed per buyer, not refunded", async () => {
    const overseas = await overseasTrip();
    const booked = await book(test, asha, {
      eventId: overseas.eventId,
      packageId: overseas.packageId,
      participants: [participant()],
    });
    const bookingId = Number(booked.body.data!.createBooking.id);
    await test.db.insert(billingDetails).values({
      bookingId,
      legalName: "Ravi Kumar",
      stateCode: "29",
      address: "9 Hill Road, Mysuru",
      pan: "ABCPK4321Q",
    });
    await test.db.transaction(async (tx) => {
      // An order made on 31 March at 5% and paid on 1 April, by the code of the time.
      await tx.insert(paymentLedger).values({
        bookingId,
        kind: "payment",
        provider: "sandbox",
        providerId: "pay_april_first",
        providerPaymentId: "pay_april_first",
        amountPaise: 2_000_000,
        tcsPaise: 100_000,
        at: new Date("2026-04-01T04:00:00Z"),
      });
      await issueTaxDocuments(tx, bookingId);
    });
    const [invoice] = await invoicesOf(bookingId);
    expect(invoice!.tcs_law).toBe("section 394(1) of the Income-tax Act, 2025");
    const report = await gql<{
      adminTcsExcessReport: { since: string; buyers: Record<string, unknown>[]; csv: string };
    }>(
      staff,
      `query { adminTcsExcessReport { since buyers { pan receipt_count collected_paise due_paise difference_paise } csv } }`,
    );
    expect(report.body.errors).toBeUndefined();
    expect(report.body.data!.adminTcsExcessReport.since).toBe("2026-04-01");
    expect(report.body.data!.adminTcsExcessReport.buyers).toContainEqual({
      pan: "ABCPK4321Q",
      receipt_count: 1,
      collected_paise: 100_000,
      due_paise: 40_000,
      difference_paise: 60_000,
    });
    const ledger = await test.db.select().from(taxDocuments).where(eq(taxDocuments.bookingId, bookingId));
    expect(ledger.filter((row) => row.kind === "CREDIT_NOTE")).toEqual([]);
    await runJobs(test);
  });
});

describe("the PDF", () => {
  it("wraps the TCS's label within the room its amount leaves: they never overlap", () => {
    const label = "TCS collected under section 394(1) of the Income-tax Act, 2025 (not GST)";
    const rows = layoutSummary([
      { term: label, paise: 1_234_567_89 },
      { term: "Amount received", paise: 9_876_543_21, strong: true },
    ]);
    // Drawn on one line, the label would run into its amount.
    expect(textWidth(label, 10)).toBeGreaterThan(rows[0]!.room);
    expect(rows[0]!.lines.length).toBeGreaterThan(1);
    for (const row of rows) {
      for (const line of row.lines)
        expect(textWidth(line, 10, row.strong ? "bold" : "regular")).toBeLessThanOrEqual(row.room);
    }
  });
});
