// Which SMS provider delivers the one-time codes, from the environment: `console` (development, and
// the default outside production), `outbox-file` (the embedded-database demo) or `msg91`. Kept apart from sms.ts, which every provider imports,
// so that the providers and the choice between them form no import cycle.
import type { ApiEnv } from "../env.ts";
import type { Logger } from "../logger.ts";
import { msg91Sms } from "./msg91.ts";
import { consoleSms, outboxFileSms, type SmsProvider } from "./sms.ts";

export function createSmsProvider(env: ApiEnv, logger: Logger): SmsProvider {
  if (env.SMS_PROVIDER === "msg91") {
    return msg91Sms({
      authKey: env.MSG91_AUTH_KEY ?? "",
      templateId: env.MSG91_TEMPLATE_ID ?? "",
      otpVariable: env.MSG91_OTP_VARIABLE,
      baseUrl: env.MSG91_BASE_URL,
    });
  }
  if (env.SMS_PROVIDER === "outbox-file") return outboxFileSms(env.SMS_OUTBOX_FILE ?? "", logger);
  const production = env.NODE_ENV === "production";
  if (production) {
    logger.warn("SMS_PROVIDER is console: in production it neither sends nor logs login codes, so nobody can log in");
  }
  return consoleSms(logger, { showCodes: !production });
}
