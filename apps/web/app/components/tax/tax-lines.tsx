// The lines of a payment or a tax document, one per rate (the trip at 5%, add-ons at their own): the
// code, the rate, the taxable value, the tax and the total, then the taxes per rate. Shared by the
// receipt and the printable invoice, so both show the split the invoice was issued with. On a phone the
// code and the rate go under the description, so that the figures' columns fit its width and no figure
// is cut off (paper and wider screens have a column for each).
import { formatPaise } from "@parvat/domain/money-words";
import { Fragment } from "react";
import { DocumentRow } from "../payments/printable-document.tsx";

export interface TaxLine {
  sac: string;
  description: string;
  gst_percent: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
}

/** CGST and SGST within the company's state, IGST elsewhere (another state, or abroad). */
export function TaxLines({ lines, intraState }: { lines: readonly TaxLine[]; intraState: boolean }) {
  const rates = [...new Set(lines.map((line) => line.gst_percent))];
  const sum = (of: readonly TaxLine[], pick: (line: TaxLine) => number) =>
    of.reduce((total, line) => total + pick(line), 0);
  return (
    <>
      <table className="mt-2 w-full text-xs sm:text-sm print:text-sm">
        <caption className="sr-only">One line per GST rate</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-600">
            <th scope="col" className="py-1 pr-2 font-semibold">
              Description
            </th>
            <th scope="col" className="hidden py-1 pr-2 font-semibold sm:table-cell print:table-cell">
              SAC/HSN
            </th>
            <th scope="col" className="hidden py-1 pr-2 text-right font-semibold sm:table-cell print:table-cell">
              GST
            </th>
            <th scope="col" className="py-1 pr-2 text-right font-semibold">
              Taxable value
            </th>
            <th scope="col" className="py-1 pr-2 text-right font-semibold">
              Tax
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={`${line.sac}-${line.gst_percent}`} className="border-b border-slate-100">
              <td className="py-1 pr-2">
                {line.description}
                <span className="block text-slate-600 sm:hidden print:hidden">
                  SAC/HSN <span className="font-mono">{line.sac}</span>, GST {line.gst_percent}%
                </span>
              </td>
              <td className="hidden py-1 pr-2 font-mono sm:table-cell print:table-cell">{line.sac}</td>
              <td className="hidden py-1 pr-2 text-right sm:table-cell print:table-cell">{line.gst_percent}%</td>
              <td className="py-1 pr-2 text-right">{formatPaise(line.taxable_paise)}</td>
              <td className="py-1 pr-2 text-right">
                {formatPaise(line.cgst_paise + line.sgst_paise + line.igst_paise)}
              </td>
              <td className="py-1 text-right">{formatPaise(line.total_paise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-2 divide-y divide-slate-100">
        <DocumentRow term="Total taxable value">{formatPaise(sum(lines, (line) => line.taxable_paise))}</DocumentRow>
        {rates.map((rate) => {
          const at = lines.filter((line) => line.gst_percent === rate);
          return intraState ? (
            <Fragment key={rate}>
              <DocumentRow term={`CGST (${rate / 2}%)`}>{formatPaise(sum(at, (line) => line.cgst_paise))}</DocumentRow>
              <DocumentRow term={`SGST (${rate / 2}%)`}>{formatPaise(sum(at, (line) => line.sgst_paise))}</DocumentRow>
            </Fragment>
          ) : (
            <DocumentRow key={rate} term={`IGST (${rate}%)`}>
              {formatPaise(sum(at, (line) => line.igst_paise))}
            </DocumentRow>
          );
        })}
      </dl>
    </>
  );
}
