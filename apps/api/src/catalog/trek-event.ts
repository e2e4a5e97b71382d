// A trek's dated departures (SPEC.md's Event) and their price entries per package.
import { builder } from "../builder.ts";

export const Event = builder.drizzleObject("events", {
  name: "Event",
  description: "A dated departure of a trek with the seats still open.",
  select: {},
  fields: (t) => ({
    id: t.exposeInt("id"),
    start_date: t.expose("startDate", { type: "Date" }),
    end_date: t.expose("endDate", { type: "Date" }),
    available_seats: t.exposeInt("availableSeats"),
    prices: t.relation("prices", {
      description:
        "The enabled price entries of the packages offered on this date. A package without an entry is not offered on it.",
      query: { where: { enabled: true, package: { hide: false } }, orderBy: { packageId: "asc" } },
      complexity: { field: 1, multiplier: 4 },
    }),
  }),
});

export const EventPrice = builder.drizzleObject("eventPrices", {
  name: "EventPrice",
  description: "The price of one package on one departure.",
  select: {},
  fields: (t) => ({
    id: t.exposeInt("id"),
    package_id: t.exposeInt("packageId"),
    enabled: t.exposeBoolean("enabled"),
    price: t.exposeInt("price", {
      nullable: true,
      description: "Whole rupees; null means the package's own price applies.",
    }),
  }),
});
