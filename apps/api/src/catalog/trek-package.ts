// A trek's packages (Dehradun to Dehradun, Sankri to Sankri, ...): price, day-by-day schedule and
// stays. Lists arrive in display order; a stay that hides its hotel's name never sends it.
import { builder } from "../builder.ts";

export const Package = builder.drizzleObject("packages", {
  name: "Package",
  description: "One way to do a trip, with its own price, schedule and stays.",
  select: {},
  fields: (t) => ({
    id: t.exposeInt("id"),
    trek_id: t.exposeInt("trekId"),
    name: t.exposeString("name"),
    description: t.exposeString("description"),
    image: t.relation("image", { nullable: true }),
    price: t.exposeInt("price", { description: "Whole rupees, per person; a departure may set its own." }),
    original_price: t.exposeInt("originalPrice", {
      nullable: true,
      description: "The undiscounted price, struck through beside the price; null when there is no discount.",
    }),
    discount_name: t.exposeString("discountName", { nullable: true }),
    priority: t.exposeInt("priority", { description: "Packages are listed in ascending priority." }),
    start_day: t.exposeInt("startDay", {
      nullable: true,
      description: "The first day of the trek's itinerary this package covers (days_separate treks).",
    }),
    end_day: t.exposeInt("endDay", { nullable: true }),
    hide: t.exposeBoolean("hide", { description: "Always false here: hidden packages are not listed." }),
    created_at: t.string({
      select: { columns: { createdAt: true } },
      resolve: (pack) => new Date(pack.createdAt).toISOString(),
    }),
    updated_at: t.string({
      select: { columns: { updatedAt: true } },
      resolve: (pack) => new Date(pack.updatedAt).toISOString(),
    }),
    schedules: t.relation("schedules", {
      description: "The itinerary in order; number it with numberDays from @parvat/domain/itinerary.",
      query: { orderBy: { position: "asc", id: "asc" } },
      complexity: { field: 1, multiplier: 10 },
    }),
    property_infos: t.relation("propertyInfos", {
      description: "The stays, in the order of the journey.",
      query: { orderBy: { position: "asc", id: "asc" } },
      complexity: { field: 1, multiplier: 4 },
    }),
  }),
});

export const PackageSchedule = builder.drizzleObject("packageSchedules", {
  name: "PackageSchedule",
  description: "One item of a package's itinerary: a day, or an arrival evening that does not count as one.",
  select: {},
  fields: (t) => ({
    id: t.exposeInt("id"),
    name: t.exposeString("name"),
    brief: t.exposeString("brief"),
    description: t.exposeString("description"),
    image: t.relation("image", { nullable: true }),
    count_as_day: t.exposeBoolean("countAsDay"),
  }),
});

export const PropertyInfo = builder.drizzleObject("propertyInfos", {
  name: "PropertyInfo",
  description: "One leg of a package's stay, for example Sankri, 2 nights, guesthouse.",
  select: {},
  fields: (t) => ({
    id: t.exposeInt("id"),
    name: t.exposeString("name"),
    number_of_nights: t.exposeInt("numberOfNights"),
    hide_hotel_name: t.exposeBoolean("hideHotelName", {
      description: "The hotel is confirmed closer to the date: its properties' names are null.",
    }),
    type: t.exposeString("type", { description: "Guesthouse, Alpine tents, Houseboat, ..." }),
    properties: t.relation("properties", {
      description: "The property (or the choice of properties) for this leg.",
      query: { orderBy: { position: "asc", id: "asc" } },
      complexity: { field: 1, multiplier: 2 },
    }),
  }),
});

export const PropertyImage = builder.drizzleObject("propertyImages", {
  name: "PropertyImage",
  description: "A picture of a property with what it shows (room, view, dining, ...).",
  select: {},
  fields: (t) => ({
    id: t.exposeInt("id"),
    tag: t.exposeString("tag"),
    image: t.relation("media"),
  }),
});

export const StayProperty = builder.drizzleObject("propertyInfoProperties", {
  name: "StayProperty",
  description: "A hotel, camp or houseboat of a stay, with the meals and room of this package.",
  select: {},
  fields: (t) => ({
    id: t.exposeInt("id"),
    property_id: t.exposeInt("propertyId"),
    meals: t.exposeString("meals"),
    room_type: t.exposeString("roomType"),
    show_property_details: t.exposeBoolean("showPropertyDetails"),
    name: t.string({
      nullable: true,
      description: "Null when the stay hides the hotel's name (hide_hotel_name).",
      select: {
        with: {
          property: { columns: { name: true } },
          propertyInfo: { columns: { hideHotelName: true } },
        },
      },
      resolve: (row) => (row.propertyInfo.hideHotelName ? null : row.property.name),
    }),
    location: t.string({
      select: { with: { property: { columns: { location: true } } } },
      resolve: (row) => row.property.location,
    }),
    star_category: t.int({
      nullable: true,
      description: "Stars, 1 to 7; null for camps and homestays without a rating.",
      select: { with: { property: { columns: { starCategory: true } } } },
      resolve: (row) => row.property.starCategory,
    }),
    check_in_time: t.string({
      select: { with: { property: { columns: { checkInTime: true } } } },
      resolve: (row) => row.property.checkInTime,
    }),
    check_out_time: t.string({
      select: { with: { property: { columns: { checkOutTime: true } } } },
      resolve: (row) => row.property.checkOutTime,
    }),
    description: t.string({
      select: { with: { property: { columns: { description: true } } } },
      resolve: (row) => row.property.description,
    }),
    distance: t.string({
      nullable: true,
      description: "How far from the trailhead, the lake, the beach, ...",
      select: { with: { property: { columns: { distance: true } } } },
      resolve: (row) => row.property.distance,
    }),
    images: t.field({
      type: [PropertyImage],
      description: "Pictures of the property, in order.",
      complexity: { field: 1, multiplier: 4 },
      select: (_args, _context, nestedSelection) => ({
        with: { property: { with: { images: nestedSelection({ orderBy: { position: "asc", id: "asc" } }) } } },
      }),
      resolve: (row) => row.property.images,
    }),
  }),
});
