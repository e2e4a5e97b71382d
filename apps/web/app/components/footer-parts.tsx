// The footer's parts that do nothing in the browser (text, addresses and links): footer.tsx sends
// them as static parts (./deferred-parts.tsx), so a visitor's browser keeps their HTML without
// downloading this code.
import { company, formatIndianPhone, whatsappLink } from "@parvat/domain/company";
import { Link } from "react-router";
import { creatorPath, FEATURED_CREATOR_SLUG, TREKS_PATH } from "../lib/paths.ts";
import { LogoMark, MailIcon, MapPinIcon, PhoneIcon, WhatsappIcon } from "./icons.tsx";
import { SocialIcon } from "./social-icons.tsx";

export const FOOTER_LINKS = [
  { to: "/", label: "Home" },
  { to: TREKS_PATH, label: "Treks" },
  { to: "/tour-packages", label: "Tour Packages" },
  { to: "/group-trips", label: "Group Trips" },
  { to: creatorPath(FEATURED_CREATOR_SLUG), label: "Creator" },
  { to: "/team", label: "Team" },
  { to: "/careers", label: "Careers" },
  { to: "/about", label: "About Us" },
  { to: "/contact", label: "Contact Us" },
  { to: "/terms", label: "Terms & Conditions" },
  { to: "/privacy", label: "Privacy Policy" },
] as const;

/** The company and its address, and the footer's links. */
export function FooterAbout() {
  const { address } = company;
  return (
    <>
      <div>
        <Link to="/" className="inline-flex items-center gap-2.5 rounded-lg text-lg font-bold text-white">
          <LogoMark className="size-8" />
          <span>{company.name}</span>
        </Link>
        <p className="mt-4 max-w-sm text-sm leading-6">
          Small-group treks, road trips and holidays across India and beyond, planned by travellers from {company.city}{" "}
          who answer their phones.
        </p>
        <address className="mt-5 space-y-3 text-sm not-italic">
          <p className="flex gap-3">
            <MapPinIcon className="mt-0.5 size-5 shrink-0 text-primary-on-dark" />
            <span>
              {company.legalName}
              <br />
              {address.street}, {address.locality}, {address.region} {address.postalCode}
              <br />
              <a
                href={company.mapUrl}
                className="inline-flex min-h-11 items-center font-medium text-white underline underline-offset-4"
                rel="noopener"
              >
                View on the map
              </a>
            </span>
          </p>
          <p className="flex items-center gap-3">
            <PhoneIcon className="size-5 shrink-0 text-primary-on-dark" />
            <a href={`tel:${company.phone}`} className="inline-flex min-h-11 items-center hover:text-white">
              {formatIndianPhone(company.phone)}
            </a>
          </p>
          <p className="flex items-center gap-3">
            <MailIcon className="size-5 shrink-0 text-primary-on-dark" />
            <a href={`mailto:${company.email}`} className="inline-flex min-h-11 items-center hover:text-white">
              {company.email}
            </a>
          </p>
        </address>
      </div>

      <nav aria-label="Footer">
        <h2 className="text-sm font-bold tracking-[0.18em] text-white uppercase">Explore</h2>
        <ul className="mt-3 grid grid-cols-2 gap-x-6 text-sm">
          {FOOTER_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="inline-flex min-h-11 items-center hover:text-white hover:underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

/** WhatsApp and the social networks. */
export function SayHello() {
  return (
    <>
      <h2 className="mt-8 text-sm font-bold tracking-[0.18em] text-white uppercase">Say hello</h2>
      <ul className="mt-3 flex flex-wrap items-center gap-2">
        <li>
          <a
            href={whatsappLink()}
            rel="noopener"
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-[#0f7a3d] px-4 text-sm font-semibold text-white hover:bg-[#0b5f2f]"
          >
            <WhatsappIcon className="size-5" />
            Chat on WhatsApp
          </a>
        </li>
        {company.social.map((social) => (
          <li key={social.network}>
            <a
              href={social.url}
              rel="noopener"
              aria-label={`${company.name} on ${social.network}`}
              className="flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-primary-strong"
            >
              <SocialIcon network={social.network} className="size-5" />
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
