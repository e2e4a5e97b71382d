// The trip desk's bookings over GraphQL: search filters, a payment taken by hand
// that keeps the ledger invariant and moves the status as an online one does, cancelling by the rule
// and with the desk's own refund, refunds of money taken by hand, the manifest's ages, an audit row per
// mutation, and travellers refused. After every test, paid = payments - refunds for every booking.
import { bookingParticipants, bookingStatusChanges, bookings, paymentRefunds, users } from "@parvat/db/schema";
import { addDays, businessToday } from "@parvat/domain/business-dates";
import { asc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { auditRowsOf, logInStaff } from "../testing/admin-test-kit.ts";
import { book, participant, seatsLeft } from "../testing/booking-test-kit.ts";
import {
  confirmPayment,
  createTrip,
  expectLedgerInvariant,
  heldBooking,
  ledgerOf,
  logInTraveller,
  runJobs,
  sandboxPay,
  startPayment,
  type Traveller,
  type Trip,
} from "../testing/payment-test-kit.ts";
import { createTestApi, errorCodes, postGraphql, type TestApi } from "../testing/test-api.ts";

let test: TestApi;
let staff: Traveller;
let asha: Traveller;
let trip: Trip;
/** ₹12,000 x 2 + 5% GST, and the trip's ₹3,000 x 2 booking amount (payment-test-kit's trip). */
const TOTAL = 2_520_000;
const BOOKING_AMOUNT = 600_000;

beforeAll(async () => {
  test = await createTestApi();
  trip = await createTrip(test);
  staff = await logInStaff(test);
  asha = await logInTraveller(test);
});
afterEach(() => expectLedgerInvariant(test));
afterAll(() => test.close());

const BOOKING_FIELDS = /* GraphQL */ `
  fragment AdminBookingFields on AdminBooking {
    id reference status paid_paise total_paise due_paise rule_refund_paise rule_text
    travellers { first_name phone age gender }
    ledger { kind provider provider_id method amount_paise }
    refunds { id provider amount_paise status by_hand }
    history { from_status to_status cause }
  }
`;

interface AdminBookingView {
  id: number;
  reference: string;
  status: string;
  paid_paise: number;
  total_paise: number;
  due_paise: number;
  rule_refund_paise: number;
  rule_text: string;
  travellers: { first_name: string; phone: string; age: number; gender: string }[];
  ledger: { kind: string; provider: string; provider_id: string; method: string | null; amount_paise: number }[];
  refunds: { id: number; provider: string; amount_paise: number; status: string; by_hand: boolean }[];
  history: { from_status: string | null; to_status: string; cause: string }[];
}

function gql<T>(query: string, variables: Record<string, unknown>, who: Traveller = staff) {
  return postGraphql<T>(test.api, query, variables, who.headers);
}

const SEARCH = /* GraphQL */ `
  query ($filter: AdminBookingFilter, $page: Int) {
    adminBookings(filter: $filter, page: $page) { total page page_size items { id reference status booker_phone } }
  }
`;

async function search(filter: Record<string, unknown>): Promise<number[]> {
  const response = await gql<{ adminBookings: { total: number; items: { id: number }[] } }>(SEARCH, { filter });
  expect(response.body.errors).toBeUndefined();
  const { total, items } = response.body.data!.adminBookings;
  expect(total).toBe(items.length);
  return items.map((item) => item.id).sort((a, b) => a - b);
}

const PAY = /* GraphQL */ `
  ${BOOKING_FIELDS}
  mutation ($bookingId: ID!, $amountPaise: Int!, $method: OfflinePaymentMethod!, $reference: String!, $note: String) {
    adminRecordOfflinePayment(bookingId: $bookingId, amountPaise: $amountPaise, method: $method, reference: $reference, note: $note) {
      ...AdminBookingFields
    }
  }
`;

let nextReference = 1;
function payByHand(bookingId: number, amountPaise: number, method = "bank_transfer", reference?: string) {
  nextReference += 1;
  const ref = reference ?? `UTR${String(nextReference).padStart(8, "0")}`;
  return gql<{ adminRecordOfflinePayment: AdminBookingView }>(PAY, {
    bookingId,
    amountPaise,
    method,
    reference: ref,
    note: "Paid at the Manali office",
  });
}

const CANCEL = /* GraphQL */ `
  ${BOOKING_FIELDS}
  mutation ($bookingId: ID!, $refundPaise: Int, $reason: String!) {
    adminCancelBooking(bookingId: $bookingId, refundPaise: $refundPaise, reason: $reason) { ...AdminBookingFields }
  }
`;

function cancel(bookingId: number, reason: string, refundPaise?: number, who: Traveller = staff) {
  return gql<{ adminCancelBooking: AdminBookingView }>(CANCEL, { bookingId, reason, refundPaise }, who);
}

const REFUND_BY_HAND = /* GraphQL */ `
  ${BOOKING_FIELDS}
  mutation ($refundId: ID!, $reference: String!) {
    adminRecordOfflineRefund(refundId: $refundId, reference: $reference) { ...AdminBookingFields }
  }
`;

const MANIFEST = /* GraphQL */ `
  query ($eventId: ID!) {
    adminManifest(eventId: $eventId) {
      event_id trip_name start_date capacity seats_left
      travellers { reference status first_name last_name age gender phone }
    }
  }
`;

/** A held booking paid in full online through the sandbox. */
async function paidOnline() {
  const { bookingId, eventId } = await heldBooking(test, asha, trip);
  const checkout = (await startPayment(test, asha, bookingId)).body.data!.startPayment;
  const paid = (await sandboxPay(test, asha, checkout.order_id)).body.data!.sandboxPay;
  await confirmPayment(test, asha, {
    orderId: checkout.order_id,
    paymentId: paid.payment_id!,
    signature: paid.signature!,
  });
  return { bookingId, eventId };
}

describe("adminBookings", () => {
  it("filters by trip, departure, status, the booker's or a traveller's phone, and start dates", async () => {
    const other = await createTrip(test);
    const ravi = await logInTraveller(test);
    const near = await trip.departure(10, 30);
    const far = await trip.departure(10, 90);
    const first = (await heldBooking(test, asha, trip, { eventId: near })).bookingId;
    const second = await heldBooking(test, ravi, trip, { eventId: far, travellers: 1 });
    const elsewhere = (await heldBooking(test, asha, other)).bookingId;
    await payByHand(first, BOOKING_AMOUNT);
    // A traveller's phone, typed the way the desk hears it (spaces, no country code).
    const [travellerRow] = await test.db
      .select({ phone: bookingParticipants.phone })
      .from(bookingParticipants)
      .where(eq(bookingParticipants.bookingId, second.bookingId));
    const national = travellerRow!.phone.slice(3);
    const spaced = `${national.slice(0, 5)} ${national.slice(5)}`;

    expect(await search({ trekId: other.trekId })).toEqual([elsewhere]);
    expect(await search({ eventId: near })).toEqual([first]);
    expect(await search({ trekId: trip.trekId, eventId: far })).toEqual([second.bookingId]);
    expect(await search({ eventId: near, status: "part_paid" })).toEqual([first]);
    expect(await search({ eventId: near, status: "held" })).toEqual([]);
    expect(await search({ phone: spaced })).toEqual([second.bookingId]);
    const [raviRow] = await test.db.select({ phone: users.phone }).from(users).where(eq(users.id, ravi.userId));
    expect(await search({ phone: raviRow!.phone })).toEqual([second.bookingId]);
    const today = businessToday();
    expect(await search({ trekId: trip.trekId, from: addDays(today, 60) })).toEqual([second.bookingId]);
    expect(await search({ trekId: trip.trekId, from: addDays(today, 30), to: addDays(today, 30) })).toEqual([first]);

    const refused = await gql(SEARCH, { filter: { status: "lost" } });
    expect(errorCodes(refused)).toEqual(["BAD_USER_INPUT"]);
  });
});

describe("adminRecordOfflinePayment", () => {
  it("records money by hand in the ledger; paid and status follow as for an online payment; audited", async () => {
    const { bookingId } = await heldBooking(test, asha, trip);
    // Less than the booking amount would leave it held, to lose its seats when the hold ends.
    expect(errorCodes(await payByHand(bookingId, BOOKING_AMOUNT - 100))).toEqual(["BAD_USER_INPUT"]);
    expect(errorCodes(await payByHand(bookingId, TOTAL + 100))).toEqual(["BAD_USER_INPUT"]);

    const first = await payByHand(bookingId, BOOKING_AMOUNT, "bank_transfer", "UTR-ABC-123");
    expect(first.body.errors).toBeUndefined();
    const partPaid = first.body.data!.adminRecordOfflinePayment;
    expect(partPaid).toMatchObject({
      status: "part_paid",
      paid_paise: BOOKING_AMOUNT,
      due_paise: TOTAL - BOOKING_AMOUNT,
    });
    expect(partPaid.ledger).toEqual([
      {
        kind: "payment",
        provider: "offline",
        provider_id: "UTR-ABC-123",
        method: "bank_transfer",
        amount_paise: BOOKING_AMOUNT,
      },
    ]);
    // The same bank transfer twice is one payment.
    expect(errorCodes(await payByHand(bookingId, 1000, "bank_transfer", "UTR-ABC-123"))).toEqual(["BAD_USER_INPUT"]);

    const second = await payByHand(bookingId, TOTAL - BOOKING_AMOUNT, "cash", "RCPT-0042");
    const confirmed = second.body.data!.adminRecordOfflinePayment;
    expect(confirmed).toMatchObject({ status: "confirmed", paid_paise: TOTAL, due_paise: 0 });
    expect(confirmed.history.map((change) => change.to_status)).toEqual(["held", "part_paid", "confirmed"]);
    expect(errorCodes(await payByHand(bookingId, 100))).toEqual(["BOOKING_NOT_PAYABLE"]);

    const audit = await auditRowsOf(test, "booking", bookingId);
    expect(audit.map((row) => row.action)).toEqual(["record-offline-payment", "record-offline-payment"]);
    expect(audit[0]!.staffUserId).toBe(staff.userId);
    expect(audit[0]!.before).toEqual({ status: "held", paidPaise: 0 });
    expect(audit[1]!.after).toMatchObject({
      status: "confirmed",
      paidPaise: TOTAL,
      payment: {
        amountPaise: TOTAL - BOOKING_AMOUNT,
        method: "cash",
        reference: "RCPT-0042",
        note: "Paid at the Manali office",
      },
    });
  });

  it("refuses a booking whose hold has ended", async () => {
    const { bookingId } = await heldBooking(test, asha, trip);
    await test.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, bookingId));
    expect(errorCodes(await payByHand(bookingId, TOTAL))).toEqual(["BOOKING_NOT_PAYABLE"]);
    expect(await ledgerOf(test, bookingId)).toEqual([]);
  });
});

describe("adminCancelBooking", () => {
  it("refunds by the trip's rule through the gateway and gives the seats back; audited", async () => {
    const { bookingId, eventId } = await paidOnline();
    const before = await seatsLeft(test, eventId);
    // 40 days ahead: 100% less the ₹1,000 fee.
    const rule = TOTAL - 100_000;
    const response = await cancel(bookingId, "Traveller fell ill");
    expect(response.body.errors).toBeUndefined();
    const cancelled = response.body.data!.adminCancelBooking;
    expect(cancelled.status).toBe("cancelled");
    expect(cancelled.refunds).toEqual([
      expect.objectContaining({ provider: "sandbox", amount_paise: rule, by_hand: false }),
    ]);
    expect(cancelled.history.at(-1)).toMatchObject({
      to_status: "cancelled",
      cause: "Cancelled by the trip desk: Traveller fell ill",
    });
    expect(await seatsLeft(test, eventId)).toBe(before + 2);
    await runJobs(test);
    const [booking] = await test.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking!.paidPaise).toBe(TOTAL - rule);

    const [audit] = await auditRowsOf(test, "booking", bookingId);
    expect(audit).toMatchObject({ action: "cancel-booking", staffUserId: staff.userId });
    expect(audit!.after).toMatchObject({
      status: "cancelled",
      refundPaise: rule,
      ruleRefundPaise: rule,
      overridden: false,
    });
    expect(errorCodes(await cancel(bookingId, "Again"))).toEqual(["BOOKING_NOT_CANCELLABLE"]);
  });

  it("overrides the rule with the desk's amount and reason; money taken by hand is paid back by hand", async () => {
    const { bookingId, eventId } = await heldBooking(test, asha, trip);
    await payByHand(bookingId, BOOKING_AMOUNT);
    const detail = (await payByHand(bookingId, TOTAL - BOOKING_AMOUNT, "cash")).body.data!.adminRecordOfflinePayment;
    expect(detail.rule_refund_paise).toBe(TOTAL - 100_000);
    expect(errorCodes(await cancel(bookingId, "Too much", TOTAL + 1))).toEqual(["BAD_USER_INPUT"]);
    expect(errorCodes(await cancel(bookingId, "", 1000))).toEqual(["BAD_USER_INPUT"]);

    const override = 2_000_000;
    const response = await cancel(bookingId, "Landslide on the road: goodwill refund", override);
    expect(response.body.errors).toBeUndefined();
    const cancelled = response.body.data!.adminCancelBooking;
    expect(cancelled.status).toBe("cancelled");
    // Newest payment first: the cash, then part of the bank transfer; both go back by hand.
    expect(cancelled.refunds.map((refund) => [refund.amount_paise, refund.status, refund.by_hand])).toEqual([
      [TOTAL - BOOKING_AMOUNT, "pending", true],
      [override - (TOTAL - BOOKING_AMOUNT), "pending", true],
    ]);
    expect(await runJobs(test)).toBeGreaterThanOrEqual(0);
    const stillPending = await test.db.select().from(paymentRefunds).where(eq(paymentRefunds.bookingId, bookingId));
    expect(stillPending.every((refund) => refund.status === "pending")).toBe(true);

    let after: AdminBookingView | undefined;
    for (const [index, refund] of cancelled.refunds.entries()) {
      const paid = await gql<{ adminRecordOfflineRefund: AdminBookingView }>(REFUND_BY_HAND, {
        refundId: refund.id,
        reference: `NEFT-OUT-${index}`,
      });
      expect(paid.body.errors).toBeUndefined();
      after = paid.body.data!.adminRecordOfflineRefund;
    }
    expect(after!.paid_paise).toBe(TOTAL - override);
    expect(after!.refunds.every((refund) => refund.status === "processed")).toBe(true);
    const again = await gql(REFUND_BY_HAND, { refundId: cancelled.refunds[0]!.id, reference: "NEFT-OUT-9" });
    expect(errorCodes(again)).toEqual(["BAD_USER_INPUT"]);

    const audit = await auditRowsOf(test, "booking", bookingId);
    expect(audit.map((row) => row.action)).toEqual([
      "record-offline-payment",
      "record-offline-payment",
      "cancel-booking-override-refund",
      "record-offline-refund",
      "record-offline-refund",
    ]);
    expect(audit[2]!.after).toMatchObject({
      refundPaise: override,
      ruleRefundPaise: TOTAL - 100_000,
      overridden: true,
      reason: "Landslide on the road: goodwill refund",
    });
    expect(await manifestReferences(eventId)).toEqual([]);
  });

  it("cancels a held booking with nothing to refund", async () => {
    const { bookingId, eventId } = await heldBooking(test, asha, trip);
    const before = await seatsLeft(test, eventId);
    const cancelled = (await cancel(bookingId, "Duplicate booking by phone")).body.data!.adminCancelBooking;
    expect(cancelled).toMatchObject({ status: "cancelled", refunds: [] });
    expect(await seatsLeft(test, eventId)).toBe(before + 2);
    const history = await test.db
      .select({ to: bookingStatusChanges.toStatus })
      .from(bookingStatusChanges)
      .where(eq(bookingStatusChanges.bookingId, bookingId))
      .orderBy(asc(bookingStatusChanges.id));
    expect(history.map((row) => row.to)).toEqual(["held", "cancelled"]);
  });
});

async function manifestReferences(eventId: number): Promise<string[]> {
  const response = await gql<{ adminManifest: { travellers: { reference: string }[] } }>(MANIFEST, { eventId });
  return response.body.data!.adminManifest.travellers.map((row) => row.reference);
}

describe("adminManifest", () => {
  it("lists the travellers of live bookings with their age on the start date", async () => {
    // A day no other test of this file departs on.
    const eventId = await trip.departure(10, 200);
    const start = addDays(businessToday(), 200);
    // Turns 30 a hundred days from today: 29 now, 30 on the start date.
    const birthday = addDays(businessToday(), 100);
    const dob = `${Number(birthday.slice(0, 4)) - 30}${birthday.slice(4)}`;
    const booker = await logInTraveller(test);
    // Turns 45 on the start date itself.
    const fortyFive = `${Number(start.slice(0, 4)) - 45}${start.slice(4)}`;
    const travellers = [participant({ dob, gender: "male", first_name: "Kabir" }), participant({ dob: fortyFive })];
    const booked = await book(test, booker, { eventId, packageId: trip.packageId, participants: travellers });
    const reference = booked.body.data!.createBooking.reference;
    const gone = await heldBooking(test, asha, trip, { eventId, travellers: 1 });
    await cancel(gone.bookingId, "Changed plans");

    const response = await gql<{
      adminManifest: {
        start_date: string;
        capacity: number;
        seats_left: number;
        travellers: { reference: string; first_name: string; age: number; gender: string; phone: string }[];
      };
    }>(MANIFEST, { eventId });
    expect(response.body.errors).toBeUndefined();
    const manifest = response.body.data!.adminManifest;
    expect(manifest).toMatchObject({ start_date: start, capacity: 10, seats_left: 8 });
    expect(manifest.travellers).toEqual([
      expect.objectContaining({
        reference,
        first_name: "Kabir",
        age: 30,
        gender: "male",
        phone: `+91${travellers[0]!.phone}`,
      }),
      expect.objectContaining({ reference, age: 45, gender: "female" }),
    ]);
    const unknown = await gql<{ adminManifest: null }>(MANIFEST, { eventId: 999_999 });
    expect(unknown.body.data!.adminManifest).toBeNull();
  });
});

describe("staff only", () => {
  it("refuses travellers (FORBIDDEN) and changes nothing", async () => {
    const { bookingId, eventId } = await heldBooking(test, asha, trip);
    expect(errorCodes(await cancel(bookingId, "Not mine to cancel", undefined, asha))).toEqual(["FORBIDDEN"]);
    expect(errorCodes(await gql(MANIFEST, { eventId }, asha))).toEqual(["FORBIDDEN"]);
    expect(errorCodes(await gql(SEARCH, {}, asha))).toEqual(["FORBIDDEN"]);
    const pay = await postGraphql(
      test.api,
      PAY,
      { bookingId, amountPaise: TOTAL, method: "cash", reference: "RCPT-9999" },
      asha.headers,
    );
    expect(errorCodes(pay)).toEqual(["FORBIDDEN"]);
    const [row] = await test.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row).toMatchObject({ status: "held", paidPaise: 0 });
    expect(await auditRowsOf(test, "booking", bookingId)).toEqual([]);
  });
});
