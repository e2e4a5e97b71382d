import { describe, expect, it } from "vitest";
import { timeLeft } from "./countdown.tsx";

describe("timeLeft", () => {
  it.each([
    [((2 * 24 + 3) * 3600 + 5 * 60 + 9) * 1000, "2 days 3 h 05 min 09 s"],
    [(86_400 + 59) * 1000, "1 day 0 h 00 min 59 s"],
    [61_500, "0 h 01 min 01 s"],
    [-5_000, "0 h 00 min 00 s"],
  ])("%i ms reads %s", (ms, text) => {
    expect(timeLeft(ms)).toBe(text);
  });
});
