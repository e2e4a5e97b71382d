// SPEC.md section 2: the scroll position resets to the top on every navigation, including a new
// query on the same page and going back. In-page links (#main, #faq) keep their own target.
import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";

// useLayoutEffect scrolls before the new page paints; the server has nothing to scroll.
const useBrowserLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

export function ScrollReset() {
  const location = useLocation();
  const lastKey = useRef(location.key);

  useEffect(() => {
    // The browser would otherwise restore old positions on back and forward.
    if ("scrollRestoration" in window.history) window.history.scrollRestoration = "manual";
  }, []);

  useBrowserLayoutEffect(() => {
    if (lastKey.current === location.key) return;
    lastKey.current = location.key;
    if (location.hash) return;
    window.scrollTo(0, 0);
  }, [location.key, location.hash]);

  return null;
}
