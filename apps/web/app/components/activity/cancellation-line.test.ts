import { describe, expect, it } from "vitest";
import { cancellationLine } from "./cancellation-line.ts";

describe("cancellationLine", () => {
  it.each([
    [
      "Free cancellation up to 24 hours before pickup. Cancellations within 24 hours are not refunded.",
      "Free cancellation up to 24 hours before pickup.",
    ],
    ["Tickets are non-refundable", "Tickets are non-refundable"],
    [
      "  Free cancellation\n up to 2 p.m. the day before. Later: no refund.",
      "Free cancellation up to 2 p.m. the day before.",
    ],
    ["Refunds within 48 hours! No-shows pay in full.", "Refunds within 48 hours!"],
  ])("of %j is %j", (policy, expected) => {
    expect(cancellationLine(policy)).toBe(expected);
  });
});
