// Who delivers the one-time codes: the one method every provider has, so the API never knows which
// one runs. `console` (here) writes the code to the server log in development; `outbox-file` (here)
// appends it to a file of its own; `msg91` (msg91.ts) sends a real SMS; sms-providers.ts picks one from
// the environment. Providers import this file, never the reverse.
import { appendFile, mkdir } from "node:fs/promises";
import { dirname } from "node:path";
import type { Logger } from "../logger.ts";

export interface CodeMessage {
  /** E.164. */
  phone: string;
  code: number;
  expiresInMinutes: number;
  /** What the code is for (accounts.ts, CodePurpose); login when absent. */
  purpose?: "login" | "erase-account";
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

/**
 * Writes codes to the log instead of sending them. In production (`showCodes: false`) it writes
 * nothing and refuses every message, so the code is withdrawn and the traveller told it was not sent:
 * production logs are shipped and kept, and a live code in them would log anybody in.
 */
export function consoleSms(logger: Logger, { showCodes = true }: { showCodes?: boolean } = {}): SmsProvider {
  return {
    name: "console",
    async sendCode({ phone, code, expiresInMinutes, purpose = "login" }) {
      if (!showCodes)
        throw new SmsError("the console provider delivers no codes in production (SMS_PROVIDER=msg91 does)");
      // The code goes in the message on purpose: the logger redacts fields named like codes.
      const what = purpose === "login" ? "login code" : "account erasure code";
      logger.info(`[console SMS] ${what} for ${phone}: ${code} (valid ${expiresInMinutes} minutes)`);
      return {};
    },
  };
}

/**
 * Appends codes to a file instead of sending them: the embedded-database demo (`npm start`), where
 * there is no SMS account and the production log must stay free of codes. The file is the operator's
 * own (owner-only permissions, beside the database); the log only says that a code was written there.
 */
export function outboxFileSms(file: string, logger: Logger): SmsProvider {
  return {
    name: "outbox-file",
    async sendCode({ phone, code, expiresInMinutes, purpose = "login" }) {
      await mkdir(dirname(file), { recursive: true });
      await appendFile(
        file,
        `${new Date().toISOString()} ${phone} ${code} (valid ${expiresInMinutes} minutes${purpose === "login" ? "" : `, ${purpose}`})\n`,
        {
          mode: 0o600,
        },
      );
      logger.info({ file }, "login code written to the SMS outbox file");
      return {};
    },
  };
}
