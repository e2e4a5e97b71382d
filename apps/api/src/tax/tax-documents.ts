// Tax documents as the API serves them: a booking's billing details (checked and stored before its
// first payment; the desk may complete them later), its invoices and credit notes with their lines
// and what a printed document needs, and the accountant's exports (GSTR-1's sections and Tables 12
// and 13 per month, TCS per quarter with the receipts it was not collected on, TCS collected beyond
// what was due). The documents themselves are issued from the ledger (@parvat/db/tax-documents);
// nothing here changes one. GraphQL: tax-document-fields.ts.
import type { Database, Transaction } from "@parvat/db/client";
import {
  billingDetails,
  bookings,
  campsites,
  paymentLedger,
  quotations,
  taxDocumentLines,
  taxDocuments,
  treks,
  users,
} from "@parvat/db/schema";
import { TAX_TIME_ZONE } from "@parvat/db/tax-documents";
import { type BookingStatus, isLiveStatus } from "@parvat/domain/booking";
import { businessToday, type IsoDate } from "@parvat/domain/business-dates";
import { company } from "@parvat/domain/company";
import { financialYearOfDay, type Period } from "@parvat/domain/financial-year";
import {
  amountInWords,
  collecteeCode,
  creditNoteLastDay,
  type TaxDocumentKind,
  type TcsPart,
  tcsFor,
} from "@parvat/domain/tax-documents";
import { checkGstin, checkPan, GST_STATES, isGstStateCode, stateLabel } from "@parvat/domain/tax-identity";
import { B2CL_THRESHOLDS, rateOn, TCS_1961, TCS_OVERSEAS_PACKAGE_RATES } from "@parvat/domain/tax-rates";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { recordAudit } from "../audit/audit.ts";

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
      message: "Choose an Indian state or union territory from the list, or Other Countries for an address abroad.",
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
 * Stores the billing details of the viewer's booking (or, for the trip desk, of any booking), while it
 * is live. Before its first payment anything may change. After it, documents are issued with the
 * details of their day, so only what is missing may be added: an address (Rule 46 asks for it once an
 * invoice reaches its threshold) or a PAN (a trip abroad); the name, GSTIN and state stay as the
 * issued invoices have them (a correction is a credit note and a new invoice, outside this).
 */
export async function setBillingDetails(
  db: Database,
  input: BillingInput & { bookingId: number } & ({ userId: number } | { staffUserId: number }),
): Promise<BillingOutcome> {
  const checked = checkBilling(input);
  if (!checked.ok) return checked;
  return db.transaction(async (tx): Promise<BillingOutcome> => {
    const [booking] = await tx
      .select({ id: bookings.id, userId: bookings.userId, status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, input.bookingId))
      .for("update");
    if (!booking || ("userId" in input && booking.userId !== input.userId)) return { ok: false, code: "NOT_FOUND" };
    if (!isLiveStatus(booking.status as BookingStatus)) {
      return {
        ok: false,
        code: "BAD_USER_INPUT",
        field: "bookingId",
        message: `This booking is ${booking.status}: its billing details can no longer change.`,
      };
    }
    const [stored] = await tx.select().from(billingDetails).where(eq(billingDetails.bookingId, booking.id));
    // No PAN sent at all (not even null) keeps the one stored: it is never shown back to be sent again.
    if (input.pan === undefined) checked.row.pan = stored?.pan ?? null;
    const [paid] = await tx
      .select({ id: paymentLedger.id })
      .from(paymentLedger)
      .where(eq(paymentLedger.bookingId, booking.id))
      .limit(1);
    if (paid) {
      const row = checked.row;
      const keeps =
        stored !== undefined &&
        row.legalName === stored.legalName &&
        row.gstin === stored.gstin &&
        row.stateCode === stored.stateCode &&
        (stored.address === null || row.address === stored.address) &&
        (stored.pan === null || row.pan === stored.pan);
      if (!keeps) {
        return {
          ok: false,
          code: "BAD_USER_INPUT",
          field: "bookingId",
          message:
            "This booking's invoices are issued with its billing details: after the first payment only a missing address or PAN can be added. Ask the trip desk to correct the rest.",
        };
      }
    }
    await tx
      .insert(billingDetails)
      .values({ bookingId: booking.id, ...checked.row })
      .onConflictDoUpdate({ target: billingDetails.bookingId, set: { ...checked.row, updatedAt: new Date() } });
    if ("staffUserId" in input) {
      await recordAudit(tx, {
        staffUserId: input.staffUserId,
        action: "set-billing-details",
        entity: "booking",
        entityId: String(booking.id),
        // The PAN is personal data: the audit log says whether there is one, never which.
        before: stored ? { ...stored, pan: stored.pan ? "set" : null } : null,
        after: { ...checked.row, pan: checked.row.pan ? "set" : null },
      });
    }
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
export type TaxDocumentLine = typeof taxDocumentLines.$inferSelect;

export interface TaxDocumentView extends TaxDocumentRow {
  kind: TaxDocumentKind;
  bookingReference: string;
  tripName: string;
  /** A credit note's invoice: its number and date. */
  amendsNumber: string | null;
  amendsIssuedAt: Date | null;
  /** One per rate, in order. */
  lines: TaxDocumentLine[];
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

/** The documents' views, with their lines read in one query. */
async function viewsOf(db: Database | Transaction, rows: DocumentRow[]): Promise<TaxDocumentView[]> {
  const ids = rows.map((row) => row.document.id);
  const lines =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(taxDocumentLines)
          .where(inArray(taxDocumentLines.documentId, ids))
          .orderBy(asc(taxDocumentLines.documentId), asc(taxDocumentLines.position));
  return rows.map((row) => ({
    ...row.document,
    kind: row.document.kind as TaxDocumentKind,
    bookingReference: row.bookingReference,
    tripName: row.tripName,
    amendsNumber: row.amendsNumber,
    amendsIssuedAt: row.amendsIssuedAt,
    lines: lines.filter((line) => line.documentId === row.document.id),
  }));
}

/** A booking's documents in the order they were issued. */
export async function documentsOfBooking(db: Database, bookingId: number): Promise<TaxDocumentView[]> {
  const rows = await documentsQuery(db).where(eq(taxDocuments.bookingId, bookingId)).orderBy(asc(taxDocuments.id));
  return viewsOf(db, rows);
}

export async function documentById(db: Database, id: number): Promise<(TaxDocumentView & { userId: number }) | null> {
  const [row] = await db
    .select({ userId: bookings.userId })
    .from(taxDocuments)
    .innerJoin(bookings, eq(bookings.id, taxDocuments.bookingId))
    .where(eq(taxDocuments.id, id));
  if (!row) return null;
  const [document] = await viewsOf(db, await documentsQuery(db).where(eq(taxDocuments.id, id)));
  return document ? { ...document, userId: row.userId } : null;
}

/** The payment's invoice, for its receipt: null before it is issued. */
export async function invoiceOfPayment(db: Database, ledgerId: number): Promise<TaxDocumentView | null> {
  const [document] = await viewsOf(db, await documentsQuery(db).where(eq(taxDocuments.ledgerId, ledgerId)));
  return document ?? null;
}

/** What a printed document says beyond its row: the company, the words, the places by name, the TCS's law. */
export function printedFigures(document: TaxDocumentView) {
  const { street, locality, region, postalCode } = company.address;
  return {
    companyName: company.legalName,
    companyGstin: company.gstin,
    companyAddress: `${street}, ${locality}, ${region} ${postalCode}, India`,
    supplierState: stateLabel(document.supplierStateCode),
    placeOfSupply: stateLabel(document.placeOfSupply),
    buyerState: document.buyerStateCode ? stateLabel(document.buyerStateCode) : null,
    service: document.lines[0]?.description ?? company.sac.description,
    gstPaise: document.cgstPaise + document.sgstPaise + document.igstPaise,
    /** What the buyer paid (an invoice: the supply and the TCS with it) or gets back (a credit note). */
    amountPaise: document.totalPaise + document.tcsPaise,
    totalInWords: amountInWords(document.totalPaise + document.tcsPaise),
    title: document.kind === "INVOICE" ? "Tax invoice" : "Credit note",
    /** Documents issued before tcs_law collected under 206C(1G) and printed it. */
    tcsLaw: document.tcsPaise > 0 ? (document.tcsLaw ?? TCS_1961) : null,
    /** A credit note past section 34(2)'s deadline: GST is not reduced by it. */
    deadlineNote: document.pastDeadline
      ? "Issued after the time limit of section 34(2) of the CGST Act for the invoice's financial year: it records the refund, and the GST of the invoice is not reduced by it."
      : null,
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
  return viewsOf(db, rows);
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** GSTR-1's date format: 05-Nov-2026, in India's calendar. */
function gstDate(at: Date | IsoDate): string {
  const day = typeof at === "string" ? at : businessToday(TAX_TIME_ZONE, at);
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
  hsnB2b: string;
  hsnB2c: string;
  docs: string;
  lateCreditNotes: string;
}

/** A document's figures per rate (GSTR-1 takes a row per invoice and rate). */
function byRate(document: TaxDocumentView) {
  const rates = new Map<number, { rate: number; taxablePaise: number; gstPaise: number }>();
  for (const line of document.lines) {
    const row = rates.get(line.gstPercent) ?? { rate: line.gstPercent, taxablePaise: 0, gstPaise: 0 };
    row.taxablePaise += line.taxablePaise;
    row.gstPaise += line.cgstPaise + line.sgstPaise + line.igstPaise;
    rates.set(line.gstPercent, row);
  }
  return [...rates.values()].sort((a, b) => a.rate - b.rate);
}

interface HsnRow {
  sac: string;
  description: string;
  rate: number;
  valuePaise: number;
  taxablePaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

function addHsn(summary: Map<string, HsnRow>, document: TaxDocumentView, sign: 1 | -1) {
  for (const line of document.lines) {
    const key = `${line.sac}:${line.gstPercent}`;
    const row = summary.get(key) ?? {
      sac: line.sac,
      description: line.description,
      rate: line.gstPercent,
      valuePaise: 0,
      taxablePaise: 0,
      igstPaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
    };
    row.valuePaise += sign * line.totalPaise;
    row.taxablePaise += sign * line.taxablePaise;
    row.igstPaise += sign * line.igstPaise;
    row.cgstPaise += sign * line.cgstPaise;
    row.sgstPaise += sign * line.sgstPaise;
    summary.set(key, row);
  }
}

const HSN_HEADER = [
  "HSN",
  "Description",
  "UQC",
  "Total Quantity",
  "Total Value",
  "Rate",
  "Taxable Value",
  "Integrated Tax Amount",
  "Central Tax Amount",
  "State/UT Tax Amount",
  "Cess Amount",
];

function hsnCsv(summary: Map<string, HsnRow>): string {
  return csv(
    HSN_HEADER,
    [...summary.values()]
      .sort((a, b) => a.sac.localeCompare(b.sac) || a.rate - b.rate)
      // Services have no quantity: UQC "NA", quantity 0.
      .map((row) => [
        row.sac,
        row.description,
        "NA",
        0,
        rupees(row.valuePaise),
        row.rate,
        rupees(row.taxablePaise),
        rupees(row.igstPaise),
        rupees(row.cgstPaise),
        rupees(row.sgstPaise),
        "0.00",
      ]),
  );
}

/**
 * A month's documents in the columns of the GST portal's GSTR-1 templates: B2B (invoices to a GSTIN),
 * B2CL (inter-state invoices to others above the dated threshold), B2CS (the other B2C supplies, summed
 * per place of supply and rate, net of their credit notes), CDNR (credit notes to a GSTIN), CDNUR
 * (credit notes against B2CL invoices), one row per document and rate; Table 12's HSN summaries, B2B
 * and B2C apart; Table 13's documents issued. Credit notes past section 34(2)'s deadline stay out of
 * the return's figures and are listed on their own for the accountant.
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
      .where(inArray(taxDocuments.id, amendedIds));
    for (const row of rows) invoiceValues.set(row.id, { totalPaise: row.totalPaise, issuedAt: row.issuedAt });
  }
  const pos = (document: TaxDocumentView) => stateLabel(document.placeOfSupply);
  const b2b: (string | number)[][] = [];
  const b2cl: (string | number)[][] = [];
  const cdnr: (string | number)[][] = [];
  const cdnur: (string | number)[][] = [];
  const late: (string | number)[][] = [];
  const b2cs = new Map<string, { type: string; pos: string; rate: number; taxablePaise: number }>();
  const hsnB2b = new Map<string, HsnRow>();
  const hsnB2c = new Map<string, HsnRow>();
  const series = { INVOICE: [] as TaxDocumentView[], CREDIT_NOTE: [] as TaxDocumentView[] };
  let taxablePaise = 0;
  let gstPaise = 0;
  for (const document of documents) {
    series[document.kind].push(document);
    if (document.pastDeadline) {
      const invoice = invoiceValues.get(document.amendsId!);
      late.push([
        document.number,
        gstDate(document.issuedAt),
        document.amendsNumber ?? "",
        document.amendsIssuedAt ? gstDate(document.amendsIssuedAt) : "",
        invoice ? gstDate(creditNoteLastDay(businessToday(TAX_TIME_ZONE, invoice.issuedAt))) : "",
        document.buyerName,
        document.buyerGstin ?? "",
        rupees(document.totalPaise),
        rupees(document.taxablePaise),
        rupees(document.cgstPaise + document.sgstPaise + document.igstPaise),
      ]);
      continue;
    }
    const sign = document.kind === "INVOICE" ? 1 : -1;
    taxablePaise += sign * document.taxablePaise;
    gstPaise += sign * (document.cgstPaise + document.sgstPaise + document.igstPaise);
    addHsn(document.buyerGstin ? hsnB2b : hsnB2c, document, sign);
    if (document.kind === "INVOICE") {
      for (const rate of byRate(document)) {
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
            rate.rate,
            rupees(rate.taxablePaise),
            "0.00",
          ]);
        } else if (isB2cl(document, document.totalPaise, document.issuedAt)) {
          b2cl.push([
            document.number,
            gstDate(document.issuedAt),
            rupees(document.totalPaise),
            pos(document),
            "",
            rate.rate,
            rupees(rate.taxablePaise),
            "0.00",
            "",
          ]);
        } else {
          addB2cs(b2cs, document, rate, 1);
        }
      }
      continue;
    }
    const invoice = invoiceValues.get(document.amendsId!);
    for (const rate of byRate(document)) {
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
          rate.rate,
          rupees(rate.taxablePaise),
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
          rate.rate,
          rupees(rate.taxablePaise),
          "0.00",
        ]);
      } else {
        // A B2CS supply's credit note is netted in the B2CS summary, as the portal asks.
        addB2cs(b2cs, document, rate, -1);
      }
    }
  }
  // Table 13: each series' first and last number issued in the month. Documents are never cancelled.
  const docsRow = (nature: string, list: TaxDocumentView[]) =>
    list.length === 0 ? [] : [[nature, list[0]!.number, list.at(-1)!.number, list.length, 0]];
  return {
    month: period.label,
    invoiceCount: series.INVOICE.length,
    creditNoteCount: series.CREDIT_NOTE.length,
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
    hsnB2b: hsnCsv(hsnB2b),
    hsnB2c: hsnCsv(hsnB2c),
    docs: csv(
      ["Nature of Document", "Sr. No. From", "Sr. No. To", "Total Number", "Cancelled"],
      [...docsRow("Invoices for outward supply", series.INVOICE), ...docsRow("Credit Note", series.CREDIT_NOTE)],
    ),
    lateCreditNotes: csv(
      [
        "Note Number",
        "Note Date",
        "Invoice Number",
        "Invoice Date",
        "Last day under section 34(2)",
        "Buyer",
        "GSTIN",
        "Note Value",
        "Taxable Value",
        "GST",
      ],
      late,
    ),
  };
}

function addB2cs(
  summary: Map<string, { type: string; pos: string; rate: number; taxablePaise: number }>,
  document: TaxDocumentView,
  rate: { rate: number; taxablePaise: number },
  sign: 1 | -1,
) {
  const key = `${document.placeOfSupply}:${rate.rate}`;
  const row = summary.get(key) ?? {
    type: "OE",
    pos: stateLabel(document.placeOfSupply),
    rate: rate.rate,
    taxablePaise: 0,
  };
  row.taxablePaise += sign * rate.taxablePaise;
  summary.set(key, row);
}

// ─── TCS: what the return reports, and what was collected beyond what was due ───────────

export interface TcsReceipt {
  ledgerId: number;
  bookingReference: string;
  /** The PAN, or PANNOTAVBL when the booking has none (receipts before PAN_REQUIRED). */
  pan: string;
  name: string;
  day: IsoDate;
  invoiceNumber: string | null;
  /** How the money came: the gateway's name, "offline" (the desk) or "credit". */
  provider: string;
  amountPaise: number;
  collectedPaise: number;
  /** What the row in force on its day made due, at its rate(s). */
  duePaise: number;
  parts: TcsPart[];
  rate: (typeof TCS_OVERSEAS_PACKAGE_RATES)[number];
}

const NO_PAN = "PANNOTAVBL";

/**
 * Every receipt of money on a trip abroad from `from` to before `to` (India's calendar), with the
 * TCS collected on it and the TCS due by the row of its day. The buyer's total in the year (for the
 * rows with a threshold) counts from the start of the receipt's financial year, net of refunds.
 */
async function tcsReceipts(db: Database, from: IsoDate, to: IsoDate): Promise<TcsReceipt[]> {
  const yearStart = financialYearOfDay(from).firstDay;
  const rows = await db
    .select({
      ledgerId: paymentLedger.id,
      kind: paymentLedger.kind,
      provider: paymentLedger.provider,
      amountPaise: paymentLedger.amountPaise,
      tcsPaise: paymentLedger.tcsPaise,
      day: sql<IsoDate>`to_char(${paymentLedger.at} at time zone ${TAX_TIME_ZONE}, 'YYYY-MM-DD')`,
      bookingReference: bookings.reference,
      pan: billingDetails.pan,
      billingName: billingDetails.legalName,
      firstName: users.firstName,
      lastName: users.lastName,
      invoiceNumber: taxDocuments.number,
    })
    .from(paymentLedger)
    .innerJoin(bookings, eq(bookings.id, paymentLedger.bookingId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(treks, eq(treks.id, bookings.trekId))
    .leftJoin(quotations, eq(quotations.id, bookings.quotationId))
    .innerJoin(campsites, eq(campsites.id, sql`coalesce(${treks.campsiteId}, ${quotations.campsiteId})`))
    .leftJoin(billingDetails, eq(billingDetails.bookingId, bookings.id))
    .leftJoin(taxDocuments, eq(taxDocuments.ledgerId, paymentLedger.id))
    .where(
      and(
        eq(campsites.type, "international"),
        sql`(${paymentLedger.at} at time zone ${TAX_TIME_ZONE})::date >= ${yearStart}::date`,
        sql`(${paymentLedger.at} at time zone ${TAX_TIME_ZONE})::date < ${to}::date`,
      ),
    )
    .orderBy(asc(paymentLedger.at), asc(paymentLedger.id));
  const kept = new Map<string, number>();
  const receipts: TcsReceipt[] = [];
  for (const row of rows) {
    const pan = row.pan ?? NO_PAN;
    const key = `${pan}:${financialYearOfDay(row.day).label}`;
    const earlier = kept.get(key) ?? 0;
    kept.set(key, Math.max(0, earlier + (row.kind === "payment" ? row.amountPaise : -row.amountPaise)));
    if (row.kind !== "payment" || row.day < from) continue;
    const rate = rateOn(TCS_OVERSEAS_PACKAGE_RATES, row.day, "TCS rate");
    const due = tcsFor({ amountPaise: row.amountPaise, earlierInYearPaise: earlier, hasPan: row.pan !== null, rate });
    receipts.push({
      ledgerId: row.ledgerId,
      bookingReference: row.bookingReference,
      pan,
      name: row.billingName ?? ([row.firstName, row.lastName].filter(Boolean).join(" ").trim() || "Traveller"),
      day: row.day,
      invoiceNumber: row.invoiceNumber,
      provider: row.provider,
      amountPaise: row.amountPaise,
      collectedPaise: row.tcsPaise,
      duePaise: due.tcsPaise,
      parts: due.parts,
      rate,
    });
  }
  return receipts;
}

/** Why no TCS was collected on a receipt: before every way of paying collected it. */
function noCollectionReason(receipt: TcsReceipt): string {
  if (receipt.collectedPaise > 0) return "";
  if (receipt.provider === "offline") return "Received at the trip desk before the desk collected TCS";
  if (receipt.provider === "credit") return "Paid with trip credit before credit collected TCS";
  if (receipt.pan === NO_PAN) return "No PAN on the booking";
  return "Not collected";
}

export interface TcsBuyer {
  pan: string;
  name: string;
  /** Receipts in the quarter (collected on or not), and the TCS collected. */
  paymentCount: number;
  amountPaise: number;
  tcsPaise: number;
}

export interface TcsReport {
  quarter: string;
  buyers: TcsBuyer[];
  amountPaise: number;
  tcsPaise: number;
  /** Receipts on which no TCS was collected: each has its reason in the CSV. */
  uncollectedCount: number;
  csv: string;
}

/**
 * TCS in a quarter, for the company's quarterly TCS statement (Form 27EQ until March 2026, its
 * successor under the Income-tax Rules, 2026 after): one CSV line per receipt of money on a trip
 * abroad, with the collectee code, the section and collection code of the day's row, the rate, the
 * amount, the TCS collected and due, and where none was collected, why. Per buyer (PAN) in `buyers`.
 */
export async function tcsReport(db: Database, period: Period): Promise<TcsReport> {
  const receipts = await tcsReceipts(db, period.firstDay, period.endDay);
  const buyers = new Map<string, TcsBuyer>();
  for (const receipt of receipts) {
    const buyer = buyers.get(receipt.pan) ?? {
      pan: receipt.pan,
      name: receipt.name,
      paymentCount: 0,
      amountPaise: 0,
      tcsPaise: 0,
    };
    buyer.paymentCount += 1;
    buyer.amountPaise += receipt.amountPaise;
    buyer.tcsPaise += receipt.collectedPaise;
    buyers.set(receipt.pan, buyer);
  }
  const list = [...buyers.values()].sort((a, b) => a.pan.localeCompare(b.pan));
  return {
    quarter: period.label,
    buyers: list,
    amountPaise: list.reduce((sum, buyer) => sum + buyer.amountPaise, 0),
    tcsPaise: list.reduce((sum, buyer) => sum + buyer.tcsPaise, 0),
    uncollectedCount: receipts.filter((receipt) => receipt.collectedPaise === 0).length,
    csv: csv(
      [
        "PAN",
        "Collectee code",
        "Buyer name",
        "Invoice number",
        "Date of receipt",
        "Booking",
        "Section",
        "Collection code",
        "Rate (%)",
        "Amount received",
        "TCS collected",
        "TCS due",
        "Reason for no collection",
      ],
      receipts.map((receipt) => [
        receipt.pan,
        receipt.pan === NO_PAN ? "" : collecteeCode(receipt.pan),
        receipt.name,
        receipt.invoiceNumber ?? "",
        gstDate(receipt.day),
        receipt.bookingReference,
        `${receipt.rate.section} overseas tour programme package`,
        receipt.rate.collectionCode ?? "",
        [...new Set(receipt.parts.map((part) => part.percent))].join("/"),
        rupees(receipt.amountPaise),
        rupees(receipt.collectedPaise),
        rupees(receipt.duePaise),
        noCollectionReason(receipt),
      ]),
    ),
  };
}

export interface TcsExcessBuyer {
  pan: string;
  name: string;
  receiptCount: number;
  collectedPaise: number;
  duePaise: number;
  /** collected - due: above 0 collected too much, below 0 too little. */
  differencePaise: number;
}

export interface TcsExcessReport {
  /** The first day of the row in force today: receipts from it on are compared with its rate. */
  since: IsoDate;
  law: string;
  buyers: TcsExcessBuyer[];
  csv: string;
}

/**
 * TCS collected other than due since the row in force today began (1 April 2026: 394(1) at 2%): per
 * buyer, what was collected (at the old rates by orders made before, by the code of the time), what
 * the row makes due, and the difference. For the accountant to settle (a refund of the excess, or
 * deposit and the buyer's claim); nothing is refunded automatically. Buyers with no difference are
 * left out.
 */
export async function tcsExcessReport(db: Database, today: IsoDate): Promise<TcsExcessReport> {
  const current = rateOn(TCS_OVERSEAS_PACKAGE_RATES, today, "TCS rate");
  const receipts = await tcsReceipts(db, current.validFrom, "9999-12-31");
  const buyers = new Map<string, TcsExcessBuyer>();
  for (const receipt of receipts) {
    const buyer = buyers.get(receipt.pan) ?? {
      pan: receipt.pan,
      name: receipt.name,
      receiptCount: 0,
      collectedPaise: 0,
      duePaise: 0,
      differencePaise: 0,
    };
    buyer.receiptCount += 1;
    buyer.collectedPaise += receipt.collectedPaise;
    buyer.duePaise += receipt.duePaise;
    buyer.differencePaise = buyer.collectedPaise - buyer.duePaise;
    buyers.set(receipt.pan, buyer);
  }
  const list = [...buyers.values()]
    .filter((buyer) => buyer.differencePaise !== 0)
    .sort((a, b) => b.differencePaise - a.differencePaise || a.pan.localeCompare(b.pan));
  return {
    since: current.validFrom,
    law: current.law,
    buyers: list,
    csv: csv(
      ["PAN", "Buyer name", "Receipts", "TCS collected", "TCS due", "Difference"],
      list.map((buyer) => [
        buyer.pan,
        buyer.name,
        buyer.receiptCount,
        rupees(buyer.collectedPaise),
        rupees(buyer.duePaise),
        rupees(buyer.differencePaise),
      ]),
    ),
  };
}

/** The download path of a document's PDF (served by tax-document-pdf.ts), before it is signed. */
export const taxDocumentPdfPath = (id: number) => `/documents/${id}.pdf`;

/** Exports carry buyers' GSTINs and PANs: who took one, and of what, goes in the audit log. */
export async function recordTaxExport(
  db: Database,
  staffUserId: number,
  action: string,
  period: string,
  after: object,
) {
  await db.transaction((tx) =>
    recordAudit(tx, { staffUserId, action, entity: "tax-export", entityId: period, before: null, after }),
  );
}
