// The web app manifest: what lets a phone install the site as an app (see /download).
import { company } from "@parvat/domain/company";

export function loader() {
  const manifest = {
    id: "/",
    name: company.name,
    short_name: "Parvat",
    description: company.site.description,
    lang: "en-IN",
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    background_color: "#0b1220",
    theme_color: company.primaryColor,
    categories: ["travel"],
    // PNGs only: the browser fetches an icon with the manifest as a page loads, and draws an SVG one as a
    // document of its own on the page's main thread (decision 0024).
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
    shortcuts: [
      { name: "Group trips", url: "/group-trips" },
      { name: "Tour packages", url: "/tour-packages" },
      { name: "Contact us", url: "/contact" },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
