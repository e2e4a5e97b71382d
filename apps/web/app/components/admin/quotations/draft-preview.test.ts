import type { QuotationDraft } from "@parvat/domain/quotation-builder";
import { describe, expect, it } from "vitest";
import type { QuotationData } from "../../quotation/quotation-view.tsx";
import { type BuilderCatalogue, draftFromApi, draftToInput, draftTotals, previewQuotation } from "./draft-preview.ts";

const catalogue: BuilderCatalogue = {
  packages: [],
  properties: [{ id: 7, name: "Lake Houseboat", location: "Srinagar", star_category: 4 }],
  activities: [
    { id: 1, name: "Shikara ride", slug: "shikara", price: 1_500, price_for: "per person" },
    { id: 2, name: "Gondola", slug: "gondola", price: 2_200, price_for: "per person" },
  ],
  teams: [
    { id: 3, name: "Kashmir", policies: [{ title: "Cancellation", body: "Kashmir's terms." }] },
    { id: 5, name: "North East", policies: [{ title: "Cancellation", body: "The North East's terms." }] },
  ],
};

const draft: QuotationDraft = {
  tripTitle: "Kashmir in spring",
  tripSubtitle: "",
  campsiteId: 5,
  packageId: null,
  basePrice: 20_000,
  travelDate: "2027-04-10",
  expiryDate: "2027-03-01",
  pax: 2,
  rooms: 1,
  meals: "Breakfast",
  showPriceFor: "per person",
  priceInclusiveOfTaxes: true,
  bookingAmount: 5_000,
  inclusions: ["Transfers", " "],
  exclusions: [],
  transport: { airportTransfer: false, privateVehicleSightseeing: true, sharedTransfers: false },
  days: [
    {
      title: "Srinagar",
      description: "Arrive.",
      activities: [
        { activityId: 1, included: true },
        { activityId: 2, included: false },
      ],
    },
  ],
  options: [
    {
      name: "Comfort",
      stayPrice: 8_000,
      properties: [{ propertyId: 7, typedIn: null, meals: "Breakfast", roomType: "Deluxe", daysDetail: "Night 1" }],
    },
    {
      name: "Premium",
      stayPrice: 15_000,
      properties: [
        {
          propertyId: null,
          typedIn: { name: "Rilang's Homestay", location: "Mawlynnong", starCategory: null },
          meals: "All meals",
          roomType: "Family room",
          daysDetail: "Night 2",
        },
      ],
    },
  ],
  selectedOption: 1,
};

/** A saved quotation with the fields the draft does not decide. */
const saved = {
  slug: "q-1",
  expired: true,
  accepted: false,
  enquiry_slug: "enq-1",
  campsite: { name: "Kashmir", policies: [] },
  images: [],
  planner: null,
  phone_number: null,
  days: [],
  property_groups: [],
} as unknown as QuotationData;

describe("previewQuotation", () => {
  const preview = previewQuotation(saved, draft, catalogue);

  it("prices the options by the domain rule and marks the one shown first", () => {
    expect(preview.property_groups.map((g) => [g.name, g.price, g.is_selected])).toEqual([
      ["Comfort", 29_500, false],
      ["Premium", 36_500, true],
    ]);
    expect(preview.property_groups[0]!.properties).toEqual([
      {
        name: "Lake Houseboat",
        location: "Srinagar",
        star_category: 4,
        meals: "Breakfast",
        room_type: "Deluxe",
        days_detail: "Night 1",
      },
    ]);
  });

  it("draws the days with the catalogue's activities, the draft's words, and keeps the saved quotation's own fields", () => {
    expect(preview.days).toEqual([
      {
        day_number: 1,
        title: "Srinagar",
        description: "Arrive.",
        activities: [
          { name: "Shikara ride", slug: "shikara", included: true, price: 1_500, price_for: "per person" },
          { name: "Gondola", slug: "gondola", included: false, price: 2_200, price_for: "per person" },
        ],
        attractions: [],
      },
    ]);
    expect(preview).toMatchObject({
      slug: "q-1",
      enquiry_slug: "enq-1",
      expired: false,
      trip_subtitle: null,
      duration: "1 day",
      inclusions: ["Transfers"],
    });
  });

  it("shows the chosen team's policies, the transport as set, and a typed-in stay like a catalogue one", () => {
    expect(preview.campsite).toEqual({
      name: "North East",
      policies: [{ title: "Cancellation", body: "The North East's terms." }],
    });
    expect(preview).toMatchObject({ airport_transfer: false, private_vehicle_siteseeing: true, sic_vehicle: false });
    expect(preview.property_groups[1]!.properties).toEqual([
      {
        name: "Rilang's Homestay",
        location: "Mawlynnong",
        star_category: null,
        meals: "All meals",
        room_type: "Family room",
        days_detail: "Night 2",
      },
    ]);
    // No team chosen yet: no policies shown, rather than the saved quotation's (another region's).
    expect(previewQuotation(saved, { ...draft, campsiteId: null }, catalogue).campsite.policies).toEqual([]);
  });

  it("shows no prices while the draft names an activity the catalogue no longer has", () => {
    const gone = { ...draft, days: [{ ...draft.days[0]!, activities: [{ activityId: 99, included: true }] }] };
    expect(draftTotals(gone, catalogue)).toBeNull();
    expect(previewQuotation(saved, gone, catalogue).property_groups.map((g) => g.price)).toEqual([null, null]);
  });
});

describe("draftToInput and draftFromApi", () => {
  it("are each other's inverse", () => {
    const input = draftToInput(draft);
    expect(draftFromApi({ ...input, trip_subtitle: input.trip_subtitle ?? null, package_id: null } as never)).toEqual(
      draft,
    );
  });
});
