import { describe, expect, it } from "vitest";
import { type CustomTripInput, parseCustomTrip } from "./custom-trip.ts";

const today = "2027-01-15";
const good: CustomTripInput = {
  date: "2027-03-10",
  destination: " Dubai ",
  duration: 6,
  group: "family",
  type: "leisure",
  name: "Nikhil Sharma",
  country_code: "+91",
  phone: "98104 57326",
  email: "nikhil.sharma@example.com",
  message: "",
};

describe("parseCustomTrip", () => {
  it("normalises a good request: trimmed, the phone in E.164, an empty message as null", () => {
    expect(parseCustomTrip(good, today)).toEqual({
      ok: true,
      trip: {
        date: "2027-03-10",
        destination: "Dubai",
        duration: 6,
        group: "family",
        type: "leisure",
        name: "Nikhil Sharma",
        phone: "+919810457326",
        email: "nikhil.sharma@example.com",
        message: null,
      },
    });
  });

  it("takes a number abroad with its own country code", () => {
    const result = parseCustomTrip({ ...good, country_code: "+971", phone: "50 123 4567" }, today);
    expect(result.ok && result.trip.phone).toBe("+971501234567");
  });

  it("says what is wrong with each bad field", () => {
    const result = parseCustomTrip(
      {
        date: "2026-12-01",
        destination: "",
        duration: 0,
        group: "crowd",
        type: "",
        name: "",
        country_code: "+91",
        phone: "12345",
        email: "not-an-email",
      },
      today,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(
      ["date", "destination", "duration", "email", "group", "name", "phone", "type"].sort(),
    );
    expect(result.errors.date).toBe("Choose a travel date from today onwards");
    expect(result.errors.group).toBe("Choose who is travelling");
  });

  it("refuses a bad country code on its own field", () => {
    const result = parseCustomTrip({ ...good, country_code: "91" }, today);
    expect(result.ok ? null : result.errors.country_code).toBe("Choose a country code, like +91");
  });
});
