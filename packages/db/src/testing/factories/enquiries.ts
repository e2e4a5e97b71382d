// Quotations for tests: a complete quotation on top of the insert function the demo loader uses.
import { addDays, businessToday } from "@parvat/domain/business-dates";
import { insertQuotation, type QuotationGraph, type QuotationInput } from "../../factories/enquiries.ts";
import type { Executor, New } from "../../factories/executor.ts";
import type { inquiries, quotations } from "../../schema/enquiries.ts";
import { createCampsite, createProperty } from "./catalog.ts";
import { nextNumber } from "./sequence.ts";

/**
 * A quotation with its enquiry, a campsite (unless given), two days and two hotel options, the
 * first selected. Travel is 45 days after today (business time); it expires in 10 days.
 */
export async function createQuotation(
  db: Executor,
  overrides: Partial<Omit<New<typeof quotations>, "inquiryId">> &
    Omit<QuotationInput, "inquiry" | "quotation"> & { inquiry?: Partial<New<typeof inquiries>> } = {},
): Promise<QuotationGraph> {
  const { inquiry: inquiryOverrides, imageIds, days, propertyGroups, ...columns } = overrides;
  const n = nextNumber();
  const today = businessToday();
  const campsiteId = columns.campsiteId ?? (await createCampsite(db)).id;
  const travelDate = columns.travelDate ?? addDays(today, 45);
  const groups =
    propertyGroups ??
    (await Promise.all(
      ["Comfort", "Premium"].map(async (name, index) => ({
        name,
        price: 38_000 + index * 9_000,
        isSelected: index === 0,
        properties: [
          {
            propertyId: (await createProperty(db, { name: `${name} Residency ${n}` })).id,
            meals: "Breakfast and dinner",
            roomType: "Deluxe double",
            daysDetail: "Nights 1 to 4",
          },
        ],
      })),
    ));
  return insertQuotation(db, {
    inquiry: {
      slug: `enquiry-${n}`,
      name: "Asha Rao",
      mobile: "+919812345678",
      email: "asha.rao@example.com",
      travelDate,
      travellers: 2,
      status: "quoted",
      ...inquiryOverrides,
    },
    quotation: {
      slug: `quotation-${n}`,
      name: "Asha Rao",
      tripTitle: "Kashmir in spring",
      expiryDate: addDays(today, 10),
      duration: "5 nights, 6 days",
      pax: 2,
      meals: "Breakfast and dinner",
      rooms: 1,
      travelDate,
      bookingAmount: 10_000,
      campsiteId,
      ...columns,
    },
    imageIds,
    days: days ?? [
      { title: "Arrive in Srinagar", description: "Pick-up at the airport and a shikara ride at sunset." },
      { title: "Gulmarg", description: "A day trip to the meadow and the gondola." },
    ],
    propertyGroups: groups,
  });
}
