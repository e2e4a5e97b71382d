// The content queries answer what the database holds, in the documented order, each with a single
// SQL statement however much is nested, and null for a slug nobody has.
import {
  blogPosts,
  campsites,
  creators,
  creatorTrips,
  destinations,
  jobOpenings,
  media,
  moments,
  teamMembers,
  treks,
} from "@parvat/db/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countStatements, createTestApi, postGraphql, type TestApi } from "../testing/test-api.ts";

let test: TestApi;
const pictures: Record<string, number> = {};

async function picture(key: string, alt: string): Promise<number> {
  const [row] = await test.db
    .insert(media)
    .values({
      key,
      checksum: `${key.length.toString(16).padStart(2, "0")}c0ffee42`,
      width: 1600,
      height: 1067,
      alt,
      dominantColor: "#5b6f7a",
    })
    .returning({ id: media.id });
  pictures[key] = row!.id;
  return row!.id;
}

beforeAll(async () => {
  test = await createTestApi();
  const { db } = test;
  const [campsite] = await db
    .insert(campsites)
    .values({ name: "Kashmir", slug: "kashmir", type: "domestic" })
    .returning({ id: campsites.id });
  const trekValues = (slug: string, name: string, status: string) => ({
    slug,
    name,
    status,
    type: "group-trip",
    code: slug.toUpperCase(),
    metaTitle: name,
    metaDescription: name,
    tagline: name,
    description: name,
    about: name,
    campsiteId: campsite!.id,
    difficulty: "easy",
    location: "Kashmir",
  });
  const [active, retired] = await db
    .insert(treks)
    .values([
      trekValues("kashmir-great-lakes-winter", "Kashmir in Winter", "active"),
      trekValues("spiti-winter-road-trip", "Spiti in Winter", "inactive"),
    ])
    .returning({ id: treks.id });

  await db.insert(teamMembers).values([
    {
      name: "Tenzin Dolma",
      role: "Head of Operations",
      bio: "Runs the Spiti desk.",
      photoId: await picture("tenzin", "Tenzin smiling on a ridge"),
      position: 2,
    },
    {
      name: "Arjun Mehta",
      role: "Founder",
      bio: "Has walked every trail we sell.",
      photoId: await picture("arjun", "Arjun at a high camp"),
      position: 1,
    },
  ]);

  await db.insert(jobOpenings).values([
    {
      slug: "trek-leader",
      title: "Trek Leader",
      department: "Operations",
      location: "Manali",
      employmentType: "Seasonal",
      summary: "Lead groups.",
      responsibilities: ["Lead groups safely"],
      requirements: ["Wilderness first aid"],
      postedOn: "2026-03-01",
    },
    {
      slug: "travel-designer",
      title: "Travel Designer",
      department: "Sales",
      location: "Bengaluru",
      employmentType: "Full-time",
      summary: "Plan trips.",
      responsibilities: ["Write quotations"],
      requirements: ["Two years in travel"],
      postedOn: "2026-05-10",
    },
    {
      slug: "photographer",
      title: "Expedition Photographer",
      department: "Marketing",
      location: "Leh",
      employmentType: "Contract",
      summary: "Shoot trips.",
      isOpen: false,
      postedOn: "2026-06-01",
    },
  ]);

  const [creator] = await db
    .insert(creators)
    .values({
      slug: "ananyaroams",
      name: "Ananya Roams",
      tagline: "Slow travel in the high Himalaya",
      bio: "Writes about winter in the mountains.",
      avatarId: await picture("ananya-avatar", "Ananya in a woollen cap"),
      coverImageId: await picture("ananya-cover", "Snow on the Pir Panjal"),
      instagram: "https://instagram.com/ananyaroams",
    })
    .returning({ id: creators.id });
  const [kashmirTrip, spitiTrip] = await db
    .insert(creatorTrips)
    .values([
      {
        creatorId: creator!.id,
        slug: "kashmir-in-winter",
        title: "Kashmir in Winter",
        subtitle: "Gulmarg and Sonamarg under snow",
        description: "Five days of snow.",
        season: "January",
        trekId: active!.id,
        coverImageId: await picture("kashmir-cover", "Gulmarg meadows under snow"),
        position: 1,
      },
      {
        creatorId: creator!.id,
        slug: "spiti-in-winter",
        title: "Spiti in Winter",
        subtitle: "Frozen rivers",
        description: "Cold desert.",
        season: "February",
        trekId: retired!.id,
        coverImageId: await picture("spiti-cover", "Key monastery in snow"),
        position: 2,
      },
    ])
    .returning({ id: creatorTrips.id });
  await db.insert(moments).values([
    {
      creatorTripId: kashmirTrip!.id,
      mediaId: await picture("moment-2", "A shikara on Dal Lake"),
      caption: "Morning on Dal Lake",
      position: 2,
    },
    {
      creatorTripId: kashmirTrip!.id,
      mediaId: await picture("moment-1", "Snow-laden pines at Gulmarg"),
      caption: "First snow",
      position: 1,
    },
    {
      creatorTripId: spitiTrip!.id,
      mediaId: await picture("moment-3", "The Spiti river frozen"),
      caption: "Ice",
      position: 1,
    },
  ]);

  const [kashmir] = await db
    .insert(destinations)
    .values([
      {
        slug: "kashmir",
        name: "Kashmir",
        country: "India",
        tagline: "Paradise on earth",
        description: "Valleys and lakes.",
        heroImageId: await picture("kashmir-hero", "Dal Lake at dusk"),
        metaTitle: "Kashmir",
        metaDescription: "Kashmir trips",
        position: 1,
      },
      {
        slug: "spiti-valley",
        name: "Spiti Valley",
        country: "India",
        tagline: "The middle land",
        description: "Cold desert.",
        heroImageId: await picture("spiti-hero", "Chicham bridge"),
        metaTitle: "Spiti",
        metaDescription: "Spiti trips",
        position: 0,
      },
    ])
    .returning({ id: destinations.id });

  await db.insert(blogPosts).values([
    {
      slug: "discovering-the-winter-beauty-of-kashmir",
      title: "Discovering the Winter Beauty of Kashmir",
      excerpt: "Snow.",
      body: "## Gulmarg\n\nSnow everywhere.",
      coverImageId: await picture("blog-kashmir", "Snowy Gulmarg"),
      creatorId: creator!.id,
      authorName: "Ananya Roams",
      destinationId: kashmir!.id,
      publishedOn: "2026-02-01",
      readingMinutes: 6,
      metaTitle: "Kashmir in winter",
      metaDescription: "A winter diary.",
    },
    {
      slug: "zanskar-valley-road-trip",
      title: "Zanskar Valley Road Trip",
      excerpt: "Roads.",
      body: "Long roads.",
      coverImageId: await picture("blog-zanskar", "Road into Zanskar"),
      authorName: "Parvat Journeys team",
      publishedOn: "2026-04-15",
      readingMinutes: 8,
      metaTitle: "Zanskar",
      metaDescription: "A road trip.",
    },
  ]);
});

afterAll(() => test.close());

async function query<T>(source: string, variables?: Record<string, unknown>): Promise<T> {
  const response = await postGraphql<T>(test.api, source, variables);
  expect(response.body.errors).toBeUndefined();
  return response.body.data as T;
}

describe("content queries", () => {
  it("lists team members in the company's order with their photos", async () => {
    const data = await query<{ teamMembers: unknown[] }>(`{
      teamMembers { name role bio photo { id checksum width height alt dominant_color } }
    }`);
    expect(data.teamMembers).toEqual([
      {
        name: "Arjun Mehta",
        role: "Founder",
        bio: "Has walked every trail we sell.",
        photo: {
          id: pictures.arjun,
          checksum: "05c0ffee42",
          width: 1600,
          height: 1067,
          alt: "Arjun at a high camp",
          dominant_color: "#5b6f7a",
        },
      },
      expect.objectContaining({ name: "Tenzin Dolma", photo: expect.objectContaining({ id: pictures.tenzin }) }),
    ]);
  });

  it("lists open positions newest first and finds any position by slug", async () => {
    const data = await query<{ jobOpenings: { slug: string }[]; closed: unknown; unknown: unknown }>(`{
      jobOpenings { slug }
      closed: jobOpening(slug: "photographer") { title is_open posted_on responsibilities }
      unknown: jobOpening(slug: "astronaut") { title }
    }`);
    expect(data.jobOpenings.map((job) => job.slug)).toEqual(["travel-designer", "trek-leader"]);
    expect(data.closed).toEqual({
      title: "Expedition Photographer",
      is_open: false,
      posted_on: "2026-06-01",
      responsibilities: [],
    });
    expect(data.unknown).toBeNull();
  });

  it("lists blog posts newest first and finds one by slug with its creator and destination", async () => {
    const data = await query<{ blogPosts: { slug: string }[]; blogPost: unknown; missing: unknown }>(`{
      blogPosts { slug }
      blogPost(slug: "discovering-the-winter-beauty-of-kashmir") {
        title body author_name published_on reading_minutes meta_title
        cover_image { alt }
        creator { slug name }
        destination { slug name }
      }
      missing: blogPost(slug: "no-such-post") { title }
    }`);
    expect(data.blogPosts.map((post) => post.slug)).toEqual([
      "zanskar-valley-road-trip",
      "discovering-the-winter-beauty-of-kashmir",
    ]);
    expect(data.blogPost).toEqual({
      title: "Discovering the Winter Beauty of Kashmir",
      body: "## Gulmarg\n\nSnow everywhere.",
      author_name: "Ananya Roams",
      published_on: "2026-02-01",
      reading_minutes: 6,
      meta_title: "Kashmir in winter",
      cover_image: { alt: "Snowy Gulmarg" },
      creator: { slug: "ananyaroams", name: "Ananya Roams" },
      destination: { slug: "kashmir", name: "Kashmir" },
    });
    expect(data.missing).toBeNull();
  });

  it("answers a creator with trips in order and blog posts", async () => {
    const data = await query<{ creator: unknown; nobody: unknown }>(`{
      creator(slug: "ananyaroams") {
        name tagline instagram youtube
        avatar { alt }
        trips { slug season cover_image { alt } }
        blog_posts { slug }
      }
      nobody: creator(slug: "ananya-roams") { name }
    }`);
    expect(data.creator).toEqual({
      name: "Ananya Roams",
      tagline: "Slow travel in the high Himalaya",
      instagram: "https://instagram.com/ananyaroams",
      youtube: null,
      avatar: { alt: "Ananya in a woollen cap" },
      trips: [
        { slug: "kashmir-in-winter", season: "January", cover_image: { alt: "Gulmarg meadows under snow" } },
        { slug: "spiti-in-winter", season: "February", cover_image: { alt: "Key monastery in snow" } },
      ],
      blog_posts: [{ slug: "discovering-the-winter-beauty-of-kashmir" }],
    });
    expect(data.nobody).toBeNull();
  });

  it("answers a creator trip with its moments in order and the linked trek's slug and name", async () => {
    const data = await query<{ creatorTrip: unknown }>(
      `query Trip($creator: String!, $trip: String!) {
        creatorTrip(creatorSlug: $creator, tripSlug: $trip) {
          title subtitle
          creator { slug }
          moments { caption image { id alt } }
          trek { slug name }
        }
      }`,
      { creator: "ananyaroams", trip: "kashmir-in-winter" },
    );
    expect(data.creatorTrip).toEqual({
      title: "Kashmir in Winter",
      subtitle: "Gulmarg and Sonamarg under snow",
      creator: { slug: "ananyaroams" },
      moments: [
        { caption: "First snow", image: { id: pictures["moment-1"], alt: "Snow-laden pines at Gulmarg" } },
        { caption: "Morning on Dal Lake", image: { id: pictures["moment-2"], alt: "A shikara on Dal Lake" } },
      ],
      trek: { slug: "kashmir-great-lakes-winter", name: "Kashmir in Winter" },
    });
  });

  it("links no trek when the trip's trek is no longer offered", async () => {
    const data = await query<{ creatorTrip: { trek: unknown } }>(`{
      creatorTrip(creatorSlug: "ananyaroams", tripSlug: "spiti-in-winter") { trek { slug } }
    }`);
    expect(data.creatorTrip.trek).toBeNull();
  });

  it("answers null for an unknown creator, an unknown trip, or a trip of another creator", async () => {
    const data = await query<Record<string, unknown>>(`{
      unknownTrip: creatorTrip(creatorSlug: "ananyaroams", tripSlug: "ladakh-road-trip") { title }
      unknownCreator: creatorTrip(creatorSlug: "someone-else", tripSlug: "kashmir-in-winter") { title }
    }`);
    expect(data).toEqual({ unknownTrip: null, unknownCreator: null });
  });

  it("lists destinations for navigation in display order", async () => {
    const data = await query<{ destinations: unknown[] }>(`{
      destinations { slug name tagline hero_image { alt width height } }
    }`);
    expect(data.destinations).toEqual([
      {
        slug: "spiti-valley",
        name: "Spiti Valley",
        tagline: "The middle land",
        hero_image: { alt: "Chicham bridge", width: 1600, height: 1067 },
      },
      {
        slug: "kashmir",
        name: "Kashmir",
        tagline: "Paradise on earth",
        hero_image: { alt: "Dal Lake at dusk", width: 1600, height: 1067 },
      },
    ]);
  });

  it.each([
    [
      "a creator with trips, moments, trek and posts",
      `{ creator(slug: "ananyaroams") { name avatar { id } cover_image { id } trips { slug moments { caption image { id } } trek { slug } creator { name } } blog_posts { slug cover_image { id } destination { slug hero_image { id } } } } }`,
    ],
    [
      "a creator trip",
      `{ creatorTrip(creatorSlug: "ananyaroams", tripSlug: "kashmir-in-winter") { title moments { image { alt } } trek { name } cover_image { id } } }`,
    ],
    ["the blog list", `{ blogPosts { slug cover_image { id } creator { name avatar { id } } destination { name } } }`],
    ["the team", `{ teamMembers { name photo { id } } }`],
  ])("plans %s into one SQL statement", async (_name, source) => {
    const counter = countStatements(test.db);
    try {
      const response = await postGraphql(test.api, source);
      expect(response.body.errors).toBeUndefined();
    } finally {
      counter.restore();
    }
    expect(counter.statements).toHaveLength(1);
  });

  it("never reads the SVG source of generated pictures", async () => {
    const counter = countStatements(test.db);
    try {
      await postGraphql(test.api, `{ teamMembers { photo { id checksum width height alt dominant_color } } }`);
    } finally {
      counter.restore();
    }
    expect(counter.statements.join("\n")).not.toContain("svg_source");
  });
});
