// A traveller's review, as the review page's form and the API both check it: 1 to 5 stars, a text of
// REVIEW_TEXT_MIN to REVIEW_TEXT_MAX characters, at most REVIEW_PHOTOS_MAX photos. Reviews whose text
// carries a phone number, an email address or a link are held for a person to read before anyone
// else can (touting and spam), and a review is signed with a first name and an initial only.
import { z } from "zod";

export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_PHOTOS_MAX = 6;
/** How long after a departure ends its travellers may write a review with their link. */
export const REVIEW_INVITE_DAYS = 60;
/** How long after writing a review its traveller may change it. */
export const REVIEW_EDIT_DAYS = 30;
export const REVIEW_REPLY_MAX = 1000;
export const REVIEW_REJECTION_REASON_MAX = 500;
/** An uploaded photo's largest size, in bytes, and the types accepted (checked again by decoding). */
export const REVIEW_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const REVIEW_PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp", "image/heic", "image/avif"] as const;

export const reviewInputSchema = z.object({
  stars: z
    .number({ error: "Choose 1 to 5 stars." })
    .int("Choose 1 to 5 stars.")
    .min(1, "Choose 1 to 5 stars.")
    .max(5, "Choose 1 to 5 stars."),
  text: z
    .string()
    .trim()
    .min(REVIEW_TEXT_MIN, `Write at least ${REVIEW_TEXT_MIN} characters about the trip.`)
    .max(REVIEW_TEXT_MAX, `A review has at most ${REVIEW_TEXT_MAX} characters.`),
  photoIds: z
    .array(z.number().int().positive())
    .max(REVIEW_PHOTOS_MAX, `At most ${REVIEW_PHOTOS_MAX} photos.`)
    .refine((ids) => new Set(ids).size === ids.length, "A photo is listed twice."),
});

export type ReviewInput = z.infer<typeof reviewInputSchema>;

export type ReviewInputResult = { ok: true; input: ReviewInput } | { ok: false; errors: Record<string, string> };

/** The input checked and trimmed, or one message per field that breaks a rule. */
export function parseReviewInput(raw: unknown): ReviewInputResult {
  const result = reviewInputSchema.safeParse(raw);
  if (result.success) return { ok: true, input: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "input");
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

// Ten digits in a row, allowing the spaces, dots and dashes people type between them (an Indian
// mobile with or without +91, a landline with its code); dates and prices have fewer digits.
const PHONE = /(?:\+?\d[\s.-]?){10,}/;
const EMAIL = /[^\s@]+@[^\s@]+\.[a-z]{2,}/i;
// A scheme, "www.", or a bare domain with a common ending ("mytreks.in/offers").
const LINK = /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|in|net|org|co|io|info|biz|me|link|xyz|app)\b/i;

/** What in a review's text makes a person read it first, in words ("a phone number, a link"); null for nothing. */
export function reviewHoldReasons(text: string): string | null {
  const reasons: string[] = [];
  if (PHONE.test(text)) reasons.push("a phone number");
  if (EMAIL.test(text)) reasons.push("an email address");
  // An email's domain is not a link of its own.
  else if (LINK.test(text)) reasons.push("a link");
  return reasons.length > 0 ? reasons.join(", ") : null;
}

/** How a review is signed: "Asha K." (a first name and the initial of the last). */
export function reviewerName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

// Kept apart from the rules above (and their zod): the trek page shows it up front.
export { wentIn } from "./review-went.ts";
