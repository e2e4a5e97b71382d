import { describe, expect, it } from "vitest";
import { CODE_MESSAGES, countdown, describeWait, isCodeInRange, parseCode } from "./login.ts";

describe("parseCode", () => {
  it.each([
    ["482913", 482_913],
    [" 482 913 ", 482_913],
    ["482-913", 482_913],
    ["100000", 100_000],
    ["999999", 999_999],
  ])("reads %j as %d", (input, code) => {
    expect(parseCode(input)).toEqual({ ok: true, code });
  });

  it.each([
    ["", CODE_MESSAGES.empty],
    ["   ", CODE_MESSAGES.empty],
    ["48291", CODE_MESSAGES.invalid],
    ["4829133", CODE_MESSAGES.invalid],
    ["012345", CODE_MESSAGES.invalid],
    ["48291a", CODE_MESSAGES.invalid],
    ["4.8e5", CODE_MESSAGES.invalid],
  ])("refuses %j", (input, message) => {
    expect(parseCode(input)).toEqual({ ok: false, message });
  });
});

describe("isCodeInRange", () => {
  it("accepts six-digit integers without a leading zero only", () => {
    expect([99_999, 100_000, 999_999, 1_000_000, 123_456.5, Number.NaN].map(isCodeInRange)).toEqual([
      false,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe("describeWait", () => {
  it.each([
    [0, "1 second"],
    [1, "1 second"],
    [29.2, "30 seconds"],
    [60, "1 minute"],
    [61, "2 minutes"],
    [2_520, "42 minutes"],
    [3_600, "1 hour"],
    [3_601, "2 hours"],
    [86_400, "24 hours"],
  ])("says %d s as %j", (seconds, words) => {
    expect(describeWait(seconds)).toBe(words);
  });
});

describe("countdown", () => {
  it("shows minutes and seconds, rounded up, never below zero", () => {
    expect([30, 27.4, 9, 0, -3, 75].map(countdown)).toEqual(["0:30", "0:28", "0:09", "0:00", "0:00", "1:15"]);
  });
});
