// Travel stories at /blog/{slug}, some written by creators.
import { builder } from "../builder.ts";

export const BlogPost = builder.drizzleObject("blogPosts", {
  name: "BlogPost",
  select: {},
  fields: (t) => ({
    id: t.exposeInt("id"),
    slug: t.exposeString("slug"),
    title: t.exposeString("title"),
    excerpt: t.exposeString("excerpt"),
    body: t.exposeString("body", {
      description: 'Paragraphs separated by blank lines; a line starting with "## " is a heading.',
    }),
    cover_image: t.relation("coverImage"),
    author_name: t.exposeString("authorName"),
    creator: t.relation("creator", { nullable: true }),
    destination: t.relation("destination", { nullable: true }),
    published_on: t.expose("publishedOn", { type: "Date" }),
    reading_minutes: t.exposeInt("readingMinutes"),
    meta_title: t.exposeString("metaTitle"),
    meta_description: t.exposeString("metaDescription"),
  }),
});

builder.queryFields((t) => ({
  blogPosts: t.drizzleField({
    publicAnswer: true,
    type: [BlogPost],
    description: "Every post, newest first.",
    resolve: (query, _root, _args, { db }) =>
      db.query.blogPosts.findMany(query({ orderBy: { publishedOn: "desc", id: "desc" } })),
  }),
  blogPost: t.drizzleField({
    publicAnswer: true,
    type: BlogPost,
    nullable: true,
    description: "One post by slug; null when no post has that slug.",
    args: { slug: t.arg.string({ required: true }) },
    resolve: (query, _root, { slug }, { db }) => db.query.blogPosts.findFirst(query({ where: { slug } })),
  }),
}));
