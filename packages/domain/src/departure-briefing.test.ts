import { describe, expect, it } from "vitest";
import { checkDepartureBriefing } from "./departure-briefing.ts";

const GOOD = {
  meetingPoint: "  Manali bus stand, gate 2 ",
  meetingMapUrl: "   ",
  meetingTime: "06:30",
  leaderName: " Tenzin Negi ",
  leaderPhone: "098160 12345",
};

describe("checkDepartureBriefing", () => {
  it("answers the briefing as stored: trimmed, a blank map link as none, the phone in E.164", () => {
    expect(checkDepartureBriefing(GOOD)).toEqual({
      ok: true,
      briefing: {
        meetingPoint: "Manali bus stand, gate 2",
        meetingMapUrl: null,
        meetingTime: "06:30",
        leaderName: "Tenzin Negi",
        leaderPhone: "+919816012345",
      },
    });
  });

  it("names each field that is wrong", () => {
    const result = checkDepartureBriefing({
      meetingPoint: "ok",
      meetingMapUrl: "http://maps.example/x",
      meetingTime: "6:30",
      leaderName: "T",
      leaderPhone: "12345",
    });
    expect(result.ok).toBe(false);
    expect(Object.keys(result.ok ? {} : result.problems).sort()).toEqual([
      "leaderName",
      "leaderPhone",
      "meetingMapUrl",
      "meetingPoint",
      "meetingTime",
    ]);
    for (const meetingTime of ["24:00", "07:60", "0730", "07:30 "]) {
      expect(checkDepartureBriefing({ ...GOOD, meetingTime }).ok, meetingTime).toBe(meetingTime === "07:30 ");
    }
  });
});
