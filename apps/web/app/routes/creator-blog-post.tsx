import { BlogArticle } from "../components/blog-article.tsx";
import { graphql } from "../graphql/generated/gql.ts";
import { loadQuery, requireFound } from "../graphql/load.server.ts";
import { blogPostMeta } from "../lib/blog-meta.ts";
import { redirectLegacyCreatorPath } from "../lib/legacy-creator-path.ts";
import type { Route } from "./+types/creator-blog-post";

const CreatorBlogPostDocument = graphql(`
  query CreatorBlogPost($slug: String!) {
    blogPost(slug: $slug) {
      ...BlogArticleFields
    }
  }
`);

export async function loader({ context, params, url }: Route.LoaderArgs) {
  redirectLegacyCreatorPath(url);
  const { blogPost } = await loadQuery(context, CreatorBlogPostDocument, { slug: params.slug });
  // Only the creator's own posts live under their name.
  const post = requireFound(blogPost?.creator?.slug === params.name ? blogPost : null);
  return { post };
}

export function meta(args: Route.MetaArgs) {
  return blogPostMeta(args, args.loaderData?.post);
}

export default function CreatorBlogPost({ loaderData }: Route.ComponentProps) {
  return <BlogArticle post={loaderData.post} />;
}
