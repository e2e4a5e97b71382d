// The trip pass's service worker, served at /trip-pass-sw.js (routes/trip-pass-sw.ts) and registered
// by the pass page only, with scope /trips/: it controls the pass pages and nothing else, so the rest
// of the site loads its code exactly as it does without it (docs/decisions/0020-trip-pass-offline.md).
//   - A pass page (a navigation under /trips/) comes from the network, a copy kept; offline, the copy.
//   - The pass page's fingerprinted code (/assets/...) is kept once fetched and then read from the
//     copy (a fingerprinted file never changes); its other files (icons, the manifest) network first.
//   - Nothing of the API is kept by the worker: the pass's data is kept by the page itself, in the
//     same cache storage, and logging out deletes both caches and unregisters the worker.
//   - On install the page hands it the files it has already loaded (they were fetched before the
//     worker existed), so the very first visit is enough to read the pass offline.
import { TRIP_PASS_CACHE, TRIP_PASS_SCOPE } from "./trip-pass-names.ts";

export const tripPassWorkerSource = `
const CACHE = ${JSON.stringify(TRIP_PASS_CACHE)};
const SCOPE = ${JSON.stringify(TRIP_PASS_SCOPE)};

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith("trip-pass-v") && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

// The page lists what it loaded before the worker existed: keep a copy of each.
self.addEventListener("message", (event) => {
  const urls = event.data && event.data.type === "keep" ? event.data.urls : null;
  if (!Array.isArray(urls)) return;
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      Promise.all(
        urls
          .filter((url) => new URL(url).origin === self.location.origin && !new URL(url).pathname.startsWith("/api/"))
          .map((url) => fetch(url, { credentials: "same-origin" }).then((response) => (response.ok ? cache.put(url, response) : undefined)).catch(() => undefined)),
      ),
    ),
  );
});

async function networkFirst(request, key) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(key);
    if (kept) return kept;
    throw error;
  }
}

async function keptFirst(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  if (request.mode === "navigate") {
    if (!url.pathname.startsWith(SCOPE)) return;
    event.respondWith(networkFirst(request, url.origin + url.pathname));
    return;
  }
  event.respondWith(url.pathname.startsWith("/assets/") ? keptFirst(request) : networkFirst(request, request.url));
});
`;
