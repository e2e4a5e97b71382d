// The document shell and the layout of every page. The root loader gives every page what the
// shell needs: the public origin (canonical links), the business date (copyright year), the
// request id (error reports) and the destinations for the navbar menu.
import { company } from "@parvat/domain/company";
import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/root";
import appStylesheet from "./app.css?url";
import { NotFoundPage, ServerErrorPage } from "./components/error-pages-on-demand.tsx";
import { ScriptsAfterPaint } from "./components/scripts-after-paint.tsx";
import { SiteLayout } from "./components/site-layout.tsx";
import { appContext } from "./context.ts";
import { graphql } from "./graphql/generated/gql.ts";
import { type LoadFailure, loadQuery } from "./graphql/load.server.ts";
import { readCredentials } from "./lib/credentials.ts";
import { calendarYear } from "./lib/format.ts";
import { type RootData, useRootData } from "./lib/root-data.ts";
import { pageMeta } from "./lib/seo.ts";
import { useNonce } from "./nonce.tsx";

const NavigationDocument = graphql(`
  query Navigation {
    destinations {
      slug
      name
    }
  }
`);

export async function loader({ context }: Route.LoaderArgs) {
  const { origin, requestId, today, personalDataRetentionDays } = context.get(appContext);
  // The menu is a convenience: a failure here must not take the page down with it.
  const destinations = await loadQuery(context, NavigationDocument, {})
    .then((data) => data.destinations)
    .catch(() => []);
  return { origin, requestId, today, destinations, personalDataRetentionDays } satisfies RootData;
}

// Nothing here changes while someone browses; skip the extra request on every navigation.
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export const links: Route.LinksFunction = () => [
  // A PNG, not the SVG: a browser draws an SVG favicon as a document of its own, on the page's main
  // thread while the page loads (decision 0024). 48 px is a tab's 16 px at three device pixels.
  { rel: "icon", href: "/icons/icon-48.png", type: "image/png", sizes: "48x48" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export function meta(args: Route.MetaArgs) {
  if (isRouteErrorResponse(args.error) && args.error.status === 404) {
    return [{ title: `Page not found | ${company.name}` }, { name: "robots", content: "noindex" }];
  }
  if (args.error) return [{ title: `Something went wrong | ${company.name}` }, { name: "robots", content: "noindex" }];
  return pageMeta(args, { title: company.site.title, description: company.site.description });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={company.primaryColor} />
        <meta name="format-detection" content="telephone=no" />
        <Meta />
        {/* Before <Links>: the render-blocking stylesheet is the first thing the page asks for. */}
        <link rel="stylesheet" href={appStylesheet} nonce={nonce} />
        <Links nonce={nonce} />
      </head>
      <body>
        {children}
        <ScriptsAfterPaint nonce={nonce} />
      </body>
    </html>
  );
}

function yearOf(today: string | undefined): number {
  return today ? calendarYear(today) : new Date().getFullYear();
}

export default function App({ loaderData }: Route.ComponentProps) {
  useEffect(() => {
    // SPEC.md section 4: an empty object is stored when no credentials are.
    readCredentials();
  }, []);
  return (
    <SiteLayout destinations={loaderData.destinations} year={yearOf(loaderData.today)}>
      <Outlet />
    </SiteLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRootData();
  let content: React.ReactNode;
  if (isRouteErrorResponse(error) && error.status === 404) {
    content = <NotFoundPage />;
  } else {
    const failure = isRouteErrorResponse(error) ? (error.data as Partial<LoadFailure> | null) : null;
    if (!isRouteErrorResponse(error)) console.warn(error);
    content = <ServerErrorPage requestId={failure?.requestId ?? root?.requestId} message={failure?.message} />;
  }
  return (
    <SiteLayout destinations={root?.destinations ?? []} year={yearOf(root?.today)}>
      {content}
    </SiteLayout>
  );
}
