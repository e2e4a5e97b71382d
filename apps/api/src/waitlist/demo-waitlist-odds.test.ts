// The demo's waitlists show odds: its past season (packages/db demo-waitlist-past.ts) gives every
// sold-out departure of the demo enough history for likelihoodOf, and that history is a waitlist's
// own: groups offered seats that took them, let them lapse or declined them.
import type { DatabaseHandle } from "@parvat/db/client";
import { loadDemoContent } from "@parvat/db/demo/load-demo-content";
import { events, treks, waitlistOffers } from "@parvat/db/schema";
import { fixtureCatalogue, fixturePlatform } from "@parvat/db/testing/demo-fixture";
import { createTestDatabase } from "@parvat/db/testing/test-database";
import { businessToday } from "@parvat/domain/business-dates";
import { LIKELIHOOD_MIN_DEPARTURES } from "@parvat/domain/waitlist";
import { and, eq, gt, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { likelihoodOf } from "./waitlist.ts";

let handle: DatabaseHandle;
const today = businessToday();

beforeAll(async () => {
  handle = await createTestDatabase();
  await loadDemoContent(handle.db, { today, catalogues: [fixtureCatalogue], platform: fixturePlatform });
}, 240_000);
afterAll(() => handle.close());

it("gives the demo's full departures, and any that may fill, odds from its past season", async () => {
  const ahead = await handle.db
    .select({
      id: events.id,
      trekId: events.trekId,
      startDate: events.startDate,
      full: sql<boolean>`${events.availableSeats} = 0`,
    })
    .from(events)
    // A trip that no longer sells (inactive) has no waitlist to join.
    .innerJoin(treks, eq(treks.id, events.trekId))
    .where(and(gt(events.startDate, today), eq(treks.status, "active")));
  expect(ahead.length).toBeGreaterThan(0);
  for (const departure of ahead.filter((row) => row.full || row === ahead.find((d) => d.trekId === row.trekId))) {
    const single = await likelihoodOf(handle.db, { ...departure, seats: 1, today });
    expect(single.departures).toBeGreaterThanOrEqual(LIKELIHOOD_MIN_DEPARTURES);
    expect(single.percent).not.toBeNull();
    expect(single.text).toMatch(/^On \d+ of the last \d+ departures of this trip, 1 seat or more came back/);
    // A larger group needs more seats back: never better odds than one traveller's.
    const group = await likelihoodOf(handle.db, { ...departure, seats: 3, today });
    expect(group.percent!).toBeLessThanOrEqual(single.percent!);
  }
});

it("writes a waitlist that moved: offers taken, lapsed and declined, on departures before today", async () => {
  const offers = await handle.db
    .select({ status: waitlistOffers.status, startDate: events.startDate })
    .from(waitlistOffers)
    .innerJoin(events, eq(events.id, waitlistOffers.eventId));
  expect(new Set(offers.map((offer) => offer.status))).toEqual(new Set(["taken", "lapsed", "declined"]));
  expect(offers.every((offer) => offer.startDate < today)).toBe(true);
});
