// Signed one-time links to pay a balance without logging in (docs/decisions/0021-signed-payment-links.md).
// A balance message carries /payment/{bookingId}?link={token}; the token is `{linkId}.{mac}`, the mac
// an HMAC-SHA256, under a key derived from JWT_SECRET, of everything the row says (the link's id, its
// booking, purpose, amount and expiry). Nothing about the booking is in the token, so nothing can be
// read from it, and changing any part of it (or of the address's booking) fails the check.
//
// With a genuine link for the booking in the address, anyone may see the booking's amounts (trip,
// dates, travellers' count, paid, balance and when it is due; no names, phones or emails) and start
// the balance payment once: one conditional UPDATE marks the link used as the payment starts, and a
// second attempt, an expired link, or a booking that owes another amount by then is refused with
// words that send the traveller to log in. The order that use started may then be paid and confirmed
// with the same link (the sandbox's screen and the checkout callback accept it for that order only).
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Database, Transaction } from "@parvat/db/client";
import { bookings, paymentLinks, paymentOrders } from "@parvat/db/schema";
import type { IsoDate } from "@parvat/domain/business-dates";
import { and, eq, gt, isNull } from "drizzle-orm";
import { type PaymentParts, type StartPaymentOutcome, startPayment } from "./payments.ts";

export const PAYMENT_LINK_PURPOSES = ["balance"] as const;
export type PaymentLinkPurpose = (typeof PAYMENT_LINK_PURPOSES)[number];

/** The key links are signed with: derived from JWT_SECRET, so no new secret to configure. */
export function paymentLinkKey(jwtSecret: string): Buffer {
  return createHmac("sha256", jwtSecret).update("payment-link").digest();
}

interface LinkRow {
  id: number;
  bookingId: number;
  purpose: string;
  amountPaise: number;
  expiresAt: Date;
}

function macOf(key: Buffer, link: LinkRow): Buffer {
  return createHmac("sha256", key)
    .update(
      ["payment-link", link.id, link.bookingId, link.purpose, link.amountPaise, link.expiresAt.getTime()].join("|"),
    )
    .digest();
}

function tokenOf(key: Buffer, link: LinkRow): string {
  return `${link.id}.${macOf(key, link).toString("base64url")}`;
}

/** A token's shape: a row id, a dot, 43 characters of base64url (32 bytes). */
const TOKEN = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/;

/**
 * Makes the link one balance message carries, once per message key: answers its token, or null when
 * that message's link was made before (its message is queued already). In the caller's transaction,
 * with the message it goes in.
 */
export async function issuePaymentLink(
  tx: Transaction | Database,
  key: Buffer,
  input: { bookingId: number; messageKey: string; amountPaise: number; expiresAt: Date },
): Promise<string | null> {
  const [row] = await tx
    .insert(paymentLinks)
    .values({ ...input, purpose: "balance" })
    .onConflictDoNothing({ target: paymentLinks.messageKey })
    .returning();
  return row ? tokenOf(key, row) : null;
}

export type LinkCheck =
  | { status: "usable" | "used" | "expired"; link: LinkRow & { usedAt: Date | null; paymentOrderId: number | null } }
  | { status: "invalid" };

/** Whether `token` is a genuine link for `bookingId`, and whether it can still start a payment. */
export async function checkPaymentLink(
  db: Database | Transaction,
  key: Buffer,
  input: { token: string; bookingId: number; now: Date },
): Promise<LinkCheck> {
  const match = TOKEN.exec(input.token);
  if (!match) return { status: "invalid" };
  const [row] = await db
    .select()
    .from(paymentLinks)
    .where(eq(paymentLinks.id, Number(match[1])));
  if (!row || row.bookingId !== input.bookingId) return { status: "invalid" };
  const given = Buffer.from(match[2]!, "base64url");
  const expected = macOf(key, row);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { status: "invalid" };
  const status = row.usedAt ? "used" : row.expiresAt <= input.now ? "expired" : "usable";
  return { status, link: row };
}

export type LinkPaymentOutcome =
  | StartPaymentOutcome
  | { ok: false; reason: "link-invalid" | "link-used" | "link-expired" | "amount-changed" };

/**
 * Starts the balance payment a link was made for. The link is claimed first, by one conditional
 * UPDATE (unused and unexpired), so two presses, two tabs or two people start one payment at most;
 * when no order comes of it (the booking owes another amount now, the gateway did not answer) the
 * claim is given back, so a link is spent only by a payment that really started.
 */
export async function startLinkPayment(
  parts: PaymentParts,
  key: Buffer,
  input: { token: string; bookingId: number; today: IsoDate },
): Promise<LinkPaymentOutcome> {
  const { db } = parts;
  const at = parts.now();
  const check = await checkPaymentLink(db, key, { token: input.token, bookingId: input.bookingId, now: at });
  if (check.status === "invalid") return { ok: false, reason: "link-invalid" };
  if (check.status === "used") return { ok: false, reason: "link-used" };
  if (check.status === "expired") return { ok: false, reason: "link-expired" };
  const { link } = check;
  const [claimed] = await db
    .update(paymentLinks)
    .set({ usedAt: at })
    .where(and(eq(paymentLinks.id, link.id), isNull(paymentLinks.usedAt), gt(paymentLinks.expiresAt, at)))
    .returning({ id: paymentLinks.id });
  if (!claimed) return { ok: false, reason: "link-used" };
  const [owner] = await db.select({ userId: bookings.userId }).from(bookings).where(eq(bookings.id, link.bookingId));
  const outcome: LinkPaymentOutcome = owner
    ? await startPayment(parts, {
        userId: owner.userId,
        bookingId: link.bookingId,
        plan: "full",
        today: input.today,
        expect: { amountPaise: link.amountPaise, purpose: link.purpose as PaymentLinkPurpose },
      })
    : { ok: false, reason: "not-found" };
  if (!outcome.ok) {
    await db.update(paymentLinks).set({ usedAt: null }).where(eq(paymentLinks.id, link.id));
    return outcome;
  }
  const [order] = await db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(
      and(eq(paymentOrders.provider, parts.provider.name), eq(paymentOrders.providerOrderId, outcome.checkout.orderId)),
    );
  await db.update(paymentLinks).set({ paymentOrderId: order!.id }).where(eq(paymentLinks.id, link.id));
  return outcome;
}

/** Whether `token` is the genuine link whose use started the gateway order `providerOrderId` of `provider`. */
export async function linkStartedOrder(
  db: Database,
  key: Buffer,
  input: { token: string; provider: string; providerOrderId: string; now: Date },
): Promise<boolean> {
  const [order] = await db
    .select({ id: paymentOrders.id, bookingId: paymentOrders.bookingId })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.provider, input.provider), eq(paymentOrders.providerOrderId, input.providerOrderId)));
  if (!order) return false;
  const check = await checkPaymentLink(db, key, { token: input.token, bookingId: order.bookingId, now: input.now });
  return check.status !== "invalid" && check.link.paymentOrderId === order.id;
}
