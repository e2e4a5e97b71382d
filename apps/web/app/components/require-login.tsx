// Guarded screens (SPEC.md section 2): shown only to a logged-in traveller. Anyone else goes to
// /login, replacing the history entry and carrying the requested location to come back to.
// The token lives in the browser, so the check runs after hydration.
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useLoggedIn } from "../lib/credentials.ts";
import { useHydrated } from "../lib/hydrated.ts";
import { dashboardPath, loginPath } from "../lib/paths.ts";

const ORIGIN = "http://parvat.invalid";
/** Backslashes (browsers read them as slashes) and control characters (URL parsers drop some). */
function unsafe(text: string): boolean {
  for (const character of text) {
    const code = character.charCodeAt(0);
    if (character === "\\" || code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * Where /login sends a traveller back to: a path on this site only, never another origin. The check
 * runs on the input and again on the normalised result, because normalising turns `/.//evil.example`
 * or `/%2e//evil.example` into `//evil.example`, which a browser and React Router treat as another host.
 */
export function returnPath(redirectTo: string | null, fallback = dashboardPath()): string {
  if (!redirectTo?.startsWith("/") || redirectTo.startsWith("//") || unsafe(redirectTo)) return fallback;
  const target = new URL(redirectTo, ORIGIN);
  const path = target.pathname + target.search + target.hash;
  if (target.origin !== ORIGIN || target.pathname === "/login" || path.startsWith("//") || unsafe(path)) {
    return fallback;
  }
  return path;
}

/** Guarded pages are about one traveller: no browser or shared cache may keep them. */
export function privatePageHeaders(): HeadersInit {
  return { "Cache-Control": "no-store" };
}

export function RequireLogin({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const loggedIn = useLoggedIn();
  const location = useLocation();
  if (!hydrated) {
    return (
      <div className="page-container py-20" role="status">
        <p className="text-slate-600">Checking that you are logged in…</p>
      </div>
    );
  }
  if (!loggedIn) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  return children;
}
