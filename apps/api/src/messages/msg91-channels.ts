// MSG91 for messages other than the login codes:
//   SMS: the Flow API, one DLT-approved flow per message (MSG91_SMS_TEMPLATES), variables by name, each
//     already fitted to India's DLT rules by the outbox (send.ts, dlt.ts: 30 characters, the link as a
//     short-link token after the prefix the approved template holds, so MSG91's own short URLs are off):
//     POST {base}/api/v5/flow/  { template_id, short_url: "0", recipients: [{ mobiles, name: "...", ... }] }
//     answers { type: "success", message: "<request id>" } or { type: "error", message }.
//   WhatsApp: the bulk template API, the template named like ours with `_` for `-`, its body
//   parameters in the order the template declares its variables:
//     POST {base}/api/v5/whatsapp/whatsapp-outbound-message/bulk/
//     { integrated_number, content_type: "template", payload: { messaging_product: "whatsapp", type: "template",
//       template: { name, language: { code, policy: "deterministic" }, namespace?,
//                   to_and_components: [{ to: ["9198..."], components: { body_1: { type: "text", value }, ... } }] } } }
//     answers { status: "success", hasError: false, request_id: "..." } or { status: "fail", hasError: true, errors }.
// Neither API takes an idempotency key: the outbox's own claim on each message (send.ts) keeps a
// message from being sent twice by us; a 5xx, a timeout or no answer is tried again later. What became
// of a message MSG91 took comes later, by its delivery reports (delivery-webhook.ts).
import { type Msg91Reply, Msg91Unreachable, postToMsg91 } from "../accounts/msg91.ts";
import { MessageSendError, type PhoneChannel } from "./channels.ts";

interface Msg91Account {
  authKey: string;
  baseUrl: string;
  timeoutMs?: number;
}

/** Posts to MSG91, turning what went wrong into a MessageSendError that says whether to retry. */
async function post(account: Msg91Account, path: string, body: unknown): Promise<Msg91Reply> {
  let reply: Msg91Reply;
  try {
    reply = await postToMsg91(account, path, body);
  } catch (error) {
    if (error instanceof Msg91Unreachable) throw new MessageSendError(error.message, true, { cause: error });
    throw error;
  }
  if (reply.status >= 500 || reply.status === 429) {
    throw new MessageSendError(`MSG91 answered HTTP ${reply.status}: ${reply.message}`, true);
  }
  return reply;
}

const digits = (phone: string) => phone.replace(/^\+/, "");

export function msg91SmsChannel(account: Msg91Account & { flows: Record<string, string> }): PhoneChannel {
  return {
    name: "msg91",
    canSend: (template) => Boolean(account.flows[template]),
    async send({ phone, template, variables }) {
      const flow = account.flows[template];
      if (!flow) throw new MessageSendError(`No MSG91 SMS flow for "${template}" in MSG91_SMS_TEMPLATES`, false);
      const reply = await post(account, "api/v5/flow/", {
        template_id: flow,
        short_url: "0",
        recipients: [{ mobiles: digits(phone), ...Object.fromEntries(variables.map((v) => [v.name, v.value])) }],
      });
      if (!reply.ok || reply.answer.type !== "success") {
        throw new MessageSendError(`MSG91 refused the SMS (HTTP ${reply.status}): ${reply.message}`, false);
      }
      return { providerMessageId: reply.message };
    },
  };
}

export function msg91WhatsappChannel(
  account: Msg91Account & { integratedNumber: string; namespace?: string; language: string },
): PhoneChannel {
  return {
    name: "msg91",
    canSend: () => true,
    async send({ phone, template, variables }) {
      const components = Object.fromEntries(
        variables.map((variable, index) => [`body_${index + 1}`, { type: "text", value: variable.value }]),
      );
      const reply = await post(account, "api/v5/whatsapp/whatsapp-outbound-message/bulk/", {
        integrated_number: account.integratedNumber,
        content_type: "template",
        payload: {
          messaging_product: "whatsapp",
          type: "template",
          template: {
            name: whatsappTemplateName(template),
            language: { code: account.language, policy: "deterministic" },
            ...(account.namespace ? { namespace: account.namespace } : {}),
            to_and_components: [{ to: [digits(phone)], components }],
          },
        },
      });
      const requestId = reply.answer.request_id;
      if (
        !reply.ok ||
        reply.answer.hasError === true ||
        reply.answer.status !== "success" ||
        typeof requestId !== "string"
      ) {
        const errors = reply.answer.errors ? JSON.stringify(reply.answer.errors).slice(0, 300) : reply.message;
        throw new MessageSendError(`MSG91 refused the WhatsApp message (HTTP ${reply.status}): ${errors}`, false);
      }
      return { providerMessageId: requestId };
    },
  };
}

/** WhatsApp template names are lower case with underscores: "balance-reminder" is "balance_reminder". */
export function whatsappTemplateName(template: string): string {
  return template.replaceAll("-", "_");
}
