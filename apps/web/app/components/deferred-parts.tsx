// Parts of a page whose code the browser does not download up front. The server renders them as
// usual, from the module itself; the browser build only has a dynamic import of that module.
//
// - A static part does nothing in the browser (no state, no handlers: text, pictures, links,
//   <details>). Hydrating the server's HTML, the browser keeps it as it is (an element whose inner
//   HTML React leaves alone) and downloads nothing. Only when the part must render in the browser
//   (a client navigation mounts it, or its props change, say another package chosen) does its code
//   load. Props compare by identity: callers pass the loader's own objects, not new ones.
// - A lazy part is interactive but rarely shown (an error page): its HTML hydrates once its code
//   has loaded, which it does only on the pages that show it.
//
// The trek page's reading (itinerary, stays, policies, FAQs, reviews...), the footer and the error
// pages are such parts: their code was a fifth of what a page sent beyond React and React Router.
//
// No <Suspense> here: the server would stream a boundary that comes after the first 12.8 KB of HTML
// out of order (hidden, revealed by a script), so a part must render in place. The code loads
// during transitions instead (a navigation, the switch below, hydration itself), where React keeps
// what is on screen until it has arrived.
// A caller writes, with its own module (the browser build folds import.meta.env.SSR to false, so
// the awaited import and the module's code leave the browser's bundle):
//
//   const readingCode = () => import("./trek-reading.tsx");
//   const reading = deferredModule(readingCode, import.meta.env.SSR ? await readingCode() : null);
//   const Faqs = reading.staticPart((module) => module.Faqs);
import { type ComponentType, lazy, type MouseEvent, startTransition, useEffect, useState } from "react";
import { type NavigateFunction, useNavigate } from "react-router";
import { useHydrated } from "../lib/hydrated.ts";

/** True when two props objects hold the same values (what React would render the same). */
export function sameProps(a: object, b: object): boolean {
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/**
 * A click on a link of kept HTML: a plain <a> now, which would load a whole new document. The same
 * address goes through the router instead, as the <Link> it was rendered from would have.
 */
function followLinksInApp(navigate: NavigateFunction) {
  return (event: MouseEvent<HTMLElement>) => {
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    if (!link || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return;
    // Another site, or a section of this very page (the browser scrolls to it by itself).
    if (link.origin !== window.location.origin || link.pathname === window.location.pathname) return;
    event.preventDefault();
    navigate(link.pathname + link.search + link.hash);
  };
}

/**
 * The server's HTML of a static part while its props are the ones it hydrated with (or null: the
 * browser has no data for it, decision 0024), its code's rendering once they change.
 */
function useKeptOrLive<P extends object>(Server: ComponentType<P> | null, Live: ComponentType<P>, props: P | null) {
  const hydrated = useHydrated();
  // Mounted while the page hydrates: the server's HTML for these props is on screen already.
  const [adopted] = useState(() => (hydrated ? undefined : props));
  const [live, setLive] = useState(adopted === undefined);
  const stale = adopted !== undefined && props !== null && (adopted === null || !sameProps(adopted, props));
  const navigate = useNavigate();
  // New props: render them with the part's code, in a transition, so that the kept HTML stays
  // on screen while the code loads (a moment of the old text, never an empty gap).
  useEffect(() => {
    if (stale && !live) startTransition(() => setLive(true));
  }, [stale, live]);

  // "contents": the wrapper takes no box, so the page lays out as if the part stood alone.
  if (Server) {
    return props ? (
      <div className="contents">
        <Server {...props} />
      </div>
    ) : null;
  }
  if (live && props) {
    return (
      <div key="live" className="contents">
        <Live {...props} />
      </div>
    );
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegates the clicks on its links, which keyboards reach and press themselves
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link is a click on it
    <div
      key="kept"
      className="contents"
      onClick={followLinksInApp(navigate)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: empty: React keeps the server's HTML inside
      dangerouslySetInnerHTML={{ __html: "" }}
      suppressHydrationWarning
    />
  );
}

export function deferredModule<M>(load: () => Promise<M>, onServer: M | null) {
  return {
    staticPart<P extends object>(pick: (module: M) => ComponentType<P>): ComponentType<P> {
      const Server = onServer && pick(onServer);
      const Live = lazy(async () => ({ default: pick(await load()) }));
      return function StaticPart(props: P) {
        return useKeptOrLive(Server, Live, props);
      };
    },

    /**
     * A static part whose data only the server's render has (lib/server-render.tsx): the browser
     * gives it `data` null and keeps the server's HTML; once it has the data (it asked for it), the
     * part renders with its code, as a static part given new props does.
     */
    staticPartOfServerData<P extends object>(pick: (module: M) => ComponentType<P>): ComponentType<{ data: P | null }> {
      const Server = onServer && pick(onServer);
      const Live = lazy(async () => ({ default: pick(await load()) }));
      return function StaticPartOfServerData({ data }: { data: P | null }) {
        return useKeptOrLive(Server, Live, data);
      };
    },

    lazyPart<P extends object>(pick: (module: M) => ComponentType<P>): ComponentType<P> {
      const Server = onServer && pick(onServer);
      const Live = lazy(async () => ({ default: pick(await load()) }));
      return function LazyPart(props: P) {
        return Server ? <Server {...props} /> : <Live {...props} />;
      };
    },
  };
}
