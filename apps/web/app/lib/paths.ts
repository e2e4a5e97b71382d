// Where things live, in one place.

/** Posts by a creator live under the creator's pages; the others under /blog. */
export function blogPostPath(post: { slug: string; creator?: { slug: string } | null }): string {
  return post.creator ? `/creator/${post.creator.slug}/blog/${post.slug}` : `/blog/${post.slug}`;
}

/** The creator the footer's "Creator" link opens (SPEC.md section 2). */
export const FEATURED_CREATOR_SLUG = "ishaanmehra";
