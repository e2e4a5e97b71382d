// robots.txt: everything public may be indexed; personal and guarded screens may not.
import { appContext } from "../context.ts";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  const { origin } = context.get(appContext);
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /dashboard",
    "Disallow: /pay",
    "Disallow: /payment/",
    "Disallow: /receipts/",
    "Disallow: /quotations/",
    "Disallow: /login",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
