/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment BlogArticleFields on BlogPost {\n    slug\n    title\n    excerpt\n    body\n    author_name\n    published_on\n    reading_minutes\n    meta_title\n    meta_description\n    cover_image {\n      ...ImageFields\n    }\n    creator {\n      slug\n      name\n      avatar {\n        ...ImageFields\n      }\n    }\n    destination {\n      slug\n      name\n    }\n  }\n": typeof types.BlogArticleFieldsFragmentDoc,
    "\n  mutation CreateInquiry($input: InquiryInput!, $trekId: Int, $activityId: Int) {\n    createInquiry(input: $input, trek_id: $trekId, activity_id: $activityId) {\n      message\n      reference\n    }\n  }\n": typeof types.CreateInquiryDocument,
    "\n  mutation Subscribe($email: String!) {\n    subscribeNewsLetter(email: $email) {\n      message\n    }\n  }\n": typeof types.SubscribeDocument,
    "\n  fragment ImageFields on Image {\n    id\n    checksum\n    width\n    height\n    alt\n    dominant_color\n  }\n": typeof types.ImageFieldsFragmentDoc,
    "\n  query Navigation {\n    destinations {\n      slug\n      name\n    }\n  }\n": typeof types.NavigationDocument,
    "\n  query BlogPost($slug: String!) {\n    blogPost(slug: $slug) {\n      ...BlogArticleFields\n    }\n  }\n": typeof types.BlogPostDocument,
    "\n  query Careers {\n    jobOpenings {\n      id\n      slug\n      title\n      department\n      location\n      employment_type\n      summary\n      responsibilities\n      requirements\n      posted_on\n    }\n  }\n": typeof types.CareersDocument,
    "\n  query CreatorBlogPost($slug: String!) {\n    blogPost(slug: $slug) {\n      ...BlogArticleFields\n    }\n  }\n": typeof types.CreatorBlogPostDocument,
    "\n  query CreatorTripMoments($creatorSlug: String!, $tripSlug: String!) {\n    creatorTrip(creatorSlug: $creatorSlug, tripSlug: $tripSlug) {\n      slug\n      title\n      season\n      creator {\n        slug\n        name\n      }\n      moments {\n        id\n        caption\n        image {\n          ...ImageFields\n        }\n      }\n    }\n  }\n": typeof types.CreatorTripMomentsDocument,
    "\n  query CreatorTrip($creatorSlug: String!, $tripSlug: String!) {\n    creatorTrip(creatorSlug: $creatorSlug, tripSlug: $tripSlug) {\n      slug\n      title\n      subtitle\n      description\n      season\n      cover_image {\n        ...ImageFields\n      }\n      trek {\n        slug\n        name\n      }\n      creator {\n        slug\n        name\n        avatar {\n          ...ImageFields\n        }\n      }\n      moments {\n        id\n        caption\n        image {\n          ...ImageFields\n        }\n      }\n    }\n  }\n": typeof types.CreatorTripDocument,
    "\n  query Creator($slug: String!) {\n    creator(slug: $slug) {\n      slug\n      name\n      tagline\n      bio\n      instagram\n      youtube\n      avatar {\n        ...ImageFields\n      }\n      cover_image {\n        ...ImageFields\n      }\n      trips {\n        slug\n        title\n        subtitle\n        season\n        cover_image {\n          ...ImageFields\n        }\n      }\n      blog_posts {\n        slug\n        title\n        excerpt\n        published_on\n        reading_minutes\n        cover_image {\n          ...ImageFields\n        }\n      }\n    }\n  }\n": typeof types.CreatorDocument,
    "\n  query Home {\n    destinations {\n      slug\n      name\n      tagline\n      country\n      hero_image {\n        ...ImageFields\n      }\n    }\n    blogPosts {\n      slug\n      title\n      excerpt\n      published_on\n      reading_minutes\n      cover_image {\n        ...ImageFields\n      }\n      creator {\n        slug\n      }\n    }\n  }\n": typeof types.HomeDocument,
    "\n  query Destination {\n    destinations {\n      slug\n      name\n      tagline\n      country\n      hero_image {\n        ...ImageFields\n      }\n    }\n  }\n": typeof types.DestinationDocument,
    "\n  query Sitemap {\n    destinations {\n      slug\n    }\n    blogPosts {\n      slug\n      published_on\n      creator {\n        slug\n      }\n    }\n  }\n": typeof types.SitemapDocument,
    "\n  query CreatorSitemap($slug: String!) {\n    creator(slug: $slug) {\n      slug\n      trips {\n        slug\n      }\n    }\n  }\n": typeof types.CreatorSitemapDocument,
    "\n  query Team {\n    teamMembers {\n      id\n      name\n      role\n      bio\n      photo {\n        ...ImageFields\n      }\n    }\n  }\n": typeof types.TeamDocument,
};
const documents: Documents = {
    "\n  fragment BlogArticleFields on BlogPost {\n    slug\n    title\n    excerpt\n    body\n    author_name\n    published_on\n    reading_minutes\n    meta_title\n    meta_description\n    cover_image {\n      ...ImageFields\n    }\n    creator {\n      slug\n      name\n      avatar {\n        ...ImageFields\n      }\n    }\n    destination {\n      slug\n      name\n    }\n  }\n": types.BlogArticleFieldsFragmentDoc,
    "\n  mutation CreateInquiry($input: InquiryInput!, $trekId: Int, $activityId: Int) {\n    createInquiry(input: $input, trek_id: $trekId, activity_id: $activityId) {\n      message\n      reference\n    }\n  }\n": types.CreateInquiryDocument,
    "\n  mutation Subscribe($email: String!) {\n    subscribeNewsLetter(email: $email) {\n      message\n    }\n  }\n": types.SubscribeDocument,
    "\n  fragment ImageFields on Image {\n    id\n    checksum\n    width\n    height\n    alt\n    dominant_color\n  }\n": types.ImageFieldsFragmentDoc,
    "\n  query Navigation {\n    destinations {\n      slug\n      name\n    }\n  }\n": types.NavigationDocument,
    "\n  query BlogPost($slug: String!) {\n    blogPost(slug: $slug) {\n      ...BlogArticleFields\n    }\n  }\n": types.BlogPostDocument,
    "\n  query Careers {\n    jobOpenings {\n      id\n      slug\n      title\n      department\n      location\n      employment_type\n      summary\n      responsibilities\n      requirements\n      posted_on\n    }\n  }\n": types.CareersDocument,
    "\n  query CreatorBlogPost($slug: String!) {\n    blogPost(slug: $slug) {\n      ...BlogArticleFields\n    }\n  }\n": types.CreatorBlogPostDocument,
    "\n  query CreatorTripMoments($creatorSlug: String!, $tripSlug: String!) {\n    creatorTrip(creatorSlug: $creatorSlug, tripSlug: $tripSlug) {\n      slug\n      title\n      season\n      creator {\n        slug\n        name\n      }\n      moments {\n        id\n        caption\n        image {\n          ...ImageFields\n        }\n      }\n    }\n  }\n": types.CreatorTripMomentsDocument,
    "\n  query CreatorTrip($creatorSlug: String!, $tripSlug: String!) {\n    creatorTrip(creatorSlug: $creatorSlug, tripSlug: $tripSlug) {\n      slug\n      title\n      subtitle\n      description\n      season\n      cover_image {\n        ...ImageFields\n      }\n      trek {\n        slug\n        name\n      }\n      creator {\n        slug\n        name\n        avatar {\n          ...ImageFields\n        }\n      }\n      moments {\n        id\n        caption\n        image {\n          ...ImageFields\n        }\n      }\n    }\n  }\n": types.CreatorTripDocument,
    "\n  query Creator($slug: String!) {\n    creator(slug: $slug) {\n      slug\n      name\n      tagline\n      bio\n      instagram\n      youtube\n      avatar {\n        ...ImageFields\n      }\n      cover_image {\n        ...ImageFields\n      }\n      trips {\n        slug\n        title\n        subtitle\n        season\n        cover_image {\n          ...ImageFields\n        }\n      }\n      blog_posts {\n        slug\n        title\n        excerpt\n        published_on\n        reading_minutes\n        cover_image {\n          ...ImageFields\n        }\n      }\n    }\n  }\n": types.CreatorDocument,
    "\n  query Home {\n    destinations {\n      slug\n      name\n      tagline\n      country\n      hero_image {\n        ...ImageFields\n      }\n    }\n    blogPosts {\n      slug\n      title\n      excerpt\n      published_on\n      reading_minutes\n      cover_image {\n        ...ImageFields\n      }\n      creator {\n        slug\n      }\n    }\n  }\n": types.HomeDocument,
    "\n  query Destination {\n    destinations {\n      slug\n      name\n      tagline\n      country\n      hero_image {\n        ...ImageFields\n      }\n    }\n  }\n": types.DestinationDocument,
    "\n  query Sitemap {\n    destinations {\n      slug\n    }\n    blogPosts {\n      slug\n      published_on\n      creator {\n        slug\n      }\n    }\n  }\n": types.SitemapDocument,
    "\n  query CreatorSitemap($slug: String!) {\n    creator(slug: $slug) {\n      slug\n      trips {\n        slug\n      }\n    }\n  }\n": types.CreatorSitemapDocument,
    "\n  query Team {\n    teamMembers {\n      id\n      name\n      role\n      bio\n      photo {\n        ...ImageFields\n      }\n    }\n  }\n": types.TeamDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BlogArticleFields on BlogPost {\n    slug\n    title\n    excerpt\n    body\n    author_name\n    published_on\n    reading_minutes\n    meta_title\n    meta_description\n    cover_image {\n      ...ImageFields\n    }\n    creator {\n      slug\n      name\n      avatar {\n        ...ImageFields\n      }\n    }\n    destination {\n      slug\n      name\n    }\n  }\n"): typeof import('./graphql').BlogArticleFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateInquiry($input: InquiryInput!, $trekId: Int, $activityId: Int) {\n    createInquiry(input: $input, trek_id: $trekId, activity_id: $activityId) {\n      message\n      reference\n    }\n  }\n"): typeof import('./graphql').CreateInquiryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Subscribe($email: String!) {\n    subscribeNewsLetter(email: $email) {\n      message\n    }\n  }\n"): typeof import('./graphql').SubscribeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ImageFields on Image {\n    id\n    checksum\n    width\n    height\n    alt\n    dominant_color\n  }\n"): typeof import('./graphql').ImageFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Navigation {\n    destinations {\n      slug\n      name\n    }\n  }\n"): typeof import('./graphql').NavigationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogPost($slug: String!) {\n    blogPost(slug: $slug) {\n      ...BlogArticleFields\n    }\n  }\n"): typeof import('./graphql').BlogPostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Careers {\n    jobOpenings {\n      id\n      slug\n      title\n      department\n      location\n      employment_type\n      summary\n      responsibilities\n      requirements\n      posted_on\n    }\n  }\n"): typeof import('./graphql').CareersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreatorBlogPost($slug: String!) {\n    blogPost(slug: $slug) {\n      ...BlogArticleFields\n    }\n  }\n"): typeof import('./graphql').CreatorBlogPostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreatorTripMoments($creatorSlug: String!, $tripSlug: String!) {\n    creatorTrip(creatorSlug: $creatorSlug, tripSlug: $tripSlug) {\n      slug\n      title\n      season\n      creator {\n        slug\n        name\n      }\n      moments {\n        id\n        caption\n        image {\n          ...ImageFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CreatorTripMomentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreatorTrip($creatorSlug: String!, $tripSlug: String!) {\n    creatorTrip(creatorSlug: $creatorSlug, tripSlug: $tripSlug) {\n      slug\n      title\n      subtitle\n      description\n      season\n      cover_image {\n        ...ImageFields\n      }\n      trek {\n        slug\n        name\n      }\n      creator {\n        slug\n        name\n        avatar {\n          ...ImageFields\n        }\n      }\n      moments {\n        id\n        caption\n        image {\n          ...ImageFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CreatorTripDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Creator($slug: String!) {\n    creator(slug: $slug) {\n      slug\n      name\n      tagline\n      bio\n      instagram\n      youtube\n      avatar {\n        ...ImageFields\n      }\n      cover_image {\n        ...ImageFields\n      }\n      trips {\n        slug\n        title\n        subtitle\n        season\n        cover_image {\n          ...ImageFields\n        }\n      }\n      blog_posts {\n        slug\n        title\n        excerpt\n        published_on\n        reading_minutes\n        cover_image {\n          ...ImageFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CreatorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Home {\n    destinations {\n      slug\n      name\n      tagline\n      country\n      hero_image {\n        ...ImageFields\n      }\n    }\n    blogPosts {\n      slug\n      title\n      excerpt\n      published_on\n      reading_minutes\n      cover_image {\n        ...ImageFields\n      }\n      creator {\n        slug\n      }\n    }\n  }\n"): typeof import('./graphql').HomeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Destination {\n    destinations {\n      slug\n      name\n      tagline\n      country\n      hero_image {\n        ...ImageFields\n      }\n    }\n  }\n"): typeof import('./graphql').DestinationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Sitemap {\n    destinations {\n      slug\n    }\n    blogPosts {\n      slug\n      published_on\n      creator {\n        slug\n      }\n    }\n  }\n"): typeof import('./graphql').SitemapDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreatorSitemap($slug: String!) {\n    creator(slug: $slug) {\n      slug\n      trips {\n        slug\n      }\n    }\n  }\n"): typeof import('./graphql').CreatorSitemapDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Team {\n    teamMembers {\n      id\n      name\n      role\n      bio\n      photo {\n        ...ImageFields\n      }\n    }\n  }\n"): typeof import('./graphql').TeamDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
