// The footer of every page except /premium and /download (SPEC.md section 2): exactly the listed
// links (and Treks, what the company sells most), the address with a map link, the
// newsletter form, the social links, WhatsApp and the copyright line. Every link is a 44 px target.
import { company } from "@parvat/domain/company";
import { deferredModule } from "./deferred-parts.tsx";
import { NewsletterForm } from "./newsletter-form.tsx";

// The text and links hydrate without their code (static parts); the newsletter form is live.
const partsCode = () => import("./footer-parts.tsx");
const parts = deferredModule(partsCode, import.meta.env.SSR ? await partsCode() : null);
const FooterAbout = parts.staticPart((module) => module.FooterAbout);
const SayHello = parts.staticPart((module) => module.SayHello);

export function Footer({ year }: { year: number }) {
  return (
    <footer className="on-dark bg-night text-slate-300">
      <div className="page-container grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-[1.2fr_1.2fr_1.4fr]">
        <FooterAbout />

        <div className="md:col-span-2 lg:col-span-1">
          <h2 className="text-sm font-bold tracking-[0.18em] text-white uppercase">Travel letters</h2>
          <p className="mt-3 text-sm leading-6">
            One email a month: new departures, early-bird offers and honest tips from the road. Unsubscribe any time.
          </p>
          <NewsletterForm />
          <SayHello />
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="page-container pt-5 pb-24 text-xs text-slate-400 sm:pb-5">
          © {year} {company.legalName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
