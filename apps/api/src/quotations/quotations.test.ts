// Quotations and custom trips through the API: reading a quotation whole (hidden hotel
// options left out, null for an unknown slug), accepting it once however many try at once, the
// booking it makes at the chosen option's price and what /pay can take of it, the coded refusals,
// and custom trip requests that store nothing when bad and are limited per phone.
import { bookings, inquiries, quotationAcceptances } from "@parvat/db/schema";
import { createQuotation } from "@parvat/db/testing/factories/enquiries";
import { addDays, businessToday } from "@parvat/domain/business-dates";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logInTraveller, travellers } from "../testing/booking-test-kit.ts";
import { createTestApi, errorCodes, postGraphql, type TestApi } from "../testing/test-api.ts";

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.close());

const QUOTATION = /* GraphQL */ `
  query ($slug: String!) {
    quotation(slug: $slug) {
      slug trip_title expired accepted enquiry_slug enquiry_status
      price_details { property_group_id price }
      property_groups { id name is_selected price properties { name meals room_type days_detail } }
      days { day_number title activities { name included price price_for } attractions { name included } }
      campsite { name policies { title } }
    }
  }
`;
const ACCEPT = /* GraphQL */ `
  mutation ($slug: String!, $group: Int!, $travellers: [ParticipantInput!]!) {
    acceptQuotation(slug: $slug, propertyGroupId: $group, participants: $travellers) {
      id status traveller_count price_per_person_paise total_paise booking_amount_paise payment_plans
      trip { name slug type } package { name } departure { start_date end_date } quotation { slug enquiry_slug }
    }
  }
`;
const CUSTOM = /* GraphQL */ `
  mutation ($input: CustomTripInput!) { requestCustomTrip(input: $input) { reference message } }
`;

/** A quotation with three options: selected (₹38,000 per person), another (₹47,000), one unpriced, one hidden. */
async function quotationWithOptions(overrides: Parameters<typeof createQuotation>[1] = {}) {
  const { quotation, propertyGroups } = await createQuotation(test.db, {
    showPriceFor: "per person",
    bookingAmount: 10_000,
    propertyGroups: [
      { name: "Comfort", price: 38_000, isSelected: true, properties: [] },
      { name: "Premium", price: 47_000, properties: [] },
      { name: "Houseboat", price: null, properties: [] },
      { name: "Budget", price: 21_000, isHidden: true, properties: [] },
    ],
    ...overrides,
  });
  const [comfort, premium, houseboat, budget] = propertyGroups;
  return { quotation, comfort: comfort!, premium: premium!, houseboat: houseboat!, budget: budget! };
}

describe("quotation(slug)", () => {
  it("answers the quotation whole with its offered hotel options and their prices, hidden ones left out", async () => {
    const { quotation, comfort, premium, houseboat } = await quotationWithOptions();
    const { body } = await postGraphql(test.api, QUOTATION, { slug: quotation.slug });
    expect(body.errors).toBeUndefined();
    const answer = (body.data as { quotation: Record<string, unknown> }).quotation;
    expect(answer).toMatchObject({ slug: quotation.slug, expired: false, accepted: false, enquiry_status: "quoted" });
    expect(answer.price_details).toEqual([
      { property_group_id: comfort.id, price: 38_000 },
      { property_group_id: premium.id, price: 47_000 },
      { property_group_id: houseboat.id, price: null },
    ]);
    expect((answer.property_groups as { name: string }[]).map((group) => group.name)).toEqual([
      "Comfort",
      "Premium",
      "Houseboat",
    ]);
    expect((answer.days as unknown[]).length).toBe(2);
  });

  it("answers null for an unknown slug, and quotations(enquirySlug) null for an unknown enquiry", async () => {
    const { body } = await postGraphql(test.api, QUOTATION, { slug: "no-such-quotation" });
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ quotation: null });
    const list = await postGraphql(test.api, `query { quotations(enquirySlug: "no-such-enquiry") { slug } }`);
    expect(list.body.data).toEqual({ quotations: null });
  });

  it("lists every quotation of an enquiry, marking the expired ones", async () => {
    const { quotation, inquiry } = await createQuotation(test.db, { expiryDate: addDays(businessToday(), -1) });
    const { body } = await postGraphql(
      test.api,
      `query ($e: String!) { quotations(enquirySlug: $e) { slug expired } }`,
      {
        e: inquiry.slug,
      },
    );
    expect(body.data).toEqual({ quotations: [{ slug: quotation.slug, expired: true }] });
  });
});

describe("acceptQuotation", () => {
  it("books the chosen option's price for the quotation's travellers, payable by its booking amount", async () => {
    const { quotation, premium } = await quotationWithOptions();
    const traveller = await logInTraveller(test);
    const { body } = await postGraphql(
      test.api,
      ACCEPT,
      { travellers: travellers(2), slug: quotation.slug, group: premium.id },
      traveller.headers,
    );
    expect(body.errors).toBeUndefined();
    const booking = (body.data as { acceptQuotation: Record<string, unknown> }).acceptQuotation;
    expect(booking).toMatchObject({
      status: "held",
      traveller_count: 2,
      price_per_person_paise: 47_000_00,
      total_paise: 94_000_00,
      booking_amount_paise: 10_000_00,
      payment_plans: ["full", "booking_amount"],
      trip: { name: quotation.tripTitle, slug: quotation.slug, type: "tour-package" },
      package: { name: "Premium" },
      departure: { start_date: quotation.travelDate, end_date: addDays(quotation.travelDate, 1) },
      quotation: { slug: quotation.slug },
    });
    const [acceptance] = await test.db
      .select()
      .from(quotationAcceptances)
      .where(eq(quotationAcceptances.quotationId, quotation.id));
    expect(acceptance).toMatchObject({ propertyGroupId: premium.id, userId: traveller.userId, price: 47_000 });
    const [inquiry] = await test.db.select().from(inquiries).where(eq(inquiries.id, quotation.inquiryId));
    expect(inquiry!.status).toBe("accepted");
  });

  it("gives one booking when the quotation is accepted twice at once; the other is QUOTATION_ALREADY_ACCEPTED", async () => {
    const { quotation, comfort, premium } = await quotationWithOptions();
    const [first, second] = [await logInTraveller(test), await logInTraveller(test)];
    const answers = await Promise.all([
      postGraphql(
        test.api,
        ACCEPT,
        { travellers: travellers(2), slug: quotation.slug, group: comfort.id },
        first.headers,
      ),
      postGraphql(
        test.api,
        ACCEPT,
        { travellers: travellers(2), slug: quotation.slug, group: premium.id },
        second.headers,
      ),
    ]);
    expect(answers.map(errorCodes).sort()).toEqual([[], ["QUOTATION_ALREADY_ACCEPTED"]]);
    const [made] = await test.db.select({ n: count() }).from(bookings).where(eq(bookings.quotationId, quotation.id));
    expect(made!.n).toBe(1);
    // Its own traveller, trying again, is told which booking to pay.
    const winner = answers[0]!.body.errors ? second : first;
    const again = await postGraphql(
      test.api,
      ACCEPT,
      { travellers: travellers(2), slug: quotation.slug, group: comfort.id },
      winner.headers,
    );
    const [row] = await test.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.quotationId, quotation.id));
    expect(again.body.errors?.[0]?.extensions).toMatchObject({
      code: "QUOTATION_ALREADY_ACCEPTED",
      bookingId: row!.id,
    });
  });

  it.each([
    ["an expired quotation", "QUOTATION_EXPIRED", { expiryDate: addDays(businessToday(), -1) }, "comfort"],
    ["an option without a price", "QUOTATION_OPTION_UNAVAILABLE", {}, "houseboat"],
    ["a hidden option", "QUOTATION_OPTION_UNAVAILABLE", {}, "budget"],
  ] as const)("refuses %s with %s and books nothing", async (_what, code, overrides, option) => {
    const options = await quotationWithOptions(overrides);
    const traveller = await logInTraveller(test);
    const answer = await postGraphql(
      test.api,
      ACCEPT,
      { travellers: travellers(2), slug: options.quotation.slug, group: options[option].id },
      traveller.headers,
    );
    expect(errorCodes(answer)).toEqual([code]);
    const [made] = await test.db
      .select({ n: count() })
      .from(bookings)
      .where(eq(bookings.quotationId, options.quotation.id));
    expect(made!.n).toBe(0);
  });

  it("needs a login, and says NOT_FOUND for an unknown slug", async () => {
    const { quotation, comfort } = await quotationWithOptions();
    expect(
      errorCodes(
        await postGraphql(test.api, ACCEPT, { travellers: travellers(2), slug: quotation.slug, group: comfort.id }),
      ),
    ).toEqual(["UNAUTHENTICATED"]);
    const traveller = await logInTraveller(test);
    expect(
      errorCodes(
        await postGraphql(
          test.api,
          ACCEPT,
          { travellers: travellers(2), slug: "nope", group: comfort.id },
          traveller.headers,
        ),
      ),
    ).toEqual(["NOT_FOUND"]);
  });
});

describe("requestCustomTrip", () => {
  const good = {
    date: addDays(businessToday(), 60),
    destination: "Dubai",
    duration: 6,
    group: "family",
    type: "leisure",
    adults: 2,
    children: 2,
    child_ages: [4, 9],
    budget_per_person: 40_000,
    name: "Nikhil Sharma",
    country_code: "+91",
    phone: "98104 57326",
    email: "nikhil.sharma@example.com",
  };
  const stored = async (name: string) =>
    (await test.db.select().from(inquiries).where(eq(inquiries.name, name))).filter(
      (row) => row.kind === "custom-trip",
    );

  it("stores a good request as a custom-trip enquiry with its own reference and status new", async () => {
    const { body } = await postGraphql(test.api, CUSTOM, {
      input: { ...good, name: "Kavya Menon", phone: "98100 00001" },
    });
    expect(body.errors).toBeUndefined();
    const { reference } = (body.data as { requestCustomTrip: { reference: string } }).requestCustomTrip;
    // Short enough to read out on a call; the unguessable slug that opens the quotations stays inside.
    expect(reference).toMatch(/^EQ-[2-9A-Z]{6}$/);
    const [row] = await stored("Kavya Menon");
    expect(row).toMatchObject({
      reference,
      slug: expect.stringMatching(/^enq-[0-9a-f]{20}$/),
      status: "new",
      mobile: "+919810000001",
      destination: "Dubai",
      durationDays: 6,
      groupType: "family",
      tripType: "leisure",
      // The party as said: two adults and two children with their ages, never a guess from "family".
      travellers: 4,
      adults: 2,
      children: 2,
      childAges: [4, 9],
      budgetPerPerson: 40_000,
    });
  });

  it("stores a party the group would have guessed wrong, and no budget as none", async () => {
    const { body } = await postGraphql(test.api, CUSTOM, {
      input: {
        ...good,
        name: "Office Outing",
        phone: "98100 00003",
        group: "corporate",
        adults: 23,
        children: 0,
        child_ages: [],
        budget_per_person: null,
      },
    });
    expect(body.errors).toBeUndefined();
    const [row] = await stored("Office Outing");
    expect(row).toMatchObject({ travellers: 23, adults: 23, children: 0, childAges: [], budgetPerPerson: null });
  });

  it("stores nothing for bad input and names each bad field", async () => {
    const answer = await postGraphql(test.api, CUSTOM, {
      input: { ...good, name: "Bad Input", destination: "", duration: 0, group: "crowd", phone: "123", email: "x" },
    });
    expect(errorCodes(answer)).toEqual(["BAD_USER_INPUT"]);
    expect(Object.keys(answer.body.errors![0]!.extensions!.fields as object).sort()).toEqual([
      "destination",
      "duration",
      "email",
      "group",
      "phone",
    ]);
    expect(await stored("Bad Input")).toEqual([]);
  });

  it("takes FORM_SUBMISSIONS_PER_PHONE_PER_DAY requests from one phone, then RATE_LIMITED with nothing stored", async () => {
    const input = { ...good, name: "Rohan Das", phone: "98100 00002" };
    for (let i = 0; i < 5; i += 1) expect(errorCodes(await postGraphql(test.api, CUSTOM, { input }))).toEqual([]);
    expect(errorCodes(await postGraphql(test.api, CUSTOM, { input: { ...input, name: "Rohan Das Six" } }))).toEqual([
      "RATE_LIMITED",
    ]);
    expect(await stored("Rohan Das Six")).toEqual([]);
  });
});
