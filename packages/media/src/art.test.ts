import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { mix, paintScene, SCENES, TIMES_OF_DAY } from "./art.ts";

describe("paintScene", () => {
  it("paints every scene at every time of day as a valid, small, text-free SVG", async () => {
    for (const scene of SCENES) {
      for (const time of TIMES_OF_DAY) {
        const { svg, dominantColor } = paintScene({
          scene,
          time,
          seed: "kedarkantha-trek/0",
          width: 1600,
          height: 1067,
        });
        const label = `${scene} at ${time}`;
        expect(svg, label).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1600 1067"/);
        expect(svg, label).not.toMatch(/<text|NaN|undefined|Infinity/);
        expect(svg.length, label).toBeLessThan(24 * 1024);
        expect(dominantColor, label).toMatch(/^#[0-9a-f]{6}$/);
        // librsvg parses it: a malformed document or a broken reference would throw here.
        const { width, height } = await sharp(Buffer.from(svg), { density: 7.2 })
          .png()
          .toBuffer({ resolveWithObject: true })
          .then(({ info }) => info);
        expect([width, height], label).toEqual([160, 107]);
      }
    }
  });

  it("is deterministic for a seed and varies between seeds", () => {
    const options = { scene: "himalayan-peaks", time: "dawn", width: 1200, height: 800 } as const;
    expect(paintScene({ ...options, seed: "a" })).toEqual(paintScene({ ...options, seed: "a" }));
    expect(paintScene({ ...options, seed: "a" }).svg).not.toBe(paintScene({ ...options, seed: "b" }).svg);
  });

  it("fits the drawing to any aspect ratio", () => {
    for (const [width, height] of [
      [1067, 1600],
      [1200, 1200],
      [1920, 800],
    ] as const) {
      const { svg } = paintScene({ scene: "beach", time: "day", seed: 1, width, height });
      expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
    }
  });

  it("gives night pictures a dark dominant colour and day pictures a light one", () => {
    const luminance = (hex: string) => {
      const value = Number.parseInt(hex.slice(1), 16);
      return 0.2126 * (value >> 16) + 0.7152 * ((value >> 8) & 255) + 0.0722 * (value & 255);
    };
    const night = paintScene({ scene: "high-lake", time: "night", seed: 3, width: 1600, height: 1067 });
    const day = paintScene({ scene: "high-lake", time: "day", seed: 3, width: 1600, height: 1067 });
    expect(luminance(night.dominantColor)).toBeLessThan(90);
    expect(luminance(day.dominantColor)).toBeGreaterThan(140);
  });
});

describe("mix", () => {
  it("blends two colours", () => {
    expect(mix("#000000", "#ffffff", 0)).toBe("#000000");
    expect(mix("#000000", "#ffffff", 1)).toBe("#ffffff");
    expect(mix("#ff0000", "#0000ff", 0.5)).toBe("#800080");
  });
});
