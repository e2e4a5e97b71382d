// Today's alarm: captures whose amount or currency is not their order's. The server never applies
// them as payments; the desk settles each at the gateway by hand and records here what it did, which
// takes it off the list. Shown only while there is one (an empty section would teach staff to skip it).
import { formatPaise } from "@parvat/domain/money-words";
import { useId, useState } from "react";
import { Link } from "react-router";
import { graphql } from "../../graphql/generated/gql.ts";
import { AdminFormMessage } from "./admin-form-message.tsx";
import { adminDateTime } from "./admin-format.ts";
import { AdminSection } from "./admin-page.tsx";
import { runAdminMutation, useAdminForm } from "./run-admin-mutation.ts";
import { useAdminQuery } from "./use-admin-query.ts";

const AdminPaymentAlertsDocument = graphql(`
  query AdminPaymentAlerts {
    adminPaymentAlerts {
      id
      booking_id
      booking_reference
      provider
      provider_payment_id
      expected_amount_paise
      expected_currency
      received_amount_paise
      received_currency
      detected_at
    }
  }
`);

const ResolvePaymentAlertDocument = graphql(`
  mutation AdminResolvePaymentAlert($id: ID!, $resolution: String!) {
    adminResolvePaymentAlert(id: $id, resolution: $resolution) {
      id
    }
  }
`);

/** An amount in its currency: rupees as the site writes them, anything else as the gateway named it. */
function amount(paise: number, currency: string): string {
  return currency === "INR" ? formatPaise(paise) : `${(paise / 100).toFixed(2)} ${currency || "(no currency)"}`;
}

export function PaymentAlerts() {
  const { state, reload } = useAdminQuery(AdminPaymentAlertsDocument, {});
  if (state.status !== "loaded" || state.data.adminPaymentAlerts.length === 0) return null;
  const alerts = state.data.adminPaymentAlerts;
  return (
    <AdminSection title={`Payments that need a person (${alerts.length})`}>
      <p className="mb-3 text-slate-700">
        The gateway captured these for an amount or a currency other than their order's, so they were not counted as
        payments. Settle each at the gateway (refund it, or collect the difference), then say what you did.
      </p>
      <ul className="grid gap-4">
        {alerts.map((alert) => (
          <li key={alert.id} className="rounded-lg border border-primary-strong bg-white p-4">
            <p className="font-semibold text-slate-900">
              Booking{" "}
              <Link className="link" to={`/admin/bookings/${alert.booking_id}`}>
                {alert.booking_reference}
              </Link>
              : {amount(alert.received_amount_paise, alert.received_currency)} received for an order of{" "}
              {amount(alert.expected_amount_paise, alert.expected_currency)}
            </p>
            <p className="text-sm text-slate-600">
              {alert.provider} payment {alert.provider_payment_id}, {adminDateTime(alert.detected_at)}
            </p>
            <ResolveForm alertId={alert.id} reload={reload} />
          </li>
        ))}
      </ul>
    </AdminSection>
  );
}

function ResolveForm({ alertId, reload }: { alertId: string; reload: () => Promise<void> }) {
  const id = useId();
  const [resolution, setResolution] = useState("");
  const { message, busy, submit } = useAdminForm(reload);
  return (
    <form
      className="mt-3 flex flex-wrap items-end gap-3"
      onSubmit={submit(
        () => runAdminMutation(ResolvePaymentAlertDocument, { id: alertId, resolution }),
        () => "Recorded.",
      )}
    >
      <div className="grow">
        <label htmlFor={`${id}-resolution`} className="block text-sm font-semibold text-slate-800">
          What was done
        </label>
        <input
          id={`${id}-resolution`}
          className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900"
          value={resolution}
          maxLength={500}
          required
          onChange={(event) => setResolution(event.target.value)}
        />
      </div>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        Mark as settled
      </button>
      <AdminFormMessage message={message} />
    </form>
  );
}
