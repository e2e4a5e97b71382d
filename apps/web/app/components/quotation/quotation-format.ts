// Words and numbers of a quotation, shared by its card, its page and the countdown.
import { daysBetween } from "@parvat/domain/business-dates";
import { formatRupees } from "@parvat/domain/trek-pricing";

/** "₹2,18,000 per person" or "₹2,18,000 for the family of four". */
export function priceLine(price: number, showPriceFor: string): string {
  return `${formatRupees(price)} ${showPriceFor}`;
}

/** How long is left to accept, in words, or null once the quotation has expired. */
export function expiryText(expiryDate: string, today: string): string | null {
  const days = daysBetween(today, expiryDate);
  if (days < 0) return null;
  if (days === 0) return "Expires today";
  return days === 1 ? "1 day left to accept" : `${days} days left to accept`;
}

/**
 * The price a quotation's card states: once accepted, the accepted option's (what its booking is
 * for); before, the lowest price among the offered hotel options. Null when none is priced.
 */
export function cardPrice(
  prices: readonly { property_group_id: number; price?: number | null }[],
  acceptedGroupId: number | null | undefined,
): { accepted: boolean; price: number | null } {
  const accepted = prices.find((entry) => entry.property_group_id === acceptedGroupId);
  return accepted ? { accepted: true, price: accepted.price ?? null } : { accepted: false, price: fromPrice(prices) };
}

/** The lowest price among the offered hotel options, or null when none is priced. */
export function fromPrice(prices: readonly { price?: number | null }[]): number | null {
  const priced = prices.map((entry) => entry.price).filter((price): price is number => typeof price === "number");
  return priced.length > 0 ? Math.min(...priced) : null;
}
