// The waitlist's settings (WAITLIST_CLOSES_DAYS, WAITLIST_OFFER_HOURS), and the two moments they set.
import { addDays, DEFAULT_BUSINESS_TIME_ZONE, type IsoDate } from "@parvat/domain/business-dates";
import { startOfBusinessDay } from "@parvat/domain/campaign-offer";

/** The waitlist's settings (WAITLIST_CLOSES_DAYS, WAITLIST_OFFER_HOURS) and the business time zone. */
export interface WaitlistRules {
  closesDays: number;
  offerHours: number;
  timeZone: string;
  /** The site's address, for the links in messages. */
  publicOrigin: string;
}

export const DEFAULT_WAITLIST_RULES: WaitlistRules = {
  closesDays: 3,
  offerHours: 12,
  timeZone: DEFAULT_BUSINESS_TIME_ZONE,
  publicOrigin: "http://localhost:3000",
};

// Set once by createApi from its environment. Seats come back deep inside other areas' transactions
// (payments, the back office, the hold sweeper), which should not each carry the waitlist's settings.
let rules: WaitlistRules = DEFAULT_WAITLIST_RULES;

export function setWaitlistRules(next: WaitlistRules): void {
  rules = next;
}

export function waitlistRules(): WaitlistRules {
  return rules;
}

/** The waitlist of a departure closes at the start of the day WAITLIST_CLOSES_DAYS before its start. */
export function waitlistClosesAt(startDate: IsoDate, { closesDays, timeZone } = rules): Date {
  return startOfBusinessDay(addDays(startDate, -closesDays), timeZone);
}

/** WAITLIST_OFFER_HOURS from `at`, never past the waitlist's closing. */
export function offerExpiresAt(at: Date, startDate: IsoDate, current = rules): Date {
  const full = at.getTime() + current.offerHours * 3_600_000;
  return new Date(Math.min(full, waitlistClosesAt(startDate, current).getTime()));
}
