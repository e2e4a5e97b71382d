// The trip desk's quotation builder: what a planner fills in, checked, and the price of
// each hotel option worked out from it. A quotation stores one price per hotel option (price_details,
// whole rupees, SPEC.md section 4); the planner does not type that price but builds it from the live
// catalogue: the trip's package price per traveller, the option's stay (its own price per traveller)
// and the included activities at their catalogue prices. Optional activities are offered at their
// own price and stay out of the total. The booking the traveller makes from the chosen option is
// quotation-pricing.ts's quotationBookingAmounts, reused here so the builder shows the same totals.

import { type BookingAmounts, rupeesToPaise } from "./booking-amounts.ts";
import { isIsoDate } from "./business-dates.ts";
import { quotationBookingAmounts } from "./quotation-pricing.ts";

export const PRICE_FOR_CHOICES = ["per person", "per group"] as const;
export type PriceFor = (typeof PRICE_FOR_CHOICES)[number];

/** An activity of a day, with the price the catalogue gives it (rupees, per person or per group). */
export interface DraftActivity {
  activityId: number;
  included: boolean;
}

export interface DraftDay {
  title: string;
  description: string;
  activities: DraftActivity[];
}

/** A property outside the catalogue, as the planner types it in (a homestay, a new hotel). */
export interface TypedInProperty {
  name: string;
  location: string;
  /** 1 to 7 stars, or null for a stay that has none (a homestay, a camp). */
  starCategory: number | null;
}

/** A stay of a hotel option: a catalogue property (propertyId) or one typed in (typedIn), never both. */
export interface DraftProperty {
  propertyId: number | null;
  typedIn: TypedInProperty | null;
  meals: string;
  roomType: string;
  daysDetail: string;
}

/** How the traveller gets around, each line shown on the quotation as included or not. */
export interface DraftTransport {
  airportTransfer: boolean;
  privateVehicleSightseeing: boolean;
  /** Seat-in-coach transfers shared with other travellers. */
  sharedTransfers: boolean;
}

export const NO_TRANSPORT: DraftTransport = {
  airportTransfer: false,
  privateVehicleSightseeing: false,
  sharedTransfers: false,
};

/** A hotel option: its stay costs `stayPrice` rupees per traveller on top of the base price. */
export interface DraftOption {
  name: string;
  stayPrice: number;
  properties: DraftProperty[];
}

/** Everything a planner fills in for one quotation. Prices are whole rupees. */
export interface QuotationDraft {
  tripTitle: string;
  tripSubtitle: string | null;
  /** The regional team (campsite) whose policies the quotation shows; null until the planner chooses. */
  campsiteId: number | null;
  /** The catalogue package the days and base price came from; null when written freely. */
  packageId: number | null;
  /** Per traveller: the package's price, or what the planner writes. */
  basePrice: number;
  travelDate: string;
  expiryDate: string;
  pax: number;
  rooms: number;
  meals: string;
  showPriceFor: PriceFor;
  priceInclusiveOfTaxes: boolean;
  bookingAmount: number;
  inclusions: string[];
  exclusions: string[];
  transport: DraftTransport;
  days: DraftDay[];
  options: DraftOption[];
  /** Which option is shown first (an index into options). */
  selectedOption: number;
}

/** What the catalogue says an activity costs, by its id. */
export type ActivityPrices = ReadonlyMap<number, { price: number; priceFor: string }>;

export interface OptionTotal {
  name: string;
  /** The option's price as quoted and stored: per person or for the whole group (showPriceFor). */
  price: number;
  /** The booking accepting it makes: subtotal, GST and total in paise. */
  booking: Omit<BookingAmounts, "discountPaise">;
}

export interface QuotationTotals {
  /** Included activities for one traveller (rupees; a per-group activity's price shared out, rounded up). */
  activitiesPerPerson: number;
  options: OptionTotal[];
  /** The smallest option total in paise, which the booking amount must stay under. */
  lowestTotalPaise: number | null;
}

function isPerGroup(priceFor: string): boolean {
  return !/per\s*person/i.test(priceFor);
}

/**
 * What each traveller pays for the included activities. A per-person activity costs its price; a
 * per-group one (a private boat, a jeep) is shared by the party, rounded up to the rupee so the
 * quoted price never falls short of the catalogue's.
 */
export function includedActivitiesPerPerson(days: readonly DraftDay[], prices: ActivityPrices, pax: number): number {
  let total = 0;
  for (const day of days) {
    for (const activity of day.activities) {
      if (!activity.included) continue;
      const entry = prices.get(activity.activityId);
      if (!entry) throw new RangeError(`No catalogue price for the activity ${activity.activityId}`);
      total += isPerGroup(entry.priceFor) ? Math.ceil(entry.price / pax) : entry.price;
    }
  }
  return total;
}

/**
 * The price of every hotel option and the booking each makes. Per traveller, an option costs the
 * base price, its stay and the included activities; quoted "per group", that times the travellers.
 */
export function quotationTotals(draft: QuotationDraft, prices: ActivityPrices): QuotationTotals {
  const activitiesPerPerson = includedActivitiesPerPerson(draft.days, prices, draft.pax);
  const options = draft.options.map((option): OptionTotal => {
    const perPerson = draft.basePrice + option.stayPrice + activitiesPerPerson;
    const price = draft.showPriceFor === "per person" ? perPerson : perPerson * draft.pax;
    const {
      discountPaise: _none,
      bookingAmountPaise: _amount,
      ...booking
    } = quotationBookingAmounts({
      price,
      showPriceFor: draft.showPriceFor,
      pax: draft.pax,
      priceInclusiveOfTaxes: draft.priceInclusiveOfTaxes,
      bookingAmount: 0,
    });
    return { name: option.name, price, booking };
  });
  const lowestTotalPaise = options.length === 0 ? null : Math.min(...options.map((o) => o.booking.totalPaise));
  return { activitiesPerPerson, options, lowestTotalPaise };
}

/**
 * The draft as stored: text trimmed, empty inclusion and exclusion lines dropped. A draft saved
 * before the team, transport and typed-in properties existed reads as having none of them.
 */
export function tidyDraft(draft: QuotationDraft): QuotationDraft {
  const lines = (list: readonly string[]) => list.map((line) => line.trim()).filter(Boolean);
  return {
    ...draft,
    campsiteId: draft.campsiteId ?? null,
    transport: { ...NO_TRANSPORT, ...draft.transport },
    tripTitle: draft.tripTitle.trim(),
    tripSubtitle: draft.tripSubtitle?.trim() || null,
    meals: draft.meals.trim(),
    inclusions: lines(draft.inclusions),
    exclusions: lines(draft.exclusions),
    days: draft.days.map((day) => ({ ...day, title: day.title.trim(), description: day.description.trim() })),
    options: draft.options.map((option) => ({
      ...option,
      name: option.name.trim(),
      properties: option.properties.map((property) => ({
        ...property,
        propertyId: property.propertyId ?? null,
        typedIn: property.typedIn
          ? {
              name: property.typedIn.name.trim(),
              location: property.typedIn.location.trim(),
              starCategory: property.typedIn.starCategory ?? null,
            }
          : null,
        meals: property.meals.trim(),
        roomType: property.roomType.trim(),
        daysDetail: property.daysDetail.trim(),
      })),
    })),
  };
}

/** "3 nights, 4 days" from the number of days (a one-day trip has no night). */
export function durationText(days: number): string {
  if (days <= 1) return "1 day";
  const nights = days - 1;
  return `${nights} night${nights === 1 ? "" : "s"}, ${days} days`;
}

export const QUOTATION_LIMITS = {
  maxDays: 60,
  maxOptions: 6,
  maxPax: 99,
  maxPrice: 10_000_000,
  /** A typed-in property's name and location. */
  maxPlaceLength: 120,
} as const;

export type DraftErrors = Partial<Record<string, string>>;

const wholeRupees = (value: number) => Number.isSafeInteger(value) && value >= 0 && value <= QUOTATION_LIMITS.maxPrice;

/**
 * The planner's draft checked: the errors by field (the form shows each beside its field), or none.
 * `today` is the business day: a quotation cannot expire before it is sent, nor after the trip starts.
 */
export function checkQuotationDraft(draft: QuotationDraft, today: string): DraftErrors {
  const errors: DraftErrors = {};
  if (!draft.tripTitle.trim()) errors.tripTitle = "Give the trip a title.";
  if (!isIsoDate(draft.travelDate)) errors.travelDate = "Choose the travel date.";
  if (!isIsoDate(draft.expiryDate) || draft.expiryDate < today) errors.expiryDate = "Choose an expiry date from today.";
  else if (isIsoDate(draft.travelDate) && draft.expiryDate > draft.travelDate)
    errors.expiryDate = "The quotation must expire on or before the travel date.";
  if (!Number.isSafeInteger(draft.pax) || draft.pax < 1 || draft.pax > QUOTATION_LIMITS.maxPax)
    errors.pax = `Between 1 and ${QUOTATION_LIMITS.maxPax} travellers.`;
  if (!Number.isSafeInteger(draft.rooms) || draft.rooms < 0 || draft.rooms > QUOTATION_LIMITS.maxPax)
    errors.rooms = "Rooms cannot be negative.";
  if (!draft.meals.trim()) errors.meals = "Say which meals are included.";
  if (!(PRICE_FOR_CHOICES as readonly string[]).includes(draft.showPriceFor))
    errors.showPriceFor = "Per person or per group.";
  if (!wholeRupees(draft.basePrice)) errors.basePrice = "A price in whole rupees.";
  if (draft.days.length === 0 || draft.days.length > QUOTATION_LIMITS.maxDays)
    errors.days = `Between 1 and ${QUOTATION_LIMITS.maxDays} days.`;
  else if (draft.days.some((day) => !day.title.trim() || !day.description.trim()))
    errors.days = "Every day needs a title and a description.";
  if (draft.options.length === 0 || draft.options.length > QUOTATION_LIMITS.maxOptions)
    errors.options = `Between 1 and ${QUOTATION_LIMITS.maxOptions} hotel options.`;
  else if (draft.options.some((option) => !option.name.trim() || !wholeRupees(option.stayPrice)))
    errors.options = "Every hotel option needs a name and a stay price in whole rupees.";
  else if (!Number.isSafeInteger(draft.selectedOption) || !draft.options[draft.selectedOption])
    errors.options = "Choose the option shown first.";
  else {
    const propertyError = draft.options
      .flatMap((option) => option.properties)
      .map(propertyProblem)
      .find(Boolean);
    if (propertyError) errors.options = propertyError;
  }
  if (draft.campsiteId === null || !Number.isSafeInteger(draft.campsiteId) || draft.campsiteId < 1)
    errors.campsiteId = "Choose the team whose policies the quotation shows.";
  if (!wholeRupees(draft.bookingAmount)) errors.bookingAmount = "A booking amount in whole rupees.";
  return errors;
}

const STAR_CATEGORIES = [1, 2, 3, 4, 5, 6, 7] as const;

/** What is wrong with a stay of a hotel option, or null: a catalogue property or a typed-in one, complete. */
function propertyProblem(property: DraftProperty): string | null {
  const typedIn = property.typedIn;
  if ((property.propertyId === null) === (typedIn === null)) {
    return "Each stay is a property from the catalogue or one typed in, not both.";
  }
  if (typedIn) {
    const { maxPlaceLength } = QUOTATION_LIMITS;
    if (!typedIn.name.trim() || !typedIn.location.trim())
      return "Every property typed in needs its name and its location.";
    if (typedIn.name.trim().length > maxPlaceLength || typedIn.location.trim().length > maxPlaceLength)
      return `Keep a typed-in property's name and location within ${maxPlaceLength} characters.`;
    if (typedIn.starCategory !== null && !(STAR_CATEGORIES as readonly number[]).includes(typedIn.starCategory))
      return "A star category is from 1 to 7, or none.";
  }
  if (!property.roomType.trim() || !property.meals.trim()) return "Every stay needs its room and its meals.";
  return null;
}

/**
 * The booking amount against the totals: it must be less than the cheapest option's total, or the
 * traveller would be asked for the booking amount and then nothing (quotationBookingAmounts drops it).
 */
export function bookingAmountError(bookingAmount: number, totals: QuotationTotals): string | null {
  if (bookingAmount === 0 || totals.lowestTotalPaise === null) return null;
  return rupeesToPaise(bookingAmount) < totals.lowestTotalPaise
    ? null
    : "The booking amount must be less than the cheapest option's total.";
}
