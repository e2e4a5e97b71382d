// Whether a package of a departure is on sale today, and at what price: the one rule behind a new
// booking, a waitlist offer, a move to another date and a booking taken back by a late payment.
import type { Database, Transaction } from "@parvat/db/client";
import { departureCancellations } from "@parvat/db/schema";
import { rupeesToPaise } from "@parvat/domain/booking-amounts";
import type { IsoDate } from "@parvat/domain/business-dates";
import { departurePrice, struckThroughPrice } from "@parvat/domain/trek-pricing";
import { eq } from "drizzle-orm";

type SaleRefusal = { ok: false; reason: "unknown-departure" | "departure-closed" };

/**
 * Whether seats of a package on a departure are on sale today, and at what price per person: the
 * departure exists and has not started, its trip is active, the package is offered, and the package
 * has an enabled price on that date (SPEC.md's price rule, on the server: the browser's figure only
 * tells us what it showed). A departure the company cancelled sells nothing.
 */
export async function saleOf(
  tx: Transaction | Database,
  { eventId, packageId, today }: { eventId: number; packageId: number; today: IsoDate },
) {
  const departure = await tx.query.events.findFirst({
    where: { id: eventId },
    columns: { id: true, trekId: true, startDate: true, availableSeats: true },
    with: {
      trek: {
        columns: { status: true, type: true, minAge: true, maxAge: true, bookingAmountPerPerson: true },
        with: {
          packages: { where: { id: packageId }, columns: { id: true, price: true, originalPrice: true, hide: true } },
        },
      },
      prices: { columns: { packageId: true, enabled: true, price: true } },
    },
  });
  if (!departure) return { ok: false, reason: "unknown-departure" } as SaleRefusal;
  // A departure we cancelled sells nothing, whatever its seats say.
  const [calledOff] = await tx
    .select({ id: departureCancellations.id })
    .from(departureCancellations)
    .where(eq(departureCancellations.eventId, eventId));
  if (calledOff) return { ok: false, reason: "departure-closed" } as SaleRefusal;
  const [pkg] = departure.trek.packages;
  if (!pkg || pkg.hide || departure.trek.status !== "active" || departure.startDate < today) {
    return { ok: false, reason: "departure-closed" } as SaleRefusal;
  }
  const priced = { id: pkg.id, price: pkg.price, original_price: pkg.originalPrice };
  const price = departurePrice(priced, {
    prices: departure.prices.map((p) => ({ package_id: p.packageId, enabled: p.enabled, price: p.price })),
  });
  if (price === null) return { ok: false, reason: "departure-closed" } as SaleRefusal;
  const pricePerPersonPaise = rupeesToPaise(price);
  // The regular fare a reduced (early-bird) price comes from: a campaign's combination rule needs it.
  const regularPricePerPersonPaise = Math.max(pricePerPersonPaise, rupeesToPaise(struckThroughPrice(priced, price)));
  return { ok: true, departure, pricePerPersonPaise, regularPricePerPersonPaise } as const;
}

export type Sale = Extract<Awaited<ReturnType<typeof saleOf>>, { ok: true }>;
