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
