// Links that download a private file without a bearer token: the browser keeps its token in local
// storage (decision 0006), so a plain <a href> cannot carry it. The API hands a logged-in viewer a
// link signed for one file and a few minutes; whoever holds the link may fetch that file until then,
// as with a file emailed to them. The signature is an HMAC of the path and the expiry.
import { createHmac } from "node:crypto";
import { sameDigest } from "./secrets.ts";

/** How long a signed link works: long enough to click, short enough not to be worth leaking. */
export const DOWNLOAD_LINK_TTL_MS = 15 * 60_000;

export function downloadLinks(key: Buffer, now: () => Date) {
  const signatureOf = (path: string, expires: number) =>
    createHmac("sha256", key).update(`${path}\n${expires}`).digest("hex");
  return {
    /** `path?expires=...&signature=...` (a path with a query gets `&expires=`), valid for DOWNLOAD_LINK_TTL_MS. */
    sign(path: string): string {
      const expires = Math.floor((now().getTime() + DOWNLOAD_LINK_TTL_MS) / 1000);
      return `${path}${path.includes("?") ? "&" : "?"}expires=${expires}&signature=${signatureOf(path, expires)}`;
    },
    /** Whether the query's signature is this path's and has not expired. */
    verify(path: string, query: { expires?: unknown; signature?: unknown }): boolean {
      const expires = Number(query.expires);
      if (!Number.isSafeInteger(expires) || typeof query.signature !== "string") return false;
      if (expires * 1000 < now().getTime()) return false;
      return sameDigest(signatureOf(path, expires), query.signature);
    },
  };
}

export type DownloadLinks = ReturnType<typeof downloadLinks>;
