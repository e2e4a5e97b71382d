// The tax step of every receipt of money on a booking: the one rule that the gateway (startPayment),
// the trip desk's offline payments and trip credit spent all call before money counts, so no way of
// paying skips it (docs/api.md, "Tax documents"). Given the booking, the amount and the moment the
// money is received, it answers the TCS that comes with it (an overseas package: by the row of the
// dated table in force on that day, against the buyer's PAN), or why the money cannot be taken yet:
// no PAN on a trip abroad (PAN_REQUIRED: we ask for it rather than collect the no-PAN rate), or no
// address for an invoice that Rule 46 says must carry one (BILLING_ADDRESS_REQUIRED).
import type { Transaction } from "@parvat/db/client";
import { billingDetails, bookings, campsites, paymentLedger, quotations, treks } from "@parvat/db/schema";
import { TAX_TIME_ZONE } from "@parvat/db/tax-documents";
import { businessToday } from "@parvat/domain/business-dates";
import { financialYearOf } from "@parvat/domain/financial-year";
import { formatPaise } from "@parvat/domain/money-words";
import { needsBuyerAddress, tcsFor, tcsInside } from "@parvat/domain/tax-documents";
import { BUYER_DETAILS_THRESHOLDS, rateOn, TCS_OVERSEAS_PACKAGE_RATES } from "@parvat/domain/tax-rates";
import { and, eq, sql } from "drizzle-orm";
import { UserError } from "../errors.ts";

export type ReceiptTaxRefusal = "pan-required" | "billing-address-required";

export type ReceiptTax =
  | {
      ok: true;
      /** The TCS collected with the amount (0 on a trip in India). */
      tcsPaise: number;
      /**
       * How a sum that pays the amount and its TCS together splits (trip credit spent as far as it
       * goes): the largest amount whose TCS fits in the sum, and that TCS.
       */
      split: (sumPaise: number) => { amountPaise: number; tcsPaise: number };
    }
  | { ok: false; reason: ReceiptTaxRefusal };

/** What bookings abroad of this PAN kept in the financial year of `at`: payments less refunds, TCS aside. */
export async function overseasPaidInYear(tx: Transaction, pan: string, at: Date): Promise<number> {
  const year = financialYearOf(at, TAX_TIME_ZONE);
  const [row] = await tx
    .select({
      paid: sql<number>`coalesce(sum(case when ${paymentLedger.kind} = 'payment' then ${paymentLedger.amountPaise} else -${paymentLedger.amountPaise} end), 0)::int`,
    })
    .from(paymentLedger)
    .innerJoin(billingDetails, eq(billingDetails.bookingId, paymentLedger.bookingId))
    .innerJoin(bookings, eq(bookings.id, paymentLedger.bookingId))
    .leftJoin(treks, eq(treks.id, bookings.trekId))
    .leftJoin(quotations, eq(quotations.id, bookings.quotationId))
    .innerJoin(campsites, eq(campsites.id, sql`coalesce(${treks.campsiteId}, ${quotations.campsiteId})`))
    .where(
      and(
        eq(billingDetails.pan, pan),
        eq(campsites.type, "international"),
        sql`(${paymentLedger.at} at time zone ${TAX_TIME_ZONE})::date between ${year.firstDay}::date and ${year.lastDay}::date`,
      ),
    );
  return Math.max(0, Number(row?.paid ?? 0));
}

/**
 * The tax step of `amountPaise` of the booking's own money received at `at` (its TCS comes on top).
 * Call it in the transaction that records the money, before the ledger row, and put its tcsPaise on
 * that row.
 */
export async function taxOnReceipt(
  tx: Transaction,
  { bookingId, amountPaise, at }: { bookingId: number; amountPaise: number; at: Date },
): Promise<ReceiptTax> {
  const [row] = await tx
    .select({
      abroad: sql<boolean>`${campsites.type} = 'international'`,
      gstin: billingDetails.gstin,
      address: billingDetails.address,
      pan: billingDetails.pan,
    })
    .from(bookings)
    .leftJoin(treks, eq(treks.id, bookings.trekId))
    .leftJoin(quotations, eq(quotations.id, bookings.quotationId))
    .innerJoin(campsites, eq(campsites.id, sql`coalesce(${treks.campsiteId}, ${quotations.campsiteId})`))
    .leftJoin(billingDetails, eq(billingDetails.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId));
  const day = businessToday(TAX_TIME_ZONE, at);
  let tcsOf = (_amountPaise: number) => 0;
  if (row?.abroad) {
    if (!row.pan) return { ok: false, reason: "pan-required" };
    const earlierInYearPaise = await overseasPaidInYear(tx, row.pan, at);
    const rate = rateOn(TCS_OVERSEAS_PACKAGE_RATES, day, "TCS rate");
    tcsOf = (paise) => tcsFor({ amountPaise: paise, earlierInYearPaise, hasPan: true, rate }).tcsPaise;
  }
  // Rule 46(e): an unregistered buyer's invoice of ₹50,000 or more carries their address and state.
  if (!row?.gstin && !row?.address && needsBuyerAddress(amountPaise, day)) {
    return { ok: false, reason: "billing-address-required" };
  }
  return { ok: true, tcsPaise: tcsOf(amountPaise), split: (sumPaise) => tcsInside(sumPaise, tcsOf) };
}

/** A refusal of the tax step, in the words every way of paying answers with. */
export function receiptTaxRefusal(reason: ReceiptTaxRefusal, at: Date = new Date()): UserError {
  if (reason === "pan-required") {
    return new UserError(
      "This trip is abroad: Indian law has us collect tax at source (TCS) against the buyer's PAN. Add the PAN to the booking's billing details, then pay.",
      { code: "PAN_REQUIRED", field: "bookingId" },
    );
  }
  return new UserError(
    `An invoice of ${formatPaise(rateOn(BUYER_DETAILS_THRESHOLDS, businessToday(TAX_TIME_ZONE, at)).invoiceValuePaise)} or more to a buyer without a GSTIN must carry the buyer's address and state (CGST Rule 46). Add the address to the booking's billing details, then pay.`,
    { code: "BILLING_ADDRESS_REQUIRED", field: "bookingId" },
  );
}
