// Add-ons (offloading, rentals, a cab seat): what a line costs and until when it can be bought. The
// server prices every line from the add-on's own figures; the browser only says which and how many.
// Integer paise; GST is the add-on's own rate, rounded like a booking's (booking-amounts.ts).

import { addDays, daysBetween, type IsoDate } from "./business-dates.ts";

export type AddOnPricing = "per_traveller" | "per_traveller_day";

export interface AddOnLineAmounts {
  /** 1 for a per-traveller price; the departure's days for a per-day price. */
  days: number;
  netPaise: number;
  gstPaise: number;
  totalPaise: number;
}

/** A departure's length in days, start and end day included. */
export function departureDays(startDate: IsoDate, endDate: IsoDate): number {
  return daysBetween(startDate, endDate) + 1;
}

/**
 * One line's amounts: price x travellers (x days for a per-day price), then GST at the add-on's
 * rate on that, rounded to the nearest paisa, halves up.
 */
export function addOnLineAmounts(
  addOn: { pricePaise: number; pricing: AddOnPricing; gstPercent: number },
  { quantity, departureDays: length }: { quantity: number; departureDays: number },
): AddOnLineAmounts {
  for (const [name, value] of Object.entries({ quantity, length, price: addOn.pricePaise, gst: addOn.gstPercent })) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number >= 0`);
  }
  const days = addOn.pricing === "per_traveller_day" ? length : 1;
  const netPaise = addOn.pricePaise * quantity * days;
  const gstPaise = Math.floor((netPaise * addOn.gstPercent + 50) / 100);
  return { days, netPaise, gstPaise, totalPaise: netPaise + gstPaise };
}

/** The last day an add-on can be bought for a departure starting on `startDate`. */
export function addOnClosesOn(startDate: IsoDate, closesDaysBefore: number): IsoDate {
  return addDays(startDate, -closesDaysBefore);
}

export interface AddOnChoice {
  addOnId: number;
  quantity: number;
  /** "" for an add-on without sizes. */
  size: string;
}

/**
 * The choices as one line per add-on and size (repeats added together, quantity 0 dropped), or what
 * is wrong with them: a negative or fractional quantity, more travellers on one add-on than the
 * booking has.
 */
export function normaliseAddOnChoices(
  choices: readonly { addOnId: number; quantity: number; size?: string | null }[],
  travellerCount: number,
): { ok: true; lines: AddOnChoice[] } | { ok: false; index: number; message: string } {
  const lines = new Map<string, AddOnChoice>();
  const perAddOn = new Map<number, number>();
  for (const [index, choice] of choices.entries()) {
    if (!Number.isSafeInteger(choice.quantity) || choice.quantity < 0) {
      return { ok: false, index, message: "A quantity is a whole number of travellers, 0 or more." };
    }
    const size = (choice.size ?? "").trim();
    const key = `${choice.addOnId}\u0000${size}`;
    const line = lines.get(key) ?? { addOnId: choice.addOnId, quantity: 0, size };
    line.quantity += choice.quantity;
    lines.set(key, line);
    const total = (perAddOn.get(choice.addOnId) ?? 0) + choice.quantity;
    perAddOn.set(choice.addOnId, total);
    if (total > travellerCount) {
      return {
        ok: false,
        index,
        message: `An add-on is taken at most once per traveller: this booking has ${travellerCount}.`,
      };
    }
  }
  return { ok: true, lines: [...lines.values()].filter((line) => line.quantity > 0) };
}

// ─── The back office: a trip's add-on as staff define it ────────────────────────────────

export interface AddOnDefinition {
  trekId: number;
  name: string;
  description: string;
  pricePaise: number;
  pricing: AddOnPricing;
  gstPercent: number;
  /** Its SAC or HSN code (4 to 8 digits), printed on its invoice line; left out: kept, or 999799 for a new one. */
  sac?: string;
  sizes: string[];
  stockPerDeparture: number | null;
  closesDaysBefore: number;
  active: boolean;
}

/**
 * What is wrong with an add-on's definition, field by field (empty when nothing is): the API refuses
 * with these, and the back office's form checks them before sending.
 */
export function addOnProblems(input: AddOnDefinition): Partial<Record<keyof AddOnDefinition, string>> {
  const problems: Partial<Record<keyof AddOnDefinition, string>> = {};
  if (input.name.trim().length < 2 || input.name.trim().length > 80) problems.name = "A name is 2 to 80 characters.";
  if (input.description.trim().length > 500) problems.description = "A description is at most 500 characters.";
  if (!Number.isSafeInteger(input.pricePaise) || input.pricePaise <= 0 || input.pricePaise > 10_000_000) {
    problems.pricePaise = "A price is more than ₹0 and at most ₹1,00,000, to the paisa.";
  }
  if (!Number.isInteger(input.gstPercent) || input.gstPercent < 0 || input.gstPercent > 28) {
    problems.gstPercent = "A GST rate is a whole percent from 0 to 28.";
  }
  if (input.sac !== undefined && !/^\d{4,8}$/.test(input.sac.trim())) {
    problems.sac = "A SAC or HSN code is 4 to 8 digits, like 997326.";
  }
  const sizes = input.sizes.map((size) => size.trim());
  if (sizes.some((size) => size.length === 0 || size.length > 12) || new Set(sizes).size !== sizes.length) {
    problems.sizes = "Sizes are 1 to 12 characters each, none repeated.";
  } else if (sizes.length > 12) problems.sizes = "At most 12 sizes.";
  if (input.stockPerDeparture !== null && (!Number.isInteger(input.stockPerDeparture) || input.stockPerDeparture < 0)) {
    problems.stockPerDeparture = "A stock is a whole number, 0 or more (leave it empty for no limit).";
  }
  if (!Number.isInteger(input.closesDaysBefore) || input.closesDaysBefore < 0 || input.closesDaysBefore > 90) {
    problems.closesDaysBefore = "Sales close 0 to 90 days before the start.";
  }
  return problems;
}
