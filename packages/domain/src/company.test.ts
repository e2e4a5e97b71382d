import { describe, expect, it } from "vitest";
import { company, formatIndianPhone, whatsappLink } from "./company.ts";

describe("whatsappLink", () => {
  it("keeps only the digits of the number and encodes the prefilled message", () => {
    const link = new URL(whatsappLink("Hi! Kedarkantha & Hampta, 2 seats?", "+91 98765-43210"));
    expect(link.origin + link.pathname).toBe("https://wa.me/919876543210");
    expect(link.searchParams.get("text")).toBe("Hi! Kedarkantha & Hampta, 2 seats?");
  });

  it("asks about upcoming experiences by default", () => {
    expect(new URL(whatsappLink()).searchParams.get("text")).toMatch(/upcoming experiences/);
  });
});

it("formats Indian mobile numbers for reading and leaves others alone", () => {
  expect(formatIndianPhone("+919876543210")).toBe("+91 98765 43210");
  expect(formatIndianPhone("+971501234567")).toBe("+971501234567");
});

it("lists exactly the five social networks of the specification", () => {
  expect(company.social.map((s) => s.kind)).toEqual([
    "photo-sharing",
    "video",
    "social",
    "short-message",
    "professional",
  ]);
});

it("has a well-formed GSTIN: Karnataka's state code, a company PAN, Z, and a valid check character", () => {
  expect(company.gstin).toMatch(/^29[A-Z]{3}C[A-Z]\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/);
  // The GSTIN check character: base-36 values weighted 1, 2, 1, 2..., each product's base-36 digits summed.
  const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = alphabet.indexOf(company.gstin[index]!) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  expect(company.gstin[14]).toBe(alphabet[(36 - (sum % 36)) % 36]);
});

describe("the company's fixed claims", () => {
  it("promise round-the-clock help only on a trip, as the hours say", () => {
    const texts = [company.claims.support, company.claims.supportShort, company.site.description];
    for (const text of texts) {
      if (text.includes("24/7")) expect(text, text).toMatch(/on a trip|while you travel/i);
    }
    expect(company.hours.onTrip).toContain("24/7");
    expect(company.claims.support).toContain("8 am to 10 pm");
    expect(company.hours.chat).toContain("8 am to 10 pm");
  });

  it("state no group size of their own: each trip says its cap", () => {
    expect(company.claims.groupSize).not.toMatch(/\d/);
  });
});

it("states the calling hours once, in the phone line and on their own", () => {
  expect(company.hours.phone).toBe(`Calls: ${company.hours.calling}`);
  expect(company.hours.calling).toBe("Monday to Saturday, 9:30 am to 7 pm");
});
