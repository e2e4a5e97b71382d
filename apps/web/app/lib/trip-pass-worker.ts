// The trip pass's service worker, served at /trip-pass-sw.js (routes/trip-pass-sw.ts) and registered
// by the pass page, with scope /trips/, and by the back office's check-in screen, with that one page's
// path as its scope: it controls those pages and nothing else, so the rest of the site loads its code
// exactly as it does without it (docs/decisions/0020-trip-pass-offline.md).
//   - A page in its scope comes from the network, a copy kept; offline, the copy. A back-office page
//     is kept with its 404 status: the server answers every /admin path so (routes/admin/layout.tsx).
//   - The pass page's fingerprinted code (/assets/...) is kept once fetched and then read from the
//     copy (a fingerprinted file never changes); its other files (icons, the manifest) network first.
//   - Nothing of the API is kept by the worker: the pass's data is kept by the page itself, in the
//     same cache storage, and logging out deletes both caches and unregisters the worker.
//   - On install the page hands it the files it has already loaded (they were fetched before the
//     worker existed), so the very first visit is enough to read the pass offline.
import { TRIP_PASS_CACHE } from "./trip-pass-names.ts";

export const tripPassWorkerSource = `
const CACHE = ${JSON.stringify(TRIP_PASS_CACHE)};
// Each registration's own scope: /trips/, or one check-in screen's path.
const SCOPE = new URL(self.registration.scope).pathname;

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith("trip-pass-v") && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

// Back-office pages are 404 to the server by design; a copy of one is still the page to show.
const keepable = (response, url) => response.ok || (response.status === 404 && url.pathname.startsWith("/admin/"));

// The page lists what it loaded before the worker existed: keep a copy of each.
self.addEventListener("message", (event) => {
  const urls = event.data && event.data.type === "keep" ? event.data.urls : null;
  if (!Array.isArray(urls)) return;
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      Promise.all(
        urls
          .filter((url) => new URL(url).origin === self.location.origin && !new URL(url).pathname.startsWith("/api/"))
          .map((url) => fetch(url, { credentials: "same-origin" }).then((response) => (keepable(response, new URL(url)) ? cache.put(url, response) : undefined)).catch(() => undefined)),
      ),
    ),
  );
});

async function networkFirst(request, key) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (keepable(response, new URL(request.url))) await cache.put(key, response.clone());
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
