// Messages to travellers about their money: booking confirmed, payment received, refund
// issued. They are queued as jobs (jobs.ts) in the transaction that caused them and sent by the
// worker, so a mail server that is down only delays them: the job fails, waits and is tried again.
// EMAIL_PROVIDER picks who sends: `console` (the default) logs that a message would go, with the
// booking and the kind of message but not the address or the text; `smtp` sends through nodemailer.
import type { Database } from "@parvat/db/client";
import { bookings, events, quotations, treks } from "@parvat/db/schema";
import { company } from "@parvat/domain/company";
import { dateInWords, formatPaise } from "@parvat/domain/money-words";
import { eq, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { moneyMessageEntry } from "../booking-lifecycle/ledger.ts";
import type { JobPayloads } from "../jobs/jobs.ts";
import type { Logger } from "../logger.ts";

export interface Email {
  to: string;
  subject: string;
  text: string;
}

export interface EmailProvider {
  readonly name: "console" | "smtp" | (string & {});
  /** Resolves once the mail server accepted the message; throws when it did not. */
  send(email: Email, about: { message: string; bookingId?: number | null }): Promise<void>;
}

export function createConsoleEmail(logger: Logger): EmailProvider {
  return {
    name: "console",
    async send(email, about) {
      // The address and the text are personal data: the log says only what was sent about what.
      logger.info({ ...about, subject: email.subject }, "email (console provider: not sent)");
    },
  };
}

/**
 * nodemailer's options for SMTP_URL (docs/api.md, "Outside services"): every wait bounded by
 * `timeoutMs` (its defaults, 2 minutes to connect and 10 of silence, would hold a job past its lock
 * and let another copy send the same email again), and on port 587, the submission port, STARTTLS
 * required: nothing goes in clear text to a server that does not offer it.
 */
export function smtpOptions(url: string, timeoutMs: number) {
  const address = new URL(url);
  // smtp:// without a port is 587 to nodemailer; smtps:// is TLS from the first byte (465).
  const port = address.port === "" ? (address.protocol === "smtps:" ? 465 : 587) : Number(address.port);
  return {
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
    requireTLS: address.protocol === "smtp:" && port === 587,
  };
}

export function createSmtpEmail({
  url,
  from,
  timeoutMs,
}: {
  url: string;
  from: string;
  timeoutMs: number;
}): EmailProvider {
  const transport = nodemailer.createTransport(smtpOptions(url, timeoutMs));
  return {
    name: "smtp",
    async send(email) {
      await transport.sendMail({ from, to: email.to, subject: email.subject, text: email.text });
    },
  };
}

export function createEmailProvider(
  env: { EMAIL_PROVIDER: "console" | "smtp"; SMTP_URL?: string; SMTP_TIMEOUT_MS: number; EMAIL_FROM: string },
  logger: Logger,
): EmailProvider {
  if (env.EMAIL_PROVIDER === "smtp") {
    return createSmtpEmail({ url: env.SMTP_URL!, from: env.EMAIL_FROM, timeoutMs: env.SMTP_TIMEOUT_MS });
  }
  return createConsoleEmail(logger);
}

/** What a message says about a booking. */
export interface MessageFacts {
  reference: string;
  tripName: string;
  startDate: string;
  totalPaise: number;
  paidPaise: number;
  status: string;
  /** The payment or refund the message is about. */
  amountPaise: number | null;
  /** Why money goes back, in words (a late payment's refund). */
  note?: string | null;
}

/** The subject and text of a message: plain text, short, with the booking's reference first. */
export function renderMessage(message: JobPayloads["email"]["message"], facts: MessageFacts): Omit<Email, "to"> {
  const due = facts.totalPaise - facts.paidPaise;
  const sign = `\n\n${company.name}\n${company.email}`;
  switch (message) {
    case "booking-confirmed":
      return {
        subject: `${facts.reference}: your ${facts.tripName} booking is confirmed`,
        text: `Your seats on ${facts.tripName}, starting ${dateInWords(facts.startDate)}, are confirmed (booking ${facts.reference}).${
          due > 0 ? ` The balance of ${formatPaise(due)} is due before departure.` : " Everything is paid."
        }${sign}`,
      };
    case "payment-received":
      return {
        subject: `${facts.reference}: payment of ${formatPaise(facts.amountPaise ?? 0)} received`,
        text: `We received ${formatPaise(facts.amountPaise ?? 0)} for booking ${facts.reference} (${facts.tripName}, ${dateInWords(facts.startDate)}). Paid so far: ${formatPaise(facts.paidPaise)} of ${formatPaise(facts.totalPaise)}. Your receipt is on your dashboard.${sign}`,
      };
    case "late-payment-refunded":
      return {
        subject: `${facts.reference}: your payment of ${formatPaise(facts.amountPaise ?? 0)} is being refunded`,
        text: `Your payment of ${formatPaise(facts.amountPaise ?? 0)} for booking ${facts.reference} (${facts.tripName}, ${dateInWords(facts.startDate)}) reached us after the booking had ended, and we could not take it back: ${facts.note ?? "the booking is over"}. We are refunding the whole payment; banks take 5 to 7 working days to show it. To travel, please book again on our website or call us.${sign}`,
      };
    case "refund-issued":
      return {
        subject: `${facts.reference}: refund of ${formatPaise(facts.amountPaise ?? 0)} issued`,
        text: `We have refunded ${formatPaise(facts.amountPaise ?? 0)} for booking ${facts.reference} (${facts.tripName}, ${dateInWords(facts.startDate)}). Banks take 5 to 7 working days to show it on your statement.${sign}`,
      };
  }
}

/** The email job: reads the booking as it is now, and sends, or skips a booking without an address. */
export async function sendBookingEmail(
  { db, logger, email }: { db: Database; logger: Logger; email: EmailProvider },
  { message, bookingId, ledgerId }: JobPayloads["email"],
): Promise<void> {
  const [booking] = await db
    .select({
      reference: bookings.reference,
      contactEmail: bookings.contactEmail,
      // A quotation's booking has the quotation's title and travel date instead.
      tripName: sql<string>`coalesce(${treks.name}, ${quotations.tripTitle})`,
      startDate: sql<string>`coalesce(${events.startDate}, ${quotations.travelDate})`,
      totalPaise: bookings.totalPaise,
      paidPaise: bookings.paidPaise,
      status: bookings.status,
    })
    .from(bookings)
    .leftJoin(treks, eq(treks.id, bookings.trekId))
    .leftJoin(events, eq(events.id, bookings.eventId))
    .leftJoin(quotations, eq(quotations.id, bookings.quotationId))
    .where(eq(bookings.id, bookingId));
  if (!booking) return;
  if (!booking.contactEmail) {
    logger.info({ bookingId, message }, "no contact email on the booking; message not sent");
    return;
  }
  const entry = await moneyMessageEntry(db, ledgerId);
  const content = renderMessage(message, { ...booking, amountPaise: entry?.amountPaise ?? null, note: entry?.note });
  await email.send({ to: booking.contactEmail, ...content }, { message, bookingId });
}
