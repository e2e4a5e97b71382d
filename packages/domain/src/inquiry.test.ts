import { describe, expect, it } from "vitest";
import { parseInquiry } from "./inquiry.ts";

const today = "2026-11-22";
const valid = {
  name: "  Asha Iyer ",
  mobile: "98765 43210",
  email: " Asha@Example.COM ",
  date: "2026-12-20",
  count: 3,
  message: "  Two adults and a child of 10. ",
};

it("normalises a valid enquiry", () => {
  expect(parseInquiry(valid, today)).toEqual({
    ok: true,
    inquiry: {
      name: "Asha Iyer",
      mobile: "+919876543210",
      email: "asha@example.com",
      date: "2026-12-20",
      count: 3,
      message: "Two adults and a child of 10.",
    },
  });
});

it.each([undefined, null, "", "   "])("treats a message of %j as none", (message) => {
  const result = parseInquiry({ ...valid, message }, today);
  expect(result.ok && result.inquiry.message).toBeNull();
});

it("accepts travel today and names in any script", () => {
  expect(parseInquiry({ ...valid, date: today, name: "अनन्या D'Souza-Rao" }, today).ok).toBe(true);
});

describe("says what is wrong with each field", () => {
  it.each([
    ["name", { name: " " }, "Enter your name"],
    ["name", { name: "Asha <script>" }, "Use letters, spaces, dots, apostrophes or hyphens in your name"],
    ["name", { name: "A".repeat(81) }, "Keep your name under 80 characters"],
    [
      "mobile",
      { mobile: "12345" },
      "Enter a 10-digit mobile number, like 98765 43210, or an international number starting with +",
    ],
    ["email", { email: "asha@" }, "Enter a valid email address, like name@example.com"],
    ["date", { date: "20/12/2026" }, "Choose your travel date"],
    ["date", { date: "2026-11-21" }, "Choose a travel date from today onwards"],
    ["date", { date: "2028-11-23" }, "Choose a travel date within the next two years"],
    ["count", { count: 0 }, "At least one person must be travelling"],
    ["count", { count: 2.5 }, "Enter a whole number of travellers"],
    ["count", { count: 61 }, "For groups over 60, please call or WhatsApp us"],
    ["message", { message: "x".repeat(1001) }, "Keep your message under 1000 characters"],
  ])("%s", (field, change, message) => {
    expect(parseInquiry({ ...valid, ...change }, today)).toEqual({ ok: false, errors: { [field]: message } });
  });

  it("all at once", () => {
    const result = parseInquiry({ name: "", mobile: "", email: "", date: "", count: 0 }, today);
    expect(result.ok ? [] : Object.keys(result.errors).sort()).toEqual(["count", "date", "email", "mobile", "name"]);
  });
});

describe("a general question (no trip or activity)", () => {
  it.each([undefined, null, "", "  "])("may come without a travel date (%j)", (date) => {
    const result = parseInquiry({ ...valid, date }, today, { dateRequired: false });
    expect(result.ok && result.inquiry.date).toBeNull();
  });

  it("still has a date it gives checked", () => {
    expect(parseInquiry({ ...valid, date: "2026-11-21" }, today, { dateRequired: false })).toEqual({
      ok: false,
      errors: { date: "Choose a travel date from today onwards" },
    });
    expect(parseInquiry(valid, today, { dateRequired: false })).toMatchObject({
      ok: true,
      inquiry: { date: "2026-12-20" },
    });
  });

  it("while a trip's enquiry needs its date", () => {
    expect(parseInquiry({ ...valid, date: null }, today)).toEqual({
      ok: false,
      errors: { date: "Choose your travel date" },
    });
  });
});
