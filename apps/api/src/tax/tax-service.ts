// Tax documents as the API serves them: a booking's billing details (checked and stored before its
// first payment), its invoices and credit notes with what a printed document needs, and the
// accountant's exports (GSTR-1's sections per month, TCS per quarter). The documents themselves are
// issued from the ledger (@parvat/db/tax-documents); nothing here changes one.
import type { Database, Transaction } from "@parvat/db/client";
import { billingDetails, bookings, campsites, paymentLedger, quotations, taxDocuments, treks } from "@parvat/db/schema";
import { TAX_TIME_ZONE } from "@parvat/db/tax-documents";
import { type BookingStatus, isLiveStatus } from "@parvat/domain/booking";
import { businessToday } from "@parvat/domain/business-dates";
import { company } from "@parvat/domain/company";
import type { Period } from "@parvat/domain/financial-year";
import { amountInWords, type TaxDocumentKind } from "@parvat/domain/tax-documents";
import { checkGstin, checkPan, GST_STATES, isGstStateCode, stateLabel } from "@parvat/domain/tax-identity";
import { B2CL_THRESHOLDS, rateOn } from "@parvat/domain/tax-rates";
import { and, asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

// ─── Billing details ────────────────────────────────────────────────────────────────────

export interface BillingInput {
  gstin?: string | null;
  legalName: string;
  address?: string | null;
  /** A GST state code ("29") or the state's name. */
  state?: string | null;
  pan?: string | null;
}

export type BillingRefusal =
  | { code: "NOT_FOUND" }
  | { code: "BAD_USER_INPUT"; field: string; message: string }
  | { code: "GSTIN_INVALID" | "PAN_INVALID"; field: string; message: string };

export type BillingOutcome = { ok: true; bookingId: number } | ({ ok: false } & BillingRefusal);

const LIMITS = { legalName: 120, address: 300 } as const;

/** A state as typed: its code, or its name in any case. */
function stateCodeOf(text: string): string | null {
  const value = text.trim();
  if (isGstStateCode(value)) return value;
  const lower = value.toLowerCase();
  return Object.entries(GST_STATES).find(([, name]) => name.toLowerCase() === lower)?.[0] ?? null;
}

type Checked =
  | { ok: true; row: Omit<typeof billingDetails.$inferInsert, "bookingId"> }
  | ({ ok: false } & BillingRefusal);

/** The input's rules, before the database is asked anything. */
export function checkBilling(input: BillingInput): Checked {
  const legalName = input.legalName.trim().replace(/\s+/g, " ");
  if (legalName.length < 2 || legalName.length > LIMITS.legalName) {
    return {
      ok: false,
      code: "BAD_USER_INPUT",
      field: "legalName",
      message: `Give the name the documents are made out to (2 to ${LIMITS.legalName} characters): the business's legal name, or yours as on your PAN.`,
    };
  }
  const address = input.address?.trim() || null;
  if (address && address.length > LIMITS.address) {
    return {
      ok: false,
      code: "BAD_USER_INPUT",
      field: "address",
      message: `The address is at most ${LIMITS.address} characters.`,
    };
  }
  const typedState = input.state?.trim() ? stateCodeOf(input.state) : null;
  if (input.state?.trim() && !typedState) {
    return {
      ok: false,
      code: "BAD_USER_INPUT",
      field: "state",
      message: "Choose an Indian state or union territory from the list.",
    };
  }
  let gstin: string | null = null;
  let stateCode = typedState;
  let gstinPan: string | null = null;
  if (input.gstin?.trim()) {
    const checked = checkGstin(input.gstin);
    if (!checked.ok) return { ok: false, code: "GSTIN_INVALID", field: "gstin", message: checked.message };
    if (typedState && typedState !== checked.stateCode) {
      return {
        ok: false,
        code: "GSTIN_INVALID",
        field: "gstin",
        message: `This GSTIN is registered in ${GST_STATES[checked.stateCode]}, not ${GST_STATES[typedState]}: check the GSTIN or the state.`,
      };
    }
    if (!address) {
      return {
        ok: false,
        code: "BAD_USER_INPUT",
        field: "address",
        message: "A business's invoice needs its registered address.",
      };
    }
    gstin = checked.gstin;
    stateCode = checked.stateCode;
    gstinPan = checked.pan;
  }
  if (!stateCode) {
    return {
      ok: false,
      code: "BAD_USER_INPUT",
      field: "state",
      message: "Choose the state you live in: it decides the GST on your invoice.",
    };
  }
  let pan: string | null = null;
  if (input.pan?.trim()) {
    const checked = checkPan(input.pan, legalName);
    if (!checked.ok) return { ok: false, code: "PAN_INVALID", field: "pan", message: checked.message };
    if (gstinPan && checked.pan !== gstinPan) {
      return {
        ok: false,
        code: "PAN_INVALID",
        field: "pan",
        message: "This PAN is not the one inside the GSTIN given: give the business's PAN.",
      };
    }
    pan = checked.pan;
  }
  return { ok: true, row: { gstin, legalName, address, stateCode, pan } };
}

/**
 * Stores the billing details of the viewer's booking. Only before its first payment (the invoices
 * already issued would disagree) and while it is live; the trip desk corrects later ones by a credit
 * note and a new invoice, outside this.
 */
export async function setBillingDetails(
  db: Database,
  input: BillingInput & { userId: number; bookingId: number },
): Promise<BillingOutcome> {
  const checked = checkBilling(input);
  if (!checked.ok) return checked;
  return db.transaction(async (tx): Promise<BillingOutcome> => {
    const [booking] = await tx
      .select({ id: bookings.id, userId: bookings.userId, status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, input.bookingId))
      .for("update");
    if (!booking || booking.userId !== input.userId) return { ok: false, code: "NOT_FOUND" };
    if (!isLiveStatus(booking.status as BookingStatus)) {
      return {
        ok: false,
        code: "BAD_USER_INPUT",
        field: "bookingId",
        message: `This booking is ${booking.status}: its billing details can no longer change.`,
      };
    }
    const [paid] = await tx
      .select({ id: paymentLedger.id })
      .from(paymentLedger)
      .where(eq(paymentLedger.bookingId, booking.id))
      .limit(1);
    if (paid) {
      return {
        ok: false,
        code: "BAD_USER_INPUT",
        field: "bookingId",
        message:
          "Billing details are set before the first payment: its invoice is issued already. Ask the trip desk to correct them.",
      };
    }
    // No PAN sent at all (not even null) keeps the one stored: it is never shown back to be sent again.
    if (input.pan === undefined) {
      const [stored] = await tx
        .select({ pan: billingDetails.pan })
        .from(billingDetails)
        .where(eq(billingDetails.bookingId, booking.id));
      checked.row.pan = stored?.pan ?? null;
    }
    await tx
      .insert(billingDetails)
      .values({ bookingId: booking.id, ...checked.row })
      .onConflictDoUpdate({ target: billingDetails.bookingId, set: { ...checked.row, updatedAt: new Date() } });
    return { ok: true, bookingId: booking.id };
  });
}

/** Whether the booking's trip is abroad (its team's campsite is international): TCS applies. */
export async function isOverseas(db: Database | Transaction, bookingId: number): Promise<boolean> {
  const [row] = await db
    .select({ type: campsites.type })
    .from(bookings)
    .leftJoin(treks, eq(treks.id, bookings.trekId))
    .leftJoin(quotations, eq(quotations.id, bookings.quotationId))
    .innerJoin(campsites, eq(campsites.id, sql`coalesce(${treks.campsiteId}, ${quotations.campsiteId})`))
    .where(eq(bookings.id, bookingId));
  return row?.type === "international";
}

// ─── Documents ──────────────────────────────────────────────────────────────────────────

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;

export interface TaxDocumentView extends TaxDocumentRow {
  kind: TaxDocumentKind;
  bookingReference: string;
  tripName: string;
  /** A credit note's invoice: its number and date. */
  amendsNumber: string | null;
  amendsIssuedAt: Date | null;
}

const amended = alias(taxDocuments, "amended");

function documentsQuery(db: Database | Transaction) {
  return db
    .select({
      document: taxDocuments,
      bookingReference: bookings.reference,
      tripName: sql<string>`coalesce(${treks.name}, ${quotations.tripTitle})`,
      amendsNumber: amended.number,
      amendsIssuedAt: amended.issuedAt,
    })
    .from(taxDocuments)
    .innerJoin(bookings, eq(bookings.id, taxDocuments.bookingId))
    .leftJoin(treks, eq(treks.id, bookings.trekId))
    .leftJoin(quotations, eq(quotations.id, bookings.quotationId))
    .leftJoin(amended, eq(amended.id, taxDocuments.amendsId));
}

type DocumentRow = Awaited<ReturnType<ReturnType<typeof documentsQuery>["where"]>>[number];

const viewOf = (row: DocumentRow): TaxDocumentView => ({
  ...row.document,
  kind: row.document.kind as TaxDocumentKind,
  bookingReference: row.bookingReference,
  tripName: row.tripName,
  amendsNumber: row.amendsNumber,
  amendsIssuedAt: row.amendsIssuedAt,
});

/** A booking's documents in the order they were issued. */
export async function documentsOfBooking(db: Database, bookingId: number): Promise<TaxDocumentView[]> {
  const rows = await documentsQuery(db).where(eq(taxDocuments.bookingId, bookingId)).orderBy(asc(taxDocuments.id));
  return rows.map(viewOf);
}

export async function documentById(db: Database, id: number): Promise<(TaxDocumentView & { userId: number }) | null> {
  const [row] = await db
    .select({ userId: bookings.userId })
    .from(taxDocuments)
    .innerJoin(bookings, eq(bookings.id, taxDocuments.bookingId))
    .where(eq(taxDocuments.id, id));
  if (!row) return null;
  const [document] = await documentsQuery(db).where(eq(taxDocuments.id, id));
  return document ? { ...viewOf(document), userId: row.userId } : null;
}

/** What a printed document says beyond its row: the company, the words, the places by name. */
export function printedFigures(document: TaxDocumentView) {
  const { street, locality, region, postalCode } = company.address;
  return {
    companyName: company.legalName,
    companyGstin: company.gstin,
    companyAddress: `${street}, ${locality}, ${region} ${postalCode}, India`,
    supplierState: stateLabel(document.supplierStateCode),
    placeOfSupply: stateLabel(document.placeOfSupply),
    buyerState: document.buyerStateCode ? stateLabel(document.buyerStateCode) : null,
    service: company.sac.description,
    gstPaise: document.cgstPaise + document.sgstPaise + document.igstPaise,
    /** What the buyer paid (an invoice: the supply and the TCS with it) or gets back (a credit note). */
    amountPaise: document.totalPaise + document.tcsPaise,
    totalInWords: amountInWords(document.totalPaise + document.tcsPaise),
    title: document.kind === "INVOICE" ? "Tax invoice" : "Credit note",
  };
}

// ─── The accountant's exports ───────────────────────────────────────────────────────────

/** Documents issued within the period's days, in India's calendar. */
async function documentsIssuedIn(db: Database, period: Period): Promise<TaxDocumentView[]> {
  const rows = await documentsQuery(db)
    .where(
      and(
        sql`(${taxDocuments.issuedAt} at time zone ${TAX_TIME_ZONE})::date >= ${period.firstDay}::date`,
        sql`(${taxDocuments.issuedAt} at time zone ${TAX_TIME_ZONE})::date < ${period.endDay}::date`,
      ),
    )
    .orderBy(asc(taxDocuments.kind), asc(taxDocuments.financialYear), asc(taxDocuments.serial));
  return rows.map(viewOf);
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** GSTR-1's date format: 05-Nov-2026, in India's calendar. */
function gstDate(at: Date): string {
  const day = businessToday(TAX_TIME_ZONE, at);
  return `${day.slice(8, 10)}-${MONTHS[Number(day.slice(5, 7)) - 1]}-${day.slice(0, 4)}`;
}

/** Rupees with two decimals, as the GST portal's templates take them: written from integer paise, no float. */
function rupees(paise: number): string {
  const whole = Math.abs(paise);
  return `${paise < 0 ? "-" : ""}${(whole - (whole % 100)) / 100}.${String(whole % 100).padStart(2, "0")}`;
}

function csv(header: string[], rows: (string | number)[][]): string {
  const cell = (value: string | number) => {
    const text = String(value);
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `${[header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}

export interface TaxExport {
  month: string;
  invoiceCount: number;
  creditNoteCount: number;
  taxablePaise: number;
  gstPaise: number;
  b2b: string;
  b2cl: string;
  b2cs: string;
  cdnr: string;
  cdnur: string;
}

/**
 * A month's documents in the columns of the GST portal's GSTR-1 templates: B2B (invoices to a GSTIN),
 * B2CL (inter-state invoices to others above the dated threshold), B2CS (the other B2C supplies, summed
 * per place of supply and rate, net of their credit notes), CDNR (credit notes to a GSTIN) and CDNUR
 * (credit notes against B2CL invoices).
 */
export async function taxExport(db: Database, period: Period): Promise<TaxExport> {
  const documents = await documentsIssuedIn(db, period);
  const isB2cl = (document: TaxDocumentView, invoiceValuePaise: number, invoiceIssuedAt: Date) =>
    !document.buyerGstin &&
    document.placeOfSupply !== document.supplierStateCode &&
    invoiceValuePaise > rateOn(B2CL_THRESHOLDS, businessToday(TAX_TIME_ZONE, invoiceIssuedAt)).invoiceValuePaise;
  // A credit note's invoice value, to know whether its invoice was B2CL.
  const invoiceValues = new Map<number, { totalPaise: number; issuedAt: Date }>();
  const amendedIds = documents.filter((d) => d.amendsId !== null).map((d) => d.amendsId!);
  if (amendedIds.length > 0) {
    const rows = await db
      .select({ id: taxDocuments.id, totalPaise: taxDocuments.totalPaise, issuedAt: taxDocuments.issuedAt })
      .from(taxDocuments)
      .where(sql`${taxDocuments.id} in ${amendedIds}`);
    for (const row of rows) invoiceValues.set(row.id, { totalPaise: row.totalPaise, issuedAt: row.issuedAt });
  }
  const pos = (document: TaxDocumentView) => stateLabel(document.placeOfSupply);
  const b2b: (string | number)[][] = [];
  const b2cl: (string | number)[][] = [];
  const cdnr: (string | number)[][] = [];
  const cdnur: (string | number)[][] = [];
  const b2cs = new Map<string, { type: string; pos: string; rate: number; taxablePaise: number }>();
  let invoiceCount = 0;
  let creditNoteCount = 0;
  let taxablePaise = 0;
  let gstPaise = 0;
  for (const document of documents) {
    const sign = document.kind === "INVOICE" ? 1 : -1;
    taxablePaise += sign * document.taxablePaise;
    gstPaise += sign * (document.cgstPaise + document.sgstPaise + document.igstPaise);
    if (document.kind === "INVOICE") {
      invoiceCount += 1;
      if (document.buyerGstin) {
        b2b.push([
          document.buyerGstin,
          document.buyerName,
          document.number,
          gstDate(document.issuedAt),
          rupees(document.totalPaise),
          pos(document),
          "N",
          "",
          "Regular B2B",
          "",
          document.gstPercent,
          rupees(document.taxablePaise),
          "0.00",
        ]);
      } else if (isB2cl(document, document.totalPaise, document.issuedAt)) {
        b2cl.push([
          document.number,
          gstDate(document.issuedAt),
          rupees(document.totalPaise),
          pos(document),
          "",
          document.gstPercent,
          rupees(document.taxablePaise),
          "0.00",
          "",
        ]);
      } else {
        addB2cs(b2cs, document, 1);
      }
      continue;
    }
    creditNoteCount += 1;
    const invoice = invoiceValues.get(document.amendsId!);
    if (document.buyerGstin) {
      cdnr.push([
        document.buyerGstin,
        document.buyerName,
        document.number,
        gstDate(document.issuedAt),
        "C",
        pos(document),
        "N",
        "Regular B2B",
        rupees(document.totalPaise),
        "",
        document.gstPercent,
        rupees(document.taxablePaise),
        "0.00",
      ]);
    } else if (invoice && isB2cl(document, invoice.totalPaise, invoice.issuedAt)) {
      cdnur.push([
        "B2CL",
        document.number,
        gstDate(document.issuedAt),
        "C",
        pos(document),
        rupees(document.totalPaise),
        "",
        document.gstPercent,
        rupees(document.taxablePaise),
        "0.00",
      ]);
    } else {
      // A B2CS supply's credit note is netted in the B2CS summary, as the portal asks.
      addB2cs(b2cs, document, -1);
    }
  }
  return {
    month: period.label,
    invoiceCount,
    creditNoteCount,
    taxablePaise,
    gstPaise,
    b2b: csv(
      [
        "GSTIN/UIN of Recipient",
        "Receiver Name",
        "Invoice Number",
        "Invoice date",
        "Invoice Value",
        "Place Of Supply",
        "Reverse Charge",
        "Applicable % of Tax Rate",
        "Invoice Type",
        "E-Commerce GSTIN",
        "Rate",
        "Taxable Value",
        "Cess Amount",
      ],
      b2b,
    ),
    b2cl: csv(
      [
        "Invoice Number",
        "Invoice date",
        "Invoice Value",
        "Place Of Supply",
        "Applicable % of Tax Rate",
        "Rate",
        "Taxable Value",
        "Cess Amount",
        "E-Commerce GSTIN",
      ],
      b2cl,
    ),
    b2cs: csv(
      [
        "Type",
        "Place Of Supply",
        "Applicable % of Tax Rate",
        "Rate",
        "Taxable Value",
        "Cess Amount",
        "E-Commerce GSTIN",
      ],
      [...b2cs.values()]
        .sort((a, b) => a.pos.localeCompare(b.pos) || a.rate - b.rate)
        .map((row) => [row.type, row.pos, "", row.rate, rupees(row.taxablePaise), "0.00", ""]),
    ),
    cdnr: csv(
      [
        "GSTIN/UIN of Recipient",
        "Receiver Name",
        "Note Number",
        "Note Date",
        "Note Type",
        "Place Of Supply",
        "Reverse Charge",
        "Note Supply Type",
        "Note Value",
        "Applicable % of Tax Rate",
        "Rate",
        "Taxable Value",
        "Cess Amount",
      ],
      cdnr,
    ),
    cdnur: csv(
      [
        "UR Type",
        "Note Number",
        "Note Date",
        "Note Type",
        "Place Of Supply",
        "Note Value",
        "Applicable % of Tax Rate",
        "Rate",
        "Taxable Value",
        "Cess Amount",
      ],
      cdnur,
    ),
  };
}

function addB2cs(
  summary: Map<string, { type: string; pos: string; rate: number; taxablePaise: number }>,
  document: TaxDocumentView,
  sign: 1 | -1,
) {
  const key = `${document.placeOfSupply}:${document.gstPercent}`;
  const row = summary.get(key) ?? {
    type: "OE",
    pos: stateLabel(document.placeOfSupply),
    rate: document.gstPercent,
    taxablePaise: 0,
  };
  row.taxablePaise += sign * document.taxablePaise;
  summary.set(key, row);
}

export interface TcsBuyer {
  pan: string;
  name: string;
  /** Payments on which TCS was collected, and the TCS. */
  paymentCount: number;
  amountPaise: number;
  tcsPaise: number;
}

export interface TcsReport {
  quarter: string;
  buyers: TcsBuyer[];
  amountPaise: number;
  tcsPaise: number;
  csv: string;
}

/**
 * TCS collected in a quarter, per buyer (PAN), for the company's quarterly TCS return (Form 27EQ):
 * the invoices of overseas packages with TCS on them, issued in the quarter. One CSV line per
 * invoice, so each collection can be matched to its date and amount.
 */
export async function tcsReport(db: Database, period: Period): Promise<TcsReport> {
  const documents = (await documentsIssuedIn(db, period)).filter(
    (document) => document.kind === "INVOICE" && document.tcsPaise > 0,
  );
  const buyers = new Map<string, TcsBuyer>();
  for (const document of documents) {
    const pan = document.buyerPan ?? "PANNOTAVBL";
    const buyer = buyers.get(pan) ?? { pan, name: document.buyerName, paymentCount: 0, amountPaise: 0, tcsPaise: 0 };
    buyer.paymentCount += 1;
    buyer.amountPaise += document.totalPaise;
    buyer.tcsPaise += document.tcsPaise;
    buyers.set(pan, buyer);
  }
  const rows = documents.map((document) => [
    document.buyerPan ?? "PANNOTAVBL",
    document.buyerName,
    document.number,
    gstDate(document.issuedAt),
    document.bookingReference,
    "206C(1G) overseas tour programme package",
    rupees(document.totalPaise),
    rupees(document.tcsPaise),
  ]);
  const list = [...buyers.values()].sort((a, b) => a.pan.localeCompare(b.pan));
  return {
    quarter: period.label,
    buyers: list,
    amountPaise: list.reduce((sum, buyer) => sum + buyer.amountPaise, 0),
    tcsPaise: list.reduce((sum, buyer) => sum + buyer.tcsPaise, 0),
    csv: csv(
      [
        "PAN",
        "Buyer name",
        "Invoice number",
        "Date of collection",
        "Booking",
        "Nature of collection",
        "Amount received",
        "TCS collected",
      ],
      rows,
    ),
  };
}
