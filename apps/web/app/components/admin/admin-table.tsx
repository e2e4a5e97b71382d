// A table of an admin screen: scrolls sideways inside its card on a phone rather than squeezing
// its columns, with a caption for assistive technology and a line of its own when it is empty.
import type { ReactNode } from "react";

export function AdminTable({
  caption,
  headers,
  empty,
  rows,
}: {
  /** Read by screen readers; the section heading already shows it. */
  caption: string;
  headers: readonly string[];
  /** What to say when there are no rows. */
  empty: string;
  rows: readonly ReactNode[];
}) {
  if (rows.length === 0) return <p className="text-slate-600">{empty}</p>;
  return (
    // relative: text kept for screen readers only (sr-only, positioned absolutely) stays inside the
    // scrolling box too, instead of widening the page on a phone.
    <div className="relative -mx-4 overflow-x-auto sm:mx-0">
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            {headers.map((header) => (
              <th key={header} scope="col" className="px-3 py-2 font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows}</tbody>
      </table>
    </div>
  );
}

/** A cell with the table's padding. */
export function Cell({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <td className={`px-3 py-2 align-top ${className}`}>{children}</td>;
}

/** A row of an AdminTable. */
export function Row({ children }: { children: ReactNode }) {
  return <tr className="border-b border-slate-100 last:border-0">{children}</tr>;
}
