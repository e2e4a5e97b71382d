// The traveller's stored credentials (SPEC.md sections 4 and 9): one object in localStorage under
// the key "credentials", holding the token. An empty object means logged out, and is stored
// whenever nothing (or something unreadable) is there.
import { useSyncExternalStore } from "react";
import { forgetTripPasses } from "./trip-pass-offline.ts";

export const CREDENTIALS_KEY = "credentials";
const CHANGE_EVENT = "parvat:credentials";

export interface Credentials {
  token?: string;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings); the site then works logged out.
    return null;
  }
}

function write(credentials: Credentials) {
  const store = storage();
  if (!store) return;
  try {
    store.setItem(CREDENTIALS_KEY, JSON.stringify(credentials));
  } catch {
    return;
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** The stored credentials; stores `{}` when there are none or they cannot be read. */
export function readCredentials(): Credentials {
  const store = storage();
  if (!store) return {};
  const raw = store.getItem(CREDENTIALS_KEY);
  if (raw !== null) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return parsed as Credentials;
    } catch {
      // Unreadable: replaced by {} below.
    }
  }
  write({});
  return {};
}

export function storeCredentials(credentials: Credentials) {
  write(credentials);
}

/**
 * Logs the traveller out on this device, and forgets the trip passes kept for offline reading with
 * them: on a shared phone the next person sees nobody else's pass (lib/trip-pass-offline.ts).
 */
export function resetCredentials() {
  storage()?.removeItem(STAFF_SEEN_KEY);
  write({});
  void forgetTripPasses().catch(() => undefined);
}

// The back office's frame asks the API who is logged in; without signal it cannot, and the check-in
// screen must still open at the trailhead. It then goes by the last answer on this device, forgotten
// at logout. This only decides what to draw: the API checks the role on every staff operation.
const STAFF_SEEN_KEY = "parvat:staff-seen";

/** Remembers (or forgets, with null) that the API last answered "staff" for this login. */
export function rememberStaff(staff: RememberedStaff | false): void {
  const store = storage();
  if (!store) return;
  try {
    if (staff === false) store.removeItem(STAFF_SEEN_KEY);
    else store.setItem(STAFF_SEEN_KEY, JSON.stringify(staff));
  } catch {
    // Full or disabled storage: the screen simply needs signal to open.
  }
}

/** Who the API last said the device's staff member is: their name and what their role may use. */
export interface RememberedStaff {
  firstName: string | null;
  role: string | null;
  permissions: string[];
}

/** The staff member last seen on this device, if the API said so while this login lasted. */
export function rememberedStaff(): RememberedStaff | null {
  try {
    const raw = storage()?.getItem(STAFF_SEEN_KEY);
    if (!raw) return null;
    const seen = JSON.parse(raw) as Partial<RememberedStaff>;
    // Stored before roles: no permissions, so nothing opens offline until the next answer.
    return { firstName: seen.firstName ?? null, role: seen.role ?? null, permissions: seen.permissions ?? [] };
  } catch {
    return null;
  }
}

export function storedToken(): string | undefined {
  const { token } = readCredentials();
  return typeof token === "string" && token ? token : undefined;
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CREDENTIALS_KEY) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** Whether a token is stored; always false during server rendering. Follows other tabs too. */
export function useLoggedIn(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => storedToken() !== undefined,
    () => false,
  );
}
