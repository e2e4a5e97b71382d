// The outbox as the API runs it: the providers of each channel, from the environment (channels.ts),
// and the job handler that sends one message. createApi builds one and hands `deliver` to the job
// worker (payments/create-payments.ts), which runs every kind of job.
import type { Database } from "@parvat/db/client";
import type { ApiEnv } from "../env.ts";
import type { Logger } from "../logger.ts";
import { createEmailProvider, type EmailProvider } from "../payments/email.ts";
import { nodeListener } from "../payments/webhook.ts";
import { consoleChannel, type MessageChannels, outboxFileChannel, type PhoneChannel } from "./channels.ts";
import { createDeliveryWebhook, MESSAGE_WEBHOOK_PREFIX } from "./delivery-webhook.ts";
import { MESSAGE_LINK_PREFIX, messageLinkKey, messageLinkTarget } from "./message-links.ts";
import { msg91SmsChannel, msg91WhatsappChannel } from "./msg91-channels.ts";
import { deliverMessage } from "./send.ts";

export interface MessagesDependencies {
  db: Database;
  logger: Logger;
  env: ApiEnv;
  now?: () => Date;
  /** Tests pass their own providers (any left out come from the environment). */
  channels?: Partial<MessageChannels>;
}

export interface Messages {
  channels: MessageChannels;
  /** The handler of "message" jobs. */
  deliver(messageId: number): Promise<void>;
  /** POST /api/messages/webhooks/msg91/{secret} (delivery reports), fetch-style and as a Node listener. */
  webhook: (request: Request) => Promise<Response>;
  webhookListener: ReturnType<typeof nodeListener>;
  webhookPath: string;
  /** GET /m/{token}, as a Node listener: a redirect to the message's link, or a 404. */
  linkListener: ReturnType<typeof nodeListener>;
  linkPath: string;
}

export function createMessageChannels(env: ApiEnv, logger: Logger, email?: EmailProvider): MessageChannels {
  const account = { authKey: env.MSG91_AUTH_KEY ?? "", baseUrl: env.MSG91_BASE_URL, timeoutMs: env.MSG91_TIMEOUT_MS };
  let whatsapp: PhoneChannel | null = null;
  if (env.WHATSAPP_PROVIDER === "msg91") {
    whatsapp = msg91WhatsappChannel({
      ...account,
      integratedNumber: env.MSG91_WHATSAPP_NUMBER ?? "",
      namespace: env.MSG91_WHATSAPP_NAMESPACE,
      language: env.MSG91_WHATSAPP_LANGUAGE,
    });
  } else if (env.WHATSAPP_PROVIDER === "outbox-file") {
    whatsapp = outboxFileChannel("whatsapp", env.WHATSAPP_OUTBOX_FILE ?? "", logger);
  }
  let sms: PhoneChannel | null;
  if (env.SMS_PROVIDER === "msg91") sms = msg91SmsChannel({ ...account, flows: env.MSG91_SMS_TEMPLATES });
  else if (env.SMS_PROVIDER === "outbox-file") sms = outboxFileChannel("sms", env.SMS_OUTBOX_FILE ?? "", logger);
  // The console SMS of the login codes delivers nothing in production: no message goes by it there.
  else sms = env.NODE_ENV === "production" ? null : consoleChannel("sms", logger);
  return { whatsapp, sms, email: email ?? createEmailProvider(env, logger) };
}

export function createMessages({
  db,
  logger,
  env,
  now = () => new Date(),
  channels = {},
}: MessagesDependencies): Messages {
  const fromEnv = createMessageChannels(env, logger, channels.email ?? undefined);
  const chosen: MessageChannels = {
    whatsapp: channels.whatsapp !== undefined ? channels.whatsapp : fromEnv.whatsapp,
    sms: channels.sms !== undefined ? channels.sms : fromEnv.sms,
    email: fromEnv.email,
  };
  const webhook = createDeliveryWebhook({ db, logger, secret: env.MSG91_WHATSAPP_WEBHOOK_SECRET, now });
  const links = { origin: env.PUBLIC_ORIGIN, key: messageLinkKey(env.JWT_SECRET) };
  /** GET /m/{token}: an SMS's short link, to the message's own link (message-links.ts). */
  const linkHandler = async (request: Request) => {
    const token = new URL(request.url).pathname.slice(MESSAGE_LINK_PREFIX.length);
    const target = await messageLinkTarget(db, links, token);
    const headers = { "cache-control": "no-store", "referrer-policy": "no-referrer" };
    if (!target) {
      return new Response("This link is not valid. Please open the message again or log in.", {
        status: 404,
        headers: { ...headers, "content-type": "text/plain; charset=utf-8" },
      });
    }
    return new Response(null, { status: 302, headers: { ...headers, location: target } });
  };
  return {
    channels: chosen,
    deliver: (messageId) => deliverMessage({ db, logger, channels: chosen, now, links }, messageId),
    linkListener: nodeListener(linkHandler, logger),
    linkPath: `${MESSAGE_LINK_PREFIX}:token`,
    webhook,
    webhookListener: nodeListener(webhook, logger),
    // Express's pattern: the secret is the last segment (delivery-webhook.ts checks it).
    webhookPath: `${MESSAGE_WEBHOOK_PREFIX}:secret`,
  };
}
