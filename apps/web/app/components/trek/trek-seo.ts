// What link previews and search engines read in a trek page's <head>: title and description from the
// trek's meta fields (the tagline when there is no description), the canonical address without
// packageId, Open Graph and Twitter tags with the first photo. Its JSON-LD is in the body
// (trek-json-ld.ts).
import { mediaUrl } from "@parvat/domain/media";
import type { MetaDescriptor } from "react-router";
import { tripPath } from "../../lib/paths.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Trek } from "./trek-fields.ts";

type MetaArgs = Parameters<typeof pageMeta>[0];

export function trekMeta(
  args: MetaArgs,
  trek: Pick<Trek, "images" | "meta_title" | "name" | "meta_description" | "tagline" | "slug">,
): MetaDescriptor[] {
  const cover = trek.images[0];
  return pageMeta(args, {
    title: trek.meta_title || trek.name,
    description: trek.meta_description || trek.tagline,
    // The package in the address is a view of the same page: one canonical address.
    canonicalPath: tripPath(trek.slug),
    image: cover ? mediaUrl(cover, 1080, "webp") : undefined,
    imageAlt: cover?.alt,
  });
}
