import { describe, expect, it } from "vitest";
import { CHILD_RULE, GUARDIAN_MESSAGES, guardianFor, guardianInWords, isChildOn } from "./guardians.ts";

const declared = { name: "  Meera Rao ", relation: "parent", confirmed: true };

describe("who is a child on the departure's start date", () => {
  it("is dated by the start, not by the day of booking", () => {
    // 17 when booking in November, 18 by the start in January.
    expect(isChildOn("2008-12-20", "2026-11-22")).toBe(true);
    expect(isChildOn("2008-12-20", "2027-01-05")).toBe(false);
  });

  it("counts an eighteenth birthday on the start day as an adult, the day before as a child", () => {
    expect(isChildOn("2008-12-02", "2026-12-02")).toBe(false);
    expect(isChildOn("2008-12-02", "2026-12-01")).toBe(true);
    expect(isChildOn("2008-12-02", "2026-12-03")).toBe(false);
  });

  it("counts a 29 February birthday from 1 March in a year without one", () => {
    expect(isChildOn("2008-02-29", "2026-02-28")).toBe(true);
    expect(isChildOn("2008-02-29", "2026-03-01")).toBe(false);
    expect(isChildOn("2012-02-29", "2030-02-28")).toBe(true);
    expect(isChildOn("2012-02-29", "2030-03-01")).toBe(false);
  });

  it("counts ages on a departure that starts on a leap day", () => {
    expect(isChildOn("2014-02-28", "2032-02-29")).toBe(false);
    expect(isChildOn("2014-03-01", "2032-02-29")).toBe(true);
  });

  it("names the law it follows, with the day it was checked", () => {
    expect(CHILD_RULE.adultAge).toBe(18);
    expect(CHILD_RULE.source).toMatch(/s\.2\(f\)/);
    expect(CHILD_RULE.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe("the guardian a traveller needs", () => {
  it("needs none for an adult, and drops one sent anyway", () => {
    expect(guardianFor("1990-05-01", null, "2026-12-10")).toEqual({ ok: true, guardian: null });
    expect(guardianFor("1990-05-01", declared, "2026-12-10")).toEqual({ ok: true, guardian: null });
  });

  it("takes a child's declaration, its name trimmed", () => {
    expect(guardianFor("2011-06-15", declared, "2026-12-10")).toEqual({
      ok: true,
      guardian: { name: "Meera Rao", relation: "parent" },
    });
  });

  it("refuses a child without one, with a message for each part", () => {
    expect(guardianFor("2011-06-15", null, "2026-12-10")).toEqual({
      ok: false,
      fields: {
        guardian_confirmed: GUARDIAN_MESSAGES.confirmed,
        guardian_name: expect.stringMatching(/guardian's full name/),
        guardian_relation: GUARDIAN_MESSAGES.relation,
      },
    });
  });

  it("refuses a declaration not ticked, even with a name and relation", () => {
    expect(guardianFor("2011-06-15", { ...declared, confirmed: false }, "2026-12-10")).toEqual({
      ok: false,
      fields: { guardian_confirmed: GUARDIAN_MESSAGES.confirmed },
    });
  });

  it.each([
    ["an empty name", { name: "   " }, "guardian_name"],
    ["markup in the name", { name: "<script>alert(1)</script>" }, "guardian_name"],
    ["a name of digits", { name: "12345" }, "guardian_name"],
    ["a name too long", { name: "A".repeat(61) }, "guardian_name"],
    ["a control character", { name: "Meera\u0000Rao" }, "guardian_name"],
    ["a name that is not text", { name: 42 as unknown as string }, "guardian_name"],
    ["an unknown relation", { relation: "neighbour" }, "guardian_relation"],
    ["a relation in another case", { relation: "PARENT" }, "guardian_relation"],
    [
      "a relation that is not text",
      { relation: { toString: () => "parent" } as unknown as string },
      "guardian_relation",
    ],
    ["a truthy non-boolean confirmation", { confirmed: "true" as unknown as boolean }, "guardian_confirmed"],
  ])("refuses %s", (_case, change, field) => {
    const result = guardianFor("2011-06-15", { ...declared, ...change }, "2026-12-10");
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : Object.keys(result.fields)).toEqual([field]);
  });

  it("says who filled a child's form, in words", () => {
    expect(guardianInWords({ name: "Meera Rao", relation: "lawful_guardian" })).toBe("Meera Rao (lawful guardian)");
  });
});
