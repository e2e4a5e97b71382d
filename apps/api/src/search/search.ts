// One search box over treks, destinations, attractions and activities. PostgreSQL does the work in
// one statement: trigram word similarity on names forgives typos ("kedarkanta", "ladak"), and
// prefix full-text search on a short document finds partial words ("kedar", "spit val"). Both
// compare accent- and case-folded text (search_fold); the indexes are in the issue-4-search migration.
// Words that say what a traveller wants of a trip ("winter trek", "beginner", "honeymoon",
// "december") are read by @parvat/domain/search-intent and matched against each trip's seasons,
// months, difficulty, themes and kind; the other words are matched as text.
import { selectRows } from "@parvat/db/client";
import { activities, activityImages, attractions, destinations, packages, trekImages, treks } from "@parvat/db/schema";
import { isKindOnly, readSearchIntent, type SearchIntent } from "@parvat/domain/search-intent";
import { type SQL, sql } from "drizzle-orm";
import { builder } from "../builder.ts";
import { UserError } from "../errors.ts";
import { Image } from "../media/image.ts";

export const SEARCH_KINDS = ["destination", "trek", "attraction", "activity"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Shorter queries match too much to be useful; longer ones are cut (nobody types more). */
export const MIN_QUERY_LENGTH = 2;
export const MAX_QUERY_LENGTH = 100;
export const MAX_SEARCH_LIMIT = 50;
const MAX_WORDS = 8;

/** Lower-case words without accents: the prefix full-text query is built from these. */
export function searchWords(text: string): string[] {
  return (
    text
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, MAX_WORDS);
}

/** "spit val" as "spit:* & val:*": every word, each as a prefix. Words hold letters and digits only. */
export function prefixQuery(words: readonly string[]): string {
  return words.map((word) => `${word}:*`).join(" & ");
}

/** Where each kind of result lives on the site. */
export function searchPath(kind: SearchKind, slug: string): string {
  switch (kind) {
    case "trek":
      return `/tours/${slug}`;
    case "destination":
      return `/${slug}`;
    case "attraction":
      return `/attractions/${slug}`;
    case "activity":
      return `/activities/${slug}`;
  }
}

interface HitRow {
  kind: SearchKind;
  id: number;
  slug: string;
  name: string;
  summary: string;
  context: string;
  price: number | null;
  image_id: number | null;
  score: number;
  total: number;
}

export interface SearchHit {
  kind: SearchKind;
  id: number;
  slug: string;
  name: string;
  summary: string;
  context: string;
  price: number | null;
  imageId: number | null;
  score: number;
}

// The document of each kind: the same expressions as the migration's indexes, or they go unused.
const fold = (column: SQL) => sql`search_fold(${column})`;
const documentOf = (...columns: SQL[]) =>
  sql`to_tsvector('simple'::regconfig, search_fold(${sql.join(columns, sql` || ' ' || `)}))`;

/** A list of constants as a typed array literal (empty lists never reach here). */
function arrayOf(values: readonly (string | number)[], type: "text" | "smallint"): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;
}

/** Whether a trip (`item`) has what the intent names: its kind, a season, a month or a theme. */
function fitsStrongly(intent: SearchIntent): SQL {
  const conditions = [
    intent.kinds.length ? sql`item.type = any(${arrayOf(intent.kinds, "text")})` : null,
    intent.seasons.length ? sql`item.seasons && ${arrayOf(intent.seasons, "text")}` : null,
    intent.months.length ? sql`item.months && ${arrayOf(intent.months, "smallint")}` : null,
    intent.themes.length ? sql`item.themes && ${arrayOf(intent.themes, "text")}` : null,
  ].filter((condition) => condition !== null);
  return conditions.length ? sql`(${sql.join(conditions, sql` or `)})` : sql`false`;
}

function fitsLevel(intent: SearchIntent): SQL {
  return intent.difficulties.length ? sql`item.difficulty = any(${arrayOf(intent.difficulties, "text")})` : sql`false`;
}

/** How much a kind word ("trek") weighs against a season, month, level or theme. */
const KIND_WEIGHT = 0.5;
/** A trip that fits every intent scores this: above a name that merely contains the words (0.9). */
const FULL_FIT = 1;

/**
 * How well a trip fits the intents (0 to FULL_FIT), and which trips they find. A level implied by a
 * theme word ("beginner": first-timers, or else easy) counts half; a kind word only ranks, unless
 * the query says nothing else ("treks").
 */
function tripFit(intents: readonly SearchIntent[]): { score: SQL; finds: SQL } {
  // Constants of the code, written into the statement: as parameters, Postgres would type them from `1`.
  const constant = (value: number) => sql.raw(String(value));
  const weight = (intent: SearchIntent) => (isKindOnly(intent) ? KIND_WEIGHT : 1);
  const total = intents.reduce((sum, intent) => sum + weight(intent), 0);
  const parts = intents.map(
    (intent) =>
      sql`${constant(weight(intent))} * case when ${fitsStrongly(intent)} then 1 when ${fitsLevel(intent)} then ${constant(
        intent.themes.length ? 0.5 : 1,
      )} else 0 end`,
  );
  const finding = intents.some((intent) => !isKindOnly(intent))
    ? intents.filter((intent) => !isKindOnly(intent))
    : intents;
  return {
    score: sql`(${constant(FULL_FIT)} * (${sql.join(parts, sql` + `)}) / ${constant(total)})::float8`,
    finds: sql`(${sql.join(
      finding.map((intent) => sql`${fitsStrongly(intent)} or ${fitsLevel(intent)}`),
      sql` or `,
    )})`,
  };
}

/** One kind's candidates: a name close to the query, or a document with every word as a prefix. */
function candidates(options: {
  kind: SearchKind;
  table: SQL;
  name: SQL;
  document: SQL;
  summary: SQL;
  context: SQL;
  price: SQL;
  imageId: SQL;
  where?: SQL;
  /** Ties go to destinations first: "ladakh" should open Ladakh before its trips. */
  boost: number;
  /** For trips: how they fit the query's intents, and whether text must match too (it is all intent). */
  fit?: { score: SQL; finds: SQL; textToo: boolean };
}): SQL {
  const nameScore = sql`word_similarity(q.text, ${fold(options.name)})`;
  const textMatch = sql`(q.text <% ${fold(options.name)} or ${options.document} @@ q.words)`;
  const textScore = sql`greatest(
        case when ${fold(options.name)} = q.text then 1.2 else 0 end,
        ${nameScore},
        case when to_tsvector('simple'::regconfig, ${fold(options.name)}) @@ q.words then 0.9
             when ${options.document} @@ q.words then 0.6 else 0 end
      )`;
  const { fit } = options;
  const score = !fit
    ? textScore
    : fit.textToo
      ? sql`case when ${textMatch} then ${textScore} else 0 end + ${fit.score}`
      : fit.score;
  const found = !fit ? textMatch : fit.textToo ? sql`(${textMatch} or ${fit.finds})` : fit.finds;
  return sql`
    select ${options.kind}::text as kind, item.id, item.slug, item.name, ${options.summary} as summary,
      ${options.context} as context, ${options.price} as price, ${options.imageId} as image_id,
      ${score} + ${options.boost} as score
    from ${options.table} as item, q
    where ${found}
      ${options.where ? sql`and ${options.where}` : sql``}`;
}

/** The best matches first, with the number of matches in all. */
export async function search(
  db: Parameters<typeof selectRows>[0],
  text: string,
  options: { limit: number; kinds?: readonly SearchKind[] },
): Promise<{ hits: SearchHit[]; total: number }> {
  const query = text.trim().slice(0, MAX_QUERY_LENGTH);
  const words = searchWords(query);
  if (query.length < MIN_QUERY_LENGTH || words.length === 0 || options.limit === 0) return { hits: [], total: 0 };
  const kinds = new Set(options.kinds?.length ? options.kinds : SEARCH_KINDS);
  // Text is matched on the words that are not intents; a query that is all intent ("winter trek")
  // finds trips by their facets, and other pages by its words as text, ranked below fitting trips.
  const { intents, rest } = readSearchIntent(words);
  const textWords = rest.length > 0 ? rest : words;
  const fit = intents.length > 0 ? { ...tripFit(intents), textToo: rest.length > 0 } : undefined;
  const item = (column: string) => sql.raw(`item.${column}`);
  const parts: SQL[] = [];
  if (kinds.has("destination")) {
    parts.push(
      candidates({
        kind: "destination",
        table: sql`${destinations}`,
        name: item("name"),
        document: documentOf(item("name"), item("country"), item("tagline")),
        summary: item("tagline"),
        context: item("country"),
        price: sql`null::int`,
        imageId: item("hero_image_id"),
        boost: 0.03,
      }),
    );
  }
  if (kinds.has("trek")) {
    parts.push(
      candidates({
        kind: "trek",
        table: sql`${treks}`,
        name: item("name"),
        document: documentOf(item("name"), item("tagline"), item("location")),
        summary: item("tagline"),
        context: item("location"),
        price: sql`(select ${packages.price} from ${packages} where ${packages.id} = item.main_package_id)`,
        imageId: sql`(select ${trekImages.mediaId} from ${trekImages} where ${trekImages.trekId} = item.id order by ${trekImages.position}, ${trekImages.id} limit 1)`,
        where: sql`item.status = 'active'`,
        boost: 0.02,
        fit,
      }),
    );
  }
  if (kinds.has("attraction")) {
    parts.push(
      candidates({
        kind: "attraction",
        table: sql`${attractions}`,
        name: item("name"),
        document: documentOf(item("name"), item("location"), item("brief")),
        summary: item("brief"),
        context: item("location"),
        price: sql`null::int`,
        imageId: item("image_id"),
        boost: 0.01,
      }),
    );
  }
  if (kinds.has("activity")) {
    parts.push(
      candidates({
        kind: "activity",
        table: sql`${activities}`,
        name: item("name"),
        document: documentOf(item("name"), item("location"), item("brief")),
        summary: item("brief"),
        context: item("location"),
        price: item("price"),
        imageId: sql`(select ${activityImages.mediaId} from ${activityImages} where ${activityImages.activityId} = item.id order by ${activityImages.position}, ${activityImages.id} limit 1)`,
        boost: 0,
      }),
    );
  }
  const rows = await selectRows<HitRow>(
    db,
    sql`
      with q as (select search_fold(${rest.length > 0 ? rest.join(" ") : query}) as text, to_tsquery('simple'::regconfig, ${prefixQuery(textWords)}) as words),
      hits as (${sql.join(parts, sql` union all `)})
      select hits.*, (count(*) over ())::int as total from hits
      order by score desc, name asc, kind asc
      limit ${options.limit}`,
  );
  return {
    hits: rows.map((row) => ({
      kind: row.kind,
      id: Number(row.id),
      slug: row.slug,
      name: row.name,
      summary: row.summary,
      context: row.context,
      price: row.price === null ? null : Number(row.price),
      imageId: row.image_id === null ? null : Number(row.image_id),
      score: Number(row.score),
    })),
    total: rows[0] ? Number(rows[0].total) : 0,
  };
}

export const SearchKindEnum = builder.enumType("SearchKind", {
  description: "What a search result is.",
  values: {
    DESTINATION: { value: "destination" },
    TREK: { value: "trek", description: "A trek, group trip or tour package (/tours/{slug})." },
    ATTRACTION: { value: "attraction" },
    ACTIVITY: { value: "activity" },
  } satisfies Record<string, { value: SearchKind; description?: string }>,
});

const SearchHitRef = builder.objectRef<SearchHit>("SearchHit").implement({
  description: "One search result.",
  fields: (t) => ({
    kind: t.field({ type: SearchKindEnum, resolve: (hit) => hit.kind }),
    id: t.exposeInt("id"),
    slug: t.exposeString("slug"),
    name: t.exposeString("name"),
    summary: t.exposeString("summary", { description: "The tagline or brief." }),
    context: t.exposeString("context", { description: "Where it is: a location or a country." }),
    path: t.string({ description: "Its page on the site.", resolve: (hit) => searchPath(hit.kind, hit.slug) }),
    price: t.exposeInt("price", {
      nullable: true,
      description: "From this price in whole rupees (trips and activities).",
    }),
    score: t.exposeFloat("score", { description: "Relevance: higher is better." }),
    image: t.field({
      type: Image,
      nullable: true,
      description: "Its main picture. Selecting it adds one statement for every picture of the page together.",
      // The picture is loaded by id through the Image type (one batched query for all the hits).
      resolve: (hit) => (hit.imageId === null ? null : ({ id: hit.imageId } as never)),
    }),
  }),
});

const SearchResults = builder
  .objectRef<{ query: string; hits: SearchHit[]; total: number }>("SearchResults")
  .implement({
    fields: (t) => ({
      query: t.exposeString("query", { description: "The query as searched (trimmed)." }),
      hits: t.field({
        type: [SearchHitRef],
        complexity: { field: 1, multiplier: 10 },
        resolve: (results) => results.hits,
      }),
      total: t.exposeInt("total", { description: "Matches in all, beyond `limit` too." }),
    }),
  });

builder.queryField("search", (t) =>
  t.field({
    publicAnswer: true,
    type: SearchResults,
    description: `Treks, destinations, attractions and activities matching a query, best first. Forgives typos and finds partial words. Queries under ${MIN_QUERY_LENGTH} characters find nothing.`,
    args: {
      query: t.arg.string({ required: true }),
      kinds: t.arg({ type: [SearchKindEnum], description: "Only these kinds (all when not given)." }),
      limit: t.arg.int({ defaultValue: 8, description: `At most ${MAX_SEARCH_LIMIT}.` }),
    },
    complexity: (args) => ({
      field: 1,
      multiplier: Math.max(1, Math.ceil(Math.min(args.limit ?? 8, MAX_SEARCH_LIMIT) / 10)),
    }),
    resolve: async (_root, args, { db }) => {
      const limit = args.limit ?? 8;
      if (limit < 0 || limit > MAX_SEARCH_LIMIT) {
        throw new UserError(`limit must be between 0 and ${MAX_SEARCH_LIMIT}.`, {
          code: "BAD_USER_INPUT",
          field: "limit",
        });
      }
      const query = args.query.trim().slice(0, MAX_QUERY_LENGTH);
      const { hits, total } = await search(db, query, { limit, kinds: args.kinds ?? undefined });
      return { query, hits, total };
    },
  }),
);
