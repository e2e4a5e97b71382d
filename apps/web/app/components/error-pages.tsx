// What a traveller sees when a page is missing (a real 404) or something broke (500): a way
// forward, never a dead end.
import { company, formatIndianPhone, whatsappLink } from "@parvat/domain/company";
import { Link, useRevalidator } from "react-router";
import { ArrowRightIcon, CompassIcon, WhatsappIcon } from "./icons.tsx";

const suggestions = [
  { to: "/tour-packages", label: "Tour packages", text: "Holidays with stays, transfers and sightseeing planned." },
  {
    to: "/group-trips",
    label: "Group trips",
    text: "Fixed departures with a trip captain and like-minded travellers.",
  },
  { to: "/tours/all", label: "All trips", text: "Every trek, road trip and holiday with open seats." },
  { to: "/contact", label: "Contact us", text: "Tell us what you were looking for and we will find it." },
] as const;

export function NotFoundPage() {
  return (
    <div className="page-container py-16 sm:py-24">
      <CompassIcon className="size-12 text-primary" />
      <p className="eyebrow mt-6">Error 404</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        We could not find that page
      </h1>
      <p className="mt-4 max-w-xl text-slate-600">
        The link may be old, or the trip may have moved. These are good places to pick up the trail:
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {suggestions.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="card group flex h-full items-start gap-4 p-5 hover:shadow-md">
              <span className="flex-1">
                <span className="block font-semibold text-slate-900 group-hover:text-primary-strong">{item.label}</span>
                <span className="mt-1 block text-sm text-slate-600">{item.text}</span>
              </span>
              <ArrowRightIcon className="mt-1 size-5 text-primary-strong" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ServerErrorPage({ requestId, message }: { requestId?: string; message?: string }) {
  const revalidator = useRevalidator();
  const retrying = revalidator.state === "loading";
  const help = `Hi ${company.name}, a page on your website failed to load${requestId ? ` (reference ${requestId})` : ""}.`;
  return (
    <div className="page-container py-16 sm:py-24">
      <p className="eyebrow">Error 500</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        Something went wrong on our side
      </h1>
      <p className="mt-4 max-w-xl text-slate-600">
        The page could not be loaded. Please try again in a moment; if it keeps happening, send us the reference below
        and we will look into it.
      </p>
      {message ? <p className="mt-4 max-w-xl rounded-xl bg-slate-100 p-4 text-sm text-slate-700">{message}</p> : null}
      {requestId ? (
        <p className="mt-4 text-sm text-slate-600">
          Reference: <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-900">{requestId}</code>
        </p>
      ) : null}
      <div className="mt-8 flex flex-wrap gap-3">
        <button type="button" className="btn btn-primary" disabled={retrying} onClick={() => revalidator.revalidate()}>
          {retrying ? "Trying again…" : "Try again"}
        </button>
        <Link to="/" className="btn btn-secondary">
          Go to the home page
        </Link>
        <a href={whatsappLink(help)} rel="noopener" className="btn btn-whatsapp">
          <WhatsappIcon className="size-5" />
          Tell us on WhatsApp
        </a>
      </div>
      <p className="mt-6 text-sm text-slate-600">
        Or call us on{" "}
        <a className="link" href={`tel:${company.phone}`}>
          {formatIndianPhone(company.phone)}
        </a>
        .
      </p>
    </div>
  );
}
