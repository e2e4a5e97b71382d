// A tax invoice or credit note on screen and on A4 paper (receipt-print.css): the supplier's legal
// name, address and GSTIN; the number and date (a credit note: the invoice it amends); the buyer
// (a business's GSTIN and address, the state, a masked PAN); the place of supply; a line per rate
// (code, rate, taxable value, tax), CGST + SGST or IGST per rate, the total, TCS with its law when
// collected, the amount in words, the 5% statement and a late credit note's flag. The same content
// as the PDF (apps/api/src/tax/tax-document-pdf.ts).
import { formatPaise } from "@parvat/domain/money-words";
import { useCallback } from "react";
import { request } from "../../graphql/client.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import type { TaxDocumentQuery } from "../../graphql/generated/graphql.ts";
import { DownloadIcon } from "../icons.tsx";
import { DocumentRow, PrivateDocumentScreen } from "../payments/printable-document.tsx";
import { paidOn } from "../payments/receipt-links.tsx";
import { TaxLines } from "./tax-lines.tsx";

const TaxDocumentDocument = graphql(`
  query TaxDocument($id: ID!) {
    taxDocument(id: $id) {
      id
      number
      kind
      title
      issued_at
      booking_reference
      trip_name
      amends_number
      amends_issued_at
      company_name
      company_gstin
      company_address
      buyer_name
      buyer_gstin
      buyer_address
      buyer_state
      buyer_pan
      place_of_supply
      sac
      service
      gst_percent
      taxable_paise
      cgst_paise
      sgst_paise
      igst_paise
      total_paise
      tcs_paise
      tcs_law
      statement
      deadline_note
      lines {
        sac
        description
        gst_percent
        taxable_paise
        cgst_paise
        sgst_paise
        igst_paise
        total_paise
      }
      amount_paise
      amount_in_words
      pdf_url
    }
  }
`);

type TaxDocument = NonNullable<TaxDocumentQuery["taxDocument"]>;

export function TaxDocumentView({ document }: { document: TaxDocument }) {
  const intraState = document.igst_paise === 0;
  return (
    <article
      data-receipt
      className="card mx-auto max-w-3xl p-6 text-slate-800 sm:p-10"
      aria-labelledby="document-title"
    >
      <header className="flex flex-col gap-6 border-b border-slate-200 pb-6 sm:flex-row sm:justify-between">
        <div>
          <p className="text-lg font-extrabold text-slate-900">{document.company_name}</p>
          <p className="mt-1 max-w-xs text-sm text-slate-700">{document.company_address}</p>
          <p className="mt-1 text-sm text-slate-700">
            GSTIN <span className="font-mono font-semibold text-slate-900">{document.company_gstin}</span>
          </p>
        </div>
        <div className="sm:text-right">
          <h1 id="document-title" className="text-2xl font-bold text-slate-900">
            {document.title}
          </h1>
          <dl className="mt-2 text-sm">
            <div>
              <dt className="inline text-slate-600">Number </dt>
              <dd className="inline font-mono font-semibold text-slate-900">{document.number}</dd>
            </div>
            <div>
              <dt className="inline text-slate-600">Date </dt>
              <dd className="inline font-semibold text-slate-900">{paidOn(document.issued_at)}</dd>
            </div>
            {document.amends_number && document.amends_issued_at ? (
              <div>
                <dt className="inline text-slate-600">Against invoice </dt>
                <dd className="inline font-mono font-semibold text-slate-900">
                  {document.amends_number} of {paidOn(document.amends_issued_at)}
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
      </header>

      <section aria-labelledby="document-buyer" className="border-b border-slate-200 py-6">
        <h2 id="document-buyer" className="text-sm font-bold tracking-wide text-slate-600 uppercase">
          {document.buyer_gstin ? "Billed to (registered business)" : "Billed to"}
        </h2>
        <p className="mt-2 font-semibold text-slate-900">{document.buyer_name}</p>
        {document.buyer_address ? <p className="text-sm text-slate-700">{document.buyer_address}</p> : null}
        <dl className="mt-2 grid gap-x-8 sm:grid-cols-2">
          {document.buyer_gstin ? (
            <DocumentRow term="GSTIN">
              <span className="font-mono">{document.buyer_gstin}</span>
            </DocumentRow>
          ) : null}
          {document.buyer_state ? <DocumentRow term="State">{document.buyer_state}</DocumentRow> : null}
          {document.buyer_pan ? (
            <DocumentRow term="PAN">
              <span className="font-mono">{document.buyer_pan}</span>
            </DocumentRow>
          ) : null}
          <DocumentRow term="Place of supply">{document.place_of_supply}</DocumentRow>
          <DocumentRow term="Booking">
            <span className="font-mono">{document.booking_reference}</span> · {document.trip_name}
          </DocumentRow>
        </dl>
      </section>

      <section aria-labelledby="document-amount" className="py-6">
        <h2 id="document-amount" className="text-sm font-bold tracking-wide text-slate-600 uppercase">
          Supply
        </h2>
        <TaxLines lines={document.lines} intraState={intraState} />
        <dl className="divide-y divide-slate-100">
          <DocumentRow term={document.kind === "INVOICE" ? "Invoice total" : "Credit note total"} strong>
            {formatPaise(document.total_paise)}
          </DocumentRow>
          {document.tcs_law ? (
            <>
              <DocumentRow term={`TCS collected under ${document.tcs_law} (not GST)`}>
                {formatPaise(document.tcs_paise)}
              </DocumentRow>
              <DocumentRow term="Amount received" strong>
                {formatPaise(document.amount_paise)}
              </DocumentRow>
            </>
          ) : null}
        </dl>
        <p className="mt-3 text-sm font-semibold text-slate-900">{document.amount_in_words}</p>
      </section>

      <div className="space-y-1 border-t border-slate-200 pt-4 text-xs text-slate-600">
        {document.statement ? <p>{document.statement}</p> : null}
        {document.deadline_note ? <p className="font-semibold text-slate-900">{document.deadline_note}</p> : null}
        <p>No tax is payable on reverse charge. A computer-generated document; no signature is needed.</p>
      </div>
    </article>
  );
}

export function TaxDocumentScreen({ documentId }: { documentId: string }) {
  const fetchTaxDocument = useCallback(() => request(TaxDocumentDocument, { id: documentId }), [documentId]);
  return (
    <PrivateDocumentScreen
      noun="invoice"
      fetchDocument={fetchTaxDocument}
      pick={pickTaxDocument}
      actions={(document) => (
        <div className="flex flex-wrap gap-3">
          <a href={document.pdf_url} download className="btn btn-secondary">
            <DownloadIcon className="size-4" />
            Download PDF
          </a>
          <button type="button" className="btn btn-primary" onClick={() => window.print()}>
            Print
          </button>
        </div>
      )}
    >
      {(document) => <TaxDocumentView document={document} />}
    </PrivateDocumentScreen>
  );
}

const pickTaxDocument = (data: TaxDocumentQuery) => data.taxDocument;
