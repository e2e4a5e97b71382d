// /review/{token}: a traveller reviews the departure they went on, from the personal link sent when it
// ended. The token is the only key: an unknown one is a 404, an expired one says so. The page is
// personal (no shared cache keeps it, search engines are told to skip it). Stars, a text and up to six
// photos, each uploaded as soon as it is chosen (POST /api/uploads/review-photo with the token) and
// shown from the cleaned copy the server made. Written once, then changed for 30 days.
import { company } from "@parvat/domain/company";
import {
  parseReviewInput,
  REVIEW_PHOTO_MAX_BYTES,
  REVIEW_PHOTOS_MAX,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  wentIn,
} from "@parvat/domain/review";
import { type ChangeEvent, type FormEvent, useId, useState } from "react";
import { data, Link } from "react-router";
import { formFields } from "../components/form-fields.tsx";
import { Picture, type PictureImage } from "../components/picture.tsx";
import { privatePageHeaders } from "../components/require-login.tsx";
import { appContext } from "../context.ts";
import { errorCode, NETWORK_ERROR_MESSAGE, request } from "../graphql/client.ts";
import { graphql } from "../graphql/generated/gql.ts";
import { documentNode } from "../graphql/load.server.ts";
import { tripPath } from "../lib/paths.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/review";

const ReviewInviteDocument = graphql(`
  query ReviewInvite($token: String!) {
    reviewInvite(token: $token) {
      trek_name
      trek_slug
      went_on
      traveller_name
      expires_at
      review {
        stars
        text
        status
        rejection_reason
        photos {
          ...ImageFields
        }
      }
    }
  }
`);

const SubmitReviewDocument = graphql(`
  mutation SubmitReview($token: String!, $input: ReviewInput!) {
    submitReview(token: $token, input: $input) {
      id
      status
    }
  }
`);

const EditReviewDocument = graphql(`
  mutation EditReview($token: String!, $input: ReviewInput!) {
    editReview(token: $token, input: $input) {
      id
      status
    }
  }
`);

export async function loader({ context, params }: Route.LoaderArgs) {
  // The link's own refusals are answers to show, not errors: read their codes.
  const result = await context.get(appContext).graphql(documentNode(ReviewInviteDocument), { token: params.token });
  const code = result.errors?.[0]?.extensions?.code;
  if (code === "INVITE_EXPIRED") return { token: params.token, invite: null, expired: true };
  if (code === "REVIEW_NOT_ALLOWED") throw data(null, { status: 404 });
  if (result.errors?.length || !result.data) {
    throw data({ message: result.errors?.[0]?.message ?? "The server returned no data." }, { status: 500 });
  }
  return { token: params.token, invite: result.data.reviewInvite, expired: false };
}

export const headers: Route.HeadersFunction = () => ({ ...privatePageHeaders(), "X-Robots-Tag": "noindex" });

export function meta(args: Route.MetaArgs) {
  const invite = args.loaderData?.invite;
  return pageMeta(args, {
    title: invite ? `Review ${invite.trek_name}` : "Review your trip",
    description: `Tell other travellers about your trip with ${company.name}.`,
    noindex: true,
  });
}

type Field = "stars" | "text" | "photoIds";
type Photo = PictureImage;

export default function ReviewPage({ loaderData }: Route.ComponentProps) {
  const { invite, token } = loaderData;
  if (!invite) {
    return (
      <div className="page-container max-w-2xl py-10">
        <h1 className="text-3xl font-extrabold text-slate-900">This review link has expired</h1>
        <p className="mt-3 text-slate-700">
          A review can be written for 60 days after a trip ends, and changed for 30 days after it is written. If you
          would still like to tell us about your trip, write to {company.email}.
        </p>
      </div>
    );
  }
  return <ReviewForm invite={invite} token={token} />;
}

type Invite = NonNullable<Route.ComponentProps["loaderData"]["invite"]>;

function ReviewForm({ invite, token }: { invite: Invite; token: string }) {
  const written = invite.review;
  const [stars, setStars] = useState(written?.stars ?? 0);
  const [text, setText] = useState(written?.text ?? "");
  const [photos, setPhotos] = useState<Photo[]>(written?.photos ?? []);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(0);
  const id = useId();
  const fields = formFields<Field>(id, errors);

  async function addPhotos(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])].slice(0, REVIEW_PHOTOS_MAX - photos.length);
    event.target.value = "";
    setErrors((current) => ({ ...current, photoIds: undefined }));
    for (const file of files) {
      if (file.size > REVIEW_PHOTO_MAX_BYTES) {
        setErrors((current) => ({ ...current, photoIds: `${file.name} is larger than 10 MB.` }));
        continue;
      }
      setUploading((count) => count + 1);
      try {
        const response = await fetch("/api/uploads/review-photo", {
          method: "POST",
          headers: { "Content-Type": file.type || "application/octet-stream", "X-Review-Token": token },
          body: file,
        });
        const answer = (await response.json()) as {
          id?: number;
          checksum?: string;
          width?: number;
          height?: number;
          error?: { message: string };
        };
        if (!response.ok || !answer.id || !answer.checksum) {
          setErrors((current) => ({ ...current, photoIds: answer.error?.message ?? "The photo was not saved." }));
        } else {
          const photo: Photo = {
            id: answer.id,
            checksum: answer.checksum,
            width: answer.width ?? 1,
            height: answer.height ?? 1,
            alt: `Your photo ${file.name}`,
            dominant_color: "#e2e8f0",
          };
          setPhotos((current) => [...current, photo].slice(0, REVIEW_PHOTOS_MAX));
        }
      } catch {
        setErrors((current) => ({ ...current, photoIds: NETWORK_ERROR_MESSAGE }));
      } finally {
        setUploading((count) => count - 1);
      }
    }
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    const input = { stars, text, photoIds: photos.map((photo) => photo.id) };
    const parsed = parseReviewInput(input);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const result = written
        ? await request(EditReviewDocument, { token, input: parsed.input })
        : await request(SubmitReviewDocument, { token, input: parsed.input });
      const error = result.errors[0];
      if (!error && result.data) {
        setSent(
          "Thank you! Your review will appear on the trip's page once our team has read it, usually within a day.",
        );
      } else {
        const fieldErrors = error?.extensions?.fields as Partial<Record<Field, string>> | undefined;
        if (fieldErrors) setErrors(fieldErrors);
        setMessage(
          errorCode(error) === "REVIEW_EXISTS"
            ? "You have already reviewed this trip. Reload the page to change your review."
            : (error?.message ?? "Your review was not saved. Please try again."),
        );
      }
    } catch {
      setMessage(NETWORK_ERROR_MESSAGE);
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <div className="page-container max-w-2xl py-10">
        <h1 className="text-3xl font-extrabold text-slate-900">Review received</h1>
        <p role="status" className="mt-3 text-slate-700">
          {sent}
        </p>
        <Link to={tripPath(invite.trek_slug)} className="btn btn-secondary mt-6">
          Back to {invite.trek_name}
        </Link>
      </div>
    );
  }

  return (
    <div className="page-container max-w-2xl py-10">
      <h1 className="text-3xl font-extrabold text-slate-900">How was {invite.trek_name}?</h1>
      <p className="mt-2 text-slate-700">
        {wentIn(invite.went_on)}. Your review will be signed {invite.traveller_name} and marked as a verified booking.
        We read every review before it is published.
      </p>
      {written ? (
        <p className="mt-3 rounded-lg bg-sand p-3 text-sm text-slate-800">
          {written.status === "approved"
            ? "Your review is published. If you change it, it goes back to our team before it shows again."
            : written.status === "rejected"
              ? `We did not publish your review: ${written.rejection_reason ?? ""} You can change it and send it again.`
              : "Your review is waiting to be read by our team. You can still change it."}
        </p>
      ) : null}
      <form className="mt-6 grid gap-6" onSubmit={send} noValidate>
        <fieldset aria-describedby={fields.described("stars")}>
          <legend className="text-sm font-semibold text-slate-900">Your rating</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {[1, 2, 3, 4, 5].map((value) => (
              <label
                key={value}
                className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm font-medium ${
                  stars === value
                    ? "border-primary-strong bg-primary-soft text-slate-900"
                    : "border-slate-300 text-slate-800"
                }`}
              >
                <input
                  type="radio"
                  name="stars"
                  value={value}
                  checked={stars === value}
                  onChange={() => setStars(value)}
                  className="size-4"
                />
                {value === 1 ? "1 star" : `${value} stars`}
              </label>
            ))}
          </div>
          {fields.fieldError("stars")}
        </fieldset>
        <div>
          <label htmlFor={fields.fieldId("text")} className="text-sm font-semibold text-slate-900">
            Your review
          </label>
          <p id={`${id}-text-hint`} className="text-sm text-slate-600">
            {REVIEW_TEXT_MIN} to {REVIEW_TEXT_MAX} characters. Please leave out phone numbers, email addresses and
            links.
          </p>
          <textarea
            id={fields.fieldId("text")}
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={7}
            maxLength={REVIEW_TEXT_MAX}
            aria-describedby={[`${id}-text-hint`, fields.described("text")].filter(Boolean).join(" ")}
            aria-invalid={errors.text ? true : undefined}
            className={fields.inputClass("text")}
          />
          {fields.fieldError("text")}
        </div>
        <div>
          <p className="text-sm font-semibold text-slate-900">Photos (optional)</p>
          <p id={`${id}-photos-hint`} className="text-sm text-slate-600">
            JPEG, PNG, WebP or HEIC, up to 10 MB each. We remove where and with what camera they were taken.
          </p>
          {/* The browser's own file button would say "No file chosen" beside photos already uploaded (the
              input is emptied after each upload): it is hidden, and a button-like label and a count speak instead. */}
          <input
            id={fields.fieldId("photoIds")}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/heic,image/avif"
            multiple
            disabled={photos.length >= REVIEW_PHOTOS_MAX}
            onChange={addPhotos}
            aria-describedby={[`${id}-photos-hint`, `${id}-photos-count`, fields.described("photoIds")]
              .filter(Boolean)
              .join(" ")}
            className="peer sr-only"
          />
          <label
            htmlFor={fields.fieldId("photoIds")}
            className="btn btn-secondary mt-2 min-h-11 cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-slate-900 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
          >
            {photos.length === 0 ? "Add photos" : "Add more photos"} (up to {REVIEW_PHOTOS_MAX})
          </label>
          <p id={`${id}-photos-count`} className="mt-2 text-sm text-slate-700">
            {photos.length === 0
              ? "No photos added yet."
              : photos.length >= REVIEW_PHOTOS_MAX
                ? `${REVIEW_PHOTOS_MAX} of ${REVIEW_PHOTOS_MAX} photos added: remove one to add another.`
                : `${photos.length} of ${REVIEW_PHOTOS_MAX} photos added.`}
          </p>
          {fields.fieldError("photoIds")}
          {uploading > 0 ? (
            <p role="status" className="mt-2 text-sm text-slate-700">
              Uploading {uploading === 1 ? "a photo" : `${uploading} photos`}…
            </p>
          ) : null}
          {photos.length > 0 ? (
            <ul className="mt-3 flex flex-wrap gap-3" aria-label="Your photos">
              {photos.map((photo, index) => (
                <li key={photo.id} className="grid gap-1">
                  <Picture
                    image={photo}
                    alt={`Your photo ${index + 1}`}
                    sizes="112px"
                    className="size-28 rounded-lg object-cover"
                  />
                  <button
                    type="button"
                    className="min-h-11 text-sm font-medium text-primary-strong underline"
                    onClick={() => setPhotos((current) => current.filter((kept) => kept.id !== photo.id))}
                  >
                    Remove photo {index + 1}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {message ? (
          <p role="alert" className="text-sm font-medium text-primary-strong">
            {message}
          </p>
        ) : null}
        <div>
          <button type="submit" className="btn btn-primary min-h-11" disabled={busy || uploading > 0}>
            {busy ? "Sending…" : written ? "Save changes" : "Send review"}
          </button>
        </div>
      </form>
    </div>
  );
}
