// What an attraction or activity page shows when it could not be loaded (not when it does not
// exist, which is a 404): the name from the address, a clear message, a retry and a person to ask.
import { company } from "@parvat/domain/company";
import { Link } from "react-router";
import { LoadFailureNotice } from "../load-failure-notice.tsx";
import { Breadcrumbs } from "./breadcrumbs.tsx";

export function DetailFailure({ name, path, what }: { name: string; path: string; what: string }) {
  return (
    <div className="page-container py-12 sm:py-16">
      <Breadcrumbs
        trail={[
          { name: "Home", path: "/" },
          { name, path },
        ]}
      />
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{name}</h1>
      <LoadFailureNotice
        title={`We could not load this ${what} just now.`}
        text="Please try again in a moment, or ask us on WhatsApp and a person will answer."
        retryTo={path}
        whatsappMessage={`Hi ${company.name}! I would like details about ${name}.`}
        className="mt-6 max-w-2xl"
      >
        <Link to="/tours/all" className="btn btn-secondary">
          Browse every trip
        </Link>
      </LoadFailureNotice>
    </div>
  );
}
