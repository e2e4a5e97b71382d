// Activities: one by slug with every field of SPEC.md's Activity in one statement, and the Dubai
// list (the activities linked to the campsite named Dubai) with its price and duration filters.
import { createActivity, createCampsite, createDestination } from "@parvat/db/testing/factories/catalog";
import { createMedia } from "@parvat/db/testing/factories/media";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countStatements, createTestApi, errorCodes, postGraphql, type TestApi } from "../testing/test-api.ts";

let test: TestApi;
const ids: Record<string, number> = {};

beforeAll(async () => {
  test = await createTestApi();
  const { db } = test;
  const dubai = await createCampsite(db, { name: "Dubai", slug: "dubai", type: "international" });
  const abuDhabi = await createCampsite(db, { name: "Abu Dhabi", slug: "abu-dhabi", type: "international" });
  const kashmir = await createCampsite(db, { name: "Kashmir", slug: "kashmir" });
  const cover = await createMedia(db, { alt: "Dunes at sunset" });
  const dinner = await createMedia(db, { alt: "Dinner at the camp" });
  const add = async (slug: string, price: number, durationMinutes: number, campsiteIds: number[]) => {
    ids[slug] = (await createActivity(db, { slug, name: slug, price, durationMinutes, campsiteIds })).id;
  };
  ids["desert-safari"] = (
    await createActivity(db, {
      slug: "desert-safari",
      name: "Desert Safari with BBQ Dinner",
      duration: "6 to 7 hours",
      durationMinutes: 390,
      location: "Lahbab desert, Dubai",
      mapLocation: "https://www.openstreetmap.org/?mlat=24.9&mlon=55.6",
      price: 3_499,
      originalPrice: 4_299,
      priceFor: "per person",
      discountName: "Winter offer",
      inclusions: ["Hotel pick-up", "Dinner"],
      exclusions: ["Quad bikes"],
      highlights: ["Dune drive"],
      operatingDuration: "Daily, 3 pm to 9:30 pm",
      knowBeforeYouGo: ["Not for pregnant travellers"],
      yourExperience: "Pick-up in the afternoon, dunes at sunset, dinner under the stars.",
      ticketsInfo: "A voucher on WhatsApp the evening before.",
      cancellationPolicy: "Free cancellation up to 24 hours before.",
      images: [
        { mediaId: cover.id, tag: "cover" },
        { mediaId: dinner.id, tag: "food" },
      ],
      campsiteIds: [dubai.id, abuDhabi.id],
      faqs: [
        { question: "Is it safe for children?", answer: "From three years, with a seat belt." },
        { question: "What should I wear?", answer: "Light clothes and a jacket." },
      ],
    })
  ).id;
  await add("burj-khalifa", 4_199, 90, [dubai.id]);
  await add("dhow-cruise", 3_299, 120, [dubai.id]);
  await add("frame", 1_299, 75, [dubai.id]);
  await add("balloon", 26_999, 300, [dubai.id]);
  await add("abu-dhabi-mosque", 2_000, 240, [abuDhabi.id]);
  await add("shikara", 1_800, 150, [kashmir.id]);
});

afterAll(() => test.close());

const ActivityQuery = /* GraphQL */ `
  query ($slug: String!) {
    activity(slug: $slug) {
      id name slug brief description duration duration_minutes location map_location
      price original_price price_for discount_name
      inclusions exclusions highlights operating_duration know_before_you_go your_experience
      tickets_info cancellation_policy meta_title meta_description
      images { tag image { alt width height } }
      cover_image { alt }
      campsites { name }
      faqs { question answer }
      similar_activities { slug cover_image { alt } }
    }
  }
`;

describe("activity(slug)", () => {
  it("answers every field of the activity in one statement", async () => {
    const counter = countStatements(test.db);
    const response = await postGraphql<{ activity: Record<string, unknown> }>(test.api, ActivityQuery, {
      slug: "desert-safari",
    });
    counter.restore();
    expect(response.body.errors).toBeUndefined();
    expect(counter.statements).toHaveLength(1);
    expect(response.body.data?.activity).toMatchObject({
      name: "Desert Safari with BBQ Dinner",
      duration: "6 to 7 hours",
      duration_minutes: 390,
      map_location: "https://www.openstreetmap.org/?mlat=24.9&mlon=55.6",
      price: 3_499,
      original_price: 4_299,
      price_for: "per person",
      discount_name: "Winter offer",
      inclusions: ["Hotel pick-up", "Dinner"],
      exclusions: ["Quad bikes"],
      highlights: ["Dune drive"],
      operating_duration: "Daily, 3 pm to 9:30 pm",
      know_before_you_go: ["Not for pregnant travellers"],
      tickets_info: "A voucher on WhatsApp the evening before.",
      cancellation_policy: "Free cancellation up to 24 hours before.",
      images: [
        { tag: "cover", image: { alt: "Dunes at sunset" } },
        { tag: "food", image: { alt: "Dinner at the camp" } },
      ],
      cover_image: { alt: "Dunes at sunset" },
      campsites: expect.arrayContaining([{ name: "Dubai" }, { name: "Abu Dhabi" }]),
      faqs: [{ question: "Is it safe for children?" }, { question: "What should I wear?" }],
    });
  });

  it("suggests other activities from the same campsites, never itself", async () => {
    const response = await postGraphql<{ activity: { similar_activities: { slug: string }[] } }>(
      test.api,
      ActivityQuery,
      { slug: "desert-safari" },
    );
    const similar = response.body.data!.activity.similar_activities.map((activity) => activity.slug);
    expect(similar).toHaveLength(4);
    expect(similar).not.toContain("desert-safari");
    expect(similar).not.toContain("shikara");
    expect(new Set(similar).size).toBe(4);
  });

  it("answers null for an unknown slug", async () => {
    const response = await postGraphql(test.api, ActivityQuery, { slug: "moon-walk" });
    expect(response.body).toEqual({ data: { activity: null } });
  });
});

const DubaiQuery = /* GraphQL */ `
  query ($filter: ActivityFilter, $sort: ActivitySort, $limit: Int) {
    dubaiActivities(filter: $filter, sort: $sort, limit: $limit) { slug price duration_minutes cover_image { alt } }
  }
`;

async function dubai(variables: Record<string, unknown> = {}) {
  const response = await postGraphql<{ dubaiActivities: { slug: string }[] }>(test.api, DubaiQuery, variables);
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.dubaiActivities.map((activity) => activity.slug);
}

describe("dubaiActivities", () => {
  it("lists the activities linked to the campsite named Dubai, and only those", async () => {
    expect((await dubai()).sort()).toEqual(["balloon", "burj-khalifa", "desert-safari", "dhow-cruise", "frame"]);
  });

  it("filters by price and duration, and sorts", async () => {
    expect(await dubai({ sort: "PRICE_LOW" })).toEqual([
      "frame",
      "dhow-cruise",
      "desert-safari",
      "burj-khalifa",
      "balloon",
    ]);
    expect(await dubai({ sort: "PRICE_HIGH", limit: 2 })).toEqual(["balloon", "burj-khalifa"]);
    expect(await dubai({ sort: "DURATION" })).toEqual([
      "frame",
      "burj-khalifa",
      "dhow-cruise",
      "balloon",
      "desert-safari",
    ]);
    expect(await dubai({ filter: { max_price: 3_500 }, sort: "PRICE_LOW" })).toEqual([
      "frame",
      "dhow-cruise",
      "desert-safari",
    ]);
    expect(await dubai({ filter: { min_price: 3_500, max_price: 5_000 } })).toEqual(["burj-khalifa"]);
    expect(await dubai({ filter: { min_minutes: 120, max_minutes: 300 }, sort: "DURATION" })).toEqual([
      "dhow-cruise",
      "balloon",
    ]);
  });

  it("answers in one statement with the cover pictures", async () => {
    const counter = countStatements(test.db);
    await dubai();
    counter.restore();
    expect(counter.statements).toHaveLength(1);
  });

  it("refuses a reversed or negative range", async () => {
    for (const filter of [{ min_price: 5_000, max_price: 1_000 }, { min_minutes: -5 }]) {
      const response = await postGraphql(test.api, DubaiQuery, { filter });
      expect(errorCodes(response)).toEqual(["BAD_USER_INPUT"]);
    }
  });
});

describe("activities", () => {
  it("lists every activity, and names the destinations featuring one", async () => {
    await createDestination(test.db, { slug: "dubai", name: "Dubai", activityIds: [ids.balloon!] });
    const list = await postGraphql<{ activities: { slug: string }[] }>(test.api, "{ activities { slug } }");
    expect(list.body.data?.activities.map((activity) => activity.slug).sort()).toEqual([
      "abu-dhabi-mosque",
      "balloon",
      "burj-khalifa",
      "desert-safari",
      "dhow-cruise",
      "frame",
      "shikara",
    ]);
    const one = await postGraphql<{ activity: { destinations: { slug: string }[] } }>(
      test.api,
      `{ activity(slug: "balloon") { destinations { slug } } }`,
    );
    expect(one.body.data?.activity.destinations).toEqual([{ slug: "dubai" }]);
  });
});
