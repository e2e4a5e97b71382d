// An attraction by slug: every field of SPEC.md's Attraction in one SQL statement, pictures and
// FAQs in display order, and null for a slug nobody has.
import { createAttraction, createCampsite, createMedia } from "@parvat/db/factories";
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
