// The body of /payment/{groupId}, loaded with the route's own chunk: after a checkout (an order in
// the address) the screen that waits for the payment's outcome; otherwise the balance card.
import { useSearchParams } from "react-router";
import { BalanceScreen } from "./balance-screen.tsx";
import { PaymentOutcomeScreen } from "./payment-outcome.tsx";
import { checkoutHint } from "./payment-rules.ts";

export function PaymentScreen({ groupId }: { groupId: string }) {
  const [params] = useSearchParams();
  return params.get("order") ? (
    <PaymentOutcomeScreen
      bookingId={groupId}
      paymentId={params.get("payment")}
      hint={checkoutHint(params.get("status"))}
    />
  ) : (
    <BalanceScreen groupId={groupId} />
  );
}
