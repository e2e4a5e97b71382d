import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paintScene } from "./art.ts";
import { createLimiter, createMediaRenderer, type MediaPicture, variantFileName } from "./render.ts";

let cacheDir: string;
const picture = { id: 7, checksum: "3fa9c1d2e4b5" };
const { svg } = paintScene({ scene: "houseboat-lake", time: "dusk", seed: "render", width: 1600, height: 1067 });

/** A store with the one picture above, counting how often it is asked. */
function pictureStore() {
  const store = {
    lookups: 0,
    loadSource: async ({ id, checksum }: MediaPicture) => {
      store.lookups++;
      return id === picture.id && checksum === picture.checksum ? { svgSource: svg, width: 1600 } : null;
    },
  };
  return store;
}

beforeAll(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), "parvat-media-"));
});
afterAll(() => rm(cacheDir, { recursive: true, force: true }));

describe("createMediaRenderer", () => {
  it("returns null for an unknown id or a wrong checksum", async () => {
    const renderer = createMediaRenderer({ loadSource: pictureStore().loadSource, cacheDir });
    expect(await renderer.render({ ...picture, id: picture.id + 1000, width: 360, format: "webp" })).toBe(null);
    expect(await renderer.render({ id: picture.id, checksum: "0123456789ab", width: 360, format: "webp" })).toBe(null);
    expect(await readdir(cacheDir)).toEqual([]);
  });

  it("renders real AVIF and WebP at exactly the asked width", async () => {
    const renderer = createMediaRenderer({ loadSource: pictureStore().loadSource, cacheDir });
    const avif = await renderer.render({ ...picture, width: 540, format: "avif" });
    expect(avif?.contentType).toBe("image/avif");
    const avifInfo = await sharp(avif!.body).metadata();
    expect(avifInfo).toMatchObject({ format: "heif", compression: "av1", width: 540, height: 360 });
    const webp = await renderer.render({ ...picture, width: 1440, format: "webp" });
    expect(webp?.contentType).toBe("image/webp");
    expect(await sharp(webp!.body).metadata()).toMatchObject({ format: "webp", width: 1440, height: 960 });
  });

  it("serves a variant from the disk cache once it is rendered, without looking the source up", async () => {
    const variant = { ...picture, width: 360, format: "webp" } as const;
    const first = await createMediaRenderer({ loadSource: pictureStore().loadSource, cacheDir }).render(variant);
    expect(await readdir(cacheDir)).toContain(variantFileName(variant));
    // Mark the cached file: a new renderer (no memory of the first) must return it as is.
    await writeFile(join(cacheDir, variantFileName(variant)), Buffer.from("cached bytes"));
    const store = pictureStore();
    const second = await createMediaRenderer({ loadSource: store.loadSource, cacheDir }).render(variant);
    expect(first!.body.length).toBeGreaterThan(100);
    expect(second!.body.toString()).toBe("cached bytes");
    expect(store.lookups).toBe(0);
    expect((await readdir(cacheDir)).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });

  it("encodes a variant once when it is asked for many times at once", async () => {
    const store = pictureStore();
    const renderer = createMediaRenderer({ loadSource: store.loadSource, cacheDir });
    const variant = { ...picture, width: 720, format: "avif" } as const;
    const results = await Promise.all(Array.from({ length: 5 }, () => renderer.render(variant)));
    for (const result of results) expect(result!.body).toBe(results[0]!.body);
    expect(store.lookups).toBe(1);
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
