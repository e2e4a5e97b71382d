// Departures of the demo, generated relative to today so the demo never goes stale. Pure and
// deterministic: the same content and the same today always give the same dates, seats and prices.
import { addDays, daysBetween, type IsoDate, monthOf, weekdayOf } from "@parvat/domain/business-dates";
import { seededRandom } from "@parvat/media/seeded-random";
import { type DepartureInput, packageDayCount } from "../factories/catalog.ts";
import type { DemoDepartures, DemoTrek } from "./types.ts";

export const DEFAULT_HORIZON_DAYS = 300;
/** Every active trip keeps at least one bookable departure this soon, when its season allows. */
export const BOOKABLE_WITHIN_DAYS = 90;
/** A fixed Monday: week numbers count from it, so "every second week" does not shift with today. */
const WEEK_ANCHOR = "2024-01-01";

/** Start dates: every matching weekday in the season, from tomorrow to the end of the horizon. */
export function departureDates(rule: DemoDepartures, today: IsoDate): IsoDate[] {
  const dates: IsoDate[] = [];
  const every = Math.max(1, rule.everyWeeks ?? 1);
  const horizon = rule.horizonDays ?? DEFAULT_HORIZON_DAYS;
  for (let offset = 1; offset <= horizon; offset++) {
    const date = addDays(today, offset);
    if (!rule.months.includes(monthOf(date)) || !rule.weekdays.includes(weekdayOf(date))) continue;
    if (Math.floor(daysBetween(WEEK_ANCHOR, date) / 7) % every !== 0) continue;
    dates.push(date);
  }
  return dates;
}

/**
 * Seats left, seeded by the trip and the date. Near departures fill up: within a month about a
 * quarter are sold out and a third have 1 to 4 seats left; far ones mostly have plenty.
 */
export function seatsFor(slug: string, startDate: IsoDate, capacity: number, today: IsoDate): number {
  const random = seededRandom(`${slug}|${startDate}`);
  const roll = random();
  const spread = random();
  const ahead = daysBetween(today, startDate);
  const demand = ahead <= 30 ? 1 : ahead <= BOOKABLE_WITHIN_DAYS ? 0.5 : ahead <= 180 ? 0.2 : 0.05;
  if (roll < 0.25 * demand) return 0;
  if (roll < 0.6 * demand) return Math.min(capacity, 1 + Math.floor(spread * 4));
  return plentyOfSeats(capacity, spread);
}

function plentyOfSeats(capacity: number, spread: number): number {
  return Math.min(capacity, Math.max(5, Math.round(capacity * (0.35 + 0.65 * spread))));
}

/** Price entries of one departure: off where a package is unavailable that weekday; peak months cost more. */
export function priceEntries(trek: Pick<DemoTrek, "packages" | "departures">, startDate: IsoDate) {
  const rule = trek.departures;
  const weekday = weekdayOf(startDate);
  const peak = rule.peak?.months.includes(monthOf(startDate)) ? rule.peak.surcharge : null;
  return trek.packages.map((pack, index) => ({
    package: index,
    enabled: !rule.unavailable?.some((entry) => entry.package === index && entry.weekdays.includes(weekday)),
    price: peak === null ? null : pack.price + peak,
  }));
}

/**
 * Departures of every trek, by slug. After the per-departure roll, two guarantees: every active
 * trek with a departure in the next 90 days can be booked on one of them, and the demo as a whole
 * shows at least one sold-out departure and one with few seats left.
 */
export function planDepartures(treks: readonly DemoTrek[], today: IsoDate): Map<string, DepartureInput[]> {
  const plan = new Map<string, DepartureInput[]>();
  for (const trek of treks) {
    const days = Math.max(1, packageDayCount(trek.packages[0]?.schedule ?? []));
    const { capacity } = trek.departures;
    const departures = departureDates(trek.departures, today).map((startDate) => ({
      startDate,
      endDate: addDays(startDate, days - 1),
      capacity,
      availableSeats: seatsFor(trek.slug, startDate, capacity, today),
      prices: priceEntries(trek, startDate),
    }));
    const soon = departures.filter((departure) => daysBetween(today, departure.startDate) <= BOOKABLE_WITHIN_DAYS);
    if ((trek.status ?? "active") === "active" && soon.length > 0 && soon.every((d) => d.availableSeats === 0)) {
      const last = soon[soon.length - 1]!;
      last.availableSeats = plentyOfSeats(capacity, seededRandom(`${trek.slug}|${last.startDate}|open`)());
    }
    plan.set(trek.slug, departures);
  }
  ensureSomewhere(plan, today, 0);
  ensureSomewhere(plan, today, 3);
  return plan;
}

/**
 * Makes sure some departure has exactly `seats` seats (0: sold out, 3: few left), taking it from
 * a trek that keeps another bookable departure soon, so the first guarantee still holds.
 */
function ensureSomewhere(plan: Map<string, DepartureInput[]>, today: IsoDate, seats: number) {
  const matches = (d: DepartureInput) =>
    seats === 0 ? d.availableSeats === 0 : d.availableSeats >= 1 && d.availableSeats <= 4;
  for (const departures of plan.values()) if (departures.some(matches)) return;
  const soon = (d: DepartureInput) => daysBetween(today, d.startDate) <= BOOKABLE_WITHIN_DAYS;
  for (const departures of plan.values()) {
    const open = departures.filter((d) => d.availableSeats > 4);
    const openSoon = open.filter(soon);
    // Never take a trek's last open departure of the next 90 days.
    const candidate = openSoon.length >= 2 ? openSoon[0] : open.find((d) => !soon(d));
    if (!candidate) continue;
    candidate.availableSeats = Math.min(seats, candidate.capacity);
    return;
  }
}
