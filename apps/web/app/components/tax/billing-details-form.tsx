// Who a booking's tax invoices are made out to, given before its first payment (on /pay right after
// booking, and on the dashboard's card until the first payment, or later while an address or PAN the
// next payment needs is missing): a business's GSTIN, legal name and address for B2B invoices, the
// buyer's state or an address abroad (it decides CGST + SGST against IGST), the address an invoice of
// ₹50,000 or more must carry (CGST Rule 46), and for a trip abroad the PAN that TCS is collected
// against. The server checks everything again (GSTIN_INVALID, PAN_INVALID, BILLING_ADDRESS_REQUIRED);
// its message shows beside the field it names.
import { businessToday } from "@parvat/domain/business-dates";
import { formatPaise } from "@parvat/domain/money-words";
import { gstStateChoices } from "@parvat/domain/tax-identity";
import { rateOn, TCS_OVERSEAS_PACKAGE_RATES } from "@parvat/domain/tax-rates";
import { type FormEvent, useId, useState } from "react";
import { errorCode, NETWORK_ERROR_MESSAGE, request } from "../../graphql/client.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import type { BookingFieldsFragment } from "../../graphql/generated/graphql.ts";
import { notify } from "../toasts.tsx";

const SetBillingDetailsDocument = graphql(`
  mutation SetBillingDetails($input: BillingDetailsInput!) {
    setBillingDetails(input: $input) {
      ...BookingFields
    }
  }
`);

const inputClass =
  "mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900";
const labelClass = "block text-sm font-semibold text-slate-800";
const STATE_CHOICES = gstStateChoices();
const FIELDS = ["gstin", "legalName", "address", "state", "pan"] as const;

type FieldError = { field: string | null; message: string } | null;

type BillingBooking = Pick<
  BookingFieldsFragment,
  | "id"
  | "reference"
  | "abroad"
  | "billing_details"
  | "due_paise"
  | "address_required_from_paise"
  | "payment_plans"
  | "booking_amount_paise"
>;

/**
 * What the next payment still needs from the buyer, or null: a PAN on a trip abroad (PAN_REQUIRED),
 * or an address when even the least the next payment can be would make an invoice of Rule 46's value
 * without a GSTIN (BILLING_ADDRESS_REQUIRED). The server judges the payment actually chosen: a larger
 * one is refused with that code and the pay panel says so.
 */
export function billingNeeded(booking: BillingBooking): "pan" | "address" | null {
  const saved = booking.billing_details;
  if (booking.abroad && !saved?.pan_masked) return "pan";
  if (!saved?.gstin && !saved?.address && leastNextPaymentPaise(booking) >= booking.address_required_from_paise) {
    return "address";
  }
  return null;
}

/** The booking amount while a plan allows paying only that, else everything due. */
function leastNextPaymentPaise(booking: BillingBooking): number {
  return booking.payment_plans.includes("booking_amount") && booking.booking_amount_paise !== null
    ? Math.min(booking.booking_amount_paise, booking.due_paise)
    : booking.due_paise;
}

/** The TCS rate in force today, in words, from the dated table. */
function tcsInWords(): string {
  const rate = rateOn(TCS_OVERSEAS_PACKAGE_RATES, businessToday());
  return rate.thresholdPaise === null
    ? `${rate.percentUpToThreshold}% under ${rate.law}`
    : `${rate.percentUpToThreshold}% up to ${formatPaise(rate.thresholdPaise)} a year per person, ${rate.percentAboveThreshold}% above`;
}

export function BillingDetailsForm({
  booking,
  onSaved,
}: {
  booking: BillingBooking;
  onSaved: (booking: BookingFieldsFragment) => void;
}) {
  const needed = billingNeeded(booking);
  const addressRequired = needed === "address";
  const id = useId();
  const saved = booking.billing_details;
  const [business, setBusiness] = useState(Boolean(saved?.gstin));
  const [error, setError] = useState<FieldError>(null);
  const [sending, setSending] = useState(false);
  const described = (field: string, hint?: string) =>
    [error?.field === field ? `${id}-${field}-error` : null, hint].filter(Boolean).join(" ") || undefined;
  const fieldError = (field: string) =>
    error?.field === field ? (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm font-medium text-primary-strong">
        {error.message}
      </p>
    ) : null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim() || null;
    setSending(true);
    setError(null);
    try {
      const response = await request(SetBillingDetailsDocument, {
        input: {
          bookingId: booking.id,
          gstin: business ? text("gstin") : null,
          legalName: text("legalName") ?? "",
          address: text("address"),
          state: business ? null : text("state"),
          // Left empty with a PAN saved: the saved one stays (the server keeps it when none is sent).
          pan: text("pan") ?? (saved?.pan_masked ? undefined : null),
        },
      });
      const updated = response.data?.setBillingDetails;
      if (updated) {
        void notify("success", "Billing details saved: your invoices will carry them.");
        onSaved(updated);
        return;
      }
      const [first] = response.errors;
      const field = (first?.extensions?.field as string | undefined) ?? null;
      setError({
        field: field && (FIELDS as readonly string[]).includes(field) ? field : null,
        message: first?.message ?? "We could not save the billing details.",
      });
      if (errorCode(first) === "UNAUTHENTICATED") window.location.assign("/login");
    } catch {
      setError({ field: null, message: NETWORK_ERROR_MESSAGE });
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      className="grid gap-3"
      aria-label={`Billing details for booking ${booking.reference}`}
      noValidate
    >
      <p className="text-sm text-slate-700">
        Your tax invoice is issued with each payment.
        {booking.abroad
          ? ` This trip is abroad: the law has us collect tax at source (TCS, ${tcsInWords()}) against your PAN, added to each payment and shown on your invoice. Your PAN is needed before you pay.`
          : " Give a GSTIN to get a business (B2B) invoice."}
      </p>
      {needed === "address" ? (
        <p className="text-sm font-semibold text-slate-900">
          Your address is needed before you pay: an invoice of {formatPaise(booking.address_required_from_paise)} or
          more must carry the buyer's address and state (CGST Rule 46), and this payment's will.
        </p>
      ) : null}
      <fieldset>
        <legend className={labelClass}>Invoice to</legend>
        <div className="mt-1 flex flex-wrap gap-x-5">
          <label className="inline-flex min-h-11 items-center gap-2">
            <input type="radio" name="buyer" checked={!business} onChange={() => setBusiness(false)} /> Myself
          </label>
          <label className="inline-flex min-h-11 items-center gap-2">
            <input type="radio" name="buyer" checked={business} onChange={() => setBusiness(true)} /> A business with a
            GSTIN
          </label>
        </div>
      </fieldset>
      {business ? (
        <div>
          <label htmlFor={`${id}-gstin`} className={labelClass}>
            GSTIN
          </label>
          <input
            id={`${id}-gstin`}
            name="gstin"
            defaultValue={saved?.gstin ?? ""}
            autoComplete="off"
            maxLength={20}
            className={`${inputClass} font-mono uppercase`}
            aria-invalid={error?.field === "gstin" || undefined}
            aria-describedby={described("gstin")}
          />
          {fieldError("gstin")}
        </div>
      ) : null}
      <div>
        <label htmlFor={`${id}-legalName`} className={labelClass}>
          {business ? "Business's legal name" : "Your name as on your PAN"}
        </label>
        <input
          id={`${id}-legalName`}
          name="legalName"
          required
          defaultValue={saved?.legal_name ?? ""}
          autoComplete={business ? "organization" : "name"}
          className={inputClass}
          aria-invalid={error?.field === "legalName" || undefined}
          aria-describedby={described("legalName")}
        />
        {fieldError("legalName")}
      </div>
      <div>
        <label htmlFor={`${id}-address`} className={labelClass}>
          {business ? "Registered address" : addressRequired ? "Address" : "Address (optional)"}
        </label>
        <textarea
          id={`${id}-address`}
          name="address"
          rows={2}
          required={business || addressRequired}
          defaultValue={saved?.address ?? ""}
          autoComplete="street-address"
          className={inputClass}
          aria-invalid={error?.field === "address" || undefined}
          aria-describedby={described("address")}
        />
        {fieldError("address")}
      </div>
      {business ? null : (
        <div>
          <label htmlFor={`${id}-state`} className={labelClass}>
            State you live in (Other Countries for an address abroad)
          </label>
          <select
            id={`${id}-state`}
            name="state"
            required
            defaultValue={saved?.state_code ?? ""}
            className={inputClass}
            aria-invalid={error?.field === "state" || undefined}
            aria-describedby={described("state")}
          >
            <option value="">Choose a state</option>
            {STATE_CHOICES.map((choice) => (
              <option key={choice.code} value={choice.code}>
                {choice.label}
              </option>
            ))}
          </select>
          {fieldError("state")}
        </div>
      )}
      <div>
        <label htmlFor={`${id}-pan`} className={labelClass}>
          {booking.abroad ? "PAN" : "PAN (optional)"}
        </label>
        <input
          id={`${id}-pan`}
          name="pan"
          autoComplete="off"
          maxLength={12}
          placeholder={saved?.pan_masked ?? undefined}
          className={`${inputClass} font-mono uppercase`}
          aria-invalid={error?.field === "pan" || undefined}
          aria-describedby={described("pan", `${id}-pan-hint`)}
        />
        <p id={`${id}-pan-hint`} className="mt-1 text-sm text-slate-600">
          {saved?.pan_masked
            ? `Saved (${saved.pan_masked}); type it again to change it.`
            : "Ten characters, e.g. ABCPS1234K. Kept private: shown back only as its last four characters."}
        </p>
        {fieldError("pan")}
      </div>
      {error && error.field === null ? (
        <p role="alert" className="text-sm font-medium text-primary-strong">
          {error.message}
        </p>
      ) : null}
      <button type="submit" className="btn btn-secondary justify-self-start" disabled={sending}>
        {sending ? "Saving…" : "Save billing details"}
      </button>
    </form>
  );
}
