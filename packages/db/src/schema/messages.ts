// The message outbox: every WhatsApp message, SMS and email the site sends to a traveller, one row
// each, written in the transaction that caused it (apps/api/src/messages/outbox.ts). A job of the
// jobs table (kind "message") sends the row once by one channel; the provider's delivery callbacks
// update its status. `key` makes a message once-only however often it is asked for.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, text, timestamp, unique, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { bookings } from "./bookings.ts";
import { treks } from "./catalog.ts";
import { createdAt, id, oneOf, stringList, table, updatedAt } from "./columns.ts";

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
    /**
     * Channels that refused it or reported it undelivered (a number not on WhatsApp, an SMS the
     * operator rejected): the outbox sends it by the next channel, never by these again.
     */
    failedChannels: stringList(),
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
    /**
     * Consent withdrawn for messages that are not about money or safety (review invitations, thank-you
     * notes): checked when each message is sent, so one already queued does not go either.
     */
    marketingOptOut: boolean().notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [check("message_preferences_channel_valid", oneOf(t.preferredChannel, MESSAGE_CHANNELS))],
);

/** What a trip rule sends, and from which day it counts (messages/trip-rules.ts). */
export const MESSAGE_RULE_KINDS = ["balance-reminder", "day-before", "thank-you", "forms-incomplete"] as const;
export type MessageRuleKind = (typeof MESSAGE_RULE_KINDS)[number];

/**
 * A trip's own message rules: a trip with rules of a kind uses those instead of the defaults of that
 * kind (messages/trip-rules.ts, DEFAULT_MESSAGE_RULES); `trek_id` null changes the default for every trip.
 * `offset_days` counts from the kind's day: the balance deadline, the departure's first day (day-before,
 * forms-incomplete) or its last day (thank-you); negative is before.
 */
export const messageRules = table(
  "message_rules",
  {
    id: id(),
    trekId: integer().references(() => treks.id, { onDelete: "cascade" }),
    kind: text().notNull(),
    offsetDays: integer().notNull(),
    template: text().notNull(),
    /** A disabled rule sends nothing (a trip that wants none of a kind keeps one disabled rule). */
    enabled: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check("message_rules_kind_valid", oneOf(t.kind, MESSAGE_RULE_KINDS)),
    check("message_rules_offset_valid", sql`${t.offsetDays} between -90 and 90`),
    unique("message_rules_unique").on(t.trekId, t.kind, t.offsetDays).nullsNotDistinct(),
  ],
);

export const OVERDUE_ACTIONS = ["cancel", "flag"] as const;

/** How a trip collects its balance and meets its travellers; no row means the defaults. */
export const tripMessageSettings = table(
  "trip_message_settings",
  {
    trekId: integer()
      .primaryKey()
      .references(() => treks.id, { onDelete: "cascade" }),
    /** Hours after the balance deadline's day before an unpaid booking is cancelled (or flagged). */
    balanceGraceHours: integer().notNull().default(48),
    /** `cancel` by the trip's tiers, or `flag` it to staff on the Today screen. */
    overdueAction: text().notNull().default("cancel"),
    /** For the day-before message; without them the message is not sent. */
    meetingPoint: text(),
    meetingTime: text(),
    leaderPhone: text(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("trip_message_settings_action_valid", oneOf(t.overdueAction, OVERDUE_ACTIONS)),
    check("trip_message_settings_grace_valid", sql`${t.balanceGraceHours} between 0 and 720`),
  ],
);
