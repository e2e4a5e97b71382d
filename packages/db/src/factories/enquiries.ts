// An enquiry with its quotation written whole: days with their activities and attractions, and
// hotel options with their properties. The demo loader writes the demo's quotations through it.
import {
  inquiries,
  quotationDayActivities,
  quotationDayAttractions,
  quotationDays,
  quotationImages,
  quotationPropertyGroupProperties,
  quotationPropertyGroups,
  quotations,
} from "../schema/enquiries.ts";
import type { Executor, New, Row } from "./executor.ts";

export interface QuotationInput {
  inquiry: New<typeof inquiries>;
  quotation: Omit<New<typeof quotations>, "inquiryId">;
  imageIds?: number[];
  days?: {
    title: string;
    description: string;
    imageId?: number | null;
    activities?: { activityId: number; included: boolean; price?: number | null; priceFor?: string | null }[];
    attractions?: { attractionId: number; included: boolean }[];
  }[];
  propertyGroups?: {
    name: string;
    price: number | null;
    isSelected?: boolean;
    isHidden?: boolean;
    properties: { propertyId: number; meals: string; roomType: string; daysDetail: string }[];
  }[];
}

export interface QuotationGraph {
  inquiry: Row<typeof inquiries>;
  quotation: Row<typeof quotations>;
  days: Row<typeof quotationDays>[];
  propertyGroups: Row<typeof quotationPropertyGroups>[];
}

export async function insertQuotation(db: Executor, input: QuotationInput): Promise<QuotationGraph> {
  const [inquiry] = await db.insert(inquiries).values(input.inquiry).returning();
  const [quotation] = await db
    .insert(quotations)
    .values({ ...input.quotation, inquiryId: inquiry!.id })
    .returning();
  const quotationId = quotation!.id;
  if (input.imageIds?.length) {
    await db
      .insert(quotationImages)
      .values(input.imageIds.map((mediaId, position) => ({ quotationId, mediaId, position })));
  }
  let dayRows: Row<typeof quotationDays>[] = [];
  if (input.days?.length) {
    dayRows = await db
      .insert(quotationDays)
      .values(
        input.days.map((day, index) => ({
          quotationId,
          dayNumber: index + 1,
          title: day.title,
          description: day.description,
          imageId: day.imageId ?? null,
        })),
      )
      .returning();
    dayRows.sort((a, b) => a.dayNumber - b.dayNumber);
    const dayActivities = input.days.flatMap((day, index) =>
      (day.activities ?? []).map((activity) => ({ ...activity, dayId: dayRows[index]!.id })),
    );
    if (dayActivities.length > 0) await db.insert(quotationDayActivities).values(dayActivities);
    const dayAttractions = input.days.flatMap((day, index) =>
      (day.attractions ?? []).map((attraction) => ({ ...attraction, dayId: dayRows[index]!.id })),
    );
    if (dayAttractions.length > 0) await db.insert(quotationDayAttractions).values(dayAttractions);
  }
  let groupRows: Row<typeof quotationPropertyGroups>[] = [];
  if (input.propertyGroups?.length) {
    groupRows = await db
      .insert(quotationPropertyGroups)
      .values(
        input.propertyGroups.map((group, position) => ({
          quotationId,
          name: group.name,
          price: group.price,
          isSelected: group.isSelected ?? false,
          isHidden: group.isHidden ?? false,
          position,
        })),
      )
      .returning();
    groupRows.sort((a, b) => a.position - b.position);
    const links = input.propertyGroups.flatMap((group, index) =>
      group.properties.map((property, position) => ({ ...property, groupId: groupRows[index]!.id, position })),
    );
    if (links.length > 0) await db.insert(quotationPropertyGroupProperties).values(links);
  }
  return { inquiry: inquiry!, quotation: quotation!, days: dayRows, propertyGroups: groupRows };
}
