// Plans kept per document, variables and day (planned-queries.ts): a repeated query is answered from
// its kept SQL with fresh data and the same answer, a field the plan never saw is loaded on its own,
// and a plan that left a field out is never kept.
import { events } from "@parvat/db/schema";
import { createTrek } from "@parvat/db/testing/factories/catalog";
import { addDays, businessToday } from "@parvat/domain/business-dates";
import { RootFieldBuilder } from "@pothos/core";
import { eq } from "drizzle-orm";
import { parse } from "graphql";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { countStatements, createTestApi, postGraphql, type TestApi } from "./testing/test-api.ts";

let test: TestApi;

const DEPARTURES = /* GraphQL */ `
  query Departures($slug: String!) {
    treks(slug: $slug) { name events { start_date available_seats prices { package_id enabled price } } }
  }
`;

interface Departures {
  treks: { name: string; events: { start_date: string; available_seats: number; prices: unknown[] }[] }[];
}

/** How many times a root field planned its query with the Drizzle plugin. */
function countPlanning() {
  const builder = RootFieldBuilder.prototype as unknown as Record<"drizzleQueryFromInfo", () => unknown>;
  return vi.spyOn(builder, "drizzleQueryFromInfo");
}

/** The answer and the number of SQL statements one request of `query` took. */
async function ask<TData>(query: string, variables: Record<string, unknown>) {
  const counter = countStatements(test.db);
  try {
    const response = await postGraphql<TData>(test.api, query, variables);
    expect(response.body.errors).toBeUndefined();
    return { data: response.body.data!, statements: counter.statements.length };
  } finally {
    counter.restore();
  }
}

beforeAll(async () => {
  test = await createTestApi();
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  await test.close();
});

describe("planned queries", () => {
  it("answers a repeated document from its kept plan, in one statement, with the data as it is now", async () => {
    const { trek } = await createTrek(test.db, { departures: [{ startDate: addDays(businessToday(), 9) }] });
    const planning = countPlanning();
    const first = await ask<Departures>(DEPARTURES, { slug: trek.slug });
    const second = await ask<Departures>(DEPARTURES, { slug: trek.slug });
    expect(planning).toHaveBeenCalledTimes(1);
    expect(second).toEqual(first);
    expect(second.statements).toBe(1);
    expect(second.data.treks[0]!.events[0]!.prices).toHaveLength(1);

    await test.db.update(events).set({ availableSeats: 3 }).where(eq(events.trekId, trek.id));
    const third = await ask<Departures>(DEPARTURES, { slug: trek.slug });
    expect(planning).toHaveBeenCalledTimes(1);
    expect(third.data.treks[0]!.events[0]!.available_seats).toBe(3);
  });

  it("plans again for other variables, and answers each from its own plan", async () => {
    const [a, b] = [await createTrek(test.db, { name: "Trek A" }), await createTrek(test.db, { name: "Trek B" })];
    const planning = countPlanning();
    // Each slug plans once; the second round answers both from their kept plans.
    for (const _round of [1, 2]) {
      expect((await ask<Departures>(DEPARTURES, { slug: a.trek.slug })).data.treks[0]!.name).toBe("Trek A");
      expect((await ask<Departures>(DEPARTURES, { slug: b.trek.slug })).data.treks[0]!.name).toBe("Trek B");
      expect(planning).toHaveBeenCalledTimes(2);
    }
  });

  it("loads a field the kept plan never saw resolve on its own, then plans again with it in view", async () => {
    // No seats: the plan is made and kept while the trek has no departure to show, so the prices
    // beneath a departure never resolve under it.
    const { trek } = await createTrek(test.db, {
      departures: [{ startDate: addDays(businessToday(), 9), availableSeats: 0 }],
    });
    const planning = countPlanning();
    await ask<Departures>(DEPARTURES, { slug: trek.slug });
    expect((await ask<Departures>(DEPARTURES, { slug: trek.slug })).data.treks[0]!.events).toEqual([]);
    expect(planning).toHaveBeenCalledTimes(1);

    await test.db.update(events).set({ availableSeats: 4 }).where(eq(events.trekId, trek.id));
    const unseen = await ask<Departures>(DEPARTURES, { slug: trek.slug });
    expect(unseen.data.treks[0]!.events).toEqual([
      expect.objectContaining({ available_seats: 4, prices: [expect.objectContaining({ enabled: true })] }),
    ]);
    expect(unseen.statements).toBeGreaterThan(1);
    expect(planning).toHaveBeenCalledTimes(1);

    const replanned = await ask<Departures>(DEPARTURES, { slug: trek.slug });
    expect(planning).toHaveBeenCalledTimes(2);
    expect(replanned).toEqual({ ...unseen, statements: 1 });
    expect(await ask<Departures>(DEPARTURES, { slug: trek.slug })).toEqual(replanned);
    expect(planning).toHaveBeenCalledTimes(2);
  });

  it("never keeps a plan that left a field to load on its own", async () => {
    const { trek } = await createTrek(test.db, {
      reviews: [1, 2, 3].map((day) => ({
        review: "Good.",
        starRating: 5,
        publishDate: addDays(businessToday(), -day),
        userName: `Reviewer ${day}`,
      })),
    });
    // The same relation twice with different limits: the plan takes the first, the second loads on its own.
    const query = /* GraphQL */ `
      query Reviews($slug: String!) {
        treks(slug: $slug) { reviews(limit: 1) { user_name } more: reviews(limit: 2) { user_name } }
      }
    `;
    const planning = countPlanning();
    const answers = [await ask(query, { slug: trek.slug }), await ask(query, { slug: trek.slug })];
    expect(planning).toHaveBeenCalledTimes(2);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0]!.data).toEqual({
      treks: [
        {
          reviews: [{ user_name: "Reviewer 1" }],
          more: [{ user_name: "Reviewer 1" }, { user_name: "Reviewer 2" }],
        },
      ],
    });
  });

  it("keeps the plans of in-process execution too (page loaders)", async () => {
    const { trek } = await createTrek(test.db);
    const document = parse(DEPARTURES);
    const request = new Request("http://parvat.test/tours");
    const planning = countPlanning();
    const answers = [
      await test.api.execute(document, { slug: trek.slug }, { request }),
      await test.api.execute(document, { slug: trek.slug }, { request }),
    ];
    expect(planning).toHaveBeenCalledTimes(1);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0]!.data).toMatchObject({ treks: [{ name: trek.name }] });
  });
});
