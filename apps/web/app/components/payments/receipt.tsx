// A payment's receipt (/receipts/{paymentId}): what a traveller keeps, prints or saves as a PDF for
// their records or their employer. The company's legal name, address and GSTIN, the receipt's
// number and date, who paid, the booking it pays for (reference, trip, dates, travellers), the amount
// paid with the service code, the place of supply, the taxable value and the GST as CGST and SGST,
// the booking's total and the balance left, and how it was paid (the card's last digits or the UPI
// reference). Only the viewer's own: the API answers
// null for anyone else's. Laid out for a screen and, with receipt-print.css, for A4 paper.
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { NETWORK_ERROR_MESSAGE, request } from "../../graphql/client.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import type { ReceiptQuery } from "../../graphql/generated/graphql.ts";
import { dashboardPath } from "../../lib/paths.ts";
import { dateRange, formatPaise } from "../booking/booking-format.ts";
import { SendBack } from "../booking/send-back.tsx";
import { DownloadIcon } from "../icons.tsx";
import { methodText } from "./payment-rules.ts";
import { paidOn } from "./receipt-links.tsx";
import { ScreenFailed, ScreenLoading } from "./screen-status.tsx";

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

type State =
  | { status: "loading" }
  | { status: "loaded"; receipt: Receipt }
  | { status: "refused" }
  | { status: "failed"; message: string };

const paidAt = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
  timeZoneName: "short",
});

function Row({ term, children, strong = false }: { term: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-6 py-2 ${strong ? "text-base font-bold text-slate-900" : "text-sm"}`}>
      <dt className={strong ? "" : "text-slate-600"}>{term}</dt>
      <dd className="text-right text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}

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
          <Row term="Received from">{receipt.payer_name}</Row>
          <Row term="Booking reference">
            <span className="font-mono">{booking.reference}</span>
          </Row>
          <Row term="Trip">{booking.trip.name}</Row>
          <Row term="Package">{booking.package.name}</Row>
          <Row term="Dates">{dateRange(booking.departure.start_date, booking.departure.end_date)}</Row>
          {booking.discount_paise > 0 ? (
            <Row term={booking.campaign_name ? `Offer: ${booking.campaign_name}` : "Offer discount"}>
              − {formatPaise(booking.discount_paise)} on the trip price
            </Row>
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
          {receipt.service}, SAC {receipt.sac} · Place of supply {receipt.place_of_supply}
          {receipt.invoice_number ? ` · Tax invoice ${receipt.invoice_number}` : ""}
        </p>
        <dl className="mt-2 divide-y divide-slate-100">
          <Row term="Taxable value">{formatPaise(receipt.taxable_paise)}</Row>
          {receipt.igst_paise > 0 ? (
            <Row term={`IGST (${receipt.gst_percent}%)`}>{formatPaise(receipt.igst_paise)}</Row>
          ) : (
            <>
              <Row term={`CGST (${receipt.gst_percent / 2}%)`}>{formatPaise(receipt.cgst_paise)}</Row>
              <Row term={`SGST (${receipt.gst_percent / 2}%)`}>{formatPaise(receipt.sgst_paise)}</Row>
            </>
          )}
          <Row term="Amount paid" strong>
            {formatPaise(payment.amount_paise)}
          </Row>
        </dl>
        <dl className="mt-4 divide-y divide-slate-100 border-t border-slate-200">
          <Row term="Booking total">{formatPaise(receipt.booking_total_paise)}</Row>
          <Row term="Paid so far, with this payment">{formatPaise(receipt.paid_to_date_paise)}</Row>
          <Row term="Balance left">
            {receipt.balance_after_paise > 0 ? formatPaise(receipt.balance_after_paise) : "Nothing: paid in full"}
          </Row>
        </dl>
      </section>

      <section aria-labelledby="receipt-payment" className="py-6">
        <h2 id="receipt-payment" className="text-sm font-bold tracking-wide text-slate-600 uppercase">
          Payment
        </h2>
        <dl className="mt-2 grid gap-x-8 sm:grid-cols-2">
          <Row term="Method">
            {methodText(payment.method)}
            {payment.method_detail ? <div className="text-slate-700">{payment.method_detail}</div> : null}
          </Row>
          <Row term="Paid at">{paidAt.format(new Date(payment.captured_at))}</Row>
          <Row term="Payment id">
            <span className="font-mono break-all">{payment.provider_payment_id}</span>
          </Row>
        </dl>
      </section>

      <p className="border-t border-slate-200 pt-4 text-xs text-slate-600">
        A computer-generated receipt; no signature is needed. Prices include GST. Keep it for your records.
      </p>
    </article>
  );
}

export function ReceiptScreen({ paymentId }: { paymentId: string }) {
  const [state, setState] = useState<State>({ status: "loading" });

  const load = useCallback(async () => {
    try {
      const result = await request(ReceiptDocument, { paymentId });
      const receipt = result.data?.receipt;
      if (receipt) setState({ status: "loaded", receipt });
      else if (result.data) setState({ status: "refused" });
      else setState({ status: "failed", message: result.errors[0]?.message ?? "We could not load the receipt." });
    } catch {
      setState({ status: "failed", message: NETWORK_ERROR_MESSAGE });
    }
  }, [paymentId]);

  useEffect(() => {
    void load();
  }, [load]);

  switch (state.status) {
    case "loading":
      return <ScreenLoading text="Loading your receipt…" />;
    case "refused":
      return <SendBack to={dashboardPath()} reason="We could not find that receipt in your account." />;
    case "failed":
      return <ScreenFailed message={state.message} onRetry={() => void load()} />;
  }
  return (
    <div data-receipt-page className="bg-sand py-8 sm:py-12">
      <div className="page-container">
        <div data-print-hidden className="mx-auto mb-6 flex max-w-3xl flex-wrap items-center justify-between gap-3">
          <Link to={dashboardPath()} className="link">
            All my bookings
          </Link>
          <button type="button" className="btn btn-primary" onClick={() => window.print()}>
            <DownloadIcon className="size-4" />
            Print or save as PDF
          </button>
        </div>
        <ReceiptView receipt={state.receipt} />
      </div>
    </div>
  );
}
