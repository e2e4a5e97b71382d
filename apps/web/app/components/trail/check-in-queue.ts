// The check-in screen's marks on this phone: kept in local storage until the server has them, so a
// mark made without signal survives a reload and is sent when the phone is back online. Each mark
// carries the time it was made; the server keeps the latest by that time (adminCheckIn), so marks
// sent late, or from two phones, end in one record.
export interface CheckInMark {
  participantId: number;
  state: "arrived" | "no_show";
  /** ISO 8601: when it was marked here. */
  at: string;
}

const queueKey = (eventId: number) => `parvat:check-in-queue:${eventId}`;
const listKey = (eventId: number) => `parvat:check-in-list:${eventId}`;

function read<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

export function queuedMarks(eventId: number): CheckInMark[] {
  return read<CheckInMark[]>(queueKey(eventId), []);
}

/** Adds a mark; a later mark of the same traveller replaces an unsent earlier one. */
export function queueMark(eventId: number, mark: CheckInMark): void {
  const rest = queuedMarks(eventId).filter((queued) => queued.participantId !== mark.participantId);
  localStorage.setItem(queueKey(eventId), JSON.stringify([...rest, mark]));
}

/** Drops a mark the server has (only that one: a newer mark made meanwhile stays queued). */
export function dropMark(eventId: number, sent: CheckInMark): void {
  const rest = queuedMarks(eventId).filter(
    (queued) => !(queued.participantId === sent.participantId && queued.at === sent.at),
  );
  localStorage.setItem(queueKey(eventId), JSON.stringify(rest));
}

/** The last list the server gave, for opening the screen without signal. */
export function keptList<T>(eventId: number): T | null {
  return read<T | null>(listKey(eventId), null);
}

export function keepList<T>(eventId: number, list: T): void {
  localStorage.setItem(listKey(eventId), JSON.stringify(list));
}

/** "PJ1:{reference}:{participantId}" (a trip pass's QR code): the traveller's id, or null. */
export function participantOfCode(code: string): number | null {
  const match = /^PJ1:[A-Z0-9-]+:(\d+)$/.exec(code.trim().toUpperCase());
  return match ? Number(match[1]) : null;
}
