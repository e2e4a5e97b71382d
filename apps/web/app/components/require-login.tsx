// Guarded screens (SPEC.md section 2): shown only to a logged-in traveller. Anyone else goes to
// /login, replacing the history entry and carrying the requested location to come back to.
// The token lives in the browser, so the check runs after hydration.
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useLoggedIn } from "../lib/credentials.ts";
import { useHydrated } from "../lib/hydrated.ts";

export function loginPath(location: { pathname: string; search: string }): string {
  return `/login?redirectTo=${encodeURIComponent(location.pathname + location.search)}`;
}

/** Where /login sends a traveller back to: a path on this site only, never another origin. */
export function returnPath(redirectTo: string | null, fallback = "/dashboard"): string {
  if (!redirectTo?.startsWith("/") || redirectTo.startsWith("//") || redirectTo.includes("\\")) {
    return fallback;
  }
  const target = new URL(redirectTo, "http://parvat.invalid");
  if (target.origin !== "http://parvat.invalid" || target.pathname === "/login") return fallback;
  return target.pathname + target.search + target.hash;
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
  if (!loggedIn) return <Navigate to={loginPath(location)} replace />;
  return children;
}
