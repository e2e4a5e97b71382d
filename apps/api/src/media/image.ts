// A picture from the media table. The API hands out what a page needs to reserve the space and
// build the URLs; the page builds variant URLs with `mediaUrl` / `mediaSrcSet` from
// @parvat/domain/media, so no URL scheme is duplicated here.
import { builder } from "../builder.ts";

export const Image = builder.drizzleObject("media", {
  name: "Image",
  description: "A picture. Variant URLs: /media/{id}/{checksum}/{width}.{avif|webp} (see @parvat/domain/media).",
  // Only the columns a query asks for: the SVG source of generated art stays in the database.
  select: {},
  fields: (t) => ({
    id: t.exposeInt("id"),
    checksum: t.exposeString("checksum", { description: "Changes whenever the picture does; part of every URL." }),
    width: t.exposeInt("width", { description: "Intrinsic width in pixels." }),
    height: t.exposeInt("height", { description: "Intrinsic height in pixels." }),
    alt: t.exposeString("alt", { description: "What the picture shows, for screen readers." }),
    dominant_color: t.exposeString("dominantColor", {
      description: "A CSS colour shown while the picture loads.",
    }),
  }),
});
