// An accepted quotation says which hotel option it was accepted with, so its page and card show
// that option and its price (the booking's), not the one marked first.
import { quotationAcceptances } from "@parvat/db/schema";
import { createUser } from "@parvat/db/testing/factories/accounts";
import { createQuotation } from "@parvat/db/testing/factories/enquiries";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, postGraphql, type TestApi } from "../testing/test-api.ts";

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.close());

const QUOTATION = /* GraphQL */ `
  query ($slug: String!, $enquiry: String!) {
    quotation(slug: $slug) { accepted accepted_property_group_id property_groups { id is_selected } }
    quotations(enquirySlug: $enquiry) { slug accepted_property_group_id }
  }
`;

describe("Quotation.accepted_property_group_id", () => {
  it("is null before acceptance and the accepted option afterwards, even when another is marked selected", async () => {
    const { quotation, inquiry, propertyGroups } = await createQuotation(test.db);
    const [selected, other] = propertyGroups;
    expect(selected!.isSelected).toBe(true);
    const ask = () => postGraphql(test.api, QUOTATION, { slug: quotation.slug, enquiry: inquiry.slug });

    const before = await ask();
    expect(before.body.errors).toBeUndefined();
    expect(before.body.data).toMatchObject({
      quotation: { accepted: false, accepted_property_group_id: null },
      quotations: [{ slug: quotation.slug, accepted_property_group_id: null }],
    });

    const user = await createUser(test.db);
    await test.db.insert(quotationAcceptances).values({
      quotationId: quotation.id,
      propertyGroupId: other!.id,
      optionName: other!.name,
      userId: user.id,
      price: other!.price!,
      acceptedAt: new Date(),
    });
    const after = await ask();
    expect(after.body.data).toMatchObject({
      quotation: { accepted: true, accepted_property_group_id: other!.id },
      quotations: [{ slug: quotation.slug, accepted_property_group_id: other!.id }],
    });
  });
});
