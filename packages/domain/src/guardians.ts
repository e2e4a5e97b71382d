// Children on a trip (docs/api.md, "Personal data": children). India's DPDP Act makes anyone who has
// not completed 18 years a child, whose data is processed with a parent's or lawful guardian's consent
// and never for tracking or targeted advertising. So a traveller under 18 on the departure's start
// date is booked by a parent or lawful guardian who says so and is named; the form, the API and the
// messages apply this one rule. The age is counted on the start date (a date of the business
// calendar), not on the day of booking: a traveller who turns 18 before the trip starts books alone.
import { ageOn, type GuardianInput, personName } from "./booking.ts";
import type { IsoDate } from "./business-dates.ts";

// The rule's age lives with what the privacy notices promise (privacy.ts: no validation library, so
// every page's footer can state it without the booking rules); re-exported here for those rules.
import { CHILD_RULE } from "./privacy.ts";

export { CHILD_RULE };

export const GUARDIAN_RELATIONS = ["parent", "lawful_guardian"] as const;
export type GuardianRelation = (typeof GUARDIAN_RELATIONS)[number];

export const GUARDIAN_RELATION_LABELS: Record<GuardianRelation, string> = {
  parent: "Parent",
  lawful_guardian: "Lawful guardian",
};

/** The guardian's parts of a traveller's card, in form order, as extensions.fields names them. */
export const GUARDIAN_FIELDS = ["guardian_confirmed", "guardian_name", "guardian_relation"] as const;
export type GuardianField = (typeof GUARDIAN_FIELDS)[number];

export const GUARDIAN_MESSAGES = {
  confirmed: "Tick the box to say you are this traveller's parent or lawful guardian",
  relation: "Choose parent or lawful guardian",
} as const;

/** A declaration as it is stored with the traveller. */
export interface GuardianDeclaration {
  name: string;
  relation: GuardianRelation;
}

/** Whether someone born on `dob` is a child (under CHILD_RULE.adultAge) on `startDate`. */
export function isChildOn(dob: IsoDate, startDate: IsoDate): boolean {
  return ageOn(dob, startDate) < CHILD_RULE.adultAge;
}

const guardianNameSchema = personName("guardian's full name");

export type GuardianResult =
  | { ok: true; guardian: GuardianDeclaration | null }
  | { ok: false; fields: Partial<Record<GuardianField, string>> };

/**
 * The guardian a traveller needs on a departure starting `startDate`: none for an adult (whatever was
 * sent), for a child the declaration ticked, named and related, else a message for each part missing
 * or wrong. Input from the network is untrusted: anything that is not the shape is a missing part.
 */
export function guardianFor(
  dob: IsoDate,
  guardian: GuardianInput | null | undefined,
  startDate: IsoDate,
): GuardianResult {
  if (!isChildOn(dob, startDate)) return { ok: true, guardian: null };
  const fields: Partial<Record<GuardianField, string>> = {};
  if (guardian?.confirmed !== true) fields.guardian_confirmed = GUARDIAN_MESSAGES.confirmed;
  const name = guardianNameSchema.safeParse(typeof guardian?.name === "string" ? guardian.name : "");
  if (!name.success) fields.guardian_name = name.error.issues[0]?.message ?? "Enter the guardian's full name";
  const relation = GUARDIAN_RELATIONS.find((candidate) => candidate === guardian?.relation);
  if (!relation) fields.guardian_relation = GUARDIAN_MESSAGES.relation;
  if (!name.success || !relation || Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, guardian: { name: name.data, relation } };
}

/** "Filled in by Meera Rao (parent)". */
export function guardianInWords(guardian: GuardianDeclaration): string {
  return `${guardian.name} (${GUARDIAN_RELATION_LABELS[guardian.relation].toLowerCase()})`;
}

/** A declaration as a traveller's row stores it (booking_participants): all three, or all null. */
export function guardianColumns(guardian: GuardianDeclaration | null, at: Date) {
  return {
    guardianName: guardian?.name ?? null,
    guardianRelation: guardian?.relation ?? null,
    guardianDeclaredAt: guardian ? at : null,
  };
}
