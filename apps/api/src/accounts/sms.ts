// Who delivers the one-time codes: the one method every provider has, so the API never knows which
// one runs. `console` (here) writes the code to the server log; `msg91` (msg91.ts) sends a real SMS;
// sms-providers.ts picks one from the environment. Providers import this file, never the reverse.
import type { Logger } from "../logger.ts";

export interface CodeMessage {
  /** E.164. */
  phone: string;
  code: number;
  expiresInMinutes: number;
}

export interface SmsProvider {
  readonly name: string;
  /** Resolves once the provider accepted the message; rejects with an SmsError otherwise. */
  sendCode(message: CodeMessage): Promise<{ reference?: string }>;
}

/** The provider did not take the message (refused, unreachable, too slow). */
export class SmsError extends Error {
  override name = "SmsError";
}

export function consoleSms(logger: Logger): SmsProvider {
  return {
    name: "console",
    async sendCode({ phone, code, expiresInMinutes }) {
      // The code goes in the message on purpose: the logger redacts fields named like codes.
      logger.info(`[console SMS] login code for ${phone}: ${code} (valid ${expiresInMinutes} minutes)`);
      return {};
    },
  };
}
