// Add-ons on a booking: the offers of a departure with what is left of each, and the traveller's
// choice of them, priced by the server. Units are taken the way seats are, by the booking lifecycle's
// conditional UPDATEs (booking-lifecycle/add-on-stock.ts), in a fixed order (add-on id, then size) so
// that two choices never deadlock. The booking's row is locked first, so one booking's choices apply
// one after the other.
//
// Money: the booking's add_ons_paise is the sum of its lines and is part of its total, so add-ons are
// paid with the booking (full, booking amount then balance). Chosen after it was paid in full, they
// make it part paid again, with their price as its balance (and a deadline the traveller can meet when
// the trip's has passed): a booking that owes money is never confirmed, so it is reminded and payable.
// A cancellation refunds by the same tiers, since the tier is a share of everything received. Lines
// already paid for cannot be taken off by the traveller (the trip desk cancels them with the booking):
// a choice that would bring the total under what was received is refused.
import type { Database, Transaction } from "@parvat/db/client";
import { addOnStock, addOns, bookingAddOns, bookingAddOnTravellers, bookings, events } from "@parvat/db/schema";
import {
  type AddOnDefinition,
  type AddOnPricing,
  addOnClosesOn,
  addOnLineAmounts,
  addOnProblems,
  departureDays,
  normaliseAddOnChoices,
} from "@parvat/domain/add-ons";
import { type BookingStatus, isLiveStatus, LIVE_BOOKING_STATUSES } from "@parvat/domain/booking";
import { statusFromMoney } from "@parvat/domain/booking-lifecycle";
import type { IsoDate } from "@parvat/domain/business-dates";
import { formatPaise } from "@parvat/domain/money-words";
import { balanceDeadlineAfterChange } from "@parvat/domain/payments";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { recordAudit } from "../audit/audit.ts";
import { giveBackAddOnUnits, setAddOnStock, takeAddOnUnits } from "../booking-lifecycle/add-on-stock.ts";
import { balanceDeadlineOf, bookingState } from "../booking-lifecycle/booking-state.ts";
import { changeStatus } from "../booking-lifecycle/transitions.ts";
import { Refusal, refusable } from "../bookings/refusal.ts";
import type { Logger } from "../logger.ts";

/** An add-on as a departure offers it: its terms, when it closes and what is left per size. */
export interface AddOnOffer {
  id: number;
  name: string;
  description: string;
  pricePaise: number;
  pricing: AddOnPricing;
  gstPercent: number;
  sizes: string[];
  /** The last day it can be bought for this departure. */
  closesOn: IsoDate;
  open: boolean;
  /** Units left per size ('' without sizes); null when the add-on has no stock limit. */
  left: { size: string; available: number | null }[];
}

/** The active add-ons of a departure's trip, with their stock on that departure, in the trip's order. */
export async function addOnOffers(
  db: Database | Transaction,
  { eventId, today }: { eventId: number; today: IsoDate },
): Promise<AddOnOffer[]> {
  const [departure] = await db
    .select({ trekId: events.trekId, startDate: events.startDate })
    .from(events)
    .where(eq(events.id, eventId));
  if (!departure) return [];
  const [definitions, stock] = await Promise.all([
    db
      .select()
      .from(addOns)
      .where(and(eq(addOns.trekId, departure.trekId), eq(addOns.active, true)))
      .orderBy(asc(addOns.position), asc(addOns.id)),
    db.select().from(addOnStock).where(eq(addOnStock.eventId, eventId)),
  ]);
  const held = await liveQuantities(db, eventId);
  return definitions.map((addOn) => {
    const closesOn = addOnClosesOn(departure.startDate, addOn.closesDaysBefore);
    return {
      id: addOn.id,
      name: addOn.name,
      description: addOn.description,
      pricePaise: addOn.pricePaise,
      pricing: addOn.pricing as AddOnPricing,
      gstPercent: addOn.gstPercent,
      sizes: addOn.sizes,
      closesOn,
      open: today <= closesOn,
      left: stockBySize(addOn, stock, held).map(({ size, available }) => ({ size, available })),
    };
  });
}

/**
 * One add-on's units on one departure, per size ('' without sizes): those live bookings hold, and
 * those left (null without a stock limit). A departure nobody has bought it on yet has no stock row:
 * its whole stock is left.
 */
function stockBySize(
  addOn: Pick<typeof addOns.$inferSelect, "id" | "sizes" | "stockPerDeparture">,
  stock: readonly (typeof addOnStock.$inferSelect)[],
  held: readonly { addOnId: number; size: string; quantity: number }[],
) {
  const sizes = addOn.sizes.length > 0 ? addOn.sizes : [""];
  return sizes.map((size) => {
    const sold = held.find((entry) => entry.addOnId === addOn.id && entry.size === size)?.quantity ?? 0;
    if (addOn.stockPerDeparture === null) return { size, sold, available: null };
    const row = stock.find((entry) => entry.addOnId === addOn.id && entry.size === size);
    return { size, sold, available: Math.max(0, row ? row.stock - row.sold : addOn.stockPerDeparture - sold) };
  });
}

/**
 * For the back office: every add-on of a trip (withdrawn ones too), sold and left per size, on each of
 * its departures. Three queries for the whole trip, however many departures its screen lists.
 */
export async function addOnStockOfTrip(db: Database | Transaction, trekId: number) {
  const departuresOfTrip = db.select({ id: events.id }).from(events).where(eq(events.trekId, trekId));
  const [definitions, stock, held] = await Promise.all([
    db
      .select({ id: addOns.id, sizes: addOns.sizes, stockPerDeparture: addOns.stockPerDeparture })
      .from(addOns)
      .where(eq(addOns.trekId, trekId))
      .orderBy(asc(addOns.position), asc(addOns.id)),
    db.select().from(addOnStock).where(inArray(addOnStock.eventId, departuresOfTrip)),
    liveQuantitiesWhere(db, inArray(bookingAddOns.eventId, departuresOfTrip)),
  ]);
  return (eventId: number) => {
    const stockHere = stock.filter((row) => row.eventId === eventId);
    const heldHere = held.filter((row) => row.eventId === eventId);
    return definitions.flatMap((addOn) =>
      stockBySize(addOn, stockHere, heldHere).map((entry) => ({ addOnId: addOn.id, ...entry })),
    );
  };
}

/** Units of each add-on and size that live bookings (held, part paid, confirmed) hold on a departure. */
export function liveQuantities(db: Database | Transaction, eventId: number) {
  return liveQuantitiesWhere(db, eq(bookingAddOns.eventId, eventId));
}

async function liveQuantitiesWhere(db: Database | Transaction, scope: SQL) {
  const rows = await db
    .select({
      eventId: bookingAddOns.eventId,
      addOnId: bookingAddOns.addOnId,
      size: bookingAddOns.size,
      quantity: sql<number>`sum(${bookingAddOns.quantity})::int`,
    })
    .from(bookingAddOns)
    .innerJoin(bookings, eq(bookings.id, bookingAddOns.bookingId))
    .where(and(scope, inArray(bookings.status, [...LIVE_BOOKING_STATUSES])))
    .groupBy(bookingAddOns.eventId, bookingAddOns.addOnId, bookingAddOns.size);
  return rows.map((row) => ({ ...row, quantity: Number(row.quantity) }));
}

export interface AddOnChoiceInput {
  addOnId: number;
  quantity: number;
  size?: string | null;
  /** Who takes it, by position on the booking (0: the lead traveller); required for an add-on with sizes. */
  travellers?: readonly number[] | null;
}

/**
 * Who takes each add-on: a size is worn by someone, so an add-on with sizes names its travellers (as
 * many as its quantity); one without may. A traveller takes one size of an add-on at most.
 */
function travellerProblem(
  choices: readonly AddOnChoiceInput[],
  offered: readonly { id: number; sizes: string[] }[],
  travellerCount: number,
): { index: number; message: string } | null {
  const taken = new Set<string>();
  for (const [index, choice] of choices.entries()) {
    const sized = (offered.find((addOn) => addOn.id === choice.addOnId)?.sizes.length ?? 0) > 0;
    const travellers = choice.travellers ?? null;
    if (travellers === null) {
      if (sized && choice.quantity > 0) {
        return { index, message: "Choose who takes each size: name a traveller for every unit." };
      }
      continue;
    }
    if (travellers.length !== choice.quantity) {
      return { index, message: `Name as many travellers as the quantity (${choice.quantity}).` };
    }
    for (const position of travellers) {
      if (!Number.isInteger(position) || position < 0 || position >= travellerCount) {
        return { index, message: `A traveller is one of this booking's ${travellerCount}.` };
      }
      const key = `${choice.addOnId}:${position}`;
      if (taken.has(key)) return { index, message: "A traveller takes one size of an add-on at most." };
      taken.add(key);
    }
  }
  return null;
}

export type ChooseAddOnsOutcome =
  | { ok: true; bookingId: number; addOnsPaise: number; totalPaise: number }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "not-open"; status: BookingStatus }
  | { ok: false; reason: "invalid"; index: number; message: string }
  | { ok: false; reason: "unknown-add-on" | "size-invalid"; index: number }
  | { ok: false; reason: "closed"; addOnId: number; closesOn: IsoDate }
  | { ok: false; reason: "sold-out"; addOnId: number; size: string; available: number }
  | { ok: false; reason: "paid-lines"; paidPaise: number }
  | { ok: false; reason: "balance-unreachable"; duePaise: number };

/**
 * Sets the add-ons of the viewer's booking to `choices` (the whole set: an add-on left out, or at
 * quantity 0, is taken off). Only add-ons still open can change; a closed one stays as it was. Stock
 * is taken for what is added and given back for what is taken off, all in one transaction, and the
 * booking's total follows. Nothing is written unless it all succeeds.
 */
export async function chooseAddOns(
  { db, log, now }: { db: Database; log: Logger; now: () => Date },
  input: {
    userId: number | null;
    bookingId: number;
    choices: readonly AddOnChoiceInput[];
    today: IsoDate;
  },
): Promise<ChooseAddOnsOutcome> {
  const at = now();
  const outcome = await refusable(() =>
    db.transaction(async (tx): Promise<ChooseAddOnsOutcome> => {
      const [booking] = await tx
        .select({
          id: bookings.id,
          userId: bookings.userId,
          status: bookings.status,
          eventId: bookings.eventId,
          travellerCount: bookings.travellerCount,
          totalPaise: bookings.totalPaise,
          addOnsPaise: bookings.addOnsPaise,
          paidPaise: bookings.paidPaise,
          holdExpiresAt: bookings.holdExpiresAt,
        })
        .from(bookings)
        .where(eq(bookings.id, input.bookingId))
        .for("update");
      // userId null: the trip desk, acting for the traveller.
      if (!booking || (input.userId !== null && booking.userId !== input.userId))
        return { ok: false, reason: "not-found" };
      const status = booking.status as BookingStatus;
      const holdOver = status === "held" && booking.holdExpiresAt !== null && booking.holdExpiresAt <= at;
      if (booking.eventId === null || !isLiveStatus(status) || holdOver) {
        return { ok: false, reason: "not-open", status: holdOver ? "expired" : status };
      }
      const parsed = normaliseAddOnChoices(input.choices, booking.travellerCount);
      if (!parsed.ok) return { ok: false, reason: "invalid", index: parsed.index, message: parsed.message };

      const [departure] = await tx
        .select({ trekId: events.trekId, startDate: events.startDate, endDate: events.endDate })
        .from(events)
        .where(eq(events.id, booking.eventId));
      const days = departureDays(departure!.startDate, departure!.endDate);
      const offered = await tx.select().from(addOns).where(eq(addOns.trekId, departure!.trekId));
      const current = await tx.select().from(bookingAddOns).where(eq(bookingAddOns.bookingId, booking.id));

      // Every choice names an add-on of this trip, in one of its sizes.
      for (const [index, choice] of input.choices.entries()) {
        const addOn = offered.find((candidate) => candidate.id === choice.addOnId);
        if (!addOn) return { ok: false, reason: "unknown-add-on", index };
        const size = (choice.size ?? "").trim();
        if (addOn.sizes.length > 0 ? !addOn.sizes.includes(size) : size !== "") {
          return { ok: false, reason: "size-invalid", index };
        }
      }

      const named = travellerProblem(input.choices, offered, booking.travellerCount);
      if (named) return { ok: false, reason: "invalid", ...named };

      const keyOf = (line: { addOnId: number; size: string }) => `${line.addOnId}\u0000${line.size}`;
      const wanted = new Map(parsed.lines.map((line) => [keyOf(line), line]));
      const had = new Map(current.map((line) => [keyOf(line), line]));
      const changes = [...new Set([...wanted.keys(), ...had.keys()])]
        .map((key) => {
          const before = had.get(key);
          const after = wanted.get(key);
          const addOnId = (before ?? after)!.addOnId;
          const size = (before ?? after)!.size;
          return { addOnId, size, from: before?.quantity ?? 0, to: after?.quantity ?? 0 };
        })
        .filter((change) => change.from !== change.to)
        .sort((a, b) => a.addOnId - b.addOnId || a.size.localeCompare(b.size));

      for (const change of changes) {
        const addOn = offered.find((candidate) => candidate.id === change.addOnId)!;
        const closesOn = addOnClosesOn(departure!.startDate, addOn.closesDaysBefore);
        // A withdrawn add-on can be taken off but not added to.
        if (input.today > closesOn || (!addOn.active && change.to > change.from)) {
          throw new Refusal<ChooseAddOnsOutcome>({ ok: false, reason: "closed", addOnId: addOn.id, closesOn });
        }
        const delta = change.to - change.from;
        if (addOn.stockPerDeparture !== null) {
          const key = { addOnId: addOn.id, eventId: booking.eventId, size: change.size };
          if (delta < 0) await giveBackAddOnUnits(tx, key, -delta);
          else if (!(await takeAddOnUnits(tx, key, delta, addOn.stockPerDeparture))) {
            const [row] = await tx
              .select({ stock: addOnStock.stock, sold: addOnStock.sold })
              .from(addOnStock)
              .where(
                and(
                  eq(addOnStock.addOnId, key.addOnId),
                  eq(addOnStock.eventId, key.eventId),
                  eq(addOnStock.size, key.size),
                ),
              );
            throw new Refusal<ChooseAddOnsOutcome>({
              ok: false,
              reason: "sold-out",
              addOnId: addOn.id,
              size: change.size,
              available: Math.max(0, (row?.stock ?? 0) - (row?.sold ?? 0)),
            });
          }
        }
        const before = had.get(keyOf(change));
        if (change.to === 0) {
          await tx.delete(bookingAddOns).where(eq(bookingAddOns.id, before!.id));
          continue;
        }
        // A line keeps the price it was first sold at; a new line takes today's.
        const terms = before
          ? { pricePaise: before.unitPricePaise, pricing: addOn.pricing as AddOnPricing, gstPercent: before.gstPercent }
          : { pricePaise: addOn.pricePaise, pricing: addOn.pricing as AddOnPricing, gstPercent: addOn.gstPercent };
        const amounts = addOnLineAmounts(terms, { quantity: change.to, departureDays: days });
        const values = {
          quantity: change.to,
          days: amounts.days,
          netPaise: amounts.netPaise,
          gstPaise: amounts.gstPaise,
          totalPaise: amounts.totalPaise,
          updatedAt: at,
        };
        if (before) {
          await tx.update(bookingAddOns).set(values).where(eq(bookingAddOns.id, before.id));
        } else {
          await tx.insert(bookingAddOns).values({
            ...values,
            bookingId: booking.id,
            addOnId: addOn.id,
            eventId: booking.eventId,
            name: addOn.name,
            size: change.size,
            unitPricePaise: terms.pricePaise,
            gstPercent: terms.gstPercent,
            createdAt: at,
          });
        }
      }

      await rewriteWhoTakes(tx, booking.id, input.choices);

      const [sum] = await tx
        .select({ paise: sql<number>`coalesce(sum(${bookingAddOns.totalPaise}), 0)::int` })
        .from(bookingAddOns)
        .where(eq(bookingAddOns.bookingId, booking.id));
      const addOnsPaise = Number(sum?.paise ?? 0);
      const totalPaise = booking.totalPaise - booking.addOnsPaise + addOnsPaise;
      if (totalPaise < booking.paidPaise) {
        throw new Refusal<ChooseAddOnsOutcome>({ ok: false, reason: "paid-lines", paidPaise: booking.paidPaise });
      }
      await tx.update(bookings).set({ addOnsPaise, totalPaise, updatedAt: at }).where(eq(bookings.id, booking.id));
      // What the money now says of the booking: paid in full before, owing for its add-ons now, it is
      // part paid, with a balance deadline it can meet.
      const state = (await bookingState(tx, booking.id, { lock: false }))!;
      const reached = statusFromMoney(state);
      if (state.status === "confirmed" && reached === "part_paid") {
        const deadline = balanceDeadlineAfterChange({
          tripDeadline: balanceDeadlineOf({ ...state, balanceDueOn: null }),
          today: input.today,
          startDate: state.startDate,
        });
        if (!deadline.ok) {
          throw new Refusal<ChooseAddOnsOutcome>({
            ok: false,
            reason: "balance-unreachable",
            duePaise: totalPaise - state.paidPaise,
          });
        }
        if (
          deadline.balanceDueOn !== null &&
          (state.balanceDueOn === null || state.balanceDueOn < deadline.balanceDueOn)
        ) {
          await tx.update(bookings).set({ balanceDueOn: deadline.balanceDueOn }).where(eq(bookings.id, booking.id));
        }
      }
      if (reached !== state.status) {
        const owing = totalPaise - state.paidPaise;
        await changeStatus(tx, [{ id: booking.id, from: state.status }], reached, {
          by: input.userId === null ? "trip-desk" : "traveller",
          cause:
            owing > 0
              ? `Add-ons chosen after paying in full: ${formatPaise(owing)} to pay`
              : "Add-ons changed: nothing left to pay",
          at,
        });
      }
      return { ok: true, bookingId: booking.id, addOnsPaise, totalPaise };
    }),
  );
  if (outcome.ok) log.info({ bookingId: outcome.bookingId, addOnsPaise: outcome.addOnsPaise }, "add-ons chosen");
  return outcome;
}

/**
 * Writes who takes the add-ons named in `choices` afresh (an add-on left out keeps its travellers:
 * a closed one stays as it was). Sizes may pass between travellers at any time: stock is per size,
 * not per person.
 */
async function rewriteWhoTakes(tx: Transaction, bookingId: number, choices: readonly AddOnChoiceInput[]) {
  const addOnIds = [...new Set(choices.map((choice) => choice.addOnId))];
  if (addOnIds.length === 0) return;
  await tx
    .delete(bookingAddOnTravellers)
    .where(and(eq(bookingAddOnTravellers.bookingId, bookingId), inArray(bookingAddOnTravellers.addOnId, addOnIds)));
  const lines = await tx
    .select({ id: bookingAddOns.id, addOnId: bookingAddOns.addOnId, size: bookingAddOns.size })
    .from(bookingAddOns)
    .where(and(eq(bookingAddOns.bookingId, bookingId), inArray(bookingAddOns.addOnId, addOnIds)));
  const rows = choices.flatMap((choice) => {
    const size = (choice.size ?? "").trim();
    const line = lines.find((candidate) => candidate.addOnId === choice.addOnId && candidate.size === size);
    return line && choice.quantity > 0
      ? (choice.travellers ?? []).map((position) => ({
          bookingAddOnId: line.id,
          bookingId,
          addOnId: line.addOnId,
          position,
        }))
      : [];
  });
  if (rows.length > 0) await tx.insert(bookingAddOnTravellers).values(rows);
}

// ─── The back office: defining a trip's add-ons ─────────────────────────────────────────

export type SaveAddOnOutcome =
  | { ok: true; addOnId: number }
  | { ok: false; reason: "not-found" | "unknown-trip" }
  | { ok: false; reason: "invalid"; problems: Partial<Record<keyof AddOnDefinition, string>> };

/**
 * Creates an add-on (no id) or changes one. A change of stock per departure is every departure's new
 * stock; units already sold stay sold (add-on-stock.ts). Audited.
 */
export async function saveAddOn(
  db: Database,
  input: AddOnDefinition & { id: number | null },
  { staffUserId }: { staffUserId: number },
): Promise<SaveAddOnOutcome> {
  const audit = (tx: Transaction, id: number, before: unknown, after: unknown) =>
    recordAudit(tx, {
      staffUserId,
      action: before ? "update-add-on" : "create-add-on",
      entity: "add-on",
      entityId: String(id),
      before,
      after,
    });
  const problems = addOnProblems(input);
  if (Object.keys(problems).length > 0) return { ok: false, reason: "invalid", problems };
  const values = {
    trekId: input.trekId,
    name: input.name.trim(),
    description: input.description.trim(),
    pricePaise: input.pricePaise,
    pricing: input.pricing,
    gstPercent: input.gstPercent,
    sac: input.sac?.trim(),
    sizes: input.sizes.map((size) => size.trim()),
    stockPerDeparture: input.stockPerDeparture,
    closesDaysBefore: input.closesDaysBefore,
    active: input.active,
  };
  return db.transaction(async (tx): Promise<SaveAddOnOutcome> => {
    const trip = await tx.query.treks.findFirst({ where: { id: input.trekId }, columns: { id: true } });
    if (!trip) return { ok: false, reason: "unknown-trip" };
    if (input.id === null) {
      const [row] = await tx.insert(addOns).values(values).returning();
      await audit(tx, row!.id, null, row);
      return { ok: true, addOnId: row!.id };
    }
    const [before] = await tx
      .select()
      .from(addOns)
      .where(and(eq(addOns.id, input.id), eq(addOns.trekId, input.trekId)))
      .for("update");
    if (!before) return { ok: false, reason: "not-found" };
    const [after] = await tx.update(addOns).set(values).where(eq(addOns.id, input.id)).returning();
    if (after!.stockPerDeparture !== before.stockPerDeparture)
      await setAddOnStock(tx, input.id, after!.stockPerDeparture);
    await audit(tx, input.id, before, after);
    return { ok: true, addOnId: input.id };
  });
}

/** Per departure, for the base-camp team: each add-on and size with the units live bookings hold. */
export async function addOnTotalsOf(db: Database, eventId: number) {
  const held = await liveQuantities(db, eventId);
  if (held.length === 0) return [];
  const names = await db
    .select({ id: addOns.id, name: addOns.name, position: addOns.position })
    .from(addOns)
    .where(
      inArray(
        addOns.id,
        held.map((row) => row.addOnId),
      ),
    );
  return held
    .map((row) => {
      const addOn = names.find((entry) => entry.id === row.addOnId)!;
      return {
        addOnId: row.addOnId,
        name: addOn.name,
        position: addOn.position,
        size: row.size,
        quantity: row.quantity,
      };
    })
    .sort((a, b) => a.position - b.position || a.addOnId - b.addOnId || a.size.localeCompare(b.size));
}
