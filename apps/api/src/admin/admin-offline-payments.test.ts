// Money the trip desk takes by hand, by each of its four methods: a bank transfer's UTR, a UPI
// payment's 12-digit reference, a cheque's number with its bank, a cash receipt. Each method asks
// for the reference it has, refuses one of the wrong shape beside that field, and stores it so the
// same money cannot be recorded twice (however it is typed again).
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { logInStaff } from "../testing/admin-test-kit.ts";
import {
  createTrip,
  expectLedgerInvariant,
  heldBooking,
  logInTraveller,
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

const PAY = /* GraphQL */ `
  mutation ($bookingId: ID!, $amountPaise: Int!, $method: OfflinePaymentMethod!, $reference: String!, $bank: String) {
    adminRecordOfflinePayment(bookingId: $bookingId, amountPaise: $amountPaise, method: $method, reference: $reference, bank: $bank) {
      status paid_paise ledger { provider provider_id method amount_paise }
    }
  }
`;

interface Paid {
  adminRecordOfflinePayment: {
    status: string;
    paid_paise: number;
    ledger: { provider: string; provider_id: string; method: string; amount_paise: number }[];
  };
}

function pay(bookingId: number, method: string, reference: string, amountPaise: number, bank?: string) {
  return postGraphql<Paid>(test.api, PAY, { bookingId, amountPaise, method, reference, bank }, staff.headers);
}

function fieldOf(response: Awaited<ReturnType<typeof pay>>) {
  return response.body.errors?.[0]?.extensions?.field;
}

describe("adminRecordOfflinePayment by UPI and by cheque", () => {
  it("takes a UPI payment by its 12-digit transaction reference, once", async () => {
    const { bookingId } = await heldBooking(test, asha, trip);
    const wrong = await pay(bookingId, "upi", "UPI-42", BOOKING_AMOUNT);
    expect(errorCodes(wrong)).toEqual(["BAD_USER_INPUT"]);
    expect(fieldOf(wrong)).toBe("reference");
    expect(wrong.body.errors?.[0]?.message).toMatch(/12 digits/);

    const paid = await pay(bookingId, "upi", " 4123 5678 9012 ", BOOKING_AMOUNT);
    expect(paid.body.errors).toBeUndefined();
    expect(paid.body.data!.adminRecordOfflinePayment).toMatchObject({
      status: "part_paid",
      paid_paise: BOOKING_AMOUNT,
      ledger: [{ provider: "offline", provider_id: "412356789012", method: "upi", amount_paise: BOOKING_AMOUNT }],
    });
    // The same UPI payment typed again without its spaces is the same money.
    const again = await pay(bookingId, "upi", "412356789012", 1_000);
    expect(errorCodes(again)).toEqual(["BAD_USER_INPUT"]);
    expect(fieldOf(again)).toBe("reference");
  });

  it("takes a cleared cheque by its number and the bank it is drawn on", async () => {
    const { bookingId } = await heldBooking(test, asha, trip);
    const noBank = await pay(bookingId, "cheque", "004512", TOTAL);
    expect(errorCodes(noBank)).toEqual(["BAD_USER_INPUT"]);
    expect(fieldOf(noBank)).toBe("bank");
    expect(fieldOf(await pay(bookingId, "cheque", "4512", TOTAL, "HDFC Bank"))).toBe("reference");

    const paid = await pay(bookingId, "cheque", "004512", TOTAL, "  HDFC   Bank ");
    expect(paid.body.errors).toBeUndefined();
    expect(paid.body.data!.adminRecordOfflinePayment).toMatchObject({
      status: "confirmed",
      ledger: [{ provider_id: "004512 HDFC BANK", method: "cheque", amount_paise: TOTAL }],
    });

    // The same number from another bank is another cheque; from the same bank, the same one.
    const other = await heldBooking(test, asha, trip);
    expect(errorCodes(await pay(other.bookingId, "cheque", "004512", TOTAL, "hdfc bank"))).toEqual(["BAD_USER_INPUT"]);
    const sbi = await pay(other.bookingId, "cheque", "004512", TOTAL, "State Bank of India");
    expect(sbi.body.errors).toBeUndefined();
    expect(sbi.body.data!.adminRecordOfflinePayment.ledger[0]!.provider_id).toBe("004512 STATE BANK OF INDIA");
  });

  it("refuses a bank for anything but a cheque", async () => {
    const { bookingId } = await heldBooking(test, asha, trip);
    const response = await pay(bookingId, "cash", "RCPT-77", TOTAL, "HDFC Bank");
    expect(errorCodes(response)).toEqual(["BAD_USER_INPUT"]);
    expect(fieldOf(response)).toBe("bank");
  });
});
