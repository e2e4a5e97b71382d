// The price of a quotation (SPEC.md section 4): the selected hotel option (property group) sets the
// first price; choosing another sets the price from price_details by that group's id, or none when
// the planner has not priced it. One rule for the quotation page's switcher and for the server,
// which books an accepted quotation at exactly this price. Also how that price becomes a booking.

import {
  type BookingAmounts,
  bookingAmounts,
  bookingAmountsTaxInclusive,
  gstPercentFor,
  rupeesToPaise,
} from "./booking-amounts.ts";
import { addDays } from "./business-dates.ts";

export interface PricedGroup {
  id: number;
  price: number | null;
  is_selected: boolean;
  is_hidden: boolean;
}

/** price_details: whole rupees by property group id, hidden groups left out (they are not offered). */
export function priceDetails(groups: readonly PricedGroup[]): Record<number, number | null> {
  return Object.fromEntries(groups.filter((group) => !group.is_hidden).map((group) => [group.id, group.price]));
}

/** The group shown first: the one marked selected, else the first offered one. */
export function initialGroupId(groups: readonly PricedGroup[]): number | null {
  const offered = groups.filter((group) => !group.is_hidden);
  return (offered.find((group) => group.is_selected) ?? offered[0])?.id ?? null;
}

/** The price for the chosen group: its entry in price_details, or null when it has none (or is not offered). */
export function quotationPrice(details: Record<number, number | null>, groupId: number | null): number | null {
  if (groupId === null) return null;
  return details[groupId] ?? null;
}

/** After this day, a quotation cannot be accepted (its expiry date is the last day it can). */
export function isQuotationExpired(expiryDate: string, today: string): boolean {
  return expiryDate < today;
}

/**
 * When an accepted quotation's booking stops holding its price: midnight after the expiry date in
 * the business time zone (India Standard Time, which has no daylight saving).
 */
export function quotationHoldEndsAt(expiryDate: string): Date {
  return new Date(`${addDays(expiryDate, 1)}T00:00:00+05:30`);
}

/** The balance of an accepted quotation is due this many days before travel (the booking amount first). */
export const QUOTATION_BALANCE_DUE_DAYS = 15;

export interface QuotationBookingAmounts extends BookingAmounts {
  bookingAmountPaise: number | null;
}

/**
 * The booking an accepted quotation makes, in paise. `price` is per person when `showPriceFor` is
 * "per person", otherwise the whole party's. A price that already includes taxes is charged as it
 * is, with the GST for tour packages inside it (its receipt states both); otherwise that GST is added. A party price that does not
 * split into whole paise per traveller is booked as one party (traveller count 1), so that the
 * amounts still add up exactly.
 */
export function quotationBookingAmounts(quote: {
  price: number;
  showPriceFor: string;
  pax: number;
  priceInclusiveOfTaxes: boolean;
  bookingAmount: number;
}): QuotationBookingAmounts {
  const perPerson = quote.showPriceFor.trim().toLowerCase() === "per person";
  const pricePaise = rupeesToPaise(quote.price);
  const [travellerCount, pricePerPersonPaise] = perPerson
    ? [quote.pax, pricePaise]
    : pricePaise % quote.pax === 0
      ? [quote.pax, pricePaise / quote.pax]
      : [1, pricePaise];
  const gstPercent = gstPercentFor("tour-package");
  const amounts = quote.priceInclusiveOfTaxes
    ? bookingAmountsTaxInclusive({ pricePerPersonPaise, travellerCount, gstPercent })
    : bookingAmounts({ pricePerPersonPaise, travellerCount, gstPercent });
  const booking = rupeesToPaise(quote.bookingAmount);
  return { ...amounts, bookingAmountPaise: booking > 0 && booking < amounts.totalPaise ? booking : null };
}
