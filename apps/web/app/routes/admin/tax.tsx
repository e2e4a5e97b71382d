// /admin/tax: the accountant's exports. A month's invoices and credit notes as the CSV sections of
// GSTR-1 (B2B, B2CL, B2CS, CDNR, CDNUR, Table 12's HSN summaries, Table 13's documents) and the credit
// notes past section 34(2)'s deadline; a quarter's TCS per buyer for the quarterly TCS statement, with
// the receipts it was not collected on; and the TCS collected beyond what was due since the rate in
// force began. Each a file to download; every export is written to the audit log by the API (it
// carries GSTINs and PANs).
import { businessToday } from "@parvat/domain/business-dates";
import { financialYearOfDay } from "@parvat/domain/financial-year";
import { formatPaise } from "@parvat/domain/money-words";
import { useState } from "react";
import { AdminPage, AdminSection } from "../../components/admin/admin-page.tsx";
import { AdminQueryView } from "../../components/admin/admin-query-view.tsx";
import { AdminTable, Cell, Row } from "../../components/admin/admin-table.tsx";
import { useAdminQuery } from "../../components/admin/use-admin-query.ts";
import { graphql } from "../../graphql/generated/gql.ts";

const AdminTaxExportDocument = graphql(`
  query AdminTaxExport($month: String!) {
    adminTaxExport(month: $month) {
      month
      invoice_count
      credit_note_count
      taxable_paise
      gst_paise
      b2b_csv
      b2cl_csv
      b2cs_csv
      cdnr_csv
      cdnur_csv
      hsn_b2b_csv
      hsn_b2c_csv
      docs_csv
      late_credit_notes_csv
    }
  }
`);

const AdminTcsExcessDocument = graphql(`
  query AdminTcsExcess {
    adminTcsExcessReport {
      since
      law
      csv
      buyers {
        pan
        name
        receipt_count
        collected_paise
        due_paise
        difference_paise
      }
    }
  }
`);

const AdminTcsReportDocument = graphql(`
  query AdminTcsReport($quarter: String!) {
    adminTcsReport(quarter: $quarter) {
      quarter
      amount_paise
      tcs_paise
      uncollected_count
      csv
      buyers {
        pan
        name
        payment_count
        amount_paise
        tcs_paise
      }
    }
  }
`);

const inputClass = "mt-1 block min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base";

/** Saves text as a file, in the browser: the exports come with the staff member's token, not as links. */
function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

function currentQuarter(today: string): string {
  const month = Number(today.slice(5, 7));
  const quarter = month >= 4 ? Math.ceil((month - 3) / 3) : 4;
  return `${financialYearOfDay(today).label}-Q${quarter}`;
}

const SECTIONS = [
  { key: "b2b_csv", file: "b2b", label: "B2B: invoices to a GSTIN" },
  { key: "b2cl_csv", file: "b2cl", label: "B2CL: large inter-state invoices to others" },
  { key: "b2cs_csv", file: "b2cs", label: "B2CS: other supplies, per state and rate" },
  { key: "cdnr_csv", file: "cdnr", label: "CDNR: credit notes to a GSTIN" },
  { key: "cdnur_csv", file: "cdnur", label: "CDNUR: credit notes against B2CL invoices" },
  { key: "hsn_b2b_csv", file: "hsn-b2b", label: "Table 12, B2B: per SAC/HSN and rate" },
  { key: "hsn_b2c_csv", file: "hsn-b2c", label: "Table 12, B2C: per SAC/HSN and rate" },
  { key: "docs_csv", file: "docs", label: "Table 13: documents issued" },
  {
    key: "late_credit_notes_csv",
    file: "late-credit-notes",
    label: "Credit notes past section 34(2)'s deadline (not in the return)",
  },
] as const;

function GstrExport({ month }: { month: string }) {
  const { state, reload } = useAdminQuery(AdminTaxExportDocument, { month });
  return (
    <AdminQueryView state={state} reload={reload} what="the GSTR-1 export">
      {({ adminTaxExport: exported }) => (
        <>
          <p className="text-sm text-slate-700">
            {exported.invoice_count} invoices and {exported.credit_note_count} credit notes in {exported.month}: taxable
            value {formatPaise(exported.taxable_paise)}, GST {formatPaise(exported.gst_paise)} (net of credit notes).
          </p>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {SECTIONS.map((section) => (
              <li key={section.key}>
                <button
                  type="button"
                  className="btn btn-secondary w-full justify-start"
                  onClick={() => download(`gstr1-${exported.month}-${section.file}.csv`, exported[section.key])}
                >
                  {section.label}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </AdminQueryView>
  );
}

function TcsReport({ quarter }: { quarter: string }) {
  const { state, reload } = useAdminQuery(AdminTcsReportDocument, { quarter });
  return (
    <AdminQueryView state={state} reload={reload} what="the TCS report">
      {({ adminTcsReport: report }) => (
        <>
          <p className="text-sm text-slate-700">
            {formatPaise(report.tcs_paise)} collected on {formatPaise(report.amount_paise)} received in {report.quarter}
            .
            {report.uncollected_count > 0
              ? ` ${report.uncollected_count} receipt${report.uncollected_count === 1 ? "" : "s"} without TCS: the CSV gives each reason.`
              : ""}
          </p>
          <AdminTable
            caption={`TCS collected in ${report.quarter}, per buyer`}
            headers={["PAN", "Buyer", "Payments", "Received", "TCS"]}
            empty="No TCS was collected in this quarter."
            rows={report.buyers.map((buyer) => (
              <Row key={buyer.pan}>
                <Cell className="font-mono">{buyer.pan}</Cell>
                <Cell>{buyer.name}</Cell>
                <Cell>{buyer.payment_count}</Cell>
                <Cell>{formatPaise(buyer.amount_paise)}</Cell>
                <Cell>{formatPaise(buyer.tcs_paise)}</Cell>
              </Row>
            ))}
          />
          <button
            type="button"
            className="btn btn-secondary mt-3"
            onClick={() => download(`tcs-${report.quarter}.csv`, report.csv)}
          >
            Download the TCS report (CSV)
          </button>
        </>
      )}
    </AdminQueryView>
  );
}

function TcsExcess() {
  const { state, reload } = useAdminQuery(AdminTcsExcessDocument, {});
  return (
    <AdminQueryView state={state} reload={reload} what="the TCS collected beyond what was due">
      {({ adminTcsExcessReport: report }) => (
        <>
          <p className="text-sm text-slate-700">
            Since {report.since}, TCS is due under {report.law}. Buyers charged another amount (orders made at the old
            rates), for the accountant to settle: nothing is refunded automatically.
          </p>
          <AdminTable
            caption={`TCS collected other than due since ${report.since}, per buyer`}
            headers={["PAN", "Buyer", "Receipts", "Collected", "Due", "Difference"]}
            empty="Every receipt since then collected what was due."
            rows={report.buyers.map((buyer) => (
              <Row key={buyer.pan}>
                <Cell className="font-mono">{buyer.pan}</Cell>
                <Cell>{buyer.name}</Cell>
                <Cell>{buyer.receipt_count}</Cell>
                <Cell>{formatPaise(buyer.collected_paise)}</Cell>
                <Cell>{formatPaise(buyer.due_paise)}</Cell>
                <Cell>{formatPaise(buyer.difference_paise)}</Cell>
              </Row>
            ))}
          />
          <button
            type="button"
            className="btn btn-secondary mt-3"
            onClick={() => download(`tcs-excess-since-${report.since}.csv`, report.csv)}
          >
            Download the excess report (CSV)
          </button>
        </>
      )}
    </AdminQueryView>
  );
}

export default function AdminTax() {
  const today = businessToday("Asia/Kolkata");
  const [month, setMonth] = useState(today.slice(0, 7));
  const [quarter, setQuarter] = useState(currentQuarter(today));
  const [monthDraft, setMonthDraft] = useState(month);
  const [quarterDraft, setQuarterDraft] = useState(quarter);
  return (
    <AdminPage
      title="Tax exports"
      intro="For the accountant: each month's invoices and credit notes in GSTR-1's sections and Tables 12 and 13, each quarter's TCS per buyer and receipt, and the TCS collected beyond what was due. Every export is recorded in the audit log."
    >
      <AdminSection title="GSTR-1, per month">
        <form
          className="mb-4 flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            setMonth(monthDraft);
          }}
        >
          <label htmlFor="tax-month" className="text-sm font-medium text-slate-800">
            Month
            <input
              id="tax-month"
              type="month"
              className={inputClass}
              value={monthDraft}
              onChange={(event) => setMonthDraft(event.target.value)}
            />
          </label>
          <button type="submit" className="btn btn-secondary">
            Show
          </button>
        </form>
        <GstrExport month={month} />
      </AdminSection>
      <AdminSection title="TCS, per quarter">
        <form
          className="mb-4 flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            setQuarter(quarterDraft);
          }}
        >
          <label htmlFor="tax-quarter" className="text-sm font-medium text-slate-800">
            Quarter of the financial year (e.g. 2026-27-Q3: October to December 2026)
            <input
              id="tax-quarter"
              className={inputClass}
              value={quarterDraft}
              onChange={(event) => setQuarterDraft(event.target.value)}
            />
          </label>
          <button type="submit" className="btn btn-secondary">
            Show
          </button>
        </form>
        <TcsReport quarter={quarter} />
      </AdminSection>
      <AdminSection title="TCS collected beyond what was due">
        <TcsExcess />
      </AdminSection>
    </AdminPage>
  );
}
