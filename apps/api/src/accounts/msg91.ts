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

/** MSG91 answered (any status), with its JSON body when it sent one. */
export interface Msg91Reply {
  status: number;
  ok: boolean;
  answer: Record<string, unknown>;
  /** The body's `message`, or the start of a body that was not JSON. */
  message: string;
}

/** MSG91 could not be reached or did not answer in time: whether the request arrived is unknown. */
export class Msg91Unreachable extends Error {
  override name = "Msg91Unreachable";
}

/** POSTs JSON to one of MSG91's v5 APIs (path relative to the base URL) with the account's authkey. */
export async function postToMsg91(
  { authKey, baseUrl, timeoutMs = 10_000 }: { authKey: string; baseUrl: string; timeoutMs?: number },
  path: string,
  body: unknown,
): Promise<Msg91Reply> {
  const endpoint = new URL(path, baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
  let response: Response;
  let text: string;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      headers: { authkey: authKey, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    throw new Msg91Unreachable(`MSG91 could not be reached: ${(error as Error).message}`, { cause: error });
  }
  let answer: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed && typeof parsed === "object") answer = parsed as Record<string, unknown>;
  } catch {
    // Not JSON (a proxy's error page): the message says what came instead.
  }
  const message = typeof answer.message === "string" ? answer.message : text.slice(0, 200);
  return { status: response.status, ok: response.ok, answer, message };
}

export function msg91Sms({ authKey, templateId, otpVariable, baseUrl, timeoutMs = 10_000 }: Msg91Options): SmsProvider {
  return {
    name: "msg91",
    async sendCode({ phone, code }: CodeMessage) {
      let reply: Msg91Reply;
      try {
        reply = await postToMsg91({ authKey, baseUrl, timeoutMs }, "api/v5/flow/", {
          template_id: templateId,
          short_url: "0",
          // MSG91 wants the number with its country code and without the plus.
          recipients: [{ mobiles: phone.replace(/^\+/, ""), [otpVariable]: String(code) }],
        });
      } catch (error) {
        throw new SmsError((error as Error).message, { cause: error });
      }
      if (!reply.ok || reply.answer.type !== "success") {
        throw new SmsError(`MSG91 refused the message (HTTP ${reply.status}): ${reply.message}`);
      }
      return { reference: reply.message };
    },
  };
}
