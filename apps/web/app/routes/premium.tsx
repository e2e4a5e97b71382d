// The premium small-group offer. A page of its own: no footer (SPEC.md section 2), so it carries
// its own ways to get in touch.
import { company, formatIndianPhone, whatsappLink } from "@parvat/domain/company";
import { Link } from "react-router";
import {
  CameraIcon,
  CheckIcon,
  HeadsetIcon,
  MountainIcon,
  PhoneIcon,
  SparkleIcon,
  UsersIcon,
  WhatsappIcon,
} from "../components/icons.tsx";
import type { RouteHandle } from "../components/site-layout.tsx";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/premium";

export const handle: RouteHandle = { hideFooter: true };

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: `${company.name} Premium: small-group journeys`,
    description:
      "Premium departures of at most eight travellers: boutique stays, a private vehicle, a senior trip captain and a photographer, on our best routes in India and abroad.",
  });
}

const premiumWhatsapp =
  "Hi Parvat Journeys! I am interested in a Premium small-group departure. Please share the upcoming dates.";

const features = [
  {
    icon: UsersIcon,
    title: "Eight travellers at most",
    text: "Never more than eight guests, so the day moves at the group's pace and every meal feels like a shared table, not a canteen.",
  },
  {
    icon: MountainIcon,
    title: "The best rooms on the route",
    text: "Boutique hotels, heritage homes and the quietest campsites, chosen for the view from the window and a hot shower at the end of the day.",
  },
  {
    icon: SparkleIcon,
    title: "A private vehicle and driver",
    text: "Your own comfortable vehicle for the whole trip, with room for luggage and the freedom to stop wherever the light is good.",
  },
  {
    icon: HeadsetIcon,
    title: "A senior trip captain",
    text: "Led by one of our most experienced captains, with a concierge in Bengaluru handling every booking, change and special request.",
  },
  {
    icon: CameraIcon,
    title: "A photographer on the trip",
    text: "A travel photographer joins every Premium departure, so you can be in the pictures. Edited photos reach you within a week.",
  },
  {
    icon: CheckIcon,
    title: "Everything arranged",
    text: "Permits, entry tickets, airport transfers, meals you will remember and an itinerary tuned to your group before departure.",
  },
] as const;

const steps = [
  "Tell us where and when you would like to travel, and who is coming.",
  "Within a day, a Premium planner sends dates, the itinerary and a quotation.",
  "Hold your places with the booking amount; the balance is due three weeks before departure.",
] as const;

export default function Premium() {
  return (
    <>
      <section className="on-dark relative isolate overflow-hidden bg-night text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgba(255,0,0,0.32),transparent_60%),linear-gradient(180deg,#0b1220,#16203a)]"
        />
        <div className="page-container py-20 text-center sm:py-28">
          <p className="text-xs font-bold tracking-[0.28em] text-primary-on-dark uppercase">
            By invitation of the mountains
          </p>
          <h1 className="mx-auto mt-4 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
            {company.name} Premium
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-slate-200">
            Our favourite journeys, for groups of eight or fewer: finer stays, a private vehicle, a senior captain and a
            photographer. The same honest planning, with more room to breathe.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <a href={whatsappLink(premiumWhatsapp)} rel="noopener" className="btn btn-whatsapp">
              <WhatsappIcon className="size-5" />
              Ask about Premium dates
            </a>
            <a href={`tel:${company.phone}`} className="btn btn-light">
              <PhoneIcon className="size-5" />
              Call {formatIndianPhone(company.phone)}
            </a>
          </div>
        </div>
      </section>

      <section aria-labelledby="premium-features" className="py-14 sm:py-20">
        <div className="page-container">
          <h2
            id="premium-features"
            className="text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            What makes a departure Premium
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {features.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl border border-slate-200 p-6">
                <Icon className="size-8 text-primary" />
                <h3 className="mt-4 text-lg font-bold text-slate-900">{title}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-600">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="premium-steps" className="bg-sand py-14 sm:py-20">
        <div className="page-container grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="premium-steps" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              How to book
            </h2>
            <ol className="mt-6 space-y-4">
              {steps.map((step, index) => (
                <li key={step} className="flex gap-4">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-strong font-bold text-white">
                    {index + 1}
                  </span>
                  <span className="pt-1.5 text-slate-700">{step}</span>
                </li>
              ))}
            </ol>
          </div>
          <div className="rounded-2xl bg-white p-6 shadow-sm sm:p-8">
            <h2 className="text-xl font-bold text-slate-900">Where Premium goes</h2>
            <p className="mt-3 text-slate-600">
              Premium departures run on routes we know best: Ladakh's high passes, Spiti and Kinnaur, Kashmir in every
              season, Kerala's hills and backwaters, and abroad to Bali, Vietnam and Georgia. Any of our trips can also
              be planned privately for your group.
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link to="/customize" className="btn btn-primary">
                Plan a private trip
              </Link>
              <a
                href={`mailto:${company.email}?subject=${encodeURIComponent("Premium departures")}`}
                className="btn btn-secondary"
              >
                Email a planner
              </a>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
