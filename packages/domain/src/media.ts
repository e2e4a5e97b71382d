// Responsive image URLs, shared by the server that renders variants and the pages that ask for them.
// A URL names the picture, a checksum of its source and one of a fixed set of widths, so every
// variant is immutable (cached for a year) and nobody can make the server render arbitrary sizes.

export const MEDIA_WIDTHS = [360, 540, 720, 1080, 1440] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

export const MEDIA_FORMATS = ["avif", "webp"] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

export interface MediaRef {
  id: number;
  checksum: string;
}

export function mediaUrl(ref: MediaRef, width: MediaWidth, format: MediaFormat): string {
  return `/media/${ref.id}/${ref.checksum}/${width}.${format}`;
}

/** `srcset` value listing every width of one format. */
export function mediaSrcSet(ref: MediaRef, format: MediaFormat, widths: readonly MediaWidth[] = MEDIA_WIDTHS): string {
  return widths.map((width) => `${mediaUrl(ref, width, format)} ${width}w`).join(", ");
}

const MEDIA_PATH = /^\/media\/(\d{1,9})\/([0-9a-f]{8,64})\/(\d{3,4})\.(avif|webp)$/;

/** Parses a media path; null for anything that is not exactly a valid variant URL. */
export function parseMediaPath(
  path: string,
): { id: number; checksum: string; width: MediaWidth; format: MediaFormat } | null {
  const match = MEDIA_PATH.exec(path);
  if (!match) return null;
  const width = Number(match[3]);
  if (!(MEDIA_WIDTHS as readonly number[]).includes(width)) return null;
  return { id: Number(match[1]), checksum: match[2]!, width: width as MediaWidth, format: match[4] as MediaFormat };
}
