// Test pictures are real painted art, stored with the checksum their URLs carry.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../client.ts";
import { mediaChecksum } from "../../factories/media.ts";
import { createTestDatabase } from "../test-database.ts";
import { createMedia } from "./media.ts";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe("createMedia", () => {
  it("paints a real picture with a matching checksum", async () => {
    const row = await createMedia(handle.db, { scene: "beach", time: "dusk", aspect: "portrait" });
    expect(row.svgSource).toMatch(/^<svg /);
    expect(row.checksum).toBe(mediaChecksum(row.svgSource!));
    expect([row.width, row.height]).toEqual([1067, 1600]);
  });
});
