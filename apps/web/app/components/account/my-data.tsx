// /account/my-data: everything the site holds about the traveller (the myData query, docs/api.md "A
// traveller's rights"), readable on a phone and on paper, with the same data as a JSON file to take
// away (MyData.download_url, a link signed for the account). Loaded in the browser: the token is in
// local storage (decision 0006).
import { formatPaise } from "@parvat/domain/money-words";
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { errorMessage, NETWORK_ERROR_MESSAGE, request } from "../../graphql/client.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import type { MyDataQuery } from "../../graphql/generated/graphql.ts";
import { formatDate, formatDayOf } from "../../lib/format.ts";
import { ScreenFailed, ScreenLoading } from "../payments/screen-status.tsx";

const MyDataDocument = graphql(`
  query MyData {
    myData {
      generated_at
      download_url
      account { phone first_name last_name emails created_at }
      message_preferences { chosen preferred_channel whatsapp_opt_out sms_opt_out email_opt_out marketing_opt_out }
      newsletter { email subscribed_at }
      bookings {
        reference trip start_date end_date status traveller_count total_paise paid_paise contact_email created_at
        travellers { position first_name last_name phone dob gender guardian }
      }
      traveller_forms {
        booking_reference traveller emergency_name emergency_phone emergency_relation medical_conditions medicines
        allergies medical_notes id_type id_number_masked fitness_proof_uploaded fitness_status erased_at
      }
      payments { booking_reference kind amount_paise method method_detail at }
      refunds { booking_reference amount_paise status reason requested_at processed_at }
      tax_documents { booking_reference kind number issued_at buyer_name total_paise pdf_url }
      billing_details { booking_reference legal_name gstin pan address state_code }
      trip_credit { kind amount_paise source booking_reference expires_at at }
      waitlist { trip start_date travellers status contact_email joined_at ended_at offers { seats status offered_at expires_at } }
      reviews { trip star_rating review signed_as status submitted_at }
      enquiries {
        reference kind name mobile email travel_date travellers message status created_at
        quotations { trip_title travel_date expiry_date path }
      }
      messages { template channel status booking_reference queued_at sent_at }
      saved_trips { trip saved_at }
    }
  }
`);

type Data = MyDataQuery["myData"];

const yesNo = (value: boolean) => (value ? "Yes" : "No");
const day = (instant: string | null | undefined) => (instant ? formatDayOf(instant) : "—");
const text = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === "" ? "—" : String(value);

/** One group of what is held: a heading, and a sentence when there is nothing. */
function Part({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  return (
    <section className="my-data-part mt-8 break-inside-avoid-page">
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      {empty ? <p className="mt-2 text-slate-600">We hold none.</p> : <div className="mt-3">{children}</div>}
    </section>
  );
}

/** Label and value pairs, one record. */
function Fields({ fields }: { fields: [string, ReactNode][] }) {
  return (
    <dl className="card grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-1 p-4 text-sm">
      {fields.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Records<T>({ items, fields }: { items: readonly T[]; fields: (item: T) => [string, ReactNode][] }) {
  return (
    <ul className="grid gap-3">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: records of a snapshot, never reordered
        <li key={index}>
          <Fields fields={fields(item)} />
        </li>
      ))}
    </ul>
  );
}

function MyDataView({ data }: { data: Data }) {
  const { account, message_preferences: preferences } = data;
  return (
    <>
      <p className="text-slate-700">
        Everything we hold about your account on {day(data.generated_at)}: what you gave us, what your bookings hold,
        and what we sent you. Your invoices stay with us for 72 months, as the GST law requires, even if you delete your
        account.
      </p>
      <p className="mt-4 flex flex-wrap gap-3" data-print-hidden>
        <a className="btn btn-primary" href={data.download_url} download>
          Download (JSON)
        </a>
        <button type="button" className="btn btn-secondary" onClick={() => window.print()}>
          Print or save as PDF
        </button>
      </p>

      <Part title="Your account" empty={false}>
        <Fields
          fields={[
            ["Phone", account.phone],
            ["Name", text([account.first_name, account.last_name].filter(Boolean).join(" "))],
            ["Emails you gave", text(account.emails.join(", "))],
            ["Account since", day(account.created_at)],
          ]}
        />
      </Part>

      <Part title="How we reach you" empty={false}>
        <Fields
          fields={[
            ["Tried first", preferences.preferred_channel],
            ["No WhatsApp", yesNo(preferences.whatsapp_opt_out)],
            ["No SMS", yesNo(preferences.sms_opt_out)],
            ["No email", yesNo(preferences.email_opt_out)],
            ["No messages beyond money and safety", yesNo(preferences.marketing_opt_out)],
          ]}
        />
      </Part>

      <Part title="Newsletter" empty={data.newsletter.length === 0}>
        <Records
          items={data.newsletter}
          fields={(entry) => [
            ["Email", entry.email],
            ["Since", day(entry.subscribed_at)],
          ]}
        />
      </Part>

      <Part title="Bookings" empty={data.bookings.length === 0}>
        <ul className="grid gap-3">
          {data.bookings.map((booking) => (
            <li key={booking.reference}>
              <Fields
                fields={[
                  ["Reference", booking.reference],
                  ["Trip", booking.trip],
                  [
                    "Dates",
                    booking.start_date
                      ? `${formatDate(booking.start_date)} to ${formatDate(booking.end_date ?? booking.start_date)}`
                      : "—",
                  ],
                  ["Status", booking.status],
                  ["Total", formatPaise(booking.total_paise)],
                  ["Paid", formatPaise(booking.paid_paise)],
                  ["Email for messages", text(booking.contact_email)],
                  [
                    "Travellers",
                    <ul key="travellers">
                      {booking.travellers.map((traveller) => (
                        <li key={traveller.position}>
                          {traveller.first_name} {traveller.last_name}, {traveller.phone}, born{" "}
                          {formatDate(traveller.dob)}, {traveller.gender}
                          {traveller.guardian ? `; booked by their parent or guardian ${traveller.guardian}` : ""}
                        </li>
                      ))}
                    </ul>,
                  ],
                ]}
              />
            </li>
          ))}
        </ul>
      </Part>

      <Part title="Your traveller forms" empty={data.traveller_forms.length === 0}>
        <Records
          items={data.traveller_forms}
          fields={(form) => [
            ["Booking", form.booking_reference],
            ["Traveller", form.traveller],
            [
              "Emergency contact",
              text([form.emergency_name, form.emergency_relation, form.emergency_phone].filter(Boolean).join(", ")),
            ],
            ["Medical conditions", text(form.medical_conditions)],
            ["Medicines", text(form.medicines)],
            ["Allergies", text(form.allergies)],
            ["Notes", text(form.medical_notes)],
            ["ID", form.id_type ? `${form.id_type} ${text(form.id_number_masked)}` : "—"],
            ["Fitness proof", form.fitness_proof_uploaded ? `Uploaded (${form.fitness_status})` : "None"],
            ["Erased", form.erased_at ? day(form.erased_at) : "Not yet"],
          ]}
        />
      </Part>

      <Part title="Payments and refunds" empty={data.payments.length + data.refunds.length === 0}>
        <Records
          items={data.payments}
          fields={(payment) => [
            ["Booking", payment.booking_reference],
            ["What", payment.kind],
            ["Amount", formatPaise(payment.amount_paise)],
            ["How", text([payment.method, payment.method_detail].filter(Boolean).join(", "))],
            ["When", day(payment.at)],
          ]}
        />
        {data.refunds.length > 0 ? (
          <div className="mt-3">
            <Records
              items={data.refunds}
              fields={(refund) => [
                ["Booking", refund.booking_reference],
                ["Refund", formatPaise(refund.amount_paise)],
                ["Status", refund.status],
                ["Asked", day(refund.requested_at)],
                ["Done", day(refund.processed_at)],
              ]}
            />
          </div>
        ) : null}
      </Part>

      <Part title="Invoices and credit notes" empty={data.tax_documents.length === 0}>
        <Records
          items={data.tax_documents}
          fields={(document) => [
            ["Number", document.number],
            ["Booking", document.booking_reference],
            ["Made out to", document.buyer_name],
            ["Total", formatPaise(document.total_paise)],
            ["Issued", day(document.issued_at)],
            [
              "PDF",
              <a key="pdf" className="link" href={document.pdf_url}>
                Download {document.number}
              </a>,
            ],
          ]}
        />
      </Part>

      <Part title="Billing details" empty={data.billing_details.length === 0}>
        <Records
          items={data.billing_details}
          fields={(billing) => [
            ["Booking", billing.booking_reference],
            ["Name", billing.legal_name],
            ["GSTIN", text(billing.gstin)],
            ["PAN", text(billing.pan)],
            ["Address", text(billing.address)],
          ]}
        />
      </Part>

      <Part title="Trip credit" empty={data.trip_credit.length === 0}>
        <Records
          items={data.trip_credit}
          fields={(entry) => [
            ["What", entry.kind],
            ["Amount", formatPaise(entry.amount_paise)],
            ["Booking", text(entry.booking_reference)],
            ["When", day(entry.at)],
            ["Expires", day(entry.expires_at)],
          ]}
        />
      </Part>

      <Part title="Waitlist" empty={data.waitlist.length === 0}>
        <Records
          items={data.waitlist}
          fields={(entry) => [
            ["Trip", `${entry.trip}, ${formatDate(entry.start_date)}`],
            ["Travellers", entry.travellers],
            ["Status", entry.status],
            ["Joined", day(entry.joined_at)],
            [
              "Offers",
              entry.offers.length === 0
                ? "None"
                : entry.offers.map((offer) => `${offer.seats} seats, ${offer.status}`).join("; "),
            ],
          ]}
        />
      </Part>

      <Part title="Reviews" empty={data.reviews.length === 0}>
        <Records
          items={data.reviews}
          fields={(review) => [
            ["Trip", review.trip],
            ["Stars", review.star_rating],
            ["Signed", review.signed_as],
            ["Review", review.review],
            ["Status", review.status],
          ]}
        />
      </Part>

      <Part title="Enquiries and quotations" empty={data.enquiries.length === 0}>
        <Records
          items={data.enquiries}
          fields={(enquiry) => [
            ["Reference", enquiry.reference],
            ["Name", enquiry.name],
            ["Phone", enquiry.mobile],
            ["Email", enquiry.email],
            ["Travellers", enquiry.travellers],
            ["Message", text(enquiry.message)],
            ["Sent", day(enquiry.created_at)],
            [
              "Quotations",
              enquiry.quotations.length === 0 ? (
                "None"
              ) : (
                <ul key="quotations">
                  {enquiry.quotations.map((quotation) => (
                    <li key={quotation.path}>
                      <a className="link" href={quotation.path}>
                        {quotation.trip_title}
                      </a>
                    </li>
                  ))}
                </ul>
              ),
            ],
          ]}
        />
      </Part>

      <Part title="Messages we sent you" empty={data.messages.length === 0}>
        <Records
          items={data.messages}
          fields={(message) => [
            ["Message", message.template],
            ["By", text(message.channel)],
            ["Status", message.status],
            ["Booking", text(message.booking_reference)],
            ["Sent", message.sent_at ? day(message.sent_at) : "Not sent"],
          ]}
        />
      </Part>

      <Part title="Saved trips" empty={data.saved_trips.length === 0}>
        <Records
          items={data.saved_trips}
          fields={(saved) => [
            ["Trip", saved.trip],
            ["Saved", day(saved.saved_at)],
          ]}
        />
      </Part>
    </>
  );
}

export function MyDataScreen() {
  const [state, setState] = useState<{ data: Data } | { failed: string } | null>(null);
  const load = useCallback(async () => {
    setState(null);
    try {
      const result = await request(MyDataDocument);
      setState(result.data ? { data: result.data.myData } : { failed: errorMessage(result) ?? NETWORK_ERROR_MESSAGE });
    } catch {
      setState({ failed: NETWORK_ERROR_MESSAGE });
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  if (state === null) return <ScreenLoading text="Loading your data…" />;
  if ("failed" in state) return <ScreenFailed message={state.failed} onRetry={() => void load()} />;
  return (
    <div className="page-container max-w-3xl py-10" data-my-data>
      <MyDataView data={state.data} />
    </div>
  );
}
