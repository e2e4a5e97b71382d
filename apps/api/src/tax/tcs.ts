// TCS on an overseas package (section 206C(1G)), collected with each payment: computed when the order
// is made, from the dated rate table and what the same PAN has paid us for overseas packages in the
// financial year so far (net of refunds). A booking abroad without a PAN on its billing details is not
// payable (PAN_REQUIRED): we ask for the PAN rather than collect 206CC's doubled rate.
import type { Transaction } from "@parvat/db/client";
import { billingDetails, bookings, campsites, paymentLedger, quotations, treks } from "@parvat/db/schema";
import { TAX_TIME_ZONE } from "@parvat/db/tax-documents";
import { businessToday } from "@parvat/domain/business-dates";
import { financialYearOf } from "@parvat/domain/financial-year";
import { type Tcs, tcsFor } from "@parvat/domain/tax-documents";
import { rateOn, TCS_OVERSEAS_PACKAGE_RATES } from "@parvat/domain/tax-rates";
import { and, eq, sql } from "drizzle-orm";

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

/** TCS on a payment of `amountPaise` on an overseas booking made now; null when the booking has no PAN. */
export async function tcsOnPayment(
  tx: Transaction,
  bookingId: number,
  amountPaise: number,
  at: Date,
): Promise<Tcs | null> {
  const [billing] = await tx
    .select({ pan: billingDetails.pan })
    .from(billingDetails)
    .where(eq(billingDetails.bookingId, bookingId));
  if (!billing?.pan) return null;
  const earlierInYearPaise = await overseasPaidInYear(tx, billing.pan, at);
  const rate = rateOn(TCS_OVERSEAS_PACKAGE_RATES, businessToday(TAX_TIME_ZONE, at), "TCS rate");
  return tcsFor({ amountPaise, earlierInYearPaise, hasPan: true, rate });
}
