// The navbar's way into the account: "Log in" for visitors, "My account" once a token is stored.
// The logged-in state is the stored credentials (credentials.ts), shared by every component and
// every tab; the server renders the logged-out link and the browser corrects it after hydration.
// Under /admin, where nearly everyone who comes is logged in (staff), the server's guess would be
// wrong: the link keeps its place but shows nothing until the browser knows.
import { Link, useLocation } from "react-router";
import { useLoggedIn } from "../lib/credentials.ts";
import { useHydrated } from "../lib/hydrated.ts";
import { AccountIcon } from "./icons.tsx";

export function AccountLink({ variant }: { variant: "bar" | "menu" }) {
  const loggedIn = useLoggedIn();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  if (!hydrated && /^\/admin(\/|$)/.test(pathname)) {
    return <span aria-hidden="true" className={variant === "bar" ? "hidden w-28 shrink-0 sm:block" : "block h-11"} />;
  }
  const to = loggedIn ? "/dashboard" : "/login";
  const label = loggedIn ? "My account" : "Log in";
  if (variant === "menu") {
    return (
      <Link to={to} className="btn btn-primary w-full">
        <AccountIcon className="size-5" />
        {label}
      </Link>
    );
  }
  return (
    <Link
      to={to}
      className="hidden shrink-0 items-center gap-2 rounded-full whitespace-nowrap border border-white/30 px-4 py-2 text-sm font-semibold text-white hover:border-white hover:bg-white/10 sm:inline-flex"
    >
      <AccountIcon className="size-4" />
      {label}
    </Link>
  );
}
