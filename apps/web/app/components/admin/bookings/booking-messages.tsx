// The messages of one booking on its back-office page: what went to the traveller, by which
// channel, when, and where it stands (the provider's delivery reports), with a resend for any that
// is done with (sent, delivered, read, failed or skipped).
import { useState } from "react";
import { graphql } from "../../../graphql/generated/gql.ts";
import { AdminTable, Cell, Row } from "../admin-table.tsx";
import { runAdminMutation } from "../run-admin-mutation.ts";
import { useAdminQuery } from "../use-admin-query.ts";
import { formatInstant } from "./booking-bits.tsx";

const BookingMessagesDocument = graphql(`
  query AdminBookingMessages($bookingId: ID!) {
    adminBookingMessages(bookingId: $bookingId) {
      id
      template
      channel
      status
      send_at
      sent_at
      status_at
      body
      last_error
      resend_of
    }
  }
`);

const ResendMessageDocument = graphql(`
  mutation AdminResendMessage($id: ID!) {
    adminResendMessage(id: $id) {
      id
    }
  }
`);

const CHANNEL_LABELS: Record<string, string> = { whatsapp: "WhatsApp", sms: "SMS", email: "Email" };
const STATUS_WORDS: Record<string, string> = {
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  delivered: "Delivered",
  read: "Read",
  failed: "Failed",
  skipped: "Not sent",
};
const RESENDABLE = new Set(["sent", "delivered", "read", "failed", "skipped"]);

/** "balance-reminder" as "Balance reminder". */
const templateWords = (template: string) => template.charAt(0).toUpperCase() + template.slice(1).replaceAll("-", " ");

export function BookingMessages({ bookingId }: { bookingId: number }) {
  const { state, reload } = useAdminQuery(BookingMessagesDocument, { bookingId: String(bookingId) });
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  async function resend(id: number) {
    setBusy(id);
    setNote(null);
    const result = await runAdminMutation(ResendMessageDocument, { id: String(id) });
    setBusy(null);
    setNote(result.ok ? "Sent again: the new message is at the end of the list." : result.message);
    await reload();
  }

  if (state.status === "loading") return <p className="text-slate-600">Loading the messages…</p>;
  if (state.status === "failed") return <p role="alert">{state.message}</p>;
  return (
    <>
      {note ? (
        <p role="status" className="mb-3 text-sm">
          {note}
        </p>
      ) : null}
      <AdminTable
        caption="Messages sent about this booking"
        headers={["Message", "Channel", "Status", "When", "Resend"]}
        empty="No message has been sent about this booking."
        rows={state.data.adminBookingMessages.map((message) => (
          <Row key={message.id}>
            <Cell>
              <span className="font-semibold">{templateWords(message.template)}</span>
              {message.resend_of ? <span className="text-slate-600"> (resent)</span> : null}
              {message.body ? <div className="max-w-md text-slate-600">{message.body}</div> : null}
            </Cell>
            <Cell>{message.channel ? CHANNEL_LABELS[message.channel] : "None yet"}</Cell>
            <Cell>
              {STATUS_WORDS[message.status] ?? message.status}
              {message.last_error && message.status !== "sent" ? (
                <div className="text-slate-600">{message.last_error}</div>
              ) : null}
            </Cell>
            <Cell>{formatInstant(message.status_at ?? message.sent_at ?? message.send_at)}</Cell>
            <Cell>
              {RESENDABLE.has(message.status) ? (
                <button
                  type="button"
                  className="btn btn-secondary min-h-11"
                  disabled={busy !== null}
                  onClick={() => void resend(message.id)}
                >
                  Resend<span className="sr-only"> {templateWords(message.template).toLowerCase()}</span>
                </button>
              ) : null}
            </Cell>
          </Row>
        ))}
      />
    </>
  );
}
