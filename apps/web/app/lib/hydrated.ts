// False while the server renders and while the browser hydrates that HTML; true afterwards.
// Lets screens that depend on the browser (stored credentials) render the same markup twice.
import { useSyncExternalStore } from "react";

const noop = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
