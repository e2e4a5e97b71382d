// Issuing tax documents from the ledger: every payment row gets its tax invoice and every refund row
// its credit note (amending the invoice of the payment it returns), in the transaction that wrote
// the row, so money and documents never disagree. The API calls this wherever paid_paise follows the
// ledger (payments.ts, syncPaid), the demo loader after its own ledger rows; whatever else comes to
// write ledger rows (trip credit, add-ons) gets its documents by the same call.
//
// Numbering: each series (invoices, credit notes) counts per financial year in tax_document_series.
// Taking the next serial is one upsert that locks the series' row until the transaction ends: a
// second copy of the server issuing at once waits for it, and a transaction that rolls back gives its
// serial back with it. So serials are unique and have no gaps, on any number of copies.
import { company } from "@parvat/domain/company";
import { financialYearOf } from "@parvat/domain/financial-year";
import { documentFigures, documentNumber, placeOfSupply, type TaxDocumentKind } from "@parvat/domain/tax-documents";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "./factories/executor.ts";
import {
  billingDetails,
  bookingParticipants,
  bookings,
  paymentLedger,
  taxDocumentSeries,
  taxDocuments,
  users,
} from "./schema.ts";

/**
 * India's financial year and the date on a tax document follow Indian Standard Time, the law's, not
 * the server's clock nor a configurable business time zone.
 */
export const TAX_TIME_ZONE = "Asia/Kolkata";

/** The supplier's GST state: the first two characters of the company's GSTIN. */
export const SUPPLIER_STATE_CODE = company.gstin.slice(0, 2);

async function nextSerial(tx: Executor, kind: TaxDocumentKind, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(taxDocumentSeries)
    .values({ kind, financialYear, lastSerial: 1 })
    .onConflictDoUpdate({
      target: [taxDocumentSeries.kind, taxDocumentSeries.financialYear],
      set: { lastSerial: sql`${taxDocumentSeries.lastSerial} + 1` },
    })
    .returning({ lastSerial: taxDocumentSeries.lastSerial });
  return row!.lastSerial;
}

interface Buyer {
  name: string;
  gstin: string | null;
  address: string | null;
  stateCode: string | null;
  pan: string | null;
}

/** Who the booking's documents go to: its billing details, else the account's name or its first traveller's. */
async function buyerOf(tx: Executor, bookingId: number): Promise<Buyer> {
  const [billing] = await tx.select().from(billingDetails).where(eq(billingDetails.bookingId, bookingId));
  if (billing) {
    return {
      name: billing.legalName,
      gstin: billing.gstin,
      address: billing.address,
      stateCode: billing.stateCode,
      pan: billing.pan,
    };
  }
  const [row] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.id, bookingId));
  const account = [row?.firstName, row?.lastName].filter(Boolean).join(" ").trim();
  const [first] = await tx
    .select({ firstName: bookingParticipants.firstName, lastName: bookingParticipants.lastName })
    .from(bookingParticipants)
    .where(eq(bookingParticipants.bookingId, bookingId))
    .orderBy(asc(bookingParticipants.position))
    .limit(1);
  const name = account || (first ? `${first.firstName} ${first.lastName}` : "Traveller");
  return { name, gstin: null, address: null, stateCode: null, pan: null };
}

/**
 * Issues the documents the booking's ledger rows do not have yet, oldest row first. Idempotent: a
 * row's document is unique (tax_documents.ledger_id), so a repeat finds nothing to do. Run it inside
 * the transaction that wrote the ledger rows, after the booking's row is locked.
 */
export async function issueTaxDocuments(tx: Executor, bookingId: number): Promise<number> {
  const pending = await tx
    .select({
      id: paymentLedger.id,
      kind: paymentLedger.kind,
      providerPaymentId: paymentLedger.providerPaymentId,
      amountPaise: paymentLedger.amountPaise,
      tcsPaise: paymentLedger.tcsPaise,
      at: paymentLedger.at,
    })
    .from(paymentLedger)
    .leftJoin(taxDocuments, eq(taxDocuments.ledgerId, paymentLedger.id))
    .where(and(eq(paymentLedger.bookingId, bookingId), isNull(taxDocuments.id)))
    .orderBy(asc(paymentLedger.id));
  if (pending.length === 0) return 0;
  const [booking] = await tx
    .select({ gstPercent: bookings.gstPercent })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  const buyer = await buyerOf(tx, bookingId);
  for (const entry of pending) {
    const at = new Date(entry.at);
    const year = financialYearOf(at, TAX_TIME_ZONE);
    if (entry.kind === "payment") {
      const place = placeOfSupply({
        supplierState: SUPPLIER_STATE_CODE,
        buyerGstinState: buyer.gstin?.slice(0, 2),
        buyerState: buyer.stateCode,
      });
      const gstPercent = booking!.gstPercent;
      const figures = documentFigures(entry.amountPaise, { gstPercent, supplierState: SUPPLIER_STATE_CODE, place });
      const serial = await nextSerial(tx, "INVOICE", year.label);
      await tx.insert(taxDocuments).values({
        kind: "INVOICE",
        financialYear: year.label,
        serial,
        number: documentNumber("INVOICE", year, serial),
        bookingId,
        ledgerId: entry.id,
        issuedAt: at,
        buyerName: buyer.name,
        buyerGstin: buyer.gstin,
        buyerAddress: buyer.address,
        buyerStateCode: buyer.stateCode,
        buyerPan: buyer.pan,
        supplierStateCode: SUPPLIER_STATE_CODE,
        placeOfSupply: place,
        sac: company.sac.code,
        gstPercent,
        taxablePaise: figures.taxablePaise,
        cgstPaise: figures.cgstPaise,
        sgstPaise: figures.sgstPaise,
        igstPaise: figures.igstPaise,
        totalPaise: figures.totalPaise,
        tcsPaise: entry.tcsPaise,
      });
    } else {
      // A refund reduces the supply its payment's invoice documented: same buyer, place and rate.
      const [invoice] = await tx
        .select()
        .from(taxDocuments)
        .innerJoin(paymentLedger, eq(paymentLedger.id, taxDocuments.ledgerId))
        .where(
          and(
            eq(taxDocuments.bookingId, bookingId),
            eq(taxDocuments.kind, "INVOICE"),
            eq(paymentLedger.providerId, entry.providerPaymentId),
          ),
        );
      if (!invoice) throw new Error(`Refund ${entry.id} returns a payment with no invoice on booking ${bookingId}`);
      const amended = invoice.tax_documents;
      const figures = documentFigures(entry.amountPaise, {
        gstPercent: amended.gstPercent,
        supplierState: amended.supplierStateCode,
        place: amended.placeOfSupply,
      });
      const serial = await nextSerial(tx, "CREDIT_NOTE", year.label);
      await tx.insert(taxDocuments).values({
        kind: "CREDIT_NOTE",
        financialYear: year.label,
        serial,
        number: documentNumber("CREDIT_NOTE", year, serial),
        bookingId,
        ledgerId: entry.id,
        amendsId: amended.id,
        issuedAt: at,
        buyerName: amended.buyerName,
        buyerGstin: amended.buyerGstin,
        buyerAddress: amended.buyerAddress,
        buyerStateCode: amended.buyerStateCode,
        buyerPan: amended.buyerPan,
        supplierStateCode: amended.supplierStateCode,
        placeOfSupply: amended.placeOfSupply,
        sac: amended.sac,
        gstPercent: amended.gstPercent,
        taxablePaise: figures.taxablePaise,
        cgstPaise: figures.cgstPaise,
        sgstPaise: figures.sgstPaise,
        igstPaise: figures.igstPaise,
        totalPaise: figures.totalPaise,
      });
    }
  }
  return pending.length;
}
