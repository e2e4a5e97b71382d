// /favicon.ico: crawlers and old browsers ask for it whatever the page links. A PNG answers (every
// browser reads PNG data at this address) instead of a full 404 page.
import { appIconPng } from "../lib/app-icon.server.ts";

export async function loader() {
  const png = await appIconPng(48);
  return new Response(new Uint8Array(png), {
    headers: { "Content-Type": "image/png", "Cache-Control": "public, max-age=86400" },
  });
}
