// Media rows for generated pictures: the art is painted from the media key, so the same key always
// gives the same picture, checksum and URLs.
import { createHash } from "node:crypto";
import { paintScene, type Scene, type TimeOfDay } from "@parvat/media/art";
import { media } from "../schema/media.ts";
import { type Executor, insertMany, type New, type Row } from "./executor.ts";

export const ASPECT_SIZES = {
  landscape: { width: 1600, height: 1067 },
  portrait: { width: 1067, height: 1600 },
  square: { width: 1200, height: 1200 },
  wide: { width: 1920, height: 800 },
} as const;
export type Aspect = keyof typeof ASPECT_SIZES;

/** The short hash that goes into every URL of a picture: first 12 hex digits of its source's SHA-256. */
export function mediaChecksum(source: string): string {
  return createHash("sha256").update(source).digest("hex").slice(0, 12);
}

/** A complete media row for a generated picture; the key doubles as the art's seed. */
export function paintedMedia(options: {
  key: string;
  scene: Scene;
  time?: TimeOfDay;
  alt: string;
  aspect?: Aspect;
}): New<typeof media> {
  const aspect = options.aspect ?? (options.scene === "portrait" ? "square" : "landscape");
  const { width, height } = ASPECT_SIZES[aspect];
  const { svg, dominantColor } = paintScene({
    scene: options.scene,
    time: options.time ?? "day",
    seed: options.key,
    width,
    height,
  });
  return {
    key: options.key,
    checksum: mediaChecksum(svg),
    width,
    height,
    alt: options.alt,
    dominantColor,
    svgSource: svg,
  };
}

export async function insertMedia(db: Executor, rows: readonly New<typeof media>[]): Promise<Row<typeof media>[]> {
  return insertMany(rows, 100, (slice: New<typeof media>[]) => db.insert(media).values(slice).returning());
}
