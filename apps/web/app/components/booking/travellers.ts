// The travellers being registered, as the form holds them: one draft per card, in the shape of the
// API's ParticipantInput plus a stable key for React. The first card starts from the account's own
// number, split into the country code the select offers and the national number.

import type { Gender, GuardianInput, ParticipantField } from "@parvat/domain/booking";
import { MAX_PARTICIPANTS } from "@parvat/domain/booking-amounts";
import { isIsoDate } from "@parvat/domain/business-dates";
import { type GuardianField, type GuardianRelation, isChildOn } from "@parvat/domain/guardians";
import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE } from "../../lib/country-codes.ts";

export interface TravellerDraft {
  /** Stable across additions and removals, so that a card keeps its focus and its errors. */
  key: string;
  first_name: string;
  last_name: string;
  country_code: string;
  phone: string;
  /** YYYY-MM-DD, or "" until chosen. */
  dob: string;
  gender: Gender | "";
  /** A traveller under 18 on the start date: the guardian's declaration (guardians.ts). */
  guardian_confirmed: boolean;
  guardian_name: string;
  guardian_relation: GuardianRelation | "";
}

/** A control of a traveller's card: the traveller's own fields, then the guardian's. */
export type CardField = ParticipantField | GuardianField;

export type TravellerErrors = Partial<Record<CardField, string>>;

let nextKey = 0;

export function emptyTraveller(values: Partial<Omit<TravellerDraft, "key">> = {}): TravellerDraft {
  nextKey += 1;
  return {
    key: `traveller-${nextKey}`,
    first_name: "",
    last_name: "",
    country_code: DEFAULT_COUNTRY_CODE,
    phone: "",
    dob: "",
    gender: "",
    guardian_confirmed: false,
    guardian_name: "",
    guardian_relation: "",
    ...values,
  };
}

/** Whether the card's date of birth makes its traveller a child on `startDate` (no start date: never). */
export function needsGuardian(traveller: Pick<TravellerDraft, "dob">, startDate: string | undefined): boolean {
  return Boolean(
    startDate && isIsoDate(traveller.dob) && traveller.dob < startDate && isChildOn(traveller.dob, startDate),
  );
}

/** The card's declaration as the API takes it: for a child only (the server drops one sent for an adult). */
export function guardianInput(traveller: TravellerDraft, startDate: string | undefined): GuardianInput | null {
  if (!needsGuardian(traveller, startDate)) return null;
  return {
    confirmed: traveller.guardian_confirmed,
    name: traveller.guardian_name,
    relation: traveller.guardian_relation,
  };
}

/**
 * An E.164 number (as the account holds it) as the country code the select offers and the rest:
 * "+919876543210" is "+91" and "9876543210". A code the select does not offer keeps the whole
 * number, "+" included, which the rule reads as an international number.
 */
export function splitPhone(e164: string): { country_code: string; phone: string } {
  const match = [...COUNTRY_CODES]
    .sort((a, b) => b.dial.length - a.dial.length)
    .find((country) => e164.startsWith(country.dial));
  return match
    ? { country_code: match.dial, phone: e164.slice(match.dial.length) }
    : { country_code: DEFAULT_COUNTRY_CODE, phone: e164 };
}

/** The most travellers one booking on this departure can take: the seats left, and never more than 12. */
export function travellerLimit(seatsLeft: number): number {
  return Math.max(0, Math.min(MAX_PARTICIPANTS, seatsLeft));
}

/**
 * How many travellers registration opens with, from the address (`?travellers=`, chosen on the
 * trip page): a whole number from 1 up to what the departure can take; 1 for anything else.
 */
export function travellerCount(value: string | null, seatsLeft: number): number {
  const count = value && /^\d{1,2}$/.test(value) ? Number(value) : 1;
  return Math.max(1, Math.min(count, travellerLimit(seatsLeft)));
}
