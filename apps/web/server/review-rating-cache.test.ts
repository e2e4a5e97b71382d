// A trip's rating behind the page cache, wired as the production server wires it (the API's cache
// generation decides what the page cache may serve): a review waiting for moderation changes nothing,
// and the page shows the new rating and count at once when staff approve it, though the page was kept.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createLogger } from "@parvat/api/logger";
import { logInStaff } from "@parvat/api/testing/admin-test-kit";
import { bookAndPay, createEndingTrip, daysLater, reviewLinksOf, tokenOf } from "@parvat/api/testing/review-test-kit";
import { createTestApi, postGraphql, type TestApi } from "@parvat/api/testing/test-api";
import express from "express";
import { parse } from "graphql";
import { afterAll, beforeAll, expect, it } from "vitest";
import { pageCache } from "./page-cache.ts";
import { requestLogging } from "./request-logging.ts";
import { securityHeaders } from "./security-headers.ts";

let test: TestApi;
let server: Server;
let base: string;
let renders = 0;

const TREK = parse(`query ($slug: String!) { treks(slug: $slug) { name review_count average_rating } }`);

beforeAll(async () => {
  // A TTL far longer than the test: only a change can make the page render again.
  test = await createTestApi({ ANSWER_CACHE_TTL_MS: "60000" });
  const app = express();
  app.use(requestLogging(createLogger({ level: "silent", pretty: false })));
  app.use(securityHeaders({ enforceCsp: true, https: false }));
  app.use(pageCache({ ttlMs: test.api.answers.ttlMs, generation: () => test.api.cacheGeneration.current() }));
  // The trek page's loader, cut down to the rating it prints (and its JSON-LD AggregateRating).
  app.get("/tours/:slug", async (request, response) => {
    renders += 1;
    const result = await test.api.execute<
      { treks: { name: string; review_count: number; average_rating: number | null }[] },
      { slug: string }
    >(TREK, { slug: request.params.slug }, { request: new Request(`http://parvat.test${request.originalUrl}`) });
    const trek = result.data!.treks[0]!;
    const rating =
      trek.average_rating === null ? "no reviews" : `${trek.average_rating.toFixed(1)} from ${trek.review_count}`;
    response.type("html").send(`<!DOCTYPE html><html><body><h1>${trek.name}</h1><p>${rating}</p></body></html>`);
  });
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await test.close();
});

async function page(slug: string) {
  const response = await fetch(`${base}/tours/${slug}`, {
    headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0", accept: "text/html" },
  });
  return response.text();
}

it("shows the new rating once a review is approved, and not before", async () => {
  const trip = await createEndingTrip(test);
  const party = await bookAndPay(test, trip);
  await daysLater(test, 7);
  const token = tokenOf([...(await reviewLinksOf(test, party.bookingId)).values()][0]!);

  expect(await page(trip.slug)).toContain("no reviews");
  const kept = renders;
  expect(await page(trip.slug)).toContain("no reviews");
  expect(renders).toBe(kept);

  const submitted = await postGraphql<{ submitReview: { id: number } }>(
    test.api,
    `mutation ($token: String!) { submitReview(token: $token, input: { stars: 5, text: "Clear skies on summit day and a patient, careful leader." }) { id } }`,
    { token },
  );
  const reviewId = submitted.body.data!.submitReview.id;
  expect(await page(trip.slug)).toContain("no reviews");

  const staff = await logInStaff(test);
  const approved = await postGraphql(
    test.api,
    `mutation ($id: Int!) { adminModerateReview(id: $id, decision: APPROVE) { status } }`,
    { id: reviewId },
    staff.headers,
  );
  expect(approved.body.errors).toBeUndefined();
  expect(await page(trip.slug)).toContain("5.0 from 1");
});
