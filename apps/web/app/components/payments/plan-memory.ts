// The plan a traveller chose for a booking (pay in full, or the booking amount now), kept for the
// tab's session: paying leaves the page for the checkout, and coming back ("Try again" after a
// failed payment, the back button, a reload) must find the same choice, not the first one.
import type { PaymentPlan } from "./payment-rules.ts";

const key = (bookingId: string) => `payment-plan:${bookingId}`;

export function rememberPlan(bookingId: string, plan: PaymentPlan): void {
  try {
    sessionStorage.setItem(key(bookingId), plan);
  } catch {
    // Storage refused (private mode, full): the choice lasts as long as the page.
  }
}

export function rememberedPlan(bookingId: string): PaymentPlan | null {
  try {
    const plan = typeof sessionStorage === "undefined" ? null : sessionStorage.getItem(key(bookingId));
    return plan === "full" || plan === "booking_amount" ? plan : null;
  } catch {
    return null;
  }
}
