// The trip pass on this device: its data kept for reading without signal (cache storage, next to the
// pages the worker keeps), the worker registered for /trips/ (and for each check-in screen staff have
// opened), and everything of it forgotten at logout so that a shared phone shows nobody else's pass
// (lib/credentials.ts calls forgetTripPasses).
import { TRIP_PASS_CACHE, TRIP_PASS_DATA_CACHE, TRIP_PASS_SCOPE, TRIP_PASS_WORKER_PATH } from "./trip-pass-names.ts";

const dataKey = (reference: string) => `/trips/${encodeURIComponent(reference)}/pass.json`;

export interface KeptPass<T> {
  pass: T;
  savedAt: string;
}

export async function keepPass<T>(reference: string, pass: T): Promise<void> {
  if (typeof caches === "undefined") return;
  const cache = await caches.open(TRIP_PASS_DATA_CACHE);
  const body: KeptPass<T> = { pass, savedAt: new Date().toISOString() };
  await cache.put(
    dataKey(reference),
    new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } }),
  );
}

export async function keptPass<T>(reference: string): Promise<KeptPass<T> | null> {
  if (typeof caches === "undefined") return null;
  const cache = await caches.open(TRIP_PASS_DATA_CACHE);
  const response = await cache.match(dataKey(reference));
  return response ? ((await response.json()) as KeptPass<T>) : null;
}

/** Registers the worker for /trips/ and hands it the files this page has already loaded. */
export function keepPassPageOffline(): Promise<void> {
  return keepPageOffline(TRIP_PASS_SCOPE);
}

/**
 * The back office's check-in screen of one departure, opened again without signal at the trailhead:
 * the same worker, registered for that one page (its scope is the page's path), so no other staff
 * screen is ever served from a copy (docs/decisions/0020-trip-pass-offline.md).
 */
export function keepCheckInPageOffline(eventId: number): Promise<void> {
  return keepPageOffline(`/admin/departures/${eventId}/check-in`);
}

async function keepPageOffline(scope: string): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  try {
    const registration = await navigator.serviceWorker.register(TRIP_PASS_WORKER_PATH, { scope });
    const worker = registration.active ?? registration.waiting ?? registration.installing;
    const loaded = performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((url) => url.startsWith(window.location.origin));
    const urls = [window.location.origin + window.location.pathname, ...new Set(loaded)];
    const send = (target: ServiceWorker) => target.postMessage({ type: "keep", urls });
    if (worker?.state === "activated") send(worker);
    else {
      const ready = await navigator.serviceWorker.ready;
      if (ready.active) send(ready.active);
    }
  } catch {
    // No worker (a private window, an old browser): the pass still works online.
  }
}

/** Forgets every pass and page kept on this device and the workers that served them (at logout). */
export async function forgetTripPasses(): Promise<void> {
  if (typeof caches !== "undefined") {
    await Promise.all([caches.delete(TRIP_PASS_CACHE), caches.delete(TRIP_PASS_DATA_CACHE)]);
  }
  if (typeof navigator !== "undefined" && "serviceWorker" in navigator) {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(
      registrations
        .filter((registration) => {
          const worker = registration.active ?? registration.waiting ?? registration.installing;
          return worker ? new URL(worker.scriptURL).pathname === TRIP_PASS_WORKER_PATH : false;
        })
        .map((registration) => registration.unregister()),
    );
  }
}
