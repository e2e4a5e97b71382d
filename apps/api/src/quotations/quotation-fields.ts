// Quotations (docs/api.md, "Quotations and custom trips"): the GraphQL side of
// quotations.ts, written to the mutation template (docs/decisions/0007-mutation-template.md).
//   quotation(slug)                        one quotation whole (SPEC.md section 3), null when unknown
//   quotations(enquirySlug)                every quotation made for one enquiry, null when unknown
//   myQuotations                           logged in: the traveller's own (their enquiries, their phone's, accepted)
//   acceptQuotation(slug, propertyGroupId, participants) logged in: the booking to pay at /pay?booking={id}
//   requestCustomTrip(input)               /customize: an enquiry with its own reference, status new
// Quotations are private but shareable: reached only by their unguessable slugs, never listed.
import { parseContactEmail } from "@parvat/domain/booking";
import { MAX_PARTICIPANTS } from "@parvat/domain/booking-amounts";
import { company, formatIndianPhone } from "@parvat/domain/company";
import { parseCustomTrip } from "@parvat/domain/custom-trip";
import { isQuotationExpired } from "@parvat/domain/quotation-pricing";
import { requireFormSlot } from "../accounts/form-limits.ts";
import { requireViewer } from "../accounts/require-viewer.ts";
import { Booking, bookingRefusal, ParticipantInputRef, requireParticipants } from "../bookings/booking-fields.ts";
import { builder } from "../builder.ts";
import { Campsite } from "../catalog/campsite.ts";
import { PhoneNumber } from "../catalog/phone-number.ts";
import { invalidInput, UserError } from "../errors.ts";
import { Image } from "../media/image.ts";
import { acceptQuotation, requestCustomTrip } from "./quotations.ts";

interface PriceDetail {
  included: boolean;
  price: number | null;
  note: string | null;
}

const QuotationPriceDetail = builder.objectRef<PriceDetail>("QuotationPriceDetail").implement({
  description: "A flight, train, bus or visa line: whether it is included, and an indicative price (rupees).",
  fields: (t) => ({
    included: t.exposeBoolean("included"),
    price: t.exposeInt("price", { nullable: true }),
    note: t.exposeString("note", { nullable: true }),
  }),
});

const QuotationLeg = builder.objectRef<{ from: string; to: string; mode: string }>("QuotationLeg").implement({
  description: "One leg of the journey (travelling_data).",
  fields: (t) => ({
    from: t.exposeString("from"),
    to: t.exposeString("to"),
    mode: t.exposeString("mode"),
  }),
});

const QuotationPrice = builder.objectRef<{ groupId: number; price: number | null }>("QuotationPrice").implement({
  description: "One entry of price_details: the price of a hotel option (rupees), null when it has none.",
  fields: (t) => ({
    property_group_id: t.exposeInt("groupId"),
    price: t.exposeInt("price", { nullable: true }),
  }),
});

const QuotationPlanner = builder.drizzleObject("users", {
  variant: "QuotationPlanner",
  description: "The trip planner who prepared a quotation.",
  select: {},
  fields: (t) => ({
    first_name: t.exposeString("firstName", { nullable: true }),
    last_name: t.exposeString("lastName", { nullable: true }),
    avatar: t.relation("avatar", { nullable: true }),
  }),
});

const QuotationDayActivity = builder.drizzleObject("quotationDayActivities", {
  name: "QuotationDayActivity",
  select: {},
  fields: (t) => ({
    included: t.exposeBoolean("included", { description: "false: optional, at `price` (rupees) `price_for`." }),
    price: t.exposeInt("price", { nullable: true }),
    price_for: t.exposeString("priceFor", { nullable: true }),
    name: t.string({
      select: { with: { activity: { columns: { name: true } } } },
      resolve: (row) => row.activity.name,
    }),
    slug: t.string({
      select: { with: { activity: { columns: { slug: true } } } },
      resolve: (row) => row.activity.slug,
    }),
    duration: t.string({
      nullable: true,
      select: { with: { activity: { columns: { duration: true } } } },
      resolve: (row) => row.activity.duration,
    }),
  }),
});

const QuotationDayAttraction = builder.drizzleObject("quotationDayAttractions", {
  name: "QuotationDayAttraction",
  select: {},
  fields: (t) => ({
    included: t.exposeBoolean("included"),
    name: t.string({
      select: { with: { attraction: { columns: { name: true } } } },
      resolve: (row) => row.attraction.name,
    }),
    slug: t.string({
      select: { with: { attraction: { columns: { slug: true } } } },
      resolve: (row) => row.attraction.slug,
    }),
  }),
});

const QuotationDay = builder.drizzleObject("quotationDays", {
  name: "QuotationDay",
  select: {},
  fields: (t) => ({
    day_number: t.exposeInt("dayNumber"),
    title: t.exposeString("title"),
    description: t.exposeString("description"),
    image: t.relation("image", { nullable: true }),
    activities: t.relation("activities", {
      type: QuotationDayActivity,
      query: { orderBy: { activityId: "asc" } },
      complexity: { field: 1, multiplier: 4 },
    }),
    attractions: t.relation("attractions", {
      type: QuotationDayAttraction,
      query: { orderBy: { attractionId: "asc" } },
      complexity: { field: 1, multiplier: 4 },
    }),
  }),
});

const QuotationProperty = builder.drizzleObject("quotationPropertyGroupProperties", {
  name: "QuotationProperty",
  description:
    "A hotel of a hotel option, with the meals, room and nights it covers: a catalogue property, or one the planner typed in (its own name, location and stars).",
  select: {},
  fields: (t) => ({
    meals: t.exposeString("meals"),
    room_type: t.exposeString("roomType"),
    days_detail: t.exposeString("daysDetail"),
    name: t.string({
      select: { columns: { name: true }, with: { property: { columns: { name: true } } } },
      resolve: (r) => r.property?.name ?? r.name ?? "",
    }),
    location: t.string({
      select: { columns: { location: true }, with: { property: { columns: { location: true } } } },
      resolve: (r) => r.property?.location ?? r.location ?? "",
    }),
    star_category: t.int({
      nullable: true,
      select: { columns: { starCategory: true }, with: { property: { columns: { starCategory: true } } } },
      resolve: (r) => (r.property ? r.property.starCategory : r.starCategory),
    }),
  }),
});

const QuotationPropertyGroup = builder.drizzleObject("quotationPropertyGroups", {
  name: "QuotationPropertyGroup",
  description: "A hotel option with its own price (price_details by id).",
  select: {},
  fields: (t) => ({
    id: t.exposeInt("id"),
    name: t.exposeString("name"),
    is_selected: t.exposeBoolean("isSelected", { description: "The option that sets the first price." }),
    is_hidden: t.exposeBoolean("isHidden", { description: "Always false here: hidden options are left out." }),
    price: t.exposeInt("price", { nullable: true, description: "Rupees; null: no price available." }),
    properties: t.relation("properties", {
      type: QuotationProperty,
      query: { orderBy: { position: "asc", id: "asc" } },
      complexity: { field: 1, multiplier: 4 },
    }),
  }),
});

const offeredGroups = { where: { isHidden: false }, orderBy: { position: "asc", id: "asc" } } as const;

export const Quotation = builder.drizzleObject("quotations", {
  name: "Quotation",
  description: "A personalised quotation (SPEC.md section 3). Prices are whole rupees.",
  select: {},
  fields: (t) => ({
    slug: t.exposeString("slug"),
    name: t.exposeString("name", { description: "Who it is addressed to." }),
    trip_title: t.exposeString("tripTitle"),
    trip_subtitle: t.exposeString("tripSubtitle", { nullable: true }),
    expiry_date: t.expose("expiryDate", { type: "Date", description: "The last day it can be accepted." }),
    expired: t.boolean({
      description: "The expiry date has passed (business time zone): it cannot be accepted.",
      select: { columns: { expiryDate: true } },
      resolve: (quotation, _args, context) => isQuotationExpired(quotation.expiryDate, context.today),
    }),
    accepted: t.boolean({
      description: "Already accepted (once, with one hotel option): it cannot be accepted again.",
      select: { with: { acceptance: { columns: { id: true } } } },
      resolve: (quotation) => quotation.acceptance !== null,
    }),
    accepted_property_group_id: t.int({
      nullable: true,
      description:
        "The hotel option (property group id) it was accepted with, which its booking is for; null while not accepted.",
      select: { with: { acceptance: { columns: { propertyGroupId: true } } } },
      resolve: (quotation) => quotation.acceptance?.propertyGroupId ?? null,
    }),
    duration: t.exposeString("duration"),
    pax: t.exposeInt("pax"),
    meals: t.exposeString("meals"),
    rooms: t.exposeInt("rooms"),
    stay_details: t.exposeString("stayDetails", { nullable: true }),
    travel_date: t.expose("travelDate", { type: "Date" }),
    travel_details: t.exposeString("travelDetails", { nullable: true }),
    travel_comments: t.exposeString("travelComments", { nullable: true }),
    inclusions: t.exposeStringList("inclusions"),
    exclusions: t.exposeStringList("exclusions"),
    price_details: t.field({
      type: [QuotationPrice],
      description: "The price of each offered hotel option by its id (hidden options left out).",
      select: { with: { propertyGroups: { ...offeredGroups, columns: { id: true, price: true } } } },
      resolve: (quotation) => quotation.propertyGroups.map((group) => ({ groupId: group.id, price: group.price })),
    }),
    show_price_for: t.exposeString("showPriceFor", { description: '"per person", or who the price is for.' }),
    booking_amount: t.exposeInt("bookingAmount", { description: "What accepting asks now (rupees)." }),
    discount_name: t.exposeString("discountName", { nullable: true }),
    price_note: t.exposeString("priceNote", { nullable: true }),
    know_before_you_book: t.exposeStringList("knowBeforeYouBook"),
    price_inclusive_of_taxes: t.exposeBoolean("priceInclusiveOfTaxes"),
    airport_transfer: t.exposeBoolean("airportTransfer"),
    private_vehicle_siteseeing: t.exposeBoolean("privateVehicleSiteseeing"),
    sic_vehicle: t.exposeBoolean("sicVehicle"),
    travelling_data: t.field({
      type: [QuotationLeg],
      select: { columns: { travellingData: true } },
      resolve: (quotation) => quotation.travellingData,
    }),
    extrabeds: t.exposeInt("extrabeds"),
    exclusive_adult_extrabed: t.exposeInt("exclusiveAdultExtrabed"),
    flight: t.field({
      type: QuotationPriceDetail,
      nullable: true,
      select: { columns: { flightPriceDetails: true } },
      resolve: (quotation) => quotation.flightPriceDetails,
    }),
    train: t.field({
      type: QuotationPriceDetail,
      nullable: true,
      select: { columns: { trainPriceDetails: true } },
      resolve: (quotation) => quotation.trainPriceDetails,
    }),
    bus: t.field({
      type: QuotationPriceDetail,
      nullable: true,
      select: { columns: { busPriceDetails: true } },
      resolve: (quotation) => quotation.busPriceDetails,
    }),
    visa: t.field({
      type: QuotationPriceDetail,
      nullable: true,
      select: { columns: { visaPriceDetails: true } },
      resolve: (quotation) => quotation.visaPriceDetails,
    }),
    enquiry_slug: t.string({
      select: { with: { inquiry: { columns: { slug: true } } } },
      resolve: (quotation) => quotation.inquiry.slug,
    }),
    enquiry_status: t.string({
      description: "new, contacted, quoted, accepted, booked or closed.",
      select: { with: { inquiry: { columns: { status: true } } } },
      resolve: (quotation) => quotation.inquiry.status,
    }),
    phone_number: t.relation("phoneNumber", { type: PhoneNumber, nullable: true }),
    planner: t.relation("user", { type: QuotationPlanner, nullable: true }),
    campsite: t.relation("campsite", { type: Campsite }),
    images: t.field({
      type: [Image],
      select: { with: { images: { orderBy: { position: "asc", id: "asc" }, with: { media: true } } } },
      resolve: (quotation) => quotation.images.map((image) => image.media),
    }),
    days: t.relation("days", {
      type: QuotationDay,
      query: { orderBy: { dayNumber: "asc" } },
      complexity: { field: 1, multiplier: 8 },
    }),
    property_groups: t.relation("propertyGroups", {
      type: QuotationPropertyGroup,
      description: "The offered hotel options, in order (hidden ones left out).",
      query: offeredGroups,
      complexity: { field: 1, multiplier: 4 },
    }),
  }),
});

builder.queryField("quotation", (t) =>
  t.drizzleField({
    type: Quotation,
    nullable: true,
    description: "One quotation by its slug (SPEC.md's Quotation by slug); null when unknown (the page's 404).",
    args: { slug: t.arg.string({ required: true }) },
    resolve: (query, _root, { slug }, { db }) => db.query.quotations.findFirst(query({ where: { slug } })),
  }),
);

builder.queryField("myQuotations", (t) =>
  t.drizzleField({
    type: [Quotation],
    description:
      "The logged-in traveller's quotations, newest first (at most 50): those made for enquiries sent from their account or from their phone number, and any they accepted. UNAUTHENTICATED without a token.",
    complexity: { field: 1, multiplier: 10 },
    resolve: async (query, _root, _args, context) => {
      const viewer = requireViewer(context);
      const account = await context.db.query.users.findFirst({
        where: { id: viewer.userId },
        columns: { phone: true },
      });
      return context.db.query.quotations.findMany(
        query({
          where: {
            OR: [
              { inquiry: { userId: viewer.userId } },
              ...(account ? [{ inquiry: { mobile: account.phone } }] : []),
              { acceptance: { userId: viewer.userId } },
            ],
          },
          orderBy: { id: "desc" },
          limit: 50,
        }),
      );
    },
  }),
);

builder.queryField("quotations", (t) =>
  t.drizzleField({
    type: [Quotation],
    nullable: true,
    description: "Every quotation made for one enquiry, oldest first; null when no enquiry has that slug.",
    args: { enquirySlug: t.arg.string({ required: true }) },
    complexity: { field: 1, multiplier: 10 },
    resolve: async (query, _root, { enquirySlug }, { db }) => {
      const inquiry = await db.query.inquiries.findFirst({ where: { slug: enquirySlug }, columns: { id: true } });
      if (!inquiry) return null;
      return db.query.quotations.findMany(query({ where: { inquiryId: inquiry.id }, orderBy: { id: "asc" } }));
    },
  }),
);

builder.mutationField("acceptQuotation", (t) =>
  t.drizzleField({
    changesPublicAnswers: true,
    type: Booking,
    description:
      "Accepts a quotation with one of its hotel options (propertyGroupId) and its travellers, and answers the booking it makes at that option's price, held until the quotation's expiry date; pay it at /pay?booking={id}. Logged in only. Once per quotation: QUOTATION_ALREADY_ACCEPTED (`extensions.bookingId` when it is the viewer's), QUOTATION_EXPIRED, QUOTATION_OPTION_UNAVAILABLE (hidden, unknown or unpriced option), NOT_FOUND (unknown slug).",
    args: {
      slug: t.arg.string({ required: true }),
      propertyGroupId: t.arg.int({ required: true }),
      participants: t.arg({
        type: [ParticipantInputRef],
        required: true,
        description:
          "Who travels, as registration takes them (names as on the passport for a trip abroad): every traveller of a party of up to 12, or for a larger party at least the lead traveller (up to 12; the trip desk collects the others). Another number: BAD_USER_INPUT (field participants); a traveller refused: PARTICIPANT_INVALID or DUPLICATE_PARTICIPANT with `field` and `index`; a traveller under 18 on the travel date without a guardian's declaration: GUARDIAN_REQUIRED (`index`, `fields`).",
      }),
      contact_email: t.arg.string({
        required: false,
        description:
          "Where booking and payment messages go: one address, or empty for none (BAD_USER_INPUT otherwise).",
      }),
    },
    resolve: async (query, _root, { slug, propertyGroupId, participants: travellers, contact_email }, context) => {
      const viewer = requireViewer(context);
      const participants = requireParticipants(travellers, context.today);
      const contactEmail = parseContactEmail(contact_email);
      if (!contactEmail.ok)
        throw new UserError(contactEmail.message, { code: "BAD_USER_INPUT", field: "contact_email" });
      const outcome = await acceptQuotation(context, {
        userId: viewer.userId,
        slug,
        propertyGroupId,
        participants,
        guardians: travellers.map((traveller) => traveller.guardian),
        today: context.today,
        contactEmail: contactEmail.email,
      });
      if (!outcome.ok) {
        switch (outcome.reason) {
          case "not-found":
            throw new UserError("We could not find this quotation.", { code: "NOT_FOUND", field: "slug" });
          case "expired":
            throw new UserError("This quotation has expired. Ask your trip planner for a fresh one.", {
              code: "QUOTATION_EXPIRED",
            });
          case "option-unavailable":
            throw new UserError("This hotel option has no price yet. Choose another option or call your planner.", {
              code: "QUOTATION_OPTION_UNAVAILABLE",
              field: "propertyGroupId",
            });
          case "travellers-count":
            throw new UserError(
              outcome.pax <= MAX_PARTICIPANTS
                ? `This quotation is for ${outcome.pax} ${outcome.pax === 1 ? "traveller" : "travellers"}: give the details of each.`
                : `This quotation is for ${outcome.pax} travellers: give at least the lead traveller's details (up to ${MAX_PARTICIPANTS}); our trip desk collects the others'.`,
              { code: "BAD_USER_INPUT", field: "participants", details: { pax: outcome.pax } },
            );
          case "guardian-required":
            throw bookingRefusal(outcome, context.accounts.holdLimits);
          case "already-accepted":
            throw new UserError("This quotation has already been accepted.", {
              code: "QUOTATION_ALREADY_ACCEPTED",
              details: { bookingId: outcome.bookingId },
            });
        }
      }
      const booking = await context.db.query.bookings.findFirst(query({ where: { id: outcome.bookingId } }));
      if (!booking) throw new Error(`The booking ${outcome.bookingId} vanished`);
      return booking;
    },
  }),
);

const CustomTripInputRef = builder.inputType("CustomTripInput", {
  description: "A customized trip request (SPEC.md's EventDataInput) with who to reply to.",
  fields: (t) => ({
    date: t.string({ required: true, description: "The travel date, YYYY-MM-DD, from today onwards." }),
    destination: t.string({ required: true }),
    duration: t.int({ required: true, description: "Days, 1 to 60." }),
    group: t.string({ required: true, description: "solo, couple, family, friends or corporate." }),
    type: t.string({
      required: true,
      description: "leisure, honeymoon, adventure, pilgrimage, wildlife or workation.",
    }),
    adults: t.int({ required: true, description: "Adults travelling, at least 1 (one for solo, two for a couple)." }),
    children: t.int({ required: true, description: "Children travelling (0 to 20)." }),
    child_ages: t.intList({
      required: false,
      description: "One age per child, 0 to 17 (older travellers are adults); as many as `children`.",
    }),
    budget_per_person: t.int({
      required: false,
      description: "Whole rupees per person, when the traveller has a figure in mind (1,000 to 50,00,000).",
    }),
    name: t.string({ required: true }),
    country_code: t.string({ required: true, description: 'Like "+91".' }),
    phone: t.string({ required: true }),
    email: t.string({ required: true }),
    message: t.string({ required: false }),
  }),
});

const CustomTripReceipt = builder.objectRef<{ reference: string; message: string }>("CustomTripReceipt").implement({
  description: "The answer to a custom trip request.",
  fields: (t) => ({
    reference: t.exposeString("reference", {
      description:
        'The enquiry\'s short reference ("EQ-7K3M9Q"), to quote on a call; its quotations come later by a private link.',
    }),
    message: t.exposeString("message", { description: "What happens next, in words." }),
  }),
});

builder.mutationField("requestCustomTrip", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: CustomTripReceipt,
    description:
      "Stores a customized trip request as an enquiry (status new) with its own reference. Bad input: BAD_USER_INPUT with `extensions.fields` (a message per field), nothing stored. FORM_SUBMISSIONS_PER_IP_PER_HOUR per IP and 5 a day per phone (FORM_SUBMISSIONS_PER_PHONE_PER_DAY), then RATE_LIMITED.",
    args: { input: t.arg({ type: CustomTripInputRef, required: true }) },
    resolve: async (_root, { input }, context) => {
      const parsed = parseCustomTrip(input, context.today);
      if (!parsed.ok) throw invalidInput(parsed.errors);
      const { trip } = parsed;
      await requireFormSlot(context, "custom-trip", trip.phone);
      const { reference } = await requestCustomTrip(context, { trip, userId: context.viewer?.userId ?? null });
      const firstName = trip.name.split(" ")[0];
      return {
        reference,
        message: `Thank you, ${firstName}! A trip planner will call or WhatsApp you on ${formatIndianPhone(trip.phone)} within a day (our calling hours: ${company.hours.calling}) with a plan and prices for ${trip.destination}.`,
      };
    },
  }),
);
