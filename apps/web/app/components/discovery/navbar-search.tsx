// The navbar's search: a button that opens the search box under the bar (it closes on Escape, on
// a click elsewhere and on navigation). Before JavaScript has loaded it is a link to /search.
// The search box's code (suggestions, keyboard) loads when the box is first opened: every page has
// the button, few visitors press it.
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { useHydrated } from "../../lib/hydrated.ts";
import { SearchIcon } from "../icons.tsx";

const SearchCombobox = lazy(() =>
  import("./search-combobox.tsx").then((module) => ({ default: module.SearchCombobox })),
);

const triggerClass = "flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10";

export function NavbarSearch() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const { key } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location is the reason to close
  useEffect(() => setOpen(false), [key]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // The combobox handles Escape itself while its list is open.
      if (event.key !== "Escape" || event.defaultPrevented) return;
      setOpen(false);
      trigger.current?.focus();
    };
    const onOutside = (event: Event) => {
      if (event.target instanceof Node && !container.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("click", onOutside);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("click", onOutside);
    };
  }, [open]);

  if (!hydrated) {
    return (
      <Link to="/search" aria-label="Search" className={triggerClass}>
        <SearchIcon className="size-5" />
      </Link>
    );
  }
  return (
    <div ref={container}>
      <button
        ref={trigger}
        type="button"
        aria-label="Search"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={triggerClass}
      >
        <SearchIcon className="size-5" />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 border-t border-white/10 bg-night px-4 py-4 shadow-2xl sm:px-6"
      >
        {open ? (
          <Suspense fallback={null}>
            <SearchCombobox autoFocus />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
