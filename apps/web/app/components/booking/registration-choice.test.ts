import { describe, expect, it } from "vitest";
import type { RegistrationTrekFieldsFragment } from "../../graphql/generated/graphql.ts";
import { choiceHref, idParam, resolveChoice } from "./registration-choice.ts";

const today = "2026-12-01";

const trek: RegistrationTrekFieldsFragment = {
  id: 7,
  slug: "kedarkantha-trek",
  name: "Kedarkantha Trek",
  type: "trek",
  min_age: 10,
  max_age: 60,
  packages: [
    { id: 11, name: "Standard", price: 8_000, original_price: 9_500, discount_name: "Early-bird fare" },
    { id: 12, name: "Premium", price: 11_000, original_price: null, discount_name: null },
  ],
  events: [
    {
      id: 41,
      start_date: "2026-12-05",
      end_date: "2026-12-10",
      available_seats: 9,
      prices: [
        { package_id: 11, enabled: true, price: null },
        { package_id: 12, enabled: false, price: 11_500 },
      ],
    },
    {
      id: 42,
      start_date: "2026-12-20",
      end_date: "2026-12-25",
      available_seats: 3,
      prices: [
        { package_id: 11, enabled: true, price: 8_500 },
        { package_id: 12, enabled: true, price: null },
      ],
    },
  ],
};

describe("the registration state check", () => {
  it("resolves the trek page's package and date, priced by its rule in paise", () => {
    const result = resolveChoice(trek, { packageId: 11, date: "2026-12-20" }, today);
    expect(result).toEqual({
      ok: true,
      choice: {
        trip: { id: 7, slug: "kedarkantha-trek", name: "Kedarkantha Trek", type: "trek", min_age: 10, max_age: 60 },
        pkg: { id: 11, name: "Standard" },
        departure: { id: 42, start_date: "2026-12-20", end_date: "2026-12-25", available_seats: 3 },
        pricePerPersonPaise: 850_000,
        // The surcharge moves the struck-through price with it.
        struckThroughPaise: 1_000_000,
        discountName: "Early-bird fare",
      },
    });
  });

  it("finds a departure by id, and without a package takes the first one offered on it", () => {
    const result = resolveChoice(trek, { packageId: null, eventId: 41 }, today);
    expect(result.ok && [result.choice.pkg.id, result.choice.departure.id]).toEqual([11, 41]);
  });

  it("says why a choice cannot be booked", () => {
    const reason = (requested: Parameters<typeof resolveChoice>[1], closed?: Parameters<typeof resolveChoice>[3]) => {
      const result = resolveChoice(trek, requested, today, closed);
      return result.ok ? null : result.reason;
    };
    expect(reason({ packageId: 99, date: "2026-12-05" })).toBe(
      "That package is not offered on Kedarkantha Trek. Choose a package and a date.",
    );
    expect(reason({ packageId: 12, date: "2026-12-05" })).toBe(
      "Premium is not offered on 5 December 2026. Choose another date or package.",
    );
    expect(reason({ packageId: 11, date: "2026-11-20" })).toBe(
      "The departure on 20 November 2026 has already left. Choose another date.",
    );
    expect(reason({ packageId: 11, date: "2026-12-12" })).toBe(
      "The departure on 12 December 2026 is full or no longer open. Choose another date.",
    );
    expect(reason({ packageId: 11, date: "not-a-date" })).toBe("Choose a date for Kedarkantha Trek first.");
    expect(reason({ packageId: 11 })).toBe("Choose a date for Kedarkantha Trek first.");
    expect(reason({ packageId: null, eventId: 50 }, { start_date: "2026-12-28", available_seats: 0 })).toBe(
      "The departure on 28 December 2026 is full. Choose another date.",
    );
    expect(reason({ packageId: null, eventId: 50 }, { start_date: "2026-11-28", available_seats: 4 })).toBe(
      "The departure on 28 November 2026 has already left. Choose another date.",
    );
  });

  it("sends the traveller back to the trip page, on the package asked for when the trip has it", () => {
    expect(choiceHref(trek, 12)).toBe("/tours/kedarkantha-trek?packageId=12");
    expect(choiceHref(trek, 99)).toBe("/tours/kedarkantha-trek");
    expect(choiceHref(trek, null)).toBe("/tours/kedarkantha-trek");
  });

  it("goes back to the trip page with the travellers and the campaign, so neither is lost", () => {
    expect(choiceHref(trek, 12, { travellers: 3, campaign: "winter-sale" })).toBe(
      "/tours/kedarkantha-trek?packageId=12&travellers=3&campaign=winter-sale",
    );
    expect(choiceHref(trek, null, { travellers: 1, campaign: null })).toBe("/tours/kedarkantha-trek");
  });

  it("reads ids from the address strictly", () => {
    expect(idParam("42")).toBe(42);
    expect(idParam(null)).toBeNull();
    expect(idParam("0")).toBeNull();
    expect(idParam("4e2")).toBeNull();
    expect(idParam("-3")).toBeNull();
  });
});
