// What the trip desk sees of a traveller's request: a custom trip's party as the traveller gave it
// (adults, children with their ages, the budget per person), the short reference the traveller
// quotes on a call, found by the inbox search, and a general question's missing date as none.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logInStaff } from "../testing/admin-test-kit.ts";
import type { Traveller } from "../testing/booking-test-kit.ts";
import { createTestApi, postGraphql, type TestApi } from "../testing/test-api.ts";

let test: TestApi;
let staff: Traveller;
beforeAll(async () => {
  test = await createTestApi();
  staff = await logInStaff(test);
});
afterAll(() => test.close());

const CUSTOM = /* GraphQL */ `
  mutation ($input: CustomTripInput!) { requestCustomTrip(input: $input) { reference } }
`;
const ENQUIRE = /* GraphQL */ `
  mutation ($input: InquiryInput!) { createInquiry(input: $input) { reference } }
`;
const INBOX = /* GraphQL */ `
  query ($search: String) { adminEnquiries(filter: { search: $search }) { id short_reference whatsapp_url } }
`;
const ONE = /* GraphQL */ `
  query ($id: Int!) {
    adminEnquiry(id: $id) {
      summary { short_reference travellers travel_date }
      adults children child_ages budget_per_person
    }
  }
`;

const travelDate = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);

async function found(reference: string) {
  // As the desk types it off a call: lower case, without the dash's prefix.
  const { body } = await postGraphql<{
    adminEnquiries: { id: number; short_reference: string; whatsapp_url: string }[];
  }>(test.api, INBOX, { search: reference.slice(3).toLowerCase() }, staff.headers);
  expect(body.errors).toBeUndefined();
  return body.data!.adminEnquiries;
}

describe("a request in the back office", () => {
  it("shows a custom trip's party as said, found by the short reference", async () => {
    const sent = await postGraphql<{ requestCustomTrip: { reference: string } }>(test.api, CUSTOM, {
      input: {
        date: travelDate,
        destination: "Kerala",
        duration: 6,
        group: "family",
        type: "leisure",
        adults: 2,
        children: 3,
        child_ages: [2, 7, 12],
        budget_per_person: 45_000,
        name: "Nisha Rao",
        country_code: "+91",
        phone: "98450 11223",
        email: "nisha@example.com",
      },
    });
    expect(sent.body.errors).toBeUndefined();
    const reference = sent.body.data!.requestCustomTrip.reference;
    const [row] = await found(reference);
    expect(row?.short_reference).toBe(reference);
    // The reply on WhatsApp quotes the reference the traveller has.
    expect(decodeURIComponent(row!.whatsapp_url)).toContain(`(ref. ${reference})`);
    const { body } = await postGraphql(test.api, ONE, { id: row!.id }, staff.headers);
    expect(body.data).toEqual({
      adminEnquiry: {
        summary: { short_reference: reference, travellers: 5, travel_date: travelDate },
        adults: 2,
        children: 3,
        child_ages: [2, 7, 12],
        budget_per_person: 45_000,
      },
    });
  });

  it("shows a general question without a date as having none", async () => {
    const sent = await postGraphql<{ createInquiry: { reference: string } }>(test.api, ENQUIRE, {
      input: { name: "Arun Pillai", mobile: "98450 44556", email: "arun@example.com", count: 1, message: "Visa help?" },
    });
    expect(sent.body.errors).toBeUndefined();
    const [row] = await found(sent.body.data!.createInquiry.reference);
    const { body } = await postGraphql(test.api, ONE, { id: row!.id }, staff.headers);
    expect(body.data).toMatchObject({
      adminEnquiry: { summary: { travel_date: null }, adults: null, budget_per_person: null },
    });
  });
});
