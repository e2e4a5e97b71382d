/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** What a traveller tells us when they enquire. */
export type InquiryInput = {
  /** How many people are travelling. */
  count: number;
  /** The travel date, YYYY-MM-DD, from today onwards. */
  date: string;
  email: string;
  message?: string | null | undefined;
  /** Any common way of writing it; stored as E.164. */
  mobile: string;
  name: string;
};

export type BlogArticleFieldsFragment = { slug: string, title: string, excerpt: string, body: string, author_name: string, published_on: string, reading_minutes: number, meta_title: string, meta_description: string, cover_image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string }, creator: { slug: string, name: string, avatar: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } } | null, destination: { slug: string, name: string } | null };

export type CreateInquiryMutationVariables = Exact<{
  input: InquiryInput;
  trekId?: number | null | undefined;
  activityId?: number | null | undefined;
}>;


export type CreateInquiryMutation = { createInquiry: { message: string, reference: string } };

export type SubscribeMutationVariables = Exact<{
  email: string;
}>;


export type SubscribeMutation = { subscribeNewsLetter: { message: string } };

export type ImageFieldsFragment = { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string };

export type NavigationQueryVariables = Exact<{ [key: string]: never; }>;


export type NavigationQuery = { destinations: Array<{ slug: string, name: string }> };

export type BlogPostQueryVariables = Exact<{
  slug: string;
}>;


export type BlogPostQuery = { blogPost: { slug: string, title: string, excerpt: string, body: string, author_name: string, published_on: string, reading_minutes: number, meta_title: string, meta_description: string, cover_image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string }, creator: { slug: string, name: string, avatar: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } } | null, destination: { slug: string, name: string } | null } | null };

export type CareersQueryVariables = Exact<{ [key: string]: never; }>;


export type CareersQuery = { jobOpenings: Array<{ id: number, slug: string, title: string, department: string, location: string, employment_type: string, summary: string, responsibilities: Array<string>, requirements: Array<string>, posted_on: string }> };

export type CreatorBlogPostQueryVariables = Exact<{
  slug: string;
}>;


export type CreatorBlogPostQuery = { blogPost: { slug: string, title: string, excerpt: string, body: string, author_name: string, published_on: string, reading_minutes: number, meta_title: string, meta_description: string, cover_image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string }, creator: { slug: string, name: string, avatar: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } } | null, destination: { slug: string, name: string } | null } | null };

export type CreatorTripMomentsQueryVariables = Exact<{
  creatorSlug: string;
  tripSlug: string;
}>;


export type CreatorTripMomentsQuery = { creatorTrip: { slug: string, title: string, season: string, creator: { slug: string, name: string }, moments: Array<{ id: number, caption: string, image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } }> } | null };

export type CreatorTripQueryVariables = Exact<{
  creatorSlug: string;
  tripSlug: string;
}>;


export type CreatorTripQuery = { creatorTrip: { slug: string, title: string, subtitle: string, description: string, season: string, cover_image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string }, trek: { slug: string, name: string } | null, creator: { slug: string, name: string, avatar: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } }, moments: Array<{ id: number, caption: string, image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } }> } | null };

export type CreatorQueryVariables = Exact<{
  slug: string;
}>;


export type CreatorQuery = { creator: { slug: string, name: string, tagline: string, bio: string, instagram: string | null, youtube: string | null, avatar: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string }, cover_image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string }, trips: Array<{ slug: string, title: string, subtitle: string, season: string, cover_image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } }>, blog_posts: Array<{ slug: string, title: string, excerpt: string, published_on: string, reading_minutes: number, cover_image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } }> } | null };

export type HomeQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeQuery = { destinations: Array<{ slug: string, name: string, tagline: string, country: string, hero_image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } }>, blogPosts: Array<{ slug: string, title: string, excerpt: string, published_on: string, reading_minutes: number, cover_image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string }, creator: { slug: string } | null }> };

export type DestinationQueryVariables = Exact<{ [key: string]: never; }>;


export type DestinationQuery = { destinations: Array<{ slug: string, name: string, tagline: string, country: string, hero_image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } }> };

export type SitemapQueryVariables = Exact<{ [key: string]: never; }>;


export type SitemapQuery = { destinations: Array<{ slug: string }>, blogPosts: Array<{ slug: string, published_on: string, creator: { slug: string } | null }> };

export type CreatorSitemapQueryVariables = Exact<{
  slug: string;
}>;


export type CreatorSitemapQuery = { creator: { slug: string, trips: Array<{ slug: string }> } | null };

export type TeamQueryVariables = Exact<{ [key: string]: never; }>;


export type TeamQuery = { teamMembers: Array<{ id: number, name: string, role: string, bio: string, photo: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } }> };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ImageFieldsFragmentDoc = new TypedDocumentString(`
    fragment ImageFields on Image {
  id
  checksum
  width
  height
  alt
  dominant_color
}
    `, {"fragmentName":"ImageFields"}) as unknown as TypedDocumentString<ImageFieldsFragment, unknown>;
export const BlogArticleFieldsFragmentDoc = new TypedDocumentString(`
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
    fragment ImageFields on Image {
  id
  checksum
  width
  height
  alt
  dominant_color
}`, {"fragmentName":"BlogArticleFields"}) as unknown as TypedDocumentString<BlogArticleFieldsFragment, unknown>;
export const CreateInquiryDocument = new TypedDocumentString(`
    mutation CreateInquiry($input: InquiryInput!, $trekId: Int, $activityId: Int) {
  createInquiry(input: $input, trek_id: $trekId, activity_id: $activityId) {
    message
    reference
  }
}
    `) as unknown as TypedDocumentString<CreateInquiryMutation, CreateInquiryMutationVariables>;
export const SubscribeDocument = new TypedDocumentString(`
    mutation Subscribe($email: String!) {
  subscribeNewsLetter(email: $email) {
    message
  }
}
    `) as unknown as TypedDocumentString<SubscribeMutation, SubscribeMutationVariables>;
export const NavigationDocument = new TypedDocumentString(`
    query Navigation {
  destinations {
    slug
    name
  }
}
    `) as unknown as TypedDocumentString<NavigationQuery, NavigationQueryVariables>;
export const BlogPostDocument = new TypedDocumentString(`
    query BlogPost($slug: String!) {
  blogPost(slug: $slug) {
    ...BlogArticleFields
  }
}
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
fragment ImageFields on Image {
  id
  checksum
  width
  height
  alt
  dominant_color
}`) as unknown as TypedDocumentString<BlogPostQuery, BlogPostQueryVariables>;
export const CareersDocument = new TypedDocumentString(`
    query Careers {
  jobOpenings {
    id
    slug
    title
    department
    location
    employment_type
    summary
    responsibilities
    requirements
    posted_on
  }
}
    `) as unknown as TypedDocumentString<CareersQuery, CareersQueryVariables>;
export const CreatorBlogPostDocument = new TypedDocumentString(`
    query CreatorBlogPost($slug: String!) {
  blogPost(slug: $slug) {
    ...BlogArticleFields
  }
}
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
fragment ImageFields on Image {
  id
  checksum
  width
  height
  alt
  dominant_color
}`) as unknown as TypedDocumentString<CreatorBlogPostQuery, CreatorBlogPostQueryVariables>;
export const CreatorTripMomentsDocument = new TypedDocumentString(`
    query CreatorTripMoments($creatorSlug: String!, $tripSlug: String!) {
  creatorTrip(creatorSlug: $creatorSlug, tripSlug: $tripSlug) {
    slug
    title
    season
    creator {
      slug
      name
    }
    moments {
      id
      caption
      image {
        ...ImageFields
      }
    }
  }
}
    fragment ImageFields on Image {
  id
  checksum
  width
  height
  alt
  dominant_color
}`) as unknown as TypedDocumentString<CreatorTripMomentsQuery, CreatorTripMomentsQueryVariables>;
export const CreatorTripDocument = new TypedDocumentString(`
    query CreatorTrip($creatorSlug: String!, $tripSlug: String!) {
  creatorTrip(creatorSlug: $creatorSlug, tripSlug: $tripSlug) {
    slug
    title
    subtitle
    description
    season
    cover_image {
      ...ImageFields
    }
    trek {
      slug
      name
    }
    creator {
      slug
      name
      avatar {
        ...ImageFields
      }
    }
    moments {
      id
      caption
      image {
        ...ImageFields
      }
    }
  }
}
    fragment ImageFields on Image {
  id
  checksum
  width
  height
  alt
  dominant_color
}`) as unknown as TypedDocumentString<CreatorTripQuery, CreatorTripQueryVariables>;
export const CreatorDocument = new TypedDocumentString(`
    query Creator($slug: String!) {
  creator(slug: $slug) {
    slug
    name
    tagline
    bio
    instagram
    youtube
    avatar {
      ...ImageFields
    }
    cover_image {
      ...ImageFields
    }
    trips {
      slug
      title
      subtitle
      season
      cover_image {
        ...ImageFields
      }
    }
    blog_posts {
      slug
      title
      excerpt
      published_on
      reading_minutes
      cover_image {
        ...ImageFields
      }
    }
  }
}
    fragment ImageFields on Image {
  id
  checksum
  width
  height
  alt
  dominant_color
}`) as unknown as TypedDocumentString<CreatorQuery, CreatorQueryVariables>;
export const HomeDocument = new TypedDocumentString(`
    query Home {
  destinations {
    slug
    name
    tagline
    country
    hero_image {
      ...ImageFields
    }
  }
  blogPosts {
    slug
    title
    excerpt
    published_on
    reading_minutes
    cover_image {
      ...ImageFields
    }
    creator {
      slug
    }
  }
}
    fragment ImageFields on Image {
  id
  checksum
  width
  height
  alt
  dominant_color
}`) as unknown as TypedDocumentString<HomeQuery, HomeQueryVariables>;
export const DestinationDocument = new TypedDocumentString(`
    query Destination {
  destinations {
    slug
    name
    tagline
    country
    hero_image {
      ...ImageFields
    }
  }
}
    fragment ImageFields on Image {
  id
  checksum
  width
  height
  alt
  dominant_color
}`) as unknown as TypedDocumentString<DestinationQuery, DestinationQueryVariables>;
export const SitemapDocument = new TypedDocumentString(`
    query Sitemap {
  destinations {
    slug
  }
  blogPosts {
    slug
    published_on
    creator {
      slug
    }
  }
}
    `) as unknown as TypedDocumentString<SitemapQuery, SitemapQueryVariables>;
export const CreatorSitemapDocument = new TypedDocumentString(`
    query CreatorSitemap($slug: String!) {
  creator(slug: $slug) {
    slug
    trips {
      slug
    }
  }
}
    `) as unknown as TypedDocumentString<CreatorSitemapQuery, CreatorSitemapQueryVariables>;
export const TeamDocument = new TypedDocumentString(`
    query Team {
  teamMembers {
    id
    name
    role
    bio
    photo {
      ...ImageFields
    }
  }
}
    fragment ImageFields on Image {
  id
  checksum
  width
  height
  alt
  dominant_color
}`) as unknown as TypedDocumentString<TeamQuery, TeamQueryVariables>;