// The outbox as the API runs it: the providers of each channel, from the environment (channels.ts),
// and the job handler that sends one message. createApi builds one and hands `deliver` to the job
// worker (payments/create-payments.ts), which runs every kind of job.
import type { Database } from "@parvat/db/client";
import type { ApiEnv } from "../env.ts";
import type { Logger } from "../logger.ts";
import { createEmailProvider, type EmailProvider } from "../payments/email.ts";
import { consoleChannel, type MessageChannels, outboxFileChannel, type PhoneChannel } from "./channels.ts";
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
  return {
    channels: chosen,
    deliver: (messageId) => deliverMessage({ db, logger, channels: chosen, now }, messageId),
  };
}
