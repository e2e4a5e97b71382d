// What a trip is good for, as travellers ask for it: the seasons and months it runs best,
// and its themes ("honeymoon", "first-timers", "weekend"). Each trip carries these as data (the
// treks table checks the values against these lists); search ranks by them and the listing filters
// on them, so "winter trek" or "december" finds trips that run then, not a page that mentions it.

export const SEASONS = [
  { value: "winter", label: "Winter" },
  { value: "spring", label: "Spring" },
  { value: "summer", label: "Summer" },
  { value: "monsoon", label: "Monsoon" },
  { value: "autumn", label: "Autumn" },
] as const;
export type Season = (typeof SEASONS)[number]["value"];

export const TRIP_THEMES = [
  { value: "first-timers", label: "First-timers" },
  { value: "weekend", label: "Weekend trips" },
  { value: "honeymoon", label: "Honeymoon" },
  { value: "family", label: "Family" },
  { value: "adventure", label: "Adventure" },
  { value: "snow", label: "Snow" },
  { value: "pilgrimage", label: "Pilgrimage" },
  { value: "wildlife", label: "Wildlife" },
  { value: "beach", label: "Beach" },
  { value: "culture", label: "Culture" },
] as const;
export type TripTheme = (typeof TRIP_THEMES)[number]["value"];

export const SEASON_VALUES: readonly Season[] = SEASONS.map((season) => season.value);
export const TRIP_THEME_VALUES: readonly TripTheme[] = TRIP_THEMES.map((theme) => theme.value);

export function isSeason(value: string): value is Season {
  return (SEASON_VALUES as readonly string[]).includes(value);
}

export function isTripTheme(value: string): value is TripTheme {
  return (TRIP_THEME_VALUES as readonly string[]).includes(value);
}

/**
 * The ready-made collections travellers look for, each a filter of the trip listing with its own
 * address (/tours/all?type=trek&season=winter): the home page links to them, and the listing takes
 * its title from the one its address matches.
 */
export interface TripCollection {
  title: string;
  /** One line under the title. */
  text: string;
  kind: "trek" | null;
  season: Season | null;
  theme: TripTheme | null;
}

export const TRIP_COLLECTIONS: readonly TripCollection[] = [
  {
    title: "Winter treks",
    text: "Snow trails and summits from December to March",
    kind: "trek",
    season: "winter",
    theme: null,
  },
  {
    title: "Treks for first-timers",
    text: "Short days, well-made trails and leaders who teach as they go",
    kind: "trek",
    theme: "first-timers",
    season: null,
  },
  {
    title: "Weekend trips",
    text: "Three or four days, leaving on a Thursday or Friday",
    kind: null,
    season: null,
    theme: "weekend",
  },
  {
    title: "Honeymoon",
    text: "Houseboats, beaches and quiet stays for two",
    kind: null,
    season: null,
    theme: "honeymoon",
  },
];

/** The collection a listing's filters are exactly, if any (other filters set: none). */
export function collectionOf(filters: {
  kind: string | null;
  season: string | null;
  theme: string | null;
}): TripCollection | null {
  return (
    TRIP_COLLECTIONS.find(
      (collection) =>
        collection.kind === filters.kind && collection.season === filters.season && collection.theme === filters.theme,
    ) ?? null
  );
}
