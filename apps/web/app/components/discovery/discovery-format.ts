// Words and numbers as discovery cards and pages show them.
import { DIFFICULTY_LEVELS, TRIP_KINDS } from "@parvat/domain/listing";
import { dayAndMonth } from "../trek/trek-format.ts";

/** "2026-12-05" as "5 Dec 2026" (written out, not by Intl: see @parvat/domain/calendar-words). */
export function formatShortDate(isoDate: string): string {
  return `${dayAndMonth(isoDate)} ${isoDate.slice(0, 4)}`;
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
