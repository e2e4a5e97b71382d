import { describe, expect, it } from "vitest";
import { isKindOnly, readSearchIntent } from "./search-intent.ts";

const read = (query: string) => readSearchIntent(query.split(" "));

describe("readSearchIntent", () => {
  it("reads seasons and kinds, leaving no text to match", () => {
    const { intents, rest } = read("winter trek");
    expect(rest).toEqual([]);
    expect(intents).toEqual([
      expect.objectContaining({ words: "winter", seasons: ["winter"], kinds: [] }),
      expect.objectContaining({ words: "trek", kinds: ["trek"], seasons: [] }),
    ]);
    expect(intents.map(isKindOnly)).toEqual([false, true]);
  });

  it("reads a month by its name, as a month and not as text, but not the start of a word being typed", () => {
    expect(read("December").intents).toEqual([expect.objectContaining({ months: [12] })]);
    expect(read("treks in september").intents.map((intent) => intent.months)).toEqual([[], [9]]);
    expect(read("treks in september").rest).toEqual([]);
    expect(read("mar")).toEqual({ intents: [], rest: ["mar"] });
  });

  it("reads a beginner as the first-timers theme, with gentle levels as a looser fit", () => {
    for (const query of ["beginner", "beginners", "first timers", "first-timers", "first time"]) {
      const { intents, rest } = readSearchIntent(query.split(" "));
      expect(rest, query).toEqual([]);
      expect(intents, query).toEqual([
        expect.objectContaining({ themes: ["first-timers"], difficulties: ["easy", "easy-moderate"] }),
      ]);
    }
  });

  it("reads themes and their synonyms, plurals included", () => {
    expect(read("honeymoon").intents[0]?.themes).toEqual(["honeymoon"]);
    expect(read("couples").intents[0]?.themes).toEqual(["honeymoon"]);
    expect(read("family holidays").intents.map((intent) => [intent.themes, intent.kinds])).toEqual([
      [["family"], []],
      [[], ["trek", "group-trip", "tour-package"]],
    ]);
    expect(read("group trips").intents).toEqual([
      expect.objectContaining({ words: "group trips", kinds: ["group-trip"] }),
    ]);
  });

  it("keeps places and names as text, and joining words only beside an intent", () => {
    expect(read("kashmir honeymoon")).toEqual({
      intents: [expect.objectContaining({ themes: ["honeymoon"] })],
      rest: ["kashmir"],
    });
    expect(read("kedarkantha trek").rest).toEqual(["kedarkantha"]);
    expect(read("dubai things to do")).toEqual({ intents: [], rest: ["dubai", "things", "to", "do"] });
  });
});
