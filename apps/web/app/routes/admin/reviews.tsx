// /admin/reviews: the moderation queue of travellers' reviews. New reviews wait here (held ones say
// why: a phone number, an email address or a link in the text) until a staff member approves one,
// which publishes it, or rejects it with a reason its writer reads on their link. A reply written here
// shows under the review on the trip's page. The state shown lives in the address (?status=), so a
// tab can be bookmarked. Every decision and reply is audited by the API.
import { wentIn } from "@parvat/domain/review-went";
import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { AdminFormMessage } from "../../components/admin/admin-form-message.tsx";
import { adminDateTime } from "../../components/admin/admin-format.ts";
import { AdminPage } from "../../components/admin/admin-page.tsx";
import { AdminQueryView } from "../../components/admin/admin-query-view.tsx";
import { runAdminMutation, useAdminForm } from "../../components/admin/run-admin-mutation.ts";
import { useAdminQuery } from "../../components/admin/use-admin-query.ts";
import { Picture } from "../../components/picture.tsx";
import { StarRating } from "../../components/trek/star-rating.tsx";
import { graphql } from "../../graphql/generated/gql.ts";
import type { AdminReviewsQuery, ReviewStatus } from "../../graphql/generated/graphql.ts";
import { tripPath } from "../../lib/paths.ts";

const AdminReviewsDocument = graphql(`
  query AdminReviews($status: ReviewStatus) {
    adminReviews(status: $status) {
      id
      status
      stars
      text
      user_name
      held_for
      submitted_at
      edited_at
      decided_at
      decided_by
      rejection_reason
      reply
      trek_name
      trek_slug
      went_on
      booking_reference
      photos {
        ...ImageFields
      }
    }
  }
`);

const ModerateReviewDocument = graphql(`
  mutation AdminModerateReview($id: Int!, $decision: ReviewDecision!, $reason: String) {
    adminModerateReview(id: $id, decision: $decision, reason: $reason) {
      id
      status
    }
  }
`);

const ReplyToReviewDocument = graphql(`
  mutation AdminReplyToReview($id: Int!, $text: String!) {
    adminReplyToReview(id: $id, text: $text) {
      id
      reply
    }
  }
`);

const TABS: { status: ReviewStatus; param: string; label: string }[] = [
  { status: "PENDING", param: "pending", label: "Waiting" },
  { status: "HELD", param: "held", label: "Held" },
  { status: "APPROVED", param: "approved", label: "Published" },
  { status: "REJECTED", param: "rejected", label: "Rejected" },
];

type AdminReview = AdminReviewsQuery["adminReviews"][number];

export default function AdminReviews() {
  const [params] = useSearchParams();
  const tab = TABS.find((candidate) => candidate.param === params.get("status")) ?? TABS[0]!;
  const { state, reload } = useAdminQuery(AdminReviewsDocument, { status: tab.status });
  return (
    <AdminPage
      title="Reviews"
      intro="Reviews from travellers who went. Nothing is published until you approve it; a rejected review's writer sees your reason."
    >
      <nav aria-label="Review states">
        <ul className="flex flex-wrap gap-2 text-sm">
          {TABS.map((candidate) => (
            <li key={candidate.param}>
              <Link
                to={`?status=${candidate.param}`}
                aria-current={candidate === tab ? "page" : undefined}
                className={`inline-flex min-h-11 items-center rounded-lg px-3 font-medium ${
                  candidate === tab ? "bg-primary-strong text-white" : "border border-slate-300 text-slate-800"
                }`}
              >
                {candidate.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <AdminQueryView state={state} reload={reload} what="the reviews">
        {(data) =>
          data.adminReviews.length === 0 ? (
            <p className="card mt-4 p-4 text-slate-700">No reviews here.</p>
          ) : (
            <ul className="mt-4 grid gap-4">
              {data.adminReviews.map((review) => (
                <ReviewCard key={review.id} review={review} reload={reload} />
              ))}
            </ul>
          )
        }
      </AdminQueryView>
    </AdminPage>
  );
}

function ReviewCard({ review, reload }: { review: AdminReview; reload: () => Promise<void> }) {
  const headingId = useId();
  return (
    <li className="card p-4 sm:p-6" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          {review.user_name} on{" "}
          <Link to={tripPath(review.trek_slug)} className="underline">
            {review.trek_name}
          </Link>
        </h2>
        <StarRating rating={review.stars} className="ml-auto" />
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {[
          review.went_on ? wentIn(review.went_on) : null,
          review.booking_reference ? `booking ${review.booking_reference}` : null,
          review.submitted_at ? `written ${adminDateTime(review.submitted_at)}` : null,
          review.edited_at ? `changed ${adminDateTime(review.edited_at)}` : null,
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
      {review.held_for ? (
        <p className="mt-2 rounded-lg bg-amber-50 p-2 text-sm font-medium text-amber-900">
          Held: the text has {review.held_for}.
        </p>
      ) : null}
      <p className="mt-3 whitespace-pre-line text-slate-800">{review.text}</p>
      {review.photos.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Photos">
          {review.photos.map((photo) => (
            <li key={photo.id}>
              <Picture image={photo} sizes="128px" className="size-32 rounded-lg object-cover" />
            </li>
          ))}
        </ul>
      ) : null}
      {review.decided_at ? (
        <p className="mt-3 text-sm text-slate-600">
          {review.status === "rejected" ? "Rejected" : "Approved"} by {review.decided_by ?? "staff"}{" "}
          {adminDateTime(review.decided_at)}
          {review.rejection_reason ? `: ${review.rejection_reason}` : ""}
        </p>
      ) : null}
      <Decision review={review} reload={reload} />
      <Reply review={review} reload={reload} />
    </li>
  );
}

function Decision({ review, reload }: { review: AdminReview; reload: () => Promise<void> }) {
  const { message, busy, submit } = useAdminForm(reload);
  const [reason, setReason] = useState("");
  const reasonId = useId();
  const decide = (decision: "APPROVE" | "REJECT") =>
    submit(
      () => runAdminMutation(ModerateReviewDocument, { id: review.id, decision, reason: reason || null }),
      () => (decision === "APPROVE" ? "Approved: the review is on the trip's page." : "Rejected."),
    );
  return (
    <div className="mt-4 border-t border-slate-200 pt-4">
      <div className="flex flex-wrap items-end gap-3">
        {review.status !== "approved" ? (
          <form onSubmit={decide("APPROVE")}>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              Approve
            </button>
          </form>
        ) : null}
        {review.status !== "rejected" ? (
          <form onSubmit={decide("REJECT")} className="flex flex-wrap items-end gap-2">
            <div>
              <label htmlFor={reasonId} className="block text-sm font-medium text-slate-800">
                Reason for the writer
              </label>
              <input
                id={reasonId}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                maxLength={500}
                className="mt-1 block min-h-11 w-72 max-w-full rounded-xl border border-slate-300 bg-white px-3 text-sm"
              />
            </div>
            <button type="submit" className="btn btn-secondary" disabled={busy}>
              {review.status === "approved" ? "Take down" : "Reject"}
            </button>
          </form>
        ) : null}
      </div>
      <AdminFormMessage message={message} />
    </div>
  );
}

function Reply({ review, reload }: { review: AdminReview; reload: () => Promise<void> }) {
  const { message, busy, submit } = useAdminForm(reload);
  const [text, setText] = useState(review.reply ?? "");
  const replyId = useId();
  return (
    <form
      className="mt-4"
      onSubmit={submit(
        () => runAdminMutation(ReplyToReviewDocument, { id: review.id, text }),
        (data) => (data.adminReplyToReview.reply ? "Reply saved." : "Reply removed."),
      )}
    >
      <label htmlFor={replyId} className="block text-sm font-medium text-slate-800">
        Public reply (shown under the review once it is published; empty to remove)
      </label>
      <textarea
        id={replyId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={1000}
        rows={2}
        className="mt-1 block w-full rounded-xl border border-slate-300 bg-white p-3 text-sm"
      />
      <button type="submit" className="btn btn-secondary mt-2" disabled={busy}>
        Save reply
      </button>
      <AdminFormMessage message={message} />
    </form>
  );
}
