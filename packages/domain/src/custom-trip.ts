// The customized trip request of /customize (SPEC.md's EventDataInput: date, destination, duration,
// group, type) with who is travelling (adults, children with their ages, as said: never guessed
// from the group), a budget per person when they have one, and who to reply to: name, phone with
// its country code, email. One rule for the browser form (a message per field) and the API (the
// authority), like the enquiry's.
import { z } from "zod";
import { participantPhone } from "./booking.ts";
import type { IsoDate } from "./business-dates.ts";
import { INQUIRY_LIMITS, travelDateSchema } from "./inquiry.ts";
import { newsletterEmailSchema } from "./newsletter.ts";
import { PARTY_LIMITS } from "./travel-party.ts";

/** Who is travelling: the planner prices rooms and pace by it. */
export const TRIP_GROUPS = ["solo", "couple", "family", "friends", "corporate"] as const;
/** What kind of trip: the planner picks hotels and activities by it. */
export const TRIP_TYPES = ["leisure", "honeymoon", "adventure", "pilgrimage", "wildlife", "workation"] as const;
export const CUSTOM_TRIP_LIMITS = { destinationLength: 80, maxDays: 60, messageLength: 1000, ...PARTY_LIMITS } as const;

export interface CustomTripInput {
  date: string;
  destination: string;
  duration: number;
  group: string;
  type: string;
  adults: number;
  children: number;
  /** One age per child, in years. */
  child_ages?: number[] | null;
  /** Rupees per person; empty when they have no figure in mind. */
  budget_per_person?: number | null;
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
  adults: number;
  children: number;
  childAges: number[];
  /** Rupees per person, or null when not given. */
  budgetPerPerson: number | null;
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

/** What a group choice says about who travels, checked against the numbers given. */
function partyProblem(group: string, adults: number, children: number): string | null {
  if (group === "solo" && (adults !== 1 || children !== 0))
    return "Just you is one adult: for more, choose another group";
  if (group === "couple" && (adults !== 2 || children !== 0)) {
    return "A couple is two adults: with children, choose Family";
  }
  if (adults + children > INQUIRY_LIMITS.travellers) {
    return `For groups over ${INQUIRY_LIMITS.travellers}, please call or WhatsApp us`;
  }
  return null;
}

function schema(today: IsoDate) {
  return z.object({
    date: travelDateSchema(today),
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
    adults: z
      .number({ message: "Enter how many adults are travelling" })
      .int("Enter a whole number of adults")
      .min(1, "At least one adult must be travelling")
      .max(INQUIRY_LIMITS.travellers, `For groups over ${INQUIRY_LIMITS.travellers}, please call or WhatsApp us`),
    children: z
      .number({ message: "Enter how many children are travelling (0 for none)" })
      .int("Enter a whole number of children")
      .min(0, "Enter how many children are travelling (0 for none)")
      .max(CUSTOM_TRIP_LIMITS.maxChildren, `For more than ${CUSTOM_TRIP_LIMITS.maxChildren} children, please call us`),
    child_ages: z
      .array(
        z
          .number({ message: "Enter each child's age" })
          .int("Enter each child's age in whole years")
          .min(0, "Enter each child's age in whole years")
          .max(CUSTOM_TRIP_LIMITS.childMaxAge, `Travellers over ${CUSTOM_TRIP_LIMITS.childMaxAge} count as adults`),
      )
      .nullish()
      .transform((ages) => [...(ages ?? [])]),
    budget_per_person: z
      .number({ message: "Enter the budget per person in rupees, or leave it empty" })
      .int("Enter the budget per person in whole rupees")
      .min(
        CUSTOM_TRIP_LIMITS.minBudget,
        `Enter a budget of at least ₹${CUSTOM_TRIP_LIMITS.minBudget.toLocaleString("en-IN")} per person, or leave it empty`,
      )
      .max(CUSTOM_TRIP_LIMITS.maxBudget, "Check the budget per person: it looks too large")
      .nullish()
      .transform((budget) => budget ?? null),
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
  const errors: Partial<Record<CustomTripField, string>> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const field = issue.path[0] as CustomTripField;
    errors[field] ??= issue.message;
  }
  if (!phone.ok) errors[phone.field] ??= phone.message;
  // The party as a whole: the numbers fit the group chosen, and each child has an age.
  if (result.success) {
    const { group, adults, children, child_ages: ages } = result.data;
    const party = partyProblem(group, adults, children);
    if (party) errors.adults ??= party;
    if (ages.length !== children) {
      errors.child_ages ??=
        children === 0
          ? "No children are travelling: leave out their ages"
          : children === 1
            ? "Enter the child's age"
            : `Enter the age of each of the ${children} children`;
    }
  }
  if (result.success && Object.keys(errors).length === 0 && phone.ok) {
    const { country_code: _code, child_ages, budget_per_person, ...trip } = result.data;
    return {
      ok: true,
      trip: { ...trip, childAges: child_ages, budgetPerPerson: budget_per_person, phone: phone.phone },
    };
  }
  return { ok: false, errors };
}
