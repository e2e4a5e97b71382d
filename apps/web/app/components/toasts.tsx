// Toast notices (SPEC.md sections 2 and 9): no progress bar, closing after 1.5 s. react-toastify
// loads when the first toast is raised, outside the critical path of the first paint, of
// hydration (its import and preloads were one more piece of the long task that starts the app:
// decision 0024) and of the script budget. A toast raised before its container mounts waits in
// react-toastify's queue.
import { lazy, Suspense, useEffect, useState } from "react";

const ToastContainer = lazy(() =>
  import("react-toastify/unstyled").then((module) => ({ default: module.ToastContainer })),
);

export const TOAST_AUTO_CLOSE_MS = 1500;

const TOAST_RAISED_EVENT = "parvat:toast-raised";
let toastRaised = false;

/** True once a toast has been raised on this page (before or after the container's first render). */
function useToastRaised(): boolean {
  const [raised, setRaised] = useState(false);
  useEffect(() => {
    if (toastRaised) {
      setRaised(true);
      return;
    }
    const onRaised = () => setRaised(true);
    window.addEventListener(TOAST_RAISED_EVENT, onRaised, { once: true });
    return () => window.removeEventListener(TOAST_RAISED_EVENT, onRaised);
  }, []);
  return raised;
}

export function Toasts() {
  const raised = useToastRaised();
  if (!raised) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} hideProgressBar newestOnTop closeOnClick />
    </Suspense>
  );
}

/**
 * Shows a toast; never throws (an offline visitor whose toast code cannot load gets a warning in the
 * console). A toast about where a navigation leads is raised once it has arrived (`await navigate(…)`
 * first): it closes after 1.5 s, and a slow page would otherwise take that time to load.
 * `replacingShown` closes the toasts still shown first, in the same step: dismissed from another
 * import of the toast code, which may resolve later, it would close this one too.
 */
export async function notify(
  type: "success" | "error" | "info" | "warning",
  message: string,
  { replacingShown = false } = {},
): Promise<void> {
  if (!toastRaised) {
    toastRaised = true;
    window.dispatchEvent(new Event(TOAST_RAISED_EVENT));
  }
  try {
    const { toast } = await import("react-toastify/unstyled");
    if (replacingShown) toast.dismiss();
    toast[type](message);
  } catch (error) {
    console.warn(`Could not show the notice "${message}"`, error);
  }
}
