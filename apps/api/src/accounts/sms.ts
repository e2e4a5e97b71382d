// Who delivers the one-time codes. Every provider has one method; the API never knows which one
// runs. `console` writes the code to the server log (development, and the default outside
// production); `msg91` sends a real SMS (msg91.ts).
import type { ApiEnv } from "../env.ts";
import type { Logger } from "../logger.ts";
import { msg91Sms } from "./msg91.ts";

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

export function createSmsProvider(env: ApiEnv, logger: Logger): SmsProvider {
  if (env.SMS_PROVIDER === "msg91") {
    return msg91Sms({
      authKey: env.MSG91_AUTH_KEY ?? "",
      templateId: env.MSG91_TEMPLATE_ID ?? "",
      otpVariable: env.MSG91_OTP_VARIABLE,
      baseUrl: env.MSG91_BASE_URL,
    });
  }
  if (env.NODE_ENV === "production") {
    logger.warn("SMS_PROVIDER is console: login codes are written to the server log instead of being sent by SMS");
  }
  return consoleSms(logger);
}
