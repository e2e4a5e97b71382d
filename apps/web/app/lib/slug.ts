/** "kedarkantha-trek" as "Kedarkantha Trek": a readable name for a page known only by its address. */
export function titleFromSlug(slug: string): string {
  return slug
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}
