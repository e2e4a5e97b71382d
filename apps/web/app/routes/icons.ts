// App icons for the browser tab, the home screen and the web app manifest.
import { data } from "react-router";
import { appIconPng } from "../lib/app-icon.server.ts";
import { appIconSvg } from "../lib/app-icon.ts";
import type { Route } from "./+types/icons";

const cacheControl = "public, max-age=86400";

const pngs: Record<string, { size: number; maskable: boolean }> = {
  "icon-48.png": { size: 48, maskable: false },
  "apple-touch-icon.png": { size: 180, maskable: true },
  "icon-192.png": { size: 192, maskable: false },
  "icon-512.png": { size: 512, maskable: false },
  "maskable-512.png": { size: 512, maskable: true },
};

export async function loader({ params }: Route.LoaderArgs) {
  if (params.file === "icon.svg" || params.file === "maskable.svg") {
    return new Response(appIconSvg({ maskable: params.file === "maskable.svg" }), {
      headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": cacheControl },
    });
  }
  const png = pngs[params.file];
  if (!png) throw data("No such icon.", { status: 404 });
  const body = await appIconPng(png.size, png.maskable);
  return new Response(new Uint8Array(body), {
    headers: { "Content-Type": "image/png", "Cache-Control": cacheControl },
  });
}
