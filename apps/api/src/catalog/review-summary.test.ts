// The overall rating is computed from the reviews of the trips on offer, not written by hand.
import { createTrek } from "@parvat/db/testing/factories/catalog";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApi, postGraphql, type TestApi } from "../testing/test-api.ts";

let test: TestApi;

beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.close());

const SummaryQuery = /* GraphQL */ `
  {
    reviewSummary {
      average_rating
      review_count
    }
  }
`;

const summary = async () =>
  (
    await postGraphql<{ reviewSummary: { average_rating: number | null; review_count: number } }>(
      test.api,
      SummaryQuery,
    )
  ).body.data?.reviewSummary;

it("says nothing about a rating before there are reviews", async () => {
  expect(await summary()).toEqual({ average_rating: null, review_count: 0 });
});

it("averages every review of the trips on offer, to one decimal", async () => {
  const review = (starRating: number) => ({ userName: "Asha", starRating, publishDate: "2026-03-01", review: "Good." });
  await createTrek(test.db, { reviews: [review(5), review(4), review(4)] });
  await createTrek(test.db, { reviews: [review(3)] });
  await createTrek(test.db, { status: "inactive", reviews: [review(1), review(1)] });
  expect(await summary()).toEqual({ average_rating: 4, review_count: 4 });
  await createTrek(test.db, { reviews: [review(5)] });
  expect(await summary()).toEqual({ average_rating: 4.2, review_count: 5 });
});
