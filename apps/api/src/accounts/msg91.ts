// MSG91's Flow API (v5), the usual way Indian sites send DLT-registered transactional SMS:
//   POST {base}/api/v5/flow/   header `authkey`, JSON body
//   { "template_id": "...", "short_url": "0", "recipients": [{ "mobiles": "919876543210", "otp": "482913" }] }
// answers { "type": "success", "message": "<request id>" }, or { "type": "error", "message": "..." }
// (with HTTP 200 for some refusals, so the body decides). The template text lives at MSG91, e.g.
// "##otp## is your Parvat Journeys login code. It is valid for 5 minutes. Do not share it."
import { type CodeMessage, SmsError, type SmsProvider } from "./sms.ts";

export interface Msg91Options {
  authKey: string;
  templateId: string;
  /** The template variable that receives the code. */
  otpVariable: string;
  /** https://control.msg91.com, or a fake server in tests. */
  baseUrl: string;
  timeoutMs?: number;
}

interface Msg91Answer {
  type?: unknown;
  message?: unknown;
}

export function msg91Sms({ authKey, templateId, otpVariable, baseUrl, timeoutMs = 10_000 }: Msg91Options): SmsProvider {
  const endpoint = new URL("api/v5/flow/", baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
  return {
    name: "msg91",
    async sendCode({ phone, code }: CodeMessage) {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: "POST",
          headers: { authkey: authKey, "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({
            template_id: templateId,
            short_url: "0",
            // MSG91 wants the number with its country code and without the plus.
            recipients: [{ mobiles: phone.replace(/^\+/, ""), [otpVariable]: String(code) }],
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new SmsError(`MSG91 could not be reached: ${(error as Error).message}`, { cause: error });
      }
      const text = await response.text();
      let answer: Msg91Answer = {};
      try {
        answer = JSON.parse(text) as Msg91Answer;
      } catch {
        // Not JSON (a proxy's error page): reported below with the status.
      }
      const message = typeof answer.message === "string" ? answer.message : text.slice(0, 200);
      if (!response.ok || answer.type !== "success") {
        throw new SmsError(`MSG91 refused the message (HTTP ${response.status}): ${message}`);
      }
      return { reference: message };
    },
  };
}
