// A tax invoice or credit note as a PDF on A4: the same content as its printable page
// (apps/web/app/components/tax/tax-document.tsx), drawn with the small writer of pdf.ts, and the
// Express handler that serves it at /documents/{id}.pdf to whoever holds a signed link (pdf_url).
import type { Database } from "@parvat/db/client";
import { maskPan } from "@parvat/domain/tax-identity";
import type { DownloadLinks } from "../accounts/download-links.ts";
import { A4, PdfPage, renderPdf, textWidth, wrap } from "./pdf.ts";
import { documentById, printedFigures, type TaxDocumentView, taxDocumentPdfPath } from "./tax-documents.ts";

const MARGIN = 48;
const RIGHT = A4.width - MARGIN;
/** Where the totals' labels start; their amounts end at RIGHT. */
const SUMMARY_LEFT = 300;
/** The least space between a label and its amount. */
const GAP = 12;

interface SummaryRow {
  term: string;
  paise: number;
  strong?: boolean;
}

/**
 * The totals as drawn: each label wrapped to the width its amount leaves (a long label, such as the
 * TCS's law, takes a second line rather than running into its amount).
 */
export function layoutSummary(rows: readonly SummaryRow[]) {
  return rows.map((row) => {
    const font = row.strong ? "bold" : "regular";
    const amount = money(row.paise);
    const room = RIGHT - textWidth(amount, 10, font) - GAP - SUMMARY_LEFT;
    return { amount, strong: row.strong ?? false, lines: wrap(row.term, room, 10, font), room };
  });
}

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

  // The supply: a line per rate (code, rate, taxable value, tax, total), then the totals.
  page.line(MARGIN, top, RIGHT, top);
  top += 6;
  const intraState = document.placeOfSupply === document.supplierStateCode;
  const columns = { sac: 260, rate: 320, taxable: 410, tax: 480 } as const;
  page.text(MARGIN, top, "Description", { size: 9, font: "bold" });
  page.text(columns.sac, top, "SAC/HSN", { size: 9, font: "bold" });
  page.text(columns.rate, top, "GST", { size: 9, font: "bold" });
  page.text(columns.taxable, top, "Taxable value", { size: 9, font: "bold", align: "right" });
  page.text(columns.tax, top, intraState ? "CGST + SGST" : "IGST", { size: 9, font: "bold", align: "right" });
  page.text(RIGHT, top, "Total", { size: 9, font: "bold", align: "right" });
  top += 16;
  page.line(MARGIN, top, RIGHT, top);
  top += 6;
  for (const line of document.lines) {
    const described = wrap(line.description, columns.sac - MARGIN - 8, 9);
    page.text(columns.sac, top, line.sac, { size: 9 });
    page.text(columns.rate, top, `${line.gstPercent}%`, { size: 9 });
    page.text(columns.taxable, top, money(line.taxablePaise), { size: 9, align: "right" });
    page.text(columns.tax, top, money(line.cgstPaise + line.sgstPaise + line.igstPaise), { size: 9, align: "right" });
    page.text(RIGHT, top, money(line.totalPaise), { size: 9, align: "right" });
    for (const text of described) {
      page.text(MARGIN, top, text, { size: 9 });
      top += 12;
    }
    top += 4;
  }
  top += 8;

  const rows: SummaryRow[] = [{ term: "Taxable value", paise: document.taxablePaise }];
  const rates = [...new Set(document.lines.map((line) => line.gstPercent))];
  for (const rate of rates) {
    const at = document.lines.filter((line) => line.gstPercent === rate);
    const sum = (pick: (line: (typeof at)[number]) => number) => at.reduce((total, line) => total + pick(line), 0);
    if (intraState) {
      rows.push({ term: `CGST at ${rate / 2}%`, paise: sum((line) => line.cgstPaise) });
      rows.push({ term: `SGST at ${rate / 2}%`, paise: sum((line) => line.sgstPaise) });
    } else {
      rows.push({ term: `IGST at ${rate}%`, paise: sum((line) => line.igstPaise) });
    }
  }
  rows.push({
    term: document.kind === "INVOICE" ? "Invoice total" : "Credit note total",
    paise: document.totalPaise,
    strong: true,
  });
  if (figures.tcsLaw) {
    rows.push({ term: `TCS collected under ${figures.tcsLaw} (not GST)`, paise: document.tcsPaise });
    rows.push({ term: "Amount received", paise: document.totalPaise + document.tcsPaise, strong: true });
  }
  for (const row of layoutSummary(rows)) {
    row.lines.forEach((text, index) => {
      page.text(SUMMARY_LEFT, top + index * 12, text, { size: 10, font: row.strong ? "bold" : "regular" });
    });
    page.text(RIGHT, top, row.amount, { size: 10, font: row.strong ? "bold" : "regular", align: "right" });
    top += 4 + 12 * row.lines.length;
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
    ...(document.statement ? [document.statement] : []),
    "Tax is not payable on reverse charge.",
    ...(figures.deadlineNote ? [figures.deadlineNote] : []),
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
