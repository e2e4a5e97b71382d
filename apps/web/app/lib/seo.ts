// Every page's <head>: title, description, canonical link (origin + path, never the query) and the
// Open Graph and Twitter tags that link previews read. Route `meta` functions call `pageMeta`.
import { company } from "@parvat/domain/company";
import type { MetaDescriptor } from "react-router";

/** What the root loader hands every meta function (see root.tsx). */
export interface RootData {
  origin: string;
}

interface MetaArgsLike {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

export interface PageMeta {
  title: string;
  /** The canonical path when it differs from the current one (the same post under two addresses). */
  canonicalPath?: string;
  description: string;
  /** Path or absolute URL of a share image (for example a 1080 px media variant). */
  image?: string;
  imageAlt?: string;
  type?: "website" | "article";
  /** Pages that should stay out of search results (personal or guarded screens). */
  noindex?: boolean;
  /** schema.org JSON-LD objects. */
  jsonLd?: Record<string, unknown>[];
}

export function rootOrigin(matches: MetaArgsLike["matches"]): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  return root?.origin ?? "";
}

export function absoluteUrl(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin}${path}`;
}

/** "Team" becomes "Team | Parvat Journeys"; a title that already names the company stays as it is. */
export function pageTitle(title: string): string {
  return title.includes(company.name) ? title : `${title} | ${company.name}`;
}

export function pageMeta(args: MetaArgsLike, page: PageMeta): MetaDescriptor[] {
  const origin = rootOrigin(args.matches);
  const url = absoluteUrl(origin, page.canonicalPath ?? args.location.pathname);
  const title = pageTitle(page.title);
  const image = page.image ? absoluteUrl(origin, page.image) : undefined;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: company.name },
    { property: "og:locale", content: "en_IN" },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
  ];
  if (image) {
    tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
    if (page.imageAlt) {
      tags.push(
        { property: "og:image:alt", content: page.imageAlt },
        { name: "twitter:image:alt", content: page.imageAlt },
      );
    }
  }
  if (page.noindex) tags.push({ name: "robots", content: "noindex" });
  for (const object of page.jsonLd ?? []) tags.push({ "script:ld+json": object });
  return tags;
}
