// The end of every checkout (Razorpay's modal or the sandbox's screen): the three signed fields go
// to confirmPayment, and the traveller goes on to the success screen with what it answered. The
// callback only speeds things up (the webhook is the source of truth), so a callback that fails
// for any reason is "pending" there, and the success screen waits for the booking to say.
import { request } from "../../graphql/client.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import { paymentOutcomePath } from "../../lib/paths.ts";
import type { CheckoutHint } from "./payment-rules.ts";

const ConfirmPaymentDocument = graphql(`
  mutation ConfirmPayment($orderId: String!, $paymentId: String!, $signature: String!) {
    confirmPayment(orderId: $orderId, paymentId: $paymentId, signature: $signature) {
      status
    }
  }
`);

const ConfirmBalancePaymentDocument = graphql(`
  mutation ConfirmBalancePayment($orderId: String!, $paymentId: String!, $signature: String!, $link: String!) {
    confirmBalancePayment(orderId: $orderId, paymentId: $paymentId, signature: $signature, link: $link) {
      status
    }
  }
`);

export interface SignedCallback {
  orderId: string;
  paymentId: string;
  signature: string;
}

/**
 * Confirms a signed checkout and returns where the traveller goes next. With `link` (a payment
 * started by a message's signed link, perhaps without a login) the link vouches for the order.
 */
export async function confirmedOutcomePath(
  bookingId: string,
  callback: SignedCallback,
  link: string | null = null,
): Promise<string> {
  let status: CheckoutHint = "pending";
  try {
    const answered = link
      ? (await request(ConfirmBalancePaymentDocument, { ...callback, link })).data?.confirmBalancePayment.status
      : (await request(ConfirmPaymentDocument, callback)).data?.confirmPayment.status;
    if (answered === "paid" || answered === "failed") status = answered;
  } catch {
    // Offline for a moment: the webhook still tells the booking, and the success screen asks it.
  }
  return paymentOutcomePath(bookingId, { order: callback.orderId, payment: callback.paymentId, status, link });
}
