// Where a page sits ("Home / Kashmir / Dal Lake"): visible links, and the same trail for search
// engines as BreadcrumbList JSON-LD (breadcrumbJsonLd in lib/discovery-seo.ts).
import { Link } from "react-router";

export interface Crumb {
  name: string;
  path: string;
}

export function Breadcrumbs({ trail, onDark = false }: { trail: readonly Crumb[]; onDark?: boolean }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className={`flex flex-wrap items-center gap-x-2 text-sm ${onDark ? "text-slate-200" : "text-slate-600"}`}>
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-2">
              {last ? (
                <span aria-current="page" className={onDark ? "text-white" : "text-slate-900"}>
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link
                    to={crumb.path}
                    className="inline-flex min-h-11 items-center underline-offset-4 hover:underline"
                  >
                    {crumb.name}
                  </Link>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
