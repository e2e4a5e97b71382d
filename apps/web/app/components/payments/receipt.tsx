// A payment's receipt (/receipts/{paymentId}): what a traveller keeps, prints or saves as a PDF for
// their records or their employer. The company's legal name, address and GSTIN, the receipt's
// number and date, who paid, the booking it pays for (reference, trip, dates, travellers), the amount
// paid, one line per GST rate as its tax invoice has it (code, rate, taxable value, tax), the place of
// supply, CGST and SGST (or IGST) per rate, the TCS on a trip abroad,
// the booking's total and the balance left, and how it was paid (the card's last digits or the UPI
// reference). Only the viewer's own: the API answers
// null for anyone else's. Laid out for a screen and, with receipt-print.css, for A4 paper.
import { formatPaise } from "@parvat/domain/money-words";
import { useCallback } from "react";
import { request } from "../../graphql/client.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import type { ReceiptQuery } from "../../graphql/generated/graphql.ts";
import { dateRange } from "../booking/booking-format.ts";
import { DownloadIcon } from "../icons.tsx";
import { TaxLines } from "../tax/tax-lines.tsx";
import { methodText } from "./payment-rules.ts";
import { DocumentRow, PrivateDocumentScreen } from "./printable-document.tsx";
import { paidOn } from "./receipt-links.tsx";

const ReceiptDocument = graphql(`
  query Receipt($paymentId: ID!) {
    receipt(paymentId: $paymentId) {
      number
      issued_at
      company_name
      company_gstin
      company_address
      payer_name
      sac
      service
      place_of_supply
      taxable_paise
      gst_paise
      cgst_paise
      sgst_paise
      igst_paise
      tcs_paise
      tcs_law
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
      invoice_number
      gst_percent
      booking_total_paise
      paid_to_date_paise
      balance_after_paise
      payment {
        id
        amount_paise
        method
        method_detail
        captured_at
        provider_payment_id
      }
      booking {
        id
        reference
        discount_paise
        campaign_name
        trip {
          name
        }
        package {
          name
        }
        departure {
          start_date
          end_date
        }
        participants {
          first_name
          last_name
        }
      }
    }
  }
`);

type Receipt = NonNullable<ReceiptQuery["receipt"]>;

const paidAt = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
  timeZoneName: "short",
});

export function ReceiptView({ receipt }: { receipt: Receipt }) {
  const { booking, payment } = receipt;
  return (
    <article data-receipt className="card mx-auto max-w-3xl p-6 text-slate-800 sm:p-10" aria-labelledby="receipt-title">
      <header className="flex flex-col gap-6 border-b border-slate-200 pb-6 sm:flex-row sm:justify-between">
        <div>
          <p className="text-lg font-extrabold text-slate-900">{receipt.company_name}</p>
          <p className="mt-1 max-w-xs text-sm whitespace-pre-line text-slate-700">{receipt.company_address}</p>
          <p className="mt-1 text-sm text-slate-700">
            GSTIN <span className="font-mono font-semibold text-slate-900">{receipt.company_gstin}</span>
          </p>
        </div>
        <div className="sm:text-right">
          <h1 id="receipt-title" className="text-2xl font-bold text-slate-900">
            Payment receipt
          </h1>
          <dl className="mt-2 text-sm">
            <div>
              <dt className="inline text-slate-600">Receipt number </dt>
              <dd className="inline font-mono font-semibold text-slate-900">{receipt.number}</dd>
            </div>
            <div>
              <dt className="inline text-slate-600">Date </dt>
              <dd className="inline font-semibold text-slate-900">{paidOn(receipt.issued_at)}</dd>
            </div>
          </dl>
        </div>
      </header>

      <section aria-labelledby="receipt-booking" className="border-b border-slate-200 py-6">
        <h2 id="receipt-booking" className="text-sm font-bold tracking-wide text-slate-600 uppercase">
          Booking
        </h2>
        <dl className="mt-2 grid gap-x-8 sm:grid-cols-2">
          <DocumentRow term="Received from">{receipt.payer_name}</DocumentRow>
          <DocumentRow term="Booking reference">
            <span className="font-mono">{booking.reference}</span>
          </DocumentRow>
          <DocumentRow term="Trip">{booking.trip.name}</DocumentRow>
          <DocumentRow term="Package">{booking.package.name}</DocumentRow>
          <DocumentRow term="Dates">{dateRange(booking.departure.start_date, booking.departure.end_date)}</DocumentRow>
          {booking.discount_paise > 0 ? (
            <DocumentRow term={booking.campaign_name ? `Offer: ${booking.campaign_name}` : "Offer discount"}>
              − {formatPaise(booking.discount_paise)} on the trip price
            </DocumentRow>
          ) : null}
        </dl>
        <p className="mt-2 text-sm">
          <span className="text-slate-600">Travellers: </span>
          {booking.participants.map((person) => `${person.first_name} ${person.last_name}`).join(", ")}
        </p>
      </section>

      <section aria-labelledby="receipt-amount" className="border-b border-slate-200 py-6">
        <h2 id="receipt-amount" className="text-sm font-bold tracking-wide text-slate-600 uppercase">
          Amount
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          Place of supply {receipt.place_of_supply}
          {receipt.invoice_number ? ` · Tax invoice ${receipt.invoice_number}` : ""}
        </p>
        <TaxLines lines={receipt.lines} intraState={receipt.igst_paise === 0} />
        <dl className="divide-y divide-slate-100">
          {receipt.tcs_paise > 0 ? (
            <>
              <DocumentRow term="Towards the booking">{formatPaise(payment.amount_paise)}</DocumentRow>
              <DocumentRow term={`TCS collected under ${receipt.tcs_law} (not GST)`}>
                {formatPaise(receipt.tcs_paise)}
              </DocumentRow>
            </>
          ) : null}
          <DocumentRow term="Amount paid" strong>
            {formatPaise(payment.amount_paise + receipt.tcs_paise)}
          </DocumentRow>
        </dl>
        <dl className="mt-4 divide-y divide-slate-100 border-t border-slate-200">
          <DocumentRow term="Booking total">{formatPaise(receipt.booking_total_paise)}</DocumentRow>
          <DocumentRow term="Paid so far, with this payment">{formatPaise(receipt.paid_to_date_paise)}</DocumentRow>
          <DocumentRow term="Balance left">
            {receipt.balance_after_paise > 0 ? formatPaise(receipt.balance_after_paise) : "Nothing: paid in full"}
          </DocumentRow>
        </dl>
      </section>

      <section aria-labelledby="receipt-payment" className="py-6">
        <h2 id="receipt-payment" className="text-sm font-bold tracking-wide text-slate-600 uppercase">
          Payment
        </h2>
        <dl className="mt-2 grid gap-x-8 sm:grid-cols-2">
          <DocumentRow term="Method">
            {methodText(payment.method)}
            {payment.method_detail ? <div className="text-slate-700">{payment.method_detail}</div> : null}
          </DocumentRow>
          <DocumentRow term="Paid at">{paidAt.format(new Date(payment.captured_at))}</DocumentRow>
          <DocumentRow term="Payment id">
            <span className="font-mono break-all">{payment.provider_payment_id}</span>
          </DocumentRow>
        </dl>
      </section>

      <p className="border-t border-slate-200 pt-4 text-xs text-slate-600">
        A computer-generated receipt; no signature is needed. Prices include GST. Keep it for your records.
      </p>
    </article>
  );
}

export function ReceiptScreen({ paymentId }: { paymentId: string }) {
  const fetchReceipt = useCallback(() => request(ReceiptDocument, { paymentId }), [paymentId]);
  return (
    <PrivateDocumentScreen
      noun="receipt"
      fetchDocument={fetchReceipt}
      pick={pickReceipt}
      actions={() => (
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          <DownloadIcon className="size-4" />
          Print or save as PDF
        </button>
      )}
    >
      {(receipt) => <ReceiptView receipt={receipt} />}
    </PrivateDocumentScreen>
  );
}

const pickReceipt = (data: ReceiptQuery) => data.receipt;
