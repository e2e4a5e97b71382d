// The destinations as a row of links, from the root loader's navigation data.
import { Link } from "react-router";
import { useRootData } from "../lib/root-data.ts";

export function DestinationLinks({ title = "Browse by destination" }: { title?: string }) {
  const destinations = useRootData()?.destinations ?? [];
  if (destinations.length === 0) return null;
  return (
    <section aria-labelledby="destination-links" className="py-12 sm:py-14">
      <div className="page-container">
        <h2 id="destination-links" className="text-2xl font-bold tracking-tight text-slate-900">
          {title}
        </h2>
        <ul className="mt-6 flex flex-wrap gap-2">
          {destinations.map((destination) => (
            <li key={destination.slug}>
              <Link
                to={`/${destination.slug}`}
                className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 text-sm font-medium text-slate-800 hover:border-primary hover:text-primary-strong"
              >
                {destination.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
