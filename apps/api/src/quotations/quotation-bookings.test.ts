// The booking an accepted quotation makes, where it differs from a booking of seats: a group of any
// size the builder allows (beyond the 12 of a booking online), a price inclusive of taxes carrying
// its GST inside (and the receipt saying so), and the one rule for the contact email.
import { createCampsite } from "@parvat/db/testing/factories/catalog";
import { createQuotation } from "@parvat/db/testing/factories/enquiries";
import { addDays, businessToday } from "@parvat/domain/business-dates";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { logInTraveller, travellers } from "../testing/booking-test-kit.ts";
import { expectLedgerInvariant, readBooking, runJobs, sandboxPay, startPayment } from "../testing/payment-test-kit.ts";
import { createTestApi, errorCodes, postGraphql, type TestApi } from "../testing/test-api.ts";

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterEach(() => expectLedgerInvariant(test));
afterAll(() => test.close());

const ACCEPT = /* GraphQL */ `
  mutation ($slug: String!, $group: Int!, $travellers: [ParticipantInput!]!, $email: String) {
    acceptQuotation(slug: $slug, propertyGroupId: $group, participants: $travellers, contact_email: $email) {
      id traveller_count price_per_person_paise subtotal_paise gst_percent gst_paise gst_included total_paise contact_email
    }
  }
`;
const RECEIPT = /* GraphQL */ `
  query ($id: ID!) { receipt(paymentId: $id) { gst_percent taxable_paise gst_paise payment { amount_paise } } }
`;

interface Accepted {
  id: string;
  traveller_count: number;
  gst_percent: number;
  gst_paise: number;
  gst_included: boolean;
  total_paise: number;
  contact_email: string | null;
}

async function quotation(overrides: Parameters<typeof createQuotation>[1]) {
  const { quotation, propertyGroups } = await createQuotation(test.db, {
    showPriceFor: "per person",
    propertyGroups: [{ name: "Lake-view rooms", price: 18_500, isSelected: true, properties: [] }],
    ...overrides,
  });
  // Every traveller of a party of up to 12; of a larger one, the lead traveller only.
  const party = quotation.pax <= 12 ? quotation.pax : 1;
  return { slug: quotation.slug, group: propertyGroups[0]!.id, travellers: travellers(party) };
}

describe("a quotation's booking", () => {
  it("carries a group of 40, as quoted", async () => {
    const traveller = await logInTraveller(test);
    const target = await quotation({ pax: 40, priceInclusiveOfTaxes: false, bookingAmount: 100_000 });
    const accepted = await postGraphql<{ acceptQuotation: Accepted }>(test.api, ACCEPT, target, traveller.headers);
    expect(accepted.body.errors).toBeUndefined();
    expect(accepted.body.data!.acceptQuotation).toMatchObject({
      traveller_count: 40,
      total_paise: 40 * 18_500_00 * 1.05,
    });
  });

  it("keeps a tax-inclusive price's GST inside it, and the receipt shows the taxable value and that GST", async () => {
    const traveller = await logInTraveller(test);
    const target = await quotation({ pax: 2, priceInclusiveOfTaxes: true, bookingAmount: 0 });
    const accepted = await postGraphql<{ acceptQuotation: Accepted }>(test.api, ACCEPT, target, traveller.headers);
    // ₹37,000 includes 5% GST: ₹35,238.10 taxable and ₹1,761.90 GST.
    expect(accepted.body.data!.acceptQuotation).toMatchObject({
      gst_percent: 5,
      gst_included: true,
      gst_paise: 1_761_90,
      total_paise: 37_000_00,
    });
    const bookingId = Number(accepted.body.data!.acceptQuotation.id);
    const order = (await startPayment(test, traveller, bookingId)).body.data!.startPayment;
    expect(order.amount_paise).toBe(37_000_00);
    await sandboxPay(test, traveller, order.order_id);
    await runJobs(test);
    const [payment] = (await readBooking(test, traveller, bookingId)).payments;
    const receipt = await postGraphql<{ receipt: { gst_percent: number; taxable_paise: number; gst_paise: number } }>(
      test.api,
      RECEIPT,
      { id: payment!.id },
      traveller.headers,
    );
    expect(receipt.body.data!.receipt).toMatchObject({ gst_percent: 5, taxable_paise: 35_238_10, gst_paise: 1_761_90 });
  });

  it.each([
    ["a list of addresses", "asha@example.com, ravi@example.com"],
    ["no address at all", "asha at example dot com"],
  ])("refuses %s as the contact email, and books nothing", async (_case, email) => {
    const traveller = await logInTraveller(test);
    const target = await quotation({ pax: 2 });
    const refused = await postGraphql(test.api, ACCEPT, { ...target, email }, traveller.headers);
    expect(errorCodes(refused)).toEqual(["BAD_USER_INPUT"]);
    expect(refused.body.errors![0]!.extensions).toMatchObject({ field: "contact_email" });
    const accepted = await postGraphql<{ acceptQuotation: Accepted }>(
      test.api,
      ACCEPT,
      { ...target, email: "  asha@example.com " },
      traveller.headers,
    );
    expect(accepted.body.data!.acceptQuotation.contact_email).toBe("asha@example.com");
  });

  it("pays its balance by its own team's rule (the quote's Payment policy), not a rule of the site's", async () => {
    const traveller = await logInTraveller(test);
    const campsite = await createCampsite(test.db, { balanceDueDays: 30 });
    const travelDate = addDays(businessToday(undefined, test.clock.now()), 60);
    const target = await quotation({ pax: 2, bookingAmount: 20_000, campsiteId: campsite.id, travelDate });
    const accepted = await postGraphql<{ acceptQuotation: Accepted }>(test.api, ACCEPT, target, traveller.headers);
    const booking = await readBooking(test, traveller, Number(accepted.body.data!.acceptQuotation.id));
    expect(booking.balance_due_by).toBe(addDays(travelDate, -30));
    expect(booking.payment_plans).toEqual(["full", "booking_amount"]);
  });

  it("carries its travellers as given, and refuses another number of them or a bad one, booking nothing", async () => {
    const traveller = await logInTraveller(test);
    const target = await quotation({ pax: 2 });
    const tooFew = await postGraphql(test.api, ACCEPT, { ...target, travellers: travellers(1) }, traveller.headers);
    expect(errorCodes(tooFew)).toEqual(["BAD_USER_INPUT"]);
    expect(tooFew.body.errors![0]).toMatchObject({
      message: "This quotation is for 2 travellers: give the details of each.",
      extensions: { field: "participants", pax: 2 },
    });
    const [lead, second] = travellers(2);
    const badDob = await postGraphql(
      test.api,
      ACCEPT,
      { ...target, travellers: [lead, { ...second, dob: "2999-01-01" }] },
      traveller.headers,
    );
    expect(errorCodes(badDob)).toEqual(["PARTICIPANT_INVALID"]);
    expect(badDob.body.errors![0]!.extensions).toMatchObject({ field: "dob", index: 1 });
    const samePhone = await postGraphql(
      test.api,
      ACCEPT,
      { ...target, travellers: [lead, { ...second, phone: lead!.phone }] },
      traveller.headers,
    );
    expect(errorCodes(samePhone)).toEqual(["DUPLICATE_PARTICIPANT"]);
    expect(
      (await postGraphql(test.api, `query ($slug: String!) { quotation(slug: $slug) { accepted } }`, target)).body.data,
    ).toEqual({ quotation: { accepted: false } });

    const accepted = await postGraphql<{ acceptQuotation: { id: string } }>(
      test.api,
      ACCEPT,
      { ...target, travellers: [{ ...lead, first_name: "Meera", last_name: "Iyer" }, second] },
      traveller.headers,
    );
    expect(accepted.body.errors).toBeUndefined();
    const booking = await postGraphql<{ booking: { participants: { first_name: string }[] } }>(
      test.api,
      `query ($id: ID!) { booking(id: $id) { participants { first_name } } }`,
      { id: accepted.body.data!.acceptQuotation.id },
      traveller.headers,
    );
    expect(booking.body.data!.booking.participants.map((person) => person.first_name)).toEqual(["Meera", "Ravi"]);
  });

  it("of a party above 12 takes the lead traveller alone, or up to 12, and no more", async () => {
    const traveller = await logInTraveller(test);
    const target = await quotation({ pax: 40 });
    const thirteen = await postGraphql(test.api, ACCEPT, { ...target, travellers: travellers(13) }, traveller.headers);
    expect(errorCodes(thirteen)).toEqual(["BAD_USER_INPUT"]);
    const lead = await postGraphql<{ acceptQuotation: { id: string; traveller_count: number } }>(
      test.api,
      ACCEPT,
      { ...target, travellers: travellers(1) },
      traveller.headers,
    );
    expect(lead.body.data!.acceptQuotation.traveller_count).toBe(40);
  });
});
