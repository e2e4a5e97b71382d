// GraphQL side of tax documents: a booking's billing details (setBillingDetails and the desk's
// adminSetBillingDetails, Booking.billing_details, Booking.abroad, Booking.address_required_from_paise),
// its invoices and credit notes with their lines (invoices(bookingId), taxDocument(id), each with a
// signed pdf_url), and the back office's exports (adminTaxExport(month), adminTcsReport(quarter),
// adminTcsExcessReport) and the desk's adminTcsQuote: staff only, each export written to the audit log.
import { TAX_TIME_ZONE } from "@parvat/db/tax-documents";
import { businessToday } from "@parvat/domain/business-dates";
import { parseMonth, parseQuarter } from "@parvat/domain/financial-year";
import { TAX_DOCUMENT_KINDS } from "@parvat/domain/tax-documents";
import { maskPan, stateLabel } from "@parvat/domain/tax-identity";
import { BUYER_DETAILS_THRESHOLDS, rateOn } from "@parvat/domain/tax-rates";
import { requireStaff, requireViewer } from "../accounts/require-viewer.ts";
import { rowIdOf } from "../arguments.ts";
import { Booking } from "../bookings/booking-fields.ts";
import { builder } from "../builder.ts";
import type { Context } from "../context.ts";
import { UserError } from "../errors.ts";
import { viewerMay } from "../staff/staff-guard.ts";
import { receiptTaxRefusal, taxOnReceipt } from "./receipt-tax.ts";
import {
  type BillingOutcome,
  documentById,
  documentsOfBooking,
  isOverseas,
  printedFigures,
  recordTaxExport,
  setBillingDetails,
  type TaxDocumentLine,
  type TaxDocumentView,
  type TcsBuyer,
  type TcsExcessBuyer,
  taxDocumentPdfPath,
  taxExport,
  tcsExcessReport,
  tcsReport,
} from "./tax-documents.ts";

const iso = (at: Date | string) => new Date(at).toISOString();

const TaxDocumentKindRef = builder.enumType("TaxDocumentKind", {
  description: "INVOICE: a tax invoice for a payment received. CREDIT_NOTE: a refund's, amending an invoice.",
  values: TAX_DOCUMENT_KINDS,
});

export const TaxDocumentLineRef = builder.objectRef<TaxDocumentLine>("TaxDocumentLine").implement({
  description:
    "One line of a document per rate: the trip at its SAC and rate, add-ons of one code and rate. total = taxable + CGST + SGST + IGST; CGST and SGST are each half the rate and equal to the paisa.",
  fields: (t) => ({
    position: t.exposeInt("position"),
    sac: t.exposeString("sac", { description: "SAC (a service) or HSN (goods): 998555 for the tour." }),
    description: t.exposeString("description"),
    gst_percent: t.exposeInt("gstPercent"),
    taxable_paise: t.exposeInt("taxablePaise"),
    cgst_paise: t.exposeInt("cgstPaise"),
    sgst_paise: t.exposeInt("sgstPaise"),
    igst_paise: t.exposeInt("igstPaise"),
    total_paise: t.exposeInt("totalPaise"),
  }),
});

const TaxDocumentRef = builder.objectRef<TaxDocumentView>("TaxDocument").implement({
  description:
    "A tax invoice or credit note, as issued (never changed), with one line per rate (lines). Amounts in integer paise: total = taxable + CGST + SGST + IGST, each the sum of its lines; CGST and SGST when the place of supply is the company's state, IGST otherwise (another state, or 96: abroad). TCS (overseas packages) is collected on top of the total and is not GST.",
  fields: (t) => ({
    id: t.exposeID("id"),
    number: t.exposeString("number", {
      description: 'Unique in its series and financial year: "INV/2627/000042", "CN/2627/000007".',
    }),
    kind: t.field({ type: TaxDocumentKindRef, resolve: (document) => document.kind }),
    title: t.string({
      description: '"Tax invoice" or "Credit note".',
      resolve: (document) => printedFigures(document).title,
    }),
    issued_at: t.string({
      description: "ISO 8601: when the money moved.",
      resolve: (document) => iso(document.issuedAt),
    }),
    financial_year: t.exposeString("financialYear", { description: '"2026-27".' }),
    booking_reference: t.exposeString("bookingReference"),
    trip_name: t.exposeString("tripName"),
    amends_number: t.exposeString("amendsNumber", { nullable: true, description: "A credit note's invoice." }),
    amends_issued_at: t.string({
      nullable: true,
      resolve: (document) => (document.amendsIssuedAt ? iso(document.amendsIssuedAt) : null),
    }),
    company_name: t.string({ resolve: (document) => printedFigures(document).companyName }),
    company_gstin: t.string({ resolve: (document) => printedFigures(document).companyGstin }),
    company_address: t.string({ resolve: (document) => printedFigures(document).companyAddress }),
    buyer_name: t.exposeString("buyerName"),
    buyer_gstin: t.exposeString("buyerGstin", { nullable: true, description: "Set: a B2B document." }),
    buyer_address: t.exposeString("buyerAddress", { nullable: true }),
    buyer_state: t.string({
      nullable: true,
      description: '"27-Maharashtra"; null when none was given.',
      resolve: (document) => printedFigures(document).buyerState,
    }),
    buyer_pan: t.string({
      nullable: true,
      description: "The PAN TCS was collected against, masked to its last four characters.",
      resolve: (document) => (document.buyerPan ? maskPan(document.buyerPan) : null),
    }),
    place_of_supply: t.string({
      description: "\"29-Karnataka\": the buyer's GSTIN's state, else the state they gave, else the company's.",
      resolve: (document) => printedFigures(document).placeOfSupply,
    }),
    sac: t.exposeString("sac", { description: "The first line's code (the trip's): lines has each." }),
    service: t.string({ resolve: (document) => printedFigures(document).service }),
    gst_percent: t.exposeInt("gstPercent", { description: "The first line's rate (the trip's): lines has each." }),
    lines: t.field({ type: [TaxDocumentLineRef], resolve: (document) => document.lines }),
    statement: t.exposeString("statement", {
      nullable: true,
      description:
        "What the bill states for the tour operator's 5% rate without input tax credit (notification 11/2017-CT(Rate)); null on documents issued before it was printed.",
    }),
    tcs_law: t.string({
      nullable: true,
      description:
        'The law the TCS was collected under: "section 394(1) of the Income-tax Act, 2025" from 1 April 2026, section 206C(1G) of the 1961 Act before; null without TCS.',
      resolve: (document) => printedFigures(document).tcsLaw,
    }),
    past_deadline: t.exposeBoolean("pastDeadline", {
      description:
        "A credit note issued after section 34(2)'s deadline for its invoice's year: it records the refund; GST is not reduced by it and GSTR-1 leaves it out (adminTaxExport's late_credit_notes_csv).",
    }),
    deadline_note: t.string({ nullable: true, resolve: (document) => printedFigures(document).deadlineNote }),
    taxable_paise: t.exposeInt("taxablePaise"),
    cgst_paise: t.exposeInt("cgstPaise"),
    sgst_paise: t.exposeInt("sgstPaise"),
    igst_paise: t.exposeInt("igstPaise"),
    total_paise: t.exposeInt("totalPaise", { description: "The supply's value: taxable + GST." }),
    tcs_paise: t.exposeInt("tcsPaise", {
      description: "TCS collected with the payment (the law in tcs_law); 0 on a credit note.",
    }),
    amount_paise: t.int({
      description: "What the buyer paid (total + TCS), or gets back (a credit note's total).",
      resolve: (document) => printedFigures(document).amountPaise,
    }),
    amount_in_words: t.string({
      description: 'amount_paise in words: "Rupees One Lakh Five Thousand Only".',
      resolve: (document) => printedFigures(document).totalInWords,
    }),
    print_url: t.string({
      description: "The printable page (A4).",
      resolve: (document) => `/documents/${document.id}`,
    }),
    pdf_url: t.string({
      description: "The PDF, downloadable without a token for 15 minutes (a signed link): ask again after that.",
      resolve: (document, _args, context) => context.accounts.downloadLinks.sign(taxDocumentPdfPath(document.id)),
    }),
  }),
});

/** The viewer's booking, or any booking for staff who may read bookings; null otherwise. */
async function readableBooking(context: Context, bookingId: string): Promise<number | null> {
  const viewer = requireViewer(context);
  const id = rowIdOf(bookingId);
  if (!id) return null;
  const booking = await context.db.query.bookings.findFirst({ where: { id }, columns: { id: true, userId: true } });
  if (!booking) return null;
  return booking.userId === viewer.userId || viewerMay(viewer, "bookings.read") ? booking.id : null;
}

builder.queryField("invoices", (t) =>
  t.field({
    type: [TaxDocumentRef],
    description:
      "The tax invoices and credit notes of one of the viewer's bookings (staff: any booking), oldest first; empty for someone else's or an unknown booking.",
    args: { bookingId: t.arg.id({ required: true }) },
    resolve: async (_root, { bookingId }, context) => {
      const id = await readableBooking(context, bookingId);
      return id ? documentsOfBooking(context.db, id) : [];
    },
  }),
);

builder.queryField("taxDocument", (t) =>
  t.field({
    type: TaxDocumentRef,
    nullable: true,
    description:
      "One invoice or credit note of the viewer's (staff: anyone's), for its printable page; null otherwise.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) => {
      const viewer = requireViewer(context);
      const documentId = rowIdOf(id);
      const document = documentId ? await documentById(context.db, documentId) : null;
      if (!document) return null;
      return document.userId === viewer.userId || viewerMay(viewer, "bookings.read") ? document : null;
    },
  }),
);

// ─── Billing details ────────────────────────────────────────────────────────────────────

interface BillingView {
  gstin: string | null;
  legalName: string;
  address: string | null;
  stateCode: string;
  pan: string | null;
}

const BillingDetailsRef = builder.objectRef<BillingView>("BillingDetails").implement({
  description: "Who a booking's tax documents are made out to. A GSTIN makes them B2B invoices.",
  fields: (t) => ({
    gstin: t.exposeString("gstin", { nullable: true }),
    legal_name: t.exposeString("legalName"),
    address: t.exposeString("address", { nullable: true }),
    state_code: t.exposeString("stateCode", { description: 'GST state code: "29".' }),
    state: t.string({ description: '"29-Karnataka".', resolve: (billing) => stateLabel(billing.stateCode) }),
    pan_masked: t.string({
      nullable: true,
      description: "The PAN, last four characters only: it is never sent back whole.",
      resolve: (billing) => (billing.pan ? maskPan(billing.pan) : null),
    }),
  }),
});

builder.objectField(Booking, "billing_details", (t) =>
  t.field({
    type: BillingDetailsRef,
    nullable: true,
    description: "Who its tax documents are made out to (setBillingDetails); null until given.",
    resolve: async (booking, _args, context) =>
      (await context.db.query.billingDetails.findFirst({ where: { bookingId: booking.id } })) ?? null,
  }),
);

builder.objectField(Booking, "abroad", (t) =>
  t.boolean({
    description:
      "An overseas package: TCS is collected with each payment, and the buyer's PAN is needed before paying (PAN_REQUIRED).",
    resolve: (booking, _args, context) => isOverseas(context.db, booking.id),
  }),
);

builder.objectField(Booking, "address_required_from_paise", (t) =>
  t.int({
    description:
      "CGST Rule 46: a payment of this many paise or more (its invoice's value) needs the buyer's address in the billing details when they have no GSTIN (BILLING_ADDRESS_REQUIRED): the dated threshold in force today.",
    resolve: (_booking, _args, context) =>
      rateOn(BUYER_DETAILS_THRESHOLDS, businessToday(TAX_TIME_ZONE, context.now())).invoiceValuePaise,
  }),
);

builder.objectField(Booking, "invoices", (t) =>
  t.field({
    type: [TaxDocumentRef],
    description: "Its tax invoices and credit notes, oldest first (as invoices(bookingId)).",
    resolve: (booking, _args, context) => documentsOfBooking(context.db, booking.id),
  }),
);

const BillingDetailsInputRef = builder.inputType("BillingDetailsInput", {
  description: "Who the booking's tax documents are made out to; given at booking or before the first payment.",
  fields: (t) => ({
    bookingId: t.id({ required: true }),
    gstin: t.string({
      required: false,
      description:
        "A business's GSTIN (15 characters, checked: format, state code, check character): B2B invoices. GSTIN_INVALID.",
    }),
    legalName: t.string({
      required: true,
      description: "The business's legal name with a GSTIN; otherwise the buyer's name as on their PAN.",
    }),
    address: t.string({ required: false, description: "Required with a GSTIN (the registered address)." }),
    state: t.string({
      required: false,
      description:
        'A GST state code ("27") or name ("Maharashtra"): the place of supply. Required without a GSTIN; with one, the GSTIN\'s state (another: GSTIN_INVALID).',
    }),
    pan: t.string({
      required: false,
      description:
        "The buyer's PAN: needed before paying for a trip abroad (TCS). Checked: format, and its fifth letter begins a word of legalName (PAN_INVALID). Stored, shown back masked.",
    }),
  }),
});

function billingRefusal(outcome: Exclude<BillingOutcome, { ok: true }>): UserError {
  if (outcome.code === "NOT_FOUND") {
    return new UserError("We could not find this booking.", { code: "NOT_FOUND", field: "bookingId" });
  }
  return new UserError(outcome.message, { code: outcome.code, field: outcome.field });
}

builder.mutationField("setBillingDetails", (t) =>
  t.drizzleField({
    changesPublicAnswers: false,
    type: Booking,
    description:
      "Sets who the viewer's booking's tax documents are made out to: anything before its first payment; after it, only a missing address or PAN may be added (otherwise BAD_USER_INPUT; ask the trip desk). state 96 (Other Countries) is an address abroad. Refusals: GSTIN_INVALID, PAN_INVALID, BAD_USER_INPUT (a name, address or state that breaks a rule; `extensions.field`), NOT_FOUND.",
    args: { input: t.arg({ type: BillingDetailsInputRef, required: true }) },
    resolve: async (query, _root, { input }, context) => {
      const viewer = requireViewer(context);
      const bookingId = rowIdOf(input.bookingId);
      const outcome: BillingOutcome = bookingId
        ? await setBillingDetails(context.db, { ...input, userId: viewer.userId, bookingId })
        : { ok: false, code: "NOT_FOUND" };
      if (!outcome.ok) throw billingRefusal(outcome);
      const booking = await context.db.query.bookings.findFirst(query({ where: { id: outcome.bookingId } }));
      if (!booking) throw new Error(`The booking ${outcome.bookingId} vanished`);
      return booking;
    },
  }),
);

builder.mutationField("adminSetBillingDetails", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: "Boolean",
    description:
      "Staff only: sets a booking's billing details for the desk (the traveller gave them by phone or email), by setBillingDetails's rules: anything before the first payment, afterwards only a missing address or PAN. Audited (the PAN as set or not, never its value). Refusals as setBillingDetails.",
    args: { input: t.arg({ type: BillingDetailsInputRef, required: true }) },
    resolve: async (_root, { input }, context) => {
      const staff = requireStaff(context);
      const bookingId = rowIdOf(input.bookingId);
      const outcome: BillingOutcome = bookingId
        ? await setBillingDetails(context.db, { ...input, staffUserId: staff.userId, bookingId })
        : { ok: false, code: "NOT_FOUND" };
      if (!outcome.ok) throw billingRefusal(outcome);
      return true;
    },
  }),
);

const TcsQuoteRef = builder.objectRef<{ amountPaise: number; tcsPaise: number }>("TcsQuote").implement({
  description: "What the desk asks for before recording money on a booking (adminRecordOfflinePayment).",
  fields: (t) => ({
    amount_paise: t.exposeInt("amountPaise", { description: "Towards the booking." }),
    tcs_paise: t.exposeInt("tcsPaise", { description: "TCS on it today (0 on a trip in India)." }),
    receive_paise: t.int({
      description: "What the traveller pays in all: amount + TCS.",
      resolve: (quote) => quote.amountPaise + quote.tcsPaise,
    }),
  }),
});

builder.queryField("adminTcsQuote", (t) =>
  t.field({
    type: TcsQuoteRef,
    description:
      "Staff only: the TCS that money towards a booking would carry if received now, by the same tax step as every payment. Refusals: NOT_FOUND, BAD_USER_INPUT (amountPaise), PAN_REQUIRED, BILLING_ADDRESS_REQUIRED.",
    args: { bookingId: t.arg.id({ required: true }), amountPaise: t.arg.int({ required: true }) },
    resolve: async (_root, args, context) => {
      requireStaff(context);
      const bookingId = rowIdOf(args.bookingId);
      const booking = bookingId
        ? await context.db.query.bookings.findFirst({ where: { id: bookingId }, columns: { id: true } })
        : undefined;
      if (!booking) throw new UserError("We could not find this booking.", { code: "NOT_FOUND", field: "bookingId" });
      if (!Number.isSafeInteger(args.amountPaise) || args.amountPaise <= 0) {
        throw new UserError("Enter an amount above zero.", { code: "BAD_USER_INPUT", field: "amountPaise" });
      }
      const at = context.now();
      const tax = await context.db.transaction((tx) =>
        taxOnReceipt(tx, { bookingId: booking.id, amountPaise: args.amountPaise, at }),
      );
      if (!tax.ok) throw receiptTaxRefusal(tax.reason, at);
      return { amountPaise: args.amountPaise, tcsPaise: tax.tcsPaise };
    },
  }),
);

// ─── The accountant's exports ───────────────────────────────────────────────────────────

const TaxExportRef = builder.objectRef<Awaited<ReturnType<typeof taxExport>>>("TaxExport").implement({
  description:
    "One month's invoices and credit notes as CSV in the columns of the GST portal's GSTR-1 templates. Amounts in the CSV are rupees with two decimals; dates dd-Mon-yyyy in India's calendar.",
  fields: (t) => ({
    month: t.exposeString("month"),
    invoice_count: t.exposeInt("invoiceCount"),
    credit_note_count: t.exposeInt("creditNoteCount"),
    taxable_paise: t.exposeInt("taxablePaise", { description: "Invoices less credit notes." }),
    gst_paise: t.exposeInt("gstPaise", { description: "Invoices less credit notes." }),
    b2b_csv: t.exposeString("b2b", { description: "Invoices to a GSTIN." }),
    b2cl_csv: t.exposeString("b2cl", {
      description: "Inter-state invoices to unregistered buyers above the B2CL threshold.",
    }),
    b2cs_csv: t.exposeString("b2cs", {
      description: "Other B2C supplies, per place of supply and rate, net of their credit notes.",
    }),
    cdnr_csv: t.exposeString("cdnr", { description: "Credit notes to a GSTIN." }),
    cdnur_csv: t.exposeString("cdnur", { description: "Credit notes against B2CL invoices." }),
    hsn_b2b_csv: t.exposeString("hsnB2b", {
      description:
        "GSTR-1 Table 12, B2B tab: per SAC/HSN and rate, the documents to a GSTIN net of their credit notes (UQC NA for services).",
    }),
    hsn_b2c_csv: t.exposeString("hsnB2c", { description: "GSTR-1 Table 12, B2C tab: the same for everyone else." }),
    docs_csv: t.exposeString("docs", {
      description:
        "GSTR-1 Table 13: each series' first and last number issued in the month, how many, and how many cancelled (none: documents are never cancelled).",
    }),
    late_credit_notes_csv: t.exposeString("lateCreditNotes", {
      description:
        "Credit notes issued after section 34(2)'s deadline for their invoice's year: left out of every section above, for the accountant to settle.",
    }),
  }),
});

const TcsBuyerRef = builder.objectRef<TcsBuyer>("TcsBuyer").implement({
  fields: (t) => ({
    pan: t.exposeString("pan", { description: "Whole: this is the report for the return the company files." }),
    name: t.exposeString("name"),
    payment_count: t.exposeInt("paymentCount"),
    amount_paise: t.exposeInt("amountPaise"),
    tcs_paise: t.exposeInt("tcsPaise"),
  }),
});

const TcsReportRef = builder.objectRef<Awaited<ReturnType<typeof tcsReport>>>("TcsReport").implement({
  description:
    "TCS in a quarter of the financial year, per buyer (PAN), for the quarterly TCS statement (Form 27EQ up to March 2026; its successor under the Income-tax Rules, 2026 after).",
  fields: (t) => ({
    quarter: t.exposeString("quarter"),
    buyers: t.field({ type: [TcsBuyerRef], resolve: (report) => report.buyers }),
    amount_paise: t.exposeInt("amountPaise"),
    tcs_paise: t.exposeInt("tcsPaise"),
    uncollected_count: t.exposeInt("uncollectedCount", {
      description: "Receipts on a trip abroad with no TCS collected: each is a CSV line with its reason.",
    }),
    csv: t.exposeString("csv", {
      description:
        "One line per receipt of money on a trip abroad: PAN, collectee code (01 company, 02 other), name, invoice, date, booking, section, collection code (empty where not confirmed: docs/api.md), rate, amount, TCS collected and due, reason for no collection.",
    }),
  }),
});

const TcsExcessBuyerRef = builder.objectRef<TcsExcessBuyer>("TcsExcessBuyer").implement({
  fields: (t) => ({
    pan: t.exposeString("pan"),
    name: t.exposeString("name"),
    receipt_count: t.exposeInt("receiptCount"),
    collected_paise: t.exposeInt("collectedPaise"),
    due_paise: t.exposeInt("duePaise"),
    difference_paise: t.exposeInt("differencePaise", { description: "collected - due: above 0, collected too much." }),
  }),
});

const TcsExcessReportRef = builder.objectRef<Awaited<ReturnType<typeof tcsExcessReport>>>("TcsExcessReport").implement({
  description:
    "TCS collected other than due since the rate in force today began, per buyer: for the accountant to settle; nothing is refunded automatically.",
  fields: (t) => ({
    since: t.exposeString("since", { description: "YYYY-MM-DD: the first day of the rate in force." }),
    law: t.exposeString("law"),
    buyers: t.field({ type: [TcsExcessBuyerRef], resolve: (report) => report.buyers }),
    csv: t.exposeString("csv"),
  }),
});

builder.queryField("adminTaxExport", (t) =>
  t.field({
    type: TaxExportRef,
    description:
      'Staff only: a month\'s ("2026-11") documents as GSTR-1 CSV sections; written to the audit log. BAD_USER_INPUT for another format.',
    args: { month: t.arg.string({ required: true }) },
    resolve: async (_root, { month }, context) => {
      const staff = requireStaff(context);
      const period = parseMonth(month);
      if (!period) throw new UserError('Give a month as "2026-11".', { code: "BAD_USER_INPUT", field: "month" });
      const result = await taxExport(context.db, period);
      await recordTaxExport(context.db, staff.userId, "export-gstr1", period.label, {
        invoices: result.invoiceCount,
        creditNotes: result.creditNoteCount,
      });
      return result;
    },
  }),
);

builder.queryField("adminTcsReport", (t) =>
  t.field({
    type: TcsReportRef,
    description:
      'Staff only: TCS collected in a quarter of the financial year ("2026-27-Q3": October to December 2026) per buyer; written to the audit log. BAD_USER_INPUT for another format.',
    args: { quarter: t.arg.string({ required: true }) },
    resolve: async (_root, { quarter }, context) => {
      const staff = requireStaff(context);
      const period = parseQuarter(quarter);
      if (!period) {
        throw new UserError('Give a quarter of a financial year as "2026-27-Q3".', {
          code: "BAD_USER_INPUT",
          field: "quarter",
        });
      }
      const report = await tcsReport(context.db, period);
      await recordTaxExport(context.db, staff.userId, "export-tcs", period.label, { buyers: report.buyers.length });
      return report;
    },
  }),
);

builder.queryField("adminTcsExcessReport", (t) =>
  t.field({
    type: TcsExcessReportRef,
    description:
      "Staff only: per buyer, the TCS collected since the rate in force today began (1 April 2026, section 394(1) at 2%) against what it made due: the excess collected at the old rates, listed for the accountant. Written to the audit log.",
    resolve: async (_root, _args, context) => {
      const staff = requireStaff(context);
      const report = await tcsExcessReport(context.db, businessToday(TAX_TIME_ZONE, context.now()));
      await recordTaxExport(context.db, staff.userId, "export-tcs-excess", report.since, {
        buyers: report.buyers.length,
      });
      return report;
    },
  }),
);
