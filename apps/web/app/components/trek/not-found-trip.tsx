// An unknown /tours/{slug}: a real 404 that still helps, pointing to the trips we run and offering
// to find the one the traveller had in mind.
import { company, whatsappLink } from "@parvat/domain/company";
import { Link } from "react-router";
import { titleFromSlug } from "../../lib/slug.ts";
import { ArrowRightIcon, CompassIcon, WhatsappIcon } from "../icons.tsx";

const places = [
  { to: "/tours/all", label: "All trips with open dates", text: "Every trek, road trip and holiday with seats left." },
  { to: "/group-trips", label: "Group trips", text: "Fixed departures with a trip captain." },
  { to: "/tour-packages", label: "Tour packages", text: "Holidays with stays, transfers and sightseeing." },
  { to: "/customize", label: "Plan a private trip", text: "Your dates, your group, your pace." },
] as const;

export function NotFoundTrip({ slug }: { slug: string }) {
  const guess = titleFromSlug(slug);
  return (
    <div className="page-container py-16 sm:py-24">
      <CompassIcon className="size-12 text-primary" />
      <p className="eyebrow mt-6">Error 404</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        We could not find that trip
      </h1>
      <p className="mt-4 max-w-xl text-slate-600">
        The link may be old, or the trip may no longer run. Our trip experts can tell you whether {guess} runs under
        another name, or suggest one like it.
      </p>
      <a
        href={whatsappLink(`Hi ${company.name}! I was looking for "${guess}" on your website. Do you run this trip?`)}
        rel="noopener"
        className="btn btn-whatsapp mt-6"
      >
        <WhatsappIcon className="size-5" />
        Ask us about {guess}
      </a>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2">
        {places.map((place) => (
          <li key={place.to}>
            <Link to={place.to} className="card group flex h-full items-start gap-4 p-5 hover:shadow-md">
              <span className="flex-1">
                <span className="block font-semibold text-slate-900 group-hover:text-primary-strong">
                  {place.label}
                </span>
                <span className="mt-1 block text-sm text-slate-600">{place.text}</span>
              </span>
              <ArrowRightIcon className="mt-1 size-5 text-primary-strong" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
