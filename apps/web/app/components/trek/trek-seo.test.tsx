import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Trek } from "./trek-fields.ts";
import { trekJsonLd } from "./trek-json-ld.ts";
import { TrekStructuredData } from "./trek-reading.tsx";
import { trekMeta } from "./trek-seo.ts";

const image = (id: number) => ({
  id,
  checksum: "abcdef012345",
  width: 1600,
  height: 1067,
  alt: `Photo ${id}`,
  dominant_color: "#445566",
});
const schedule = (name: string, count_as_day = true) => ({
  id: name.length,
  name,
  brief: "",
  description: "",
  count_as_day,
  image: null,
});

function trek(change: Partial<Trek> = {}): Trek {
  return {
    id: 7,
    slug: "kedarkantha-trek",
    name: "Kedarkantha Trek",
    type: "trek",
    code: "PJ-UK-KDK",
    meta_title: "Kedarkantha Trek: 6 days",
    meta_description: "",
    tagline: "A winter summit",
    description: "",
    about: "",
    imp_update: null,
    brochure: null,
    altitude: 3800,
    difficulty: "easy-moderate",
    length: null,
    location: "Sankri",
    min_age: null,
    max_age: null,
    discount_slider: false,
    discount_availed: 0,
    discount_total: 0,
    discount_days_passed: 0,
    tips: null,
    video: null,
    days_separate: false,
    package_title: null,
    sub_package_title: null,
    updated_at: "2026-11-01T00:00:00.000Z",
    review_count: 0,
    average_rating: null,
    campsite: { name: "Uttarakhand", slug: "uttarakhand", policies: [] },
    phone_number: null,
    destinations: [{ slug: "uttarakhand", name: "Uttarakhand" }],
    images: [image(1), image(2)],
    videos: [],
    packages: [
      {
        id: 11,
        name: "Dehradun to Dehradun",
        description: "",
        price: 10_950,
        original_price: 12_500,
        discount_name: null,
        start_day: null,
        end_day: null,
        schedules: [schedule("Arrive", false), schedule("Juda"), schedule("Summit")],
        property_infos: [],
      },
    ],
    events: [
      {
        id: 1,
        start_date: "2026-12-02",
        end_date: "2026-12-07",
        available_seats: 3,
        prices: [{ package_id: 11, enabled: true, price: 12_450 }],
      },
      { id: 2, start_date: "2026-12-05", end_date: "2026-12-10", available_seats: 12, prices: [] },
      {
        id: 3,
        start_date: "2027-01-06",
        end_date: "2027-01-11",
        available_seats: 18,
        prices: [{ package_id: 11, enabled: true, price: null }],
      },
    ],
    includes: [],
    instructions: [],
    faqs: [],
    reviews: [],
    review_photos: [],
    attractions: [],
    ...change,
  } as Trek;
}

const ORIGIN = "https://parvat.example";
const types = (object: Record<string, unknown>) => [object["@type"]].flat();

describe("trekJsonLd", () => {
  it("offers every departure the main package runs on, priced by the rules, valid from today until departure", () => {
    const [trip] = trekJsonLd(trek(), ORIGIN, "2026-11-22");
    expect(types(trip!)).toEqual(["TouristTrip", "Product"]);
    expect(trip!.offers).toEqual([
      expect.objectContaining({
        price: 12_450,
        priceCurrency: "INR",
        availability: "https://schema.org/LimitedAvailability",
        validFrom: "2026-11-22",
        validThrough: "2026-12-02",
      }),
      expect.objectContaining({
        price: 10_950,
        availability: "https://schema.org/InStock",
        validFrom: "2026-11-22",
        validThrough: "2027-01-06",
      }),
    ]);
    expect(trip!.duration).toBe("P2D");
    expect(trip!.image).toEqual([
      `${ORIGIN}/media/1/abcdef012345/1080.webp`,
      `${ORIGIN}/media/2/abcdef012345/1080.webp`,
    ]);
    expect(trip!.aggregateRating).toBeUndefined();
  });

  it("rates the trip only when it has reviews, and lists FAQs group by group", () => {
    const objects = trekJsonLd(
      trek({
        review_count: 12,
        average_rating: 4.6,
        reviews: [
          {
            id: 1,
            review: "Superb",
            star_rating: 5,
            publish_date: "2026-02-01",
            user_name: "Asha",
            went_on: "2026-01-20",
            reply: null,
            user_photo: null,
            images: [],
          },
        ],
        faqs: [
          { id: 1, question: "Cold?", answer: "Very.", group: { id: 2, name: "Safety", order: 2 } },
          { id: 2, question: "First trek?", answer: "Yes.", group: { id: 1, name: "About", order: 1 } },
        ],
      }),
      ORIGIN,
      "2026-11-22",
    );
    const trip = objects.find((object) => types(object).includes("TouristTrip"))!;
    expect(trip.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.6,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
    const faq = objects.find((object) => object["@type"] === "FAQPage")!;
    expect((faq.mainEntity as { name: string }[]).map((question) => question.name)).toEqual(["First trek?", "Cold?"]);
  });

  it("gives the breadcrumb trail through the trip's destination", () => {
    const breadcrumb = trekJsonLd(trek(), ORIGIN, "2026-11-22").find((object) => object["@type"] === "BreadcrumbList")!;
    expect(
      (breadcrumb.itemListElement as { name: string; item: string }[]).map(({ name, item }) => [name, item]),
    ).toEqual([
      ["Home", `${ORIGIN}/`],
      ["Uttarakhand", `${ORIGIN}/uttarakhand`],
      ["Kedarkantha Trek", `${ORIGIN}/tours/kedarkantha-trek`],
    ]);
  });
});

describe("TrekStructuredData", () => {
  it("writes each object as a data block that no review's text can end", () => {
    const review = {
      id: 1,
      review: "Best trip </script><script>alert(1)</script> & more",
      star_rating: 5,
      publish_date: "2026-02-01",
      user_name: "Asha",
      went_on: null,
      reply: null,
      user_photo: null,
      images: [],
    };
    const html = renderToStaticMarkup(
      <TrekStructuredData
        trek={trek({ review_count: 1, average_rating: 5, reviews: [review] })}
        origin={ORIGIN}
        today="2026-11-22"
      />,
    );
    const blocks = Array.from(
      html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g),
      (match) => match[1]!,
    );
    expect(blocks).toHaveLength(2);
    expect(html).not.toContain("<script>alert");
    const trip = JSON.parse(blocks[0]!) as { review: { reviewBody: string }[] };
    expect(trip.review[0]!.reviewBody).toBe(review.review);
  });
});

describe("trekMeta", () => {
  const args = {
    location: { pathname: "/tours/kedarkantha-trek" },
    matches: [{ id: "root", loaderData: { origin: ORIGIN } }],
  };
  const content = (tags: ReturnType<typeof trekMeta>, key: string, value: string) =>
    (tags.find((tag) => (tag as Record<string, string>)[key] === value) as { content?: string; href?: string }) ?? {};

  it("uses the meta title, falls back to the tagline for the description, and has one canonical address", () => {
    const tags = trekMeta(args, trek());
    expect(tags).toContainEqual({ title: "Kedarkantha Trek: 6 days | Parvat Journeys" });
    expect(content(tags, "name", "description").content).toBe("A winter summit");
    expect(content(tags, "rel", "canonical").href).toBe(`${ORIGIN}/tours/kedarkantha-trek`);
    expect(content(tags, "property", "og:image").content).toBe(`${ORIGIN}/media/1/abcdef012345/1080.webp`);
    expect(content(tags, "name", "twitter:card").content).toBe("summary_large_image");
  });
});
