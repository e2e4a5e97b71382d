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
import { businessToday } from "@parvat/domain/business-dates";
import { company } from "@parvat/domain/company";
import { financialYearOf } from "@parvat/domain/financial-year";
import {
  allocate,
  creditNoteLastDay,
  documentNumber,
  lineFigures,
  placeOfSupply,
  type RateBucket,
  splitPayment,
  type TaxDocumentKind,
  TOUR_OPERATOR_STATEMENT,
} from "@parvat/domain/tax-documents";
import { rateOn, TCS_OVERSEAS_PACKAGE_RATES } from "@parvat/domain/tax-rates";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "./factories/executor.ts";
import {
  addOns,
  billingDetails,
  bookingAddOns,
  bookingParticipants,
  bookings,
  paymentLedger,
  taxDocumentLines,
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

/** The codes the trip's line has carried: the tour operator's (998555) and, on older documents, 998552. */
const TOUR_CODES = new Set([company.sac.code, "998552"]);

type LineInput = Omit<typeof taxDocumentLines.$inferInsert, "documentId" | "id">;

/**
 * What the booking sells, one bucket per rate: the trip first (its SAC and the booking's rate, the
 * total less its add-ons), then its add-ons grouped by code and rate; each with what its invoices
 * already took less its credit notes, read from the lines issued.
 */
async function rateBuckets(tx: Executor, bookingId: number): Promise<RateBucket[]> {
  const [booking] = await tx
    .select({ gstPercent: bookings.gstPercent, totalPaise: bookings.totalPaise })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  const addOnLines = await tx
    .select({
      name: bookingAddOns.name,
      sac: addOns.sac,
      gstPercent: bookingAddOns.gstPercent,
      totalPaise: bookingAddOns.totalPaise,
    })
    .from(bookingAddOns)
    .innerJoin(addOns, eq(addOns.id, bookingAddOns.addOnId))
    .where(eq(bookingAddOns.bookingId, bookingId))
    .orderBy(asc(bookingAddOns.id));
  const issued = await tx
    .select({
      kind: taxDocuments.kind,
      sac: taxDocumentLines.sac,
      gstPercent: taxDocumentLines.gstPercent,
      totalPaise: taxDocumentLines.totalPaise,
    })
    .from(taxDocumentLines)
    .innerJoin(taxDocuments, eq(taxDocuments.id, taxDocumentLines.documentId))
    .where(eq(taxDocuments.bookingId, bookingId));
  const keyOf = (sac: string, gstPercent: number) => `${TOUR_CODES.has(sac) ? "tour" : sac}:${gstPercent}`;
  const invoiced = new Map<string, number>();
  for (const line of issued) {
    const key = keyOf(line.sac, line.gstPercent);
    invoiced.set(key, (invoiced.get(key) ?? 0) + (line.kind === "INVOICE" ? line.totalPaise : -line.totalPaise));
  }
  const addOnsPaise = addOnLines.reduce((sum, line) => sum + line.totalPaise, 0);
  const buckets: RateBucket[] = [
    {
      sac: company.sac.code,
      description: company.sac.description,
      gstPercent: booking!.gstPercent,
      grossPaise: Math.max(0, booking!.totalPaise - addOnsPaise),
      invoicedPaise: invoiced.get(keyOf(company.sac.code, booking!.gstPercent)) ?? 0,
    },
  ];
  for (const line of addOnLines) {
    const found = buckets.find((bucket) => bucket.sac === line.sac && bucket.gstPercent === line.gstPercent);
    if (found) {
      found.grossPaise += line.totalPaise;
      if (!found.description.split(", ").includes(line.name)) found.description += `, ${line.name}`;
    } else {
      buckets.push({
        sac: line.sac,
        description: line.name,
        gstPercent: line.gstPercent,
        grossPaise: line.totalPaise,
        invoicedPaise: invoiced.get(keyOf(line.sac, line.gstPercent)) ?? 0,
      });
    }
  }
  return buckets;
}

/** A document's figures: the sums of its lines, and the first line's code and rate. */
function totalsOf(lines: readonly LineInput[]) {
  const sum = (pick: (line: LineInput) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    sac: lines[0]!.sac,
    gstPercent: lines[0]!.gstPercent,
    taxablePaise: sum((line) => line.taxablePaise),
    cgstPaise: sum((line) => line.cgstPaise),
    sgstPaise: sum((line) => line.sgstPaise),
    igstPaise: sum((line) => line.igstPaise),
    totalPaise: sum((line) => line.totalPaise),
  };
}

async function insertDocument(
  tx: Executor,
  document: Omit<typeof taxDocuments.$inferInsert, keyof ReturnType<typeof totalsOf>>,
  lines: readonly LineInput[],
): Promise<void> {
  const [row] = await tx
    .insert(taxDocuments)
    .values({ ...document, ...totalsOf(lines) })
    .returning({ id: taxDocuments.id });
  await tx.insert(taxDocumentLines).values(lines.map((line) => ({ ...line, documentId: row!.id })));
}

/**
 * Issues the documents the booking's ledger rows do not have yet, oldest row first. Idempotent: a
 * row's document is unique (tax_documents.ledger_id), so a repeat finds nothing to do. Run it inside
 * the transaction that wrote the ledger rows, after the booking's row is locked.
 *
 * A payment's invoice has one line per rate: the payment splits over the booking's buckets in
 * proportion to what each still owes (splitPayment), and each part holds its tax at its own rate
 * (lineFigures: CGST = SGST, or IGST). A refund's credit note splits over the lines of the invoice
 * it amends, in proportion to what each has not yet been credited, at their codes and rates.
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
  const buyer = await buyerOf(tx, bookingId);
  for (const entry of pending) {
    const at = new Date(entry.at);
    const day = businessToday(TAX_TIME_ZONE, at);
    const year = financialYearOf(at, TAX_TIME_ZONE);
    if (entry.kind === "payment") {
      const place = placeOfSupply({
        supplierState: SUPPLIER_STATE_CODE,
        buyerGstinState: buyer.gstin?.slice(0, 2),
        buyerState: buyer.stateCode,
      });
      const intraState = place === SUPPLIER_STATE_CODE;
      const parts = splitPayment(entry.amountPaise, await rateBuckets(tx, bookingId));
      const lines = parts.map(({ bucket, paise }, index) => ({
        position: index + 1,
        sac: bucket.sac,
        description: bucket.description,
        gstPercent: bucket.gstPercent,
        ...lineFigures(paise, bucket.gstPercent, intraState),
      }));
      const serial = await nextSerial(tx, "INVOICE", year.label);
      await insertDocument(
        tx,
        {
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
          tcsPaise: entry.tcsPaise,
          tcsLaw: entry.tcsPaise > 0 ? rateOn(TCS_OVERSEAS_PACKAGE_RATES, day, "TCS rate").law : null,
          statement: lines.some((line) => line.sac === company.sac.code) ? TOUR_OPERATOR_STATEMENT : null,
        },
        lines,
      );
    } else {
      // A refund reduces the supply its payment's invoice documented: same buyer, place, codes and rates.
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
      const invoiceLines = await tx
        .select()
        .from(taxDocumentLines)
        .where(eq(taxDocumentLines.documentId, amended.id))
        .orderBy(asc(taxDocumentLines.position));
      const credited = await tx
        .select({
          sac: taxDocumentLines.sac,
          gstPercent: taxDocumentLines.gstPercent,
          totalPaise: taxDocumentLines.totalPaise,
        })
        .from(taxDocumentLines)
        .innerJoin(taxDocuments, eq(taxDocuments.id, taxDocumentLines.documentId))
        .where(eq(taxDocuments.amendsId, amended.id));
      const left = invoiceLines.map(
        (line) =>
          line.totalPaise -
          credited
            .filter((done) => done.sac === line.sac && done.gstPercent === line.gstPercent)
            .reduce((sum, done) => sum + done.totalPaise, 0),
      );
      const leftTotal = left.reduce((sum, paise) => sum + Math.max(0, paise), 0);
      const shares = allocate(Math.min(entry.amountPaise, leftTotal), left);
      shares[0]! += entry.amountPaise - Math.min(entry.amountPaise, leftTotal);
      const intraState = amended.placeOfSupply === amended.supplierStateCode;
      const lines = invoiceLines
        .map((line, index) => ({ line, paise: shares[index]! }))
        .filter(({ paise }) => paise > 0)
        .map(({ line, paise }, index) => ({
          position: index + 1,
          sac: line.sac,
          description: line.description,
          gstPercent: line.gstPercent,
          ...lineFigures(paise, line.gstPercent, intraState),
        }));
      const serial = await nextSerial(tx, "CREDIT_NOTE", year.label);
      const supplyDay = businessToday(TAX_TIME_ZONE, new Date(amended.issuedAt));
      await insertDocument(
        tx,
        {
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
          // Rule 53 asks a credit note for the buyer's address: the invoice's, or one given since.
          buyerAddress: amended.buyerAddress ?? buyer.address,
          buyerStateCode: amended.buyerStateCode ?? buyer.stateCode,
          buyerPan: amended.buyerPan,
          supplierStateCode: amended.supplierStateCode,
          placeOfSupply: amended.placeOfSupply,
          statement: amended.statement,
          pastDeadline: day > creditNoteLastDay(supplyDay),
        },
        lines,
      );
    }
  }
  return pending.length;
}
