// The page around a trip listing that is about a kind of trip rather than a place (/tours/all,
// /group-trips, /tour-packages): a compact heading with breadcrumbs, the listing, then the
// destinations and an invitation to plan on WhatsApp.
import type { ReactNode } from "react";
import { DestinationLinks } from "../destination-links.tsx";
import { WhatsappInvite } from "../whatsapp-invite.tsx";
import { Breadcrumbs, type Crumb } from "./breadcrumbs.tsx";
import type { TripListingPage } from "./trip-listing.server.ts";
import { TripListing } from "./trip-listing.tsx";

export function ListingPage({
  page,
  today,
  trail,
  eyebrow,
  title,
  lead,
  subject,
  showKind,
  whatsappMessage,
  children,
}: {
  page: TripListingPage;
  today: string;
  trail: readonly Crumb[];
  eyebrow: string;
  title: string;
  lead: ReactNode;
  subject: string;
  showKind: boolean;
  whatsappMessage: string;
  children?: ReactNode;
}) {
  const pathname = trail[trail.length - 1]!.path;
  return (
    <>
      <section className="on-dark relative isolate overflow-hidden bg-night text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(255,0,0,0.28),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(56,189,248,0.14),transparent_50%)]"
        />
        <div className="page-container py-10 sm:py-14">
          <Breadcrumbs trail={trail} onDark />
          <p className="mt-6 text-xs font-bold tracking-[0.18em] text-primary-on-dark uppercase">{eyebrow}</p>
          <h1 className="mt-2 max-w-3xl text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
          <div className="mt-4 max-w-2xl text-base leading-7 text-slate-200 sm:text-lg">{lead}</div>
        </div>
      </section>
      <section id="trips" aria-labelledby="listing-title" className="scroll-mt-16 bg-slate-50 py-8 sm:py-12">
        <div className="page-container">
          <h2 id="listing-title" className="sr-only">
            {title} with seats to book
          </h2>
          <TripListing
            cards={page.cards}
            total={page.total}
            query={page.query}
            failed={page.failed}
            today={today}
            showKind={showKind}
            pathname={pathname}
            subject={subject}
          />
        </div>
      </section>
      {children}
      <DestinationLinks />
      <WhatsappInvite message={whatsappMessage} />
    </>
  );
}
