// Where pictures' sources are stored: the media table. The image renderer (@parvat/media) asks
// for one by the id and checksum that its URLs carry, and knows nothing of the database.
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "./client.ts";
import { media, mediaUploads } from "./schema.ts";

/**
 * The stored source of the picture with that id and checksum: its vector art, or an uploaded photo's
 * clean bitmap (media_uploads); null when there is none.
 */
export async function findMediaSource(
  db: Database,
  picture: { id: number; checksum: string },
): Promise<{ svgSource: string; width: number } | { bitmap: Buffer; width: number } | null> {
  const [row] = await db
    .select({ svgSource: media.svgSource, width: media.width, bitmap: mediaUploads.source })
    .from(media)
    .leftJoin(mediaUploads, eq(mediaUploads.mediaId, media.id))
    .where(and(eq(media.id, picture.id), eq(media.checksum, picture.checksum)))
    .limit(1);
  if (row?.svgSource) return { svgSource: row.svgSource, width: row.width };
  if (row?.bitmap) return { bitmap: Buffer.from(row.bitmap), width: row.width };
  return null;
}

/** Every stored picture by id and checksum (what its URLs carry), oldest first. */
export async function listMediaPictures(db: Database): Promise<{ id: number; checksum: string }[]> {
  return db.select({ id: media.id, checksum: media.checksum }).from(media).orderBy(asc(media.id));
}
