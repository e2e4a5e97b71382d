// Who carries a message on each channel. The outbox (send.ts) knows only these interfaces:
//   WhatsApp: `msg91` (msg91-channels.ts) or `outbox-file` (here), unset = no WhatsApp;
//   SMS: the provider SMS_PROVIDER names for the one-time codes, here for any other message:
//        `msg91` (one flow per message, MSG91_SMS_TEMPLATES), `outbox-file`, `console`;
//   email: the provider EMAIL_PROVIDER names (payments/email.ts).
// A provider answers the provider's id for the message, or throws a MessageSendError that says
// whether trying again later may help.
import { appendFile, mkdir } from "node:fs/promises";
import { dirname } from "node:path";
import type { Logger } from "../logger.ts";
import type { EmailProvider } from "../payments/email.ts";

/** One message for a phone: the template's name, its variables in declared order, and its rendered text. */
export interface PhoneMessage {
  /** E.164. */
  phone: string;
  template: string;
  variables: readonly { name: string; value: string }[];
  text: string;
  /** Our own id for it ("message-42"), for logs and the providers that take a reference. */
  reference: string;
}

export interface PhoneChannel {
  readonly name: string;
  /** Whether this provider can send this template at all (an SMS flow may be missing for it). */
  canSend(template: string): boolean;
  send(message: PhoneMessage): Promise<{ providerMessageId: string | null }>;
}

export interface MessageChannels {
  whatsapp: PhoneChannel | null;
  sms: PhoneChannel | null;
  email: EmailProvider | null;
}

/**
 * The provider did not take the message. `retryable`: no answer, a timeout or a 5xx (try again
 * later); otherwise it refused this message for good (a bad number, an unapproved template).
 */
export class MessageSendError extends Error {
  override name = "MessageSendError";
  readonly retryable: boolean;
  constructor(message: string, retryable: boolean, options?: ErrorOptions) {
    super(message, options);
    this.retryable = retryable;
  }
}

/** Appends each message to a file (the embedded-database demo, where no provider account exists). */
export function outboxFileChannel(name: string, file: string, logger: Logger): PhoneChannel {
  return {
    name,
    canSend: () => true,
    async send({ phone, template, text, reference }) {
      await mkdir(dirname(file), { recursive: true });
      const line = JSON.stringify({ at: new Date().toISOString(), reference, phone, template, text });
      await appendFile(file, `${line}\n`, { mode: 0o600 });
      logger.info({ file, template, reference }, `message written to the ${name} outbox file`);
      return { providerMessageId: null };
    },
  };
}

/** Logs that a message would go, without the number or the text (personal data). Development only. */
export function consoleChannel(name: string, logger: Logger): PhoneChannel {
  return {
    name,
    canSend: () => true,
    async send({ template, reference }) {
      logger.info({ template, reference }, `${name} message (console provider: not sent)`);
      return { providerMessageId: null };
    },
  };
}
