// The app download page, honestly: the website itself installs as an app from the browser (web
// app manifest at /manifest.webmanifest). No footer on this page (SPEC.md section 2).
import { company } from "@parvat/domain/company";
import { Link } from "react-router";
import { CheckIcon, LogoMark } from "../components/icons.tsx";
import { InstallButton } from "../components/install-button.tsx";
import type { RouteHandle } from "../components/site-layout.tsx";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/download";

export const handle: RouteHandle = { hideFooter: true };

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: `Get the ${company.name} app`,
    description: `Install ${company.name} on your Android phone or iPhone from the browser in a few seconds: no app store, no large download, always the latest trips.`,
  });
}

const platforms = [
  {
    id: "android",
    name: "Android",
    browser: "Chrome",
    steps: [
      "Open this website in Chrome.",
      "Tap the menu button (three dots) at the top right.",
      "Tap “Add to Home screen” or “Install app”, then “Install”.",
      "Find the Parvat Journeys icon on your home screen or in your app list.",
    ],
  },
  {
    id: "iphone",
    name: "iPhone and iPad",
    browser: "Safari",
    steps: [
      "Open this website in Safari.",
      "Tap the Share button (a square with an arrow pointing up).",
      "Scroll down and tap “Add to Home Screen”.",
      "Tap “Add”. The icon appears on your home screen.",
    ],
  },
  {
    id: "computer",
    name: "Computer",
    browser: "Chrome or Edge",
    steps: [
      "Open this website in Chrome or Microsoft Edge.",
      "Click the install icon at the right end of the address bar, or open the browser menu.",
      "Choose “Install Parvat Journeys”.",
      "It opens in its own window, like any other program.",
    ],
  },
] as const;

const benefits = [
  "Opens full screen from your home screen, like any app",
  "Takes almost no space: it is the website, so there is nothing to update",
  "Always shows the latest departures, seats and prices",
  "Works on any phone with a modern browser",
] as const;

export default function Download() {
  return (
    <>
      <section className="on-dark relative isolate overflow-hidden bg-night text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_bottom_right,rgba(255,0,0,0.3),transparent_55%)]"
        />
        <div className="page-container grid items-center gap-10 py-16 sm:py-20 lg:grid-cols-[1.4fr_1fr]">
          <div>
            <p className="text-xs font-bold tracking-[0.18em] text-primary-on-dark uppercase">No app store needed</p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
              Get the {company.name} app
            </h1>
            <p className="mt-4 max-w-xl text-lg leading-8 text-slate-200">
              Our app is this website, installed from your browser in a few seconds. You get an icon on your home screen
              and a full-screen app, without a large download from an app store.
            </p>
            <div className="mt-8">
              <InstallButton />
            </div>
          </div>
          <div className="mx-auto flex size-48 items-center justify-center rounded-[2.5rem] bg-white/5 ring-1 ring-white/10 sm:size-56">
            <LogoMark className="size-28 drop-shadow-2xl sm:size-32" />
          </div>
        </div>
      </section>
      <section aria-labelledby="install-steps" className="py-12 sm:py-16">
        <div className="page-container">
          <h2 id="install-steps" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            How to install it
          </h2>
          <ul className="mt-8 grid gap-6 lg:grid-cols-3">
            {platforms.map((platform) => (
              <li key={platform.id} className="card p-6">
                <h3 className="text-lg font-bold text-slate-900">{platform.name}</h3>
                <p className="text-sm text-slate-600">In {platform.browser}</p>
                <ol className="mt-4 list-decimal space-y-2 pl-5 text-sm leading-6 text-slate-700">
                  {platform.steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="why-install" className="bg-sand py-12 sm:py-16">
        <div className="page-container grid gap-8 lg:grid-cols-2">
          <div>
            <h2 id="why-install" className="text-2xl font-bold tracking-tight text-slate-900">
              Why install it
            </h2>
            <ul className="mt-5 space-y-3 text-slate-700">
              {benefits.map((benefit) => (
                <li key={benefit} className="flex gap-3">
                  <CheckIcon className="mt-0.5 size-5 shrink-0 text-primary" />
                  {benefit}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="text-2xl font-bold tracking-tight text-slate-900">Prefer not to install anything?</h2>
            <p className="mt-4 text-slate-700">
              Everything works in the browser too. Start with our{" "}
              <Link to="/group-trips" className="link">
                group trips
              </Link>{" "}
              or{" "}
              <Link to="/tour-packages" className="link">
                tour packages
              </Link>
              , or ask us anything on the{" "}
              <Link to="/contact" className="link">
                contact page
              </Link>
              .
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
