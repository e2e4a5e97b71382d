// Paying a balance by the signed link of a balance message, without logging in (payment-links.ts,
// docs/decisions/0021-signed-payment-links.md; docs/api.md, "Payment links"):
//   balancePayment(bookingId, link)          what the booking owes: trip, dates, travellers, amounts
//   startBalancePayment(bookingId, link)     the balance's order, once per link
//   confirmBalancePayment(orderId, ..., link) that order's checkout callback
// None of these answers a name, phone or email, and none answers a Booking (whose fields are the
// owner's): an anonymous payer sees the amounts and the trip, nothing else.

import { paymentLedger } from "@parvat/db/schema";
import { receiptNumber } from "@parvat/domain/payments";
import { and, asc, eq } from "drizzle-orm";
import { rowIdOf } from "../arguments.ts";
import { builder } from "../builder.ts";
import type { Context } from "../context.ts";
import { UserError } from "../errors.ts";
import { documentsOfBooking, printedFigures } from "../tax/tax-documents.ts";
import { type CheckoutView, confirmRefusal, GatewayCheckout, startRefusal } from "./payment-fields.ts";
import { checkPaymentLink, type LinkPaymentOutcome, linkStartedOrder, startLinkPayment } from "./payment-links.ts";
import { balanceStateOf, confirmPayment } from "./payments.ts";
import { paymentsOf } from "./payments-context.ts";

interface BalanceView {
  bookingId: number;
  tripName: string;
  startDate: string;
  endDate: string | null;
  travellerCount: number;
  totalPaise: number;
  paidPaise: number;
  balanceDueBy: string | null;
  status: string;
  linkStatus: "usable" | "used" | "expired";
  linkAmountPaise: number;
}

interface BalanceDocument {
  kind: "receipt" | "invoice" | "credit_note";
  title: string;
  number: string;
  amountPaise: number;
  issuedAt: Date;
  path: string;
}

const BalanceDocumentRef = builder.objectRef<BalanceDocument>("BalanceDocument").implement({
  description:
    "One of the booking's receipts, tax invoices or credit notes, as its payment link lists it: its number, amount and day, and the page that shows it to the booking's logged-in traveller (the same pages the dashboard links to). What it says of the buyer (name, address, GSTIN) is on that page only.",
  fields: (t) => ({
    kind: t.exposeString("kind", { description: "receipt | invoice | credit_note" }),
    title: t.exposeString("title", { description: '"Receipt", "Tax invoice" or "Credit note".' }),
    number: t.exposeString("number"),
    amount_paise: t.exposeInt("amountPaise"),
    issued_at: t.string({ description: "ISO 8601.", resolve: (document) => document.issuedAt.toISOString() }),
    path: t.exposeString("path", { description: "/receipts/{id} or /documents/{id}: logged in, the owner's only." }),
  }),
});

/** The booking's receipts, then its invoices and credit notes, each oldest first. */
async function balanceDocuments(context: Context, bookingId: number): Promise<BalanceDocument[]> {
  const payments = await context.db
    .select({ id: paymentLedger.id, at: paymentLedger.at, amountPaise: paymentLedger.amountPaise })
    .from(paymentLedger)
    .where(and(eq(paymentLedger.bookingId, bookingId), eq(paymentLedger.kind, "payment")))
    .orderBy(asc(paymentLedger.at), asc(paymentLedger.id));
  const receipts = payments.map((payment) => {
    const at = new Date(payment.at);
    return {
      kind: "receipt" as const,
      title: "Receipt",
      number: receiptNumber(payment.id, at),
      amountPaise: payment.amountPaise,
      issuedAt: at,
      path: `/receipts/${payment.id}`,
    };
  });
  const taxDocuments = (await documentsOfBooking(context.db, bookingId)).map((document) => {
    const printed = printedFigures(document);
    return {
      kind: document.kind === "CREDIT_NOTE" ? ("credit_note" as const) : ("invoice" as const),
      title: printed.title,
      number: document.number,
      amountPaise: printed.amountPaise,
      issuedAt: document.issuedAt,
      path: `/documents/${document.id}`,
    };
  });
  return [...receipts, ...taxDocuments];
}

const BalancePayment = builder.objectRef<BalanceView>("BalancePayment").implement({
  description:
    "What a booking owes, as its payment link shows it to anyone holding the link: the trip, its dates, the number of travellers and the amounts. Never a name, phone or email. Amounts in paise.",
  fields: (t) => ({
    booking_id: t.exposeID("bookingId"),
    trip_name: t.exposeString("tripName"),
    start_date: t.field({ type: "Date", resolve: (view) => view.startDate as never }),
    end_date: t.field({ type: "Date", nullable: true, resolve: (view) => view.endDate as never }),
    traveller_count: t.exposeInt("travellerCount"),
    total_paise: t.exposeInt("totalPaise"),
    paid_paise: t.exposeInt("paidPaise"),
    balance_paise: t.int({
      description: "total_paise - paid_paise, never below 0.",
      resolve: (view) => Math.max(0, view.totalPaise - view.paidPaise),
    }),
    balance_due_by: t.field({
      type: "Date",
      nullable: true,
      description: "The last day to pay the balance; null when the trip sets none.",
      resolve: (view) => view.balanceDueBy as never,
    }),
    paid_in_full: t.boolean({
      description: "Nothing is left to pay (the booking is confirmed).",
      resolve: (view) => view.totalPaise - view.paidPaise <= 0 && view.status !== "cancelled",
    }),
    cancelled: t.boolean({ resolve: (view) => view.status === "cancelled" || view.status === "expired" }),
    link_status: t.exposeString("linkStatus", {
      description:
        "usable (it can start the balance payment) | used (it has started one: log in to pay again) | expired (log in to pay).",
    }),
    link_amount_paise: t.exposeInt("linkAmountPaise", { description: "What the link was made to pay." }),
    documents: t.field({
      type: [BalanceDocumentRef],
      description:
        "The booking's receipts, then its tax invoices and credit notes: the success page links them (they open for the booking's logged-in traveller).",
      resolve: (view, _args, context) => balanceDocuments(context, view.bookingId),
    }),
    can_pay_with_link: t.boolean({
      description:
        "startBalancePayment would start the payment: the link is usable and the booking still owes exactly its amount.",
      resolve: (view) =>
        view.linkStatus === "usable" &&
        view.status === "part_paid" &&
        view.totalPaise - view.paidPaise === view.linkAmountPaise,
    }),
  }),
});

/** The view of the booking `bookingId` through `link`, or null when the link is not a genuine one for it. */
async function balanceThrough(context: Context, bookingId: number, link: string): Promise<BalanceView | null> {
  const check = await checkPaymentLink(context.db, paymentsOf(context).linkKey, {
    token: link,
    bookingId,
    now: context.now(),
  });
  if (check.status === "invalid") return null;
  const state = await balanceStateOf(context.db, bookingId);
  if (!state) return null;
  const trip = await context.db.query.bookings.findFirst({
    where: { id: bookingId },
    columns: {},
    with: {
      trek: { columns: { name: true } },
      event: { columns: { endDate: true } },
      quotation: { columns: { tripTitle: true } },
    },
  });
  return {
    bookingId,
    tripName: trip?.trek?.name ?? trip?.quotation?.tripTitle ?? "Trip",
    startDate: state.startDate,
    endDate: trip?.event?.endDate ?? null,
    travellerCount: state.travellerCount,
    totalPaise: state.totalPaise,
    paidPaise: state.paidPaise,
    balanceDueBy: state.balanceDueBy,
    status: state.status,
    linkStatus: check.status,
    linkAmountPaise: check.link.amountPaise,
  };
}

builder.queryField("balancePayment", (t) =>
  t.field({
    type: BalancePayment,
    nullable: true,
    description:
      "What a booking owes, through the signed link of its balance message (no login needed): the page /payment/{bookingId}?link=... shows it. null when the link is not one made for this booking (the same answer for a booking that does not exist).",
    args: { bookingId: t.arg.id({ required: true }), link: t.arg.string({ required: true }) },
    resolve: async (_root, { bookingId, link }, context) => {
      const id = rowIdOf(bookingId);
      return id ? balanceThrough(context, id, link) : null;
    },
  }),
);

const BalanceCheckout = builder.objectRef<CheckoutView>("BalanceCheckout").implement({
  description:
    "The checkout of a balance started by a payment link: startPayment's, without the traveller's phone or booking.",
  interfaces: [GatewayCheckout],
});

function linkRefusal(outcome: Exclude<LinkPaymentOutcome, { ok: true }>): UserError {
  switch (outcome.reason) {
    case "link-invalid":
      return new UserError("This payment link is not valid for this booking. Log in to pay from your booking.", {
        code: "PAYMENT_LINK_INVALID",
        field: "link",
      });
    case "link-used":
      return new UserError(
        "This payment link has already been used to start a payment. Log in to pay from your booking.",
        { code: "PAYMENT_LINK_USED", field: "link" },
      );
    case "link-expired":
      return new UserError("This payment link has expired. Log in to pay from your booking.", {
        code: "PAYMENT_LINK_EXPIRED",
        field: "link",
      });
    case "amount-changed":
      return new UserError(
        "This booking no longer owes the amount this link was made for. Nothing was charged; log in to pay what is due now.",
        { code: "BALANCE_CHANGED" },
      );
    default:
      return startRefusal(outcome);
  }
}

builder.mutationField("startBalancePayment", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: BalanceCheckout,
    description:
      "The balance's order at the gateway, started with the signed link of a balance message (no login needed). The amount is the server's: the balance now, which must be the amount the link was made for. Each link starts one payment: the first call marks it used (a call that starts nothing, refused or unanswered by the gateway, leaves it usable). Refusals: PAYMENT_LINK_INVALID (not a link made for this booking), PAYMENT_LINK_USED, PAYMENT_LINK_EXPIRED, BALANCE_CHANGED, BOOKING_NOT_PAYABLE, PAN_REQUIRED, BILLING_ADDRESS_REQUIRED, PAYMENT_PROVIDER_UNAVAILABLE.",
    args: { bookingId: t.arg.id({ required: true }), link: t.arg.string({ required: true }) },
    resolve: async (_root, { bookingId, link }, context) => {
      const payments = paymentsOf(context);
      const id = rowIdOf(bookingId);
      const outcome: LinkPaymentOutcome = id
        ? await startLinkPayment(payments.request, payments.linkKey, {
            token: link,
            bookingId: id,
            today: context.today,
          })
        : { ok: false, reason: "link-invalid" };
      if (!outcome.ok) throw linkRefusal(outcome);
      return {
        ...outcome.checkout,
        provider: payments.provider.name,
        keyId: payments.provider.keyId,
        prefillPhone: "",
        link,
      };
    },
  }),
);

const BalancePaymentOutcome = builder
  .objectRef<{ status: "paid" | "pending" | "failed"; balance: BalanceView }>("BalancePaymentOutcome")
  .implement({
    description: "What the server knows of a balance payment started by a link, after the checkout callback.",
    fields: (t) => ({
      status: t.exposeString("status", {
        description: '"paid" | "pending" (not known yet: poll balancePayment) | "failed".',
      }),
      balance: t.field({ type: BalancePayment, resolve: (outcome) => outcome.balance }),
    }),
  });

builder.mutationField("confirmBalancePayment", (t) =>
  t.field({
    changesPublicAnswers: true,
    type: BalancePaymentOutcome,
    description:
      "The checkout callback of an order a payment link started (no login needed), checked and applied as confirmPayment does. Refusals: PAYMENT_SIGNATURE_INVALID; NOT_FOUND when the order is unknown or `link` did not start it.",
    args: {
      orderId: t.arg.string({ required: true }),
      paymentId: t.arg.string({ required: true }),
      signature: t.arg.string({ required: true }),
      link: t.arg.string({ required: true }),
    },
    resolve: async (_root, { link, ...callback }, context) => {
      const payments = paymentsOf(context);
      const started = await linkStartedOrder(context.db, payments.linkKey, {
        token: link,
        provider: payments.provider.name,
        providerOrderId: callback.orderId,
        now: context.now(),
      });
      if (!started) throw confirmRefusal("not-found");
      const outcome = await confirmPayment(payments.request, { payer: { byLink: true }, ...callback });
      if (!outcome.ok) throw confirmRefusal(outcome.reason);
      const balance = await balanceThrough(context, outcome.bookingId, link);
      if (!balance) throw confirmRefusal("not-found");
      return { status: outcome.status, balance };
    },
  }),
);
