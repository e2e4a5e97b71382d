// Old links used a hyphenated creator name (/creator/ishaan-mehra/...); today's paths use the
// unhyphenated one (/creator/ishaanmehra/...). SPEC.md section 2: the rest of the path and the
// query are kept, and the history entry is replaced.
import { replace } from "react-router";

const CREATOR_PATH = /^\/creator\/([^/?#]+)(\/.*)?$/;

/**
 * The current path for a legacy creator path (pathname plus search), or null when the path is not
 * under /creator/{name} or its name has no hyphen.
 */
export function legacyCreatorRedirect(pathname: string, search = ""): string | null {
  const match = CREATOR_PATH.exec(pathname);
  if (!match) return null;
  const name = match[1]!;
  if (!name.includes("-")) return null;
  const unhyphenated = name.replaceAll("-", "");
  if (!unhyphenated) return null;
  const query = search && search !== "?" ? (search.startsWith("?") ? search : `?${search}`) : "";
  return `/creator/${unhyphenated}${match[2] ?? ""}${query}`;
}

/** In a creator page's loader: answers a legacy path with a 301 that replaces the history entry. */
export function redirectLegacyCreatorPath(url: URL) {
  const target = legacyCreatorRedirect(url.pathname, url.search);
  if (target) throw replace(target, 301);
}
