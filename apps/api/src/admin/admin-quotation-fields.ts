// The quotation builder for staff (docs/api.md, "Back office"): the GraphQL side of
// admin-quotations-service.ts, to the mutation template (docs/decisions/0007-mutation-template.md).
//   adminQuotationCatalogue              what a quotation is built from: packages with their days,
//                                        properties, activities with their prices
//   adminQuotations(offset)              every quotation, newest first, with its enquiry and lowest price
//   adminQuotation(id)                   a quotation as the builder edits it (its draft) and where it lives
//   adminCreateQuotation(enquiryId, input?)  a new quotation (without input: a first draft from the
//                                        enquiry); the enquiry's first moves it to quoted
//   adminUpdateQuotation(id, input)      rewritten from the draft; its link stays
//   adminDuplicateQuotation(id)          a copy under a new link: option B
// The traveller sees the quotation at /quotations/{enquiry_slug}/quotation/{slug} (the public
// `quotation(slug)`), priced by the same rule the builder previews with.
import {
  activities,
  campsites,
  inquiries,
  packageSchedules,
  packages,
  properties,
  quotationAcceptances,
  quotationPropertyGroups,
  quotations,
  treks,
} from "@parvat/db/schema";
import {
  type DraftErrors,
  PRICE_FOR_CHOICES,
  type PriceFor,
  type QuotationDraft,
  type QuotationTotals,
  quotationTotals,
  type TypedInProperty,
} from "@parvat/domain/quotation-builder";
import { and, asc, desc, eq, inArray, isNull, min } from "drizzle-orm";
import { requireStaff } from "../accounts/require-viewer.ts";
import { builder } from "../builder.ts";
import type { Context } from "../context.ts";
import { invalidInput, UserError } from "../errors.ts";
import {
  createQuotation,
  draftForEnquiry,
  draftOf,
  duplicateQuotation,
  type SaveQuotationOutcome,
  updateQuotation,
} from "./admin-quotations.ts";

// ─── The catalogue ──────────────────────────────────────────────────────────────────────

interface CataloguePackage {
  id: number;
  name: string;
  tripName: string;
  /** The trip's regional team: a quotation built from the package shows its policies. */
  campsiteId: number;
  price: number;
  days: { title: string; description: string }[];
}

const CataloguePackageRef = builder.objectRef<CataloguePackage>("AdminCataloguePackage").implement({
  description: "A trip's package: its price per traveller and its days (schedules), to start a quotation from.",
  fields: (t) => ({
    id: t.exposeInt("id"),
    name: t.exposeString("name"),
    trip_name: t.exposeString("tripName"),
    campsite_id: t.exposeInt("campsiteId", { description: "The trip's regional team (AdminCatalogueTeam)." }),
    price: t.exposeInt("price", { description: "Rupees per traveller." }),
    days: t.field({
      type: [
        builder.objectRef<{ title: string; description: string }>("AdminCatalogueDay").implement({
          fields: (d) => ({ title: d.exposeString("title"), description: d.exposeString("description") }),
        }),
      ],
      complexity: { field: 1, multiplier: 1 },
      resolve: (pkg) => pkg.days,
    }),
  }),
});

const CatalogueProperty = builder
  .objectRef<{ id: number; name: string; location: string; starCategory: number | null }>("AdminCatalogueProperty")
  .implement({
    fields: (t) => ({
      id: t.exposeInt("id"),
      name: t.exposeString("name"),
      location: t.exposeString("location"),
      star_category: t.exposeInt("starCategory", { nullable: true }),
    }),
  });

const CatalogueActivity = builder
  .objectRef<{ id: number; name: string; slug: string; price: number; priceFor: string }>("AdminCatalogueActivity")
  .implement({
    fields: (t) => ({
      id: t.exposeInt("id"),
      name: t.exposeString("name"),
      slug: t.exposeString("slug"),
      price: t.exposeInt("price", { description: "Rupees, per `price_for`." }),
      price_for: t.exposeString("priceFor"),
    }),
  });

interface CatalogueTeam {
  id: number;
  name: string;
  policies: { title: string; body: string }[];
}

const CatalogueTeam = builder.objectRef<CatalogueTeam>("AdminCatalogueTeam").implement({
  description: "A regional team (a campsite): the policies a quotation it runs shows the traveller.",
  fields: (t) => ({
    id: t.exposeInt("id"),
    name: t.exposeString("name"),
    policies: t.field({
      type: [
        builder.objectRef<{ title: string; body: string }>("AdminCataloguePolicy").implement({
          fields: (p) => ({ title: p.exposeString("title"), body: p.exposeString("body") }),
        }),
      ],
      resolve: (team) => team.policies,
    }),
  }),
});

async function cataloguePackages({ db }: Pick<Context, "db">): Promise<CataloguePackage[]> {
  const packageRows = await db
    .select({
      id: packages.id,
      name: packages.name,
      tripName: treks.name,
      campsiteId: treks.campsiteId,
      price: packages.price,
    })
    .from(packages)
    .innerJoin(treks, eq(treks.id, packages.trekId))
    .where(eq(packages.hide, false))
    .orderBy(asc(treks.name), asc(packages.priority), asc(packages.id));
  const schedules = packageRows.length
    ? await db
        .select({
          packageId: packageSchedules.packageId,
          title: packageSchedules.name,
          description: packageSchedules.description,
        })
        .from(packageSchedules)
        .where(
          inArray(
            packageSchedules.packageId,
            packageRows.map((row) => row.id),
          ),
        )
        .orderBy(asc(packageSchedules.position))
    : [];
  return packageRows.map((row) => ({
    ...row,
    days: schedules.filter((s) => s.packageId === row.id).map(({ title, description }) => ({ title, description })),
  }));
}

// Each list is read when it is asked for: the enquiry screen asks only for the teams.
const CatalogueRef = builder.objectRef<Record<string, never>>("AdminQuotationCatalogue").implement({
  description: "The live catalogue a quotation is priced from.",
  fields: (t) => ({
    packages: t.field({
      type: [CataloguePackageRef],
      complexity: { field: 1, multiplier: 2 },
      resolve: (_catalogue, _args, context) => cataloguePackages(context),
    }),
    properties: t.field({
      type: [CatalogueProperty],
      complexity: { field: 1, multiplier: 2 },
      resolve: (_catalogue, _args, { db }) =>
        db
          .select({
            id: properties.id,
            name: properties.name,
            location: properties.location,
            starCategory: properties.starCategory,
          })
          .from(properties)
          .orderBy(asc(properties.name)),
    }),
    activities: t.field({
      type: [CatalogueActivity],
      complexity: { field: 1, multiplier: 2 },
      resolve: (_catalogue, _args, { db }) =>
        db
          .select({
            id: activities.id,
            name: activities.name,
            slug: activities.slug,
            price: activities.price,
            priceFor: activities.priceFor,
          })
          .from(activities)
          .orderBy(asc(activities.name)),
    }),
    teams: t.field({
      type: [CatalogueTeam],
      description: "The regional teams, whose policies a quotation shows (AdminQuotationInput.campsite_id).",
      complexity: { field: 1, multiplier: 2 },
      resolve: (_catalogue, _args, { db }) =>
        db
          .select({ id: campsites.id, name: campsites.name, policies: campsites.policies })
          .from(campsites)
          .orderBy(asc(campsites.name)),
    }),
  }),
});

builder.queryField("adminQuotationCatalogue", (t) =>
  t.field({
    type: CatalogueRef,
    description:
      "Staff only: packages with their days and prices, properties, activities with their prices, and the regional teams with their policies.",
    resolve: (_root, _args, context) => {
      requireStaff(context);
      return {};
    },
  }),
);

// ─── The draft, in and out ──────────────────────────────────────────────────────────────

const DraftActivityRef =
  builder.objectRef<QuotationDraft["days"][number]["activities"][number]>("AdminQuotationDraftActivity");
DraftActivityRef.implement({
  fields: (t) => ({ activity_id: t.exposeInt("activityId"), included: t.exposeBoolean("included") }),
});
const DraftDayRef = builder.objectRef<QuotationDraft["days"][number]>("AdminQuotationDraftDay").implement({
  fields: (t) => ({
    title: t.exposeString("title"),
    description: t.exposeString("description"),
    activities: t.field({ type: [DraftActivityRef], resolve: (day) => day.activities }),
  }),
});
const TypedInPropertyRef = builder.objectRef<TypedInProperty>("AdminTypedInProperty").implement({
  description: "A property outside the catalogue, as the planner typed it in.",
  fields: (t) => ({
    name: t.exposeString("name"),
    location: t.exposeString("location"),
    star_category: t.exposeInt("starCategory", { nullable: true, description: "1 to 7; null: none." }),
  }),
});
const DraftPropertyRef = builder
  .objectRef<QuotationDraft["options"][number]["properties"][number]>("AdminQuotationDraftProperty")
  .implement({
    description: "A stay: a catalogue property (property_id) or one typed in (typed_in).",
    fields: (t) => ({
      property_id: t.exposeInt("propertyId", { nullable: true }),
      typed_in: t.field({ type: TypedInPropertyRef, nullable: true, resolve: (stay) => stay.typedIn }),
      meals: t.exposeString("meals"),
      room_type: t.exposeString("roomType"),
      days_detail: t.exposeString("daysDetail"),
    }),
  });
const DraftOptionRef = builder.objectRef<QuotationDraft["options"][number]>("AdminQuotationDraftOption").implement({
  fields: (t) => ({
    name: t.exposeString("name"),
    stay_price: t.exposeInt("stayPrice", { description: "Rupees per traveller for this option's stay." }),
    properties: t.field({ type: [DraftPropertyRef], resolve: (option) => option.properties }),
  }),
});

const DraftRef = builder.objectRef<QuotationDraft>("AdminQuotationDraft").implement({
  description: "A quotation as the planner wrote it (rupees); the stored prices are computed from it.",
  fields: (t) => ({
    trip_title: t.exposeString("tripTitle"),
    trip_subtitle: t.exposeString("tripSubtitle", { nullable: true }),
    campsite_id: t.exposeInt("campsiteId", {
      nullable: true,
      description: "The regional team whose policies it shows; null on a first draft no clue could place.",
    }),
    package_id: t.exposeInt("packageId", { nullable: true }),
    base_price: t.exposeInt("basePrice", { description: "Per traveller." }),
    travel_date: t.expose("travelDate", { type: "Date" }),
    expiry_date: t.expose("expiryDate", { type: "Date" }),
    pax: t.exposeInt("pax"),
    rooms: t.exposeInt("rooms"),
    meals: t.exposeString("meals"),
    show_price_for: t.exposeString("showPriceFor"),
    price_inclusive_of_taxes: t.exposeBoolean("priceInclusiveOfTaxes"),
    booking_amount: t.exposeInt("bookingAmount"),
    inclusions: t.exposeStringList("inclusions"),
    exclusions: t.exposeStringList("exclusions"),
    airport_transfer: t.boolean({ resolve: (d) => d.transport.airportTransfer }),
    private_vehicle_siteseeing: t.boolean({
      description: "A private vehicle for sightseeing (the spelling of Quotation.private_vehicle_siteseeing).",
      resolve: (d) => d.transport.privateVehicleSightseeing,
    }),
    sic_vehicle: t.boolean({
      description: "Shared (seat-in-coach) transfers.",
      resolve: (d) => d.transport.sharedTransfers,
    }),
    days: t.field({ type: [DraftDayRef], complexity: { field: 1, multiplier: 2 }, resolve: (d) => d.days }),
    options: t.field({ type: [DraftOptionRef], complexity: { field: 1, multiplier: 2 }, resolve: (d) => d.options }),
    selected_option: t.exposeInt("selectedOption"),
  }),
});

const DraftInputRef = builder.inputType("AdminQuotationInput", {
  description: "A quotation as the planner writes it. Prices are whole rupees.",
  fields: (t) => ({
    trip_title: t.string({ required: true }),
    trip_subtitle: t.string({ required: false }),
    campsite_id: t.int({
      required: false,
      description:
        "The regional team whose policies the quotation shows (adminQuotationCatalogue.teams); required to save.",
    }),
    package_id: t.int({ required: false, description: "The package the days and base price came from." }),
    base_price: t.int({ required: true, description: "Per traveller: the package's price, or written freely." }),
    travel_date: t.field({ type: "Date", required: true }),
    expiry_date: t.field({ type: "Date", required: true }),
    pax: t.int({ required: true }),
    rooms: t.int({ required: true }),
    meals: t.string({ required: true }),
    show_price_for: t.string({ required: true, description: PRICE_FOR_CHOICES.join(" or ") }),
    price_inclusive_of_taxes: t.boolean({ required: true }),
    booking_amount: t.int({ required: true }),
    inclusions: t.stringList({ required: true }),
    exclusions: t.stringList({ required: true }),
    airport_transfer: t.boolean({ required: true, description: "Airport transfers included." }),
    private_vehicle_siteseeing: t.boolean({
      required: true,
      description: "A private vehicle for sightseeing included (spelt as Quotation's field).",
    }),
    sic_vehicle: t.boolean({ required: true, description: "Shared (seat-in-coach) transfers included." }),
    days: t.field({
      required: true,
      type: [
        builder.inputType("AdminQuotationDayInput", {
          fields: (d) => ({
            title: d.string({ required: true }),
            description: d.string({ required: true }),
            activities: d.field({
              required: true,
              type: [
                builder.inputType("AdminQuotationActivityInput", {
                  fields: (a) => ({
                    activity_id: a.int({ required: true }),
                    included: a.boolean({ required: true, description: "false: optional, at its own price." }),
                  }),
                }),
              ],
            }),
          }),
        }),
      ],
    }),
    options: t.field({
      required: true,
      type: [
        builder.inputType("AdminQuotationOptionInput", {
          fields: (o) => ({
            name: o.string({ required: true }),
            stay_price: o.int({ required: true, description: "Rupees per traveller for this option's stay." }),
            properties: o.field({
              required: true,
              type: [
                builder.inputType("AdminQuotationPropertyInput", {
                  description: "A stay: property_id (the catalogue's) or typed_in (one outside it), one of the two.",
                  fields: (p) => ({
                    property_id: p.int({ required: false }),
                    typed_in: p.field({
                      required: false,
                      type: builder.inputType("AdminTypedInPropertyInput", {
                        fields: (x) => ({
                          name: x.string({ required: true }),
                          location: x.string({ required: true }),
                          star_category: x.int({ required: false, description: "1 to 7; null: none." }),
                        }),
                      }),
                    }),
                    meals: p.string({ required: true }),
                    room_type: p.string({ required: true }),
                    days_detail: p.string({ required: true, description: 'Like "Nights 1 to 3".' }),
                  }),
                }),
              ],
            }),
          }),
        }),
      ],
    }),
    selected_option: t.int({ required: true, description: "The option shown first (its index)." }),
  }),
});

type DraftInput = typeof DraftInputRef.$inferInput;

function toDraft(input: DraftInput): QuotationDraft {
  return {
    tripTitle: input.trip_title,
    tripSubtitle: input.trip_subtitle ?? null,
    campsiteId: input.campsite_id ?? null,
    packageId: input.package_id ?? null,
    basePrice: input.base_price,
    travelDate: input.travel_date,
    expiryDate: input.expiry_date,
    pax: input.pax,
    rooms: input.rooms,
    meals: input.meals,
    // checkQuotationDraft refuses anything else.
    showPriceFor: input.show_price_for as PriceFor,
    priceInclusiveOfTaxes: input.price_inclusive_of_taxes,
    bookingAmount: input.booking_amount,
    inclusions: input.inclusions,
    exclusions: input.exclusions,
    transport: {
      airportTransfer: input.airport_transfer,
      privateVehicleSightseeing: input.private_vehicle_siteseeing,
      sharedTransfers: input.sic_vehicle,
    },
    days: input.days.map((day) => ({
      title: day.title,
      description: day.description,
      activities: day.activities.map((a) => ({ activityId: a.activity_id, included: a.included })),
    })),
    options: input.options.map((option) => ({
      name: option.name,
      stayPrice: option.stay_price,
      properties: option.properties.map((p) => ({
        propertyId: p.property_id ?? null,
        typedIn: p.typed_in
          ? { name: p.typed_in.name, location: p.typed_in.location, starCategory: p.typed_in.star_category ?? null }
          : null,
        meals: p.meals,
        roomType: p.room_type,
        daysDetail: p.days_detail,
      })),
    })),
    selectedOption: input.selected_option,
  };
}

// ─── The quotation as the builder sees it ───────────────────────────────────────────────

const OptionTotalRef = builder.objectRef<QuotationTotals["options"][number]>("AdminQuotationOptionTotal").implement({
  description: "A hotel option's price and the booking accepting it makes.",
  fields: (t) => ({
    name: t.exposeString("name"),
    price: t.exposeInt("price", { description: "Rupees, as quoted (per person or for the group)." }),
    subtotal_paise: t.int({ resolve: (o) => o.booking.subtotalPaise }),
    gst_paise: t.int({ resolve: (o) => o.booking.gstPaise }),
    total_paise: t.int({ resolve: (o) => o.booking.totalPaise }),
  }),
});

interface BuilderQuotation {
  id: number;
  slug: string;
  enquiryId: number;
  enquirySlug: string;
  travellerName: string;
  travellerMobile: string;
  accepted: boolean;
  /** The acceptance in force: who accepted, when, with which option, and the booking it made. */
  acceptance: BuilderAcceptance | null;
  draft: QuotationDraft;
  totals: QuotationTotals;
}

interface BuilderAcceptance {
  acceptedAt: Date;
  optionName: string;
  accountName: string | null;
  accountPhone: string;
  bookingId: number | null;
  bookingReference: string | null;
}

const AdminQuotationAcceptanceRef = builder.objectRef<BuilderAcceptance>("AdminQuotationAcceptance").implement({
  description: "Who accepted a quotation, when, with which option, and the booking it made.",
  fields: (t) => ({
    accepted_at: t.string({ description: "ISO 8601.", resolve: (row) => row.acceptedAt.toISOString() }),
    option_name: t.exposeString("optionName"),
    account_name: t.exposeString("accountName", {
      nullable: true,
      description: "The account's name, when it has one.",
    }),
    account_phone: t.exposeString("accountPhone", { description: "E.164: the account that accepted." }),
    booking_id: t.exposeInt("bookingId", { nullable: true }),
    booking_reference: t.exposeString("bookingReference", { nullable: true }),
  }),
});

const BuilderQuotationRef = builder.objectRef<BuilderQuotation>("AdminQuotation").implement({
  description: "A quotation as the builder edits it, where the traveller sees it, and its totals.",
  fields: (t) => ({
    id: t.exposeInt("id"),
    slug: t.exposeString("slug"),
    enquiry_id: t.exposeInt("enquiryId"),
    enquiry_slug: t.exposeString("enquirySlug"),
    traveller_name: t.exposeString("travellerName"),
    traveller_mobile: t.exposeString("travellerMobile"),
    path: t.string({
      description: "The traveller's page: /quotations/{enquiry_slug}/quotation/{slug}.",
      resolve: (q) => `/quotations/${encodeURIComponent(q.enquirySlug)}/quotation/${encodeURIComponent(q.slug)}`,
    }),
    accepted: t.exposeBoolean("accepted", { description: "Accepted quotations cannot be changed." }),
    acceptance: t.field({
      type: AdminQuotationAcceptanceRef,
      nullable: true,
      description: "The acceptance in force; null while it can be accepted (again).",
      resolve: (q) => q.acceptance,
    }),
    draft: t.field({ type: DraftRef, resolve: (q) => q.draft }),
    options: t.field({
      type: [OptionTotalRef],
      complexity: { field: 1, multiplier: 2 },
      resolve: (q) => q.totals.options,
    }),
  }),
});

async function builderQuotation(context: Pick<Context, "db">, id: number): Promise<BuilderQuotation | null> {
  const row = await context.db.query.quotations.findFirst({
    where: { id },
    columns: { id: true, slug: true, inquiryId: true },
    with: {
      inquiry: { columns: { slug: true, name: true, mobile: true } },
      acceptance: {
        columns: { acceptedAt: true, optionName: true, bookingId: true },
        with: {
          user: { columns: { firstName: true, lastName: true, phone: true } },
          booking: { columns: { reference: true } },
        },
      },
      days: { columns: {}, with: { activities: { columns: { activityId: true, price: true, priceFor: true } } } },
    },
  });
  if (!row) return null;
  const draft = await draftOf(context.db, id);
  // The totals as stored: at the activity prices the quotation was saved with.
  const prices = new Map(
    row.days.flatMap((day) =>
      day.activities.map((a) => [a.activityId, { price: a.price ?? 0, priceFor: a.priceFor ?? "per person" }] as const),
    ),
  );
  return {
    id: row.id,
    slug: row.slug,
    enquiryId: row.inquiryId,
    enquirySlug: row.inquiry.slug,
    travellerName: row.inquiry.name,
    travellerMobile: row.inquiry.mobile,
    accepted: row.acceptance !== null,
    acceptance: row.acceptance
      ? {
          acceptedAt: new Date(row.acceptance.acceptedAt),
          optionName: row.acceptance.optionName,
          accountName:
            [row.acceptance.user.firstName, row.acceptance.user.lastName].filter(Boolean).join(" ").trim() || null,
          accountPhone: row.acceptance.user.phone,
          bookingId: row.acceptance.bookingId,
          bookingReference: row.acceptance.booking?.reference ?? null,
        }
      : null,
    draft,
    totals: quotationTotals(draft, prices),
  };
}

builder.queryField("adminQuotation", (t) =>
  t.field({
    type: BuilderQuotationRef,
    nullable: true,
    description: "Staff only: a quotation as the builder edits it; null when unknown.",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, { id }, context) => {
      requireStaff(context);
      return builderQuotation(context, id);
    },
  }),
);

/** The saved quotation, or the coded error for each way saving can be refused. */
async function answer(context: Pick<Context, "db">, outcome: SaveQuotationOutcome): Promise<BuilderQuotation> {
  if (!outcome.ok) {
    switch (outcome.reason) {
      case "not-found":
        throw new UserError("We could not find it.", { code: "NOT_FOUND", field: "id" });
      case "already-accepted":
        throw new UserError("This quotation has been accepted: duplicate it to offer something else.", {
          code: "QUOTATION_ALREADY_ACCEPTED",
        });
      case "invalid":
        throw invalidInput(fieldNames(outcome.errors));
    }
  }
  const saved = await builderQuotation(context, outcome.id);
  if (!saved) throw new Error(`The quotation ${outcome.id} vanished`);
  return saved;
}

/** The draft's field names as the input spells them (tripTitle: trip_title). */
function fieldNames(errors: DraftErrors): DraftErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), message]),
  );
}

builder.mutationField("adminCreateQuotation", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: BuilderQuotationRef,
    description:
      "Staff only: a new quotation for an enquiry, priced from the live catalogue; without `input`, a first draft from the enquiry (its trip's main package, date and party, and the regional team its trip, activity or destination points to, or `campsiteId`). The enquiry's first quotation moves it to quoted. BAD_USER_INPUT with `extensions.fields` (campsite_id when no team could be told: send campsiteId); NOT_FOUND for an unknown enquiry.",
    args: {
      enquiryId: t.arg.int({ required: true }),
      campsiteId: t.arg.int({
        required: false,
        description:
          "Without input: the team whose policies the first draft shows, instead of the one it would suggest.",
      }),
      input: t.arg({ type: DraftInputRef, required: false }),
    },
    resolve: async (_root, { enquiryId, campsiteId, input }, context) => {
      const viewer = requireStaff(context);
      const first = input ? null : await draftForEnquiry(context.db, enquiryId, context.today);
      const draft = input ? toDraft(input) : first && { ...first, campsiteId: campsiteId ?? first.campsiteId };
      if (!draft) throw new UserError("We could not find this enquiry.", { code: "NOT_FOUND", field: "enquiryId" });
      const staff = { db: context.db, staffUserId: viewer.userId, today: context.today };
      return answer(context, await createQuotation(staff, enquiryId, draft));
    },
  }),
);

builder.mutationField("adminUpdateQuotation", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: BuilderQuotationRef,
    description:
      "Staff only: rewrites a quotation from the draft, repriced from the live catalogue; its link stays. QUOTATION_ALREADY_ACCEPTED once accepted; BAD_USER_INPUT; NOT_FOUND.",
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: DraftInputRef, required: true }) },
    resolve: async (_root, { id, input }, context) => {
      const viewer = requireStaff(context);
      const staff = { db: context.db, staffUserId: viewer.userId, today: context.today };
      return answer(context, await updateQuotation(staff, id, toDraft(input)));
    },
  }),
);

builder.mutationField("adminDuplicateQuotation", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: BuilderQuotationRef,
    description:
      "Staff only: a copy of a quotation for the same enquiry under a new link (option B), repriced from the live catalogue. NOT_FOUND.",
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, { id }, context) => {
      const viewer = requireStaff(context);
      const staff = { db: context.db, staffUserId: viewer.userId, today: context.today };
      return answer(context, await duplicateQuotation(staff, id));
    },
  }),
);

// ─── Every quotation ────────────────────────────────────────────────────────────────────

interface QuotationListItem {
  id: number;
  slug: string;
  tripTitle: string;
  expiryDate: string;
  createdAt: Date;
  showPriceFor: string;
  enquiryId: number;
  enquirySlug: string;
  travellerName: string;
  accepted: boolean;
  fromPrice: number | null;
}

export const QUOTATIONS_PAGE_SIZE = 50;

const QuotationListItemRef = builder.objectRef<QuotationListItem>("AdminQuotationListItem").implement({
  description: "A quotation in the back office's list.",
  fields: (t) => ({
    id: t.exposeInt("id"),
    slug: t.exposeString("slug"),
    trip_title: t.exposeString("tripTitle"),
    expiry_date: t.expose("expiryDate", { type: "Date" }),
    created_at: t.string({ resolve: (q) => q.createdAt.toISOString() }),
    show_price_for: t.exposeString("showPriceFor"),
    enquiry_id: t.exposeInt("enquiryId"),
    enquiry_slug: t.exposeString("enquirySlug"),
    traveller_name: t.exposeString("travellerName"),
    accepted: t.exposeBoolean("accepted"),
    from_price: t.exposeInt("fromPrice", { nullable: true, description: "The cheapest offered option (rupees)." }),
  }),
});

builder.queryField("adminQuotations", (t) =>
  t.field({
    type: [QuotationListItemRef],
    description: "Staff only: the newest quotations first, 50 a page (`offset`), with their enquiry and lowest price.",
    args: { offset: t.arg.int({ required: false }) },
    complexity: { field: 1, multiplier: 2 },
    resolve: async (_root, { offset }, context) => {
      requireStaff(context);
      const cheapest = context.db
        .select({
          quotationId: quotationPropertyGroups.quotationId,
          price: min(quotationPropertyGroups.price).as("price"),
        })
        .from(quotationPropertyGroups)
        .where(eq(quotationPropertyGroups.isHidden, false))
        .groupBy(quotationPropertyGroups.quotationId)
        .as("cheapest");
      const rows = await context.db
        .select({
          id: quotations.id,
          slug: quotations.slug,
          tripTitle: quotations.tripTitle,
          expiryDate: quotations.expiryDate,
          createdAt: quotations.createdAt,
          showPriceFor: quotations.showPriceFor,
          enquiryId: inquiries.id,
          enquirySlug: inquiries.slug,
          travellerName: inquiries.name,
          acceptanceId: quotationAcceptances.id,
          fromPrice: cheapest.price,
        })
        .from(quotations)
        .innerJoin(inquiries, eq(inquiries.id, quotations.inquiryId))
        .leftJoin(
          quotationAcceptances,
          and(eq(quotationAcceptances.quotationId, quotations.id), isNull(quotationAcceptances.releasedAt)),
        )
        .leftJoin(cheapest, eq(cheapest.quotationId, quotations.id))
        .orderBy(desc(quotations.createdAt), desc(quotations.id))
        .limit(QUOTATIONS_PAGE_SIZE)
        .offset(Math.max(offset ?? 0, 0));
      return rows.map(({ acceptanceId, ...row }) => ({ ...row, accepted: acceptanceId !== null }));
    },
  }),
);
