import { describe, expect, it } from "vitest";
import { pickSimilar, SIMILAR_TRIPS } from "./similar-trips.tsx";

const trips = (...ids: number[]) => ids.map((id) => ({ id }));

describe("pickSimilar", () => {
  it("leaves the trip itself out and keeps the destination's trips first, each once", () => {
    expect(pickSimilar(1, trips(1, 2, 3), trips(3, 4, 1, 5)).map((trip) => trip.id)).toEqual([2, 3, 4, 5]);
  });

  it(`stops at ${SIMILAR_TRIPS}`, () => {
    expect(pickSimilar(9, trips(1, 2, 3), trips(4, 5, 6))).toHaveLength(SIMILAR_TRIPS);
  });

  it("is empty when nothing else is on sale", () => {
    expect(pickSimilar(1, trips(1), [])).toEqual([]);
  });
});
