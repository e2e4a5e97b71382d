import { describe, expect, it } from "vitest";
import { parseReviewInput, REVIEW_TEXT_MAX, reviewerName, reviewHoldReasons, wentIn } from "./review.ts";

describe("reviewHoldReasons", () => {
  it.each([
    ["Call me on 98765 43210 for cheaper trips", "a phone number"],
    ["WhatsApp +91-98765-43210", "a phone number"],
    ["Mail asha.k@example.com for the itinerary", "an email address"],
    ["Book with https://cheap-treks.example instead", "a link"],
    ["see www.othertreks.in", "a link"],
    ["better deals at mytreks.in/offers", "a link"],
    ["Ring 9876543210 or write to a@b.co", "a phone number, an email address"],
  ])("holds %j for %s", (text, reasons) => {
    expect(reviewHoldReasons(text)).toBe(reasons);
  });

  it.each([
    "We climbed 3,800 m on 12.12.2026 and paid ₹12,500 each; the guide Ramesh was wonderful.",
    "Day 3 was the best. 5 stars for the food at 11,250 ft.",
    "Great trip.It rained on day two but the tents held.",
  ])("lets %j through", (text) => {
    expect(reviewHoldReasons(text)).toBeNull();
  });
});

describe("parseReviewInput", () => {
  it("trims the text and accepts 1 to 5 stars with up to 6 photos", () => {
    const result = parseReviewInput({
      stars: 5,
      text: "  A wonderful week in the snow, well led.  ",
      photoIds: [1, 2],
    });
    expect(result).toEqual({
      ok: true,
      input: { stars: 5, text: "A wonderful week in the snow, well led.", photoIds: [1, 2] },
    });
  });

  it("says what is wrong with each field", () => {
    const result = parseReviewInput({ stars: 6, text: "Short", photoIds: [1, 2, 3, 4, 5, 6, 7] });
    expect(result).toEqual({
      ok: false,
      errors: {
        stars: "Choose 1 to 5 stars.",
        text: "Write at least 20 characters about the trip.",
        photoIds: "At most 6 photos.",
      },
    });
    expect(parseReviewInput({ stars: 0, text: "x".repeat(REVIEW_TEXT_MAX + 1), photoIds: [3, 3] })).toEqual({
      ok: false,
      errors: {
        stars: "Choose 1 to 5 stars.",
        text: `A review has at most ${REVIEW_TEXT_MAX} characters.`,
        photoIds: "A photo is listed twice.",
      },
    });
  });
});

it("signs a review with a first name and an initial, and says when its writer went", () => {
  expect(reviewerName(" Asha ", "kulkarni")).toBe("Asha K.");
  expect(reviewerName("Asha", "")).toBe("Asha");
  expect(wentIn("2026-12-24")).toBe("Went in December 2026");
  expect(wentIn("2027-01-02")).toBe("Went in January 2027");
});
