// Payments that need a person (docs/api.md, "Payments"): captures whose amount or currency is not
// their order's. The payments service keeps them aside instead of applying them (applyPayment); the
// trip desk sees the open ones on Today, settles each by hand at the gateway, and records what it did.
// Each resolution is one transaction with its audit row.
import type { Database } from "@parvat/db/client";
import { bookings, paymentAlerts } from "@parvat/db/schema";
import { and, asc, eq, isNull } from "drizzle-orm";
import { recordAudit } from "../audit/audit.ts";

export const RESOLUTION_MAX_LENGTH = 500;

export type PaymentAlertRow = typeof paymentAlerts.$inferSelect & { bookingReference: string };

/** Alerts not yet resolved, oldest first (the longest waiting first). */
export async function openPaymentAlerts(db: Database): Promise<PaymentAlertRow[]> {
  const rows = await db
    .select({ alert: paymentAlerts, bookingReference: bookings.reference })
    .from(paymentAlerts)
    .innerJoin(bookings, eq(bookings.id, paymentAlerts.bookingId))
    .where(isNull(paymentAlerts.resolvedAt))
    .orderBy(asc(paymentAlerts.detectedAt), asc(paymentAlerts.id));
  return rows.map(({ alert, bookingReference }) => ({ ...alert, bookingReference }));
}

export type ResolveAlertOutcome =
  | { ok: true; alert: PaymentAlertRow }
  | { ok: false; reason: "not-found" | "already-resolved" };

/** Records what the desk did about an alert; it leaves Today's list. */
export async function resolvePaymentAlert(
  db: Database,
  input: { staffUserId: number; alertId: number; resolution: string; at: Date },
): Promise<ResolveAlertOutcome> {
  return db.transaction(async (tx): Promise<ResolveAlertOutcome> => {
    const [updated] = await tx
      .update(paymentAlerts)
      .set({ resolvedAt: input.at, resolvedBy: input.staffUserId, resolution: input.resolution })
      .where(and(eq(paymentAlerts.id, input.alertId), isNull(paymentAlerts.resolvedAt)))
      .returning();
    if (!updated) {
      const [exists] = await tx
        .select({ id: paymentAlerts.id })
        .from(paymentAlerts)
        .where(eq(paymentAlerts.id, input.alertId));
      return { ok: false, reason: exists ? "already-resolved" : "not-found" };
    }
    await recordAudit(tx, {
      staffUserId: input.staffUserId,
      action: "resolve-payment-alert",
      entity: "booking",
      entityId: String(updated.bookingId),
      before: { alert: { id: updated.id, resolved: false } },
      after: { alert: { id: updated.id, resolved: true, resolution: input.resolution } },
    });
    const [booking] = await tx
      .select({ reference: bookings.reference })
      .from(bookings)
      .where(eq(bookings.id, updated.bookingId));
    return { ok: true, alert: { ...updated, bookingReference: booking!.reference } };
  });
}
