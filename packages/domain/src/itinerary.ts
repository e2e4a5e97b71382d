// Day numbering of a package's schedule (SPEC.md section 4): items are numbered in order, starting at 1
// when the first item counts as a day and at 0 when it does not (an overnight journey before day 1).

export interface ScheduleItem {
  count_as_day: boolean;
}

export function numberDays<T extends ScheduleItem>(items: readonly T[]): { item: T; day: number }[] {
  const first = items[0]?.count_as_day === false ? 0 : 1;
  return items.map((item, index) => ({ item, day: first + index }));
}

/** The package's length in days: the items that count as a day. */
export function effectiveDays(items: readonly ScheduleItem[]): number {
  return items.filter((item) => item.count_as_day).length;
}
