// Razorpay Checkout in the browser: its script, loaded only when a traveller presses Pay with the
// razorpay provider on (never on public pages), carrying the page's CSP nonce; then the Checkout
// modal for our order. It settles once: with the three signed fields for confirmPayment, with the
// gateway's failure, or with the traveller closing it. Nothing secret is here: the key id is public.

export const RAZORPAY_CHECKOUT_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";

/** What the Checkout handler receives on success (Razorpay's names). */
export interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: { contact: string };
  theme: { color: string };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
}

interface RazorpayInstance {
  open(): void;
  on(event: "payment.failed", callback: (response: { error?: { description?: string } }) => void): void;
}

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

/**
 * The page's CSP nonce. Browsers hide it from attributes but keep it on the element's `nonce`
 * property, so the scripts React Router rendered still carry it.
 */
export function pageNonce(): string {
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
}

let loading: Promise<RazorpayConstructor> | null = null;

/** Loads checkout.js once per page; a failed load may be tried again. */
export function loadRazorpay(nonce: string = pageNonce()): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = RAZORPAY_CHECKOUT_SCRIPT;
    script.async = true;
    if (nonce) script.nonce = nonce;
    script.onload = () =>
      window.Razorpay ? resolve(window.Razorpay) : reject(new Error("Razorpay Checkout did not start"));
    script.onerror = () => {
      script.remove();
      reject(new Error("Razorpay Checkout could not load"));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export type RazorpayResult =
  | { status: "authorised"; fields: RazorpaySuccess }
  | { status: "failed"; message: string }
  | { status: "dismissed" };

export interface RazorpayOrder {
  keyId: string;
  orderId: string;
  amountPaise: number;
  currency: string;
  merchantName: string;
  description: string;
  phone: string;
  themeColor: string;
}

/** Opens Checkout for an order and settles with what happened there. */
export async function openRazorpayCheckout(order: RazorpayOrder): Promise<RazorpayResult> {
  const Razorpay = await loadRazorpay();
  return new Promise<RazorpayResult>((resolve) => {
    let failure: string | null = null;
    const checkout = new Razorpay({
      key: order.keyId,
      order_id: order.orderId,
      amount: order.amountPaise,
      currency: order.currency,
      name: order.merchantName,
      description: order.description,
      prefill: { contact: order.phone },
      theme: { color: order.themeColor },
      handler: (fields) => resolve({ status: "authorised", fields }),
      // Checkout lets the traveller retry inside the modal after a failure; closing it ends the attempt.
      modal: {
        ondismiss: () => resolve(failure === null ? { status: "dismissed" } : { status: "failed", message: failure }),
      },
    });
    checkout.on("payment.failed", (response) => {
      failure = response.error?.description ?? "The payment did not go through.";
    });
    checkout.open();
  });
}
