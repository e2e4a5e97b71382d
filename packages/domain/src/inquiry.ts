// An enquiry about a trip or an activity, or a general question (SPEC.md's InquiryInput: name,
// mobile, email, date, count, optional message). A trip or an activity needs its travel date; a
// general question (the contact page's) may go without one. One rule for the browser form (feedback
// per field) and the API (the authority).
import { z } from "zod";
import { daysBetween, type IsoDate, isIsoDate } from "./business-dates.ts";
import { newsletterEmailSchema } from "./newsletter.ts";
import { normalizePhone } from "./phone.ts";

export const INQUIRY_LIMITS = { nameLength: 80, messageLength: 1000, travellers: 60, daysAhead: 730 } as const;

export interface InquiryInput {
  name: string;
  mobile: string;
  email: string;
  /** YYYY-MM-DD; empty or null only where no date is needed (a general question). */
  date?: string | null;
  count: number;
  message?: string | null;
}

export interface Inquiry {
  name: string;
  /** E.164. */
  mobile: string;
  email: string;
  /** Null: a general question without a travel date. */
  date: IsoDate | null;
  count: number;
  message: string | null;
}

export type InquiryField = keyof InquiryInput;
export type InquiryResult =
  | { ok: true; inquiry: Inquiry }
  | { ok: false; errors: Partial<Record<InquiryField, string>> };

/** A travel date from today to two years on (YYYY-MM-DD), for every form that asks for one. */
export function travelDateSchema(today: IsoDate) {
  return z
    .string()
    .trim()
    .refine(isIsoDate, "Choose your travel date")
    .refine((date) => !isIsoDate(date) || date >= today, "Choose a travel date from today onwards")
    .refine(
      (date) => !isIsoDate(date) || daysBetween(today, date) <= INQUIRY_LIMITS.daysAhead,
      "Choose a travel date within the next two years",
    );
}

function schema(today: IsoDate, dateRequired: boolean) {
  const date = travelDateSchema(today);
  return z.object({
    name: z
      .string()
      .trim()
      .min(2, "Enter your name")
      .max(INQUIRY_LIMITS.nameLength, `Keep your name under ${INQUIRY_LIMITS.nameLength} characters`)
      .regex(/^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u, "Use letters, spaces, dots, apostrophes or hyphens in your name"),
    mobile: z.string().transform((value, context) => {
      const result = normalizePhone(value);
      if (result.ok) return result.phone;
      context.addIssue({ code: "custom", message: result.message });
      return z.NEVER;
    }),
    email: newsletterEmailSchema,
    date: dateRequired
      ? z.string({ message: "Choose your travel date" }).pipe(date)
      : z
          .preprocess((value) => (typeof value === "string" && value.trim() === "" ? null : value), date.nullish())
          .transform((value) => value ?? null),
    count: z
      .number({ message: "Enter how many people are travelling" })
      .int("Enter a whole number of travellers")
      .min(1, "At least one person must be travelling")
      .max(INQUIRY_LIMITS.travellers, `For groups over ${INQUIRY_LIMITS.travellers}, please call or WhatsApp us`),
    message: z
      .string()
      .trim()
      .max(INQUIRY_LIMITS.messageLength, `Keep your message under ${INQUIRY_LIMITS.messageLength} characters`)
      .nullish()
      .transform((message) => (message ? message : null)),
  });
}

/**
 * Normalises an enquiry, or says for each field what is wrong with it. `dateRequired`: false for a
 * general question, which may come without a travel date (a date given is still checked).
 */
export function parseInquiry(
  input: InquiryInput,
  today: IsoDate,
  { dateRequired = true }: { dateRequired?: boolean } = {},
): InquiryResult {
  const result = schema(today, dateRequired).safeParse(input);
  if (result.success) return { ok: true, inquiry: result.data };
  const errors: Partial<Record<InquiryField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as InquiryField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
