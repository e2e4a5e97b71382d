// Test helpers of the payment screens: a booking as the API answers it, and a fake /api/graphql
// that answers each operation by name and records what was sent.
import { vi } from "vitest";
import type { BookingFieldsFragment } from "../../graphql/generated/graphql.ts";

export function aBooking(overrides: Partial<BookingFieldsFragment> = {}): BookingFieldsFragment {
  return {
    id: "501",
    reference: "PJ-7K3M9Q",
    status: "held",
    status_text: "Seats held - awaiting payment",
    hold_expires_at: new Date(Date.now() + 14 * 60_000).toISOString(),
    trip: { id: 7, name: "Hampta Pass Trek", slug: "hampta-pass-trek" },
    package: { id: 11, name: "Manali to Manali" },
    departure: { id: 90, start_date: "2099-06-10", end_date: "2099-06-14" },
    quotation: null,
    participants: [
      { first_name: "Meera", last_name: "Iyer", phone: "+919876500001" },
      { first_name: "Arjun", last_name: "Iyer", phone: "+919876500002" },
    ],
    traveller_count: 2,
    price_per_person_paise: 1_200_000,
    subtotal_paise: 2_400_000,
    discount_paise: 0,
    campaign_name: null,
    gst_percent: 5,
    gst_paise: 120_000,
    gst_included: false,
    add_ons_paise: 0,
    add_ons: [],
    total_paise: 2_520_000,
    paid_paise: 0,
    due_paise: 2_520_000,
    received_paise: 0,
    refunded_paise: 0,
    refunding_paise: 0,
    booking_amount_paise: null,
    balance_due_by: null,
    can_pay: true,
    payment_plans: ["full"],
    payments: [],
    credit_cancellation: null,
    change_fee_paise: 0,
    transfers_left: 1,
    date_change_blocked: null,
    review: null,
    credit_available_paise: 0,
    departure_cancelled: null,
    abroad: false,
    address_required_from_paise: 5_000_000,
    billing_details: null,
    invoices: [],
    refund_status: null,
    refunds: [],
    cancellation: null,
    cancelled: null,
    ...overrides,
  };
}

export interface SentOperation {
  operationName: string;
  variables: Record<string, unknown>;
}

/** Stubs fetch: each operation gets the body its answerer returns; every request is recorded. */
export function serveGraphql(answers: Record<string, (variables: Record<string, unknown>) => unknown>) {
  const sent: SentOperation[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as SentOperation;
      sent.push({ operationName: body.operationName, variables: body.variables });
      const answer = answers[body.operationName];
      if (!answer) throw new Error(`No answer for ${body.operationName}`);
      return new Response(JSON.stringify(answer(body.variables)), { headers: { "Content-Type": "application/json" } });
    }),
  );
  return sent;
}
