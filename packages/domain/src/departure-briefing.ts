// A departure's briefing: where and when it meets and who leads it, as the trip pass and the
// day-before message give it. The API refuses with these problems, and the back office's form
// checks them before sending.
import { normalizePhone } from "./phone.ts";

export interface DepartureBriefingFields {
  meetingPoint: string;
  /** An https link to a map; empty or missing for none. */
  meetingMapUrl?: string | null;
  /** "HH:MM", 24-hour. */
  meetingTime: string;
  leaderName: string;
  leaderPhone: string;
}

export type DepartureBriefingCheck =
  | {
      ok: true;
      briefing: {
        meetingPoint: string;
        meetingMapUrl: string | null;
        meetingTime: string;
        leaderName: string;
        leaderPhone: string;
      };
    }
  | { ok: false; problems: Partial<Record<keyof DepartureBriefingFields, string>> };

/** The briefing as it is stored (trimmed, the phone in E.164), or what is wrong with it, field by field. */
export function checkDepartureBriefing(input: DepartureBriefingFields): DepartureBriefingCheck {
  const problems: Partial<Record<keyof DepartureBriefingFields, string>> = {};
  const meetingPoint = input.meetingPoint.trim();
  if (meetingPoint.length < 3 || meetingPoint.length > 200)
    problems.meetingPoint = "Say where to meet, 3 to 200 characters.";
  const meetingMapUrl = input.meetingMapUrl?.trim() || null;
  if (meetingMapUrl && !/^https:\/\/\S+$/.test(meetingMapUrl))
    problems.meetingMapUrl = "A map link starts with https://.";
  const meetingTime = input.meetingTime.trim();
  if (!/^([01][0-9]|2[0-3]):[0-5][0-9]$/.test(meetingTime)) problems.meetingTime = "A time is HH:MM, like 06:30.";
  const leaderName = input.leaderName.trim();
  if (leaderName.length < 2 || leaderName.length > 80) problems.leaderName = "Give the trip leader's name.";
  const phone = normalizePhone(input.leaderPhone);
  if (!phone.ok) problems.leaderPhone = phone.message;
  if (Object.keys(problems).length > 0 || !phone.ok) return { ok: false, problems };
  return { ok: true, briefing: { meetingPoint, meetingMapUrl, meetingTime, leaderName, leaderPhone: phone.phone } };
}
