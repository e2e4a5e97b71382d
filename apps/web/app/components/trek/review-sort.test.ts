import { describe, expect, it } from "vitest";
import { reviewSortHref, reviewSortOf } from "./review-sort.ts";

describe("the trek page's review order", () => {
  it("reads the order from the address, newest for anything else", () => {
    expect(reviewSortOf("highest")).toBe("HIGHEST");
    expect(reviewSortOf("lowest")).toBe("LOWEST");
    expect(reviewSortOf("with-photos")).toBe("WITH_PHOTOS");
    expect(reviewSortOf(null)).toBe("NEWEST");
    expect(reviewSortOf("WITH_PHOTOS")).toBe("NEWEST");
  });

  it("links each order to the reviews section", () => {
    expect(reviewSortHref("newest")).toBe("?#reviews");
    expect(reviewSortHref("with-photos")).toBe("?reviews=with-photos#reviews");
  });
});
