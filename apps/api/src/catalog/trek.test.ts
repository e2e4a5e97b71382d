// SPEC.md section 7 "Trek by slug": which departures and packages the page gets, in which order, in
// one SQL statement however much of the trek it selects.
import { insertFaqGroups } from "@parvat/db/factories/catalog";
import { createAttraction, createPhoneNumber, createProperty, createTrek } from "@parvat/db/testing/factories/catalog";
import { createMedia } from "@parvat/db/testing/factories/media";
import { addDays, businessToday } from "@parvat/domain/business-dates";
import { complexityFromQuery } from "@pothos/plugin-complexity";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../schema.ts";
import { countStatements, createTestApi, postGraphql, type TestApi } from "../testing/test-api.ts";
import { firstDepartureDate } from "./trek.ts";

let test: TestApi;
const today = businessToday();
const day = (offset: number) => addDays(today, offset);
const ids = {
  trek: 0,
  packages: {} as Record<"a" | "b" | "hidden" | "d", number>,
  images: [] as number[],
  attractions: [] as number[],
};

const FULL_PAGE = /* GraphQL */ `
  fragment Picture on Image { id checksum width height alt dominant_color }
  query TrekPage($slug: String!, $today: Date) {
    treks(slug: $slug, today: $today) {
      id slug name type status code meta_title meta_description tagline description about imp_update brochure
      campsite_id altitude difficulty length location min_age max_age discount_slider discount_availed
      discount_total discount_days_passed tips video main_package_id days_separate package_title
      sub_package_title updated_at review_count average_rating
      campsite { id name slug type policies { title body } }
      phone_number { id label number is_whatsapp }
      destinations { id slug name }
      images { ...Picture }
      videos { id title url }
      packages {
        id trek_id name description price original_price discount_name priority start_day end_day hide
        created_at updated_at image { ...Picture }
        schedules { id name brief description count_as_day image { ...Picture } }
        property_infos {
          id name number_of_nights hide_hotel_name type
          properties {
            id property_id meals room_type show_property_details name location star_category check_in_time
            check_out_time description distance images { id tag image { ...Picture } }
          }
        }
      }
      events { id start_date end_date available_seats prices { id package_id enabled price } }
      includes { id kind name icon description excluded_package }
      instructions { id name description }
      faqs { id question answer group { id name order } }
      reviews { id review star_rating publish_date user_name user_photo { ...Picture } images { ...Picture } }
      attractions { id slug name brief location image { ...Picture } }
    }
  }
`;

interface PageEvent {
  id: number;
  start_date: string;
  available_seats: number;
  prices: { package_id: number; enabled: boolean; price: number | null }[];
}
interface PageTrek {
  id: number;
  name: string;
  events: PageEvent[];
  packages: {
    id: number;
    name: string;
    schedules: { name: string; count_as_day: boolean }[];
    property_infos: {
      name: string;
      hide_hotel_name: boolean;
      properties: { name: string | null; location: string; star_category: number | null; images: { tag: string }[] }[];
    }[];
  }[];
  images: { id: number }[];
  reviews: { user_name: string; star_rating: number; images: { id: number }[] }[];
  review_count: number;
  average_rating: number | null;
  faqs: { question: string; group: { name: string; order: number } | null }[];
  includes: { kind: string; name: string; excluded_package: number | null }[];
  attractions: { id: number; slug: string }[];
  phone_number: { number: string } | null;
}

const fetchTrek = (slug: string, requestedToday?: string) =>
  postGraphql<{ treks: PageTrek[] }>(test.api, FULL_PAGE, { slug, today: requestedToday ?? today });

beforeAll(async () => {
  test = await createTestApi();
  const { db } = test;
  const [camp, lodge] = [
    await createProperty(db, { name: "Juda Forest Camp", location: "Juda ka Talab", starCategory: null }),
    await createProperty(db, { name: "Swargarohini Guesthouse", location: "Sankri", starCategory: 2 }),
  ];
  const lodgePhoto = await createMedia(db, { scene: "old-town", alt: "Guesthouse courtyard" });
  await test.db
    .insert((await import("@parvat/db/schema")).propertyImages)
    .values({ propertyId: lodge.id, mediaId: lodgePhoto.id, tag: "courtyard" });
  const groups = await insertFaqGroups(db, ["About the trip", "Fitness and safety"]);
  ids.images = [
    (await createMedia(db, { scene: "himalayan-peaks", alt: "Cover" })).id,
    (await createMedia(db, { scene: "snow-trail", alt: "Second" })).id,
  ];
  ids.attractions = [(await createAttraction(db)).id, (await createAttraction(db)).id].reverse();
  const schedule = [
    { name: "Report at Sankri", brief: "Evening", description: "Gear check.", countAsDay: false },
    { name: "To Juda ka Talab", brief: "4 km", description: "Forest trail." },
    { name: "Summit", brief: "9 km", description: "Start at 3 am." },
  ];
  const graph = await createTrek(db, {
    slug: "kedarkantha-fixture",
    name: "Kedarkantha Fixture",
    phoneNumberId: (await createPhoneNumber(db, { number: "+919812300000" })).id,
    imageIds: ids.images,
    attractionIds: ids.attractions,
    // Given out of priority order: the page lists b (0), d (1), a (2); the hidden one never.
    packages: [
      {
        name: "A",
        price: 10_000,
        priority: 2,
        schedule,
        stays: [
          {
            name: "Sankri",
            numberOfNights: 1,
            type: "Guesthouse",
            properties: [{ propertyId: lodge.id, meals: "Dinner, breakfast", roomType: "Triple sharing" }],
          },
          {
            name: "Trail camps",
            numberOfNights: 2,
            type: "Alpine tents",
            hideHotelName: true,
            properties: [{ propertyId: camp.id, meals: "All meals", roomType: "Two per tent" }],
          },
        ],
      },
      { name: "B", price: 9_000, priority: 0, schedule },
      { name: "Hidden", price: 5_000, priority: 1, hide: true, schedule },
      { name: "D", price: 12_000, priority: 1, schedule },
    ],
    departures: [
      { startDate: day(40), availableSeats: 12 },
      // In the past, seats left: gone.
      { startDate: day(-3), availableSeats: 8 },
      // Sold out: gone.
      { startDate: day(1), availableSeats: 0 },
      // Every entry disabled: gone.
      {
        startDate: day(10),
        availableSeats: 6,
        prices: [0, 1, 2, 3].map((index) => ({ package: index, enabled: false, price: null })),
      },
      // Only the hidden package is offered: gone.
      {
        startDate: day(20),
        availableSeats: 6,
        prices: [
          { package: 0, enabled: false, price: null },
          { package: 1, enabled: false, price: null },
          { package: 2, enabled: true, price: 4_000 },
          { package: 3, enabled: false, price: null },
        ],
      },
      // Shown, with only its enabled entries of packages on show.
      {
        startDate: day(5),
        availableSeats: 2,
        prices: [
          { package: 0, enabled: true, price: 11_500 },
          { package: 1, enabled: false, price: 9_900 },
          { package: 2, enabled: true, price: null },
          { package: 3, enabled: true, price: null },
        ],
      },
      // Today counts as upcoming.
      { startDate: today, availableSeats: 1 },
    ],
    includes: [
      { kind: "exclusion", name: "Insurance", icon: "insurance" },
      { kind: "inclusion", name: "Transport", icon: "transport", excludedPackage: 1 },
      { kind: "inclusion", name: "Meals", icon: "meal" },
    ],
    faqs: [
      { question: "How cold is it?", answer: "Minus 10 at night.", groupId: groups.get("Fitness and safety")! },
      { question: "Is it for beginners?", answer: "Yes.", groupId: groups.get("About the trip")! },
      { question: "Can I pay later?", answer: "Yes, in two parts.", groupId: null },
    ],
    reviews: [
      { review: "Lovely.", starRating: 5, publishDate: day(-300), userName: "Older" },
      {
        review: "Cold but great.",
        starRating: 4,
        publishDate: day(-30),
        userName: "Newest",
        imageIds: [ids.images[1]!],
      },
      { review: "Turned back.", starRating: 4, publishDate: day(-100), userName: "Middle" },
    ],
  });
  ids.trek = graph.trek.id;
  const [a, b, hidden, d] = graph.packages;
  ids.packages = { a: a!.id, b: b!.id, hidden: hidden!.id, d: d!.id };
  await createTrek(db, { slug: "retired-trek", status: "inactive" });
});
afterAll(() => test.close());

describe("treks(slug, today)", () => {
  it("answers the active trek as a list of one", async () => {
    const response = await fetchTrek("kedarkantha-fixture");
    expect(response.body.errors).toBeUndefined();
    const treks = response.body.data!.treks;
    expect(treks).toHaveLength(1);
    expect(treks[0]!.name).toBe("Kedarkantha Fixture");
  });

  it("answers an empty list for an unknown slug and for a trek that is not active", async () => {
    for (const slug of ["no-such-trek", "retired-trek"]) {
      const response = await fetchTrek(slug);
      expect(response.body).toEqual({ data: { treks: [] } });
    }
  });

  it("lists departures from today with seats and an offered package, by start date", async () => {
    const { events } = (await fetchTrek("kedarkantha-fixture")).body.data!.treks[0]!;
    expect(events.map((event) => event.start_date)).toEqual([today, day(5), day(40)]);
    expect(events.every((event) => event.available_seats > 0)).toBe(true);
  });

  it("gives each departure only its enabled entries of packages on show", async () => {
    const { events } = (await fetchTrek("kedarkantha-fixture")).body.data!.treks[0]!;
    const onDay5 = events.find((event) => event.start_date === day(5))!;
    expect(onDay5.prices.map(({ package_id, enabled, price }) => ({ package_id, enabled, price }))).toEqual(
      [
        { package_id: ids.packages.a, enabled: true, price: 11_500 },
        { package_id: ids.packages.d, enabled: true, price: null },
      ].sort((x, y) => x.package_id - y.package_id),
    );
  });

  it("lists the packages not hidden, by priority", async () => {
    const { packages } = (await fetchTrek("kedarkantha-fixture")).body.data!.treks[0]!;
    expect(packages.map((pack) => pack.name)).toEqual(["B", "D", "A"]);
  });

  it("never shows departures before the server's business date, whatever the client sends", async () => {
    const early = (await fetchTrek("kedarkantha-fixture", day(-30))).body.data!.treks[0]!;
    expect(early.events.map((event) => event.start_date)).toEqual([today, day(5), day(40)]);
    // A later date narrows the list (a client that knows it is already tomorrow in India).
    const later = (await fetchTrek("kedarkantha-fixture", day(3))).body.data!.treks[0]!;
    expect(later.events.map((event) => event.start_date)).toEqual([day(5), day(40)]);
  });

  it("gives each aliased lookup its own first date, still in one statement each", async () => {
    const response = await postGraphql<{ now: PageTrek[]; later: PageTrek[] }>(
      test.api,
      `query($later: Date) {
        now: treks(slug: "kedarkantha-fixture") { events { start_date } }
        later: treks(slug: "kedarkantha-fixture", today: $later) { events { start_date } }
      }`,
      { later: day(6) },
    );
    expect(response.body.data!.now[0]!.events.map((event) => event.start_date)).toEqual([today, day(5), day(40)]);
    expect(response.body.data!.later[0]!.events.map((event) => event.start_date)).toEqual([day(40)]);
  });

  it("refuses a today that is not a calendar date", async () => {
    const response = await fetchTrek("kedarkantha-fixture", "2026-02-30");
    expect(response.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("keeps schedules, stays and the gallery in order, and hides a hidden hotel's name", async () => {
    const trek = (await fetchTrek("kedarkantha-fixture")).body.data!.treks[0]!;
    expect(trek.images.map((image) => image.id)).toEqual(ids.images);
    const packageA = trek.packages.find((pack) => pack.name === "A")!;
    expect(packageA.schedules.map((item) => [item.name, item.count_as_day])).toEqual([
      ["Report at Sankri", false],
      ["To Juda ka Talab", true],
      ["Summit", true],
    ]);
    expect(packageA.property_infos.map((info) => info.name)).toEqual(["Sankri", "Trail camps"]);
    const [sankri, camps] = packageA.property_infos;
    expect(sankri!.properties[0]).toMatchObject({
      name: "Swargarohini Guesthouse",
      location: "Sankri",
      star_category: 2,
      images: [{ tag: "courtyard" }],
    });
    expect(camps!.hide_hotel_name).toBe(true);
    expect(camps!.properties[0]).toMatchObject({ name: null, location: "Juda ka Talab", star_category: null });
  });

  it("gives reviews newest first with their count and average, FAQs with groups, includes and attractions", async () => {
    const trek = (await fetchTrek("kedarkantha-fixture")).body.data!.treks[0]!;
    expect(trek.reviews.map((review) => review.user_name)).toEqual(["Newest", "Middle", "Older"]);
    expect(trek.reviews[0]!.images.map((image) => image.id)).toEqual([ids.images[1]]);
    expect(trek.review_count).toBe(3);
    expect(trek.average_rating).toBe(4.3);
    expect(trek.faqs.map((faq) => [faq.question, faq.group?.name ?? null])).toEqual([
      ["How cold is it?", "Fitness and safety"],
      ["Is it for beginners?", "About the trip"],
      ["Can I pay later?", null],
    ]);
    expect(trek.faqs[1]!.group!.order).toBeLessThan(trek.faqs[0]!.group!.order);
    expect(trek.includes.map((include) => [include.kind, include.name, include.excluded_package])).toEqual([
      ["inclusion", "Transport", ids.packages.b],
      ["inclusion", "Meals", null],
      ["exclusion", "Insurance", null],
    ]);
    expect(trek.attractions.map((attraction) => attraction.id)).toEqual(ids.attractions);
    expect(trek.phone_number).toMatchObject({ number: "+919812300000" });
  });

  it("limits the reviews when asked, keeping the count of all", async () => {
    const response = await postGraphql<{ treks: PageTrek[] }>(
      test.api,
      `query { treks(slug: "kedarkantha-fixture") { review_count reviews(limit: 1) { user_name } } }`,
    );
    expect(response.body.data!.treks[0]).toEqual({ review_count: 3, reviews: [{ user_name: "Newest" }] });
  });

  it("plans the whole page into one SQL statement", async () => {
    const counter = countStatements(test.db);
    try {
      const response = await fetchTrek("kedarkantha-fixture");
      expect(response.body.errors).toBeUndefined();
    } finally {
      counter.restore();
    }
    expect(counter.statements).toHaveLength(1);
  });

  it("costs the whole page well within the complexity limit", () => {
    const { complexity } = complexityFromQuery(FULL_PAGE, { schema, variables: { slug: "x" } });
    // The limit is 10,000 (GRAPHQL_MAX_COMPLEXITY); the page must fit with room to grow.
    expect(complexity).toBeLessThan(5_000);
    expect(complexity).toBeGreaterThan(1_000);
  });
});

describe("trek(id)", () => {
  it("answers an active trek by id with the same departures, and null otherwise", async () => {
    const query = `query($id: Int!) { trek(id: $id) { name events { start_date } packages { name } } }`;
    const found = await postGraphql<{ trek: PageTrek | null }>(test.api, query, { id: ids.trek });
    expect(found.body.data!.trek).toMatchObject({
      name: "Kedarkantha Fixture",
      events: [{ start_date: today }, { start_date: day(5) }, { start_date: day(40) }],
      packages: [{ name: "B" }, { name: "D" }, { name: "A" }],
    });
    const missing = await postGraphql<{ trek: PageTrek | null }>(test.api, query, { id: 987_654 });
    expect(missing.body).toEqual({ data: { trek: null } });
  });
});

describe("firstDepartureDate", () => {
  it.each([
    { requested: undefined, expected: "2026-03-10" },
    { requested: null, expected: "2026-03-10" },
    { requested: "2026-03-09", expected: "2026-03-10" },
    { requested: "2026-03-10", expected: "2026-03-10" },
    { requested: "2026-03-11", expected: "2026-03-11" },
  ])("the server's 2026-03-10 and a request for $requested give $expected", ({ requested, expected }) => {
    expect(firstDepartureDate(requested, "2026-03-10")).toBe(expected);
  });
});
