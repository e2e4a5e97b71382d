import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./client.ts";
import { findMediaSource, listMediaPictures } from "./media-source.ts";
import { createMedia } from "./testing/factories/media.ts";
import { createTestDatabase } from "./testing/test-database.ts";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe("findMediaSource", () => {
  it("finds a picture's source by its id and checksum", async () => {
    const picture = await createMedia(handle.db, { scene: "beach", aspect: "square" });
    expect(await findMediaSource(handle.db, picture)).toEqual({ svgSource: picture.svgSource, width: picture.width });
  });

  it("finds nothing for an unknown id, a wrong checksum or a picture without a stored source", async () => {
    const picture = await createMedia(handle.db);
    expect(await findMediaSource(handle.db, { id: picture.id + 1000, checksum: picture.checksum })).toBe(null);
    expect(await findMediaSource(handle.db, { id: picture.id, checksum: "0123456789ab" })).toBe(null);
    const withoutSource = await createMedia(handle.db, { svgSource: null });
    expect(await findMediaSource(handle.db, withoutSource)).toBe(null);
  });
});

describe("listMediaPictures", () => {
  it("lists every picture's id and checksum in the order they were stored", async () => {
    const pictures = [await createMedia(handle.db), await createMedia(handle.db, { scene: "temple" })];
    const listed = await listMediaPictures(handle.db);
    expect(listed.slice(-2)).toEqual(pictures.map(({ id, checksum }) => ({ id, checksum })));
    expect(listed.map(({ id }) => id)).toEqual(listed.map(({ id }) => id).toSorted((a, b) => a - b));
  });
});
