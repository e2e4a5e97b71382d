// The frame around every page: skip link, navbar, main content, footer and WhatsApp button (each
// unless the page's route handle leaves it out), toasts and the scroll reset.
import type { ReactNode } from "react";
import { useMatches } from "react-router";
import { Footer } from "./footer.tsx";
import { hydratedApart } from "./hydrated-apart.tsx";
import { Navbar, type NavDestination } from "./navbar.tsx";
import { ScrollReset } from "./scroll-reset.tsx";
import { Toasts } from "./toasts.tsx";
import { WhatsappButton } from "./whatsapp-button.tsx";

// The navbar and the footer hydrate apart from the page (selective hydration, ./hydrated-apart.tsx).
const PageNavbar = hydratedApart(Navbar);
const PageFooter = hydratedApart(Footer);

/** What a route module may export as `handle` to shape the layout. */
export interface RouteHandle {
  /** /premium and /download stand alone, without the footer (SPEC.md section 2). */
  hideFooter?: boolean;
  /**
   * No floating chat button: screens of a task (registering, paying, a checkout, the bookings) whose
   * own buttons it would sit on at the bottom of a phone's screen, receipts and invoices (it would cover
   * their figures), and the back office. They offer
   * the chat in their content instead, where it helps.
   */
  hideChat?: boolean;
}

export function SiteLayout({
  children,
  destinations,
  year,
}: {
  children: ReactNode;
  destinations: readonly NavDestination[];
  year: number;
}) {
  const matches = useMatches();
  const handles = matches.map((match) => match.handle as RouteHandle | undefined);
  const hideFooter = handles.some((handle) => handle?.hideFooter);
  const hideChat = handles.some((handle) => handle?.hideChat);
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-white px-4 py-2 font-semibold text-slate-900 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <PageNavbar destinations={destinations} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      {hideFooter ? null : <PageFooter year={year} />}
      {hideChat ? null : <WhatsappButton />}
      <Toasts />
      <ScrollReset />
    </>
  );
}
