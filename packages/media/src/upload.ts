// A photo someone uploaded, made safe to publish: decoded (anything sharp cannot decode as a JPEG,
// PNG, WebP, AVIF or HEIF picture is refused), turned upright by its EXIF orientation, shrunk to at
// most UPLOAD_MAX_WIDTH, and encoded again as WebP by us. The new file carries none of the upload's
// metadata (sharp writes none unless asked): no location, no camera, no thumbnails, no comments,
// no colour profile beyond sRGB. The variants the site serves are rendered from this clean source.
import { createHash } from "node:crypto";
import sharp from "sharp";

/** The widest source kept: the largest responsive variant (1440) with room for a sharper one. */
export const UPLOAD_MAX_WIDTH = 2400;
/** Refuses decompression bombs: a picture of more pixels than this is not decoded. */
export const UPLOAD_MAX_PIXELS = 50_000_000;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "avif", "heif"]);

export interface CleanUpload {
  /** WebP bytes written by our encoder. */
  source: Buffer;
  width: number;
  height: number;
  /** Short hash of the clean source, as media URLs carry it. */
  checksum: string;
  /** "#rrggbb": the page's background for the picture while it loads. */
  dominantColor: string;
}

export type CleanUploadOutcome =
  | { ok: true; upload: CleanUpload }
  | { ok: false; reason: "not-an-image" | "too-large" };

export async function cleanUpload(bytes: Buffer): Promise<CleanUploadOutcome> {
  let format: string | undefined;
  let pixels = 0;
  try {
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    format = metadata.format;
    pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  } catch {
    return { ok: false, reason: "not-an-image" };
  }
  if (!format || !ACCEPTED_FORMATS.has(format) || pixels === 0) return { ok: false, reason: "not-an-image" };
  if (pixels > UPLOAD_MAX_PIXELS) return { ok: false, reason: "too-large" };
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: UPLOAD_MAX_WIDTH, withoutEnlargement: true })
      .toColourspace("srgb")
      .webp({ quality: 88, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    const { dominant } = await sharp(data).stats();
    const hex = (value: number) => value.toString(16).padStart(2, "0");
    return {
      ok: true,
      upload: {
        source: data,
        width: info.width,
        height: info.height,
        checksum: createHash("sha256").update(data).digest("hex").slice(0, 12),
        dominantColor: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
      },
    };
  } catch {
    // A truncated or corrupt file that the header did not give away.
    return { ok: false, reason: "not-an-image" };
  }
}
