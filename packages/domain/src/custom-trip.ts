// The customized trip request of /customize (SPEC.md's EventDataInput: date, destination, duration,
// group, type) with who to reply to: name, phone with its country code, email. One rule for the
// browser form (a message per field) and the API (the authority), like the enquiry's.
import { z } from "zod";
import { participantPhone } from "./booking.ts";
import { daysBetween, type IsoDate, isIsoDate } from "./business-dates.ts";
import { INQUIRY_LIMITS } from "./inquiry.ts";
import { newsletterEmailSchema } from "./newsletter.ts";

/** Who is travelling: the planner prices rooms and pace by it. */
export const TRIP_GROUPS = ["solo", "couple", "family", "friends", "corporate"] as const;
/** What kind of trip: the planner picks hotels and activities by it. */
export const TRIP_TYPES = ["leisure", "honeymoon", "adventure", "pilgrimage", "wildlife", "workation"] as const;
export const CUSTOM_TRIP_LIMITS = { destinationLength: 80, maxDays: 60, messageLength: 1000 } as const;

export interface CustomTripInput {
  date: string;
  destination: string;
  duration: number;
  group: string;
  type: string;
  name: string;
  country_code: string;
  phone: string;
  email: string;
  message?: string | null;
}

export interface CustomTrip {
  date: IsoDate;
  destination: string;
  duration: number;
  group: (typeof TRIP_GROUPS)[number];
  type: (typeof TRIP_TYPES)[number];
  name: string;
  /** E.164. */
  phone: string;
  email: string;
  message: string | null;
}

export type CustomTripField = keyof CustomTripInput;
export type CustomTripResult =
  | { ok: true; trip: CustomTrip }
  | { ok: false; errors: Partial<Record<CustomTripField, string>> };

function schema(today: IsoDate) {
  return z.object({
    date: z
      .string()
      .trim()
      .refine(isIsoDate, "Choose your travel date")
      .refine((date) => !isIsoDate(date) || date >= today, "Choose a travel date from today onwards")
      .refine(
        (date) => !isIsoDate(date) || daysBetween(today, date) <= INQUIRY_LIMITS.daysAhead,
        "Choose a travel date within the next two years",
      ),
    destination: z
      .string()
      .trim()
      .min(2, "Tell us where you would like to go")
      .max(CUSTOM_TRIP_LIMITS.destinationLength, "Keep the destination short, like Dubai or Kerala"),
    duration: z
      .number({ message: "Enter how many days you have" })
      .int("Enter a whole number of days")
      .min(1, "The trip must last at least a day")
      .max(CUSTOM_TRIP_LIMITS.maxDays, `For trips over ${CUSTOM_TRIP_LIMITS.maxDays} days, please call us`),
    group: z.enum(TRIP_GROUPS, { message: "Choose who is travelling" }),
    type: z.enum(TRIP_TYPES, { message: "Choose the kind of trip" }),
    name: z
      .string()
      .trim()
      .min(2, "Enter your name")
      .max(INQUIRY_LIMITS.nameLength, `Keep your name under ${INQUIRY_LIMITS.nameLength} characters`)
      .regex(/^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u, "Use letters, spaces, dots, apostrophes or hyphens in your name"),
    country_code: z.string(),
    phone: z.string(),
    email: newsletterEmailSchema,
    message: z
      .string()
      .trim()
      .max(CUSTOM_TRIP_LIMITS.messageLength, `Keep your message under ${CUSTOM_TRIP_LIMITS.messageLength} characters`)
      .nullish()
      .transform((message) => (message ? message : null)),
  });
}

/** Normalises a custom trip request, or says for each field what is wrong with it. */
export function parseCustomTrip(input: CustomTripInput, today: IsoDate): CustomTripResult {
  const result = schema(today).safeParse(input);
  // The phone needs its country code, so it is checked beside the schema: every error shows at once.
  const phone = participantPhone(String(input.country_code ?? ""), String(input.phone ?? ""));
  if (result.success && phone.ok) {
    const { country_code: _code, ...trip } = result.data;
    return { ok: true, trip: { ...trip, phone: phone.phone } };
  }
  const errors: Partial<Record<CustomTripField, string>> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const field = issue.path[0] as CustomTripField;
    errors[field] ??= issue.message;
  }
  if (!phone.ok) errors[phone.field] ??= phone.message;
  return { ok: false, errors };
}
