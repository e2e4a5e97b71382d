// PNG versions of the app icon, for platforms that take no SVG (iOS home screens, older Android).
// Rendered once per size with sharp and kept in memory.
import sharp from "sharp";
import { appIconSvg } from "./app-icon.ts";

const rendered = new Map<string, Promise<Buffer>>();

export function appIconPng(size: number, maskable = false): Promise<Buffer> {
  const key = `${size}:${maskable}`;
  let png = rendered.get(key);
  if (!png) {
    png = sharp(Buffer.from(appIconSvg({ maskable })))
      .resize(size, size)
      // iOS draws transparent corners black: give the rounded icon a solid backdrop there.
      .flatten({ background: "#ff0000" })
      .png()
      .toBuffer();
    png.catch(() => rendered.delete(key));
    rendered.set(key, png);
  }
  return png;
}
