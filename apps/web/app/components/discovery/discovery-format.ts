// Words and numbers as discovery cards and pages show them.
import { DIFFICULTY_LEVELS, TRIP_KINDS } from "@parvat/domain/listing";

const shortDate = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** "2026-12-05" as "5 Dec 2026" (calendar dates have no time zone, so UTC keeps the day). */
export function formatShortDate(isoDate: string): string {
  return shortDate.format(new Date(`${isoDate}T00:00:00Z`));
}

export function daysLabel(days: number): string {
  return days === 1 ? "1 day" : `${days} days`;
}

export function seatsLabel(seats: number): string {
  return seats === 1 ? "1 seat left" : `${seats} seats left`;
}

/** Seats at or below this read as "few left" and are shown in red. */
export const FEW_SEATS = 5;

/** "group-trip" as "Group trip"; an unknown kind is shown as it is. */
export function tripKindLabel(kind: string): string {
  return TRIP_KINDS.find((candidate) => candidate.value === kind)?.singular ?? kind;
}

export function difficultyLabel(difficulty: string): string {
  return DIFFICULTY_LEVELS.find((level) => level.value === difficulty)?.label ?? difficulty;
}
