// Departures and prices in the schema (docs/api.md, "Back office"), the GraphQL side of
// admin-departures-service.ts. Staff only, each resolver starting with requireStaff:
//   adminTrips                          every trip with its count of departures from today
//   adminTrip(id)                       a trip's packages and departures (from 30 days ago)
//   adminCreateDeparture(input)         one departure
//   adminCreateDepartureSeries(input)   every <weekday> from <date> to <date>, same seats and prices
//   adminUpdateDeparture(id, input)     dates, seats (never below those taken) and package prices
//   adminSetDepartureSales(id, open)    close or reopen sales
//   adminUpdatePackage(id, input)       a package's price, struck-through price and visibility
// Prices are whole rupees per traveller, as in the catalogue. Every mutation writes an audit row.
import { addDays } from "@parvat/domain/business-dates";
import {
  type DepartureInput,
  departureLengthDays,
  parseDeparture,
  parseDepartureSeries,
  priceProblem,
  WEEKDAY_NAMES,
} from "@parvat/domain/departure-series";
import { requireStaff } from "../accounts/require-viewer.ts";
import { builder } from "../builder.ts";
import { invalidInput, UserError } from "../errors.ts";
import {
  type AdminDeparture,
  type AdminTrip,
  type AdminTripSummary,
  type CreateDeparturesOutcome,
  createDepartures,
  listTrips,
  PAST_DEPARTURE_DAYS,
  type PackagePriceInput,
  salesOpen,
  setDepartureSales,
  tripForAdmin,
  updateDeparture,
  updatePackage,
} from "./admin-departures.ts";

// ─── Types ──────────────────────────────────────────────────────────────────────────────

const AdminDeparturePrice = builder.objectRef<PackagePriceInput>("AdminDeparturePrice").implement({
  description: "One package on one departure: offered or not, and its price there.",
  fields: (t) => ({
    package_id: t.exposeInt("packageId"),
    enabled: t.exposeBoolean("enabled"),
    price: t.exposeInt("price", {
      nullable: true,
      description: "Whole rupees per traveller; null: the package's own price.",
    }),
  }),
});

export const AdminDepartureRef = builder.objectRef<AdminDeparture>("AdminDeparture").implement({
  description: "A departure as the trip desk sees it.",
  fields: (t) => ({
    id: t.exposeInt("id"),
    trek_id: t.exposeInt("trekId"),
    start_date: t.expose("startDate", { type: "Date" }),
    end_date: t.expose("endDate", { type: "Date" }),
    length_days: t.int({ resolve: (d) => departureLengthDays(d.startDate, d.endDate) }),
    capacity: t.exposeInt("capacity"),
    available_seats: t.exposeInt("availableSeats", { description: "Seats left to sell." }),
    seats_taken: t.int({
      description: "Seats sold or held (capacity less the seats left): the capacity can never go below it.",
      resolve: (d) => d.capacity - d.availableSeats,
    }),
    sales_open: t.boolean({
      description: "Whether any package is offered on it (closing sales disables them all).",
      resolve: salesOpen,
    }),
    prices: t.field({ type: [AdminDeparturePrice], resolve: (d) => d.prices }),
  }),
});

type AdminPackage = AdminTrip["packages"][number];

const AdminPackageRef = builder.objectRef<AdminPackage>("AdminPackage").implement({
  description: "A package of a trip, hidden ones included.",
  fields: (t) => ({
    id: t.exposeInt("id"),
    name: t.exposeString("name"),
    price: t.exposeInt("price", { description: "Whole rupees per traveller." }),
    original_price: t.exposeInt("originalPrice", { nullable: true, description: "The struck-through price." }),
    hide: t.exposeBoolean("hide", { description: "Hidden packages are not offered on the public pages." }),
    priority: t.exposeInt("priority"),
  }),
});

const AdminTripSummaryRef = builder.objectRef<AdminTripSummary>("AdminTripSummary").implement({
  description: "A trip in the back office's list.",
  fields: (t) => ({
    id: t.exposeInt("id"),
    slug: t.exposeString("slug"),
    name: t.exposeString("name"),
    type: t.exposeString("type"),
    status: t.exposeString("status"),
    upcoming_departures: t.exposeInt("upcomingDepartures", { description: "Departures from today." }),
    next_departure: t.expose("nextDeparture", { type: "Date", nullable: true }),
  }),
});

const AdminTripRef = builder.objectRef<AdminTrip>("AdminTrip").implement({
  description: `A trip with every package and its departures from ${PAST_DEPARTURE_DAYS} days ago on.`,
  fields: (t) => ({
    id: t.exposeInt("id"),
    slug: t.exposeString("slug"),
    name: t.exposeString("name"),
    type: t.exposeString("type"),
    status: t.exposeString("status"),
    packages: t.field({ type: [AdminPackageRef], resolve: (trip) => trip.packages }),
    departures: t.field({ type: [AdminDepartureRef], resolve: (trip) => trip.departures }),
  }),
});

const AdminDepartureSeriesResult = builder
  .objectRef<{ created: AdminDeparture[]; skippedDates: string[] }>("AdminDepartureSeriesResult")
  .implement({
    description: "The departures created, and the dates skipped because the trip already departs on them.",
    fields: (t) => ({
      created: t.field({ type: [AdminDepartureRef], resolve: (result) => result.created }),
      skipped_dates: t.field({ type: ["Date"], resolve: (result) => result.skippedDates }),
    }),
  });

const AdminPackageResult = builder
  .objectRef<{ id: number; price: number; originalPrice: number | null; hide: boolean; name: string }>(
    "AdminPackageResult",
  )
  .implement({
    description: "A package after an edit.",
    fields: (t) => ({
      id: t.exposeInt("id"),
      name: t.exposeString("name"),
      price: t.exposeInt("price"),
      original_price: t.exposeInt("originalPrice", { nullable: true }),
      hide: t.exposeBoolean("hide"),
    }),
  });

// ─── Inputs ─────────────────────────────────────────────────────────────────────────────

const PackagePriceInputRef = builder.inputType("AdminPackagePriceInput", {
  fields: (t) => ({
    package_id: t.int({ required: true }),
    enabled: t.boolean({ required: true }),
    price: t.int({ required: false, description: "Whole rupees per traveller; null: the package's own price." }),
  }),
});

const DepartureInputRef = builder.inputType("AdminDepartureInput", {
  fields: (t) => ({
    start_date: t.field({ type: "Date", required: true }),
    length_days: t.int({ required: true, description: "Days from the first to the last, both counted." }),
    capacity: t.int({ required: true, description: "Seats in all (sold, held and left)." }),
    prices: t.field({ type: [PackagePriceInputRef], required: true }),
  }),
});

const DepartureSeriesInputRef = builder.inputType("AdminDepartureSeriesInput", {
  fields: (t) => ({
    trek_id: t.int({ required: true }),
    weekday: t.int({ required: true, description: "0 Sunday to 6 Saturday." }),
    from: t.field({ type: "Date", required: true, description: "The first date the series may start on." }),
    to: t.field({ type: "Date", required: true, description: "The last date the series may start on." }),
    length_days: t.int({ required: true }),
    capacity: t.int({ required: true }),
    prices: t.field({ type: [PackagePriceInputRef], required: true }),
  }),
});

const PackageInputRef = builder.inputType("AdminPackageInput", {
  fields: (t) => ({
    price: t.int({ required: true, description: "Whole rupees per traveller." }),
    original_price: t.int({ required: false, description: "Struck through beside the price; null for none." }),
    hide: t.boolean({ required: true }),
  }),
});

type PriceArgument = { package_id: number; enabled: boolean; price?: number | null };

function parsePrices(prices: readonly PriceArgument[]): PackagePriceInput[] {
  const parsed = prices.map((p) => ({ packageId: p.package_id, enabled: p.enabled, price: p.price ?? null }));
  for (const [index, price] of parsed.entries()) {
    const problem = priceProblem(price.price);
    if (problem) throw invalidInput({ [`prices.${index}.price`]: problem });
  }
  return parsed;
}

function departureArgument(input: { start_date: string; length_days: number; capacity: number }): DepartureInput {
  return { startDate: input.start_date, lengthDays: input.length_days, capacity: input.capacity };
}

function createdOrThrow(outcome: CreateDeparturesOutcome) {
  if (outcome.ok) return outcome;
  switch (outcome.reason) {
    case "unknown-trip":
      throw new UserError("There is no such trip.", { code: "NOT_FOUND", field: "trek_id" });
    case "unknown-package":
      throw new UserError("A price names a package that is not one of this trip's (or names one twice).", {
        code: "BAD_USER_INPUT",
        field: "prices",
      });
    case "dates-taken":
      throw new UserError(`The trip already departs on ${outcome.dates.join(", ")}.`, {
        code: "DEPARTURE_DATE_TAKEN",
        details: { dates: outcome.dates },
      });
  }
}

// ─── Fields ─────────────────────────────────────────────────────────────────────────────

builder.queryField("adminTrips", (t) =>
  t.field({
    type: [AdminTripSummaryRef],
    description: "Staff only: every trip (any status), by name, with its departures from today.",
    complexity: { field: 1, multiplier: 2 },
    resolve: (_root, _args, context) => {
      requireStaff(context);
      return listTrips(context.db, context.today);
    },
  }),
);

builder.queryField("adminTrip", (t) =>
  t.field({
    type: AdminTripRef,
    nullable: true,
    description: `Staff only: a trip's packages (hidden ones too) and departures from ${PAST_DEPARTURE_DAYS} days ago; null when unknown.`,
    args: { id: t.arg.int({ required: true }) },
    complexity: { field: 1, multiplier: 1 },
    resolve: (_root, args, context) => {
      requireStaff(context);
      return tripForAdmin(context.db, args.id, addDays(context.today, -PAST_DEPARTURE_DAYS));
    },
  }),
);

builder.mutationField("adminCreateDeparture", (t) =>
  t.field({
    changesPublicAnswers: true,
    type: AdminDepartureRef,
    description:
      "Staff only: a new departure of a trip from today on, with its seats and package prices. A date the trip already departs on: DEPARTURE_DATE_TAKEN.",
    args: { trek_id: t.arg.int({ required: true }), input: t.arg({ type: DepartureInputRef, required: true }) },
    resolve: async (_root, args, context) => {
      const viewer = requireStaff(context);
      const parsed = parseDeparture(departureArgument(args.input), context.today);
      if (!parsed.ok) throw invalidInput(parsed.errors);
      const { capacity, ...dates } = parsed.departure;
      const outcome = await createDepartures(
        { db: context.db, viewer },
        { trekId: args.trek_id, departures: [dates], capacity, prices: parsePrices(args.input.prices) },
      );
      return createdOrThrow(outcome).created[0]!;
    },
  }),
);

builder.mutationField("adminCreateDepartureSeries", (t) =>
  t.field({
    changesPublicAnswers: true,
    type: AdminDepartureSeriesResult,
    description:
      "Staff only: a departure on every weekday from `from` to `to`, all with the same length, seats and prices. Dates the trip already departs on are skipped (skipped_dates); when all are, DEPARTURE_DATE_TAKEN.",
    args: { input: t.arg({ type: DepartureSeriesInputRef, required: true }) },
    resolve: async (_root, args, context) => {
      const viewer = requireStaff(context);
      const { input } = args;
      const series = { weekday: input.weekday, from: input.from, to: input.to };
      const parsed = parseDepartureSeries(
        { ...series, lengthDays: input.length_days, capacity: input.capacity },
        context.today,
      );
      if (!parsed.ok) throw invalidInput(parsed.errors);
      const outcome = await createDepartures(
        { db: context.db, viewer },
        {
          trekId: input.trek_id,
          departures: parsed.departures,
          capacity: parsed.capacity,
          prices: parsePrices(input.prices),
          series: { ...series, every: WEEKDAY_NAMES[input.weekday] },
        },
      );
      return createdOrThrow(outcome);
    },
  }),
);

builder.mutationField("adminUpdateDeparture", (t) =>
  t.field({
    changesPublicAnswers: true,
    type: AdminDepartureRef,
    description:
      "Staff only: a departure's dates, seats and package prices (packages not named keep theirs). The seats left follow the capacity; a capacity below the seats taken is CAPACITY_BELOW_SOLD.",
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: DepartureInputRef, required: true }) },
    resolve: async (_root, args, context) => {
      const viewer = requireStaff(context);
      const current = await context.db.query.events.findFirst({
        where: { id: args.id },
        columns: { startDate: true },
      });
      if (!current) throw new UserError("There is no such departure.", { code: "NOT_FOUND", field: "id" });
      // A departure under way keeps its start date and may still have its seats changed.
      const earliest = current.startDate < context.today ? current.startDate : context.today;
      const parsed = parseDeparture(departureArgument(args.input), earliest);
      if (!parsed.ok) throw invalidInput(parsed.errors);
      const { capacity, ...dates } = parsed.departure;
      const outcome = await updateDeparture({ db: context.db, viewer, now: context.now }, args.id, {
        departure: dates,
        capacity,
        prices: parsePrices(args.input.prices),
      });
      if (outcome.ok) return outcome.departure;
      switch (outcome.reason) {
        case "unknown-departure":
          throw new UserError("There is no such departure.", { code: "NOT_FOUND", field: "id" });
        case "unknown-package":
          throw new UserError("A price names a package that is not one of this trip's (or names one twice).", {
            code: "BAD_USER_INPUT",
            field: "prices",
          });
        case "date-taken":
          throw new UserError(`The trip already departs on ${outcome.startDate}.`, {
            code: "DEPARTURE_DATE_TAKEN",
            field: "start_date",
            details: { dates: [outcome.startDate] },
          });
        case "capacity-below-taken":
          throw new UserError(
            `${outcome.seatsTaken} seats are already sold or held: the departure needs at least that many.`,
            { code: "CAPACITY_BELOW_SOLD", field: "capacity", details: { seatsTaken: outcome.seatsTaken } },
          );
      }
    },
  }),
);

builder.mutationField("adminSetDepartureSales", (t) =>
  t.field({
    changesPublicAnswers: true,
    type: AdminDepartureRef,
    description:
      "Staff only: open false closes sales (every package price of the departure disabled: it leaves the public pages and createBooking refuses it); open true reopens them with the packages that were offered before the closing (all of them when unknown).",
    args: { id: t.arg.int({ required: true }), open: t.arg.boolean({ required: true }) },
    resolve: async (_root, args, context) => {
      const viewer = requireStaff(context);
      const outcome = await setDepartureSales({ db: context.db, viewer, now: context.now }, args.id, args.open);
      if (!outcome.ok) throw new UserError("There is no such departure.", { code: "NOT_FOUND", field: "id" });
      return outcome.departure;
    },
  }),
);

builder.mutationField("adminUpdatePackage", (t) =>
  t.field({
    changesPublicAnswers: true,
    type: AdminPackageResult,
    description:
      "Staff only: a package's price and struck-through price (whole rupees) and whether it is hidden from the public pages.",
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: PackageInputRef, required: true }) },
    resolve: async (_root, args, context) => {
      const viewer = requireStaff(context);
      const price = args.input.price;
      const originalPrice = args.input.original_price ?? null;
      const problems = { price: priceProblem(price), original_price: priceProblem(originalPrice) };
      if (!problems.original_price && originalPrice !== null && originalPrice <= price) {
        problems.original_price = "The struck-through price must be more than the price";
      }
      if (problems.price || problems.original_price) throw invalidInput(problems);
      const outcome = await updatePackage({ db: context.db, viewer }, args.id, {
        price,
        originalPrice,
        hide: args.input.hide,
      });
      if (!outcome.ok) throw new UserError("There is no such package.", { code: "NOT_FOUND", field: "id" });
      return outcome.package;
    },
  }),
);
