// The Pay action of /pay (a held booking) and /payment/{groupId} (a balance): the plan choice when
// the trip sets a booking amount, what is paid now and what is left for later, and "Pay ₹X". Pay
// asks the server for an order (startPayment: the amount is always the server's), then opens the
// provider's checkout: our sandbox screen, or Razorpay's modal. A payment that fails or is closed
// leaves the booking as it was and says so beside the same button, to try again; the plan chosen
// is remembered for the booking (plan-memory.ts), so coming back to try again keeps it. Add-ons chosen
// beside it but not saved are never left out silently: the button says so, and pressing it saves them
// first (the server prices them) and shows the new amount to pay, so what is on screen is what is paid.
// Trip credit, when there is some, is offered before the button that pays the rest.
import { company } from "@parvat/domain/company";
import { formatPaise } from "@parvat/domain/money-words";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { errorCode, NETWORK_ERROR_MESSAGE, request } from "../../graphql/client.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import type { BookingFieldsFragment } from "../../graphql/generated/graphql.ts";
import { dashboardPath } from "../../lib/paths.ts";
import { ShieldIcon } from "../icons.tsx";
import type { AddOnDraft } from "../trail/add-on-picker.tsx";
import { confirmedOutcomePath } from "./confirm-payment.ts";
import { balanceDeadline, type PaymentPlan, planOptions } from "./payment-rules.ts";
import { rememberedPlan, rememberPlan } from "./plan-memory.ts";
import { openRazorpayCheckout } from "./razorpay-checkout.ts";
import { UseCredit } from "./use-credit.tsx";

const StartPaymentDocument = graphql(`
  mutation StartPayment($bookingId: ID!, $plan: PaymentPlan!) {
    startPayment(bookingId: $bookingId, plan: $plan) {
      provider
      order_id
      amount_paise
      currency
      key_id
      checkout_url
      description
      prefill_phone
    }
  }
`);

type Step = { name: "ready" } | { name: "saving-add-ons" } | { name: "starting" } | { name: "in-checkout" };

const clockTime = new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit" });

/** What a traveller is told when a payment did not complete: their booking is as it was. */
function keptMessage(booking: BookingFieldsFragment): string {
  return booking.status === "held" && booking.hold_expires_at
    ? `Your seats stay held until ${clockTime.format(new Date(booking.hold_expires_at))}.`
    : "Nothing was charged for this attempt.";
}

export function PaymentPanel({
  booking,
  title,
  onStale,
  unsavedAddOns = null,
}: {
  booking: BookingFieldsFragment;
  title: string;
  /** The booking moved on meanwhile (the hold ended, or it was paid): reload it. */
  onStale: () => void;
  /** Add-ons chosen on the same screen and not saved yet: Pay saves them before anything is paid. */
  unsavedAddOns?: AddOnDraft | null;
}) {
  const id = useId();
  const navigate = useNavigate();
  const options = planOptions(booking);
  // The plan chosen earlier for this booking (before a checkout that failed) stays chosen.
  const [plan, setPlan] = useState<PaymentPlan>(() => rememberedPlan(booking.id) ?? "full");
  const [step, setStep] = useState<Step>({ name: "ready" });
  const [problem, setProblem] = useState<string | null>(null);
  const [addOnsSaved, setAddOnsSaved] = useState(false);
  const chosen = options.find((option) => option.plan === plan) ?? options[0]!;
  const busy = step.name !== "ready";

  async function saveAddOns(draft: AddOnDraft) {
    setStep({ name: "saving-add-ons" });
    setProblem(null);
    const saved = await draft.save();
    setStep({ name: "ready" });
    // Saved: the booking was reloaded with its new amount, which this button now shows; the traveller
    // pays it with the next press, never an amount they did not see.
    if (saved) setAddOnsSaved(true);
    else setProblem("Your add-ons could not be saved, so nothing was paid: see the message under Add-ons.");
  }

  async function pay() {
    if (busy) return;
    if (unsavedAddOns) {
      await saveAddOns(unsavedAddOns);
      return;
    }
    setAddOnsSaved(false);
    setStep({ name: "starting" });
    setProblem(null);
    try {
      const response = await request(StartPaymentDocument, { bookingId: booking.id, plan: chosen.plan });
      const checkout = response.data?.startPayment;
      if (!checkout) {
        const failure = response.errors[0];
        setProblem(failure?.message ?? "We could not start the payment. Please try again.");
        setStep({ name: "ready" });
        if (errorCode(failure) === "BOOKING_NOT_PAYABLE") onStale();
        return;
      }
      if (checkout.provider === "sandbox" && checkout.checkout_url) {
        // Our own checkout screen: a page of this site, or a full address if the server gives one.
        if (checkout.checkout_url.startsWith("/")) navigate(checkout.checkout_url);
        else window.location.assign(checkout.checkout_url);
        return;
      }
      if (checkout.provider !== "razorpay" || !checkout.key_id) {
        setProblem("Online payment is not available right now. Please try again in a few minutes.");
        setStep({ name: "ready" });
        return;
      }
      setStep({ name: "in-checkout" });
      const result = await openRazorpayCheckout({
        keyId: checkout.key_id,
        orderId: checkout.order_id,
        amountPaise: checkout.amount_paise,
        currency: checkout.currency,
        merchantName: company.name,
        description: checkout.description,
        phone: checkout.prefill_phone,
        themeColor: company.primaryColor,
      });
      if (result.status === "authorised") {
        navigate(
          await confirmedOutcomePath(booking.id, {
            orderId: result.fields.razorpay_order_id,
            paymentId: result.fields.razorpay_payment_id,
            signature: result.fields.razorpay_signature,
          }),
        );
        return;
      }
      setProblem(
        result.status === "failed"
          ? `The payment did not go through: ${result.message} ${keptMessage(booking)} You can try again.`
          : `The payment was not completed. ${keptMessage(booking)} Press Pay to try again.`,
      );
      setStep({ name: "ready" });
    } catch {
      setProblem(NETWORK_ERROR_MESSAGE);
      setStep({ name: "ready" });
    }
  }

  return (
    <section className="rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {title}
      </h3>
      {options.length > 1 ? (
        <fieldset className="mt-3 grid gap-2">
          <legend className="text-sm text-slate-700">How would you like to pay?</legend>
          {options.map((option) => (
            <label
              key={option.plan}
              className={`flex cursor-pointer gap-3 rounded-xl border bg-white p-3 text-sm ${
                option.plan === plan ? "border-primary-strong ring-1 ring-primary-strong" : "border-slate-300"
              }`}
            >
              <input
                type="radio"
                name={`${id}-plan`}
                value={option.plan}
                checked={option.plan === plan}
                disabled={busy}
                onChange={() => {
                  setPlan(option.plan);
                  rememberPlan(booking.id, option.plan);
                }}
                className="size-6 shrink-0 accent-primary-strong"
              />
              <span>
                <span className="block font-semibold text-slate-900">
                  {option.plan === "full"
                    ? "Pay in full"
                    : `Pay ${formatPaise(option.nowPaise)} now to secure the seats`}
                </span>
                <span className="block text-slate-700">
                  {option.plan === "full"
                    ? `${formatPaise(option.nowPaise)} today, nothing later`
                    : `${formatPaise(option.laterPaise)} ${balanceDeadline(option.dueBy)}`}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <dl className="mt-4 grid gap-2">
        <div className="flex items-baseline justify-between gap-4 text-base font-bold text-slate-900">
          <dt>Pay now</dt>
          <dd className="tabular-nums">{formatPaise(chosen.nowPaise)}</dd>
        </div>
        {chosen.laterPaise > 0 ? (
          <div className="flex items-baseline justify-between gap-4 text-sm text-slate-700">
            <dt>Balance {balanceDeadline(chosen.dueBy)}</dt>
            <dd className="tabular-nums">{formatPaise(chosen.laterPaise)}</dd>
          </div>
        ) : null}
      </dl>
      <p className="mt-1 text-xs text-slate-600">GST included, shown as its own line above.</p>
      {unsavedAddOns ? null : (
        <UseCredit
          booking={booking}
          plan={chosen.plan}
          duePaise={chosen.nowPaise}
          onPaid={(paid) => (paid.status === "held" ? onStale() : navigate(dashboardPath(), { replace: true }))}
        />
      )}
      {unsavedAddOns ? (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
          Your add-on choices are not saved yet, so this amount leaves them out. The button below saves them and shows
          the new amount before you pay.
        </p>
      ) : addOnsSaved ? (
        <p role="status" className="mt-3 rounded-lg bg-emerald-50 p-3 text-sm font-medium text-emerald-900">
          Your add-ons are saved and the amount above includes them.
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="mt-3 rounded-lg bg-primary-soft p-3 text-sm font-medium text-primary-strong">
          {problem}
        </p>
      ) : null}
      <button type="button" className="btn btn-primary mt-4 w-full" disabled={busy} onClick={() => void pay()}>
        {step.name === "saving-add-ons"
          ? "Saving your add-ons…"
          : unsavedAddOns
            ? "Save my add-ons and update the amount"
            : step.name === "starting"
              ? "Opening the secure checkout…"
              : step.name === "in-checkout"
                ? "Complete the payment in the checkout window"
                : `Pay ${formatPaise(chosen.nowPaise)}`}
      </button>
      <p className="mt-3 flex items-center gap-2 text-xs text-slate-600">
        <ShieldIcon className="size-4 shrink-0 text-slate-500" />
        UPI, cards, net banking and wallets, through a secure payment gateway.
      </p>
    </section>
  );
}
