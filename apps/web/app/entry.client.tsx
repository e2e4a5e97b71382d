// The browser's start. Differs from React Router's default in two things (decision 0024):
// - Nothing is scheduled from the module's own top level, and hydration starts in a task of its own
//   after the one that ran the modules' code. Both together were one long task: the module holds
//   React DOM, and where the browser records a stack while it runs (a timer set, as hydration does;
//   so do profilers, and Lighthouse), it first maps the whole 200 KB module's positions. Started
//   from a microtask, hydration's stacks hold only its own small functions.
// - The router starts before React, in tasks of its own (router-start.tsx). React then hydrates in
//   slices, the parts of the page that hydrate apart after its shell (components/hydrated-apart.tsx).
// The development server keeps React Router's own <HydratedRouter>, which serves its module
// replacement.
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { nextTask, StartedRouterProvider, startRouter } from "./router-start.tsx";

function hydrate(app: React.ReactNode) {
  startTransition(() => {
    hydrateRoot(document, <StrictMode>{app}</StrictMode>);
  });
}

async function start() {
  if (import.meta.env.DEV) {
    hydrate(<HydratedRouter />);
    return;
  }
  const started = await startRouter();
  await nextTask();
  hydrate(<StartedRouterProvider started={started} />);
}

queueMicrotask(() => setTimeout(start, 0));
