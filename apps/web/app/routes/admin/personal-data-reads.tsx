// /admin/personal-data-reads: the owner's log of staff reads of travellers' health answers, ID numbers,
// emergency contacts and fitness proofs (docs/api.md, "Personal data"), newest first: who read whose,
// when, and through which screen. Filter by staff member ("whose data did this account read") or by
// traveller ("who read this traveller's"). Kept a year.
import { useState } from "react";
import { Link } from "react-router";
import { adminDateTime } from "../../components/admin/admin-format.ts";
import { AdminPage, AdminSection } from "../../components/admin/admin-page.tsx";
import { AdminQueryView } from "../../components/admin/admin-query-view.tsx";
import { AdminTable, Cell, Row } from "../../components/admin/admin-table.tsx";
import { useAdminQuery } from "../../components/admin/use-admin-query.ts";
import { graphql } from "../../graphql/generated/gql.ts";

const AdminPersonalDataReadsDocument = graphql(`
  query AdminPersonalDataReads($staffUserId: Int, $participantId: Int) {
    adminPersonalDataReads(staffUserId: $staffUserId, participantId: $participantId, limit: 200) {
      id
      at
      operation
      what
      staff_user_id
      staff_name
      participant_id
      booking_id
      traveller_name
    }
  }
`);

const inputClass = "mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base";

const WHAT_WORDS: Record<string, string> = {
  "health-and-contact": "Health answers and emergency contact",
  "id-number": "Whole ID number",
  "fitness-proof": "Fitness proof",
};

const SCREEN_WORDS: Record<string, string> = {
  adminTravellerForms: "Travellers' forms",
  adminRevealIdNumber: "Reveal ID number",
  "fitness-proof": "Fitness proof file",
};

/** A whole positive number typed in a filter, or null for an empty or unusable one. */
const idOf = (text: string) => (/^[1-9]\d{0,9}$/.test(text.trim()) ? Number(text.trim()) : null);

export default function AdminPersonalDataReadsScreen() {
  const [filter, setFilter] = useState({ staffUserId: "", participantId: "" });
  const [draft, setDraft] = useState(filter);
  const { state, reload } = useAdminQuery(AdminPersonalDataReadsDocument, {
    staffUserId: idOf(filter.staffUserId),
    participantId: idOf(filter.participantId),
  });
  return (
    <AdminPage
      title="Personal data reads"
      intro="Every time staff read a traveller's health answers, ID number, emergency contact or fitness proof, newest first. Kept for a year."
    >
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setFilter(draft);
        }}
      >
        <label className="text-sm font-medium text-slate-800" htmlFor="reads-staff">
          Staff member's id
          <input
            id="reads-staff"
            inputMode="numeric"
            className={inputClass}
            value={draft.staffUserId}
            onChange={(e) => setDraft({ ...draft, staffUserId: e.target.value })}
          />
        </label>
        <label className="text-sm font-medium text-slate-800" htmlFor="reads-traveller">
          Traveller's id
          <input
            id="reads-traveller"
            inputMode="numeric"
            className={inputClass}
            value={draft.participantId}
            onChange={(e) => setDraft({ ...draft, participantId: e.target.value })}
          />
        </label>
        <button type="submit" className="btn btn-secondary">
          Show
        </button>
      </form>
      <AdminQueryView state={state} reload={reload} what="the log of reads">
        {({ adminPersonalDataReads }) => (
          <AdminSection title="Reads">
            <AdminTable
              caption="Staff reads of travellers' personal data"
              headers={["When", "Who", "Whose", "What", "Where"]}
              empty="No read matches."
              rows={adminPersonalDataReads.map((row) => (
                <Row key={row.id}>
                  <Cell>{adminDateTime(row.at)}</Cell>
                  <Cell>
                    <button
                      type="button"
                      className="link"
                      onClick={() => {
                        const next = { staffUserId: String(row.staff_user_id), participantId: "" };
                        setDraft(next);
                        setFilter(next);
                      }}
                    >
                      {row.staff_name || `Staff ${row.staff_user_id}`}
                    </button>
                  </Cell>
                  <Cell>
                    <button
                      type="button"
                      className="link"
                      onClick={() => {
                        const next = { staffUserId: "", participantId: String(row.participant_id) };
                        setDraft(next);
                        setFilter(next);
                      }}
                    >
                      {row.traveller_name ?? `Traveller ${row.participant_id}`}
                    </button>
                    <div className="text-slate-600">
                      <Link className="link" to={`/admin/bookings/${row.booking_id}`}>
                        Booking {row.booking_id}
                      </Link>
                    </div>
                  </Cell>
                  <Cell>{WHAT_WORDS[row.what] ?? row.what}</Cell>
                  <Cell>{SCREEN_WORDS[row.operation] ?? row.operation}</Cell>
                </Row>
              ))}
            />
          </AdminSection>
        )}
      </AdminQueryView>
    </AdminPage>
  );
}
