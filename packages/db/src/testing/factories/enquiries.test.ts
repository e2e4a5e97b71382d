// The quotation test factory: a complete quotation with its enquiry, days and hotel options.
import { businessToday, daysBetween } from "@parvat/domain/business-dates";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../client.ts";
import { createTestDatabase } from "../test-database.ts";
import { createQuotation } from "./enquiries.ts";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe("createQuotation", () => {
  it("creates a quotation with its enquiry, days and one selected hotel option", async () => {
    const { quotation, inquiry, days, propertyGroups } = await createQuotation(handle.db, { pax: 4 });
    expect(quotation.inquiryId).toBe(inquiry.id);
    expect(quotation.pax).toBe(4);
    expect(days.map((day) => day.dayNumber)).toEqual([1, 2]);
    expect(propertyGroups.map((group) => [group.name, group.isSelected])).toEqual([
      ["Comfort", true],
      ["Premium", false],
    ]);
    expect(daysBetween(businessToday(), quotation.travelDate)).toBe(45);
  });
});
