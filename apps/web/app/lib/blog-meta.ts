// The head of a blog post page: title, description, share image and BlogPosting JSON-LD.
import { company } from "@parvat/domain/company";
import { mediaUrl } from "@parvat/domain/media";
import type { BlogArticleFieldsFragment } from "../graphql/generated/graphql.ts";
import { blogPostPath, creatorPath } from "./paths.ts";
import { absoluteUrl, pageMeta, rootOrigin } from "./seo.ts";

type MetaArgs = Parameters<typeof pageMeta>[0];

export function blogPostMeta(args: MetaArgs, post: BlogArticleFieldsFragment | undefined) {
  if (!post) return [{ title: `Story not found | ${company.name}` }];
  const origin = rootOrigin(args.matches);
  const path = blogPostPath(post);
  const image = mediaUrl(post.cover_image, 1080, "webp");
  return pageMeta(args, {
    title: post.meta_title,
    description: post.meta_description,
    canonicalPath: path,
    image,
    imageAlt: post.cover_image.alt,
    type: "article",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.title,
        description: post.meta_description,
        image: absoluteUrl(origin, image),
        datePublished: post.published_on,
        author: post.creator
          ? { "@type": "Person", name: post.author_name, url: absoluteUrl(origin, creatorPath(post.creator.slug)) }
          : { "@type": "Person", name: post.author_name },
        publisher: {
          "@type": "Organization",
          name: company.name,
          logo: { "@type": "ImageObject", url: absoluteUrl(origin, "/icons/icon-512.png") },
        },
        mainEntityOfPage: absoluteUrl(origin, path),
      },
    ],
  });
}
