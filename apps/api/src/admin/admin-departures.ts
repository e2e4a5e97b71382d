// Departures and prices as the trip desk edits them: list a trip's departures with their
// seats and per-package prices, add one or a weekly series, edit dates, seats and prices, close or
// reopen sales, and edit a package's price and visibility. Written to the mutation template
// (docs/decisions/0007-mutation-template.md): each use case decides and writes in one transaction,
// records itself in the audit log there, and answers with an outcome.
//
// The database rules still hold: a departure's seats never drop below those taken (capacity less
// the seats left: sold or held), checked with the departure's row locked so no booking slips in
// between. Closing sales disables every package price of the departure (the public trek page and
// createBooking offer only departures with an enabled price), and reopening restores the flags it
// had when it was closed (from the audit row of the closing), so no schema change was needed.
import type { Database, Transaction } from "@parvat/db/client";
import { auditLog, eventPrices, events, packages, treks } from "@parvat/db/schema";
import type { IsoDate } from "@parvat/domain/business-dates";
import type { PlannedDeparture } from "@parvat/domain/departure-series";
import { and, asc, count, desc, eq, gte, inArray, ne, sql } from "drizzle-orm";
import type { Viewer } from "../accounts/accounts.ts";
import { recordAudit } from "../audit/audit.ts";
import { offerFreeSeats } from "../booking-lifecycle/seats.ts";

export interface PackagePriceInput {
  packageId: number;
  enabled: boolean;
  /** Whole rupees per traveller; null: the package's own price. */
  price: number | null;
}

export interface DepartureSnapshot {
  trekId: number;
  startDate: IsoDate;
  endDate: IsoDate;
  capacity: number;
  availableSeats: number;
  prices: PackagePriceInput[];
}

interface StaffScope {
  db: Database;
  viewer: Viewer;
  /** The clock of waitlist offers; tests move it. */
  now?: () => Date;
}

// ─── Reading ────────────────────────────────────────────────────────────────────────────

export interface AdminTripSummary {
  id: number;
  slug: string;
  name: string;
  type: string;
  status: string;
  upcomingDepartures: number;
  nextDeparture: IsoDate | null;
}

/** Every trip with how many departures it has from today. */
export async function listTrips(db: Database, today: IsoDate): Promise<AdminTripSummary[]> {
  const upcoming = db
    .select({
      trekId: events.trekId,
      departures: count().as("departures"),
      next: sql<IsoDate>`min(${events.startDate})::text`.as("next"),
    })
    .from(events)
    .where(gte(events.startDate, today))
    .groupBy(events.trekId)
    .as("upcoming");
  const rows = await db
    .select({
      id: treks.id,
      slug: treks.slug,
      name: treks.name,
      type: treks.type,
      status: treks.status,
      upcomingDepartures: sql<number>`coalesce(${upcoming.departures}, 0)::int`,
      nextDeparture: upcoming.next,
    })
    .from(treks)
    .leftJoin(upcoming, eq(upcoming.trekId, treks.id))
    .orderBy(asc(treks.name));
  return rows.map((row) => ({ ...row, nextDeparture: row.nextDeparture ?? null }));
}

export interface AdminDeparture extends DepartureSnapshot {
  id: number;
}

export interface AdminTrip {
  id: number;
  slug: string;
  name: string;
  type: string;
  status: string;
  packages: {
    id: number;
    name: string;
    price: number;
    originalPrice: number | null;
    hide: boolean;
    priority: number;
  }[];
  departures: AdminDeparture[];
}

/** How far back a trip's screen lists departures: the ones just run, for questions about them. */
export const PAST_DEPARTURE_DAYS = 30;

/** A trip with its packages and its departures from `from` on (one relational query). */
export async function tripForAdmin(db: Database, trekId: number, from: IsoDate): Promise<AdminTrip | null> {
  const trip = await db.query.treks.findFirst({
    where: { id: trekId },
    columns: { id: true, slug: true, name: true, type: true, status: true },
    with: {
      packages: {
        columns: { id: true, name: true, price: true, originalPrice: true, hide: true, priority: true },
        orderBy: { priority: "asc", id: "asc" },
      },
      events: {
        where: { startDate: { gte: from } },
        columns: { id: true, trekId: true, startDate: true, endDate: true, capacity: true, availableSeats: true },
        orderBy: { startDate: "asc", id: "asc" },
        with: { prices: { columns: { packageId: true, enabled: true, price: true }, orderBy: { packageId: "asc" } } },
      },
    },
  });
  if (!trip) return null;
  const { events: departures, ...rest } = trip;
  return { ...rest, departures };
}

async function snapshot(tx: Transaction, eventId: number, lock = false): Promise<AdminDeparture | null> {
  const query = tx
    .select({
      id: events.id,
      trekId: events.trekId,
      startDate: events.startDate,
      endDate: events.endDate,
      capacity: events.capacity,
      availableSeats: events.availableSeats,
    })
    .from(events)
    .where(eq(events.id, eventId));
  // NO KEY UPDATE, as lockDeparture (waitlist/offers.ts) says why.
  const [row] = lock ? await query.for("no key update") : await query;
  if (!row) return null;
  const prices = await tx
    .select({ packageId: eventPrices.packageId, enabled: eventPrices.enabled, price: eventPrices.price })
    .from(eventPrices)
    .where(eq(eventPrices.eventId, eventId))
    .orderBy(asc(eventPrices.packageId));
  return { ...row, prices };
}

const withoutId = ({ id: _id, ...rest }: AdminDeparture): DepartureSnapshot => rest;

/** Whether every package named belongs to the trip. */
async function packagesOfTrip(tx: Transaction, trekId: number, prices: readonly PackagePriceInput[]) {
  const ids = [...new Set(prices.map((price) => price.packageId))];
  if (ids.length !== prices.length) return false;
  if (ids.length === 0) return true;
  const [row] = await tx
    .select({ found: count() })
    .from(packages)
    .where(and(eq(packages.trekId, trekId), inArray(packages.id, ids)));
  return row?.found === ids.length;
}

async function writePrices(tx: Transaction, eventId: number, trekId: number, prices: readonly PackagePriceInput[]) {
  if (prices.length === 0) return;
  await tx
    .insert(eventPrices)
    .values(prices.map((price) => ({ eventId, trekId, ...price })))
    .onConflictDoUpdate({
      target: [eventPrices.eventId, eventPrices.packageId],
      set: { enabled: sql`excluded.enabled`, price: sql`excluded.price` },
    });
}

// ─── Creating departures ────────────────────────────────────────────────────────────────

export type CreateDeparturesOutcome =
  | { ok: true; created: AdminDeparture[]; skippedDates: IsoDate[] }
  | { ok: false; reason: "unknown-trip" | "unknown-package" }
  | { ok: false; reason: "dates-taken"; dates: IsoDate[] };

/**
 * New departures of one trip, all with the same seats and prices: one date or a series. Dates the
 * trip already departs on are skipped (and named); when every date is taken, nothing is created.
 */
export async function createDepartures(
  { db, viewer }: StaffScope,
  input: {
    trekId: number;
    departures: readonly PlannedDeparture[];
    capacity: number;
    prices: readonly PackagePriceInput[];
    /** For the audit row: how the dates were chosen, e.g. { weekday, from, to }. */
    series?: Record<string, unknown>;
  },
): Promise<CreateDeparturesOutcome> {
  return db.transaction(async (tx): Promise<CreateDeparturesOutcome> => {
    const [trip] = await tx.select({ id: treks.id }).from(treks).where(eq(treks.id, input.trekId));
    if (!trip) return { ok: false, reason: "unknown-trip" };
    if (!(await packagesOfTrip(tx, input.trekId, input.prices))) return { ok: false, reason: "unknown-package" };
    const inserted = await tx
      .insert(events)
      .values(
        input.departures.map((departure) => ({
          trekId: input.trekId,
          ...departure,
          capacity: input.capacity,
          availableSeats: input.capacity,
        })),
      )
      .onConflictDoNothing({ target: [events.trekId, events.startDate] })
      .returning({ id: events.id, startDate: events.startDate });
    const createdDates = new Set(inserted.map((row) => row.startDate));
    const skippedDates = input.departures.map((d) => d.startDate).filter((date) => !createdDates.has(date));
    if (inserted.length === 0) return { ok: false, reason: "dates-taken", dates: skippedDates };
    const created: AdminDeparture[] = [];
    for (const { id } of inserted) {
      await writePrices(tx, id, input.trekId, input.prices);
      const after = (await snapshot(tx, id))!;
      created.push(after);
      await recordAudit(tx, {
        staffUserId: viewer.userId,
        action: "create-departure",
        entity: "event",
        entityId: String(id),
        before: null,
        after: { ...withoutId(after), ...(input.series ? { series: input.series } : {}) },
      });
    }
    return { ok: true, created, skippedDates };
  });
}

// ─── Editing a departure ────────────────────────────────────────────────────────────────

export type UpdateDepartureOutcome =
  | { ok: true; departure: AdminDeparture }
  | { ok: false; reason: "unknown-departure" | "unknown-package" }
  | { ok: false; reason: "date-taken"; startDate: IsoDate }
  | { ok: false; reason: "capacity-below-taken"; seatsTaken: number };

/** New dates, seats and package prices for a departure; its seats left follow its capacity. */
export async function updateDeparture(
  { db, viewer, now = () => new Date() }: StaffScope,
  eventId: number,
  input: { departure: PlannedDeparture; capacity: number; prices: readonly PackagePriceInput[] },
): Promise<UpdateDepartureOutcome> {
  return db.transaction(async (tx): Promise<UpdateDepartureOutcome> => {
    // Locked: a booking taking seats now waits, so the seats taken cannot change under this check.
    const before = await snapshot(tx, eventId, true);
    if (!before) return { ok: false, reason: "unknown-departure" };
    if (!(await packagesOfTrip(tx, before.trekId, input.prices))) return { ok: false, reason: "unknown-package" };
    // Seats offered to the waitlist count as taken: they are kept for the travellers offered them.
    const seatsTaken = before.capacity - before.availableSeats;
    if (input.capacity < seatsTaken) return { ok: false, reason: "capacity-below-taken", seatsTaken };
    const { startDate, endDate } = input.departure;
    if (startDate !== before.startDate) {
      const [clash] = await tx
        .select({ id: events.id })
        .from(events)
        .where(and(eq(events.trekId, before.trekId), eq(events.startDate, startDate), ne(events.id, eventId)));
      if (clash) return { ok: false, reason: "date-taken", startDate };
    }
    await tx
      .update(events)
      .set({ startDate, endDate, capacity: input.capacity, availableSeats: input.capacity - seatsTaken })
      .where(eq(events.id, eventId));
    await writePrices(tx, eventId, before.trekId, input.prices);
    // Seats added go first to the waitlist, as seats that come back do.
    if (input.capacity > before.capacity) await offerFreeSeats(tx, eventId, now());
    const after = (await snapshot(tx, eventId))!;
    await recordAudit(tx, {
      staffUserId: viewer.userId,
      action: "update-departure",
      entity: "event",
      entityId: String(eventId),
      before: withoutId(before),
      after: withoutId(after),
    });
    return { ok: true, departure: after };
  });
}

// ─── Closing and reopening sales ────────────────────────────────────────────────────────

/** A departure is on sale while at least one of its package prices is enabled. */
export function salesOpen(departure: Pick<DepartureSnapshot, "prices">): boolean {
  return departure.prices.some((price) => price.enabled);
}

export type SetSalesOutcome = { ok: true; departure: AdminDeparture } | { ok: false; reason: "unknown-departure" };

/**
 * Closes sales (every package price of the departure disabled) or reopens them: the flags from
 * before the last closing come back, or, when there is none on record, every package is enabled.
 */
export async function setDepartureSales(
  { db, viewer, now = () => new Date() }: StaffScope,
  eventId: number,
  open: boolean,
): Promise<SetSalesOutcome> {
  return db.transaction(async (tx): Promise<SetSalesOutcome> => {
    const before = await snapshot(tx, eventId, true);
    if (!before) return { ok: false, reason: "unknown-departure" };
    if (!open) {
      await tx.update(eventPrices).set({ enabled: false }).where(eq(eventPrices.eventId, eventId));
    } else if (!salesOpen(before)) {
      const restored = await flagsBeforeClosing(tx, eventId);
      const enabledIds = restored?.filter((price) => price.enabled).map((price) => price.packageId) ?? [];
      await tx
        .update(eventPrices)
        .set({ enabled: true })
        .where(
          and(
            eq(eventPrices.eventId, eventId),
            enabledIds.length > 0 ? inArray(eventPrices.packageId, enabledIds) : undefined,
          ),
        );
    }
    // Seats that came back while sales were closed were offered to nobody (an offer is a promise to
    // sell): reopened, they go to the waitlist first.
    if (open) await offerFreeSeats(tx, eventId, now());
    const after = (await snapshot(tx, eventId))!;
    await recordAudit(tx, {
      staffUserId: viewer.userId,
      action: open ? "reopen-sales" : "close-sales",
      entity: "event",
      entityId: String(eventId),
      before: withoutId(before),
      after: withoutId(after),
    });
    return { ok: true, departure: after };
  });
}

/** The package prices as they were just before the departure's last closing with sales open. */
async function flagsBeforeClosing(tx: Transaction, eventId: number): Promise<PackagePriceInput[] | null> {
  const closings = await tx
    .select({ before: auditLog.before })
    .from(auditLog)
    .where(
      and(eq(auditLog.entity, "event"), eq(auditLog.entityId, String(eventId)), eq(auditLog.action, "close-sales")),
    )
    .orderBy(desc(auditLog.id))
    .limit(10);
  // A closing of a departure already closed recorded nothing worth restoring: look further back.
  for (const { before } of closings) {
    const prices = (before as Partial<DepartureSnapshot> | null)?.prices;
    if (prices && salesOpen({ prices })) return prices;
  }
  return null;
}

// ─── Packages ───────────────────────────────────────────────────────────────────────────

export interface PackageSnapshot {
  trekId: number;
  name: string;
  price: number;
  originalPrice: number | null;
  hide: boolean;
}

export type UpdatePackageOutcome =
  | { ok: true; package: PackageSnapshot & { id: number } }
  | { ok: false; reason: "unknown-package" };

/** A package's price (whole rupees), its struck-through price and whether it is hidden. */
export async function updatePackage(
  { db, viewer }: StaffScope,
  packageId: number,
  input: { price: number; originalPrice: number | null; hide: boolean },
): Promise<UpdatePackageOutcome> {
  return db.transaction(async (tx): Promise<UpdatePackageOutcome> => {
    const columns = {
      trekId: packages.trekId,
      name: packages.name,
      price: packages.price,
      originalPrice: packages.originalPrice,
      hide: packages.hide,
    };
    const [before] = await tx.select(columns).from(packages).where(eq(packages.id, packageId)).for("update");
    if (!before) return { ok: false, reason: "unknown-package" };
    const [after] = await tx.update(packages).set(input).where(eq(packages.id, packageId)).returning(columns);
    await recordAudit(tx, {
      staffUserId: viewer.userId,
      action: "update-package",
      entity: "package",
      entityId: String(packageId),
      before,
      after,
    });
    return { ok: true, package: { id: packageId, ...after! } };
  });
}
