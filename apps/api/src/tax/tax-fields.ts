// GraphQL side of tax documents: a booking's billing details (setBillingDetails, Booking.billing_details,
// Booking.abroad), its invoices and credit notes (invoices(bookingId), taxDocument(id), each with a
// signed pdf_url), and the back office's exports (adminTaxExport(month), adminTcsReport(quarter):
// staff only, each export written to the audit log).
import { parseMonth, parseQuarter } from "@parvat/domain/financial-year";
import { TAX_DOCUMENT_KINDS } from "@parvat/domain/tax-documents";
import { maskPan, stateLabel } from "@parvat/domain/tax-identity";
import { requireStaff, requireViewer } from "../accounts/require-viewer.ts";
import { recordAudit } from "../admin/audit.ts";
import { rowIdOf } from "../arguments.ts";
import { Booking } from "../bookings/booking-fields.ts";
import { builder } from "../builder.ts";
import type { Context } from "../context.ts";
import { UserError } from "../errors.ts";
import {
  type BillingOutcome,
  documentById,
  documentsOfBooking,
  isOverseas,
  printedFigures,
  setBillingDetails,
  type TaxDocumentView,
  type TcsBuyer,
  taxExport,
  tcsReport,
} from "./tax-service.ts";

const iso = (at: Date | string) => new Date(at).toISOString();

/** The download path of a document's PDF (served by tax-pdf-route.ts), before it is signed. */
export const taxDocumentPdfPath = (id: number) => `/documents/${id}.pdf`;

const TaxDocumentKindRef = builder.enumType("TaxDocumentKind", {
  description: "INVOICE: a tax invoice for a payment received. CREDIT_NOTE: a refund's, amending an invoice.",
  values: TAX_DOCUMENT_KINDS,
});

const TaxDocumentRef = builder.objectRef<TaxDocumentView>("TaxDocument").implement({
  description:
    "A tax invoice or credit note, as issued (never changed). Amounts in integer paise: total = taxable + CGST + SGST + IGST; CGST and SGST when the place of supply is the company's state, IGST otherwise. TCS (overseas packages) is collected on top of the total and is not GST.",
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
    sac: t.exposeString("sac"),
    service: t.string({ resolve: (document) => printedFigures(document).service }),
    gst_percent: t.exposeInt("gstPercent"),
    taxable_paise: t.exposeInt("taxablePaise"),
    cgst_paise: t.exposeInt("cgstPaise"),
    sgst_paise: t.exposeInt("sgstPaise"),
    igst_paise: t.exposeInt("igstPaise"),
    total_paise: t.exposeInt("totalPaise", { description: "The supply's value: taxable + GST." }),
    tcs_paise: t.exposeInt("tcsPaise", {
      description: "TCS collected with the payment (section 206C(1G)); 0 on a credit note.",
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

/** The viewer's booking, or any booking for staff; null otherwise. */
async function readableBooking(context: Context, bookingId: string): Promise<number | null> {
  const viewer = requireViewer(context);
  const id = rowIdOf(bookingId);
  if (!id) return null;
  const booking = await context.db.query.bookings.findFirst({ where: { id }, columns: { id: true, userId: true } });
  if (!booking) return null;
  return booking.userId === viewer.userId || viewer.role === "staff" ? booking.id : null;
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
      return document.userId === viewer.userId || viewer.role === "staff" ? document : null;
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
      "Sets who the viewer's booking's tax documents are made out to, before its first payment (after it: BAD_USER_INPUT; ask the trip desk). Refusals: GSTIN_INVALID, PAN_INVALID, BAD_USER_INPUT (a name, address or state that breaks a rule; `extensions.field`), NOT_FOUND.",
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
  description: "TCS collected in a quarter of the financial year, per buyer (PAN), for Form 27EQ.",
  fields: (t) => ({
    quarter: t.exposeString("quarter"),
    buyers: t.field({ type: [TcsBuyerRef], resolve: (report) => report.buyers }),
    amount_paise: t.exposeInt("amountPaise"),
    tcs_paise: t.exposeInt("tcsPaise"),
    csv: t.exposeString("csv", { description: "One line per collection: PAN, name, invoice, date, amounts." }),
  }),
});

/** Exports carry buyers' GSTINs and PANs: who took one, and of what, goes in the audit log. */
async function auditExport(context: Context, staffUserId: number, action: string, period: string, after: object) {
  await context.db.transaction((tx) =>
    recordAudit(tx, { staffUserId, action, entity: "tax-export", entityId: period, before: null, after }),
  );
}

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
      await auditExport(context, staff.userId, "export-gstr1", period.label, {
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
      await auditExport(context, staff.userId, "export-tcs", period.label, { buyers: report.buyers.length });
      return report;
    },
  }),
);
