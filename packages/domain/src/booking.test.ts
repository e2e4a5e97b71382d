import { describe, expect, it } from "vitest";
import {
  ageOn,
  ageProblem,
  BOOKING_STATUS_TEXT,
  BOOKING_STATUSES,
  bookingReference,
  duplicatePhoneIndex,
  HOLD_MINUTES,
  holdExpiresAt,
  idempotencyKeySchema,
  isLiveStatus,
  type ParticipantInput,
  parseParticipant,
  parseParticipants,
  participantPhone,
  REFERENCE_ALPHABET,
} from "./booking.ts";
import { bookingAmounts, gstPercentFor, MAX_PARTICIPANTS, rupeesToPaise } from "./booking-amounts.ts";

const today = "2026-11-22";
const valid: ParticipantInput = {
  first_name: "  Asha ",
  last_name: "D'Souza-Rao",
  country_code: "+91",
  phone: "98765 43210",
  dob: "1994-03-15",
  gender: "female",
};

describe("one traveller", () => {
  it("normalises a valid traveller", () => {
    expect(parseParticipant(valid, today)).toEqual({
      ok: true,
      participant: {
        firstName: "Asha",
        lastName: "D'Souza-Rao",
        countryCode: "+91",
        phone: "+919876543210",
        dob: "1994-03-15",
        gender: "female",
      },
    });
  });

  it.each([
    ["a trunk prefix", "+91", "098765-43210", "+919876543210"],
    ["the whole number", "+91", "+91 98765 43210", "+919876543210"],
    ["another country", "+971", "50 123 4567", "+971501234567"],
    ["00 for +", "+44", "0044 7700 900123", "+447700900123"],
  ])("reads the phone with %s", (_case, countryCode, phone, e164) => {
    expect(participantPhone(countryCode, phone)).toEqual({ ok: true, phone: e164 });
  });

  it.each([
    ["first_name", { first_name: " " }, "Enter the first name"],
    ["first_name", { first_name: "A".repeat(61) }, "Keep the first name to 60 characters"],
    ["last_name", { last_name: "Rao <b>" }, "Use letters, spaces, dots, apostrophes or hyphens in the last name"],
    ["last_name", { last_name: "-Rao" }, "Use letters, spaces, dots, apostrophes or hyphens in the last name"],
    ["country_code", { country_code: "91" }, "Choose a country code, like +91"],
    ["phone", { phone: "12345 67890" }, "Indian mobile numbers have 10 digits and start with 6, 7, 8 or 9"],
    ["phone", { phone: "" }, "Enter your mobile number"],
    ["phone", { phone: "+44 7700 900123" }, "The number starts with a different country code than the one chosen"],
    ["dob", { dob: "1994-02-30" }, "Enter the date of birth"],
    ["dob", { dob: today }, "The date of birth must be in the past"],
    ["dob", { dob: "1900-01-01" }, "Check the year of birth"],
    ["gender", { gender: "other" }, "Choose one of the options"],
  ])("%s: %j", (field, change, message) => {
    expect(parseParticipant({ ...valid, ...change }, today)).toEqual({ ok: false, errors: { [field]: message } });
  });

  it("reports a bad phone alongside other bad fields", () => {
    expect(parseParticipant({ ...valid, first_name: "", phone: "123" }, today)).toEqual({
      ok: false,
      errors: {
        first_name: "Enter the first name",
        phone: "Indian mobile numbers have 10 digits and start with 6, 7, 8 or 9",
      },
    });
  });

  it("accepts names in any script", () => {
    expect(parseParticipant({ ...valid, first_name: "अनन्या", last_name: "St. John" }, today).ok).toBe(true);
  });
});

describe("age on the start date", () => {
  it.each([
    ["1994-03-15", "2026-03-14", 31],
    ["1994-03-15", "2026-03-15", 32],
    ["2000-02-29", "2027-02-28", 26],
    ["2000-02-29", "2027-03-01", 27],
    ["2026-01-01", "2026-12-31", 0],
  ])("born %s, on %s: %i", (dob, on, age) => {
    expect(ageOn(dob, on)).toBe(age);
  });

  const ages = { startDate: "2026-12-20", minAge: 12, maxAge: 60 };

  it.each([
    ["2014-12-20", null],
    ["2014-12-21", "Travellers must be at least 12 on the start date (this one would be 11)"],
    ["1966-12-20", null],
    ["1965-12-20", "Travellers must be at most 60 on the start date (this one would be 61)"],
  ])("born %s: %s", (dob, problem) => {
    expect(ageProblem(dob, ages)).toBe(problem);
  });

  it("has no limit where the trip sets none", () => {
    expect(ageProblem("1930-01-01", { startDate: "2026-12-20", minAge: null, maxAge: null })).toBeNull();
  });

  it("is part of the rule when the departure is known", () => {
    expect(parseParticipant({ ...valid, dob: "2020-01-01" }, today, ages)).toEqual({
      ok: false,
      errors: { dob: "Travellers must be at least 12 on the start date (this one would be 6)" },
    });
  });
});

describe("the travellers of a booking", () => {
  const second: ParticipantInput = { ...valid, first_name: "Ravi", phone: "91234 56789", gender: "male" };

  it("accepts 1 to 12 with their own phones", () => {
    const result = parseParticipants([valid, second], today);
    expect(result.ok && result.participants.map((p) => p.phone)).toEqual(["+919876543210", "+919123456789"]);
  });

  it.each([
    [0, "Add at least one traveller"],
    [MAX_PARTICIPANTS + 1, "A booking has at most 12 travellers; for a larger group, please call or WhatsApp us"],
  ])("refuses %i travellers", (count, message) => {
    const many = Array.from({ length: count }, (_, i) => ({
      ...valid,
      phone: `98765 432${String(i).padStart(2, "0")}`,
    }));
    expect(parseParticipants(many, today)).toEqual({ ok: false, reason: "count", message });
  });

  it("names the first wrong traveller and field", () => {
    expect(parseParticipants([valid, { ...second, dob: "2030-01-01", gender: "x" }], today)).toEqual({
      ok: false,
      reason: "invalid",
      index: 1,
      field: "dob",
      message: "The date of birth must be in the past",
    });
  });

  it("names the traveller who repeats a phone, however it was typed", () => {
    expect(parseParticipants([valid, second, { ...second, phone: "+91 91234-56789" }], today)).toEqual({
      ok: false,
      reason: "duplicate",
      index: 2,
      message: "Each traveller needs their own phone number",
    });
    expect(duplicatePhoneIndex([{ phone: "+1" }, { phone: "+2" }])).toBeNull();
  });
});

describe("amounts in paise", () => {
  it("converts whole rupees", () => {
    expect(rupeesToPaise(12_500)).toBe(1_250_000);
    expect(() => rupeesToPaise(1.5)).toThrow(RangeError);
    expect(() => rupeesToPaise(-1)).toThrow(RangeError);
  });

  it.each([
    // price per person, travellers, GST %, subtotal, GST, total
    [1_250_000, 2, 5, 2_500_000, 125_000, 2_625_000],
    [999_900, 3, 5, 2_999_700, 149_985, 3_149_685],
    [1_001, 1, 5, 1_001, 50, 1_051], // 50.05 paise rounds down
    [1_010, 1, 5, 1_010, 51, 1_061], // 50.5 paise rounds half up
    [333, 1, 18, 333, 60, 393], // 59.94 rounds up
    [500_000, 4, 0, 2_000_000, 0, 2_000_000],
  ])("%i x %i at %i%%", (price, count, percent, subtotal, gst, total) => {
    expect(bookingAmounts({ pricePerPersonPaise: price, travellerCount: count, gstPercent: percent })).toEqual({
      pricePerPersonPaise: price,
      travellerCount: count,
      subtotalPaise: subtotal,
      discountPaise: 0,
      gstPercent: percent,
      gstPaise: gst,
      totalPaise: total,
    });
  });

  it("refuses amounts that are not whole paise", () => {
    expect(() => bookingAmounts({ pricePerPersonPaise: 10.5, travellerCount: 1, gstPercent: 5 })).toThrow(RangeError);
  });

  it("charges 5% GST on tour packages and knows every trip type", () => {
    expect(gstPercentFor("tour-package")).toBe(5);
    expect(gstPercentFor("trek")).toBe(5);
    expect(gstPercentFor("group-trip")).toBe(5);
    expect(() => gstPercentFor("cruise")).toThrow(RangeError);
  });
});

describe("statuses, holds, keys and references", () => {
  it("has words for every status, and only held, part_paid and confirmed keep seats", () => {
    expect(Object.keys(BOOKING_STATUS_TEXT)).toEqual([...BOOKING_STATUSES]);
    expect(BOOKING_STATUSES.filter(isLiveStatus)).toEqual(["held", "part_paid", "confirmed"]);
  });

  it("holds seats for 15 minutes", () => {
    expect(HOLD_MINUTES).toBe(15);
    expect(holdExpiresAt(new Date("2026-11-22T10:00:00Z")).toISOString()).toBe("2026-11-22T10:15:00.000Z");
  });

  it.each([
    ["7d0f8a9e-4c1b-4f7e-9a53-0d6c2b1e8f40", true],
    ["short-key", false],
    ["x".repeat(101), false],
    ["has a space in it, sadly", false],
  ])("idempotency key %j: %s", (key, ok) => {
    expect(idempotencyKeySchema.safeParse(key).success).toBe(ok);
  });

  it("makes references from the unambiguous alphabet", () => {
    let i = 0;
    const reference = bookingReference((size) => i++ % size);
    expect(reference).toBe("PJ-234567");
    expect(bookingReference((size) => size - 1)).toBe("PJ-ZZZZZZ");
    expect(REFERENCE_ALPHABET).not.toMatch(/[01ILOUV]/);
  });
});
