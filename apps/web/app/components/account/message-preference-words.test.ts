import { describe, expect, it } from "vitest";
import { preferenceProblem, preferencesSummary } from "./message-preference-words.ts";

const base = { preferred_channel: "whatsapp", whatsapp_opt_out: false, sms_opt_out: false, email_opt_out: false };

describe("message preference words", () => {
  it("says what is in force after a save", () => {
    expect(preferencesSummary(base)).toBe(
      "Your trip messages come first by WhatsApp, then by the other channels if it cannot reach you.",
    );
    expect(preferencesSummary({ ...base, preferred_channel: "email", sms_opt_out: true })).toBe(
      "Your trip messages come first by email, and never by SMS.",
    );
    expect(preferencesSummary({ ...base, sms_opt_out: true, email_opt_out: true })).toBe(
      "Your trip messages come first by WhatsApp, and never by SMS or email.",
    );
  });

  it("refuses the channel tried first being turned off, as the server does", () => {
    expect(preferenceProblem(base)).toBeNull();
    expect(preferenceProblem({ ...base, whatsapp_opt_out: true })).toBe(
      "You turned off WhatsApp: choose another channel to hear from us first, or keep it on.",
    );
  });
});
