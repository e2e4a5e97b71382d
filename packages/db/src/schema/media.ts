// Every picture on the site. Width and height are stored so pages reserve the space and never
// shift; the media endpoint renders responsive WebP/AVIF variants from the source on demand.
// Every other area (treks, users, stories, quotations) points here, so this file sits below them
// all, with the `media_id` column helper that makes those references.
import { sql } from "drizzle-orm";
import { check, integer, text } from "drizzle-orm/pg-core";
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
