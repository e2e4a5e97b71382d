// The builder's draft in the shapes around it: read from the API's AdminQuotationDraft,
// written as its AdminQuotationInput, and drawn as the traveller's quotation. The preview is the
// saved quotation (its planner, pictures, journey legs) with everything the draft decides laid over
// it (its team's policies, transport, stays from the catalogue or typed in), priced by the same domain rule the server stores prices with, so what the
// planner sees before saving is what the traveller's page shows after.
import { durationText, type QuotationDraft, quotationTotals } from "@parvat/domain/quotation-builder";
import type { AdminQuotationInput } from "../../../graphql/generated/graphql.ts";
import type { QuotationData } from "../../quotation/quotation-view.tsx";

export interface DraftFields {
  trip_title: string;
  trip_subtitle: string | null;
  campsite_id: number | null;
  package_id: number | null;
  base_price: number;
  travel_date: string;
  expiry_date: string;
  pax: number;
  rooms: number;
  meals: string;
  show_price_for: string;
  price_inclusive_of_taxes: boolean;
  booking_amount: number;
  inclusions: string[];
  exclusions: string[];
  airport_transfer: boolean;
  private_vehicle_siteseeing: boolean;
  sic_vehicle: boolean;
  days: { title: string; description: string; activities: { activity_id: number; included: boolean }[] }[];
  options: {
    name: string;
    stay_price: number;
    properties: {
      property_id: number | null;
      typed_in: { name: string; location: string; star_category: number | null } | null;
      meals: string;
      room_type: string;
      days_detail: string;
    }[];
  }[];
  selected_option: number;
}

export interface BuilderCatalogue {
  packages: {
    id: number;
    name: string;
    trip_name: string;
    campsite_id: number;
    price: number;
    days: { title: string; description: string }[];
  }[];
  properties: { id: number; name: string; location: string; star_category: number | null }[];
  activities: { id: number; name: string; slug: string; price: number; price_for: string }[];
  teams: { id: number; name: string; policies: { title: string; body: string }[] }[];
}

export function draftFromApi(fields: DraftFields): QuotationDraft {
  return {
    tripTitle: fields.trip_title,
    tripSubtitle: fields.trip_subtitle,
    campsiteId: fields.campsite_id,
    packageId: fields.package_id,
    basePrice: fields.base_price,
    travelDate: fields.travel_date,
    expiryDate: fields.expiry_date,
    pax: fields.pax,
    rooms: fields.rooms,
    meals: fields.meals,
    showPriceFor: fields.show_price_for === "per group" ? "per group" : "per person",
    priceInclusiveOfTaxes: fields.price_inclusive_of_taxes,
    bookingAmount: fields.booking_amount,
    inclusions: fields.inclusions,
    exclusions: fields.exclusions,
    transport: {
      airportTransfer: fields.airport_transfer,
      privateVehicleSightseeing: fields.private_vehicle_siteseeing,
      sharedTransfers: fields.sic_vehicle,
    },
    days: fields.days.map((day) => ({
      title: day.title,
      description: day.description,
      activities: day.activities.map((a) => ({ activityId: a.activity_id, included: a.included })),
    })),
    options: fields.options.map((option) => ({
      name: option.name,
      stayPrice: option.stay_price,
      properties: option.properties.map((p) => ({
        propertyId: p.property_id,
        typedIn: p.typed_in
          ? { name: p.typed_in.name, location: p.typed_in.location, starCategory: p.typed_in.star_category }
          : null,
        meals: p.meals,
        roomType: p.room_type,
        daysDetail: p.days_detail,
      })),
    })),
    selectedOption: fields.selected_option,
  };
}

export function draftToInput(draft: QuotationDraft): AdminQuotationInput {
  return {
    trip_title: draft.tripTitle,
    trip_subtitle: draft.tripSubtitle,
    campsite_id: draft.campsiteId,
    package_id: draft.packageId,
    base_price: draft.basePrice,
    travel_date: draft.travelDate,
    expiry_date: draft.expiryDate,
    pax: draft.pax,
    rooms: draft.rooms,
    meals: draft.meals,
    show_price_for: draft.showPriceFor,
    price_inclusive_of_taxes: draft.priceInclusiveOfTaxes,
    booking_amount: draft.bookingAmount,
    inclusions: draft.inclusions,
    exclusions: draft.exclusions,
    airport_transfer: draft.transport.airportTransfer,
    private_vehicle_siteseeing: draft.transport.privateVehicleSightseeing,
    sic_vehicle: draft.transport.sharedTransfers,
    days: draft.days.map((day) => ({
      title: day.title,
      description: day.description,
      activities: day.activities.map((a) => ({ activity_id: a.activityId, included: a.included })),
    })),
    options: draft.options.map((option) => ({
      name: option.name,
      stay_price: option.stayPrice,
      properties: option.properties.map((p) => ({
        property_id: p.propertyId,
        typed_in: p.typedIn
          ? { name: p.typedIn.name, location: p.typedIn.location, star_category: p.typedIn.starCategory }
          : null,
        meals: p.meals,
        room_type: p.roomType,
        days_detail: p.daysDetail,
      })),
    })),
    selected_option: draft.selectedOption,
  };
}

/** The catalogue's activity prices, as quotationTotals takes them. */
export function activityPrices(catalogue: BuilderCatalogue) {
  return new Map(catalogue.activities.map((a) => [a.id, { price: a.price, priceFor: a.price_for }]));
}

/** The totals of a draft, or null while it names an activity the catalogue no longer has. */
export function draftTotals(draft: QuotationDraft, catalogue: BuilderCatalogue) {
  try {
    return quotationTotals(draft, activityPrices(catalogue));
  } catch {
    return null;
  }
}

/** The traveller's quotation as it will be once this draft is saved. */
export function previewQuotation(
  saved: QuotationData,
  draft: QuotationDraft,
  catalogue: BuilderCatalogue,
): QuotationData {
  const totals = draftTotals(draft, catalogue);
  const activities = new Map(catalogue.activities.map((a) => [a.id, a]));
  const properties = new Map(catalogue.properties.map((p) => [p.id, p]));
  const team = catalogue.teams.find((candidate) => candidate.id === draft.campsiteId);
  const lines = (list: string[]) => list.map((line) => line.trim()).filter(Boolean);
  return {
    ...saved,
    // The chosen team's policies; none shown until one is chosen.
    campsite: team
      ? { name: team.name, type: saved.campsite.type, policies: team.policies }
      : { name: "", type: saved.campsite.type, policies: [] },
    airport_transfer: draft.transport.airportTransfer,
    private_vehicle_siteseeing: draft.transport.privateVehicleSightseeing,
    sic_vehicle: draft.transport.sharedTransfers,
    trip_title: draft.tripTitle,
    trip_subtitle: draft.tripSubtitle || null,
    expiry_date: draft.expiryDate,
    expired: false,
    duration: durationText(draft.days.length),
    pax: draft.pax,
    meals: draft.meals,
    rooms: draft.rooms,
    travel_date: draft.travelDate,
    inclusions: lines(draft.inclusions),
    exclusions: lines(draft.exclusions),
    show_price_for: draft.showPriceFor,
    booking_amount: draft.bookingAmount,
    price_inclusive_of_taxes: draft.priceInclusiveOfTaxes,
    days: draft.days.map((day, index) => ({
      day_number: index + 1,
      title: day.title,
      description: day.description,
      activities: day.activities.flatMap((a) => {
        const activity = activities.get(a.activityId);
        return activity
          ? [
              {
                name: activity.name,
                slug: activity.slug,
                included: a.included,
                price: activity.price,
                price_for: activity.price_for,
              },
            ]
          : [];
      }),
      attractions: [],
    })),
    // Options have no ids until saved: their positions stand in (accepting is off in the preview).
    property_groups: draft.options.map((option, index) => ({
      id: index + 1,
      name: option.name,
      is_selected: index === draft.selectedOption,
      price: totals?.options[index]?.price ?? null,
      properties: option.properties.flatMap((p) => {
        const property = p.propertyId === null ? null : properties.get(p.propertyId);
        const place = property ?? (p.typedIn && { ...p.typedIn, star_category: p.typedIn.starCategory });
        return place
          ? [
              {
                name: place.name,
                location: place.location,
                star_category: place.star_category,
                meals: p.meals,
                room_type: p.roomType,
                days_detail: p.daysDetail,
              },
            ]
          : [];
      }),
    })),
  };
}
