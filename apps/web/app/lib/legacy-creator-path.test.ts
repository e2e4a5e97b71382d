import { describe, expect, it } from "vitest";
import { legacyCreatorRedirect } from "./legacy-creator-path.ts";

describe("legacyCreatorRedirect", () => {
  it.each([
    ["/creator/ishaan-mehra", "", "/creator/ishaanmehra"],
    ["/creator/ishaan-mehra/", "", "/creator/ishaanmehra/"],
    ["/creator/ishaan-mehra/kashmir-in-winter", "", "/creator/ishaanmehra/kashmir-in-winter"],
    ["/creator/ishaan-mehra/spiti-in-winter/moments", "", "/creator/ishaanmehra/spiti-in-winter/moments"],
    [
      "/creator/ishaan-mehra/blog/discovering-the-winter-beauty-of-kashmir",
      "",
      "/creator/ishaanmehra/blog/discovering-the-winter-beauty-of-kashmir",
    ],
    [
      "/creator/ishaan-mehra/ladakh-road-trip",
      "?utm_source=instagram&x=1",
      "/creator/ishaanmehra/ladakh-road-trip?utm_source=instagram&x=1",
    ],
    ["/creator/a-b-c", "utm=1", "/creator/abc?utm=1"],
  ])("redirects %s%s to %s", (pathname, search, expected) => {
    expect(legacyCreatorRedirect(pathname, search)).toBe(expected);
  });

  it.each([
    ["/creator/ishaanmehra"],
    ["/creator/ishaanmehra/kashmir-in-winter"],
    ["/creator/ishaanmehra/blog/discovering-the-winter-beauty-of-kashmir"],
    ["/blog/zanskar-valley-road-trip"],
    ["/tours/ishaan-mehra"],
    ["/creator"],
    ["/creator/---"],
    ["/creators/ishaan-mehra"],
  ])("leaves %s alone", (pathname) => {
    expect(legacyCreatorRedirect(pathname, "?q=1")).toBeNull();
  });

  it("drops an empty query string", () => {
    expect(legacyCreatorRedirect("/creator/ishaan-mehra", "?")).toBe("/creator/ishaanmehra");
  });
});
