import { company, formatIndianPhone } from "@parvat/domain/company";
import { ContactOptions } from "../components/contact-options.tsx";
import { ClockIcon, MapPinIcon } from "../components/icons.tsx";
import { InquiryForm } from "../components/inquiry-form.tsx";
import { PageHero, Section } from "../components/page-hero.tsx";
import { pageMeta, rootOrigin } from "../lib/seo.ts";
import type { Route } from "./+types/contact";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Contact us",
    description: `Reach ${company.name} on WhatsApp, by phone on ${formatIndianPhone(company.phone)} or by email, or visit our office in ${company.city}. Opening hours and directions.`,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "TravelAgency",
        name: company.name,
        url: `${rootOrigin(args.matches)}/`,
        telephone: company.phone,
        email: company.email,
        hasMap: company.mapUrl,
        address: {
          "@type": "PostalAddress",
          streetAddress: company.address.street,
          addressLocality: company.address.locality,
          addressRegion: company.address.region,
          postalCode: company.address.postalCode,
          addressCountry: company.address.country,
        },
      },
    ],
  });
}

export default function Contact() {
  const { address, hours } = company;
  return (
    <>
      <PageHero
        eyebrow="We are listening"
        title="Contact us"
        lead="Planning a trip, changing a booking or stuck at a mountain pass: tell us, and a person who knows the route will answer."
      />
      <Section title="The quickest ways to reach us">
        <ContactOptions emailSubject="A question about a trip" />
      </Section>
      <Section title="Send us a message">
        <div className="card max-w-3xl p-6 sm:p-8">
          {/* Stored as an enquiry (createInquiry) with its own reference, like a trip page's. */}
          <InquiryForm subject="a trip or a question of yours" />
        </div>
      </Section>
      <Section className="bg-sand">
        <div className="grid gap-8 lg:grid-cols-2">
          <div className="card p-6 sm:p-8">
            <h2 className="flex items-center gap-3 text-xl font-bold text-slate-900">
              <MapPinIcon className="size-6 text-primary" />
              Visit our office
            </h2>
            <address className="mt-4 leading-7 text-slate-700 not-italic">
              {company.legalName}
              <br />
              {address.street}
              <br />
              {address.locality}, {address.region} {address.postalCode}
              <br />
              India
            </address>
            <a href={company.mapUrl} rel="noopener" className="btn btn-secondary mt-6">
              Open the map
            </a>
          </div>
          <div className="card p-6 sm:p-8">
            <h2 className="flex items-center gap-3 text-xl font-bold text-slate-900">
              <ClockIcon className="size-6 text-primary" />
              When we answer
            </h2>
            <ul className="mt-4 space-y-3 text-slate-700">
              <li>{hours.chat}</li>
              <li>{hours.phone}</li>
              <li>{hours.office}</li>
              <li className="font-semibold text-slate-900">{hours.onTrip}</li>
            </ul>
            <p className="mt-6 text-sm text-slate-600">
              Times are Indian Standard Time. On national holidays the office is closed; WhatsApp and the on-trip line
              stay open.
            </p>
          </div>
        </div>
      </Section>
    </>
  );
}
