import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../client.ts";
import { createMedia } from "../factories.ts";
import { createTestDatabase } from "../testing/test-database.ts";
import { createLimiter, createMediaRenderer, variantFileName } from "./render.ts";

let handle: DatabaseHandle;
let cacheDir: string;
let picture: { id: number; checksum: string };

beforeAll(async () => {
  handle = await createTestDatabase();
  cacheDir = await mkdtemp(join(tmpdir(), "parvat-media-"));
  picture = await createMedia(handle.db, { scene: "houseboat-lake", time: "dusk" });
});
afterAll(async () => {
  await handle.close();
  await rm(cacheDir, { recursive: true, force: true });
});

describe("createMediaRenderer", () => {
  it("returns null for an unknown id or a wrong checksum", async () => {
    const renderer = createMediaRenderer({ db: handle.db, cacheDir });
    expect(
      await renderer.render({ id: picture.id + 1000, checksum: picture.checksum, width: 360, format: "webp" }),
    ).toBe(null);
    expect(await renderer.render({ id: picture.id, checksum: "0123456789ab", width: 360, format: "webp" })).toBe(null);
    expect(await readdir(cacheDir)).toEqual([]);
  });

  it("renders real AVIF and WebP at exactly the asked width", async () => {
    const renderer = createMediaRenderer({ db: handle.db, cacheDir });
    const avif = await renderer.render({ ...picture, width: 540, format: "avif" });
    expect(avif?.contentType).toBe("image/avif");
    const avifInfo = await sharp(avif!.body).metadata();
    expect(avifInfo).toMatchObject({ format: "heif", compression: "av1", width: 540, height: 360 });
    const webp = await renderer.render({ ...picture, width: 1440, format: "webp" });
    expect(webp?.contentType).toBe("image/webp");
    expect(await sharp(webp!.body).metadata()).toMatchObject({ format: "webp", width: 1440, height: 960 });
  });

  it("serves a variant from the disk cache once it is rendered", async () => {
    const variant = { ...picture, width: 360, format: "webp" } as const;
    const first = await createMediaRenderer({ db: handle.db, cacheDir }).render(variant);
    expect(await readdir(cacheDir)).toContain(variantFileName(variant));
    // Mark the cached file: a new renderer (no memory of the first) must return it as is.
    await writeFile(join(cacheDir, variantFileName(variant)), Buffer.from("cached bytes"));
    const second = await createMediaRenderer({ db: handle.db, cacheDir }).render(variant);
    expect(first!.body.length).toBeGreaterThan(100);
    expect(second!.body.toString()).toBe("cached bytes");
    expect((await readdir(cacheDir)).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });

  it("encodes a variant once when it is asked for many times at once", async () => {
    const renderer = createMediaRenderer({ db: handle.db, cacheDir });
    const variant = { ...picture, width: 720, format: "avif" } as const;
    const results = await Promise.all(Array.from({ length: 5 }, () => renderer.render(variant)));
    for (const result of results) expect(result!.body).toBe(results[0]!.body);
  });
});

describe("createLimiter", () => {
  it("never runs more tasks at once than allowed, and runs them all", async () => {
    const limit = createLimiter(2);
    let running = 0;
    let peak = 0;
    const task = async (value: number) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      return value;
    };
    const results = await Promise.all(Array.from({ length: 9 }, (_, i) => limit(() => task(i))));
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(peak).toBe(2);
  });

  it("frees the slot when a task fails", async () => {
    const limit = createLimiter(1);
    await expect(limit(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await limit(async () => "next")).toBe("next");
  });
});
