// Share a trip: the device's own share sheet where there is one (the Web Share
// API, on most phones), else the address copied to the clipboard with a toast; beside it a WhatsApp
// link that carries the trip's name and address. The address is the canonical one (no package or
// date chosen): what a friend opens is the trip.

import { useRootData } from "../../lib/root-data.ts";
import { WhatsappIcon } from "../icons.tsx";
import { notify } from "../toasts.tsx";
import { shareUrl, whatsappShareLink } from "./share-links.ts";

const actionClass =
  "inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-3.5 text-sm font-semibold text-slate-900 hover:border-slate-500";

function ShareIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 12v7a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-7M16 6l-4-4-4 4M12 2v13" />
    </svg>
  );
}

async function share(title: string, url: string) {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      // The traveller closed the sheet: nothing to do. Anything else falls back to copying.
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    await notify("success", "Link copied. Paste it anywhere to share the trip.");
  } catch {
    await notify("info", `Copy this link to share the trip: ${url}`);
  }
}

export function ShareActions({ title, path }: { title: string; path: string }) {
  const url = shareUrl(useRootData()?.origin ?? "", path);
  return (
    <>
      <button type="button" className={actionClass} onClick={() => void share(title, url)}>
        <ShareIcon />
        Share
      </button>
      <a href={whatsappShareLink(title, url)} rel="noopener" className={actionClass}>
        <WhatsappIcon className="size-5 text-[#0f7a3d]" />
        <span className="sr-only">Share on </span>WhatsApp
      </a>
    </>
  );
}
