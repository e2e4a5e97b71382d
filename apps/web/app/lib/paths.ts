// Where things live, in one place: every link the site builds to one of its own pages (cards,
// breadcrumbs, canonical links and structured data, the sitemap, search results, the booking
// screens) comes from here, so that moving a page means changing one function.

/** The trip listing of treks: the same filter as the listing's "Kind of trip" (navbar, footer). */
export const TREKS_PATH = "/tours/all?type=trek";

/** A trek, group trip or tour package: /tours/{slug}; from a campaign page, carrying the campaign to registration. */
export function tripPath(slug: string, { campaign }: { campaign?: string | null } = {}): string {
  return campaign ? `/tours/${slug}?${new URLSearchParams({ campaign })}` : `/tours/${slug}`;
}

/** A campaign's offer page. */
export function campaignPath(slug: string): string {
  return `/campaign/${encodeURIComponent(slug)}`;
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
  /** The campaign page the booking started from. */
  campaign?: string | null;
  /** How many are travelling, as chosen on the trip page: registration opens with a card for each. */
  travellers?: number;
}

/**
 * Registration for a trip with the traveller's choice in the address
 * (`/tours/7/register?packageId=11&date=2026-12-02`); only the parts given are carried.
 */
export function tourRegisterPath(trekId: number, choice: TourRegisterChoice): string {
  const query = new URLSearchParams({ packageId: String(choice.packageId) });
  if (choice.eventId !== undefined) query.set("eventId", String(choice.eventId));
  if (choice.date !== undefined) query.set("date", choice.date);
  if (choice.travellers !== undefined && choice.travellers > 1) query.set("travellers", String(choice.travellers));
  if (choice.campaign) query.set("campaign", choice.campaign);
  return `/tours/${trekId}/register?${query}`;
}

/** Registration for one departure, with the package when one was chosen. */
export function eventRegisterPath(eventId: number, choice: { packageId?: number } = {}): string {
  const path = `/event/${eventId}/register`;
  return choice.packageId === undefined
    ? path
    : `${path}?${new URLSearchParams({ packageId: String(choice.packageId) })}`;
}

/** Every quotation made for one enquiry (its reference). */
export function quotationsPath(enquirySlug: string): string {
  return `/quotations/${encodeURIComponent(enquirySlug)}`;
}

/** One quotation; `option` preselects a hotel option (a property group id), e.g. after logging in. */
export function quotationPath(enquirySlug: string, slug: string, { option }: { option?: number } = {}): string {
  const path = `${quotationsPath(enquirySlug)}/quotation/${encodeURIComponent(slug)}`;
  return option === undefined ? path : `${path}?${new URLSearchParams({ option: String(option) })}`;
}

export function payPath(bookingId: string | number): string {
  return `/pay?${new URLSearchParams({ booking: String(bookingId) })}`;
}

export function paymentPath(groupId: string | number): string {
  return `/payment/${encodeURIComponent(String(groupId))}`;
}

/**
 * The screen after a checkout: the booking's payment page with the order, the gateway's payment id
 * when there is one, and what the checkout said ("paid", "pending", "failed": a hint the screen
 * checks against the booking, never proof).
 */
export function paymentOutcomePath(
  groupId: string | number,
  outcome: { order: string; payment?: string | null; status: string; link?: string | null },
): string {
  const query = new URLSearchParams({ order: outcome.order });
  if (outcome.payment) query.set("payment", outcome.payment);
  query.set("status", outcome.status);
  if (outcome.link) query.set("link", outcome.link);
  return `${paymentPath(groupId)}?${query}`;
}

/** The balance page opened by a message's signed payment link (no login needed). */
export function paymentLinkPath(groupId: string | number, link: string): string {
  return `${paymentPath(groupId)}?${new URLSearchParams({ link })}`;
}

/** The sandbox gateway's checkout screen for one order. */
export function sandboxCheckoutPath(orderId: string): string {
  return `/payments/sandbox/${encodeURIComponent(orderId)}`;
}

export function addOnsPath(bookingId: string | number): string {
  return `/bookings/${encodeURIComponent(String(bookingId))}/add-ons`;
}

export function tripPassPath(reference: string): string {
  return `/trips/${encodeURIComponent(reference)}`;
}

export function receiptPath(paymentId: string | number): string {
  return `/receipts/${encodeURIComponent(String(paymentId))}`;
}

/** A tax invoice's or credit note's printable page (its PDF is TaxDocument.pdf_url). */
export function taxDocumentPath(documentId: string | number): string {
  return `/documents/${encodeURIComponent(String(documentId))}`;
}

export function dashboardPath(): string {
  return "/dashboard";
}

/** /login, carrying the page to come back to (a path on this site: see returnPath in require-login.tsx). */
export function loginPath(returnTo?: string): string {
  return returnTo ? `/login?redirectTo=${encodeURIComponent(returnTo)}` : "/login";
}

/** A full departure's waitlist: joining it, for a package (the first offered when none is given). */
export function waitlistJoinPath(eventId: number, packageId?: number | null): string {
  return packageId ? `/event/${eventId}/waitlist?packageId=${packageId}` : `/event/${eventId}/waitlist`;
}

/** A traveller's waitlist entry, with the seats offered to it: the link of an offer's messages. */
export function waitlistEntryPath(entryId: string | number): string {
  return `/waitlist/${entryId}`;
}
