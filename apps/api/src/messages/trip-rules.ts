// When the scheduled messages go, as data: each rule is (trip, kind, days from the kind's day,
// template). DEFAULT_MESSAGE_RULES apply to a trip with no rules of that kind in message_rules; rows with
// trek_id null replace a default for every trip, rows of a trip replace both for that trip, and a
// disabled row keeps a kind silent. A trip's balance grace, what happens after it, and its meeting
// details are in trip_message_settings (defaults here).
//
// The kinds and the day each counts from:
//   balance-reminder  the balance deadline (departure day - the trip's balance_due_days)
//   day-before        the departure's first day
//   thank-you         the departure's last day
//   forms-incomplete  the departure's first day: kept for the travellers' forms ("Ready for the trail"),
//                     which decide who has forms missing; they add its template to templates.ts and its
//                     rule to DEFAULT_MESSAGE_RULES, and its audience to message-schedule.ts.
import type { Database } from "@parvat/db/client";
import { type MessageRuleKind, messageRules, tripMessageSettings } from "@parvat/db/schema";
import type { TemplateName } from "./templates.ts";

export interface MessageRule {
  kind: MessageRuleKind;
  offsetDays: number;
  template: TemplateName;
}

export const DEFAULT_MESSAGE_RULES: readonly MessageRule[] = [
  { kind: "balance-reminder", offsetDays: -7, template: "balance-reminder" },
  { kind: "balance-reminder", offsetDays: -2, template: "balance-reminder" },
  { kind: "balance-reminder", offsetDays: 0, template: "balance-reminder" },
  { kind: "day-before", offsetDays: -1, template: "trip-day-before" },
  { kind: "thank-you", offsetDays: 1, template: "trip-thank-you" },
];

export interface TripSettings {
  balanceGraceHours: number;
  overdueAction: "cancel" | "flag";
  meetingPoint: string | null;
  meetingTime: string | null;
  leaderPhone: string | null;
}

export const DEFAULT_TRIP_SETTINGS: TripSettings = {
  balanceGraceHours: 48,
  overdueAction: "cancel",
  meetingPoint: null,
  meetingTime: null,
  leaderPhone: null,
};

/** Every rule and every trip's settings, read once per schedule run. */
export async function loadTripRules(db: Database) {
  const [rows, settings] = await Promise.all([db.select().from(messageRules), db.select().from(tripMessageSettings)]);
  const settingsByTrek = new Map(settings.map((row) => [row.trekId, row]));
  return {
    /** The enabled rules of a kind for a trip: its own, else the site's overrides, else the defaults. */
    rulesFor(trekId: number, kind: MessageRuleKind): MessageRule[] {
      const own = rows.filter((row) => row.kind === kind && row.trekId === trekId);
      const site = rows.filter((row) => row.kind === kind && row.trekId === null);
      const chosen = own.length > 0 ? own : site.length > 0 ? site : null;
      if (!chosen) return DEFAULT_MESSAGE_RULES.filter((rule) => rule.kind === kind);
      return chosen
        .filter((row) => row.enabled)
        .map((row) => ({ kind, offsetDays: row.offsetDays, template: row.template as TemplateName }));
    },
    settingsFor(trekId: number): TripSettings {
      const row = settingsByTrek.get(trekId);
      return row
        ? { ...row, overdueAction: row.overdueAction as TripSettings["overdueAction"] }
        : DEFAULT_TRIP_SETTINGS;
    },
  };
}

export type TripRules = Awaited<ReturnType<typeof loadTripRules>>;
