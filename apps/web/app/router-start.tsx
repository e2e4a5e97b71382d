// React Router's start in the browser, in tasks of its own (decision 0024). React Router's own
// <HydratedRouter> does the same work inside React's first render of the page: it decodes the
// loader data the server streamed into the page, builds the router, and, in the first commit's
// effects, looks for every link on the page and asks the server for their routes. On a cheap phone
// each was a long task of its own or part of one, in the time Lighthouse counts as blocking.
//
// Here, before React starts, each step is a task of its own: the data is decoded, the page's routes
// matched, the history created, the router built and started. The links' routes are asked for once
// the browser is idle after React's first commit. A link followed before that still works: React
// Router asks for its route as it navigates.
//
// This is <HydratedRouter> from react-router 8.4.0 (lib/dom-export/hydrated-router.tsx), written
// with the parts React Router exports for framework builds (UNSAFE_*), less what only serves the
// development server (critical CSS, module replacement): `npm run dev` keeps React Router's own.
// Read that file again when upgrading react-router; the e2e suite hydrates every kind of page.
import { useEffect, useLayoutEffect, useState } from "react";
import {
  type UNSAFE_AssetsManifest as AssetsManifest,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createClientRoutes as createClientRoutes,
  UNSAFE_createRouter as createRouter,
  type DataRouter,
  UNSAFE_decodeViaTurboStream as decodeViaTurboStream,
  UNSAFE_defaultMapRouteProperties as defaultMapRouteProperties,
  type EntryContext,
  UNSAFE_FrameworkContext as FrameworkContext,
  UNSAFE_getHydrationData as getHydrationData,
  UNSAFE_getPatchRoutesOnNavigationFunction as getPatchRoutesOnNavigationFunction,
  UNSAFE_getTurboStreamSingleFetchDataStrategy as getTurboStreamSingleFetchDataStrategy,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_RemixErrorBoundary as RemixErrorBoundary,
  type UNSAFE_RouteModules as RouteModules,
  UNSAFE_useFogOFWarDiscovery as useFogOfWarDiscovery,
} from "react-router";
import { RouterProvider } from "react-router/dom";

/** What React Router's <Scripts> leaves on the page for the browser's start. */
type PageContext = Pick<EntryContext, "future" | "ssr" | "isSpaMode" | "routeDiscovery"> & {
  basename?: string;
  stream?: ReadableStream<Uint8Array>;
  state?: Parameters<typeof getHydrationData>[0]["state"];
};

declare global {
  interface Window {
    __reactRouterContext?: PageContext;
    __reactRouterManifest?: AssetsManifest;
    __reactRouterRouteModules?: RouteModules;
    __reactRouterDataRouter?: DataRouter;
  }
}

export interface StartedRouter {
  router: DataRouter;
  context: PageContext;
  manifest: AssetsManifest;
  routeModules: RouteModules;
  initialized: boolean;
}

/** Resolves in a later task: a message to itself, which no timer's minimum delay holds back. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** Decodes the page's loader data, matches its routes, then builds and starts the router, each step a task of its own. */
export async function startRouter(): Promise<StartedRouter> {
  const context = window.__reactRouterContext;
  const manifest = window.__reactRouterManifest;
  const routeModules = window.__reactRouterRouteModules;
  if (!context?.stream || !manifest || !routeModules) {
    throw new Error("The page has no data for the router to start with: is it rendered by the server?");
  }
  const stream = context.stream;
  context.stream = undefined;
  const decoded = await decodeViaTurboStream(stream, window);
  context.state = decoded.value as PageContext["state"];
  await nextTask();

  const state = context.state ?? {};
  const routes = createClientRoutes(manifest.routes, routeModules, state, context.ssr, context.isSpaMode);
  const hydrationData = getHydrationData({
    state,
    routes,
    getRouteInfo: (routeId) => ({
      clientLoader: routeModules[routeId]?.clientLoader,
      hasLoader: manifest.routes[routeId]?.hasLoader === true,
      hasHydrateFallback: routeModules[routeId]?.HydrateFallback != null,
    }),
    location: window.location,
    basename: context.basename,
    future: context.future,
    isSpaMode: context.isSpaMode,
  });
  await nextTask();

  // Creating the history writes the browser's entry (replaceState); starting the router first reads
  // sessionStorage, which waits on the browser. Some 10 ms each, traced: apart, none is a long task.
  if (window.history.state?.masked) window.history.replaceState({ ...window.history.state, masked: undefined }, "");
  const history = createBrowserHistory();
  await nextTask();

  const router: DataRouter = createRouter({
    routes,
    history,
    basename: context.basename,
    hydrationData,
    mapRouteProperties: defaultMapRouteProperties,
    hydrationRouteProperties,
    dataStrategy: getTurboStreamSingleFetchDataStrategy(() => router, manifest, routeModules, context.ssr),
    patchRoutesOnNavigation: getPatchRoutesOnNavigationFunction(
      () => router,
      manifest,
      routeModules,
      context.ssr,
      context.routeDiscovery,
      context.isSpaMode,
      context.basename,
    ),
  });
  // With every route's data on the page the router starts at once; otherwise (a client loader still
  // to run) once React has committed the page, as React Router's own.
  const initialized = router.state.initialized;
  if (initialized) {
    await nextTask();
    router.initialize();
  }
  window.__reactRouterDataRouter = router;
  return { router, context, manifest, routeModules, initialized };
}

/** The page's React tree around a started router: what <HydratedRouter> renders. */
export function StartedRouterProvider({ started }: { started: StartedRouter }) {
  const { router, context, manifest, routeModules } = started;
  const [location, setLocation] = useState(router.state.location);
  useLayoutEffect(() => {
    if (started.initialized) return;
    started.initialized = true;
    router.initialize();
  }, [started, router]);
  useLayoutEffect(
    () =>
      router.subscribe((state) => {
        if (state.location !== location) setLocation(state.location);
      }),
    [router, location],
  );
  return (
    <FrameworkContext.Provider
      value={{
        manifest,
        routeModules,
        future: context.future,
        criticalCss: undefined,
        ssr: context.ssr,
        isSpaMode: context.isSpaMode,
        routeDiscovery: context.routeDiscovery,
      }}
    >
      <RemixErrorBoundary location={location}>
        <RouterProvider router={router} />
      </RemixErrorBoundary>
      <LinkRouteDiscovery started={started} />
    </FrameworkContext.Provider>
  );
}

/**
 * Asks the server for the routes of the page's links (and of links added later), as React Router
 * does, once the browser is idle after the first commit, or a second after it at the latest: the
 * parts that hydrate after the page's shell come first, and the answer is there before a choice made
 * later on the trek page, whose own address needs it (with two seconds, a throttled phone was not
 * idle in time, and such a choice waited for the question to be asked).
 */
function LinkRouteDiscovery({ started }: { started: StartedRouter }) {
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback !== "function") {
      const timer = setTimeout(() => setAsking(true), 0);
      return () => clearTimeout(timer);
    }
    const request = requestIdleCallback(() => setAsking(true), { timeout: 1000 });
    return () => cancelIdleCallback(request);
  }, []);
  return asking ? <AskForLinkRoutes started={started} /> : null;
}

function AskForLinkRoutes({ started }: { started: StartedRouter }) {
  const { router, context, manifest, routeModules } = started;
  useFogOfWarDiscovery(router, manifest, routeModules, context.ssr, context.routeDiscovery, context.isSpaMode);
  return null;
}
