import { describe, expect, it } from "vitest";
import { renderTemplate } from "./templates.ts";

describe("message words", () => {
  it("words a waitlist offer of one seat as well as one of several", () => {
    const offer = (seats: string) =>
      renderTemplate("waitlist-offer", {
        name: "Asha",
        trip: "Kedarkantha Trek",
        date: "9 December 2026",
        seats,
        expires: "9 December 2026, 6:00 pm",
        link: "https://parvat.example/waitlist/7",
      }).text;
    expect(offer("1 seat")).toBe(
      "Parvat Journeys: Kedarkantha Trek 9 December 2026: 1 seat kept for you until 9 December 2026, 6:00 pm. Answer here: https://parvat.example/waitlist/7",
    );
    expect(offer("1 seat")).not.toMatch(/are yours|seat are|Take them/);
    expect(offer("3 seats")).toContain("3 seats kept for you");
  });
});
