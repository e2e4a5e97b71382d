// /search?q=…: every trip, destination, attraction and activity matching the query, best first,
// narrowed by kind if asked (?kind=trek). Results pages stay out of search engines' indexes.
import { company, whatsappLink } from "@parvat/domain/company";
import { formatRupees } from "@parvat/domain/trek-pricing";
import { Link } from "react-router";
import { Breadcrumbs } from "../components/discovery/breadcrumbs.tsx";
import { breadcrumbJsonLd } from "../components/discovery/discovery-seo.ts";
import { SEARCH_KIND_LABELS, SearchCombobox } from "../components/discovery/search-combobox.tsx";
import { WhatsappIcon } from "../components/icons.tsx";
import { LoadFailureNotice } from "../components/load-failure-notice.tsx";
import { Picture } from "../components/picture.tsx";
import { graphql } from "../graphql/generated/gql.ts";
import type { SearchKind, SearchPageQuery } from "../graphql/generated/graphql.ts";
import { tryLoadQuery } from "../graphql/load.server.ts";
import { searchPath } from "../lib/paths.ts";
import { pageMeta, rootOrigin } from "../lib/seo.ts";
import type { Route } from "./+types/search";

const SearchPageDocument = graphql(`
  query SearchPage($query: String!, $kinds: [SearchKind!]) {
    search(query: $query, kinds: $kinds, limit: 30) {
      query
      total
      hits {
        kind
        id
        name
        path
        summary
        context
        price
        image {
          ...ImageFields
        }
      }
    }
  }
`);

const KINDS: { value: string; kind: SearchKind | null; label: string }[] = [
  { value: "", kind: null, label: "Everything" },
  { value: "trek", kind: "TREK", label: "Trips" },
  { value: "destination", kind: "DESTINATION", label: "Destinations" },
  { value: "attraction", kind: "ATTRACTION", label: "Attractions" },
  { value: "activity", kind: "ACTIVITY", label: "Activities" },
];

type Results = SearchPageQuery["search"];

export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = (params.get("q") ?? "").trim().slice(0, 100);
  const kind = KINDS.find((option) => option.value === params.get("kind") && option.kind) ?? KINDS[0]!;
  if (!query) return { query, kind: kind.value, results: null as Results | null, failed: false };
  const result = await tryLoadQuery(
    context,
    SearchPageDocument,
    { query, kinds: kind.kind ? [kind.kind] : null },
    `The search for "${query}"`,
  );
  return { query, kind: kind.value, results: result?.search ?? null, failed: !result };
}

export function meta(args: Route.MetaArgs) {
  const query = args.loaderData?.query;
  return pageMeta(args, {
    title: query ? `Search results for “${query}”` : "Search trips, places and activities",
    description: `Search every trek, group trip, tour package, destination, attraction and activity of ${company.name}, with suggestions as you type.`,
    noindex: true,
    jsonLd: [
      breadcrumbJsonLd(rootOrigin(args.matches), [
        { name: "Home", path: "/" },
        { name: "Search", path: "/search" },
      ]),
    ],
  });
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, kind, results, failed } = loaderData;
  const hits = results?.hits ?? [];
  return (
    <>
      <section className="on-dark relative isolate bg-night text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(255,0,0,0.28),transparent_55%)]"
        />
        <div className="page-container py-10 sm:py-14">
          <Breadcrumbs
            trail={[
              { name: "Home", path: "/" },
              { name: "Search", path: "/search" },
            ]}
            onDark
          />
          <h1 className="mt-6 text-3xl font-extrabold tracking-tight sm:text-4xl">
            {query ? `Results for “${query}”` : "Where would you like to go?"}
          </h1>
          <div className="mt-6 max-w-2xl">
            <SearchCombobox key={query} defaultValue={query} />
          </div>
        </div>
      </section>
      <section aria-label="Search results" className="py-8 sm:py-12">
        <div className="page-container">
          {query ? (
            <nav aria-label="Kinds of result" className="flex flex-wrap gap-2">
              {KINDS.map((option) => (
                <Link
                  key={option.value}
                  to={searchPath(query, option.value)}
                  aria-current={option.value === kind ? "page" : undefined}
                  className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ${
                    option.value === kind
                      ? "bg-primary-strong text-white"
                      : "border border-slate-300 text-slate-800 hover:border-primary"
                  }`}
                >
                  {option.label}
                </Link>
              ))}
            </nav>
          ) : null}
          <p aria-live="polite" className="mt-6 text-sm font-medium text-slate-700">
            {results ? (results.total === 1 ? "1 result" : `${results.total} results`) : ""}
          </p>
          {failed ? (
            <LoadFailureNotice
              title="Search is not answering just now."
              text={
                <>
                  Please try again in a moment, or{" "}
                  <Link to="/tours/all" className="link">
                    browse every trip
                  </Link>
                  .
                </>
              }
              retryTo={searchPath(query, kind)}
            />
          ) : results && hits.length === 0 ? (
            <div className="mt-4 rounded-2xl border border-slate-200 bg-sand p-6">
              <p className="font-semibold text-slate-900">Nothing matches “{query}” yet.</p>
              <p className="mt-1 text-sm text-slate-700">
                Check the spelling, try a place (Ladakh, Bali) or a kind of trip, or ask us: we plan trips to places
                that are not on the site too.
              </p>
              <div className="mt-4 flex flex-wrap gap-3">
                <Link to="/tours/all" className="btn btn-secondary">
                  Browse every trip
                </Link>
                <a
                  href={whatsappLink(`Hi ${company.name}! I am looking for ${query}. Can you help?`)}
                  rel="noopener"
                  className="btn btn-whatsapp"
                >
                  <WhatsappIcon className="size-5" />
                  Ask on WhatsApp
                </a>
              </div>
            </div>
          ) : (
            <ol className="mt-4 grid gap-4">
              {hits.map((hit, index) => (
                <li key={`${hit.kind}-${hit.id}`}>
                  <article className="card group relative flex gap-4 p-3 sm:p-4">
                    {hit.image ? (
                      <Picture
                        image={hit.image}
                        alt=""
                        sizes="160px"
                        priority={index === 0}
                        className="aspect-[4/3] w-28 shrink-0 rounded-xl object-cover sm:w-40"
                      />
                    ) : null}
                    <div className="min-w-0 flex-1">
                      <p className="text-xs font-semibold tracking-wide text-primary-strong uppercase">
                        {SEARCH_KIND_LABELS[hit.kind]}
                      </p>
                      <h2 className="mt-1 text-lg font-bold text-slate-900 group-hover:text-primary-strong">
                        <Link to={hit.path} className="after:absolute after:inset-0">
                          {hit.name}
                        </Link>
                      </h2>
                      <p className="mt-1 line-clamp-2 text-sm text-slate-600">{hit.summary}</p>
                      <p className="mt-1 text-sm text-slate-700">
                        {hit.context}
                        {hit.price !== null ? <> · from {formatRupees(hit.price)}</> : null}
                      </p>
                    </div>
                  </article>
                </li>
              ))}
            </ol>
          )}
        </div>
      </section>
    </>
  );
}
