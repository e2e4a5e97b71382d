// /trip-pass-sw.js: the trip pass's service worker (lib/trip-pass-worker.ts). Revalidated on every
// registration check (no-cache), so a new release's worker replaces the old one at once.
import { tripPassWorkerSource } from "../lib/trip-pass-worker.ts";

export function loader() {
  return new Response(tripPassWorkerSource, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "no-cache",
    },
  });
}
