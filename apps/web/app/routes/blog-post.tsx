import { BlogArticle } from "../components/blog-article.tsx";
import { graphql } from "../graphql/generated/gql.ts";
import { loadQuery, requireFound } from "../graphql/load.server.ts";
import { blogPostMeta } from "../lib/blog-meta.ts";
import type { Route } from "./+types/blog-post";

const BlogPostDocument = graphql(`
  query BlogPost($slug: String!) {
    blogPost(slug: $slug) {
      ...BlogArticleFields
    }
  }
`);

export async function loader({ context, params }: Route.LoaderArgs) {
  const { blogPost } = await loadQuery(context, BlogPostDocument, { slug: params.slug });
  return { post: requireFound(blogPost) };
}

export function meta(args: Route.MetaArgs) {
  return blogPostMeta(args, args.loaderData?.post);
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <BlogArticle post={loaderData.post} />;
}
