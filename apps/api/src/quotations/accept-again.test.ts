// A quotation accepted and then left unpaid is not dead: when its booking ends without any money
// received (cancelled unpaid, or its hold lapsed), the acceptance is released and the quotation can be
// accepted again, with any option, by whoever holds its link; the old booking keeps its own option.
// And whose quotations a traveller sees (myQuotations), and who the desk sees accepted one.
// One that received money stays accepted.
import {
  bookings,
  inquiries,
  quotationAcceptances,
  quotationPropertyGroups,
  quotations,
  users,
} from "@parvat/db/schema";
import { createQuotation } from "@parvat/db/testing/factories/enquiries";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { logInStaff } from "../testing/admin-test-kit.ts";
import { logInTraveller, type Traveller, travellers } from "../testing/booking-test-kit.ts";
import { expectLedgerInvariant, runJobs, sandboxPay, startPayment } from "../testing/payment-test-kit.ts";
import { createTestApi, errorCodes, postGraphql, type TestApi } from "../testing/test-api.ts";

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterEach(() => expectLedgerInvariant(test));
afterAll(() => test.close());

const ACCEPT = /* GraphQL */ `
  mutation ($slug: String!, $group: Int!, $travellers: [ParticipantInput!]!) {
    acceptQuotation(slug: $slug, propertyGroupId: $group, participants: $travellers) { id status }
  }
`;
const CANCEL = /* GraphQL */ `mutation ($id: ID!) { cancelBooking(id: $id) { status } }`;
const BOOKING = /* GraphQL */ `query ($id: ID!) { booking(id: $id) { status package { name } } }`;
const ACCEPTED = /* GraphQL */ `query ($slug: String!) { quotation(slug: $slug) { accepted accepted_property_group_id } }`;

async function twoOptionQuotation() {
  const { quotation, propertyGroups } = await createQuotation(test.db, {
    showPriceFor: "per person",
    pax: 2,
    bookingAmount: 20_000,
    propertyGroups: [
      { name: "Pool villas in Ubud", price: 74_000, isSelected: true, properties: [] },
      { name: "Beach rooms in Seminyak", price: 68_000, isSelected: false, properties: [] },
    ],
  });
  return { quotation, ubud: propertyGroups[0]!.id, seminyak: propertyGroups[1]!.id };
}

async function accept(traveller: Traveller, slug: string, group: number) {
  return postGraphql<{ acceptQuotation: { id: string; status: string } }>(
    test.api,
    ACCEPT,
    { slug, group, travellers: travellers(2) },
    traveller.headers,
  );
}

async function enquiryStatus(quotationId: number) {
  const [row] = await test.db
    .select({ status: inquiries.status })
    .from(quotations)
    .innerJoin(inquiries, eq(inquiries.id, quotations.inquiryId))
    .where(eq(quotations.id, quotationId));
  return row!.status;
}

describe("a quotation whose booking ended unpaid", () => {
  it("can be accepted again, with another option and by another traveller; the old booking keeps its option", async () => {
    const { quotation, ubud, seminyak } = await twoOptionQuotation();
    const first = await logInTraveller(test);
    const firstBooking = (await accept(first, quotation.slug, ubud)).body.data!.acceptQuotation.id;
    expect(await enquiryStatus(quotation.id)).toBe("accepted");
    // While that booking is held, nobody else can accept it.
    const second = await logInTraveller(test);
    expect(errorCodes(await accept(second, quotation.slug, seminyak))).toEqual(["QUOTATION_ALREADY_ACCEPTED"]);

    const cancelled = await postGraphql(test.api, CANCEL, { id: firstBooking }, first.headers);
    expect(cancelled.body.errors).toBeUndefined();
    expect((await postGraphql(test.api, ACCEPTED, { slug: quotation.slug })).body.data).toEqual({
      quotation: { accepted: false, accepted_property_group_id: null },
    });
    expect(await enquiryStatus(quotation.id)).toBe("quoted");

    const again = await accept(second, quotation.slug, seminyak);
    expect(again.body.errors).toBeUndefined();
    const secondBooking = again.body.data!.acceptQuotation.id;
    expect(secondBooking).not.toBe(firstBooking);
    expect((await postGraphql(test.api, ACCEPTED, { slug: quotation.slug })).body.data).toEqual({
      quotation: { accepted: true, accepted_property_group_id: seminyak },
    });
    expect(await enquiryStatus(quotation.id)).toBe("accepted");
    const old = await postGraphql(test.api, BOOKING, { id: firstBooking }, first.headers);
    expect(old.body.data).toEqual({ booking: { status: "cancelled", package: { name: "Pool villas in Ubud" } } });
    const current = await postGraphql(test.api, BOOKING, { id: secondBooking }, second.headers);
    expect(current.body.data).toEqual({ booking: { status: "held", package: { name: "Beach rooms in Seminyak" } } });

    // Its first traveller, back on the link, is told it is taken, not handed the other's booking.
    const late = await accept(first, quotation.slug, ubud);
    expect(errorCodes(late)).toEqual(["QUOTATION_ALREADY_ACCEPTED"]);
    expect(late.body.errors![0]!.extensions).toMatchObject({ bookingId: null });
  });

  it("stays open when its hold lapses unpaid, and a rewrite of its options leaves the old booking's option named", async () => {
    const { quotation, ubud } = await twoOptionQuotation();
    const traveller = await logInTraveller(test);
    const bookingId = (await accept(traveller, quotation.slug, ubud)).body.data!.acceptQuotation.id;
    // The hold runs to the quotation's expiry: move it into the past, and the sweeper expires it.
    await test.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(test.clock.now().getTime() - 60_000) })
      .where(eq(bookings.id, Number(bookingId)));
    await test.api.periodic.run("seats");
    expect((await postGraphql(test.api, BOOKING, { id: bookingId }, traveller.headers)).body.data).toMatchObject({
      booking: { status: "expired" },
    });
    const [acceptance] = await test.db
      .select()
      .from(quotationAcceptances)
      .where(eq(quotationAcceptances.quotationId, quotation.id));
    expect(acceptance!.releasedAt).not.toBeNull();

    // The trip desk may rewrite the quotation now (its options are replaced): the old booking still
    // says which option it was for.
    await test.db.delete(quotationPropertyGroups).where(eq(quotationPropertyGroups.quotationId, quotation.id));
    expect((await postGraphql(test.api, BOOKING, { id: bookingId }, traveller.headers)).body.data).toMatchObject({
      booking: { package: { name: "Pool villas in Ubud" } },
    });
  });
});

describe("a quotation whose booking received money", () => {
  it("stays accepted after that booking is cancelled", async () => {
    const { quotation, ubud, seminyak } = await twoOptionQuotation();
    const traveller = await logInTraveller(test);
    const bookingId = Number((await accept(traveller, quotation.slug, ubud)).body.data!.acceptQuotation.id);
    const order = (await startPayment(test, traveller, bookingId, "booking_amount")).body.data!.startPayment;
    expect((await sandboxPay(test, traveller, order.order_id)).body.errors).toBeUndefined();
    await runJobs(test);
    // Its trip has no online cancellation tiers: the trip desk cancels it, refunding what it decides.
    const staff = await logInStaff(test);
    const cancelled = await postGraphql(
      test.api,
      `mutation ($id: ID!) { adminCancelBooking(bookingId: $id, reason: "Plans changed", refundPaise: 0) { status } }`,
      { id: bookingId },
      staff.headers,
    );
    expect(cancelled.body.errors).toBeUndefined();
    await runJobs(test);

    const other = await logInTraveller(test);
    expect(errorCodes(await accept(other, quotation.slug, seminyak))).toEqual(["QUOTATION_ALREADY_ACCEPTED"]);
    expect(await enquiryStatus(quotation.id)).toBe("accepted");
  });
});

describe("whose quotations a traveller sees, and who the desk sees accepted it", () => {
  it("lists the quotations of enquiries from the traveller's phone and those they accepted, and no one else's", async () => {
    const asha = await logInTraveller(test);
    const [account] = await test.db.select({ phone: users.phone }).from(users).where(eq(users.id, asha.userId));
    const forAsha = await createQuotation(test.db, {
      tripTitle: "Spiti in winter",
      inquiry: { mobile: account!.phone },
    });
    const { quotation: other, ubud } = await twoOptionQuotation();
    const MINE = `query { myQuotations { slug accepted } }`;
    const mine = async (traveller: Traveller) =>
      (
        await postGraphql<{ myQuotations: { slug: string }[] }>(test.api, MINE, undefined, traveller.headers)
      ).body.data!.myQuotations.map((row) => row.slug);
    expect(await mine(asha)).toEqual([forAsha.quotation.slug]);

    // Accepting another's link makes it hers too; a stranger sees neither.
    expect((await accept(asha, other.slug, ubud)).body.errors).toBeUndefined();
    expect((await mine(asha)).sort()).toEqual([forAsha.quotation.slug, other.slug].sort());
    expect(await mine(await logInTraveller(test))).toEqual([]);

    const staff = await logInStaff(test);
    const desk = await postGraphql<{ adminQuotation: { acceptance: Record<string, unknown> } }>(
      test.api,
      `query ($id: Int!) { adminQuotation(id: $id) { acceptance { option_name account_phone booking_reference } } }`,
      { id: other.id },
      staff.headers,
    );
    expect(desk.body.data!.adminQuotation.acceptance).toMatchObject({
      option_name: "Pool villas in Ubud",
      account_phone: account!.phone,
      booking_reference: expect.stringMatching(/^PJ-/),
    });
  });
});
