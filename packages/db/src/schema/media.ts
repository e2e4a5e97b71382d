// Every picture on the site. Width and height are stored so pages reserve the space and never
// shift; the media endpoint renders responsive WebP/AVIF variants from the source on demand.
// Every other area (treks, users, stories, quotations) points here, so this file sits below them
// all, with the `media_id` column helper that makes those references.
import { sql } from "drizzle-orm";
import { bytea, check, integer, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, id, table } from "./columns.ts";

export const media = table(
  "media",
  {
    id: id(),
    key: text().notNull().unique(),
    /** Short hash of the source, part of every URL: a changed picture gets new URLs, so all can be cached forever. */
    checksum: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    alt: text().notNull(),
    /** Shown as the background while the image loads. */
    dominantColor: text().notNull(),
    /** Generated art (demo content). Uploaded photos would keep an object-store key instead. */
    svgSource: text(),
    createdAt: createdAt(),
  },
  (t) => [check("media_dimensions_positive", sql`${t.width} > 0 and ${t.height} > 0`)],
);

/** A picture of the row; a picture still in use cannot be deleted. */
export const media_id = () => integer().references(() => media.id, { onDelete: "restrict" });

/**
 * The source of an uploaded photo (a traveller's review photo): the picture as our encoder wrote it
 * after decoding the upload, without any of the upload's metadata (location, camera), at most
 * 2400 px wide. Every variant is rendered from these bytes, never from what was sent. Kept in the
 * database so every server copy can render it; `uploadedFor` says which invitation sent it, so only
 * that traveller can attach it to a review.
 */
export const mediaUploads = table("media_uploads", {
  mediaId: integer()
    .primaryKey()
    .references(() => media.id, { onDelete: "cascade" }),
  /** WebP, re-encoded by sharp. */
  source: bytea().notNull(),
  /** review_invites.id (not a foreign key: media sits below every area). */
  uploadedFor: integer(),
  uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
