// The browser's start. Differs from React Router's default in one thing: hydration starts in a task of
// its own, after the one that ran the modules' code, and nothing is scheduled from the module's own top
// level. Both together were one long task (decision 0024): the module holds React DOM, and where the
// browser records a stack while it runs (a timer set, as hydration does; so do profilers, and
// Lighthouse), it first maps the whole 200 KB module's positions. Started from a microtask, hydration's
// stacks hold only its own small functions. React then hydrates in slices, the parts of the page that
// hydrate apart after its shell (components/hydrated-apart.tsx).
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

queueMicrotask(() => setTimeout(hydrate, 0));
