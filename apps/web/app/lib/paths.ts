// Where things live, in one place: every link the site builds to one of its own pages (cards,
// breadcrumbs, canonical links and structured data, the sitemap, search results, the booking
// screens) comes from here, so that moving a page means changing one function.

/** A trek, group trip or tour package: /tours/{slug}. */
export function tripPath(slug: string): string {
  return `/tours/${slug}`;
}

/** A destination's listing lives at a single segment (SPEC.md section 2, /{location}). */
export function destinationPath(slug: string): string {
  return `/${slug}`;
}

export function attractionPath(slug: string): string {
  return `/attractions/${slug}`;
}

export function activityPath(slug: string): string {
  return `/activities/${slug}`;
}

/** Search results for what a traveller typed, narrowed to one kind of result when given ("trek"). */
export function searchPath(query: string, kind?: string): string {
  const path = `/search?q=${encodeURIComponent(query.trim())}`;
  return kind ? `${path}&kind=${encodeURIComponent(kind)}` : path;
}

/** The creator the footer's "Creator" link opens (SPEC.md section 2). */
export const FEATURED_CREATOR_SLUG = "ishaanmehra";

export function creatorPath(creatorSlug: string): string {
  return `/creator/${creatorSlug}`;
}

export function creatorTripPath(creatorSlug: string, tripSlug: string): string {
  return `/creator/${creatorSlug}/${tripSlug}`;
}

export function creatorMomentsPath(creatorSlug: string, tripSlug: string): string {
  return `${creatorTripPath(creatorSlug, tripSlug)}/moments`;
}

/** Posts by a creator live under the creator's pages; the others under /blog. */
export function blogPostPath(post: { slug: string; creator?: { slug: string } | null }): string {
  return post.creator ? `${creatorPath(post.creator.slug)}/blog/${post.slug}` : `/blog/${post.slug}`;
}

/** What registration for a trip arrives with: the package, and the departure by id or by date. */
export interface TourRegisterChoice {
  packageId: number;
  eventId?: number;
  date?: string;
}

/**
 * Registration for a trip with the traveller's choice in the address
 * (`/tours/7/register?packageId=11&date=2026-12-02`); only the parts given are carried.
 */
export function tourRegisterPath(trekId: number, choice: TourRegisterChoice): string {
  const query = new URLSearchParams({ packageId: String(choice.packageId) });
  if (choice.eventId !== undefined) query.set("eventId", String(choice.eventId));
  if (choice.date !== undefined) query.set("date", choice.date);
  return `/tours/${trekId}/register?${query}`;
}

/** Registration for one departure, with the package when one was chosen. */
export function eventRegisterPath(eventId: number, choice: { packageId?: number } = {}): string {
  const path = `/event/${eventId}/register`;
  return choice.packageId === undefined
    ? path
    : `${path}?${new URLSearchParams({ packageId: String(choice.packageId) })}`;
}

export function payPath(bookingId: string | number): string {
  return `/pay?${new URLSearchParams({ booking: String(bookingId) })}`;
}

export function paymentPath(groupId: string | number): string {
  return `/payment/${encodeURIComponent(String(groupId))}`;
}

export function dashboardPath(): string {
  return "/dashboard";
}

/** /login, carrying the page to come back to (a path on this site: see returnPath in require-login.tsx). */
export function loginPath(returnTo?: string): string {
  return returnTo ? `/login?redirectTo=${encodeURIComponent(returnTo)}` : "/login";
}
