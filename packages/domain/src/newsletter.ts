// The newsletter email rule, shared by the footer form (quick feedback) and the API (the authority).
// The address is stored trimmed and lower-cased, so "  Asha@Example.com " and "asha@example.com"
// are one subscriber.
import { z } from "zod";

/** The longest address SMTP can deliver to (RFC 5321 path limit less the angle brackets). */
export const NEWSLETTER_EMAIL_MAX_LENGTH = 254;

export const NEWSLETTER_EMAIL_MESSAGES = {
  empty: "Enter your email address",
  tooLong: `An email address can be at most ${NEWSLETTER_EMAIL_MAX_LENGTH} characters long`,
  invalid: "Enter a valid email address, like name@example.com",
} as const;

export const newsletterEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, NEWSLETTER_EMAIL_MESSAGES.empty)
  .max(NEWSLETTER_EMAIL_MAX_LENGTH, NEWSLETTER_EMAIL_MESSAGES.tooLong)
  .pipe(z.email({ message: NEWSLETTER_EMAIL_MESSAGES.invalid }));

export type NewsletterEmailResult = { ok: true; email: string } | { ok: false; message: string };

/** Normalises an address for storage, or says in one sentence what is wrong with it. */
export function parseNewsletterEmail(input: string): NewsletterEmailResult {
  const result = newsletterEmailSchema.safeParse(input);
  if (result.success) return { ok: true, email: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? NEWSLETTER_EMAIL_MESSAGES.invalid };
}
