// The travellers being registered, as the form holds them: one draft per card, in the shape of the
// API's ParticipantInput plus a stable key for React. The first card starts from the account's own
// number, split into the country code the select offers and the national number.

import type { Gender, ParticipantField } from "@parvat/domain/booking";
import { MAX_PARTICIPANTS } from "@parvat/domain/booking-amounts";
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
}

export type TravellerErrors = Partial<Record<ParticipantField, string>>;

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
    ...values,
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
