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
