// The quotation builder through the API: a quotation made from an enquiry and priced from
// the live catalogue, read by the traveller's own query at the same prices; the enquiry moved to
// quoted by its first quotation; updates that keep the link; duplicates for option B; every change
// audited; coded refusals; travellers refused.
import { activities, inquiries, quotations } from "@parvat/db/schema";
import { createActivity, createProperty, createTrek } from "@parvat/db/testing/factories/catalog";
import { createQuotation } from "@parvat/db/testing/factories/enquiries";
import { addDays, businessToday } from "@parvat/domain/business-dates";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRowsOf, createEnquiry, logInStaff } from "../testing/admin-test-kit.ts";
import { logInTraveller, type Traveller, travellers } from "../testing/booking-test-kit.ts";
import { createTestApi, errorCodes, postGraphql, type TestApi } from "../testing/test-api.ts";

let test: TestApi;
let staff: Traveller;
beforeAll(async () => {
  test = await createTestApi();
  staff = await logInStaff(test);
});
afterAll(() => test.close());

const BUILT = /* GraphQL */ `
  id slug enquiry_id enquiry_slug path accepted
  draft { trip_title package_id base_price pax show_price_for days { title activities { activity_id included } } options { name stay_price } }
  options { name price subtotal_paise gst_paise total_paise }
`;
const CREATE = /* GraphQL */ `
  mutation ($enquiryId: Int!, $input: AdminQuotationInput) { adminCreateQuotation(enquiryId: $enquiryId, input: $input) { ${BUILT} } }
`;
const UPDATE = /* GraphQL */ `
  mutation ($id: Int!, $input: AdminQuotationInput!) { adminUpdateQuotation(id: $id, input: $input) { ${BUILT} } }
`;
const DUPLICATE = /* GraphQL */ `
  mutation ($id: Int!) { adminDuplicateQuotation(id: $id) { ${BUILT} } }
`;
const PUBLIC = /* GraphQL */ `
  query ($slug: String!) {
    quotation(slug: $slug) {
      trip_title pax show_price_for booking_amount duration
      property_groups { name is_selected price properties { name room_type } }
      days { day_number title activities { name included price price_for } }
    }
  }
`;

interface Built {
  id: number;
  slug: string;
  enquiry_slug: string;
  path: string;
  draft: { base_price: number; package_id: number | null; days: { title: string }[] };
  options: { name: string; price: number; total_paise: number; gst_paise: number }[];
}

type PublicGroups = { quotation: { property_groups: { id: number; price: number }[] } };

const newEnquiry = (values: Partial<typeof inquiries.$inferInsert> = {}) => createEnquiry(test, values);

/** A trip's package at ₹20,000 with three days, a houseboat, a per-person and a per-group activity. */
async function catalogue() {
  const { trek, packages } = await createTrek(test.db, {
    packages: [{ price: 20_000 }],
  });
  const houseboat = await createProperty(test.db, { name: "Lake Houseboat" });
  const shikara = await createActivity(test.db, { name: "Shikara ride", price: 1_500, priceFor: "per person" });
  const jeep = await createActivity(test.db, { name: "Private jeep", price: 5_000, priceFor: "per group" });
  const gondola = await createActivity(test.db, { name: "Gondola", price: 2_200, priceFor: "per person" });
  return { trek, pkg: packages[0]!, houseboat, shikara, jeep, gondola };
}

function input(parts: Awaited<ReturnType<typeof catalogue>>, change: Record<string, unknown> = {}) {
  const today = businessToday();
  return {
    trip_title: "Kashmir in spring",
    campsite_id: parts.trek.campsiteId,
    package_id: parts.pkg.id,
    base_price: 20_000,
    travel_date: addDays(today, 50),
    expiry_date: addDays(today, 7),
    pax: 2,
    rooms: 1,
    meals: "Breakfast and dinner",
    show_price_for: "per person",
    price_inclusive_of_taxes: false,
    booking_amount: 10_000,
    inclusions: ["Airport transfers", " "],
    exclusions: ["Flights"],
    airport_transfer: true,
    private_vehicle_siteseeing: false,
    sic_vehicle: false,
    days: [
      { title: "Srinagar", description: "Arrive.", activities: [{ activity_id: parts.shikara.id, included: true }] },
      {
        title: "Gulmarg",
        description: "Meadows.",
        activities: [
          { activity_id: parts.jeep.id, included: true },
          { activity_id: parts.gondola.id, included: false },
        ],
      },
    ],
    options: [
      {
        name: "Comfort",
        stay_price: 12_000,
        properties: [
          { property_id: parts.houseboat.id, meals: "Breakfast", room_type: "Deluxe", days_detail: "Nights 1 to 2" },
        ],
      },
      { name: "Premium", stay_price: 21_000, properties: [] },
    ],
    selected_option: 1,
    ...change,
  };
}

async function create(enquiryId: number, body: unknown) {
  const answer = await postGraphql(test.api, CREATE, { enquiryId, input: body }, staff.headers);
  expect(answer.body.errors).toBeUndefined();
  return (answer.body.data as { adminCreateQuotation: Built }).adminCreateQuotation;
}

describe("adminCreateQuotation", () => {
  it("prices each option from the catalogue; the traveller's page shows the same prices; the enquiry is quoted", async () => {
    const parts = await catalogue();
    const enquiry = await newEnquiry();
    const built = await create(enquiry.id, input(parts));
    // Per person: 20,000 base + stay + 1,500 shikara + 5,000 jeep shared by two (the gondola is optional).
    expect(built.options.map((o) => [o.name, o.price, o.gst_paise, o.total_paise])).toEqual([
      ["Comfort", 36_000, 3_600_00, 75_600_00],
      ["Premium", 45_000, 4_500_00, 94_500_00],
    ]);
    expect(built.path).toBe(`/quotations/${enquiry.slug}/quotation/${built.slug}`);
    expect(built.slug).toMatch(/^q-[0-9a-f]{20}$/);

    const seen = await postGraphql(test.api, PUBLIC, { slug: built.slug });
    expect(seen.body.data).toEqual({
      quotation: {
        trip_title: "Kashmir in spring",
        pax: 2,
        show_price_for: "per person",
        booking_amount: 10_000,
        duration: "1 night, 2 days",
        property_groups: [
          {
            name: "Comfort",
            is_selected: false,
            price: 36_000,
            properties: [{ name: "Lake Houseboat", room_type: "Deluxe" }],
          },
          { name: "Premium", is_selected: true, price: 45_000, properties: [] },
        ],
        days: [
          {
            day_number: 1,
            title: "Srinagar",
            activities: [{ name: "Shikara ride", included: true, price: 1_500, price_for: "per person" }],
          },
          {
            day_number: 2,
            title: "Gulmarg",
            activities: expect.arrayContaining([
              { name: "Private jeep", included: true, price: 5_000, price_for: "per group" },
              { name: "Gondola", included: false, price: 2_200, price_for: "per person" },
            ]),
          },
        ],
      },
    });
    const [stored] = await test.db.select().from(quotations).where(eq(quotations.id, built.id));
    expect(stored).toMatchObject({ inclusions: ["Airport transfers"], userId: staff.userId, name: "Ishaan Mehta" });
    const [after] = await test.db.select().from(inquiries).where(eq(inquiries.id, enquiry.id));
    expect(after!.status).toBe("quoted");
    expect((await auditRowsOf(test, "quotation", built.id)).map((row) => row.action)).toEqual(["create-quotation"]);
    expect(await auditRowsOf(test, "enquiry", enquiry.id)).toMatchObject([
      { action: "update-enquiry", before: { status: "new" }, after: { status: "quoted" }, staffUserId: staff.userId },
    ]);
  });

  it("drafts from the enquiry when given no input: its trip's main package, days and price, its party", async () => {
    const { trek, packages } = await createTrek(test.db, { name: "Draft Peak Trek", packages: [{ price: 14_500 }] });
    const enquiry = await newEnquiry({ trekId: trek.id, travellers: 3 });
    const built = await create(enquiry.id, null);
    expect(built.draft).toMatchObject({
      trip_title: "Draft Peak Trek",
      package_id: packages[0]!.id,
      base_price: 14_500,
    });
    expect(built.draft.days.length).toBeGreaterThan(0);
    expect(built.options).toEqual([expect.objectContaining({ name: "Standard", price: 14_500 })]);
  });

  it("leaves an enquiry the desk has closed as it is", async () => {
    const parts = await catalogue();
    const enquiry = await newEnquiry({ status: "closed" });
    await create(enquiry.id, input(parts));
    const [after] = await test.db.select().from(inquiries).where(eq(inquiries.id, enquiry.id));
    expect(after!.status).toBe("closed");
  });

  it.each([
    ["an expiry after the travel date", "expiry_date", { expiry_date: addDays(businessToday(), 60) }],
    ["no hotel option", "options", { options: [] }],
    ["a booking amount above the cheapest total", "booking_amount", { booking_amount: 80_000 }],
    ["a price per traveller or group only", "show_price_for", { show_price_for: "per couple" }],
  ] as const)("refuses %s with BAD_USER_INPUT naming %s, and stores nothing", async (_what, field, change) => {
    const parts = await catalogue();
    const enquiry = await newEnquiry();
    const answer = await postGraphql(
      test.api,
      CREATE,
      { enquiryId: enquiry.id, input: input(parts, change) },
      staff.headers,
    );
    expect(errorCodes(answer)).toEqual(["BAD_USER_INPUT"]);
    expect(answer.body.errors![0]!.extensions!.field).toBe(field);
    expect(await test.db.select().from(quotations).where(eq(quotations.inquiryId, enquiry.id))).toEqual([]);
  });

  it("refuses an activity no longer in the catalogue, and an unknown enquiry (NOT_FOUND)", async () => {
    const parts = await catalogue();
    const enquiry = await newEnquiry();
    const gone = input(parts);
    gone.days[0]!.activities[0]!.activity_id = 987_654;
    const refused = await postGraphql(test.api, CREATE, { enquiryId: enquiry.id, input: gone }, staff.headers);
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "days" });
    const unknown = await postGraphql(test.api, CREATE, { enquiryId: 987_654, input: input(parts) }, staff.headers);
    expect(errorCodes(unknown)).toEqual(["NOT_FOUND"]);
  });

  it("refuses travellers with FORBIDDEN and stores nothing", async () => {
    const parts = await catalogue();
    const enquiry = await newEnquiry();
    const traveller = await logInTraveller(test);
    const answer = await postGraphql(
      test.api,
      CREATE,
      { enquiryId: enquiry.id, input: input(parts) },
      traveller.headers,
    );
    expect(errorCodes(answer)).toEqual(["FORBIDDEN"]);
    expect(await test.db.select().from(quotations).where(eq(quotations.inquiryId, enquiry.id))).toEqual([]);
  });
});

describe("adminUpdateQuotation", () => {
  it("rewrites the quotation at today's catalogue prices under the same link, audited before and after", async () => {
    const parts = await catalogue();
    const built = await create((await newEnquiry()).id, input(parts));
    await test.db.update(activities).set({ price: 2_500 }).where(eq(activities.id, parts.shikara.id));
    const answer = await postGraphql(
      test.api,
      UPDATE,
      { id: built.id, input: input(parts, { show_price_for: "per group", price_inclusive_of_taxes: true }) },
      staff.headers,
    );
    expect(answer.body.errors).toBeUndefined();
    const updated = (answer.body.data as { adminUpdateQuotation: Built }).adminUpdateQuotation;
    expect(updated.slug).toBe(built.slug);
    // Per group: (20,000 + stay + 2,500 + 2,500) x 2.
    expect(updated.options.map((o) => [o.price, o.total_paise])).toEqual([
      [74_000, 74_000_00],
      [92_000, 92_000_00],
    ]);
    const seen = await postGraphql(test.api, PUBLIC, { slug: built.slug });
    expect((seen.body.data as PublicGroups).quotation.property_groups.map((g) => g.price)).toEqual([74_000, 92_000]);
    const audit = await auditRowsOf(test, "quotation", built.id);
    expect(audit.map((row) => row.action)).toEqual(["create-quotation", "update-quotation"]);
    // Before and after in one shape, so the audit log says only what changed.
    expect(audit[1]!.before).toMatchObject({ draft: { showPriceFor: "per person", basePrice: 20_000 } });
    expect((audit[1]!.before as { prices: number[] }).prices).toHaveLength(2);
    expect(audit[1]!.after).toMatchObject({ draft: { showPriceFor: "per group" }, prices: [74_000, 92_000] });
    const log = await postGraphql<{ adminAuditLog: { action: string; changes: { field: string }[] }[] }>(
      test.api,
      `query ($id: String!) { adminAuditLog(entity: "quotation", entityId: $id) { action changes { field } } }`,
      { id: String(built.id) },
      staff.headers,
    );
    const said = log.body.data!.adminAuditLog.find((row) => row.action === "update-quotation")!.changes;
    expect(said.map((change) => change.field)).toContain("Quotation › Price quoted");
    expect(said.map((change) => change.field)).not.toContain("Quotation › Trip title");
  });

  it("refuses an accepted quotation with QUOTATION_ALREADY_ACCEPTED", async () => {
    const parts = await catalogue();
    const built = await create((await newEnquiry()).id, input(parts));
    const traveller = await logInTraveller(test);
    const groups = await postGraphql(
      test.api,
      `query ($s: String!) { quotation(slug: $s) { property_groups { id } } }`,
      {
        s: built.slug,
      },
    );
    const groupId = (groups.body.data as PublicGroups).quotation.property_groups[0]!.id;
    const accepted = await postGraphql(
      test.api,
      `mutation ($s: String!, $g: Int!, $t: [ParticipantInput!]!) { acceptQuotation(slug: $s, propertyGroupId: $g, participants: $t) { id } }`,
      { s: built.slug, g: groupId, t: travellers(2) },
      traveller.headers,
    );
    expect(accepted.body.errors).toBeUndefined();
    const answer = await postGraphql(test.api, UPDATE, { id: built.id, input: input(parts) }, staff.headers);
    expect(errorCodes(answer)).toEqual(["QUOTATION_ALREADY_ACCEPTED"]);
  });
});

describe("adminDuplicateQuotation", () => {
  it("copies a quotation under a new link for the same enquiry, at the same prices, audited", async () => {
    const parts = await catalogue();
    const built = await create((await newEnquiry()).id, input(parts));
    const answer = await postGraphql(test.api, DUPLICATE, { id: built.id }, staff.headers);
    expect(answer.body.errors).toBeUndefined();
    const copy = (answer.body.data as { adminDuplicateQuotation: Built }).adminDuplicateQuotation;
    expect(copy.id).not.toBe(built.id);
    expect(copy.slug).not.toBe(built.slug);
    expect(copy.enquiry_slug).toBe(built.enquiry_slug);
    expect(copy.options).toEqual(built.options);
    expect(copy.draft).toEqual(built.draft);
    expect(await auditRowsOf(test, "quotation", copy.id)).toMatchObject([
      { action: "duplicate-quotation", before: null, after: { duplicateOf: built.id, slug: copy.slug } },
    ]);
  });

  it("duplicates a quotation written outside the builder at its prices, its included activities still included", async () => {
    const camel = await createActivity(test.db, { name: "Camel safari", price: 3_500, priceFor: "per person" });
    const { quotation } = await createQuotation(test.db, {
      days: [
        {
          title: "Dunes",
          description: "A desert evening.",
          activities: [{ activityId: camel.id, included: true, price: 3_500, priceFor: "per person" }],
        },
      ],
    });
    const answer = await postGraphql(test.api, DUPLICATE, { id: quotation.id }, staff.headers);
    expect(answer.body.errors).toBeUndefined();
    const copy = (answer.body.data as { adminDuplicateQuotation: Built }).adminDuplicateQuotation;
    expect(copy.options.map((o) => [o.name, o.price])).toEqual([
      ["Comfort", 38_000],
      ["Premium", 47_000],
    ]);
    const seen = await postGraphql(test.api, PUBLIC, { slug: copy.slug });
    expect((seen.body.data as { quotation: { days: unknown[] } }).quotation.days).toEqual([
      {
        day_number: 1,
        title: "Dunes",
        activities: [{ name: "Camel safari", included: true, price: 3_500, price_for: "per person" }],
      },
    ]);
  });

  it("says NOT_FOUND for an unknown quotation", async () => {
    expect(errorCodes(await postGraphql(test.api, DUPLICATE, { id: 987_654 }, staff.headers))).toEqual(["NOT_FOUND"]);
  });
});

describe("adminQuotationCatalogue", () => {
  it("lists packages with their days and prices, properties and activities with their prices", async () => {
    const parts = await catalogue();
    const answer = await postGraphql(
      test.api,
      `query { adminQuotationCatalogue { packages { id price days { title } } properties { id name } activities { id price price_for } } }`,
      {},
      staff.headers,
    );
    expect(answer.body.errors).toBeUndefined();
    const found = (
      answer.body.data as {
        adminQuotationCatalogue: {
          packages: { id: number; price: number; days: unknown[] }[];
          properties: unknown[];
          activities: unknown[];
        };
      }
    ).adminQuotationCatalogue;
    const pkg = found.packages.find((p) => p.id === parts.pkg.id)!;
    expect(pkg.price).toBe(20_000);
    expect(pkg.days.length).toBeGreaterThan(0);
    expect(found.properties).toContainEqual({ id: parts.houseboat.id, name: "Lake Houseboat" });
    expect(found.activities).toContainEqual({ id: parts.jeep.id, price: 5_000, price_for: "per group" });
  });
});

describe("adminQuotations", () => {
  it("lists the newest quotations first with their traveller, lowest price and acceptance", async () => {
    const parts = await catalogue();
    const built = await create((await newEnquiry({ name: "Listed Traveller" })).id, input(parts));
    const answer = await postGraphql(
      test.api,
      `query { adminQuotations { id traveller_name from_price accepted enquiry_slug } }`,
      {},
      staff.headers,
    );
    expect(answer.body.errors).toBeUndefined();
    const [newest] = (answer.body.data as { adminQuotations: Record<string, unknown>[] }).adminQuotations;
    expect(newest).toEqual({
      id: built.id,
      traveller_name: "Listed Traveller",
      from_price: 36_000,
      accepted: false,
      enquiry_slug: built.enquiry_slug,
    });
  });
});
