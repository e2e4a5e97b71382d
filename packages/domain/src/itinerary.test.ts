import { describe, expect, it } from "vitest";
import { effectiveDays, numberDays } from "./itinerary.ts";

const day = { count_as_day: true };
const travel = { count_as_day: false };

describe("numberDays", () => {
  it.each([
    ["starts at 1 when the first item is a day", [day, day, day], [1, 2, 3]],
    ["starts at 0 after an overnight journey", [travel, day, day], [0, 1, 2]],
    ["keeps counting through later travel items", [day, travel, day], [1, 2, 3]],
    ["numbers a single travel item 0", [travel], [0]],
    ["numbers nothing in an empty schedule", [], []],
  ])("%s", (_case, items, expected) => {
    expect(numberDays(items).map(({ day: number }) => number)).toEqual(expected);
  });

  it("keeps the items with their numbers", () => {
    const items = [
      { ...travel, name: "Overnight bus" },
      { ...day, name: "Sankri" },
    ];
    expect(numberDays(items)).toEqual([
      { item: items[0], day: 0 },
      { item: items[1], day: 1 },
    ]);
  });
});

describe("effectiveDays", () => {
  it.each([
    [[day, day, day], 3],
    [[travel, day, day], 2],
    [[travel, travel], 0],
    [[], 0],
  ])("counts the days of %j", (items, expected) => {
    expect(effectiveDays(items)).toBe(expected);
  });
});
