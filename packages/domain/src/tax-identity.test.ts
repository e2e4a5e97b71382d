import { describe, expect, it } from "vitest";
import { GST_STATES, gstStateChoices } from "./tax-identity.ts";

describe("gstStateChoices", () => {
  it("lists every state once, alphabetically with its code, and the buyers outside the states last", () => {
    const choices = gstStateChoices();
    expect(choices).toHaveLength(Object.keys(GST_STATES).length);
    expect(choices.slice(0, 3).map((choice) => choice.label)).toEqual([
      "Andaman and Nicobar Islands (35)",
      "Andhra Pradesh (37)",
      "Arunachal Pradesh (12)",
    ]);
    expect(choices.slice(-3).map((choice) => choice.label)).toEqual([
      "West Bengal (19)",
      "Other Countries (96)",
      "Other Territory (97)",
    ]);
    const states = choices.slice(0, -2).map((choice) => choice.label);
    expect(states).toEqual([...states].sort((a, b) => a.localeCompare(b, "en-IN")));
    expect(choices.find((choice) => choice.code === "01")?.label).toBe("Jammu and Kashmir (01)");
  });
});
