// Campaigns over HTTP: the page's query (a campaign in any state, null for an unknown slug, its
// covered trips), and the offer on createBooking decided by the server alone: applied from the page
// or a code while the campaign runs, refused with its code when the code is unknown, ended or for
// another trip, and never taken from the browser's figures.
import { randomUUID } from "node:crypto";
import { bookings, type campaigns } from "@parvat/db/schema";
import { createCampaign } from "@parvat/db/testing/factories/campaigns";
import { createTrek } from "@parvat/db/testing/factories/catalog";
import { addDays, businessToday } from "@parvat/domain/business-dates";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logInTraveller, participant, type Traveller } from "../testing/booking-test-kit.ts";
import { createTestApi, errorCodes, postGraphql, type TestApi } from "../testing/test-api.ts";

let test: TestApi;
let traveller: Traveller;
const today = businessToday();
const DAY_MS = 86_400_000;
const covered = { eventId: 0, packageId: 0, trekId: 0 };
const other = { eventId: 0, packageId: 0 };
/** A trip whose fare is already reduced: an early-bird ₹12,950 from a regular ₹14,450. */
const earlyBird = { eventId: 0, packageId: 0, trekId: 0 };

const CAMPAIGN = /* GraphQL */ `
  query Campaign($slug: String!) {
    campaign(slug: $slug) {
      slug name state offer_text code ends_at terms combines_with_fare_offers combination_text trek_ids
      hero_image { id }
      trips { slug price }
    }
    runningCampaigns { slug }
  }
`;

const CREATE = /* GraphQL */ `
  mutation Create($input: CreateBookingInput!) {
    createBooking(input: $input) {
      id subtotal_paise discount_paise campaign_name gst_paise total_paise
    }
  }
`;

interface Created {
  id: string;
  subtotal_paise: number;
  discount_paise: number;
  campaign_name: string | null;
  gst_paise: number;
  total_paise: number;
}

function book(target: { eventId: number; packageId: number }, extra: Record<string, unknown>, travellers = 2) {
  const input = {
    eventId: target.eventId,
    packageId: target.packageId,
    participants: Array.from({ length: travellers }, () => participant()),
    idempotencyKey: randomUUID(),
    ...extra,
  };
  return postGraphql<{ createBooking: Created }>(test.api, CREATE, { input }, traveller.headers);
}

function insertCampaign(values: Partial<typeof campaigns.$inferInsert> & { slug: string }, trekIds: number[]) {
  return createCampaign(test.db, trekIds, values);
}

beforeAll(async () => {
  test = await createTestApi();
  traveller = await logInTraveller(test);
  const trek = await createTrek(test.db, {
    type: "tour-package",
    slug: "campaign-covered-trip",
    packages: [{ price: 20_000 }],
    departures: [{ startDate: addDays(today, 30), capacity: 30 }],
  });
  covered.trekId = trek.trek.id;
  covered.eventId = trek.events[0]!.id;
  covered.packageId = trek.packages[0]!.id;
  const elsewhere = await createTrek(test.db, {
    type: "tour-package",
    packages: [{ price: 10_000 }],
    departures: [{ startDate: addDays(today, 30), capacity: 30 }],
  });
  other.eventId = elsewhere.events[0]!.id;
  other.packageId = elsewhere.packages[0]!.id;
  const reduced = await createTrek(test.db, {
    type: "tour-package",
    packages: [{ price: 12_950, originalPrice: 14_450, discountName: "Early-bird fare" }],
    departures: [{ startDate: addDays(today, 30), capacity: 30 }],
  });
  earlyBird.trekId = reduced.trek.id;
  earlyBird.eventId = reduced.events[0]!.id;
  earlyBird.packageId = reduced.packages[0]!.id;
  await insertCampaign({ slug: "running-offer", code: "RUN10", capPaise: 300_000 }, [covered.trekId]);
  await insertCampaign({ slug: "not-combined-10", code: "SOLO10" }, [earlyBird.trekId]);
  await insertCampaign({ slug: "not-combined-20", code: "SOLO20", percentOff: 20 }, [earlyBird.trekId]);
  await insertCampaign({ slug: "combined-10", code: "STACK10", combinesWithFareOffers: true }, [earlyBird.trekId]);
  await insertCampaign(
    {
      slug: "ended-offer",
      code: "OLD15",
      startsAt: new Date(Date.now() - 30 * DAY_MS),
      endsAt: new Date(Date.now() - DAY_MS),
      percentOff: 15,
    },
    [covered.trekId],
  );
  await insertCampaign(
    {
      slug: "fixed-offer",
      code: "FIXED500",
      offerKind: "fixed_per_traveller",
      percentOff: null,
      amountPerTravellerPaise: 50_000,
      minTravellers: 2,
    },
    [covered.trekId],
  );
});

afterAll(() => test?.close());

describe("campaign(slug)", () => {
  it("answers a running campaign with its offer and covered trips", async () => {
    const { body } = await postGraphql(test.api, CAMPAIGN, { slug: "running-offer" });
    expect(body.errors).toBeUndefined();
    expect(body.data).toMatchObject({
      campaign: {
        slug: "running-offer",
        state: "running",
        offer_text: "10% off (up to ₹3,000 a booking)",
        code: "RUN10",
        trips: [{ slug: "campaign-covered-trip", price: 20_000 }],
        combines_with_fare_offers: false,
        trek_ids: [covered.trekId],
      },
    });
    expect((body.data as { campaign: { combination_text: string } }).campaign.combination_text).toMatch(
      /^It cannot be combined with another offer/,
    );
    const running = (body.data as { runningCampaigns: { slug: string }[] }).runningCampaigns.map((c) => c.slug);
    expect(running).toContain("running-offer");
    expect(running).not.toContain("ended-offer");
  });

  it("answers an ended campaign as ended", async () => {
    const { body } = await postGraphql(test.api, CAMPAIGN, { slug: "ended-offer" });
    expect(body.data).toMatchObject({ campaign: { state: "ended" } });
  });

  it("answers null for an unknown slug (the page's 404)", async () => {
    const { body } = await postGraphql(test.api, CAMPAIGN, { slug: "no-such-offer" });
    expect(body.errors).toBeUndefined();
    expect(body.data).toMatchObject({ campaign: null });
  });
});

describe("the offer on createBooking", () => {
  it("is applied by the server from the campaign page, before GST, and stored on the booking", async () => {
    const { body } = await book(covered, { campaignSlug: "running-offer" });
    expect(body.errors).toBeUndefined();
    // 2 x ₹20,000 = ₹40,000; 10% is ₹4,000, capped at ₹3,000; GST 5% on ₹37,000.
    expect(body.data?.createBooking).toMatchObject({
      subtotal_paise: 4_000_000,
      discount_paise: 300_000,
      campaign_name: "Campaign running-offer",
      gst_paise: 185_000,
      total_paise: 3_885_000,
    });
    const [row] = await test.db
      .select({ campaignId: bookings.campaignId })
      .from(bookings)
      .where(eq(bookings.id, Number(body.data!.createBooking.id)));
    expect(row!.campaignId).not.toBeNull();
  });

  it("is applied from a code, whatever its case", async () => {
    const { body } = await book(covered, { campaignCode: " fixed500 " });
    expect(body.data?.createBooking).toMatchObject({ discount_paise: 100_000, campaign_name: "Campaign fixed-offer" });
  });

  it("gives nothing below the minimum travellers", async () => {
    const { body } = await book(covered, { campaignCode: "FIXED500" }, 1);
    expect(body.data?.createBooking).toMatchObject({ discount_paise: 0, total_paise: 2_100_000 });
  });

  it("is not applied without a campaign", async () => {
    const { body } = await book(covered, {});
    expect(body.data?.createBooking).toMatchObject({ discount_paise: 0, campaign_name: null, total_paise: 4_200_000 });
  });

  it("is not given from an ended campaign's page: the booking goes ahead at the full price", async () => {
    const { body } = await book(covered, { campaignSlug: "ended-offer" });
    expect(body.data?.createBooking).toMatchObject({ discount_paise: 0, campaign_name: null });
  });

  it.each([
    ["an unknown code", covered, { campaignCode: "NOPE1234" }, "CAMPAIGN_CODE_UNKNOWN"],
    ["an ended campaign's code", covered, { campaignCode: "OLD15" }, "CAMPAIGN_NOT_RUNNING"],
    ["a code for another trip", other, { campaignCode: "RUN10" }, "CAMPAIGN_NOT_VALID_FOR_TRIP"],
    ["two campaigns at once", covered, { campaignSlug: "running-offer", campaignCode: "FIXED500" }, "BAD_USER_INPUT"],
  ])("refuses %s with its code, and books nothing", async (_name, target, extra, code) => {
    const before = await test.db.$count(bookings);
    const response = await book(target, extra);
    expect(errorCodes(response)).toEqual([code]);
    expect(await test.db.$count(bookings)).toBe(before);
  });

  it.each([
    // 2 x ₹12,950 = ₹25,900 at the early-bird fare, which saved 2 x ₹1,500 = ₹3,000 off the regular ₹28,900.
    ["not combined, the early-bird fare saves more than 10% (₹2,890): nothing more", "not-combined-10", 0],
    ["not combined, 20% of the regular fare (₹5,780) beats it: the difference", "not-combined-20", 278_000],
    ["combined: 10% off the early-bird fare, on top of it", "combined-10", 259_000],
  ])("follows the campaign's combination rule on a reduced fare: %s", async (_name, slug, discount) => {
    const { body } = await book(earlyBird, { campaignSlug: slug });
    expect(body.errors).toBeUndefined();
    expect(body.data?.createBooking).toMatchObject({ subtotal_paise: 2_590_000, discount_paise: discount });
    // A code goes by the same rule.
    const code = { "not-combined-10": "SOLO10", "not-combined-20": "SOLO20", "combined-10": "STACK10" }[slug];
    const typed = await book(earlyBird, { campaignCode: code });
    expect(typed.body.data?.createBooking).toMatchObject({ discount_paise: discount });
  });

  it("says which state an ended campaign is in", async () => {
    const response = await book(covered, { campaignCode: "OLD15" });
    expect(response.body.errors?.[0]?.extensions).toMatchObject({ code: "CAMPAIGN_NOT_RUNNING", state: "ended" });
  });
});
