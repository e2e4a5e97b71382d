import type { Config } from "@react-router/dev/config";

// Server-side rendering for every page: travellers on slow phones get content in the first
// response and search engines read the same HTML.
export default {
  ssr: true,
  // Route manifests are fetched as the user navigates, so the first load only carries what it shows.
  routeDiscovery: { mode: "lazy" },
} satisfies Config;
