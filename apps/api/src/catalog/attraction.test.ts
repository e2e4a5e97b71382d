// An attraction by slug: every field of SPEC.md's Attraction in one SQL statement, pictures and
// FAQs in display order, and null for a slug nobody has.
import {
  createActivity,
  createAttraction,
  createCampsite,
  createDestination,
  createTrek,
} from "@parvat/db/testing/factories/catalog";
import { createMedia } from "@parvat/db/testing/factories/media";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countStatements, createTestApi, postGraphql, type TestApi } from "../testing/test-api.ts";

let test: TestApi;

beforeAll(async () => {
  test = await createTestApi();
});

afterAll(() => test.close());

const AttractionQuery = /* GraphQL */ `
  query ($slug: String!) {
    attraction(slug: $slug) {
      name
      slug
      brief
      location
      meta_title
      image { alt }
      images { alt width }
      campsites { name type }
      faqs { question group { name order } }
    }
  }
`;

describe("attraction(slug)", () => {
  it("answers the attraction with its pictures and FAQs in order, in one statement", async () => {
    const { db } = test;
    const campsite = await createCampsite(db, { name: "Kashmir", slug: "kashmir-camp" });
    const second = await createMedia(db, { alt: "Second picture" });
    const first = await createMedia(db, { alt: "First picture" });
    await createAttraction(db, {
      slug: "dal-lake",
      name: "Dal Lake",
      imageId: (await createMedia(db, { alt: "Dal Lake at dusk" })).id,
      imageIds: [first.id, second.id],
      campsiteIds: [campsite.id],
      faqs: [
        { question: "When is the best season?", answer: "May to October." },
        { question: "Is a shikara ride safe?", answer: "Yes, with a life jacket." },
      ],
    });
    const counter = countStatements(db);
    const response = await postGraphql(test.api, AttractionQuery, { slug: "dal-lake" });
    counter.restore();
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data?.attraction).toMatchObject({
      name: "Dal Lake",
      image: { alt: "Dal Lake at dusk" },
      images: [{ alt: "First picture" }, { alt: "Second picture" }],
      campsites: [{ name: "Kashmir", type: "domestic" }],
      faqs: [{ question: "When is the best season?" }, { question: "Is a shikara ride safe?" }],
    });
    expect(counter.statements).toHaveLength(1);
  });

  it("answers null for an unknown slug", async () => {
    const response = await postGraphql(test.api, AttractionQuery, { slug: "atlantis" });
    expect(response.body).toEqual({ data: { attraction: null } });
  });
});

const SimilarQuery = /* GraphQL */ `
  query ($slug: String!) {
    attraction(slug: $slug) {
      similar_attractions { slug image { alt } }
      similar_activities { slug price cover_image { alt } }
      similar_treks { title price duration_days images { alt } next_departure { start_date } }
    }
  }
`;

describe("similar things on an attraction page", () => {
  it("suggests attractions and activities of the same campsites and the trips that visit it, in one statement", async () => {
    const { db } = test;
    const leh = await createCampsite(db, { name: "Ladakh", slug: "ladakh-camp" });
    const elsewhere = await createCampsite(db, { name: "Goa", slug: "goa-camp" });
    const pangong = await createAttraction(db, { slug: "pangong-tso", campsiteIds: [leh.id] });
    await createAttraction(db, { slug: "khardung-la", campsiteIds: [leh.id] });
    await createAttraction(db, { slug: "leh-palace", campsiteIds: [leh.id] });
    await createAttraction(db, { slug: "baga-beach", campsiteIds: [elsewhere.id] });
    await createActivity(db, { slug: "river-rafting", campsiteIds: [leh.id] });
    await createActivity(db, { slug: "parasailing", campsiteIds: [elsewhere.id] });
    await createTrek(db, { name: "Visits Pangong", campsiteId: elsewhere.id, attractionIds: [pangong.id] });
    await createTrek(db, { name: "Same campsite", campsiteId: leh.id });
    await createTrek(db, { name: "Same campsite, inactive", campsiteId: leh.id, status: "inactive" });
    await createTrek(db, {
      name: "Visits Pangong, sold out",
      attractionIds: [pangong.id],
      departures: [{ availableSeats: 0 }],
    });

    const counter = countStatements(db);
    const response = await postGraphql<{
      attraction: {
        similar_attractions: { slug: string }[];
        similar_activities: { slug: string }[];
        similar_treks: { title: string }[];
      };
    }>(test.api, SimilarQuery, { slug: "pangong-tso" });
    counter.restore();
    expect(response.body.errors).toBeUndefined();
    expect(counter.statements).toHaveLength(1);
    const { similar_attractions, similar_activities, similar_treks } = response.body.data!.attraction;
    expect(similar_attractions.map((item) => item.slug).sort()).toEqual(["khardung-la", "leh-palace"]);
    expect(similar_activities.map((item) => item.slug)).toEqual(["river-rafting"]);
    // Trips that visit it first, then bookable ones of the same campsites.
    expect(similar_treks.map((item) => item.title)).toEqual(["Visits Pangong", "Same campsite"]);
  });
});

describe("attractions and the destinations that feature them", () => {
  it("lists every attraction by name, and names the destinations featuring one", async () => {
    const { db } = test;
    const zanskar = await createAttraction(db, { slug: "zanskar-river", name: "Zanskar River" });
    await createAttraction(db, { slug: "alchi-monastery", name: "Alchi Monastery" });
    await createDestination(db, { slug: "ladakh-featured", name: "Ladakh", attractionIds: [zanskar.id] });
    const list = await postGraphql<{ attractions: { name: string }[] }>(test.api, "{ attractions { name } }");
    const names = list.body.data!.attractions.map((attraction) => attraction.name);
    expect(names.indexOf("Alchi Monastery")).toBeLessThan(names.indexOf("Zanskar River"));
    expect(names).toContain("Alchi Monastery");
    const one = await postGraphql<{ attraction: { destinations: { slug: string }[] } }>(
      test.api,
      `{ attraction(slug: "zanskar-river") { destinations { slug } } }`,
    );
    expect(one.body.data?.attraction.destinations).toEqual([{ slug: "ladakh-featured" }]);
  });
});
