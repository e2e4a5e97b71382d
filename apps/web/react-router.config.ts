import type { Config } from "@react-router/dev/config";

// Server-side rendering for every page: travellers on slow phones get content in the first
// response and search engines read the same HTML.
export default {
  ssr: true,
  // Route manifests are fetched as the user navigates, so the first load only carries what it shows.
  routeDiscovery: { mode: "lazy" },
  // Separate builds can coexist (parallel work, audits); the server reads the same variable.
  buildDirectory: process.env.WEB_BUILD_DIR ?? "build",
} satisfies Config;
