// Turns a picture's SVG source into a responsive AVIF or WebP variant. Variants are immutable
// (the URL carries the source's checksum), so each is encoded once, written to a disk cache and
// served from there afterwards. Encoding is the expensive part: concurrent requests for the
// same variant share one encode, and only a few encodes run at a time so pages stay responsive.
// Where sources are stored is the caller's business: the server passes a database lookup.
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { MediaFormat, MediaWidth } from "@parvat/domain/media";
import sharp, { type Sharp } from "sharp";

/** One stored picture, as its URLs name it. */
export interface MediaPicture {
  id: number;
  checksum: string;
}

export interface MediaVariant extends MediaPicture {
  width: MediaWidth;
  format: MediaFormat;
}

/**
 * A picture's source: vector art and the width it is drawn at, or an uploaded photo's clean bitmap
 * (upload.ts wrote it: decoded, re-encoded, without metadata).
 */
export type MediaSource = { svgSource: string; width: number } | { bitmap: Buffer; width: number };

/** The source of the picture with that id and checksum, or null when there is none. */
export type LoadMediaSource = (picture: MediaPicture) => Promise<MediaSource | null>;

export interface RenderedMedia {
  body: Buffer;
  contentType: string;
}

export interface MediaRenderer {
  /** The encoded variant, or null when no picture has that id and checksum. */
  render(variant: MediaVariant): Promise<RenderedMedia | null>;
}

export const CONTENT_TYPES: Record<MediaFormat, string> = { avif: "image/avif", webp: "image/webp" };

/**
 * Measured on the 2-core build machine with the demo's flat vector art (23 scenes): AVIF at
 * quality 50 costs about 0.3-0.5 s at 1440 px for ~14 KB with effort 2; effort 3 saves only ~5%
 * of the bytes for 30-50% more time, effort 4 over 1.5 s. WebP at quality 80 takes ~0.1-0.3 s for
 * ~21 KB. Full 4:4:4 chroma keeps coloured edges crisp; smaller widths are proportionally faster.
 */
const ENCODERS: Record<MediaFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2, chromaSubsampling: "4:4:4" }),
  webp: (image) => image.webp({ quality: 80, effort: 4 }),
};

export function variantFileName(variant: MediaVariant): string {
  return `${variant.id}-${variant.checksum}-${variant.width}.${variant.format}`;
}

/** Rasterises an SVG at exactly `width` pixels wide, drawing the vectors at that size (not scaling a bitmap). */
export async function encodeSvg(svg: string, svgWidth: number, width: number, format: MediaFormat): Promise<Buffer> {
  const density = (72 * width) / svgWidth;
  const image = sharp(Buffer.from(svg), { density }).resize({ width });
  return ENCODERS[format](image).toBuffer();
}

/** Scales an uploaded photo's clean source to `width` (never up: a smaller photo keeps its size); no metadata is written. */
export async function encodeBitmap(bitmap: Buffer, width: number, format: MediaFormat): Promise<Buffer> {
  return ENCODERS[format](sharp(bitmap).resize({ width, withoutEnlargement: true })).toBuffer();
}

export function createMediaRenderer(options: {
  loadSource: LoadMediaSource;
  cacheDir: string;
  concurrency?: number;
}): MediaRenderer {
  const { loadSource, cacheDir } = options;
  const limit = createLimiter(options.concurrency ?? 2);
  const inFlight = new Map<string, Promise<RenderedMedia | null>>();
  let cacheReady: Promise<unknown> | undefined;

  async function produce(variant: MediaVariant, fileName: string): Promise<RenderedMedia | null> {
    const contentType = CONTENT_TYPES[variant.format];
    const file = join(cacheDir, fileName);
    // Only valid id/checksum pairs are ever written, and a checksum names one exact source, so a
    // cached file is always right: serve it without looking the source up.
    const cached = await readFile(file).catch(() => null);
    if (cached) return { body: cached, contentType };
    const source = await loadSource({ id: variant.id, checksum: variant.checksum });
    if (!source) return null;
    const body = await limit(() =>
      "bitmap" in source
        ? encodeBitmap(source.bitmap, variant.width, variant.format)
        : encodeSvg(source.svgSource, source.width, variant.width, variant.format),
    );
    cacheReady ??= mkdir(cacheDir, { recursive: true });
    await cacheReady;
    // Write to a temporary name and rename: readers never see a half-written file.
    const temporary = `${file}.${randomBytes(4).toString("hex")}.tmp`;
    try {
      await writeFile(temporary, body);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return { body, contentType };
  }

  return {
    render(variant) {
      const fileName = variantFileName(variant);
      const pending = inFlight.get(fileName);
      if (pending) return pending;
      const promise = produce(variant, fileName).finally(() => inFlight.delete(fileName));
      inFlight.set(fileName, promise);
      return promise;
    },
  };
}

/** Runs at most `concurrency` tasks at once; the rest wait in order. */
export function createLimiter(concurrency: number) {
  let active = 0;
  const queue: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active < concurrency) active++;
    // A finishing task hands its slot straight to the next in line, so none can jump the queue.
    else await new Promise<void>((resolve) => queue.push(resolve));
    try {
      return await task();
    } finally {
      const next = queue.shift();
      if (next) next();
      else active--;
    }
  };
}
