// An audit row's change in words (the audit log and a booking's "changes by the trip desk"): each
// field that changed, named as the desk would say it, with its value before and after in words
// ("Paid: ₹6,000 -> ₹25,200", "Status: held -> part paid"). The row keeps its JSON as stored; this
// only reads it. Nested values are walked to their leaves ("Payment › Method"); a list of records
// is walked by what identifies each one (a package's price by its package, a day by its number).

import { formatPaise } from "@parvat/domain/money-words";
import { paymentMethodLabel } from "@parvat/domain/payment-methods";
import { formatRupees } from "@parvat/domain/trek-pricing";

export interface AuditChange {
  /** The field in words, a path for nested ones: "Payment › Amount". */
  field: string;
  /** In words; null when the field did not exist on that side (created, or removed). */
  before: string | null;
  after: string | null;
}

/** What the words need from outside the row: the names behind the ids it mentions, by their key. */
export interface AuditWordsContext {
  /** assigneeId, packageId, trekId: id -> name. */
  names?: Partial<Record<NamedKey, ReadonlyMap<number, string>>>;
}

/** The keys whose ids are worded by a name looked up in the database (auditWordsContext). */
export const NAMED_KEYS = ["assigneeId", "packageId", "trekId"] as const;
export type NamedKey = (typeof NAMED_KEYS)[number];

const FIELD_LABELS: Readonly<Record<string, string>> = {
  // Bookings and money
  status: "Status",
  paidPaise: "Paid",
  payment: "Payment",
  amountPaise: "Amount",
  method: "Method",
  reference: "Reference",
  note: "Note",
  ledgerId: "Ledger entry",
  refund: "Refund",
  refundPaise: "Refund",
  ruleRefundPaise: "Refund by the rule",
  rule: "Rule",
  overridden: "Rule overridden",
  reason: "Reason",
  // Departures and packages
  trekId: "Trip",
  startDate: "Start date",
  endDate: "End date",
  capacity: "Seats",
  availableSeats: "Seats left",
  prices: "Prices",
  packageId: "Package",
  enabled: "On sale",
  price: "Price",
  originalPrice: "Struck-through price",
  hide: "Hidden",
  series: "Series",
  // Enquiries
  assigneeId: "Assigned to",
  // Quotations
  inquiryId: "Enquiry",
  slug: "Link",
  duplicateOf: "Copy of quotation",
  draft: "Quotation",
  tripTitle: "Trip title",
  tripSubtitle: "Subtitle",
  campsiteId: "Team and policies",
  basePrice: "Base price",
  travelDate: "Travel date",
  expiryDate: "Valid until",
  pax: "Travellers",
  rooms: "Rooms",
  meals: "Meals",
  showPriceFor: "Price quoted",
  priceInclusiveOfTaxes: "Prices include GST",
  bookingAmount: "Booking amount",
  inclusions: "Included",
  exclusions: "Not included",
  transport: "Transport",
  airportTransfer: "Airport transfers",
  privateVehicleSightseeing: "Private vehicle for sightseeing",
  sharedTransfers: "Shared (SIC) transfers",
  days: "Days",
  activities: "Activities",
  activityId: "Activity",
  included: "Included",
  options: "Hotel options",
  stayPrice: "Stay per traveller",
  properties: "Properties",
  propertyId: "Property",
  typedIn: "Typed in",
  location: "Location",
  starCategory: "Stars",
  roomType: "Room",
  daysDetail: "Nights",
  selectedOption: "Option shown first",
  title: "Title",
  description: "Plan",
  name: "Name",
};

/** One record of a list: a departure's price by its package ("Package 12"), others by place ("Day 2"). */
const ITEM_NAMES: Readonly<Record<string, string>> = {
  days: "Day",
  options: "Option",
  properties: "Property",
  activities: "Activity",
  prices: "Package",
};

function itemLabel(listKey: string, item: unknown, index: number, context: AuditWordsContext): string {
  const noun = ITEM_NAMES[listKey] ?? "Item";
  if (listKey === "prices" && isRecord(item) && typeof item.packageId === "number") {
    return context.names?.packageId?.get(item.packageId) ?? `${noun} ${item.packageId}`;
  }
  return `${noun} ${index + 1}`;
}

/** Whole-rupee amounts (prices a planner types); amounts in paise end in "Paise". */
const RUPEE_KEYS = new Set(["price", "originalPrice", "basePrice", "stayPrice", "bookingAmount", "prices"]);

type Leaf = string | number | boolean | null;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** "balanceDueDays" as "Balance due days". */
function humanise(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const labelOf = (key: string) => FIELD_LABELS[key] ?? humanise(key);

/** Internal ids that say nothing to the desk (a ledger row's id): left out of the words. */
const UNSAID_KEYS = new Set(["ledgerId"]);

/** The order fields are said in: as FIELD_LABELS lists them (status and money first), unknown ones last. */
const FIELD_ORDER = new Map(Object.keys(FIELD_LABELS).map((key, index) => [key, index]));

/** The value's leaves by their path ("Payment › Amount"), each with the key that says how to word it. */
type Leaves = Map<string, { key: string; depth: number; value: Leaf | Leaf[] }>;

function leavesOf(value: unknown, path: string[], key: string, into: Leaves, context: AuditWordsContext) {
  if (UNSAID_KEYS.has(key)) return;
  if (Array.isArray(value)) {
    if (value.every((item) => !isRecord(item) && !Array.isArray(item))) {
      into.set(path.join(" › "), { key, depth: path.length, value: value as Leaf[] });
      return;
    }
    value.forEach((item, index) => {
      leavesOf(item, [...path, itemLabel(key, item, index, context)], key, into, context);
    });
    return;
  }
  if (isRecord(value)) {
    for (const [child, childValue] of Object.entries(value)) {
      leavesOf(childValue, [...path, labelOf(child)], child, into, context);
    }
    return;
  }
  if (path.length > 0) into.set(path.join(" › "), { key, depth: path.length, value: (value ?? null) as Leaf });
}

const longDate = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

function paise(amount: number): string {
  return amount % 100 === 0
    ? formatPaise(amount)
    : `₹${(amount / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

function wordOf(key: string, value: Leaf, context: AuditWordsContext): string {
  if (value === null || value === "") return "none";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "number") {
    if (key.endsWith("Paise")) return paise(value);
    if (RUPEE_KEYS.has(key)) return formatRupees(value);
    if ((NAMED_KEYS as readonly string[]).includes(key)) {
      return context.names?.[key as NamedKey]?.get(value) ?? `#${value}`;
    }
    if (key === "selectedOption") return `option ${value + 1}`;
    return String(value);
  }
  if (key === "method") return paymentMethodLabel(value);
  if (key === "status") return value.replaceAll("_", " ");
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return longDate.format(new Date(`${value}T00:00:00Z`));
  return value;
}

function wordsOf(key: string, value: Leaf | Leaf[] | undefined, context: AuditWordsContext): string | null {
  if (value === undefined) return null;
  if (Array.isArray(value)) return value.length === 0 ? "none" : value.map((v) => wordOf(key, v, context)).join("; ");
  return wordOf(key, value, context);
}

/**
 * Every field that differs between before and after, in words: the entity's own fields first, in
 * FIELD_LABELS' order (jsonb keeps keys in an order of its own: shortest first), then nested ones.
 */
export function auditChanges(before: unknown, after: unknown, context: AuditWordsContext = {}): AuditChange[] {
  const was: Leaves = new Map();
  const now: Leaves = new Map();
  leavesOf(before, [], "", was, context);
  leavesOf(after, [], "", now, context);
  const fields = [...new Set([...now.keys(), ...was.keys()])];
  const changed = fields.flatMap((field, index) => {
    const old = was.get(field);
    const next = now.get(field);
    if (old && next && JSON.stringify(old.value) === JSON.stringify(next.value)) return [];
    const { key, depth } = (next ?? old)!;
    const change = { field, before: wordsOf(key, old?.value, context), after: wordsOf(key, next?.value, context) };
    const own = depth === 1;
    return [{ change, rank: own ? (FIELD_ORDER.get(key) ?? FIELD_ORDER.size) : FIELD_ORDER.size + 1, index }];
  });
  changed.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return changed.map((entry) => entry.change);
}

/** The ids under NAMED_KEYS anywhere in the rows' JSON, to look their names up once for a page of rows. */
export function namedIdsIn(values: readonly unknown[]): Record<NamedKey, number[]> {
  const found: Record<NamedKey, Set<number>> = { assigneeId: new Set(), packageId: new Set(), trekId: new Set() };
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (isRecord(value)) {
      for (const [key, child] of Object.entries(value)) {
        if (typeof child === "number" && key in found) found[key as NamedKey].add(child);
        else walk(child);
      }
    }
  };
  values.forEach(walk);
  return { assigneeId: [...found.assigneeId], packageId: [...found.packageId], trekId: [...found.trekId] };
}
