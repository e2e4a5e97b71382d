// The idempotency key of one registration: chosen by the browser once per choice of
// departure and package, kept in the page's state and in sessionStorage, so that a double click, a
// retry after a lost answer or a refresh of the page sends the same key and the server answers with
// the same booking instead of holding seats twice. A booking made retires its key: the next visit
// to the screen is a new registration.

const PREFIX = "parvat:booking-key:";

export interface KeyedChoice {
  eventId: number;
  packageId: number;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    // Storage can be disabled; the page's own memory still covers double clicks and retries.
    return null;
  }
}

export function storageName(choice: KeyedChoice): string {
  return `${PREFIX}${choice.eventId}:${choice.packageId}`;
}

function newKey(): string {
  return `bk-${crypto.randomUUID()}`;
}

/** A registration's key: the one already kept for this choice, or a new one, kept from now on. */
export function idempotencyKeyFor(choice: KeyedChoice, memory: Map<string, string>): string {
  const name = storageName(choice);
  const store = storage();
  const kept = memory.get(name) ?? store?.getItem(name) ?? null;
  const key = kept && kept.length >= 16 && kept.length <= 100 ? kept : newKey();
  memory.set(name, key);
  try {
    store?.setItem(name, key);
  } catch {
    // A full or disabled store: the page's memory keeps it.
  }
  return key;
}

/** Retires a choice's key once its booking exists. */
export function retireIdempotencyKey(choice: KeyedChoice, memory: Map<string, string>): void {
  const name = storageName(choice);
  memory.delete(name);
  try {
    storage()?.removeItem(name);
  } catch {
    // Nothing kept there.
  }
}
