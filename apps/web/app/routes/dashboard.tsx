// /dashboard: the logged-in traveller's account (guarded, SPEC.md section 2). Nothing private is
// rendered on the server: the guard waits for the browser, where the stored token lives, and the
// account, the bookings and the quotations are fetched from there.
// The bookings (with their payment, receipt and cancel actions) and the message preferences load with
// this route's own chunks.
import { company } from "@parvat/domain/company";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { AccountPanel } from "../components/account-panel.tsx";
import { ContactOptions } from "../components/contact-options.tsx";
import { PageHero, Section } from "../components/page-hero.tsx";
import { privatePageHeaders, RequireLogin } from "../components/require-login.tsx";
import type { RouteHandle } from "../components/site-layout.tsx";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/dashboard";

const MyBookings = lazy(() =>
  import("../components/booking/my-bookings.tsx").then((module) => ({ default: module.MyBookings })),
);
const MyWaitlist = lazy(() =>
  import("../components/waitlist/my-waitlist.tsx").then((module) => ({ default: module.MyWaitlist })),
);
const MyCredit = lazy(() =>
  import("../components/booking/my-credit.tsx").then((module) => ({ default: module.MyCredit })),
);
const MessagePreferences = lazy(() =>
  import("../components/account/message-preferences.tsx").then((module) => ({ default: module.MessagePreferences })),
);
const MyQuotations = lazy(() =>
  import("../components/quotation/my-quotations.tsx").then((module) => ({ default: module.MyQuotations })),
);

const DeleteAccount = lazy(() =>
  import("../components/account/delete-account.tsx").then((module) => ({ default: module.DeleteAccount })),
);

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "My account",
    description: `Your ${company.name} account: the number you log in with, your trips and the people who plan them.`,
    noindex: true,
  });
}

export const handle: RouteHandle = { hideChat: true };

export const headers: Route.HeadersFunction = privatePageHeaders;

const nextTrips = [
  {
    to: "/group-trips",
    title: "Group trips",
    text: "Fixed departures with a trip captain and like-minded travellers.",
  },
  { to: "/tour-packages", title: "Tour packages", text: "Stays, transfers and sightseeing planned for your dates." },
  { to: "/customize", title: "A trip of your own", text: "Tell us where and when; a planner sends you a quotation." },
] as const;

export default function Dashboard() {
  return (
    <>
      <PageHero eyebrow="Your account" title="My account" />
      <RequireLogin>
        <Section>
          <AccountPanel />
        </Section>
        <Section title="My bookings">
          <Suspense
            fallback={
              <div className="card p-6" role="status">
                <p className="text-slate-600">Loading your bookings…</p>
              </div>
            }
          >
            <MyBookings listingsHref="/tours/all" />
          </Suspense>
        </Section>
        <Section title="My waitlist">
          <Suspense fallback={<p className="text-slate-600">Loading your waitlist…</p>}>
            <MyWaitlist />
          </Suspense>
        </Section>
        <Section title="My trip credit">
          <Suspense fallback={<p className="text-slate-600">Loading your trip credit…</p>}>
            <MyCredit />
          </Suspense>
        </Section>
        <Section title="My quotations">
          <Suspense fallback={<p className="text-slate-600">Loading your quotations…</p>}>
            <MyQuotations />
          </Suspense>
        </Section>
        <Section title="How we reach you" id="how-we-reach-you">
          <Suspense fallback={<p className="text-slate-600">Loading how we reach you…</p>}>
            <MessagePreferences />
          </Suspense>
        </Section>
        <Section
          title="My data"
          intro="Everything we hold about you and your bookings, to read, print or download as a file."
        >
          <Link to="/account/my-data" className="btn btn-secondary">
            See my data
          </Link>
        </Section>
        <Section title="Delete my account">
          <Suspense fallback={<p className="text-slate-600">Loading…</p>}>
            <DeleteAccount />
          </Suspense>
        </Section>
        <Section title="Plan your next trip" className="bg-sand">
          <ul className="grid gap-4 sm:grid-cols-3">
            {nextTrips.map((trip) => (
              <li key={trip.to}>
                <Link to={trip.to} className="card flex h-full flex-col gap-2 p-5 transition-shadow hover:shadow-md">
                  <span className="font-semibold text-slate-900">{trip.title}</span>
                  <span className="text-sm text-slate-600">{trip.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>
        <Section
          title="Help with a booking"
          intro="Write from the number you log in with, and your planner finds your booking straight away."
        >
          <ContactOptions
            whatsappMessage={`Hi ${company.name}! I would like help with my booking.`}
            emailSubject="Help with my booking"
          />
        </Section>
      </RequireLogin>
    </>
  );
}
