import { beforeEach, describe, expect, it } from "vitest";
import { dropMark, participantOfCode, queuedMarks, queueMark } from "./check-in-queue.ts";

describe("the check-in queue", () => {
  beforeEach(() => localStorage.clear());

  it("keeps one unsent mark per traveller, the latest, and drops only the mark the server has", () => {
    queueMark(7, { participantId: 1, state: "no_show", at: "2026-12-01T05:00:00.000Z" });
    queueMark(7, { participantId: 1, state: "arrived", at: "2026-12-01T05:01:00.000Z" });
    queueMark(7, { participantId: 2, state: "arrived", at: "2026-12-01T05:02:00.000Z" });
    expect(queuedMarks(7).map((mark) => [mark.participantId, mark.state])).toEqual([
      [1, "arrived"],
      [2, "arrived"],
    ]);
    dropMark(7, { participantId: 1, state: "no_show", at: "2026-12-01T05:00:00.000Z" });
    expect(queuedMarks(7)).toHaveLength(2);
    dropMark(7, { participantId: 1, state: "arrived", at: "2026-12-01T05:01:00.000Z" });
    expect(queuedMarks(7).map((mark) => mark.participantId)).toEqual([2]);
    expect(queuedMarks(8)).toEqual([]);
  });

  it("reads a trip pass's code and nothing else", () => {
    expect(participantOfCode("PJ1:PJ-7K3M9Q:42")).toBe(42);
    expect(participantOfCode(" pj1:pj-7k3m9q:42 ")).toBe(42);
    expect(participantOfCode("https://example.com/42")).toBeNull();
  });
});
