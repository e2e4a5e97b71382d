// Search forgives typos ("kedarkanta", "ladak"), finds partial words ("kedar", "spit val") and
// accents ("cafe" finds Café), ranks the closest name first, and uses the indexes made for it.
import { selectRows } from "@parvat/db/client";
import { createActivity, createAttraction, createDestination, createTrek } from "@parvat/db/testing/factories/catalog";
import { createMedia } from "@parvat/db/testing/factories/media";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countStatements, createTestApi, errorCodes, postGraphql, type TestApi } from "../testing/test-api.ts";
import { prefixQuery, searchWords } from "./search.ts";

let test: TestApi;

beforeAll(async () => {
  test = await createTestApi();
  const { db } = test;
  await createDestination(db, { slug: "ladakh", name: "Ladakh", tagline: "The land of high passes" });
  await createDestination(db, { slug: "spiti-valley", name: "Spiti Valley", tagline: "The middle land" });
  await createDestination(db, { slug: "kashmir", name: "Kashmir", tagline: "Lakes and meadows" });
  await createTrek(db, {
    slug: "kedarkantha-trek",
    name: "Kedarkantha Trek",
    tagline: "A winter summit above Sankri",
    location: "Uttarakhand",
    imageIds: [(await createMedia(db, { alt: "The Kedarkantha summit ridge" })).id],
    packages: [{ price: 11_999 }],
  });
  await createTrek(db, {
    slug: "ladakh-road-trip",
    name: "Ladakh Road Trip",
    tagline: "Khardung La and Pangong",
    location: "Ladakh",
  });
  await createTrek(db, {
    slug: "spiti-valley-road-trip",
    name: "Spiti Valley Road Trip",
    tagline: "Monasteries of the cold desert",
    location: "Himachal Pradesh",
  });
  await createTrek(db, { slug: "retired-trek", name: "Kedar Tal Trek", status: "inactive", location: "Uttarakhand" });
  await createAttraction(db, { slug: "kedarkantha-summit", name: "Kedarkantha Summit", location: "Uttarakhand" });
  await createAttraction(db, {
    slug: "pangong-tso",
    name: "Pangong Tso",
    location: "Ladakh",
    brief: "A long blue lake",
  });
  await createAttraction(db, { slug: "cafe-de-flore", name: "Café de Goa", location: "Panaji, Goa" });
  await createActivity(db, {
    slug: "dal-shikara",
    name: "Sunrise Shikara Ride on Dal Lake",
    location: "Srinagar",
    price: 1_800,
  });
});

afterAll(() => test.close());

interface Hit {
  kind: string;
  name: string;
  slug: string;
  path: string;
  price: number | null;
  context: string;
  image: { alt: string } | null;
}

const SearchQuery = /* GraphQL */ `
  query ($query: String!, $limit: Int, $kinds: [SearchKind!]) {
    search(query: $query, limit: $limit, kinds: $kinds) {
      query
      total
      hits { kind name slug path price context summary score }
    }
  }
`;

async function search(query: string, variables: Record<string, unknown> = {}) {
  const response = await postGraphql<{ search: { query: string; total: number; hits: Hit[] } }>(test.api, SearchQuery, {
    query,
    ...variables,
  });
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.search;
}

const names = async (query: string, variables?: Record<string, unknown>) =>
  (await search(query, variables)).hits.map((hit) => hit.name);

describe("search", () => {
  it("forgives typos", async () => {
    expect((await names("kedarkanta"))[0]).toBe("Kedarkantha Trek");
    expect(await names("kedarkanta")).toContain("Kedarkantha Summit");
    expect((await names("ladak")).slice(0, 2)).toEqual(["Ladakh", "Ladakh Road Trip"]);
    expect((await names("Spitti vally"))[0]).toBe("Spiti Valley");
  });

  it("finds partial words", async () => {
    expect((await names("kedar")).slice(0, 2).sort()).toEqual(["Kedarkantha Summit", "Kedarkantha Trek"]);
    expect((await names("spit val")).slice(0, 2).sort()).toEqual(["Spiti Valley", "Spiti Valley Road Trip"]);
    expect(await names("pango")).toContain("Pangong Tso");
    expect(await names("shika")).toEqual(["Sunrise Shikara Ride on Dal Lake"]);
  });

  it("ignores case and accents, both ways", async () => {
    expect(await names("CAFE DE GOA")).toContain("Café de Goa");
    expect(await names("café")).toContain("Café de Goa");
  });

  it("finds things by where they are", async () => {
    const hits = await names("ladakh");
    expect(hits[0]).toBe("Ladakh");
    expect(hits).toContain("Pangong Tso");
  });

  it("answers where each result lives, with prices of trips and activities", async () => {
    const { hits } = await search("kedarkantha");
    expect(hits.find((hit) => hit.kind === "TREK")).toMatchObject({
      path: "/tours/kedarkantha-trek",
      price: 11_999,
      context: "Uttarakhand",
    });
    expect(hits.find((hit) => hit.kind === "ATTRACTION")).toMatchObject({
      path: "/attractions/kedarkantha-summit",
      price: null,
    });
    expect((await search("ladakh")).hits[0]).toMatchObject({ kind: "DESTINATION", path: "/ladakh" });
    expect((await search("shikara")).hits[0]).toMatchObject({ kind: "ACTIVITY", path: "/activities/dal-shikara" });
  });

  it("leaves out trips that are not on offer", async () => {
    expect(await names("kedar tal")).not.toContain("Kedar Tal Trek");
  });

  it("narrows to kinds, limits the hits and counts them all", async () => {
    const all = await search("ladakh");
    const limited = await search("ladakh", { limit: 1 });
    expect(limited.hits).toHaveLength(1);
    expect(limited.total).toBe(all.total);
    expect(await names("ladakh", { kinds: ["ATTRACTION"] })).toEqual(["Pangong Tso"]);
  });

  it("finds nothing for a query too short or without letters, and says so without an error", async () => {
    for (const query of ["", " k ", "!!!", "—"]) {
      const result = await search(query);
      expect(result.hits, JSON.stringify(query)).toEqual([]);
      expect(result.total).toBe(0);
    }
    expect((await search("  Ladakh  ")).query).toBe("Ladakh");
  });

  it("searches in one statement, and loads every picture with one more", async () => {
    let counter = countStatements(test.db);
    await search("kedarkantha");
    counter.restore();
    expect(counter.statements).toHaveLength(1);

    counter = countStatements(test.db);
    const response = await postGraphql<{ search: { hits: { image: { alt: string } | null }[] } }>(
      test.api,
      `{ search(query: "kedarkantha") { hits { name image { alt width } } } }`,
    );
    counter.restore();
    expect(response.body.data?.search.hits[0]?.image?.alt).toBe("The Kedarkantha summit ridge");
    expect(counter.statements).toHaveLength(2);
  });

  it("refuses a limit out of range", async () => {
    const response = await postGraphql(test.api, SearchQuery, { query: "goa", limit: 500 });
    expect(errorCodes(response)).toEqual(["BAD_USER_INPUT"]);
  });

  it("uses the search indexes rather than reading every row", async () => {
    const plan = await test.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await selectRows<Record<string, string>>(
        tx as never,
        sql`explain select id from treks where search_fold('kedarkanta') <% search_fold(name)
            or to_tsvector('simple'::regconfig, search_fold(name || ' ' || tagline || ' ' || location)) @@ to_tsquery('simple', 'kedar:*')`,
      );
      return rows.map((row) => Object.values(row)[0]).join("\n");
    });
    expect(plan).toContain("treks_search_name_idx");
    expect(plan).toContain("treks_search_document_idx");
  });
});

describe("search by what a traveller wants of a trip", () => {
  beforeAll(async () => {
    const { db } = test;
    const trip = (name: string, columns: Parameters<typeof createTrek>[1]) =>
      createTrek(db, { name, tagline: "Days in the mountains", location: "Garhwal", ...columns });
    await trip("Snow Summit Trek", {
      type: "trek",
      difficulty: "easy-moderate",
      seasons: ["winter"],
      months: [12, 1, 2],
      themes: ["first-timers", "snow"],
    });
    await trip("Lake Valley Escape", {
      type: "group-trip",
      difficulty: "easy",
      seasons: ["winter"],
      months: [1, 2],
      themes: ["honeymoon", "family"],
    });
    await trip("High Pass Crossing", {
      type: "trek",
      difficulty: "difficult",
      seasons: ["monsoon"],
      months: [7, 8],
      themes: ["adventure"],
    });
    await trip("Island Days", {
      type: "tour-package",
      location: "Andaman Islands",
      difficulty: "easy",
      seasons: ["autumn"],
      months: [10, 11],
      themes: ["honeymoon", "beach"],
    });
    await createActivity(db, {
      name: "Ski Lesson",
      brief: "Two hours on the slopes for beginners",
      location: "Gulmarg",
    });
    await createAttraction(db, {
      name: "War Memorial",
      brief: "Remembers the battle of December 1971",
      location: "Leh",
    });
  });

  it("finds winter treks first, then other winter trips, and not treks of other seasons", async () => {
    const hits = await names("winter trek");
    expect(hits[0]).toBe("Snow Summit Trek");
    expect(hits[1]).toBe("Lake Valley Escape");
    expect(hits).not.toContain("High Pass Crossing");
  });

  it("finds trips for first-timers first, then a lesson for beginners, then gentle trips", async () => {
    const hits = await names("beginner");
    expect(hits.slice(0, 2)).toEqual(["Snow Summit Trek", "Ski Lesson"]);
    expect(hits.slice(2)).toEqual(expect.arrayContaining(["Island Days", "Lake Valley Escape"]));
    expect(hits).not.toContain("High Pass Crossing");
    expect((await names("beginner trek"))[0]).toBe("Snow Summit Trek");
  });

  it("finds honeymoon trips, and only them among the trips", async () => {
    const { hits } = await search("honeymoon");
    expect(hits.map((hit) => hit.name).sort()).toEqual(["Island Days", "Lake Valley Escape"]);
    expect(hits.every((hit) => hit.kind === "TREK")).toBe(true);
  });

  it("reads a month as when a trip runs, ranking those trips above a page that mentions it", async () => {
    const hits = await names("december");
    expect(hits[0]).toBe("Snow Summit Trek");
    expect(hits.indexOf("War Memorial")).toBeGreaterThan(hits.indexOf("Snow Summit Trek"));
    expect(hits).not.toContain("Island Days");
  });

  it("matches the other words as text and ranks the fitting trip first", async () => {
    expect((await names("garhwal honeymoon"))[0]).toBe("Lake Valley Escape");
    expect((await names("snow summit in winter"))[0]).toBe("Snow Summit Trek");
  });
});

describe("query words", () => {
  it.each([
    ["Spiti  Valley", ["spiti", "valley"], "spiti:* & valley:*"],
    ["Café & co's", ["cafe", "co", "s"], "cafe:* & co:* & s:*"],
    ["'; drop table treks; --", ["drop", "table", "treks"], "drop:* & table:* & treks:*"],
    ["!!!", [], ""],
  ])("%j becomes %j", (text, words, query) => {
    expect(searchWords(text)).toEqual(words);
    expect(prefixQuery(searchWords(text))).toBe(query);
  });
});
