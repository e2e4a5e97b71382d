// Parts of a page that React hydrates apart from the rest (selective hydration, decision 0024). Each
// is a Suspense boundary: the page's shell (the document, the layout, the page's own state) hydrates
// first, and the browser answers taps from then on; the boundaries follow one by one at low priority,
// except the one a visitor touches, which React hydrates at once to answer the tap.
//
// The boundary is memoised: when the page's state changes (a package chosen), a boundary whose props
// are the same objects as before is left as it is. A boundary given new props must hydrate first, at
// the priority of the change; so pass the loader's objects, not new ones each render.
//
// The server renders the part in place (the boundary never suspends, and entry.server.tsx never
// outlines a boundary however long its HTML, so the page reads the same without JavaScript).
import { type ComponentType, memo, Suspense } from "react";

export function hydratedApart<P extends object>(Part: ComponentType<P>): ComponentType<P> {
  const Apart = memo(function HydratedApart(props: P) {
    return (
      <Suspense>
        <Part {...props} />
      </Suspense>
    );
  });
  Apart.displayName = `HydratedApart(${Part.displayName ?? Part.name})`;
  return Apart as unknown as ComponentType<P>;
}
