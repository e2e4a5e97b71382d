// The job that sends one message of the outbox (outbox.ts): by one channel, once.
//
// Once: the job claims its message with one conditional UPDATE (queued -> sending) before it calls a
// provider and records `sent` after, so two copies of the server, or a job taken over after its lock
// lapsed, never send a message that is being sent or was sent. A provider that does not answer, times
// out or answers 5xx leaves the message queued for the job's next try (backoff: worker.ts); one that
// refuses it for good (a number not on WhatsApp, an SMS flow not approved) passes it to the next channel,
// and so does one that took it and reports later that it could not deliver it (delivery-webhook.ts): the
// channels that failed are kept in failed_channels and never tried again for that message.
//
// The channel: the traveller's preferred one first (message_preferences; WhatsApp when they never
// chose), then WhatsApp, SMS, email, leaving out channels they opted out of and channels this message
// cannot go by (no number, no email, no provider). A transactional message (money, safety) whose
// traveller opted out of everything still goes by the first channel it can.
import type { Database } from "@parvat/db/client";
import { MESSAGE_CHANNELS, type MessageChannel, messagePreferences, messages, users } from "@parvat/db/schema";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Logger } from "../logger.ts";
import { type MessageChannels, MessageSendError } from "./channels.ts";
import { smsVariables } from "./dlt.ts";
import { messageLinkToken, messageLinkUrl } from "./message-links.ts";
import { MESSAGE_MAX_ATTEMPTS } from "./outbox.ts";
import { conditionHolds } from "./send-conditions.ts";
import { renderTemplate, templateOf } from "./templates.ts";

export interface SendParts {
  db: Database;
  logger: Logger;
  channels: MessageChannels;
  now: () => Date;
  /** The site's origin and the key of SMS short links (message-links.ts). */
  links: { origin: string; key: Buffer };
}

/** A claim older than this is taken to be a copy that died mid-send (longer than any provider's timeout). */
const SENDING_CLAIM_MS = 2 * 60_000;

export interface Preferences {
  preferredChannel: MessageChannel;
  optedOut: Record<MessageChannel, boolean>;
  /** No messages that are not about money or safety, by any channel (docs/api.md, "A traveller's rights"). */
  marketingOptOut: boolean;
}

export const DEFAULT_PREFERENCES: Preferences = {
  preferredChannel: "whatsapp",
  optedOut: { whatsapp: false, sms: false, email: false },
  marketingOptOut: false,
};

export async function preferencesOf(db: Database, accountId: number | null): Promise<Preferences> {
  if (accountId === null) return DEFAULT_PREFERENCES;
  const [row] = await db.select().from(messagePreferences).where(eq(messagePreferences.userId, accountId));
  if (!row) return DEFAULT_PREFERENCES;
  return {
    preferredChannel: row.preferredChannel as MessageChannel,
    optedOut: { whatsapp: row.whatsappOptOut, sms: row.smsOptOut, email: row.emailOptOut },
    marketingOptOut: row.marketingOptOut,
  };
}

/** What a traveller changes of their preferences; what is left out keeps its value. */
export interface PreferenceChanges {
  preferredChannel?: MessageChannel | null;
  optedOut?: Partial<Record<MessageChannel, boolean | null>>;
  marketingOptOut?: boolean | null;
}

/**
 * Stores the account's preferences; refused (nothing stored) when the channel tried first is one they
 * opt out of.
 */
export async function setPreferences(
  db: Database,
  accountId: number,
  changes: PreferenceChanges,
): Promise<{ ok: true; preferences: Preferences } | { ok: false; optedOutOfPreferred: MessageChannel }> {
  const current = await preferencesOf(db, accountId);
  const next: Preferences = {
    preferredChannel: changes.preferredChannel ?? current.preferredChannel,
    optedOut: {
      whatsapp: changes.optedOut?.whatsapp ?? current.optedOut.whatsapp,
      sms: changes.optedOut?.sms ?? current.optedOut.sms,
      email: changes.optedOut?.email ?? current.optedOut.email,
    },
    marketingOptOut: changes.marketingOptOut ?? current.marketingOptOut,
  };
  if (next.optedOut[next.preferredChannel]) return { ok: false, optedOutOfPreferred: next.preferredChannel };
  const values = {
    preferredChannel: next.preferredChannel,
    whatsappOptOut: next.optedOut.whatsapp,
    smsOptOut: next.optedOut.sms,
    emailOptOut: next.optedOut.email,
    marketingOptOut: next.marketingOptOut,
  };
  await db
    .insert(messagePreferences)
    .values({ userId: accountId, ...values })
    .onConflictDoUpdate({ target: messagePreferences.userId, set: values });
  return { ok: true, preferences: next };
}

/** The channels to try, in order; empty when the message cannot or must not go. */
export function channelsFor(
  preferences: Preferences,
  possible: ReadonlySet<MessageChannel>,
  transactional: boolean,
): MessageChannel[] {
  // Consent withdrawn for everything but money and safety: nothing else goes, by any channel.
  if (!transactional && preferences.marketingOptOut) return [];
  const order = [preferences.preferredChannel, ...MESSAGE_CHANNELS.filter((c) => c !== preferences.preferredChannel)];
  const reachable = order.filter((channel) => possible.has(channel));
  const wanted = reachable.filter((channel) => !preferences.optedOut[channel]);
  if (wanted.length > 0) return wanted;
  // Money and safety still reach the traveller, by one channel.
  return transactional ? reachable.slice(0, 1) : [];
}

/** Sends message `messageId` if it is still to be sent. Throws (the job retries) when a provider may take it later. */
export async function deliverMessage(parts: SendParts, messageId: number): Promise<void> {
  const { db, logger, channels, now } = parts;
  const claimedAt = now();
  const [message] = await db
    .update(messages)
    .set({ status: "sending", statusAt: claimedAt, attempts: sql`${messages.attempts} + 1` })
    .where(
      and(
        eq(messages.id, messageId),
        or(
          eq(messages.status, "queued"),
          and(eq(messages.status, "sending"), lt(messages.statusAt, new Date(claimedAt.getTime() - SENDING_CLAIM_MS))),
        ),
      ),
    )
    .returning();
  // Sent, skipped, failed, or being sent by another copy right now.
  if (!message) return;
  const finish = (fields: Partial<typeof messages.$inferInsert>) =>
    db
      .update(messages)
      .set({ statusAt: now(), ...fields })
      .where(and(eq(messages.id, messageId), eq(messages.status, "sending")));

  if (!(await conditionHolds(db, message.sendIf, message.bookingId, claimedAt))) {
    await finish({ status: "skipped", lastError: `no longer wanted (${message.sendIf})` });
    return;
  }
  const phone =
    message.toPhone ??
    (message.accountId === null
      ? null
      : // An erased account's phone is no number (personal-data/erasure.ts): nothing goes to it.
        ((
          await db
            .select({ phone: users.phone })
            .from(users)
            .where(and(eq(users.id, message.accountId), isNull(users.erasedAt)))
        )[0]?.phone ?? null));
  // A channel that refused the message or reported it undelivered is not tried again.
  const failed = new Set(message.failedChannels);
  const possible = new Set<MessageChannel>();
  if (phone && channels.whatsapp?.canSend(message.template) && !failed.has("whatsapp")) possible.add("whatsapp");
  if (phone && channels.sms?.canSend(message.template) && !failed.has("sms")) possible.add("sms");
  if (message.toEmail && channels.email && !failed.has("email")) possible.add("email");
  const preferences = await preferencesOf(db, message.accountId);
  const order = channelsFor(preferences, possible, message.transactional);
  if (order.length === 0) {
    if (failed.size > 0) {
      await finish({ status: "failed" });
      logger.warn({ messageId, template: message.template }, "message undelivered by every channel it could go by");
      return;
    }
    const why =
      possible.size === 0
        ? "no channel can reach the traveller"
        : !message.transactional && preferences.marketingOptOut
          ? "the traveller withdrew consent to messages not about money or safety"
          : "the traveller opted out";
    await finish({ status: "skipped", lastError: why });
    logger.info({ messageId, template: message.template }, `message skipped: ${why}`);
    return;
  }

  const rendered = renderTemplate(message.template, message.variables);
  const reference = `message-${message.id}`;
  const refusals: string[] = [];
  const refused: MessageChannel[] = [];
  // What the channels that failed before said (a report of undelivery), kept beside what happens now.
  const earlier = (message.lastError ?? "")
    .split("; ")
    .filter((part) => [...failed].some((channel) => part.startsWith(`${channel}:`)));
  for (const channel of order) {
    try {
      let providerMessageId: string | null = null;
      /** The text as it went (an SMS's with its short link). */
      let text = rendered.text;
      if (channel === "email") {
        await channels.email!.send(
          { to: message.toEmail!, ...rendered.email },
          { message: message.template, bookingId: message.bookingId },
        );
      } else {
        const provider = channel === "whatsapp" ? channels.whatsapp! : channels.sms!;
        // An SMS fits India's DLT rules: short variables, the link as a short-link token (dlt.ts).
        const sms = channel === "sms";
        const values = sms
          ? smsVariables(message.variables, messageLinkToken(parts.links.key, message.id))
          : message.variables;
        if (sms) {
          const link = messageLinkUrl(parts.links.origin, parts.links.key, message.id);
          text = renderTemplate(message.template, { ...values, link }).text;
        }
        const variables = templateOf(message.template).variables.map((name) => ({ name, value: values[name] ?? "" }));
        ({ providerMessageId } = await provider.send({
          phone: phone!,
          template: message.template,
          variables,
          text,
          reference,
        }));
      }
      await finish({
        status: "sent",
        channel,
        sentAt: now(),
        providerMessageId,
        subject: channel === "email" ? rendered.email.subject : null,
        body: channel === "email" ? rendered.email.text : text,
        lastError: [...earlier, ...refusals].join("; ") || null,
        failedChannels: [...failed, ...refused],
      });
      logger.info({ messageId, template: message.template, channel }, "message sent");
      return;
    } catch (error) {
      const problem = `${channel}: ${(error as Error).message}`;
      // Email has no lasting refusal we can tell apart: a mail server that fails is tried again later.
      const retryable = !(error instanceof MessageSendError) || error.retryable;
      if (retryable) {
        const last = message.attempts >= MESSAGE_MAX_ATTEMPTS;
        await finish({
          status: last ? "failed" : "queued",
          lastError: [...earlier, ...refusals, problem].join("; ").slice(0, 2_000),
          failedChannels: [...failed, ...refused],
        });
        throw error;
      }
      refusals.push(problem);
      refused.push(channel);
    }
  }
  await finish({
    status: "failed",
    lastError: [...earlier, ...refusals].join("; ").slice(0, 2_000),
    failedChannels: [...failed, ...refused],
  });
  logger.warn({ messageId, template: message.template, refusals }, "message refused by every channel");
}
