// Add-ons in the schema (docs/api.md, "Ready for the trail"), the GraphQL side of add-ons.ts:
//   tripAddOns(trekId)          a trip's add-ons on offer (public: the trip page and registration show them)
//   Booking.add_ons / add_on_offers / add_ons_paise   a booking's lines, and what it can still add
//   chooseAddOns(input)         the traveller sets their booking's add-ons (ADD_ON_SOLD_OUT, ADD_ON_CLOSED)
//   adminAddOns(trekId), adminSaveAddOn(input)        staff define a trip's add-ons (audited)
//   AdminManifest.add_ons / add_on_totals             who takes what on a departure, and the totals
//   AdminDeparture.add_on_stock                       each add-on's units sold and left on a departure
import { ADD_ON_PRICINGS } from "@parvat/db/schema";
import type { AddOnPricing } from "@parvat/domain/add-ons";
import { requireStaff, requireViewer } from "../accounts/require-viewer.ts";
import { AdminManifestRef } from "../admin/admin-booking-fields.ts";
import { AdminDepartureRef } from "../admin/admin-departure-fields.ts";
import { rowIdOf } from "../arguments.ts";
import { Booking } from "../bookings/booking-fields.ts";
import { builder } from "../builder.ts";
import { oncePerRequest } from "../context.ts";
import { invalidInput, UserError } from "../errors.ts";
import {
  type AddOnOffer,
  addOnOffers,
  addOnStockOfTrip,
  addOnTotalsOf,
  type ChooseAddOnsOutcome,
  chooseAddOns,
  saveAddOn,
} from "./add-ons.ts";

const AddOnPricingRef = builder.enumType("AddOnPricing", {
  description: "per_traveller: once per traveller who takes it; per_traveller_day: that, times the departure's days.",
  values: ADD_ON_PRICINGS,
});

const AddOn = builder.drizzleObject("addOns", {
  name: "AddOn",
  description: "An extra a trip offers (offloading, a rental, a cab seat), priced in integer paise before its own GST.",
  select: {},
  fields: (t) => ({
    id: t.exposeInt("id"),
    name: t.exposeString("name"),
    description: t.exposeString("description"),
    price_paise: t.exposeInt("pricePaise", {
      description: "Per traveller, or per traveller per day (pricing); GST on top.",
    }),
    pricing: t.field({
      type: AddOnPricingRef,
      select: { columns: { pricing: true } },
      resolve: (row) => row.pricing as AddOnPricing,
    }),
    gst_percent: t.exposeInt("gstPercent", { description: "The add-on's own GST rate." }),
    sac: t.exposeString("sac", {
      description: "Its SAC (a service) or HSN (goods) code, on its invoice line; 999799 until staff give its own.",
    }),
    sizes: t.exposeStringList("sizes", { description: "Empty when it has none." }),
    stock_per_departure: t.exposeInt("stockPerDeparture", {
      nullable: true,
      description: "Units each departure has (of each size); null: no limit.",
    }),
    closes_days_before: t.exposeInt("closesDaysBefore", {
      description: "On sale until this many days before a departure's start date.",
    }),
    active: t.exposeBoolean("active", { description: "Withdrawn add-ons (false) are offered no more." }),
  }),
});

const AddOnStockLeft = builder.objectRef<AddOnOffer["left"][number]>("AddOnStockLeft").implement({
  fields: (t) => ({
    size: t.exposeString("size", { description: '"" for an add-on without sizes.' }),
    available: t.exposeInt("available", { nullable: true, description: "Units left; null: no limit." }),
  }),
});

const AddOnOfferRef = builder.objectRef<AddOnOffer>("AddOnOffer").implement({
  description: "An add-on as the booking's departure offers it: when it closes and what is left.",
  fields: (t) => ({
    add_on_id: t.exposeInt("id"),
    name: t.exposeString("name"),
    description: t.exposeString("description"),
    price_paise: t.exposeInt("pricePaise"),
    pricing: t.field({ type: AddOnPricingRef, resolve: (offer) => offer.pricing }),
    gst_percent: t.exposeInt("gstPercent"),
    sizes: t.exposeStringList("sizes"),
    closes_on: t.field({ type: "Date", resolve: (offer) => offer.closesOn, description: "The last day to buy it." }),
    open: t.exposeBoolean("open", { description: "Whether it can still be bought or changed today." }),
    left: t.field({ type: [AddOnStockLeft], resolve: (offer) => offer.left }),
  }),
});

const BookingAddOn = builder.drizzleObject("bookingAddOns", {
  name: "BookingAddOn",
  description: "One add-on on a booking, in one size: as sold (its price stays what it was sold at).",
  select: {},
  fields: (t) => ({
    add_on_id: t.exposeInt("addOnId"),
    name: t.exposeString("name"),
    size: t.exposeString("size", { description: '"" without sizes.' }),
    quantity: t.exposeInt("quantity", { description: "Travellers taking it." }),
    travellers: t.field({
      type: ["Int"],
      description:
        "Who takes it, by position among the booking's participants (0: the lead traveller), lowest first: always as many as quantity for an add-on with sizes; may be [] for one without.",
      select: { with: { travellers: { columns: { position: true } } } },
      resolve: (line) => line.travellers.map((row) => row.position).sort((a, b) => a - b),
    }),
    days: t.exposeInt("days", { description: "1 for a per-traveller price; the departure's days for a per-day one." }),
    unit_price_paise: t.exposeInt("unitPricePaise"),
    gst_percent: t.exposeInt("gstPercent"),
    net_paise: t.exposeInt("netPaise", { description: "unit_price_paise x quantity x days." }),
    gst_paise: t.exposeInt("gstPaise"),
    total_paise: t.exposeInt("totalPaise", { description: "net_paise + gst_paise." }),
  }),
});

builder.drizzleObjectFields(Booking, (t) => ({
  add_ons: t.relation("addOns", {
    type: BookingAddOn,
    description: "The booking's add-ons, in the order they were added.",
    query: { orderBy: { id: "asc" } },
  }),
  add_ons_paise: t.exposeInt("addOnsPaise", {
    description: "The add-ons' totals, GST included: part of total_paise.",
  }),
  add_on_offers: t.field({
    type: [AddOnOfferRef],
    description: "What the booking's departure offers (none for a quotation's booking).",
    select: { columns: { eventId: true } },
    resolve: (booking, _args, context) =>
      booking.eventId === null ? [] : addOnOffers(context.db, { eventId: booking.eventId, today: context.today }),
  }),
}));

builder.queryField("tripAddOns", (t) =>
  t.drizzleField({
    publicAnswer: true,
    type: [AddOn],
    description: "A trip's add-ons on offer (withdrawn ones left out), in the trip's order. Public.",
    args: { trekId: t.arg.int({ required: true }) },
    resolve: (query, _root, { trekId }, { db }) =>
      db.query.addOns.findMany(
        query({ where: { trekId, active: true, trek: { status: "active" } }, orderBy: { position: "asc", id: "asc" } }),
      ),
  }),
);

const AddOnChoiceInput = builder.inputType("AddOnChoiceInput", {
  fields: (t) => ({
    addOnId: t.int({ required: true }),
    quantity: t.int({ required: true, description: "Travellers taking it: 0 takes it off." }),
    size: t.string({ required: false, description: "One of the add-on's sizes; leave out when it has none." }),
    travellers: t.intList({
      required: false,
      description:
        "Who takes it, by position among the booking's participants (0: the lead traveller): as many as quantity. Required for an add-on with sizes (base camp hands each size to its traveller); a traveller takes one size of an add-on at most.",
    }),
  }),
});

const ChooseAddOnsInput = builder.inputType("ChooseAddOnsInput", {
  fields: (t) => ({
    bookingId: t.id({ required: true }),
    choices: t.field({
      type: [AddOnChoiceInput],
      required: true,
      description: "The booking's whole set of add-ons: one left out is taken off (while it is still open).",
    }),
  }),
});

function chooseRefusal(outcome: Exclude<ChooseAddOnsOutcome, { ok: true }>): UserError {
  switch (outcome.reason) {
    case "not-found":
      return new UserError("We could not find this booking.", { code: "NOT_FOUND", field: "bookingId" });
    case "not-open":
      return new UserError("Add-ons can be changed only on a booking that is held, part paid or confirmed.", {
        code: "BAD_USER_INPUT",
        field: "bookingId",
        details: { status: outcome.status },
      });
    case "invalid":
      return new UserError(outcome.message, {
        code: "BAD_USER_INPUT",
        field: "choices",
        details: { index: outcome.index },
      });
    case "unknown-add-on":
      return new UserError("This trip does not offer that add-on.", {
        code: "BAD_USER_INPUT",
        field: "addOnId",
        details: { index: outcome.index },
      });
    case "size-invalid":
      return new UserError("Choose one of the add-on's sizes (or none, for an add-on without sizes).", {
        code: "BAD_USER_INPUT",
        field: "size",
        details: { index: outcome.index },
      });
    case "closed":
      return new UserError(
        `This add-on can no longer be bought or changed for this departure (the last day was ${outcome.closesOn}).`,
        { code: "ADD_ON_CLOSED", field: "addOnId", details: { addOnId: outcome.addOnId, closesOn: outcome.closesOn } },
      );
    case "sold-out":
      return new UserError(
        outcome.available === 0
          ? `This add-on${outcome.size ? ` in size ${outcome.size}` : ""} is sold out on this departure.`
          : `Only ${outcome.available} of this add-on${outcome.size ? ` in size ${outcome.size}` : ""} ${outcome.available === 1 ? "is" : "are"} left on this departure.`,
        {
          code: "ADD_ON_SOLD_OUT",
          field: "quantity",
          details: { addOnId: outcome.addOnId, size: outcome.size, available: outcome.available },
        },
      );
    case "paid-lines":
      return new UserError(
        "Add-ons already paid for cannot be taken off here. Please call the trip desk to cancel them.",
        { code: "BAD_USER_INPUT", field: "choices", details: { paidPaise: outcome.paidPaise } },
      );
    case "balance-unreachable":
      return new UserError(
        "The trip starts today: add-ons that would leave money to pay can no longer be added here. Please ask the trip desk at the meeting point.",
        { code: "ADD_ON_CLOSED", field: "choices", details: { duePaise: outcome.duePaise } },
      );
  }
}

builder.mutationField("chooseAddOns", (t) =>
  t.drizzleField({
    changesPublicAnswers: false,
    type: Booking,
    description:
      "Sets the add-ons of the viewer's booking (held, part paid or confirmed), priced by the server; the booking's total follows (a confirmed booking then owes them: it is part paid again, with their price as its balance and a deadline it can meet). Refusals: ADD_ON_SOLD_OUT (`extensions.addOnId`, `size`, `available`), ADD_ON_CLOSED (`extensions.closesOn`), BAD_USER_INPUT (a quantity, a size, more than one per traveller, a size with no traveller named or a traveller named twice, taking off a paid add-on), NOT_FOUND. All or nothing.",
    args: { input: t.arg({ type: ChooseAddOnsInput, required: true }) },
    resolve: async (query, _root, { input }, context) => {
      const viewer = requireViewer(context);
      const bookingId = rowIdOf(input.bookingId);
      const outcome = bookingId
        ? await chooseAddOns(context, {
            userId: viewer.userId,
            bookingId,
            choices: input.choices,
            today: context.today,
          })
        : ({ ok: false, reason: "not-found" } as const);
      if (!outcome.ok) throw chooseRefusal(outcome);
      const booking = await context.db.query.bookings.findFirst(query({ where: { id: outcome.bookingId } }));
      if (!booking) throw new Error(`The booking ${outcome.bookingId} vanished after its add-ons were chosen.`);
      return booking;
    },
  }),
);

// ─── The back office ────────────────────────────────────────────────────────────────────

builder.queryField("adminAddOns", (t) =>
  t.drizzleField({
    type: [AddOn],
    description: "Staff only: every add-on of a trip, withdrawn ones too.",
    args: { trekId: t.arg.int({ required: true }) },
    resolve: (query, _root, { trekId }, context) => {
      requireStaff(context);
      return context.db.query.addOns.findMany(query({ where: { trekId }, orderBy: { position: "asc", id: "asc" } }));
    },
  }),
);

const SaveAddOnInput = builder.inputType("AdminSaveAddOnInput", {
  fields: (t) => ({
    id: t.int({ required: false, description: "Leave out to create one." }),
    trekId: t.int({ required: true }),
    name: t.string({ required: true }),
    description: t.string({ required: true }),
    pricePaise: t.int({ required: true, description: "Integer paise before GST." }),
    pricing: t.field({ type: AddOnPricingRef, required: true }),
    gstPercent: t.int({ required: true, description: "0 to 28." }),
    sac: t.string({
      required: false,
      description:
        "Its SAC or HSN code, 4 to 8 digits, printed on its invoice line. Left out: kept (a new one: 999799).",
    }),
    sizes: t.stringList({ required: true }),
    stockPerDeparture: t.int({ required: false, description: "Per departure (and size); leave out for no limit." }),
    closesDaysBefore: t.int({ required: true }),
    active: t.boolean({ required: true }),
  }),
});

builder.mutationField("adminSaveAddOn", (t) =>
  t.drizzleField({
    changesPublicAnswers: true,
    type: AddOn,
    description:
      "Staff only: creates (no id) or changes a trip's add-on. A new stock per departure moves every departure's stock by the difference. BAD_USER_INPUT per field (`extensions.fields`); NOT_FOUND for an unknown trip or add-on. Audited.",
    args: { input: t.arg({ type: SaveAddOnInput, required: true }) },
    resolve: async (query, _root, { input }, context) => {
      const viewer = requireStaff(context);
      const outcome = await saveAddOn(
        context.db,
        {
          ...input,
          id: input.id ?? null,
          stockPerDeparture: input.stockPerDeparture ?? null,
          sac: input.sac ?? undefined,
          pricing: input.pricing as AddOnPricing,
        },
        { staffUserId: viewer.userId },
      );
      if (!outcome.ok) {
        if (outcome.reason === "invalid") throw invalidInput(outcome.problems);
        throw new UserError(
          outcome.reason === "unknown-trip" ? "No trip has this id." : "This trip has no such add-on.",
          {
            code: "NOT_FOUND",
            field: outcome.reason === "unknown-trip" ? "trekId" : "id",
          },
        );
      }
      const row = await context.db.query.addOns.findFirst(query({ where: { id: outcome.addOnId } }));
      if (!row) throw new Error(`The add-on ${outcome.addOnId} vanished after it was saved.`);
      return row;
    },
  }),
);

interface ManifestAddOnLine {
  bookingId: number;
  name: string;
  size: string;
  quantity: number;
  travellers: { position: number }[];
}

const AdminManifestAddOn = builder.objectRef<ManifestAddOnLine>("AdminManifestAddOn").implement({
  description: "One add-on line of a booking on the departure.",
  fields: (t) => ({
    booking_id: t.exposeInt("bookingId"),
    name: t.exposeString("name"),
    size: t.exposeString("size"),
    quantity: t.exposeInt("quantity"),
    positions: t.field({
      type: ["Int"],
      description:
        "The travellers who take it (AdminManifestTraveller.position on the same booking); [] when the line names nobody (an add-on without sizes chosen by count).",
      resolve: (line) => line.travellers.map((row) => row.position).sort((a, b) => a - b),
    }),
  }),
});

const AdminAddOnTotal = builder
  .objectRef<{ addOnId: number; name: string; size: string; quantity: number }>("AdminAddOnTotal")
  .implement({
    description: "For the base-camp team: units of one add-on (in one size) that the departure's live bookings hold.",
    fields: (t) => ({
      add_on_id: t.exposeInt("addOnId"),
      name: t.exposeString("name"),
      size: t.exposeString("size"),
      quantity: t.exposeInt("quantity"),
    }),
  });

builder.objectFields(AdminManifestRef, (t) => ({
  add_ons: t.field({
    type: [AdminManifestAddOn],
    description: "The add-on lines of the departure's live bookings (join on booking_id).",
    resolve: async (manifest, _args, { db }) => {
      const bookingIds = [...new Set(manifest.rows.map((row) => row.bookingId))];
      if (bookingIds.length === 0) return [];
      return db.query.bookingAddOns.findMany({
        where: { bookingId: { in: bookingIds } },
        columns: { bookingId: true, name: true, size: true, quantity: true },
        with: { travellers: { columns: { position: true } } },
        orderBy: { bookingId: "asc", id: "asc" },
      });
    },
  }),
  add_on_totals: t.field({
    type: [AdminAddOnTotal],
    resolve: (manifest, _args, { db }) => addOnTotalsOf(db, manifest.eventId),
  }),
}));

const AdminAddOnStock = builder
  .objectRef<{ addOnId: number; size: string; sold: number; available: number | null }>("AdminAddOnStock")
  .implement({
    description: "One add-on (in one size) on one departure: units its live bookings hold, and units left.",
    fields: (t) => ({
      add_on_id: t.exposeInt("addOnId"),
      size: t.exposeString("size", { description: '"" for an add-on without sizes.' }),
      sold: t.exposeInt("sold", { description: "Held by held, part-paid and confirmed bookings." }),
      available: t.exposeInt("available", { nullable: true, description: "Units left; null: no limit." }),
    }),
  });

builder.objectFields(AdminDepartureRef, (t) => ({
  add_on_stock: t.field({
    type: [AdminAddOnStock],
    description: "Every add-on of the trip (withdrawn ones too), per size: sold and left on this departure.",
    resolve: async (departure, _args, context) => {
      const stockOf = await oncePerRequest(context, `add-on-stock-of-trip:${departure.trekId}`, () =>
        addOnStockOfTrip(context.db, departure.trekId),
      );
      return stockOf(departure.id);
    },
  }),
}));
