// A departure's hold on its travellers' personal data, on its manifest, for a role that may place one:
// health answers, ID numbers, emergency contacts and fitness proofs are erased a set number of days
// after the trip (PERSONAL_DATA_RETENTION_DAYS) unless an incident needs them kept. Placing and
// releasing both take a reason and are audited (docs/api.md, "Personal data").
import { clauseOf } from "@parvat/domain/money-words";
import { useState } from "react";
import { graphql } from "../../../graphql/generated/gql.ts";
import { formatDayOf } from "../../../lib/format.ts";
import { AdminFormMessage } from "../admin-form-message.tsx";
import { AdminQueryView } from "../admin-query-view.tsx";
import { runAdminMutation, useAdminForm } from "../run-admin-mutation.ts";
import { useAdminQuery } from "../use-admin-query.ts";

const HoldDocument = graphql(`
  query AdminPersonalDataHold($eventId: Int!) {
    adminPersonalDataHold(eventId: $eventId) {
      placed_at
      reason
    }
  }
`);

const PlaceDocument = graphql(`
  mutation AdminPlacePersonalDataHold($input: AdminPersonalDataHoldInput!) {
    adminPlacePersonalDataHold(input: $input) {
      placed_at
    }
  }
`);

const ReleaseDocument = graphql(`
  mutation AdminReleasePersonalDataHold($input: AdminPersonalDataHoldInput!) {
    adminReleasePersonalDataHold(input: $input)
  }
`);

export function PersonalDataHold({ eventId }: { eventId: number }) {
  const { state, reload } = useAdminQuery(HoldDocument, { eventId });
  const [reason, setReason] = useState("");
  const { message, busy, submit } = useAdminForm(async () => {
    setReason("");
    await reload();
  });
  return (
    <AdminQueryView state={state} reload={reload} what="the hold on personal data">
      {({ adminPersonalDataHold: hold }) => (
        <div>
          <p className="mb-3 text-sm text-slate-700">
            {hold
              ? `Held since ${formatDayOf(hold.placed_at)}: ${clauseOf(hold.reason)}. Its travellers' health answers, ID numbers, emergency contacts and fitness proofs are kept until the hold is released.`
              : "Its travellers' health answers, ID numbers, emergency contacts and fitness proofs are erased automatically some days after the trip. Hold them only for an incident that needs them."}
          </p>
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={submit<unknown>(
              () =>
                hold
                  ? runAdminMutation(ReleaseDocument, { input: { eventId, reason } })
                  : runAdminMutation(PlaceDocument, { input: { eventId, reason } }),
              () => (hold ? "Released: the data is erased on schedule." : "Held: nothing is erased until released."),
            )}
          >
            <label className="grid grow text-sm font-medium text-slate-900">
              {hold ? "Why the hold is over" : "The incident"}
              <input
                type="text"
                className="mt-1 min-h-11 rounded-lg border border-slate-300 bg-white px-2"
                value={reason}
                maxLength={500}
                required
                onChange={(event) => setReason(event.target.value)}
              />
            </label>
            <button type="submit" className="btn btn-secondary min-h-11" disabled={busy || reason.trim() === ""}>
              {hold ? "Release the hold" : "Hold personal data"}
            </button>
          </form>
          <AdminFormMessage message={message} />
        </div>
      )}
    </AdminQueryView>
  );
}
