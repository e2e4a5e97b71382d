import { describe, expect, it } from "vitest";
import { progressLine, saveNotice } from "./form-progress.ts";

describe("progressLine", () => {
  it("leaves a proof waiting for our check out of what the traveller still has to do", () => {
    expect(progressLine(["medical", "fitness"], "missing")).toBe("Still to do: Medical declaration, Fitness proof.");
    expect(progressLine(["medical", "fitness"], "pending")).toBe(
      "Still to do: Medical declaration. Fitness proof: uploaded, our team will check it.",
    );
    expect(progressLine(["fitness"], "pending")).toBe(
      "Nothing is left for you to do. Fitness proof: uploaded, our team will check it.",
    );
    expect(progressLine(["fitness"], "returned")).toBe("Still to do: Fitness proof.");
    expect(progressLine([], "approved")).toMatch(/^Everything is done\./);
  });
});

describe("saveNotice", () => {
  it("names what was saved and what was not, never a bare thank-you", () => {
    expect(
      saveNotice({
        sent: ["emergency", "undertaking"],
        missingAfter: ["medical", "fitness"],
        fitnessStatus: "missing",
        medicalTypedNotDeclared: true,
      }),
    ).toEqual({
      kind: "warning",
      text: "Saved: Emergency contact, Undertaking. Your medical answers were not saved: tick “My answers are complete and true” and save again. Still to do: Medical declaration, Fitness proof.",
    });
    expect(
      saveNotice({
        sent: ["emergency", "medical", "undertaking"],
        missingAfter: ["fitness"],
        fitnessStatus: "pending",
        medicalTypedNotDeclared: false,
      }),
    ).toEqual({
      kind: "done",
      text: "Saved: Emergency contact, Medical declaration, Undertaking. Nothing is left for you to do.",
    });
    expect(
      saveNotice({ sent: [], missingAfter: ["emergency"], fitnessStatus: "missing", medicalTypedNotDeclared: false })
        .text,
    ).toBe("Nothing new was saved. Still to do: Emergency contact.");
  });
});
