import { describe, expect, it } from "vitest";
import { travellerMatches } from "./check-in-search.ts";

const meera = { first_name: "Meera", last_name: "Rao", reference: "PJ-GS7GYF", phone: "+919876543210" };

describe("finding a traveller on the check-in screen", () => {
  it.each([
    ["meera", true],
    ["RAO", true],
    ["mee ra", true],
    ["meera sharma", false],
    ["gs7g", true],
    ["98765 43210", true],
    ["3210", true],
    ["321", false],
    ["arjun", false],
    ["  ", true],
  ])("%j finds her: %s", (typed, found) => {
    expect(travellerMatches(meera, typed)).toBe(found);
  });
});
