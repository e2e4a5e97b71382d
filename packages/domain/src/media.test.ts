import { describe, expect, it } from "vitest";
import { mediaSrcSet, mediaUrl, parseMediaPath } from "./media.ts";

const ref = { id: 42, checksum: "3fa9c1d2" };

it("builds immutable variant URLs that parse back to the same variant", () => {
  const url = mediaUrl(ref, 720, "avif");
  expect(url).toBe("/media/42/3fa9c1d2/720.avif");
  expect(parseMediaPath(url)).toEqual({ id: 42, checksum: "3fa9c1d2", width: 720, format: "avif" });
});

it("lists every width in a srcset", () => {
  expect(mediaSrcSet(ref, "webp", [360, 1440])).toBe(
    "/media/42/3fa9c1d2/360.webp 360w, /media/42/3fa9c1d2/1440.webp 1440w",
  );
});

describe("parseMediaPath refuses", () => {
  it.each([
    "/media/42/3fa9c1d2/700.avif", // not one of the widths
    "/media/42/3fa9c1d2/720.png",
    "/media/42/3FA9C1D2/720.avif",
    "/media/-1/3fa9c1d2/720.avif",
    "/media/42/../720.avif",
    "/media/42/3fa9c1d2/720.avif?x=1",
  ])("%s", (path) => {
    expect(parseMediaPath(path)).toBeNull();
  });
});
