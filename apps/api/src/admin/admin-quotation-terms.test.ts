// What a quotation promises beyond its prices, as the builder stores it and the traveller reads it:
// the policies of the regional team that runs the trip (never another region's, and never guessed
// when nothing says which), how the traveller gets around (each line included or not, as the planner
// set it), and stays outside the catalogue typed in by the planner, shown like catalogue ones.
import type { inquiries } from "@parvat/db/schema";
import { createCampsite, createDestination, createProperty, createTrek } from "@parvat/db/testing/factories/catalog";
import { addDays, businessToday } from "@parvat/domain/business-dates";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRowsOf, createEnquiry, logInStaff } from "../testing/admin-test-kit.ts";
import type { Traveller } from "../testing/booking-test-kit.ts";
import { createTestApi, errorCodes, postGraphql, type TestApi } from "../testing/test-api.ts";

let test: TestApi;
let staff: Traveller;
beforeAll(async () => {
  test = await createTestApi();
  staff = await logInStaff(test);
});
afterAll(() => test.close());

const BUILT = /* GraphQL */ `
  id slug
  draft {
    campsite_id airport_transfer private_vehicle_siteseeing sic_vehicle
    options { name properties { property_id typed_in { name location star_category } meals room_type days_detail } }
  }
`;
const CREATE = /* GraphQL */ `
  mutation ($enquiryId: Int!, $campsiteId: Int, $input: AdminQuotationInput) {
    adminCreateQuotation(enquiryId: $enquiryId, campsiteId: $campsiteId, input: $input) { ${BUILT} }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation ($id: Int!, $input: AdminQuotationInput!) { adminUpdateQuotation(id: $id, input: $input) { ${BUILT} } }
`;
const PUBLIC = /* GraphQL */ `
  query ($slug: String!) {
    quotation(slug: $slug) {
      airport_transfer private_vehicle_siteseeing sic_vehicle
      campsite { name policies { title } }
      property_groups { name properties { name location star_category room_type meals days_detail } }
    }
  }
`;

interface Built {
  id: number;
  slug: string;
  draft: {
    campsite_id: number | null;
    airport_transfer: boolean;
    private_vehicle_siteseeing: boolean;
    sic_vehicle: boolean;
    options: {
      name: string;
      properties: {
        property_id: number | null;
        typed_in: { name: string; location: string; star_category: number | null } | null;
      }[];
    }[];
  };
}

interface Public {
  quotation: {
    airport_transfer: boolean;
    private_vehicle_siteseeing: boolean;
    sic_vehicle: boolean;
    campsite: { name: string; policies: { title: string }[] };
    property_groups: { name: string; properties: Record<string, unknown>[] }[];
  };
}

const newEnquiry = (values: Partial<typeof inquiries.$inferInsert> = {}) => createEnquiry(test, values);

function createQuotation(enquiryId: number, variables: { campsiteId?: number; input?: unknown } = {}) {
  return postGraphql<{ adminCreateQuotation: Built }>(test.api, CREATE, { enquiryId, ...variables }, staff.headers);
}

async function publicView(slug: string) {
  const response = await postGraphql<Public>(test.api, PUBLIC, { slug });
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.quotation;
}

const policies = (region: string) => [{ title: "Cancellation", body: `${region}'s cancellation terms.` }];

/** A free-written draft for the region's team, with one hotel option holding the given stays. */
function input(campsiteId: number | null, stays: unknown[], change: Record<string, unknown> = {}) {
  const today = businessToday();
  return {
    trip_title: "Meghalaya: living root bridges",
    campsite_id: campsiteId,
    base_price: 30_000,
    travel_date: addDays(today, 50),
    expiry_date: addDays(today, 7),
    pax: 2,
    rooms: 1,
    meals: "Breakfast and dinner",
    show_price_for: "per person",
    price_inclusive_of_taxes: true,
    booking_amount: 0,
    inclusions: ["A private cab for every day of sightseeing"],
    exclusions: ["Flights"],
    airport_transfer: true,
    private_vehicle_siteseeing: true,
    sic_vehicle: false,
    days: [{ title: "Shillong", description: "Arrive.", activities: [] }],
    options: [{ name: "Homestays", stay_price: 8_000, properties: stays }],
    selected_option: 0,
    ...change,
  };
}

describe("the team whose policies a new quotation shows", () => {
  it("is never guessed: with nothing to tell, the desk is asked, and its choice is what the traveller reads", async () => {
    // The first team in the catalogue is another region's: it must not be picked for want of one.
    await createCampsite(test.db, { name: "Kashmir", slug: "kashmir-terms", policies: policies("Kashmir") });
    const northEast = await createCampsite(test.db, {
      name: "North East",
      slug: "north-east-terms",
      policies: policies("North East"),
    });
    const enquiry = await newEnquiry({ kind: "custom-trip", destination: "Meghalaya", durationDays: 5 });

    const refused = await createQuotation(enquiry.id);
    expect(errorCodes(refused)).toEqual(["BAD_USER_INPUT"]);
    expect(refused.body.errors?.[0]?.extensions?.fields).toMatchObject({ campsite_id: expect.any(String) });

    const created = await createQuotation(enquiry.id, { campsiteId: northEast.id });
    expect(created.body.errors).toBeUndefined();
    const built = created.body.data!.adminCreateQuotation;
    expect(built.draft.campsite_id).toBe(northEast.id);
    const seen = await publicView(built.slug);
    expect(seen.campsite).toEqual({ name: "North East", policies: [{ title: "Cancellation" }] });
  });

  it("is the trip's team, or the one the destination names, and the planner can change it", async () => {
    const himachal = await createCampsite(test.db, { name: "Himachal Pradesh", slug: "himachal-terms" });
    await createDestination(test.db, { name: "Spiti Valley", slug: "spiti-terms", campsiteId: himachal.id });
    const spiti = await newEnquiry({ kind: "custom-trip", destination: "Spiti valley in winter" });
    const fromPlace = (await createQuotation(spiti.id)).body.data!.adminCreateQuotation;
    expect(fromPlace.draft.campsite_id).toBe(himachal.id);

    const ladakh = await createCampsite(test.db, { name: "Ladakh", slug: "ladakh-terms" });
    const { trek } = await createTrek(test.db, { campsiteId: ladakh.id });
    const onTrek = await newEnquiry({ trekId: trek.id });
    const fromTrip = (await createQuotation(onTrek.id)).body.data!.adminCreateQuotation;
    expect(fromTrip.draft.campsite_id).toBe(ladakh.id);

    const moved = await postGraphql<{ adminUpdateQuotation: Built }>(
      test.api,
      UPDATE,
      { id: fromTrip.id, input: input(himachal.id, []) },
      staff.headers,
    );
    expect(moved.body.errors).toBeUndefined();
    expect((await publicView(fromTrip.slug)).campsite.name).toBe("Himachal Pradesh");
    const refused = await postGraphql(test.api, UPDATE, { id: fromTrip.id, input: input(null, []) }, staff.headers);
    expect(refused.body.errors?.[0]?.extensions?.fields).toMatchObject({ campsite_id: expect.any(String) });
  });
});

describe("transport and typed-in properties", () => {
  it("stores how the traveller gets around and shows each line as set", async () => {
    const team = await createCampsite(test.db);
    const enquiry = await newEnquiry();
    const created = await createQuotation(enquiry.id, { input: input(team.id, []) });
    expect(created.body.errors).toBeUndefined();
    const built = created.body.data!.adminCreateQuotation;
    expect(built.draft).toMatchObject({ airport_transfer: true, private_vehicle_siteseeing: true, sic_vehicle: false });
    expect(await publicView(built.slug)).toMatchObject({
      airport_transfer: true,
      private_vehicle_siteseeing: true,
      sic_vehicle: false,
    });

    const changed = { airport_transfer: false, private_vehicle_siteseeing: false, sic_vehicle: true };
    await postGraphql(test.api, UPDATE, { id: built.id, input: input(team.id, [], changed) }, staff.headers);
    expect(await publicView(built.slug)).toMatchObject(changed);
  });

  it("shows a property typed in like one from the catalogue, and keeps it in the draft", async () => {
    const team = await createCampsite(test.db);
    const hotel = await createProperty(test.db, { name: "Pine Crest Hotel", location: "Shillong", starCategory: 3 });
    const enquiry = await newEnquiry();
    const stays = [
      { property_id: hotel.id, meals: "Breakfast", room_type: "Deluxe", days_detail: "Nights 1 to 2" },
      {
        typed_in: { name: " Rilang's Homestay ", location: "Mawlynnong", star_category: null },
        meals: "All meals",
        room_type: "Family room",
        days_detail: "Night 3",
      },
    ];
    const created = await createQuotation(enquiry.id, { input: input(team.id, stays) });
    expect(created.body.errors).toBeUndefined();
    const built = created.body.data!.adminCreateQuotation;
    expect(built.draft.options[0]!.properties.map((stay) => [stay.property_id, stay.typed_in])).toEqual([
      [hotel.id, null],
      [null, { name: "Rilang's Homestay", location: "Mawlynnong", star_category: null }],
    ]);
    expect((await publicView(built.slug)).property_groups[0]!.properties).toEqual([
      {
        name: "Pine Crest Hotel",
        location: "Shillong",
        star_category: 3,
        room_type: "Deluxe",
        meals: "Breakfast",
        days_detail: "Nights 1 to 2",
      },
      {
        name: "Rilang's Homestay",
        location: "Mawlynnong",
        star_category: null,
        room_type: "Family room",
        meals: "All meals",
        days_detail: "Night 3",
      },
    ]);
    const [audit] = await auditRowsOf(test, "quotation", built.id);
    expect(JSON.stringify(audit!.after)).toContain("Rilang's Homestay");
  });

  it("refuses a stay that is both, neither, or typed in without its location, and stores nothing", async () => {
    const team = await createCampsite(test.db);
    const hotel = await createProperty(test.db);
    const enquiry = await newEnquiry();
    const typedIn = { name: "Rilang's Homestay", location: "Mawlynnong" };
    for (const stay of [
      { property_id: hotel.id, typed_in: typedIn },
      {},
      { typed_in: { ...typedIn, location: " " } },
      { typed_in: { ...typedIn, star_category: 9 } },
    ]) {
      const body = input(team.id, [{ meals: "Breakfast", room_type: "Double", days_detail: "Night 1", ...stay }]);
      const response = await createQuotation(enquiry.id, { input: body });
      expect(errorCodes(response), JSON.stringify(stay)).toEqual(["BAD_USER_INPUT"]);
      expect(response.body.errors?.[0]?.extensions?.fields).toMatchObject({ options: expect.any(String) });
    }
    expect(await auditRowsOf(test, "enquiry", enquiry.id)).toEqual([]);
  });
});
