import { describe, expect, it } from "vitest";
import { NEWSLETTER_EMAIL_MESSAGES, parseNewsletterEmail } from "./newsletter.ts";

describe("parseNewsletterEmail", () => {
  it.each([
    ["asha@example.com", "asha@example.com"],
    ["  Asha.Rao@Example.COM  ", "asha.rao@example.com"],
    ["\tfirst.last+trips@mail.example.in\n", "first.last+trips@mail.example.in"],
    ["a@b.co", "a@b.co"],
  ])("accepts %j as %j", (input, email) => {
    expect(parseNewsletterEmail(input)).toEqual({ ok: true, email });
  });

  it.each([
    "plain",
    "name@example",
    "name@@example.com",
    "name example@example.com",
    "@example.com",
    "name@",
    "name@.com",
    "name@example..com",
    "name@example.com.",
    "name@exa_mple.com",
  ])("refuses %j as not an email address", (input) => {
    expect(parseNewsletterEmail(input)).toEqual({ ok: false, message: NEWSLETTER_EMAIL_MESSAGES.invalid });
  });

  it.each(["", "   "])("asks for an address when given %j", (input) => {
    expect(parseNewsletterEmail(input)).toEqual({ ok: false, message: NEWSLETTER_EMAIL_MESSAGES.empty });
  });

  it("allows 254 characters and refuses 255", () => {
    // 64 characters before the @ and DNS labels of at most 63: long, yet a real shape.
    const atLimit = `${"a".repeat(64)}@${"b".repeat(60)}.${"c".repeat(60)}.${"d".repeat(63)}.com`;
    expect(atLimit).toHaveLength(254);
    expect(parseNewsletterEmail(atLimit)).toEqual({ ok: true, email: atLimit });
    expect(parseNewsletterEmail(`c${atLimit}`)).toEqual({ ok: false, message: NEWSLETTER_EMAIL_MESSAGES.tooLong });
  });

  it("measures the length after trimming", () => {
    const address = `${"a".repeat(60)}@${"b".repeat(60)}.${"c".repeat(60)}.${"d".repeat(60)}.com`;
    const padded = `      ${address}      `;
    expect(padded.length).toBeGreaterThan(254);
    expect(parseNewsletterEmail(padded)).toEqual({ ok: true, email: address });
  });
});
