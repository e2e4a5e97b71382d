// Recent reviews for the home page: newest first, only of trips on offer, above a rating if asked.
import { createTrek } from "@parvat/db/testing/factories/catalog";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApi, errorCodes, postGraphql, type TestApi } from "../testing/test-api.ts";

let test: TestApi;

beforeAll(async () => {
  test = await createTestApi();
  const review = (userName: string, starRating: number, publishDate: string) => ({
    userName,
    starRating,
    publishDate,
    review: `${userName} on the trail.`,
  });
  await createTrek(test.db, {
    name: "Hampta Pass",
    slug: "hampta-pass",
    reviews: [review("Asha", 5, "2026-03-01"), review("Ravi", 3, "2026-05-01"), review("Meera", 4, "2026-04-01")],
  });
  await createTrek(test.db, { name: "Retired", status: "inactive", reviews: [review("Old", 5, "2026-06-01")] });
});

afterAll(() => test.close());

const RecentQuery = /* GraphQL */ `
  query ($limit: Int, $min: Int) {
    recentReviews(limit: $limit, min_rating: $min) { user_name star_rating publish_date trek { slug name } }
  }
`;

it("lists the newest reviews of trips on offer first", async () => {
  const response = await postGraphql<{ recentReviews: { user_name: string; trek: { slug: string } }[] }>(
    test.api,
    RecentQuery,
  );
  expect(response.body.data?.recentReviews.map((review) => review.user_name)).toEqual(["Ravi", "Meera", "Asha"]);
  expect(response.body.data?.recentReviews[0]?.trek.slug).toBe("hampta-pass");
});

it("keeps reviews with at least the rating asked for, up to the limit", async () => {
  const response = await postGraphql<{ recentReviews: { user_name: string }[] }>(test.api, RecentQuery, {
    min: 4,
    limit: 1,
  });
  expect(response.body.data?.recentReviews.map((review) => review.user_name)).toEqual(["Meera"]);
  expect(errorCodes(await postGraphql(test.api, RecentQuery, { limit: 100 }))).toEqual(["BAD_USER_INPUT"]);
});
