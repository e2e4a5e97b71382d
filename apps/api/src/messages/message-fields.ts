// GraphQL side of the outbox: a traveller's channel preference and opt-outs, and the back office's
// list of a booking's messages with a resend.
import { MESSAGE_CHANNELS, type MessageChannel, messages } from "@parvat/db/schema";
import { and, asc, eq } from "drizzle-orm";
import { requireStaff, requireViewer } from "../accounts/require-viewer.ts";
import { rowIdOf } from "../arguments.ts";
import { builder } from "../builder.ts";
import { UserError } from "../errors.ts";
import { enqueueMessage } from "./outbox.ts";
import { type Preferences, preferencesOf, setPreferences } from "./send.ts";
import type { TemplateName } from "./templates.ts";

const MessageChannelRef = builder.enumType("MessageChannel", {
  description: "How a message reaches a traveller: whatsapp, sms or email.",
  values: MESSAGE_CHANNELS,
});

const MessagePreferencesRef = builder.objectRef<Preferences>("MessagePreferences").implement({
  description:
    "How the viewer hears from us: the channel tried first, and the channels they opted out of. Messages about money and safety (balance reminders, the meeting point) still reach them by one channel when they opted out of all.",
  fields: (t) => ({
    preferred_channel: t.field({ type: MessageChannelRef, resolve: (p) => p.preferredChannel }),
    whatsapp_opt_out: t.boolean({ resolve: (p) => p.optedOut.whatsapp }),
    sms_opt_out: t.boolean({ resolve: (p) => p.optedOut.sms }),
    email_opt_out: t.boolean({ resolve: (p) => p.optedOut.email }),
    marketing_opt_out: t.boolean({
      description:
        'Consent withdrawn for messages that are not about money or safety (review invitations, thank-you notes): none goes by any channel, one already queued included (docs/api.md, "A traveller\'s rights").',
      resolve: (p) => p.marketingOptOut,
    }),
  }),
});

builder.queryField("messagePreferences", (t) =>
  t.field({
    type: MessagePreferencesRef,
    description:
      "The viewer's message preferences (WhatsApp first, nothing opted out, until they change them). UNAUTHENTICATED without a login.",
    resolve: (_root, _args, context) => preferencesOf(context.db, requireViewer(context).userId),
  }),
);

builder.mutationField("setMessagePreferences", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: MessagePreferencesRef,
    description:
      "Changes the viewer's message preferences; arguments left out keep their value. BAD_USER_INPUT (field preferredChannel) when the preferred channel is one they opt out of. UNAUTHENTICATED without a login.",
    args: {
      preferredChannel: t.arg({ type: MessageChannelRef, required: false }),
      whatsappOptOut: t.arg.boolean({ required: false }),
      smsOptOut: t.arg.boolean({ required: false }),
      emailOptOut: t.arg.boolean({ required: false }),
      marketingOptOut: t.arg.boolean({
        required: false,
        description: "true withdraws consent to messages that are not about money or safety; it takes effect at once.",
      }),
    },
    resolve: async (_root, args, context) => {
      const { userId } = requireViewer(context);
      const outcome = await setPreferences(context.db, userId, {
        preferredChannel: args.preferredChannel as MessageChannel | null | undefined,
        optedOut: { whatsapp: args.whatsappOptOut, sms: args.smsOptOut, email: args.emailOptOut },
        marketingOptOut: args.marketingOptOut,
      });
      if (!outcome.ok) {
        throw new UserError(
          `You opted out of ${outcome.optedOutOfPreferred}: choose another channel to hear from us first.`,
          {
            code: "BAD_USER_INPUT",
            field: "preferredChannel",
          },
        );
      }
      return outcome.preferences;
    },
  }),
);

type MessageRow = typeof messages.$inferSelect;

const AdminBookingMessageRef = builder.objectRef<MessageRow>("AdminBookingMessage").implement({
  description: "One message of a booking, as the outbox sent it (or not yet, or not at all).",
  fields: (t) => ({
    id: t.int({ resolve: (m) => m.id }),
    template: t.string({
      description: "The message's name in the outbox's templates, e.g. balance-reminder.",
      resolve: (m) => m.template,
    }),
    channel: t.field({
      type: MessageChannelRef,
      nullable: true,
      description: "Null until it is sent (the channel is chosen then), and for a skipped message.",
      resolve: (m) => m.channel as MessageChannel | null,
    }),
    status: t.string({
      description: "queued, sending, sent, delivered, read (the provider's reports), failed or skipped.",
      resolve: (m) => m.status,
    }),
    transactional: t.boolean({ resolve: (m) => m.transactional }),
    send_at: t.string({ description: "ISO 8601: when it is (or was) due.", resolve: (m) => m.sendAt.toISOString() }),
    sent_at: t.string({ nullable: true, description: "ISO 8601.", resolve: (m) => m.sentAt?.toISOString() ?? null }),
    status_at: t.string({
      nullable: true,
      description: "ISO 8601: the last change of status.",
      resolve: (m) => m.statusAt?.toISOString() ?? null,
    }),
    subject: t.string({ nullable: true, description: "An email's subject.", resolve: (m) => m.subject }),
    body: t.string({ nullable: true, description: "The text that went out.", resolve: (m) => m.body }),
    last_error: t.string({
      nullable: true,
      description: "Why it failed, was skipped or waits for a retry.",
      resolve: (m) => m.lastError,
    }),
    resend_of: t.int({
      nullable: true,
      description: "The message this one repeats (a resend).",
      resolve: (m) => m.resendOf,
    }),
  }),
});

builder.queryField("adminBookingMessages", (t) =>
  t.field({
    type: [AdminBookingMessageRef],
    description: "Staff only: every message of a booking, oldest first; empty for an unknown booking.",
    args: { bookingId: t.arg.id({ required: true }) },
    resolve: (_root, { bookingId }, context) => {
      requireStaff(context);
      const id = rowIdOf(bookingId);
      if (!id) return [];
      return context.db.select().from(messages).where(eq(messages.bookingId, id)).orderBy(asc(messages.id));
    },
  }),
);

builder.mutationField("adminResendMessage", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: AdminBookingMessageRef,
    description:
      "Staff only: sends a booking's message again, now, as a new message (resend_of: the original), by the traveller's channel of today. Refusals: NOT_FOUND, MESSAGE_NOT_SENT_YET (the original is still queued or being sent).",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) => {
      requireStaff(context);
      const messageId = rowIdOf(id);
      const [original] = messageId ? await context.db.select().from(messages).where(eq(messages.id, messageId)) : [];
      if (!original) throw new UserError("We could not find this message.", { code: "NOT_FOUND", field: "id" });
      if (original.status === "queued" || original.status === "sending") {
        throw new UserError("This message has not been sent yet: it goes by itself.", { code: "MESSAGE_NOT_SENT_YET" });
      }
      const at = context.now();
      const key = `resend:${original.id}:${at.getTime()}`;
      await enqueueMessage(context.db, {
        template: original.template as TemplateName,
        variables: original.variables as never,
        to: { accountId: original.accountId, phone: original.toPhone, email: original.toEmail },
        bookingId: original.bookingId,
        // Staff asked for it: it reaches the traveller by one channel whatever they opted out of.
        transactional: true,
        key,
        sendAt: at,
        resendOf: original.id,
      });
      context.payments?.worker.wake();
      const [copy] = await context.db
        .select()
        .from(messages)
        .where(and(eq(messages.key, key)));
      return copy!;
    },
  }),
);
