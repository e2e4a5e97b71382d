// The trip listing's rules (SPEC.md sections 7 and 9): which trips are listed, in what
// order, what a card says, the destination filter with its curated attractions and fixed
// activities, the traveller's filters and sorts, pages, and one SQL statement however much is asked.
import {
  createActivity,
  createAttraction,
  createCampsite,
  createDestination,
  createTrek,
} from "@parvat/db/testing/factories/catalog";
import { createMedia } from "@parvat/db/testing/factories/media";
import { addDays, businessToday } from "@parvat/domain/business-dates";
import { afterEach, describe, expect, it } from "vitest";
import { countStatements, createTestApi, errorCodes, postGraphql, type TestApi } from "../testing/test-api.ts";

let open: TestApi[] = [];

/** Every test gets its own database: listings show everything, so tests must not see each other's trips. */
async function freshApi(): Promise<TestApi> {
  const test = await createTestApi();
  open.push(test);
  return test;
}

afterEach(async () => {
  await Promise.all(open.map((test) => test.close()));
  open = [];
});

const today = businessToday();
const inDays = (days: number) => addDays(today, days);

interface Card {
  id: number;
  title: string;
  slug: string;
  type: string;
  duration_days: number;
  price: number;
  original_price: number | null;
  discount_name: string | null;
  campsite_id: number;
  campsite_name: string;
  first_image: { id: number } | null;
  images: { id: number }[];
  next_departure: { start_date: string; available_seats: number } | null;
}

interface Listing {
  trekListing: {
    total_count: number;
    cards: Card[];
    destination: {
      slug: string;
      name: string;
      attractions: { slug: string }[];
      activities: { slug: string }[];
      faqs: { question: string }[];
    } | null;
  } | null;
}

const ListingQuery = /* GraphQL */ `
  query Listing(
    $destination: String
    $filter: ListingFilter
    $sort: ListingSort
    $limit: Int
    $offset: Int
    $month: String
  ) {
    trekListing(destination_slug: $destination, filter: $filter, sort: $sort, limit: $limit, offset: $offset) {
      total_count
      cards {
        id
        title
        slug
        type
        tagline
        about
        duration_days
        price
        original_price
        discount_name
        campsite_id
        campsite_name
        first_image { id alt width height checksum dominant_color }
        images { id alt }
        next_departure(month: $month) { start_date available_seats }
        review_count
        average_rating
      }
      destination {
        slug
        name
        description
        meta_title
        attractions { slug name image { id } }
        activities { slug name price cover_image { id } }
        faqs { question answer }
      }
    }
  }
`;

async function listing(test: TestApi, variables: Record<string, unknown> = {}) {
  const response = await postGraphql<Listing>(test.api, ListingQuery, variables);
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.trekListing;
}

const titles = (page: Listing["trekListing"]) => page?.cards.map((card) => card.title);

describe("which trips are listed", () => {
  it("keeps active trips with a departure from today with seats left and an offered package", async () => {
    const test = await freshApi();
    const { db } = test;
    await createTrek(db, { name: "Open" });
    await createTrek(db, { name: "Inactive", status: "inactive" });
    await createTrek(db, { name: "Draft", status: "draft" });
    await createTrek(db, { name: "Sold out", departures: [{ availableSeats: 0 }] });
    await createTrek(db, { name: "Past only", departures: [{ startDate: inDays(-10) }] });
    await createTrek(db, {
      name: "No package offered",
      departures: [{ prices: [{ package: 0, enabled: false, price: null }] }],
    });
    await createTrek(db, {
      name: "One open among full",
      departures: [{ startDate: inDays(5), availableSeats: 0 }, { startDate: inDays(40) }],
    });
    await createTrek(db, { name: "Departs today", departures: [{ startDate: today, availableSeats: 1 }] });

    const page = await listing(test);
    expect(titles(page)?.sort()).toEqual(["Departs today", "One open among full", "Open"]);
    expect(page?.total_count).toBe(3);
  });

  it("lists the newest update first", async () => {
    const test = await freshApi();
    await createTrek(test.db, { name: "Old", updatedAt: new Date("2026-01-01T00:00:00Z") });
    await createTrek(test.db, { name: "Newest", updatedAt: new Date("2026-06-01T00:00:00Z") });
    await createTrek(test.db, { name: "Middle", updatedAt: new Date("2026-03-01T00:00:00Z") });
    expect(titles(await listing(test))).toEqual(["Newest", "Middle", "Old"]);
  });
});

describe("a card", () => {
  it("carries SPEC.md's listing card fields from the main package", async () => {
    const test = await freshApi();
    const { db } = test;
    const campsite = await createCampsite(db, { name: "Uttarakhand" });
    const { trek } = await createTrek(db, {
      name: "Kedarkantha",
      campsiteId: campsite.id,
      packages: [
        {
          price: 11_999,
          originalPrice: 13_500,
          discountName: "Early bird",
          schedule: [
            { name: "Overnight bus", brief: "Delhi to Dehradun", description: "Leaves at 9 pm.", countAsDay: false },
            { name: "Drive to Sankri", brief: "7 hours", description: "Along the Tons." },
            { name: "Juda ka Talab", brief: "4 km", description: "A frozen lake." },
            { name: "Summit", brief: "Start at 3 am", description: "Sunrise at 3,810 m." },
            { name: "Back to Dehradun", brief: "Drive", description: "Home by night." },
          ],
        },
        { price: 9_000, name: "From Sankri" },
      ],
      departures: [
        { startDate: inDays(60), availableSeats: 12 },
        { startDate: inDays(20), availableSeats: 3 },
      ],
    });
    const [card] = (await listing(test))!.cards;
    expect(card).toMatchObject({
      id: trek.id,
      title: "Kedarkantha",
      type: "trek",
      duration_days: 4,
      price: 11_999,
      original_price: 13_500,
      discount_name: "Early bird",
      campsite_id: campsite.id,
      campsite_name: "Uttarakhand",
      next_departure: { start_date: inDays(20), available_seats: 3 },
    });
  });

  it("shows at most five pictures in order, the first one first", async () => {
    const test = await freshApi();
    const pictures = [];
    for (let index = 0; index < 7; index++) pictures.push(await createMedia(test.db, { alt: `Picture ${index}` }));
    await createTrek(test.db, { imageIds: pictures.map((picture) => picture.id) });
    const [card] = (await listing(test))!.cards;
    expect(card!.images.map((image) => image.id)).toEqual(pictures.slice(0, 5).map((picture) => picture.id));
    expect(card!.first_image?.id).toBe(pictures[0]!.id);
  });

  it("shows the first departure of the month asked for", async () => {
    const test = await freshApi();
    await createTrek(test.db, {
      departures: [{ startDate: inDays(10) }, { startDate: inDays(70) }, { startDate: inDays(75) }],
    });
    const month = inDays(70).slice(0, 7);
    const [card] = (await listing(test, { month, filter: { month } }))!.cards;
    expect(card!.next_departure!.start_date >= `${month}-01`).toBe(true);
    expect(card!.next_departure!.start_date.slice(0, 7)).toBe(month);
  });
});

describe("a card's price", () => {
  it("is the lowest price on the departures of the month asked for, the original moved with it", async () => {
    const test = await freshApi();
    const peak = inDays(40);
    const later = inDays(100);
    await createTrek(test.db, {
      packages: [{ price: 10_950, originalPrice: 12_000 }],
      departures: [
        { startDate: peak, prices: [{ package: 0, enabled: true, price: 12_450 }] },
        { startDate: addDays(peak, 1), prices: [{ package: 0, enabled: true, price: 12_950 }] },
        { startDate: later },
      ],
    });
    const month = peak.slice(0, 7);
    const query = /* GraphQL */ `
      query ($month: String) {
        trekListing(filter: { month: $month }) {
          cards { price original_price inMonth: price(month: $month) inMonthOriginal: original_price(month: $month) }
        }
      }
    `;
    const response = await postGraphql<{
      trekListing: { cards: { price: number; original_price: number; inMonth: number; inMonthOriginal: number }[] };
    }>(test.api, query, { month });
    expect(response.body.errors).toBeUndefined();
    const [card] = response.body.data!.trekListing.cards;
    // Without a month: the lowest over every departure from today (the one 100 days ahead, 60 after the peak month).
    expect(card).toEqual({ price: 10_950, original_price: 12_000, inMonth: 12_450, inMonthOriginal: 13_500 });
  });

  it("falls back to the package price where no departure offers the main package", async () => {
    const test = await freshApi();
    await createTrek(test.db, {
      packages: [{ price: 9_000 }, { price: 7_000 }],
      departures: [{ startDate: inDays(30), prices: [{ package: 0, enabled: false, price: null }] }],
    });
    const [card] = (await listing(test))!.cards;
    expect(card).toMatchObject({ price: 9_000 });
  });
});

describe("a destination's listing", () => {
  it("keeps the destination's trips and adds its curated attractions, fixed activities and FAQs", async () => {
    const test = await freshApi();
    const { db } = test;
    const [first, second, third] = [
      await createAttraction(db, { slug: "dal-lake" }),
      await createAttraction(db, { slug: "gulmarg" }),
      await createAttraction(db, { slug: "pahalgam" }),
    ];
    const activityRows = [];
    for (const slug of ["shikara", "gondola", "ski-lesson", "pony-ride", "not-listed"]) {
      activityRows.push(await createActivity(db, { slug }));
    }
    const kashmir = await createDestination(db, {
      slug: "kashmir",
      name: "Kashmir",
      attractionIds: [third!.id, first!.id, second!.id],
      activityIds: activityRows.slice(0, 4).map((activity) => activity.id),
      faqs: [
        { question: "When is the best time?", answer: "April to October, and winter for snow." },
        { question: "Is it safe?", answer: "Yes, on the routes we run." },
      ],
    });
    const ladakh = await createDestination(db, { slug: "ladakh", name: "Ladakh" });
    await createTrek(db, { name: "Great Lakes", destinationIds: [kashmir.id] });
    await createTrek(db, { name: "Both", destinationIds: [kashmir.id, ladakh.id] });
    await createTrek(db, { name: "Leh only", destinationIds: [ladakh.id] });
    await createTrek(db, { name: "Nowhere" });
    await createTrek(db, { name: "Kashmir, inactive", status: "inactive", destinationIds: [kashmir.id] });

    const counter = countStatements(db);
    const page = await listing(test, { destination: "kashmir" });
    counter.restore();
    expect(counter.statements).toHaveLength(1);
    expect(titles(page)?.sort()).toEqual(["Both", "Great Lakes"]);
    expect(page?.total_count).toBe(2);
    expect(page?.destination?.name).toBe("Kashmir");
    expect(page?.destination?.attractions.map((attraction) => attraction.slug)).toEqual([
      "pahalgam",
      "dal-lake",
      "gulmarg",
    ]);
    expect(page?.destination?.activities.map((activity) => activity.slug)).toEqual([
      "shikara",
      "gondola",
      "ski-lesson",
      "pony-ride",
    ]);
    expect(page?.destination?.faqs.map((faq) => faq.question)).toEqual(["When is the best time?", "Is it safe?"]);

    const leh = await listing(test, { destination: "ladakh" });
    expect(titles(leh)?.sort()).toEqual(["Both", "Leh only"]);
    expect(leh?.destination?.activities).toEqual([]);
  });

  it("answers null for an unknown destination", async () => {
    const test = await freshApi();
    await createTrek(test.db);
    expect(await listing(test, { destination: "atlantis" })).toBeNull();
  });

  it("pages through the destination's trips with the total on every page", async () => {
    const test = await freshApi();
    const goa = await createDestination(test.db, { slug: "goa" });
    for (let index = 1; index <= 5; index++) {
      await createTrek(test.db, {
        name: `Goa ${index}`,
        destinationIds: [goa.id],
        updatedAt: new Date(Date.UTC(2026, 0, index)),
      });
    }
    const second = await listing(test, { destination: "goa", limit: 2, offset: 2 });
    expect(titles(second)).toEqual(["Goa 3", "Goa 2"]);
    expect(second?.total_count).toBe(5);
    const beyond = await listing(test, { destination: "goa", limit: 2, offset: 10 });
    expect(beyond?.cards).toEqual([]);
    expect(beyond?.total_count).toBe(5);
  });
});

describe("pages, filters and sorts", () => {
  it("pages without overlap, counting everything before the limit, in one statement", async () => {
    const test = await freshApi();
    for (let index = 1; index <= 5; index++) {
      await createTrek(test.db, { name: `Trip ${index}`, updatedAt: new Date(Date.UTC(2026, 0, index)) });
    }
    const counter = countStatements(test.db);
    const first = await listing(test, { limit: 2 });
    counter.restore();
    expect(counter.statements).toHaveLength(1);
    const second = await listing(test, { limit: 2, offset: 2 });
    const third = await listing(test, { limit: 2, offset: 4 });
    expect([first, second, third].map((page) => page?.total_count)).toEqual([5, 5, 5]);
    expect([titles(first), titles(second), titles(third)]).toEqual([
      ["Trip 5", "Trip 4"],
      ["Trip 3", "Trip 2"],
      ["Trip 1"],
    ]);
    const beyond = await listing(test, { limit: 2, offset: 8 });
    expect(beyond).toEqual({ total_count: 5, cards: [], destination: null });
  });

  it("filters by kind, month, duration, budget and difficulty", async () => {
    const test = await freshApi();
    const { db } = test;
    const day = (name: string) => ({ name, brief: "A day", description: "A day on the road." });
    const days = (count: number) => Array.from({ length: count }, (_, index) => day(`Day ${index + 1}`));
    const soon = inDays(3);
    const later = inDays(100);
    await createTrek(db, {
      name: "Short easy trek",
      type: "trek",
      difficulty: "easy",
      packages: [{ price: 9_000, schedule: days(3) }],
      departures: [{ startDate: soon }],
    });
    await createTrek(db, {
      name: "Long hard trek",
      type: "trek",
      difficulty: "difficult",
      packages: [{ price: 28_000, schedule: days(9) }],
      departures: [{ startDate: later }],
    });
    await createTrek(db, {
      name: "Group road trip",
      type: "group-trip",
      difficulty: "easy",
      packages: [{ price: 32_000, schedule: days(7) }],
      departures: [{ startDate: later }, { startDate: soon, availableSeats: 0 }],
    });
    await createTrek(db, {
      name: "Beach package",
      type: "tour-package",
      difficulty: "easy",
      packages: [{ price: 45_000, schedule: days(5) }],
      departures: [{ startDate: soon }],
    });
    const names = async (filter: Record<string, unknown>) => titles(await listing(test, { filter, sort: "PRICE_LOW" }));

    expect(await names({ types: ["trek"] })).toEqual(["Short easy trek", "Long hard trek"]);
    expect(await names({ types: ["group-trip", "tour-package"] })).toEqual(["Group road trip", "Beach package"]);
    // The group trip's departure this month is sold out: it does not count.
    expect(await names({ month: soon.slice(0, 7) })).toEqual(
      soon.slice(0, 7) === later.slice(0, 7)
        ? ["Short easy trek", "Long hard trek", "Group road trip", "Beach package"]
        : ["Short easy trek", "Beach package"],
    );
    expect(await names({ min_days: 4, max_days: 7 })).toEqual(["Group road trip", "Beach package"]);
    expect(await names({ min_days: 8 })).toEqual(["Long hard trek"]);
    expect(await names({ max_price: 28_000 })).toEqual(["Short easy trek", "Long hard trek"]);
    expect(await names({ min_price: 28_000, max_price: 40_000 })).toEqual(["Long hard trek", "Group road trip"]);
    expect(await names({ difficulties: ["difficult", "challenging"] })).toEqual(["Long hard trek"]);
    expect(await names({ types: ["trek"], difficulties: ["easy"], max_price: 10_000 })).toEqual(["Short easy trek"]);
  });

  it("filters by season and theme, the home page's collections", async () => {
    const test = await freshApi();
    const { db } = test;
    await createTrek(db, { name: "Winter trek", seasons: ["winter", "spring"], themes: ["first-timers", "snow"] });
    await createTrek(db, { name: "Winter honeymoon", type: "group-trip", seasons: ["winter"], themes: ["honeymoon"] });
    await createTrek(db, { name: "Monsoon weekend", seasons: ["monsoon"], themes: ["weekend"] });
    const names = async (filter: Record<string, unknown>) => titles(await listing(test, { filter }))?.sort();

    expect(await names({ seasons: ["winter"] })).toEqual(["Winter honeymoon", "Winter trek"]);
    expect(await names({ seasons: ["winter"], types: ["trek"] })).toEqual(["Winter trek"]);
    expect(await names({ themes: ["first-timers"] })).toEqual(["Winter trek"]);
    expect(await names({ themes: ["honeymoon", "weekend"] })).toEqual(["Monsoon weekend", "Winter honeymoon"]);
    expect(await names({ seasons: ["autumn"] })).toEqual([]);
  });

  it("sorts by price, next departure and popularity", async () => {
    const test = await freshApi();
    const { db } = test;
    await createTrek(db, {
      name: "Cheap, late, half full",
      packages: [{ price: 8_000 }],
      departures: [{ startDate: inDays(50), capacity: 20, availableSeats: 10 }],
      updatedAt: new Date("2026-01-03T00:00:00Z"),
    });
    await createTrek(db, {
      name: "Dear, soon, nearly empty",
      packages: [{ price: 30_000 }],
      departures: [{ startDate: inDays(5), capacity: 20, availableSeats: 19 }],
      updatedAt: new Date("2026-01-02T00:00:00Z"),
    });
    await createTrek(db, {
      name: "Middle, middle, full soon",
      packages: [{ price: 15_000 }],
      departures: [
        { startDate: inDays(20), capacity: 20, availableSeats: 2 },
        { startDate: inDays(25), capacity: 20, availableSeats: 0 },
      ],
      updatedAt: new Date("2026-01-01T00:00:00Z"),
    });
    const order = async (sort: string) => titles(await listing(test, { sort }));
    expect(await order("UPDATED")).toEqual([
      "Cheap, late, half full",
      "Dear, soon, nearly empty",
      "Middle, middle, full soon",
    ]);
    expect(await order("PRICE_LOW")).toEqual([
      "Cheap, late, half full",
      "Middle, middle, full soon",
      "Dear, soon, nearly empty",
    ]);
    expect(await order("PRICE_HIGH")).toEqual([
      "Dear, soon, nearly empty",
      "Middle, middle, full soon",
      "Cheap, late, half full",
    ]);
    expect(await order("DEPARTURE")).toEqual([
      "Dear, soon, nearly empty",
      "Middle, middle, full soon",
      "Cheap, late, half full",
    ]);
    // Booked seats: 18 + 20, then 10, then 1.
    expect(await order("POPULARITY")).toEqual([
      "Middle, middle, full soon",
      "Cheap, late, half full",
      "Dear, soon, nearly empty",
    ]);
  });

  it("refuses filters no page could have sent, saying which", async () => {
    const test = await freshApi();
    for (const [filter, field] of [
      [{ types: ["cruise"] }, "types"],
      [{ difficulties: ["extreme"] }, "difficulties"],
      [{ seasons: ["dry"] }, "seasons"],
      [{ themes: ["romance"] }, "themes"],
      [{ month: "2026-13" }, "month"],
      [{ min_price: -1 }, "min_price"],
      [{ min_days: 9, max_days: 3 }, "min_days"],
    ] as const) {
      const response = await postGraphql(test.api, ListingQuery, { filter });
      expect(errorCodes(response), JSON.stringify(filter)).toEqual(["BAD_USER_INPUT"]);
      expect(response.body.errors?.[0]?.extensions?.field).toBe(field);
    }
  });

  it("caps the page size", async () => {
    const test = await freshApi();
    for (let index = 0; index < 3; index++) await createTrek(test.db);
    const page = await listing(test, { limit: 1000 });
    expect(page?.cards).toHaveLength(3);
  });
});

describe("activeTrips (the sitemap's list)", () => {
  it("lists every active trip, bookable or not, and nothing else", async () => {
    const test = await freshApi();
    await createTrek(test.db, { name: "Bookable", slug: "bookable" });
    await createTrek(test.db, { name: "Sold out", slug: "sold-out", departures: [{ availableSeats: 0 }] });
    await createTrek(test.db, { name: "Retired", slug: "retired", status: "inactive" });
    const response = await postGraphql<{ activeTrips: { slug: string }[] }>(test.api, "{ activeTrips { slug } }");
    expect(response.body.data?.activeTrips.map((trip) => trip.slug).sort()).toEqual(["bookable", "sold-out"]);
  });
});
