// What a booking costs: integer paise from whole-rupee catalogue prices, GST by trip type as its own
// line, a campaign's discount before GST, and how many may travel on one booking. Apart from the
// participant rules of booking.ts (which need zod), so that the trek and quotation pages can show the
// same figures the booking will have without shipping a validation library to every visitor.

/** Travellers per booking; larger groups talk to the trip desk. */
export const MAX_PARTICIPANTS = 12;

/**
 * GST by trip type, in percent. Tour operators charge 5% on the whole package (without input tax
 * credit); treks and group trips are sold the same way. A new trip type needs its line here.
 */
export const GST_PERCENT_BY_TRIP_TYPE: Record<string, number> = {
  trek: 5,
  "group-trip": 5,
  "tour-package": 5,
};

export function gstPercentFor(tripType: string): number {
  const percent = GST_PERCENT_BY_TRIP_TYPE[tripType];
  if (percent === undefined) throw new RangeError(`No GST rate for the trip type ${tripType}`);
  return percent;
}

/** Catalogue prices are whole rupees; every amount of a booking is integer paise. */
export function rupeesToPaise(rupees: number): number {
  if (!Number.isSafeInteger(rupees) || rupees < 0) throw new RangeError(`Not a price in whole rupees: ${rupees}`);
  return rupees * 100;
}

export interface BookingAmounts {
  pricePerPersonPaise: number;
  travellerCount: number;
  /** pricePerPersonPaise x travellerCount. */
  subtotalPaise: number;
  /** A campaign's offer (campaign-offer.ts), taken off the subtotal before GST; 0 without one. */
  discountPaise: number;
  gstPercent: number;
  /** On subtotalPaise - discountPaise; or, when gstIncluded, the GST inside it. */
  gstPaise: number;
  /** subtotalPaise - discountPaise + gstPaise; or, when gstIncluded, subtotalPaise - discountPaise. */
  totalPaise: number;
  /**
   * The price already contains its GST (a quotation "inclusive of taxes"): GST is not added on top,
   * and gstPaise says how much of the price it is.
   */
  gstIncluded: boolean;
}

/**
 * The amounts of a booking. GST is charged once on the subtotal (not per person) and rounded to the
 * nearest paisa, halves up; in integers: floor((subtotal x percent + 50) / 100). Prices in whole
 * rupees never need the rounding at a whole percent, but a rate such as 18% on odd paise would.
 * A campaign's discount comes off the subtotal first: GST is charged on what the
 * traveller pays for the trip, so total = subtotal - discount + GST on (subtotal - discount), which
 * is the database's bookings_amounts_add_up check.
 */
export function bookingAmounts({
  pricePerPersonPaise,
  travellerCount,
  gstPercent,
  discountPaise = 0,
}: {
  pricePerPersonPaise: number;
  travellerCount: number;
  gstPercent: number;
  discountPaise?: number;
}): BookingAmounts {
  for (const [name, value] of Object.entries({ pricePerPersonPaise, travellerCount, gstPercent, discountPaise })) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number >= 0`);
  }
  const subtotalPaise = pricePerPersonPaise * travellerCount;
  if (discountPaise > subtotalPaise) throw new RangeError("A discount cannot exceed the subtotal");
  const taxablePaise = subtotalPaise - discountPaise;
  const gstPaise = Math.floor((taxablePaise * gstPercent + 50) / 100);
  return {
    pricePerPersonPaise,
    travellerCount,
    subtotalPaise,
    discountPaise,
    gstPercent,
    gstPaise,
    totalPaise: taxablePaise + gstPaise,
    gstIncluded: false,
  };
}

/**
 * The amounts of a booking whose prices already include GST at `gstPercent` (a quotation priced
 * inclusive of taxes): the total is the price, and GST is the part of it taxInside finds.
 */
export function bookingAmountsTaxInclusive({
  pricePerPersonPaise,
  travellerCount,
  gstPercent,
}: {
  pricePerPersonPaise: number;
  travellerCount: number;
  gstPercent: number;
}): BookingAmounts {
  const withoutTax = bookingAmounts({ pricePerPersonPaise, travellerCount, gstPercent: 0 });
  return {
    ...withoutTax,
    gstPercent,
    gstPaise: taxInside(withoutTax.totalPaise, gstPercent).gstPaise,
    gstIncluded: true,
  };
}

/**
 * The tax inside an amount that includes GST at `gstPercent` (a payment, or a tax-inclusive price):
 * the taxable value is amount x 100 / (100 + percent) rounded to the nearest paisa, and GST the rest,
 * so the two lines of a receipt always add up to what was paid.
 */
export function taxInside(amountPaise: number, gstPercent: number): { taxablePaise: number; gstPaise: number } {
  // Integer rounding, halves up: floor((2 x amount x 100 + divisor) / (2 x divisor)).
  const divisor = 100 + gstPercent;
  const taxablePaise = Math.floor((2 * amountPaise * 100 + divisor) / (2 * divisor));
  return { taxablePaise, gstPaise: amountPaise - taxablePaise };
}

/**
 * GST within one state (the place of supply is the supplier's own state): half central (CGST),
 * half state (SGST), each at half the rate. An odd paisa goes to CGST, so the two add up to the GST.
 */
export function intraStateSplit(gstPaise: number): { cgstPaise: number; sgstPaise: number } {
  const sgstPaise = Math.floor(gstPaise / 2);
  return { cgstPaise: gstPaise - sgstPaise, sgstPaise };
}
