import { describe, expect, it } from "vitest";
import { type CustomTripField, type CustomTripInput, parseCustomTrip } from "./custom-trip.ts";
import { describeParty } from "./travel-party.ts";

const today = "2027-01-15";
const good: CustomTripInput = {
  date: "2027-03-10",
  destination: " Dubai ",
  duration: 6,
  group: "family",
  type: "leisure",
  adults: 2,
  children: 2,
  child_ages: [4, 9],
  budget_per_person: 40_000,
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
        adults: 2,
        children: 2,
        childAges: [4, 9],
        budgetPerPerson: 40_000,
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
        adults: 0,
        children: 0,
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
      ["adults", "date", "destination", "duration", "email", "group", "name", "phone", "type"].sort(),
    );
    expect(result.errors.date).toBe("Choose a travel date from today onwards");
    expect(result.errors.group).toBe("Choose who is travelling");
  });

  it("refuses a bad country code on its own field", () => {
    const result = parseCustomTrip({ ...good, country_code: "91" }, today);
    expect(result.ok ? null : result.errors.country_code).toBe("Choose a country code, like +91");
  });

  it("stores the party as said: no budget is null, and no children need no ages", () => {
    const result = parseCustomTrip(
      { ...good, group: "friends", adults: 5, children: 0, child_ages: null, budget_per_person: null },
      today,
    );
    expect(
      result.ok && [result.trip.adults, result.trip.children, result.trip.childAges, result.trip.budgetPerPerson],
    ).toEqual([5, 0, [], null]);
  });

  it.each([
    [
      "a child without an age",
      { children: 2, child_ages: [4] },
      "child_ages",
      "Enter the age of each of the 2 children",
    ],
    [
      "an age for a child not counted",
      { children: 0, child_ages: [4] },
      "child_ages",
      "No children are travelling: leave out their ages",
    ],
    [
      "an adult counted as a child",
      { children: 1, child_ages: [19] },
      "child_ages",
      "Travellers over 17 count as adults",
    ],
    ["no adult", { adults: 0 }, "adults", "At least one adult must be travelling"],
    ["children not given", { children: Number.NaN }, "children", "Enter how many children are travelling (0 for none)"],
    [
      "'just me' with others",
      { group: "solo", adults: 2, children: 0, child_ages: [] },
      "adults",
      "Just you is one adult: for more, choose another group",
    ],
    [
      "a couple with a child",
      { group: "couple", adults: 2, children: 1, child_ages: [3] },
      "adults",
      "A couple is two adults: with children, choose Family",
    ],
    [
      "a tiny budget",
      { budget_per_person: 50 },
      "budget_per_person",
      "Enter a budget of at least ₹1,000 per person, or leave it empty",
    ],
    [
      "a budget in paise by mistake",
      { budget_per_person: 4_000_000_00 },
      "budget_per_person",
      "Check the budget per person: it looks too large",
    ],
  ] satisfies [string, Partial<CustomTripInput>, CustomTripField, string][])(
    "refuses %s",
    (_name, change, field, message) => {
      const result = parseCustomTrip({ ...good, ...change }, today);
      expect(result.ok ? null : result.errors[field]).toBe(message);
    },
  );

  it("says who travels in words", () => {
    expect(describeParty({ adults: 1, children: 0, childAges: [] })).toBe("1 adult");
    expect(describeParty({ adults: 2, children: 1, childAges: [6] })).toBe("2 adults and 1 child (age 6)");
    expect(describeParty({ adults: 2, children: 3, childAges: [2, 4, 9] })).toBe(
      "2 adults and 3 children (ages 2, 4 and 9)",
    );
  });
});
