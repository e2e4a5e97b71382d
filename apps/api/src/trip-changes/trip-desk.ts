// The trip desk's own trip changes (docs/api.md, "Trip changes"), each one transaction with its audit
// row, so the change and its record commit together: moving a booking without the fee or the
// traveller's window, goodwill trip credit (the traveller told through the outbox), and allowing a traveller another online move. A departure
// the company calls off is company-cancellation.ts's.
import { bookings, creditLedger } from "@parvat/db/schema";
import type { IsoDate } from "@parvat/domain/business-dates";
import { clauseOf, dayInWords, formatPaise } from "@parvat/domain/money-words";
import { eq } from "drizzle-orm";
import { recordAudit } from "../audit/audit.ts";
import { issueCredit, lockCredit } from "../credit/credit.ts";
import { enqueueMessage } from "../messages/outbox.ts";
import { type ChangeParts, type TransferOutcome, transferInside } from "./transfers.ts";

/** Goodwill credit the desk may grant at once: ₹1,00,000. */
export const GOODWILL_MAX_PAISE = 10_000_000;

/** Moves a booking to another departure of its trip for the desk: the traveller's rules less the fee, window and limit. */
export async function transferAsTripDesk(
  parts: ChangeParts,
  input: { staffUserId: number; bookingId: number; eventId: number; packageId: number; today: IsoDate },
): Promise<TransferOutcome> {
  const at = parts.now();
  const outcome = await parts.db.transaction(async (tx) => {
    const moved = await transferInside(
      tx,
      {
        bookingId: input.bookingId,
        eventId: input.eventId,
        packageId: input.packageId,
        idempotencyKey: null,
        today: input.today,
        by: { kind: "trip-desk", staffUserId: input.staffUserId },
      },
      at,
    );
    if (!moved.ok) return moved;
    await recordAudit(tx, {
      staffUserId: input.staffUserId,
      action: "transfer-booking",
      entity: "booking",
      entityId: String(moved.bookingId),
      before: null,
      after: { eventId: input.eventId, packageId: input.packageId, transferId: moved.transferId, feePaise: 0 },
    });
    return moved;
  });
  if (outcome.ok) parts.log.info({ bookingId: input.bookingId, toEventId: input.eventId }, "booking moved by the desk");
  return outcome;
}

export type GoodwillOutcome =
  | { ok: true; lotId: number }
  | { ok: false; reason: "amount-invalid" | "reason-missing" | "not-found" };

/** Goodwill trip credit for an account, valid CREDIT_VALID_MONTHS, with the reason the traveller reads. */
export async function grantGoodwillCredit(
  parts: ChangeParts,
  input: { staffUserId: number; accountId: number; amountPaise: number; reason: string },
): Promise<GoodwillOutcome> {
  const reason = input.reason.trim();
  if (!Number.isSafeInteger(input.amountPaise) || input.amountPaise <= 0 || input.amountPaise > GOODWILL_MAX_PAISE) {
    return { ok: false, reason: "amount-invalid" };
  }
  if (reason.length < 5) return { ok: false, reason: "reason-missing" };
  return parts.db.transaction(async (tx): Promise<GoodwillOutcome> => {
    const account = await tx.query.users.findFirst({ where: { id: input.accountId }, columns: { id: true } });
    if (!account) return { ok: false, reason: "not-found" };
    await lockCredit(tx, input.accountId);
    const at = parts.now();
    const lotId = await issueCredit(tx, {
      accountId: input.accountId,
      amountPaise: input.amountPaise,
      source: "goodwill",
      at,
      staffUserId: input.staffUserId,
      note: reason,
    });
    const [lot] = await tx
      .select({ expiresAt: creditLedger.expiresAt })
      .from(creditLedger)
      .where(eq(creditLedger.id, lotId));
    // Money: the traveller hears of it by their channel, once per lot.
    await enqueueMessage(tx, {
      template: "credit-granted",
      variables: {
        amount: formatPaise(input.amountPaise),
        reason: clauseOf(reason),
        valid_until: dayInWords(new Date(lot!.expiresAt!.getTime() - 1)),
      },
      to: { accountId: input.accountId },
      transactional: true,
      key: `credit-granted:${lotId}`,
      sendAt: at,
    });
    await recordAudit(tx, {
      staffUserId: input.staffUserId,
      action: "grant-credit",
      entity: "account",
      entityId: String(input.accountId),
      before: null,
      after: { creditEntryId: lotId, amountPaise: input.amountPaise, reason },
    });
    return { ok: true, lotId };
  });
}

/** Allows the traveller one more online move of a booking; answers the moves now allowed, or null for an unknown booking. */
export function allowAnotherTransfer(
  parts: ChangeParts,
  input: { staffUserId: number; bookingId: number },
): Promise<number | null> {
  return parts.db.transaction(async (tx) => {
    const [booking] = await tx
      .select({ transfersAllowed: bookings.transfersAllowed })
      .from(bookings)
      .where(eq(bookings.id, input.bookingId))
      .for("update");
    if (!booking) return null;
    const allowed = booking.transfersAllowed + 1;
    await tx.update(bookings).set({ transfersAllowed: allowed }).where(eq(bookings.id, input.bookingId));
    await recordAudit(tx, {
      staffUserId: input.staffUserId,
      action: "allow-transfer",
      entity: "booking",
      entityId: String(input.bookingId),
      before: { transfersAllowed: booking.transfersAllowed },
      after: { transfersAllowed: allowed },
    });
    return allowed;
  });
}
