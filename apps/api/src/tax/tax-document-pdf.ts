// A tax invoice or credit note as a PDF on A4: the same content as its printable page
// (apps/web/app/components/tax/tax-document.tsx), drawn with the small writer of pdf.ts, and the
// Express handler that serves it at /documents/{id}.pdf to whoever holds a signed link (pdf_url).
import type { Database } from "@parvat/db/client";
import { maskPan } from "@parvat/domain/tax-identity";
import type { DownloadLinks } from "../accounts/download-links.ts";
import { A4, PdfPage, renderPdf, wrap } from "./pdf.ts";
import { taxDocumentPdfPath } from "./tax-fields.ts";
import { documentById, printedFigures, type TaxDocumentView } from "./tax-service.ts";

const MARGIN = 48;
const RIGHT = A4.width - MARGIN;

const money = (paise: number) =>
  `Rs. ${(paise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const dateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

export function taxDocumentPdf(document: TaxDocumentView): Buffer {
  const figures = printedFigures(document);
  const page = new PdfPage();
  let top = MARGIN;

  // The supplier, and the document's title, number and date.
  page.text(MARGIN, top, figures.companyName, { size: 14, font: "bold" });
  page.text(RIGHT, top, figures.title.toUpperCase(), { size: 14, font: "bold", align: "right" });
  top += 20;
  for (const line of wrap(figures.companyAddress, 280, 9)) {
    page.text(MARGIN, top, line, { size: 9 });
    top += 12;
  }
  page.text(MARGIN, top, `GSTIN ${figures.companyGstin}   State ${figures.supplierState}`, { size: 9 });
  page.text(RIGHT, MARGIN + 20, `No. ${document.number}`, { size: 10, font: "bold", align: "right" });
  page.text(RIGHT, MARGIN + 34, `Date ${dateFormat.format(document.issuedAt)}`, { size: 10, align: "right" });
  if (document.amendsNumber && document.amendsIssuedAt) {
    page.text(RIGHT, MARGIN + 48, `Against invoice ${document.amendsNumber}`, { size: 9, align: "right" });
    page.text(RIGHT, MARGIN + 60, `dated ${dateFormat.format(document.amendsIssuedAt)}`, { size: 9, align: "right" });
  }
  top += 24;
  page.line(MARGIN, top, RIGHT, top);
  top += 12;

  // The buyer.
  page.text(MARGIN, top, document.buyerGstin ? "Billed to (registered business)" : "Billed to", { size: 9 });
  top += 13;
  page.text(MARGIN, top, document.buyerName, { size: 11, font: "bold" });
  top += 15;
  if (document.buyerAddress) {
    for (const line of wrap(document.buyerAddress, 300, 9)) {
      page.text(MARGIN, top, line, { size: 9 });
      top += 12;
    }
  }
  const facts: [string, string][] = [];
  if (document.buyerGstin) facts.push(["GSTIN", document.buyerGstin]);
  if (figures.buyerState) facts.push(["State", figures.buyerState]);
  if (document.buyerPan) facts.push(["PAN", maskPan(document.buyerPan)]);
  facts.push(["Place of supply", figures.placeOfSupply]);
  facts.push(["Booking", `${document.bookingReference} (${document.tripName})`]);
  for (const [term, value] of facts) {
    page.text(MARGIN, top, term, { size: 9 });
    page.text(MARGIN + 100, top, value, { size: 9, font: "bold" });
    top += 13;
  }
  top += 10;

  // The supply: one line, its taxable value, the tax, the total.
  page.line(MARGIN, top, RIGHT, top);
  top += 6;
  page.text(MARGIN, top, "Description", { size: 9, font: "bold" });
  page.text(330, top, "SAC", { size: 9, font: "bold" });
  page.text(RIGHT, top, "Taxable value", { size: 9, font: "bold", align: "right" });
  top += 16;
  page.line(MARGIN, top, RIGHT, top);
  top += 6;
  page.text(MARGIN, top, figures.service, { size: 10 });
  page.text(330, top, document.sac, { size: 10 });
  page.text(RIGHT, top, money(document.taxablePaise), { size: 10, align: "right" });
  top += 22;

  const rows: [string, number, boolean?][] = [["Taxable value", document.taxablePaise]];
  if (document.igstPaise > 0 || document.placeOfSupply !== document.supplierStateCode) {
    rows.push([`IGST at ${document.gstPercent}%`, document.igstPaise]);
  } else {
    rows.push([`CGST at ${document.gstPercent / 2}%`, document.cgstPaise]);
    rows.push([`SGST at ${document.gstPercent / 2}%`, document.sgstPaise]);
  }
  rows.push([document.kind === "INVOICE" ? "Invoice total" : "Credit note total", document.totalPaise, true]);
  if (document.tcsPaise > 0) {
    rows.push(["TCS collected (section 206C(1G), not GST)", document.tcsPaise]);
    rows.push(["Amount received", document.totalPaise + document.tcsPaise, true]);
  }
  for (const [term, paise, strong] of rows) {
    page.text(300, top, term, { size: 10, font: strong ? "bold" : "regular" });
    page.text(RIGHT, top, money(paise), { size: 10, font: strong ? "bold" : "regular", align: "right" });
    top += 16;
  }
  top += 6;
  page.line(MARGIN, top, RIGHT, top);
  top += 10;
  for (const line of wrap(figures.totalInWords, RIGHT - MARGIN, 10, "bold")) {
    page.text(MARGIN, top, line, { size: 10, font: "bold" });
    top += 14;
  }
  top += 16;
  const notes = [
    "Tour operator services, GST without input tax credit. Tax is not payable on reverse charge.",
    document.kind === "CREDIT_NOTE"
      ? "This credit note reduces the supply of the invoice it names, for the refund made on the date above."
      : "Issued for the payment received on the date above.",
    "This is a computer-generated document and needs no signature.",
  ];
  for (const note of notes) {
    for (const line of wrap(note, RIGHT - MARGIN, 8)) {
      page.text(MARGIN, top, line, { size: 8 });
      top += 11;
    }
  }
  return renderPdf([page], { title: `${figures.title} ${document.number}` });
}

/** The file's name when saved: "INV-2627-000042.pdf". */
export const pdfFileName = (number: string) => `${number.replace(/\//g, "-")}.pdf`;

/**
 * GET /documents/{id}.pdf?expires=&signature=: the PDF, to the holder of a link pdf_url signed
 * (403 for a link that is not valid or has expired, 404 for a document that does not exist).
 */
export async function taxDocumentPdfResponse(
  { db, links }: { db: Database; links: DownloadLinks },
  idText: string,
  query: URLSearchParams,
): Promise<Response> {
  const id = Number(idText);
  const valid =
    /^\d{1,9}$/.test(idText) &&
    links.verify(taxDocumentPdfPath(id), { expires: query.get("expires"), signature: query.get("signature") });
  const document = valid ? await documentById(db, id) : null;
  const headers = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
  if (!document) {
    return new Response(
      valid
        ? "No such document."
        : "This link has expired or is not valid: open the document again from your dashboard.",
      { status: valid ? 404 : 403, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } },
    );
  }
  return new Response(new Uint8Array(taxDocumentPdf(document)), {
    status: 200,
    headers: {
      ...headers,
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${pdfFileName(document.number)}"`,
    },
  });
}
