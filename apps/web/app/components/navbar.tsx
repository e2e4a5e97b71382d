// The dark top bar on every page (SPEC.md section 2). On wide screens the links sit in a row; on
// phones they fold into a menu that works with a keyboard and a screen reader (and without JS).
// The menu leads with treks, what the company sells most.
import { company } from "@parvat/domain/company";
import { Link, NavLink, useLocation } from "react-router";
import type { NavigationQuery } from "../graphql/generated/graphql.ts";
import { destinationPath, TREKS_PATH } from "../lib/paths.ts";
import { AccountLink } from "./account-link.tsx";
import { useDisclosure } from "./disclosure.ts";
import { NavbarSearch } from "./discovery/navbar-search.tsx";
import { ChevronDownIcon, CloseIcon, LogoMark, MenuIcon } from "./icons.tsx";

/** A destination as the root loader's Navigation query selects it. */
export type NavDestination = NavigationQuery["destinations"][number];

const mainLinks = [
  { to: "/group-trips", label: "Group Trips" },
  { to: "/tour-packages", label: "Tour Packages" },
] as const;

/** Treks live at a filtered address, which NavLink does not match: it is current on the trek listing. */
function TreksLink({ className }: { className: (state: { isActive: boolean }) => string }) {
  const location = useLocation();
  const isActive = location.pathname === "/tours/all" && new URLSearchParams(location.search).get("type") === "trek";
  return (
    <Link to={TREKS_PATH} className={className({ isActive })} aria-current={isActive ? "page" : undefined}>
      Treks
    </Link>
  );
}

const laterLinks = [
  { to: "/dubai/things-to-do", label: "Dubai things to do" },
  { to: "/contact", label: "Contact" },
] as const;

const desktopLink = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-2 text-sm font-medium transition-colors hover:bg-white/10 hover:text-white ${
    isActive ? "text-white underline decoration-primary decoration-2 underline-offset-8" : "text-slate-200"
  }`;

const mobileLink = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-3 text-base font-medium hover:bg-white/10 ${isActive ? "bg-white/10 text-white" : "text-slate-100"}`;

function DestinationsMenu({ destinations }: { destinations: readonly NavDestination[] }) {
  const menu = useDisclosure();
  if (destinations.length === 0) {
    return (
      <NavLink to="/tours/all" className={desktopLink}>
        Destinations
      </NavLink>
    );
  }
  return (
    <div ref={menu.containerRef} className="relative">
      <button
        {...menu.buttonProps}
        className="flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium text-slate-200 hover:bg-white/10 hover:text-white"
      >
        Destinations
        <ChevronDownIcon className={`size-4 transition-transform ${menu.open ? "rotate-180" : ""}`} />
      </button>
      <div
        {...menu.panelProps}
        className="absolute top-full left-1/2 z-40 mt-2 w-[34rem] -translate-x-1/2 rounded-2xl bg-white p-4 text-slate-800 shadow-2xl ring-1 ring-black/5"
      >
        <p className="eyebrow mb-2 px-2">Where we travel</p>
        <ul className="grid grid-cols-3 gap-1">
          {destinations.map((destination) => (
            <li key={destination.slug}>
              <Link
                to={destinationPath(destination.slug)}
                className="block rounded-lg px-2 py-2 text-sm hover:bg-primary-soft hover:text-primary-strong"
              >
                {destination.name}
              </Link>
            </li>
          ))}
        </ul>
        <Link to="/tours/all" className="link mt-3 inline-block px-2 text-sm">
          See every trip
        </Link>
      </div>
    </div>
  );
}

function MobileMenu({ destinations }: { destinations: readonly NavDestination[] }) {
  const menu = useDisclosure();
  return (
    <div ref={menu.containerRef} className="lg:hidden">
      <button
        {...menu.buttonProps}
        className="flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10"
      >
        <span className="sr-only">Menu</span>
        {menu.open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
      </button>
      <nav
        {...menu.panelProps}
        aria-label="Main menu"
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-white/10 bg-night px-4 pt-2 pb-6 shadow-2xl"
      >
        <ul className="space-y-1">
          <li>
            <TreksLink className={mobileLink} />
          </li>
          {mainLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={mobileLink}>
                {link.label}
              </NavLink>
            </li>
          ))}
          {laterLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={mobileLink}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink to="/tours/all" className={mobileLink} end>
              All trips
            </NavLink>
          </li>
        </ul>
        {destinations.length > 0 ? (
          <>
            <p className="mt-5 mb-2 px-3 text-xs font-bold tracking-[0.18em] text-primary-on-dark uppercase">
              Destinations
            </p>
            <ul className="grid grid-cols-2 gap-1">
              {destinations.map((destination) => (
                <li key={destination.slug}>
                  <NavLink to={destinationPath(destination.slug)} className={mobileLink}>
                    {destination.name}
                  </NavLink>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <div className="mt-5 border-t border-white/10 pt-5">
          <AccountLink variant="menu" />
        </div>
      </nav>
    </div>
  );
}

export function Navbar({ destinations }: { destinations: readonly NavDestination[] }) {
  return (
    <header className="on-dark sticky top-0 z-30 bg-night text-white shadow-lg shadow-black/10">
      <div className="page-container relative flex h-16 items-center justify-between gap-4">
        <Link to="/" className="flex items-center gap-2.5 rounded-lg text-lg font-bold tracking-tight">
          <LogoMark className="size-8" />
          <span>{company.name}</span>
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          <TreksLink className={desktopLink} />
          {mainLinks.map((link) => (
            <NavLink key={link.to} to={link.to} className={desktopLink}>
              {link.label}
            </NavLink>
          ))}
          <DestinationsMenu destinations={destinations} />
          {laterLinks.map((link) => (
            <NavLink key={link.to} to={link.to} className={desktopLink}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <NavbarSearch />
          <AccountLink variant="bar" />
          <MobileMenu destinations={destinations} />
        </div>
      </div>
    </header>
  );
}
