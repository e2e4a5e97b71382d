// Payments that need a person, in the schema (docs/api.md, "Back office"):
//   adminPaymentAlerts              staff only: captures that did not match their order, unresolved
//   adminResolvePaymentAlert(id, …)  staff only: what the desk did about one (audited)
import { requireStaff } from "../accounts/require-viewer.ts";
import { rowIdOf } from "../arguments.ts";
import { builder } from "../builder.ts";
import { UserError } from "../errors.ts";
import {
  openPaymentAlerts,
  type PaymentAlertRow,
  RESOLUTION_MAX_LENGTH,
  resolvePaymentAlert,
} from "./admin-payment-alerts.ts";

const iso = (value: Date | null) => (value ? value.toISOString() : null);

const AdminPaymentAlert = builder.objectRef<PaymentAlertRow>("AdminPaymentAlert").implement({
  description:
    "A capture whose amount or currency is not its order's: never applied as a payment; settle it at the gateway by hand, then record what was done.",
  fields: (t) => ({
    id: t.exposeID("id"),
    booking_id: t.exposeID("bookingId"),
    booking_reference: t.exposeString("bookingReference"),
    provider: t.exposeString("provider"),
    provider_payment_id: t.exposeString("providerPaymentId", { description: "The gateway's payment id (pay_...)." }),
    provider_order_id: t.exposeString("providerOrderId"),
    expected_amount_paise: t.exposeInt("expectedAmountPaise", { description: "The order's amount." }),
    expected_currency: t.exposeString("expectedCurrency"),
    received_amount_paise: t.exposeInt("receivedAmountPaise", { description: "What the gateway captured." }),
    received_currency: t.exposeString("receivedCurrency"),
    detected_at: t.string({ resolve: (alert) => alert.detectedAt.toISOString() }),
    resolved_at: t.string({ nullable: true, resolve: (alert) => iso(alert.resolvedAt) }),
    resolution: t.exposeString("resolution", { nullable: true }),
  }),
});

builder.queryField("adminPaymentAlerts", (t) =>
  t.field({
    type: [AdminPaymentAlert],
    description: "Staff only: captures that did not match their order and are not resolved yet, oldest first.",
    resolve: (_root, _args, context) => {
      requireStaff(context);
      return openPaymentAlerts(context.db);
    },
  }),
);

builder.mutationField("adminResolvePaymentAlert", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: AdminPaymentAlert,
    description: `Staff only: records what the desk did about an alert (1 to ${RESOLUTION_MAX_LENGTH} characters: "Refunded in full at Razorpay, rfnd_..."), which leaves Today's list; audited. NOT_FOUND for an unknown alert, BAD_USER_INPUT for an empty resolution or one already recorded.`,
    args: { id: t.arg.id({ required: true }), resolution: t.arg.string({ required: true }) },
    resolve: async (_root, { id, resolution }, context) => {
      const staff = requireStaff(context);
      const text = resolution.trim();
      if (text.length === 0 || text.length > RESOLUTION_MAX_LENGTH) {
        throw new UserError(`Say what was done, in 1 to ${RESOLUTION_MAX_LENGTH} characters.`, {
          code: "BAD_USER_INPUT",
          field: "resolution",
        });
      }
      const alertId = rowIdOf(id);
      const outcome = alertId
        ? await resolvePaymentAlert(context.db, {
            staffUserId: staff.userId,
            alertId,
            resolution: text,
            at: context.now(),
          })
        : ({ ok: false, reason: "not-found" } as const);
      if (outcome.ok) return outcome.alert;
      if (outcome.reason === "not-found") {
        throw new UserError("We could not find this alert.", { code: "NOT_FOUND", field: "id" });
      }
      throw new UserError("This alert has already been resolved.", { code: "BAD_USER_INPUT", field: "id" });
    },
  }),
);
