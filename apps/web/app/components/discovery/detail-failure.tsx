// What an attraction or activity page shows when it could not be loaded (not when it does not
// exist, which is a 404): the name from the address, a clear message, a retry and a person to ask.
import { company, whatsappLink } from "@parvat/domain/company";
import { useEffect } from "react";
import { Link, useRevalidator } from "react-router";
import { WhatsappIcon } from "../icons.tsx";
import { Breadcrumbs } from "./breadcrumbs.tsx";

export function DetailFailure({ name, path, what }: { name: string; path: string; what: string }) {
  const revalidator = useRevalidator();
  useEffect(() => {
    console.warn(`The ${what} "${name}" could not be loaded.`);
  }, [what, name]);
  return (
    <div className="page-container py-12 sm:py-16">
      <Breadcrumbs
        trail={[
          { name: "Home", path: "/" },
          { name, path },
        ]}
      />
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{name}</h1>
      <div role="alert" className="mt-6 max-w-2xl rounded-2xl border border-amber-300 bg-amber-50 p-6 text-slate-800">
        <p className="font-semibold">We could not load this {what} just now.</p>
        <p className="mt-1 text-sm">Please try again in a moment, or ask us on WhatsApp and a person will answer.</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <button
            type="button"
            className="btn btn-primary"
            disabled={revalidator.state === "loading"}
            onClick={() => revalidator.revalidate()}
          >
            {revalidator.state === "loading" ? "Trying again…" : "Try again"}
          </button>
          <a
            href={whatsappLink(`Hi ${company.name}! I would like details about ${name}.`)}
            rel="noopener"
            className="btn btn-whatsapp"
          >
            <WhatsappIcon className="size-5" />
            Ask on WhatsApp
          </a>
          <Link to="/tours/all" className="btn btn-secondary">
            Browse every trip
          </Link>
        </div>
      </div>
    </div>
  );
}
