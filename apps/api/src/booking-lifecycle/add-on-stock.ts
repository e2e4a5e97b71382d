// Add-on units on a departure (add_on_stock), taken the way seats are: one conditional UPDATE per
// add-on and size (`sold + n <= stock`), in a fixed order (add-on id, then size) so that two bookings
// never deadlock. The stock follows the add-on's stock per departure when staff change it; units sold
// stay sold, so a stock lowered below what is sold sells nothing more until enough units come back,
// and units that come back never reopen more than the stock (available = stock - sold).
import type { Transaction } from "@parvat/db/client";
import { addOnStock, addOns, bookingAddOns, bookings } from "@parvat/db/schema";
import { LIVE_BOOKING_STATUSES } from "@parvat/domain/booking";
import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";

export interface StockKey {
  addOnId: number;
  eventId: number;
  size: string;
}

const keyOf = (key: StockKey) =>
  and(eq(addOnStock.addOnId, key.addOnId), eq(addOnStock.eventId, key.eventId), eq(addOnStock.size, key.size));

/** The column the release before `stock` and `sold` reads (docs/decisions/0016): what is left, never below 0. */
const availableAfter = (sold: ReturnType<typeof sql>) => sql`greatest(0, ${addOnStock.stock} - (${sold}))`;

/**
 * The units of one add-on and size that live bookings hold on a departure: what a stock row starts
 * from when the departure first sells the add-on with a stock limit.
 */
function liveUnits(key: StockKey) {
  return sql`(select coalesce(sum(${bookingAddOns.quantity}), 0) from ${bookingAddOns} inner join ${bookings} on ${bookings.id} = ${bookingAddOns.bookingId} where ${bookingAddOns.addOnId} = ${key.addOnId} and ${bookingAddOns.eventId} = ${key.eventId} and ${bookingAddOns.size} = ${key.size} and ${bookings.status} in (${sql.join(
    LIVE_BOOKING_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )}))::int`;
}

/**
 * Takes `count` units when `stock - sold` allows, making the departure's row (from the add-on's stock
 * per departure) the first time. Answers false, taking nothing, when fewer are left.
 */
export async function takeAddOnUnits(tx: Transaction, key: StockKey, count: number, stock: number): Promise<boolean> {
  await tx
    .insert(addOnStock)
    .values({ ...key, stock, sold: liveUnits(key), available: sql`greatest(0, ${stock} - ${liveUnits(key)})` })
    .onConflictDoNothing();
  const [taken] = await tx
    .update(addOnStock)
    .set({ sold: sql`${addOnStock.sold} + ${count}`, available: availableAfter(sql`${addOnStock.sold} + ${count}`) })
    .where(and(keyOf(key), sql`${addOnStock.sold} + ${count} <= ${addOnStock.stock}`))
    .returning({ sold: addOnStock.sold });
  return taken !== undefined;
}

/** Gives `count` units back (a line taken off, a booking that ended). */
export async function giveBackAddOnUnits(tx: Transaction, key: StockKey, count: number): Promise<void> {
  await tx
    .update(addOnStock)
    .set({ sold: sql`${addOnStock.sold} - ${count}`, available: availableAfter(sql`${addOnStock.sold} - ${count}`) })
    .where(keyOf(key));
}

/** A booking's lines of add-ons with a stock limit, summed per add-on and size, in the locking order. */
function stockedLinesOf(tx: Transaction, bookingIds: readonly number[]) {
  return tx
    .select({
      addOnId: bookingAddOns.addOnId,
      eventId: bookingAddOns.eventId,
      size: bookingAddOns.size,
      quantity: sql<number>`sum(${bookingAddOns.quantity})::int`,
      stock: addOns.stockPerDeparture,
    })
    .from(bookingAddOns)
    .innerJoin(addOns, eq(addOns.id, bookingAddOns.addOnId))
    .where(and(inArray(bookingAddOns.bookingId, [...bookingIds]), isNotNull(addOns.stockPerDeparture)))
    .groupBy(bookingAddOns.addOnId, bookingAddOns.eventId, bookingAddOns.size, addOns.stockPerDeparture)
    .orderBy(asc(bookingAddOns.addOnId), asc(bookingAddOns.size));
}

/**
 * Gives back the units of bookings that ended (expired or cancelled): their lines stay, as the record
 * of what was sold, but no longer hold units. The lifecycle's changeStatus calls it.
 */
export async function returnAddOnStock(tx: Transaction, bookingIds: readonly number[]): Promise<void> {
  if (bookingIds.length === 0) return;
  for (const line of await stockedLinesOf(tx, bookingIds)) {
    await giveBackAddOnUnits(tx, line, Number(line.quantity));
  }
}

/**
 * Takes an expired booking's add-on units again (a late payment bringing it back): all of them or
 * none; answers whether it could.
 */
export async function retakeAddOnStock(tx: Transaction, bookingId: number): Promise<boolean> {
  const lines = await stockedLinesOf(tx, [bookingId]);
  const taken: typeof lines = [];
  for (const line of lines) {
    if (!(await takeAddOnUnits(tx, line, Number(line.quantity), line.stock!))) {
      for (const back of taken) await giveBackAddOnUnits(tx, back, Number(back.quantity));
      return false;
    }
    taken.push(line);
  }
  return true;
}

/**
 * Staff changed an add-on's stock per departure: every departure's stock follows (units sold stay
 * sold). Without a limit any more, the rows go: made again from live bookings if a limit comes back.
 */
export async function setAddOnStock(tx: Transaction, addOnId: number, stockPerDeparture: number | null) {
  if (stockPerDeparture === null) {
    await tx.delete(addOnStock).where(eq(addOnStock.addOnId, addOnId));
    return;
  }
  await tx
    .update(addOnStock)
    .set({ stock: stockPerDeparture, available: sql`greatest(0, ${stockPerDeparture} - ${addOnStock.sold})` })
    .where(eq(addOnStock.addOnId, addOnId));
}
