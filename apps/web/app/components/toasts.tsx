// Toast notices (SPEC.md sections 2 and 9): no progress bar, closing after 1.5 s. react-toastify
// loads once the page has loaded (its load event), outside the critical path of the first paint
// and of the script budget; a toast raised before its container mounts waits in react-toastify's
// queue.
import { lazy, Suspense, useEffect, useState } from "react";

const ToastContainer = lazy(() =>
  import("react-toastify/unstyled").then((module) => ({ default: module.ToastContainer })),
);

export const TOAST_AUTO_CLOSE_MS = 1500;

/** True once the window's load event has passed. */
function useLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === "complete") {
      setLoaded(true);
      return;
    }
    const onLoad = () => setLoaded(true);
    window.addEventListener("load", onLoad, { once: true });
    return () => window.removeEventListener("load", onLoad);
  }, []);
  return loaded;
}

export function Toasts() {
  const loaded = useLoaded();
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} hideProgressBar newestOnTop closeOnClick />
    </Suspense>
  );
}

/** Shows a toast; never throws (an offline visitor whose toast code cannot load gets a warning in the console). */
export async function notify(type: "success" | "error" | "info" | "warning", message: string): Promise<void> {
  try {
    const { toast } = await import("react-toastify/unstyled");
    toast[type](message);
  } catch (error) {
    console.warn(`Could not show the notice "${message}"`, error);
  }
}
