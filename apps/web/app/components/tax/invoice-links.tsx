// A booking's tax invoices and credit notes, each with its printable page and its PDF: on the
// dashboard's cards and the back office's booking page. Nothing shows before the first payment.
import { formatPaise } from "@parvat/domain/money-words";
import { Link } from "react-router";
import { taxDocumentPath } from "../../lib/paths.ts";
import { paidOn } from "../payments/receipt-links.tsx";

export interface InvoiceLink {
  id: string;
  number: string;
  kind: string;
  title: string;
  issued_at: string;
  amount_paise: number;
  pdf_url: string;
}

export function InvoiceLinks({ invoices, className = "" }: { invoices: readonly InvoiceLink[]; className?: string }) {
  if (invoices.length === 0) return null;
  return (
    <ul className={`grid gap-1 text-sm ${className}`} aria-label="Tax invoices and credit notes">
      {invoices.map((invoice) => (
        <li key={invoice.id} className="flex flex-wrap items-baseline justify-between gap-x-4">
          <span className="text-slate-700">
            {invoice.title} <span className="font-mono text-slate-900">{invoice.number}</span>,{" "}
            {invoice.kind === "CREDIT_NOTE" ? "−" : ""}
            {formatPaise(invoice.amount_paise)} on {paidOn(invoice.issued_at)}
          </span>
          <span className="flex gap-3">
            <Link
              to={taxDocumentPath(invoice.id)}
              className="link"
              aria-label={`Print ${invoice.title.toLowerCase()} ${invoice.number}`}
            >
              Print
            </Link>
            <a
              href={invoice.pdf_url}
              download
              className="link"
              aria-label={`Download ${invoice.title.toLowerCase()} ${invoice.number} as PDF`}
            >
              PDF
            </a>
          </span>
        </li>
      ))}
    </ul>
  );
}
