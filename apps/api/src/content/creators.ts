// Creators (travel storytellers) at /creator/{slug}: their trips, each with a gallery of moments
// and a link to the trek a reader can book, and their blog posts.
import { builder } from "../builder.ts";

export const Creator = builder.drizzleObject("creators", {
  name: "Creator",
  select: {},
  fields: (t) => ({
    id: t.exposeInt("id"),
    slug: t.exposeString("slug", { description: "The unhyphenated name used in /creator/{slug}." }),
    name: t.exposeString("name"),
    tagline: t.exposeString("tagline"),
    bio: t.exposeString("bio"),
    avatar: t.relation("avatar"),
    cover_image: t.relation("coverImage"),
    instagram: t.exposeString("instagram", { nullable: true }),
    youtube: t.exposeString("youtube", { nullable: true }),
    trips: t.relation("trips", { query: { orderBy: { position: "asc", id: "asc" } } }),
    blog_posts: t.relation("blogPosts", { query: { orderBy: { publishedOn: "desc", id: "desc" } } }),
  }),
});

export const CreatorTrip = builder.drizzleObject("creatorTrips", {
  name: "CreatorTrip",
  select: {},
  fields: (t) => ({
    id: t.exposeInt("id"),
    slug: t.exposeString("slug"),
    title: t.exposeString("title"),
    subtitle: t.exposeString("subtitle"),
    description: t.exposeString("description"),
    season: t.exposeString("season"),
    cover_image: t.relation("coverImage"),
    creator: t.relation("creator"),
    moments: t.relation("moments", {
      description: "The trip's photo gallery in order.",
      query: { orderBy: { position: "asc", id: "asc" } },
    }),
    trek: t.relation("trek", {
      nullable: true,
      description: "The bookable trip this story is about; null when none is linked or it is no longer offered.",
      query: { where: { status: "active" } },
    }),
  }),
});

export const Moment = builder.drizzleObject("moments", {
  name: "Moment",
  select: {},
  fields: (t) => ({
    id: t.exposeInt("id"),
    caption: t.exposeString("caption"),
    image: t.relation("media"),
  }),
});

builder.queryFields((t) => ({
  creators: t.drizzleField({
    publicAnswer: true,
    type: [Creator],
    description: "Every creator, in the order they joined.",
    resolve: (query, _root, _args, { db }) => db.query.creators.findMany(query({ orderBy: { id: "asc" } })),
  }),
  creator: t.drizzleField({
    publicAnswer: true,
    type: Creator,
    nullable: true,
    description: "A creator by slug, with trips and blog posts; null when no creator has that slug.",
    args: { slug: t.arg.string({ required: true }) },
    resolve: (query, _root, { slug }, { db }) => db.query.creators.findFirst(query({ where: { slug } })),
  }),
  creatorTrip: t.drizzleField({
    publicAnswer: true,
    type: CreatorTrip,
    nullable: true,
    description: "One trip of one creator (/creator/{creatorSlug}/{tripSlug}); null when either slug is unknown.",
    args: {
      creatorSlug: t.arg.string({ required: true }),
      tripSlug: t.arg.string({ required: true }),
    },
    resolve: (query, _root, { creatorSlug, tripSlug }, { db }) =>
      db.query.creatorTrips.findFirst(query({ where: { slug: tripSlug, creator: { slug: creatorSlug } } })),
  }),
}));
