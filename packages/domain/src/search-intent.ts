// What a search means beyond its words: "winter trek", "beginner", "honeymoon" and
// "december" name what travellers want from a trip (a season, a month, a level, a theme), not text a
// page happens to contain. This reads those words into facets of the trips' own data (the seasons,
// months, difficulty, themes and kind every trip carries); the API's search ranks trips by them and
// matches the remaining words as text. The vocabulary comes from the facet lists themselves; only a
// small map of synonyms is written here.
import { DIFFICULTY_LEVELS, type Difficulty, TRIP_KINDS, type TripKind } from "./listing.ts";
import { SEASONS, type Season, TRIP_THEMES, type TripTheme } from "./search-facets.ts";

/** What one word (or two, as in "first timers") asks of a trip; a trip fits when it has any of these. */
export interface SearchIntent {
  words: string;
  kinds: TripKind[];
  seasons: Season[];
  months: number[];
  themes: TripTheme[];
  /**
   * The levels the word implies. When the word also names a theme ("beginner": first-timers), a
   * trip that only has the level is a looser fit than one with the theme.
   */
  difficulties: Difficulty[];
}

type Facets = Partial<Omit<SearchIntent, "words">>;

const ALL_KINDS: TripKind[] = TRIP_KINDS.map((kind) => kind.value);
const GENTLE: Difficulty[] = ["easy", "easy-moderate"];

/** The synonyms travellers use; everything else is derived from the facet lists below. */
const SYNONYMS: Record<string, Facets> = {
  trekking: { kinds: ["trek"] },
  hike: { kinds: ["trek"] },
  hiking: { kinds: ["trek"] },
  trip: { kinds: ALL_KINDS },
  tour: { kinds: ALL_KINDS },
  holiday: { kinds: ALL_KINDS },
  package: { kinds: ALL_KINDS },
  vacation: { kinds: ALL_KINDS },
  fall: { seasons: ["autumn"] },
  rainy: { seasons: ["monsoon"] },
  rains: { seasons: ["monsoon"] },
  beginner: { themes: ["first-timers"], difficulties: GENTLE },
  novice: { themes: ["first-timers"], difficulties: GENTLE },
  "first time": { themes: ["first-timers"], difficulties: GENTLE },
  "first timer": { themes: ["first-timers"], difficulties: GENTLE },
  "first timers": { themes: ["first-timers"], difficulties: GENTLE },
  easy: { difficulties: GENTLE },
  moderate: { difficulties: ["easy-moderate", "moderate"] },
  hard: { difficulties: ["difficult", "challenging"] },
  tough: { difficulties: ["difficult", "challenging"] },
  couple: { themes: ["honeymoon"] },
  romantic: { themes: ["honeymoon"] },
  getaway: { themes: ["weekend"] },
  kid: { themes: ["family"] },
  children: { themes: ["family"] },
  families: { themes: ["family"] },
  beaches: { themes: ["beach"] },
  snowy: { themes: ["snow"] },
  pilgrim: { themes: ["pilgrimage"] },
  yatra: { themes: ["pilgrimage"] },
  cultural: { themes: ["culture"] },
  heritage: { themes: ["culture"] },
};

/** Words that join others ("treks in december", "trip for a couple") and mean nothing alone. */
const JOINING_WORDS = new Set(["a", "an", "and", "at", "during", "for", "in", "of", "on", "the", "to", "with"]);

/** Lower-case, accent-free words joined by one space: how both the vocabulary and queries are compared. */
function phrase(text: string): string {
  return (
    text
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).join(" ");
}

/**
 * Month names in full. Short names are left out: the search box suggests as the traveller types, and
 * "mar" or "dec" is more often the start of Marine Drive or the Deccan than a month.
 */
function monthNames(): string[] {
  const format = new Intl.DateTimeFormat("en-GB", { month: "long", timeZone: "UTC" });
  return Array.from({ length: 12 }, (_, index) => phrase(format.format(Date.UTC(2026, index, 1))));
}

function buildVocabulary(): Map<string, Facets> {
  const vocabulary = new Map<string, Facets>();
  const add = (words: string, facets: Facets) => vocabulary.set(phrase(words), facets);
  for (const kind of TRIP_KINDS) {
    add(kind.value, { kinds: [kind.value] });
    add(kind.singular, { kinds: [kind.value] });
  }
  for (const season of SEASONS) add(season.value, { seasons: [season.value] });
  for (const [index, name] of monthNames().entries()) add(name, { months: [index + 1] });
  for (const theme of TRIP_THEMES) add(theme.value, { themes: [theme.value] });
  for (const level of DIFFICULTY_LEVELS) add(level.value, { difficulties: [level.value] });
  for (const [words, facets] of Object.entries(SYNONYMS)) add(words, facets);
  return vocabulary;
}

const VOCABULARY = buildVocabulary();

/** The facets of a phrase, trying its singular too ("treks", "winters", "first timers"). */
function lookUp(words: string): Facets | undefined {
  return VOCABULARY.get(words) ?? (words.endsWith("s") ? VOCABULARY.get(words.slice(0, -1)) : undefined);
}

function intentOf(words: string, facets: Facets): SearchIntent {
  return {
    words,
    kinds: facets.kinds ?? [],
    seasons: facets.seasons ?? [],
    months: facets.months ?? [],
    themes: facets.themes ?? [],
    difficulties: facets.difficulties ?? [],
  };
}

/**
 * Splits a query's words into intents (what the traveller wants of a trip) and the rest (text to
 * match: a name, a place). Two-word phrases win over single words; joining words are dropped when
 * the query has an intent, so "treks in december" is all intent.
 */
export function readSearchIntent(words: readonly string[]): { intents: SearchIntent[]; rest: string[] } {
  const intents: SearchIntent[] = [];
  const rest: string[] = [];
  for (let index = 0; index < words.length; index++) {
    const word = phrase(words[index]!);
    const pair = index + 1 < words.length ? `${word} ${phrase(words[index + 1]!)}` : null;
    const pairFacets = pair ? lookUp(pair) : undefined;
    if (pair && pairFacets) {
      intents.push(intentOf(pair, pairFacets));
      index += 1;
      continue;
    }
    const facets = lookUp(word);
    if (facets) intents.push(intentOf(word, facets));
    else rest.push(word);
  }
  return { intents, rest: intents.length > 0 ? rest.filter((word) => !JOINING_WORDS.has(word)) : rest };
}

/** Whether an intent only says what kind of trip ("trek", "tour"): it ranks, but does not find. */
export function isKindOnly(intent: SearchIntent): boolean {
  return (
    intent.kinds.length > 0 &&
    intent.seasons.length + intent.months.length + intent.themes.length + intent.difficulties.length === 0
  );
}
