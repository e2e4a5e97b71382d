import { describe, expect, it } from "vitest";
import { hashSeed, seededRandom } from "./seeded-random.ts";

describe("seededRandom", () => {
  it("gives the same sequence for the same seed, whether a string or its number", () => {
    const take = (next: () => number) => Array.from({ length: 5 }, next);
    expect(take(seededRandom("kedarkantha-trek/0"))).toEqual(take(seededRandom("kedarkantha-trek/0")));
    expect(take(seededRandom(7))).toEqual(take(seededRandom("7")));
    expect(take(seededRandom("a"))).not.toEqual(take(seededRandom("b")));
  });

  it("spreads numbers over [0, 1)", () => {
    const next = seededRandom("spread");
    const values = Array.from({ length: 10_000 }, next);
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    const tenths = new Array(10).fill(0);
    for (const value of values) tenths[Math.floor(value * 10)]++;
    for (const count of tenths) expect(count).toBeGreaterThan(900);
  });
});

describe("hashSeed", () => {
  // Every demo picture and departure follows from these numbers: a change would repaint the demo.
  it("is FNV-1a over the seed's characters", () => {
    expect(hashSeed("")).toBe(2166136261);
    expect(hashSeed("a")).toBe(0xe40c292c);
    expect(hashSeed("foobar")).toBe(0xbf9cf968);
  });
});
