// Tax documents: a booking's billing details (a business buyer's GSTIN, legal name and address; the
// buyer's state, or an address abroad; the PAN that TCS on an overseas package is collected against),
// the tax invoices and credit notes issued from money that moved (one per ledger row: a payment's
// invoice, a refund's credit note) with one line per rate, and the counters that number them. What
// must hold whatever the code does lives here: a document's number is unique and its serial is unique
// in its series (kind and financial year); a ledger row has at most one document; a document's
// figures and each of its lines add up, with CGST + SGST or IGST, never both; a credit note names the
// invoice it amends.
import { TAX_DOCUMENT_KINDS } from "@parvat/domain/tax-documents";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { bookings } from "./bookings.ts";
import { createdAt, id, oneOf, table, updatedAt } from "./columns.ts";
import { paymentLedger } from "./payments.ts";

/**
 * Who the booking's tax documents are made out to, given at booking or before the first payment.
 * A GSTIN makes its invoices B2B. The PAN is personal data: shown back masked, never logged, read in
 * full only by the TCS report for the return the company files.
 */
export const billingDetails = table(
  "billing_details",
  {
    bookingId: integer()
      .primaryKey()
      .references(() => bookings.id, { onDelete: "restrict" }),
    /** 15 characters, checked (format, state code, check character); null for a private buyer. */
    gstin: text(),
    /** The business's legal name (with a GSTIN), or the buyer's name as on the PAN. */
    legalName: text().notNull(),
    address: text(),
    /** GST state code of the buyer (the GSTIN's when there is one), or 96 for an address abroad: the place of supply. */
    stateCode: text().notNull(),
    pan: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("billing_details_gstin_format", sql`${t.gstin} is null or ${t.gstin} ~ '^[0-9]{2}[A-Z0-9]{13}$'`),
    check("billing_details_gstin_state", sql`${t.gstin} is null or left(${t.gstin}, 2) = ${t.stateCode}`),
    check("billing_details_pan_format", sql`${t.pan} is null or ${t.pan} ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'`),
    check("billing_details_state_format", sql`${t.stateCode} ~ '^[0-9]{2}$'`),
    // The TCS report and a buyer's total in the year find bookings by PAN.
    index("billing_details_pan_idx").on(t.pan).where(sql`${t.pan} is not null`),
  ],
);

/** The last serial issued in each series: a document takes the next in its own transaction, so serials have no gaps. */
export const taxDocumentSeries = table(
  "tax_document_series",
  {
    kind: text().notNull(),
    /** "2026-27". */
    financialYear: text().notNull(),
    lastSerial: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.financialYear] }),
    check("tax_document_series_kind_valid", oneOf(t.kind, TAX_DOCUMENT_KINDS)),
    check("tax_document_series_serial_positive", sql`${t.lastSerial} >= 1`),
  ],
);

/**
 * A tax invoice (for a payment received) or a credit note (for a refund, amending the invoice of the
 * payment it returns), as issued: the buyer and the figures are copied in, so a document never
 * changes when a booking's billing details do.
 */
export const taxDocuments = table(
  "tax_documents",
  {
    id: id(),
    kind: text().notNull(),
    financialYear: text().notNull(),
    serial: integer().notNull(),
    /** INV/2627/000042: at most 16 characters. */
    number: text().notNull().unique(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    /** The money it documents: a payment (invoice) or a refund (credit note). */
    ledgerId: integer()
      .notNull()
      .unique()
      .references(() => paymentLedger.id, { onDelete: "restrict" }),
    /** A credit note's invoice. */
    amendsId: integer().references((): AnyPgColumn => taxDocuments.id, { onDelete: "restrict" }),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    buyerName: text().notNull(),
    buyerGstin: text(),
    buyerAddress: text(),
    /** Null: no state on record (the place of supply is then the supplier's). */
    buyerStateCode: text(),
    buyerPan: text(),
    supplierStateCode: text().notNull(),
    placeOfSupply: text().notNull(),
    /** The first line's code and rate (the trip's); tax_document_lines has every rate. */
    sac: text().notNull(),
    gstPercent: integer().notNull(),
    /** The sums of its lines. */
    taxablePaise: integer().notNull(),
    cgstPaise: integer().notNull(),
    sgstPaise: integer().notNull(),
    igstPaise: integer().notNull(),
    /** taxable + CGST + SGST + IGST: the supply's value, the ledger row's amount. */
    totalPaise: integer().notNull(),
    /** TCS collected with the payment (overseas packages), on top of the total; 0 on a credit note. */
    tcsPaise: integer().notNull().default(0),
    /**
     * The law the TCS of the day was due under, as printed ("section 394(1) of the Income-tax Act,
     * 2025"); null on a trip in India. Documents issued before this column print 206C(1G), as they did.
     */
    tcsLaw: text(),
    /** What the bill states for the tour operator's 5% rate (notification 11/2017-CT(Rate)); null on older documents. */
    statement: text(),
    /**
     * A credit note issued after section 34(2)'s deadline for its invoice's year: it documents the
     * refund, but GST is not reduced by it, so GSTR-1 leaves it out and the accountant sees it apart.
     */
    pastDeadline: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("tax_documents_series_serial_unique").on(t.kind, t.financialYear, t.serial),
    index("tax_documents_booking_idx").on(t.bookingId, t.id),
    index("tax_documents_issued_idx").on(t.issuedAt),
    check("tax_documents_kind_valid", oneOf(t.kind, TAX_DOCUMENT_KINDS)),
    check("tax_documents_number_length", sql`length(${t.number}) <= 16`),
    check("tax_documents_serial_positive", sql`${t.serial} >= 1`),
    check(
      "tax_documents_amounts_add_up",
      sql`${t.taxablePaise} >= 0 and ${t.cgstPaise} >= 0 and ${t.sgstPaise} >= 0 and ${t.igstPaise} >= 0 and ${t.tcsPaise} >= 0 and ${t.totalPaise} > 0 and ${t.totalPaise} = ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise}`,
    ),
    check(
      "tax_documents_one_kind_of_gst",
      sql`(${t.igstPaise} = 0 or ${t.placeOfSupply} <> ${t.supplierStateCode}) and ((${t.cgstPaise} = 0 and ${t.sgstPaise} = 0) or ${t.placeOfSupply} = ${t.supplierStateCode})`,
    ),
    check(
      "tax_documents_credit_note_amends",
      sql`(${t.kind} = 'CREDIT_NOTE') = (${t.amendsId} is not null) and (${t.kind} = 'INVOICE' or ${t.tcsPaise} = 0)`,
    ),
  ],
);

/**
 * One line of a document per rate: the trip at its SAC and rate, add-ons of one code and rate. A
 * document's figures are the sums of its lines. Append-only like the documents.
 */
export const taxDocumentLines = table(
  "tax_document_lines",
  {
    id: id(),
    documentId: integer()
      .notNull()
      .references(() => taxDocuments.id, { onDelete: "restrict" }),
    position: integer().notNull(),
    /** The SAC (services) or HSN (goods) code of the line. */
    sac: text().notNull(),
    description: text().notNull(),
    gstPercent: integer().notNull(),
    taxablePaise: integer().notNull(),
    cgstPaise: integer().notNull(),
    sgstPaise: integer().notNull(),
    igstPaise: integer().notNull(),
    totalPaise: integer().notNull(),
  },
  (t) => [
    uniqueIndex("tax_document_lines_position_unique").on(t.documentId, t.position),
    check("tax_document_lines_code_format", sql`${t.sac} ~ '^[0-9]{4,8}$'`),
    check(
      "tax_document_lines_amounts_add_up",
      sql`${t.taxablePaise} >= 0 and ${t.cgstPaise} >= 0 and ${t.sgstPaise} >= 0 and ${t.igstPaise} >= 0 and ${t.totalPaise} > 0 and ${t.totalPaise} = ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise}`,
    ),
    check("tax_document_lines_one_kind_of_gst", sql`${t.igstPaise} = 0 or (${t.cgstPaise} = 0 and ${t.sgstPaise} = 0)`),
  ],
);
