// The message outbox: every WhatsApp message, SMS and email the site sends to a traveller, one row
// each, written in the transaction that caused it (apps/api/src/messages/outbox.ts). A job of the
// jobs table (kind "message") sends the row once by one channel; the provider's delivery callbacks
// update its status. `key` makes a message once-only however often it is asked for.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { bookings } from "./bookings.ts";
import { createdAt, id, oneOf, table, updatedAt } from "./columns.ts";

export const MESSAGE_CHANNELS = ["whatsapp", "sms", "email"] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * queued: waiting for its time or a retry; sending: handed to a provider right now; sent: the
 * provider accepted it; delivered/read: the provider's callback says so; failed: refused for good or
 * out of attempts; skipped: nothing to send it by (no address, or the traveller opted out).
 */
export const MESSAGE_STATUSES = ["queued", "sending", "sent", "delivered", "read", "failed", "skipped"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const messages = table(
  "messages",
  {
    id: id(),
    /** Queued once per key: the same key is never sent twice. */
    key: text().notNull().unique(),
    /** A name of apps/api/src/messages/templates.ts. */
    template: text().notNull(),
    variables: jsonb().$type<Record<string, string>>().notNull(),
    accountId: integer().references(() => users.id, { onDelete: "set null" }),
    bookingId: integer().references(() => bookings.id, { onDelete: "set null" }),
    /** E.164. */
    toPhone: text(),
    toEmail: text(),
    /** Money and safety: sent by one channel even when the traveller opted out of every channel. */
    transactional: boolean().notNull(),
    status: text().notNull().default("queued"),
    /** Chosen when it is sent (the traveller's preference then); null before. */
    channel: text(),
    sendAt: timestamp({ withTimezone: true }).notNull(),
    /** A condition checked again just before sending (apps/api/src/messages/send.ts, `sendConditions`). */
    sendIf: text(),
    /** What went out, as sent: the email's subject (null for WhatsApp and SMS) and text. */
    subject: text(),
    body: text(),
    /** The provider's id for it, to match its delivery callbacks. */
    providerMessageId: text(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    /** When the status last changed (a callback's time for delivered/read). */
    statusAt: timestamp({ withTimezone: true }),
    /** A resend by staff points at the message it repeats. */
    resendOf: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    check("messages_status_valid", oneOf(t.status, MESSAGE_STATUSES)),
    check("messages_channel_valid", sql`${t.channel} is null or ${oneOf(t.channel, MESSAGE_CHANNELS)}`),
    index("messages_booking_idx").on(t.bookingId),
    uniqueIndex("messages_provider_id_unique")
      .on(t.channel, t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
  ],
);

/** A traveller's choice of channel and their opt-outs; no row means WhatsApp first and nothing opted out. */
export const messagePreferences = table(
  "message_preferences",
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    preferredChannel: text().notNull().default("whatsapp"),
    whatsappOptOut: boolean().notNull().default(false),
    smsOptOut: boolean().notNull().default(false),
    emailOptOut: boolean().notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [check("message_preferences_channel_valid", oneOf(t.preferredChannel, MESSAGE_CHANNELS))],
);
