// The server's payments as a resolver reaches them: through the context, with the request's logger.
import type { Context } from "../context.ts";
import type { Payments } from "./create-payments.ts";
import type { PaymentParts } from "./payments.ts";

export function paymentsOf(context: Context): Payments & { request: PaymentParts } {
  if (!context.payments) throw new Error("This API was built without payments.");
  return { ...context.payments, request: { ...context.payments.parts, log: context.log } };
}
