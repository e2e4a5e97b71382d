// The rules of a booking: who may travel (the participant rule shared by the registration
// form and the API), how many, what it costs (integer paise, GST as its own line), how long seats
// are held, and the statuses a booking moves through. Pure: the API applies them in its transaction.
import { z } from "zod";
import { MAX_PARTICIPANTS } from "./booking-amounts.ts";
import { type IsoDate, isIsoDate } from "./business-dates.ts";
import { normalizePhone, PHONE_MESSAGES } from "./phone.ts";

// ─── Statuses ───────────────────────────────────────────────────────────────────────────

/**
 * held -> part_paid (booking amount paid) or confirmed (fully paid) -> completed (the trip is over);
 * held -> expired (not paid in time); any live status -> cancelled.
 */
export const BOOKING_STATUSES = ["held", "part_paid", "confirmed", "completed", "expired", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Statuses that keep their seats: a participant's phone appears once per departure among these. */
export const LIVE_BOOKING_STATUSES = ["held", "part_paid", "confirmed"] as const satisfies readonly BookingStatus[];

export function isLiveStatus(status: BookingStatus): boolean {
  return (LIVE_BOOKING_STATUSES as readonly BookingStatus[]).includes(status);
}

/** Each status in words, for travellers. */
export const BOOKING_STATUS_TEXT: Record<BookingStatus, string> = {
  held: "Seats held - awaiting payment",
  part_paid: "Booking amount paid - balance due",
  confirmed: "Confirmed - fully paid",
  completed: "Completed",
  expired: "Expired - the hold ended before payment",
  cancelled: "Cancelled",
};

/** Why a status changed, as the append-only history records it. */
export const BOOKING_CAUSES = {
  created: "Booked online; seats held for payment",
  holdExpired: "The hold ended before payment; seats released",
  cancelledByTraveller: "Cancelled by the traveller; seats released",
  bookingAmountPaid: "Booking amount paid; balance due before departure",
  paidInFull: "Paid in full",
  tripCompleted: "The trip is over",
} as const;

// ─── Sizes and times ────────────────────────────────────────────────────────────────────

/** Seats stay held this long for payment. */
export const HOLD_MINUTES = 15;
export const HOLD_MS = HOLD_MINUTES * 60_000;

/** The longest address SMTP can deliver to (RFC 5321's path limit less the angle brackets). */
export const CONTACT_EMAIL_MAX_LENGTH = 254;
export const CONTACT_EMAIL_MESSAGE = "Enter one email address like name@example.com, or leave it empty.";

/**
 * Where a booking's messages go, one rule for every booking (a departure's or a quotation's): one
 * address, trimmed; null when left empty; the message to show when it is not one address (a list of
 * them included, which the mail jobs would fail on for ever).
 */
export function parseContactEmail(
  value: string | null | undefined,
): { ok: true; email: string | null } | { ok: false; message: string } {
  const email = value?.trim() ?? "";
  if (email === "") return { ok: true, email: null };
  return z.email().max(CONTACT_EMAIL_MAX_LENGTH).safeParse(email).success
    ? { ok: true, email }
    : { ok: false, message: CONTACT_EMAIL_MESSAGE };
}

/** The browser picks one key per registration screen: a UUID (36 characters) fits. */
export const IDEMPOTENCY_KEY_LENGTH = { min: 16, max: 100 } as const;

export const idempotencyKeySchema = z
  .string()
  .regex(
    new RegExp(`^[\\x21-\\x7e]{${IDEMPOTENCY_KEY_LENGTH.min},${IDEMPOTENCY_KEY_LENGTH.max}}$`),
    `The idempotency key is ${IDEMPOTENCY_KEY_LENGTH.min} to ${IDEMPOTENCY_KEY_LENGTH.max} visible ASCII characters (a UUID will do)`,
  );

/** The hold's end for a booking made at `createdAt`. */
export function holdExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + HOLD_MS);
}

// ─── References ─────────────────────────────────────────────────────────────────────────

/** Digits and capitals that cannot be mistaken for each other when read aloud or copied (no 0/O, 1/I/L, U/V). */
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTWXYZ";
export const REFERENCE_LENGTH = 6;

/** A short, human booking reference such as "PJ-7K3M9Q"; `pick(n)` returns a random integer in [0, n). */
export function bookingReference(pick: (size: number) => number): string {
  let code = "";
  for (let i = 0; i < REFERENCE_LENGTH; i += 1) code += REFERENCE_ALPHABET[pick(REFERENCE_ALPHABET.length)];
  return `PJ-${code}`;
}

// ─── Amounts ────────────────────────────────────────────────────────────────────────────

// ─── Participants ───────────────────────────────────────────────────────────────────────

export const GENDERS = ["female", "male", "non_binary", "prefer_not_to_say"] as const;
export type Gender = (typeof GENDERS)[number];

export const GENDER_LABELS: Record<Gender, string> = {
  female: "Female",
  male: "Male",
  non_binary: "Non-binary",
  prefer_not_to_say: "Prefer not to say",
};

export const NAME_MAX_LENGTH = 60;
/** Nobody older than this books a trek: a year of birth this far back is a typing mistake. */
export const OLDEST_AGE = 120;

/**
 * The declaration of the person booking a traveller under 18: "I am this traveller's parent or
 * lawful guardian", with their name and relation (the rule is guardians.ts's).
 */
export interface GuardianInput {
  name: string;
  /** One of GUARDIAN_RELATIONS. */
  relation: string;
  /** The box "I am this traveller's parent or lawful guardian", ticked. */
  confirmed: boolean;
}

/** SPEC.md's ParticipantInput, as the form and the API receive it. */
export interface ParticipantInput {
  first_name: string;
  last_name: string;
  /** "+91". */
  country_code: string;
  /** The national number ("98765 43210"), or the whole number starting with the country code. */
  phone: string;
  dob: string;
  gender: string;
  /**
   * A traveller under 18 on the start date is booked by their parent or lawful guardian, who says so
   * here (guardians.ts); ignored for an adult.
   */
  guardian?: GuardianInput | null;
}

export type ParticipantField = Exclude<keyof ParticipantInput, "guardian">;

/** The fields in form order: the first wrong one is the one reported. */
export const PARTICIPANT_FIELDS = [
  "first_name",
  "last_name",
  "country_code",
  "phone",
  "dob",
  "gender",
] as const satisfies readonly ParticipantField[];

export interface Participant {
  firstName: string;
  lastName: string;
  countryCode: string;
  /** E.164, country code included. */
  phone: string;
  dob: IsoDate;
  gender: Gender;
}

/** The departure a traveller must fit: age on its start date within the trip's limits (either may be unset). */
export interface AgeRule {
  startDate: IsoDate;
  minAge: number | null;
  maxAge: number | null;
}

export const PARTICIPANT_MESSAGES = {
  countryCode: "Choose a country code, like +91",
  phonePrefix: "The number starts with a different country code than the one chosen",
  dobFormat: "Enter the date of birth",
  dobFuture: "The date of birth must be in the past",
  dobTooOld: "Check the year of birth",
  gender: "Choose one of the options",
} as const;

/** Whole years completed on `on` by someone born on `dob` (a 29 February birthday counts from 1 March). */
export function ageOn(dob: IsoDate, on: IsoDate): number {
  const [birthYear, birthMonthDay] = [Number(dob.slice(0, 4)), dob.slice(5)];
  const [year, monthDay] = [Number(on.slice(0, 4)), on.slice(5)];
  return year - birthYear - (monthDay < birthMonthDay ? 1 : 0);
}

/** Why a date of birth does not fit the departure's ages, or null when it does. */
export function ageProblem(dob: IsoDate, rule: AgeRule): string | null {
  const age = ageOn(dob, rule.startDate);
  if (rule.minAge !== null && age < rule.minAge) {
    return `Travellers must be at least ${rule.minAge} on the start date (this one would be ${Math.max(age, 0)})`;
  }
  if (rule.maxAge !== null && age > rule.maxAge) {
    return `Travellers must be at most ${rule.maxAge} on the start date (this one would be ${age})`;
  }
  return null;
}

/** A person's name as typed: trimmed, 1 to NAME_MAX_LENGTH letters, spaces, dots, apostrophes or hyphens. */
export const personName = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${label}`)
    .max(NAME_MAX_LENGTH, `Keep the ${label} to ${NAME_MAX_LENGTH} characters`)
    .regex(/^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u, `Use letters, spaces, dots, apostrophes or hyphens in the ${label}`);

const COUNTRY_CODE = /^\+[1-9]\d{0,3}$/;
const SEPARATORS = /[\s\-().]/g;

/** The phone in E.164 from the country code and the number as typed, or why it is not a valid phone. */
export function participantPhone(
  countryCode: string,
  phone: string,
): { ok: true; phone: string } | { ok: false; field: "country_code" | "phone"; message: string } {
  const code = countryCode.trim();
  if (!COUNTRY_CODE.test(code)) return { ok: false, field: "country_code", message: PARTICIPANT_MESSAGES.countryCode };
  const compact = phone.trim().replace(SEPARATORS, "");
  if (compact === "") return { ok: false, field: "phone", message: PHONE_MESSAGES.empty };
  const whole = compact.startsWith("+") ? compact : compact.startsWith("00") ? `+${compact.slice(2)}` : null;
  // A national number may carry its trunk prefix 0 (098765 43210).
  const result = normalizePhone(whole ?? `${code}${compact.replace(/^0+/, "")}`);
  if (!result.ok) return { ok: false, field: "phone", message: result.message };
  if (whole !== null && !result.phone.startsWith(code)) {
    return { ok: false, field: "phone", message: PARTICIPANT_MESSAGES.phonePrefix };
  }
  return result;
}

/**
 * The rule for one traveller. `today` (business time zone) bounds the date of birth; with `ages`
 * the traveller's age on the departure's start date must also fit the trip's limits.
 */
export function participantSchema(today: IsoDate, ages?: AgeRule) {
  if (ages) return buildParticipantSchema(today, ages);
  // Without ages the rule depends only on the day: built once per day, not per traveller.
  if (todaysSchema?.today !== today) todaysSchema = { today, schema: buildParticipantSchema(today) };
  return todaysSchema.schema;
}

let todaysSchema: { today: IsoDate; schema: ReturnType<typeof buildParticipantSchema> } | null = null;

function buildParticipantSchema(today: IsoDate, ages?: AgeRule) {
  return z
    .object({
      first_name: personName("first name"),
      last_name: personName("last name"),
      country_code: z.string(),
      phone: z.string(),
      dob: z
        .string()
        .trim()
        .refine(isIsoDate, PARTICIPANT_MESSAGES.dobFormat)
        .refine((dob) => !isIsoDate(dob) || dob < today, PARTICIPANT_MESSAGES.dobFuture)
        .refine((dob) => !isIsoDate(dob) || ageOn(dob, today) <= OLDEST_AGE, PARTICIPANT_MESSAGES.dobTooOld)
        .superRefine((dob, context) => {
          const problem = ages && isIsoDate(dob) && dob < today ? ageProblem(dob, ages) : null;
          if (problem) context.addIssue({ code: "custom", message: problem });
        }),
      gender: z.enum(GENDERS, { message: PARTICIPANT_MESSAGES.gender }),
    })
    .transform((input, context): Participant => {
      const phone = participantPhone(input.country_code, input.phone);
      if (!phone.ok) {
        context.addIssue({ code: "custom", path: [phone.field], message: phone.message });
        return z.NEVER;
      }
      return {
        firstName: input.first_name,
        lastName: input.last_name,
        countryCode: input.country_code.trim(),
        phone: phone.phone,
        dob: input.dob,
        gender: input.gender,
      };
    });
}

export type ParticipantResult =
  | { ok: true; participant: Participant }
  | { ok: false; errors: Partial<Record<ParticipantField, string>> };

/** One traveller, normalised, or what is wrong with each field (the form shows them inline). */
export function parseParticipant(input: ParticipantInput, today: IsoDate, ages?: AgeRule): ParticipantResult {
  const result = participantSchema(today, ages).safeParse(input);
  if (result.success) return { ok: true, participant: result.data };
  const errors: Partial<Record<ParticipantField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ParticipantField;
    errors[field] ??= issue.message;
  }
  // The phone is checked once every field parses; say what is wrong with it alongside the others.
  const phone = participantPhone(String(input.country_code ?? ""), String(input.phone ?? ""));
  if (!phone.ok) errors[phone.field] ??= phone.message;
  return { ok: false, errors };
}

export type ParticipantsResult =
  | { ok: true; participants: Participant[] }
  | { ok: false; reason: "count"; message: string }
  | { ok: false; reason: "invalid"; index: number; field: ParticipantField; message: string }
  | { ok: false; reason: "duplicate"; index: number; message: string };

/**
 * A booking's travellers: 1 to MAX_PARTICIPANTS, each valid, no phone twice. Answers the first
 * problem in form order (the traveller's index from 0 and the field), which is what the API reports.
 */
export function parseParticipants(
  inputs: readonly ParticipantInput[],
  today: IsoDate,
  ages?: AgeRule,
): ParticipantsResult {
  if (inputs.length === 0) return { ok: false, reason: "count", message: "Add at least one traveller" };
  if (inputs.length > MAX_PARTICIPANTS) {
    return {
      ok: false,
      reason: "count",
      message: `A booking has at most ${MAX_PARTICIPANTS} travellers; for a larger group, please call or WhatsApp us`,
    };
  }
  const participants: Participant[] = [];
  for (const [index, input] of inputs.entries()) {
    const result = parseParticipant(input, today, ages);
    if (!result.ok) {
      const field = PARTICIPANT_FIELDS.find((key) => result.errors[key]) ?? "first_name";
      return { ok: false, reason: "invalid", index, field, message: result.errors[field] ?? "Check this traveller" };
    }
    participants.push(result.participant);
  }
  const index = duplicatePhoneIndex(participants);
  if (index !== null) {
    return { ok: false, reason: "duplicate", index, message: "Each traveller needs their own phone number" };
  }
  return { ok: true, participants };
}

/** The index of the first traveller whose phone an earlier traveller already has, or null. */
export function duplicatePhoneIndex(participants: readonly Pick<Participant, "phone">[]): number | null {
  const seen = new Set<string>();
  for (const [index, { phone }] of participants.entries()) {
    if (seen.has(phone)) return index;
    seen.add(phone);
  }
  return null;
}
