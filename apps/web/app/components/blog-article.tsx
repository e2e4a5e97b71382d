// A blog post: cover, title, author, date, reading time and the body's headings and paragraphs.
import { Link } from "react-router";
import { graphql } from "../graphql/generated/gql.ts";
import type { BlogArticleFieldsFragment } from "../graphql/generated/graphql.ts";
import { parseBody } from "../lib/blog-body.ts";
import { formatDate } from "../lib/format.ts";
import { creatorPath, destinationPath } from "../lib/paths.ts";
import { CalendarIcon, ClockIcon } from "./icons.tsx";
import { Picture } from "./picture.tsx";

export const blogArticleFields = graphql(`
  fragment BlogArticleFields on BlogPost {
    slug
    title
    excerpt
    body
    author_name
    published_on
    reading_minutes
    meta_title
    meta_description
    cover_image {
      ...ImageFields
    }
    creator {
      slug
      name
      avatar {
        ...ImageFields
      }
    }
    destination {
      slug
      name
    }
  }
`);

export function BlogArticle({ post }: { post: BlogArticleFieldsFragment }) {
  const blocks = parseBody(post.body);
  return (
    <article>
      <header className="on-dark bg-night text-white">
        <div className="page-container max-w-4xl pt-10 pb-8 sm:pt-16">
          {post.destination ? (
            <Link
              to={destinationPath(post.destination.slug)}
              className="text-xs font-bold tracking-[0.18em] text-primary-on-dark uppercase hover:underline"
            >
              {post.destination.name}
            </Link>
          ) : (
            <p className="text-xs font-bold tracking-[0.18em] text-primary-on-dark uppercase">Travel stories</p>
          )}
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">{post.title}</h1>
          <p className="mt-4 text-lg leading-8 text-slate-200">{post.excerpt}</p>
          <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-slate-200">
            <span className="flex items-center gap-3">
              {post.creator ? (
                <Picture
                  image={post.creator.avatar}
                  alt=""
                  sizes="40px"
                  className="size-10 rounded-full object-cover"
                />
              ) : null}
              <span>
                By{" "}
                {post.creator ? (
                  <Link
                    to={creatorPath(post.creator.slug)}
                    className="font-semibold text-white underline underline-offset-4"
                  >
                    {post.author_name}
                  </Link>
                ) : (
                  <span className="font-semibold text-white">{post.author_name}</span>
                )}
              </span>
            </span>
            <span className="flex items-center gap-1.5">
              <CalendarIcon className="size-4" />
              <time dateTime={post.published_on}>{formatDate(post.published_on)}</time>
            </span>
            <span className="flex items-center gap-1.5">
              <ClockIcon className="size-4" />
              {post.reading_minutes} min read
            </span>
          </div>
        </div>
      </header>
      <div className="page-container max-w-4xl">
        <Picture
          image={post.cover_image}
          sizes="(min-width: 896px) 864px, 100vw"
          priority
          className="mt-8 w-full rounded-2xl object-cover"
        />
        <div className="prose-text mx-auto py-10 text-lg leading-8">
          {blocks.map((block, index) =>
            block.kind === "heading" ? (
              <h2 key={block.id} id={block.id} className="scroll-mt-24">
                {block.text}
              </h2>
            ) : (
              // Paragraph order is the only identity a plain-text body has.
              // biome-ignore lint/suspicious/noArrayIndexKey: the body is static text
              <p key={index}>{block.text}</p>
            ),
          )}
        </div>
      </div>
    </article>
  );
}
