// The quotation builder's service: a quotation made from an enquiry and priced from the
// live catalogue, with the regional team whose policies it shows (chosen, never guessed), how the
// traveller gets around, and stays from the catalogue or typed in. The planner's draft (@parvat/domain/quotation-builder) is checked, priced by
// quotationTotals with the catalogue's activity prices at the moment of saving, and written as the
// rows the traveller's page reads (days with activities, hotel options with their properties and
// prices). The draft itself is kept on the quotation (builder_input) so the builder reopens it as
// written. Each change is one transaction with its audit row; an accepted quotation is not changed
// (its booking holds the accepted option's price).
import { randomBytes } from "node:crypto";
import type { Database, Transaction } from "@parvat/db/client";
import {
  activities,
  activityCampsites,
  campsites,
  destinations,
  inquiries,
  packageSchedules,
  packages,
  properties,
  quotationAcceptances,
  quotationDayActivities,
  quotationDays,
  quotationImages,
  quotationPropertyGroupProperties,
  quotationPropertyGroups,
  quotations,
  treks,
} from "@parvat/db/schema";
import { addDays } from "@parvat/domain/business-dates";
import {
  type ActivityPrices,
  bookingAmountError,
  checkQuotationDraft,
  type DraftErrors,
  durationText,
  includedActivitiesPerPerson,
  NO_TRANSPORT,
  type QuotationDraft,
  type QuotationTotals,
  quotationTotals,
  tidyDraft,
} from "@parvat/domain/quotation-builder";
import { type AnyColumn, and, asc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { recordAudit } from "../audit/audit.ts";
import { markQuoted } from "./admin-enquiries.ts";

/** A new quotation is open for a week unless the trip starts sooner. */
export const DEFAULT_VALIDITY_DAYS = 7;

export type SaveQuotationOutcome =
  | { ok: true; id: number; slug: string; totals: QuotationTotals }
  | { ok: false; reason: "not-found" | "already-accepted" }
  | { ok: false; reason: "invalid"; errors: DraftErrors };

interface Staff {
  db: Database;
  staffUserId: number;
  today: string;
}

/** The catalogue prices of the draft's activities, and whether its properties, package and team exist. */
async function catalogueFor(tx: Transaction, draft: QuotationDraft) {
  const activityIds = [...new Set(draft.days.flatMap((day) => day.activities.map((a) => a.activityId)))];
  const propertyIds = [
    ...new Set(
      draft.options.flatMap((option) =>
        option.properties.flatMap((p) => (p.propertyId === null ? [] : [p.propertyId])),
      ),
    ),
  ];
  const activityRows = activityIds.length
    ? await tx
        .select({ id: activities.id, price: activities.price, priceFor: activities.priceFor })
        .from(activities)
        .where(inArray(activities.id, activityIds))
    : [];
  const propertyRows = propertyIds.length
    ? await tx.select({ id: properties.id }).from(properties).where(inArray(properties.id, propertyIds))
    : [];
  const [pkg] =
    draft.packageId === null
      ? []
      : await tx
          .select({ id: packages.id })
          .from(packages)
          .innerJoin(treks, eq(treks.id, packages.trekId))
          .where(eq(packages.id, draft.packageId));
  const [team] =
    draft.campsiteId === null
      ? []
      : await tx.select({ id: campsites.id }).from(campsites).where(eq(campsites.id, draft.campsiteId));
  const errors: DraftErrors = {};
  if (!team) errors.campsiteId = "That team is no longer in the catalogue: choose another.";
  if (activityRows.length !== activityIds.length) errors.days = "An activity is no longer in the catalogue.";
  if (propertyRows.length !== propertyIds.length) errors.options = "A property is no longer in the catalogue.";
  if (draft.packageId !== null && !pkg) errors.packageId = "The trip's package is no longer in the catalogue.";
  const prices: ActivityPrices = new Map(activityRows.map((row) => [row.id, row]));
  return { prices, errors };
}

/** The draft checked against the rules and the catalogue, and priced; or the errors by field. */
async function priceDraft(tx: Transaction, draft: QuotationDraft, today: string) {
  const errors = checkQuotationDraft(draft, today);
  if (Object.keys(errors).length > 0) return { ok: false as const, errors };
  const catalogue = await catalogueFor(tx, draft);
  if (Object.keys(catalogue.errors).length > 0) return { ok: false as const, errors: catalogue.errors };
  const totals = quotationTotals(draft, catalogue.prices);
  const amountError = bookingAmountError(draft.bookingAmount, totals);
  if (amountError) return { ok: false as const, errors: { bookingAmount: amountError } };
  return { ok: true as const, totals, prices: catalogue.prices };
}

/** The quotation's own columns from a tidied and checked draft (its team chosen). */
function quotationColumns(draft: QuotationDraft) {
  return {
    campsiteId: draft.campsiteId!,
    airportTransfer: draft.transport.airportTransfer,
    privateVehicleSiteseeing: draft.transport.privateVehicleSightseeing,
    sicVehicle: draft.transport.sharedTransfers,
    tripTitle: draft.tripTitle,
    tripSubtitle: draft.tripSubtitle,
    expiryDate: draft.expiryDate,
    travelDate: draft.travelDate,
    duration: durationText(draft.days.length),
    pax: draft.pax,
    rooms: draft.rooms,
    meals: draft.meals,
    showPriceFor: draft.showPriceFor,
    priceInclusiveOfTaxes: draft.priceInclusiveOfTaxes,
    bookingAmount: draft.bookingAmount,
    inclusions: draft.inclusions,
    exclusions: draft.exclusions,
    builderInput: draft,
  };
}

/** Writes the days and hotel options of a quotation that has none (new, or cleared for an update). */
async function writeParts(
  tx: Transaction,
  quotationId: number,
  draft: QuotationDraft,
  totals: QuotationTotals,
  prices: ActivityPrices,
) {
  const days = await tx
    .insert(quotationDays)
    .values(
      draft.days.map((day, index) => ({
        quotationId,
        dayNumber: index + 1,
        title: day.title,
        description: day.description,
      })),
    )
    .returning({ id: quotationDays.id, dayNumber: quotationDays.dayNumber });
  const dayIds = new Map(days.map((day) => [day.dayNumber, day.id]));
  // One activity once a day (the table's key): a repeat keeps the first.
  const dayActivities = draft.days.flatMap((day, index) =>
    day.activities
      .filter((a, i) => day.activities.findIndex((b) => b.activityId === a.activityId) === i)
      .map((activity) => {
        const entry = prices.get(activity.activityId)!;
        return {
          dayId: dayIds.get(index + 1)!,
          activityId: activity.activityId,
          included: activity.included,
          price: entry.price,
          priceFor: entry.priceFor,
        };
      }),
  );
  if (dayActivities.length > 0) await tx.insert(quotationDayActivities).values(dayActivities);
  const groups = await tx
    .insert(quotationPropertyGroups)
    .values(
      draft.options.map((option, position) => ({
        quotationId,
        name: option.name,
        price: totals.options[position]!.price,
        isSelected: position === draft.selectedOption,
        position,
      })),
    )
    .returning({ id: quotationPropertyGroups.id, position: quotationPropertyGroups.position });
  const groupIds = new Map(groups.map((group) => [group.position, group.id]));
  const links = draft.options.flatMap((option, index) =>
    option.properties.map((property, position) => ({
      groupId: groupIds.get(index)!,
      propertyId: property.propertyId,
      // A typed-in stay carries its own details; a catalogue one reads them from the catalogue.
      name: property.typedIn?.name ?? null,
      location: property.typedIn?.location ?? null,
      starCategory: property.typedIn?.starCategory ?? null,
      meals: property.meals,
      roomType: property.roomType,
      daysDetail: property.daysDetail,
      position,
    })),
  );
  if (links.length > 0) await tx.insert(quotationPropertyGroupProperties).values(links);
}

/**
 * The regional team (campsite) whose policies a quotation for this enquiry most likely shows: its
 * package's trip's, the enquiry's trip's or activity's, or the one its destination names ("Spiti"
 * is Himachal Pradesh's, by the destinations table). Null when nothing says: the planner chooses,
 * since another region's policies would promise the traveller terms that are not theirs.
 */
export async function suggestedCampsiteId(
  db: Database | Transaction,
  clues: { packageId: number | null; trekId: number | null; activityId: number | null; destination: string | null },
): Promise<number | null> {
  if (clues.packageId !== null) {
    const [row] = await db
      .select({ campsiteId: treks.campsiteId })
      .from(packages)
      .innerJoin(treks, eq(treks.id, packages.trekId))
      .where(eq(packages.id, clues.packageId));
    if (row) return row.campsiteId;
  }
  if (clues.trekId !== null) {
    const [row] = await db.select({ campsiteId: treks.campsiteId }).from(treks).where(eq(treks.id, clues.trekId));
    if (row) return row.campsiteId;
  }
  if (clues.activityId !== null) {
    const [row] = await db
      .select({ campsiteId: activityCampsites.campsiteId })
      .from(activityCampsites)
      .where(eq(activityCampsites.activityId, clues.activityId))
      .orderBy(asc(activityCampsites.campsiteId))
      .limit(1);
    if (row) return row.campsiteId;
  }
  const said = clues.destination?.trim().toLowerCase();
  if (!said) return null;
  // A team or destination named in what the traveller wrote, or what they wrote naming one.
  const names = (name: AnyColumn, slug: AnyColumn) =>
    sql`(position(lower(${name}) in ${said}) > 0 or position(replace(${slug}, '-', ' ') in ${said}) > 0 or (length(${said}) >= 4 and position(${said} in lower(${name})) > 0))`;
  const [team] = await db
    .select({ id: campsites.id })
    .from(campsites)
    .where(names(campsites.name, campsites.slug))
    .orderBy(asc(campsites.id))
    .limit(1);
  if (team) return team.id;
  const [place] = await db
    .select({ campsiteId: destinations.campsiteId })
    .from(destinations)
    .where(and(isNotNull(destinations.campsiteId), names(destinations.name, destinations.slug)))
    .orderBy(asc(destinations.id))
    .limit(1);
  return place?.campsiteId ?? null;
}

/** 80 random bits, as an enquiry's reference: the slug alone opens the quotation. */
function newSlug(): string {
  return `q-${randomBytes(10).toString("hex")}`;
}

async function insertQuotation(
  tx: Transaction,
  { staffUserId, today }: Omit<Staff, "db">,
  inquiryId: number,
  written: QuotationDraft,
): Promise<SaveQuotationOutcome> {
  const draft = tidyDraft(written);
  const [inquiry] = await tx
    .select({ name: inquiries.name })
    .from(inquiries)
    .where(eq(inquiries.id, inquiryId))
    .for("update");
  if (!inquiry) return { ok: false, reason: "not-found" };
  const priced = await priceDraft(tx, draft, today);
  if (!priced.ok) return { ok: false, reason: "invalid", errors: priced.errors };
  const slug = newSlug();
  const [row] = await tx
    .insert(quotations)
    .values({
      ...quotationColumns(draft),
      slug,
      inquiryId,
      name: inquiry.name,
      userId: staffUserId,
    })
    .returning({ id: quotations.id });
  const id = row!.id;
  await writeParts(tx, id, draft, priced.totals, priced.prices);
  const status = await markQuoted(tx, inquiryId);
  if (status.before !== status.after) {
    await recordAudit(tx, {
      staffUserId,
      action: "update-enquiry",
      entity: "enquiry",
      entityId: String(inquiryId),
      before: { status: status.before },
      after: { status: status.after },
    });
  }
  return { ok: true, id, slug, totals: priced.totals };
}

/** A new quotation for an enquiry; the enquiry's first moves it to quoted. */
export async function createQuotation(
  { db, ...staff }: Staff,
  inquiryId: number,
  written: QuotationDraft,
): Promise<SaveQuotationOutcome> {
  const draft = tidyDraft(written);
  return db.transaction(async (tx) => {
    const outcome = await insertQuotation(tx, staff, inquiryId, draft);
    if (outcome.ok) {
      await recordAudit(tx, {
        staffUserId: staff.staffUserId,
        action: "create-quotation",
        entity: "quotation",
        entityId: String(outcome.id),
        before: null,
        after: { inquiryId, slug: outcome.slug, draft, prices: outcome.totals.options.map((o) => o.price) },
      });
    }
    return outcome;
  });
}

/** Rewrites a quotation from a new draft (its slug, and so its link, stay). */
export async function updateQuotation({ db, staffUserId, today }: Staff, id: number, written: QuotationDraft) {
  const draft = tidyDraft(written);
  return db.transaction(async (tx): Promise<SaveQuotationOutcome> => {
    const [current] = await tx
      .select({ slug: quotations.slug, inquiryId: quotations.inquiryId })
      .from(quotations)
      .where(eq(quotations.id, id))
      .for("update");
    if (!current) return { ok: false, reason: "not-found" };
    const [accepted] = await tx
      .select({ id: quotationAcceptances.id })
      .from(quotationAcceptances)
      .where(and(eq(quotationAcceptances.quotationId, id), isNull(quotationAcceptances.releasedAt)));
    if (accepted) return { ok: false, reason: "already-accepted" };
    // Recorded in the shape of the after side, so the audit log compares like with like.
    const before = {
      draft: await draftOf(tx, id),
      prices: (
        await tx
          .select({ price: quotationPropertyGroups.price })
          .from(quotationPropertyGroups)
          .where(eq(quotationPropertyGroups.quotationId, id))
          .orderBy(asc(quotationPropertyGroups.position), asc(quotationPropertyGroups.id))
      ).map((group) => group.price),
    };
    const priced = await priceDraft(tx, draft, today);
    if (!priced.ok) return { ok: false, reason: "invalid", errors: priced.errors };
    await tx.update(quotations).set(quotationColumns(draft)).where(eq(quotations.id, id));
    // Days and options are written afresh; their activities and properties go with them (cascade).
    await tx.delete(quotationDays).where(eq(quotationDays.quotationId, id));
    await tx.delete(quotationPropertyGroups).where(eq(quotationPropertyGroups.quotationId, id));
    await writeParts(tx, id, draft, priced.totals, priced.prices);
    await recordAudit(tx, {
      staffUserId,
      action: "update-quotation",
      entity: "quotation",
      entityId: String(id),
      before,
      after: { draft, prices: priced.totals.options.map((o) => o.price) },
    });
    return { ok: true, id, slug: current.slug, totals: priced.totals };
  });
}

/**
 * A copy of a quotation under a new link, to make option B: the same draft repriced from today's
 * catalogue, the same pictures. The expiry moves to at least today so the copy can be saved.
 */
export async function duplicateQuotation({ db, staffUserId, today }: Staff, id: number) {
  return db.transaction(async (tx): Promise<SaveQuotationOutcome> => {
    const [source] = await tx.select({ inquiryId: quotations.inquiryId }).from(quotations).where(eq(quotations.id, id));
    if (!source) return { ok: false, reason: "not-found" };
    const original = await draftOf(tx, id);
    const draft = {
      ...original,
      expiryDate: original.expiryDate < today ? addDays(today, DEFAULT_VALIDITY_DAYS) : original.expiryDate,
    };
    const outcome = await insertQuotation(tx, { staffUserId, today }, source.inquiryId, draft);
    if (!outcome.ok) return outcome;
    const images = await tx
      .select({ mediaId: quotationImages.mediaId, position: quotationImages.position })
      .from(quotationImages)
      .where(eq(quotationImages.quotationId, id));
    if (images.length > 0)
      await tx.insert(quotationImages).values(images.map((image) => ({ ...image, quotationId: outcome.id })));
    await recordAudit(tx, {
      staffUserId,
      action: "duplicate-quotation",
      entity: "quotation",
      entityId: String(outcome.id),
      before: null,
      after: { duplicateOf: id, slug: outcome.slug, draft, prices: outcome.totals.options.map((o) => o.price) },
    });
    return outcome;
  });
}

/**
 * A quotation as a draft: the one the builder saved, or, for a quotation written another way (the
 * demo's), one read back from its rows with each option's whole price as its stay price.
 */
export async function draftOf(db: Database | Transaction, id: number): Promise<QuotationDraft> {
  const quotation = await db.query.quotations.findFirst({
    where: { id },
    with: {
      days: { orderBy: { dayNumber: "asc" }, with: { activities: { orderBy: { activityId: "asc" } } } },
      propertyGroups: {
        where: { isHidden: false },
        orderBy: { position: "asc", id: "asc" },
        with: { properties: { orderBy: { position: "asc", id: "asc" } } },
      },
    },
  });
  if (!quotation) throw new Error(`No quotation ${id}`);
  // The team and transport are the quotation's own columns, whichever way it was written.
  const stored = {
    campsiteId: quotation.campsiteId,
    transport: {
      airportTransfer: quotation.airportTransfer,
      privateVehicleSightseeing: quotation.privateVehicleSiteseeing,
      sharedTransfers: quotation.sicVehicle,
    },
  };
  if (quotation.builderInput) return { ...tidyDraft(quotation.builderInput), ...stored };
  const perGroup = quotation.showPriceFor.trim().toLowerCase() !== "per person";
  const days = quotation.days.map((day) => ({
    title: day.title,
    description: day.description,
    activities: day.activities.map(({ activityId, included }) => ({ activityId, included })),
  }));
  // The included activities per traveller at the prices the quotation was written with.
  const activityPrices = new Map(
    quotation.days.flatMap((day) =>
      day.activities.map((a) => [a.activityId, { price: a.price ?? 0, priceFor: a.priceFor ?? "per person" }] as const),
    ),
  );
  const activities = includedActivitiesPerPerson(days, activityPrices, quotation.pax);
  return {
    ...stored,
    tripTitle: quotation.tripTitle,
    tripSubtitle: quotation.tripSubtitle,
    packageId: null,
    basePrice: 0,
    travelDate: quotation.travelDate,
    expiryDate: quotation.expiryDate,
    pax: quotation.pax,
    rooms: quotation.rooms,
    meals: quotation.meals,
    showPriceFor: perGroup ? "per group" : "per person",
    priceInclusiveOfTaxes: quotation.priceInclusiveOfTaxes,
    bookingAmount: quotation.bookingAmount,
    inclusions: quotation.inclusions,
    exclusions: quotation.exclusions,
    days,
    options: quotation.propertyGroups.map((group) => ({
      name: group.name,
      // What is left of the option's price per traveller once the included activities are paid for.
      stayPrice: Math.max(
        (perGroup ? Math.ceil((group.price ?? 0) / quotation.pax) : (group.price ?? 0)) - activities,
        0,
      ),
      properties: group.properties.map(({ propertyId, name, location, starCategory, meals, roomType, daysDetail }) => ({
        propertyId,
        typedIn: propertyId === null ? { name: name ?? "", location: location ?? "", starCategory } : null,
        meals,
        roomType,
        daysDetail,
      })),
    })),
    selectedOption: Math.max(
      quotation.propertyGroups.findIndex((group) => group.isSelected),
      0,
    ),
  };
}

/**
 * A first draft for an enquiry: its trip's main package (days from the package's schedules, its
 * price as the base), its date and party, one hotel option to fill in. Written freely otherwise.
 */
export async function draftForEnquiry(db: Database, inquiryId: number, today: string): Promise<QuotationDraft | null> {
  const [inquiry] = await db
    .select({
      travelDate: inquiries.travelDate,
      travellers: inquiries.travellers,
      destination: inquiries.destination,
      durationDays: inquiries.durationDays,
      trekId: inquiries.trekId,
      activityId: inquiries.activityId,
      trekName: treks.name,
      mainPackageId: treks.mainPackageId,
    })
    .from(inquiries)
    .leftJoin(treks, eq(treks.id, inquiries.trekId))
    .where(eq(inquiries.id, inquiryId));
  if (!inquiry) return null;
  const [pkg] =
    inquiry.mainPackageId === null
      ? []
      : await db
          .select({ id: packages.id, price: packages.price })
          .from(packages)
          .where(eq(packages.id, inquiry.mainPackageId));
  const schedules = pkg
    ? await db
        .select({ name: packageSchedules.name, description: packageSchedules.description })
        .from(packageSchedules)
        .where(eq(packageSchedules.packageId, pkg.id))
        .orderBy(asc(packageSchedules.position))
    : [];
  // A general question may have no date: the draft starts a month out, as for a date gone by.
  const travelDate =
    inquiry.travelDate !== null && inquiry.travelDate > today ? inquiry.travelDate : addDays(today, 30);
  const expiry = addDays(today, DEFAULT_VALIDITY_DAYS);
  const dayCount = Math.max(inquiry.durationDays ?? 1, 1);
  return {
    tripTitle: inquiry.trekName ?? (inquiry.destination ? `${inquiry.destination}, your way` : "Your trip"),
    tripSubtitle: null,
    campsiteId: await suggestedCampsiteId(db, {
      packageId: pkg?.id ?? null,
      trekId: inquiry.trekId,
      activityId: inquiry.activityId,
      destination: inquiry.destination,
    }),
    packageId: pkg?.id ?? null,
    basePrice: pkg?.price ?? 0,
    travelDate,
    expiryDate: expiry < travelDate ? expiry : travelDate,
    pax: inquiry.travellers,
    rooms: Math.ceil(inquiry.travellers / 2),
    meals: "Breakfast and dinner",
    showPriceFor: "per person",
    priceInclusiveOfTaxes: true,
    bookingAmount: 0,
    inclusions: [],
    exclusions: [],
    transport: NO_TRANSPORT,
    days:
      schedules.length > 0
        ? schedules.map((schedule) => ({ title: schedule.name, description: schedule.description, activities: [] }))
        : Array.from({ length: dayCount }, (_, index) => ({
            // The page prints "Day 1: {title}": a title of its own, never "Day 1" again.
            title: index === 0 ? "Arrival" : index === dayCount - 1 ? "Departure" : "Free to plan",
            description: "To be planned with the traveller.",
            activities: [],
          })),
    options: [{ name: "Standard", stayPrice: 0, properties: [] }],
    selectedOption: 0,
  };
}
