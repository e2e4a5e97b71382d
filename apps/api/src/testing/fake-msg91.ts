// A stand-in for MSG91, speaking its HTTP APIs as the site calls them and answering as MSG91
// documents it (docs/api.md, "Outside services"), for the API tests and the end-to-end tests
// (e2e/fake-msg91.ts runs it as a server of its own):
//
//   POST /api/v5/flow/                                          SMS (login codes and other messages)
//   POST /api/v5/whatsapp/whatsapp-outbound-message/bulk/       WhatsApp template messages
//   GET  /messages?mobile=919876543210   (test helper) SMS sent to a number, oldest first
//   GET  /whatsapp/messages?mobile=919876543210   (test helper) WhatsApp messages sent to a number
//   GET  /health
//
// Like MSG91, it takes a message first and reports what became of it later, posting delivery
// reports to `reportUrl` in MSG91's formats: SMS form-encoded (`data=[{requestId, report: [{status:
// "1", ...}]}]`, the SMS webhook's v2) or JSON (v3), WhatsApp as JSON ({requestId, status, uuid,
// reason}, the "Webhook (New)" outbound report). What it reports: an SMS whose DLT variable is longer
// than 30 characters, or carries a link not whitelisted, is rejected (16) as India's operators reject
// it; a number in `notOnWhatsapp` is accepted by WhatsApp's API and reported failed afterwards; a
// number in `unreachable` fails by SMS (2); anything else is delivered. Reports wait in `reports`
// until `deliverReports()` (or go by themselves with `autoReport`).
//
// Tests can make the next requests fail as a provider in trouble does (`troubles`: a 503, or no answer
// at all until the client gives up).
import { randomBytes, randomUUID } from "node:crypto";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeSms {
  templateId: string;
  mobile: string;
  variables: Record<string, string>;
  requestId: string;
  at: string;
  /** Why the operator rejected it under India's DLT rules (a variable over 30 characters, a link not whitelisted); null when it went. */
  rejected: string | null;
}

/** A delivery report waiting to be posted: its body as MSG91 sends it, and its content type. */
export interface FakeReport {
  channel: "sms" | "whatsapp";
  requestId: string;
  status: string;
  contentType: string;
  body: string;
}

/** The most characters a DLT template variable may hold (MSG91's DLT help: English and Unicode alike). */
const DLT_VARIABLE_MAX = 30;

export interface FakeWhatsapp {
  integratedNumber: string;
  template: string;
  language: string;
  mobile: string;
  /** body_1, body_2, ... in order. */
  parameters: string[];
  requestId: string;
  at: string;
}

/** What the fake does with the next request instead of answering it: a 503, or nothing (the client times out). */
export type Trouble = "status-503" | "no-answer";

export interface FakeMsg91 {
  url: string;
  sms: FakeSms[];
  whatsapp: FakeWhatsapp[];
  /** Troubles for the next requests, in order (one each). */
  troubles: Trouble[];
  /** Where delivery reports go (the site's /api/messages/webhooks/msg91/{secret}); null: nowhere. */
  reportUrl: string | null;
  /** The SMS webhook's version: v2 posts form-encoded `data=[...]`, v3 JSON. */
  smsReportFormat: "v2" | "v3";
  /** Reports made and not yet posted, oldest first. */
  reports: FakeReport[];
  /** Numbers WhatsApp's API takes messages for, then reports them failed (not on WhatsApp). */
  notOnWhatsapp: Set<string>;
  /** Numbers SMS cannot reach (reported 2, failed). */
  unreachable: Set<string>;
  /** URL prefixes whitelisted on the DLT portal: a link in a variable that starts otherwise is rejected. */
  whitelistedUrls: string[];
  /** Posts every waiting report to `reportUrl`; answers their HTTP statuses. */
  deliverReports(): Promise<number[]>;
  close(): Promise<void>;
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

const FLOW_PATH = /^\/api\/v5\/flow\/?$/;
const WHATSAPP_PATH = /^\/api\/v5\/whatsapp\/whatsapp-outbound-message\/bulk\/?$/;
const MOBILE = /^\d{8,15}$/;

/** Why India's operators reject an SMS with these variables (DLT scrubbing), or null. */
function dltRejection(variables: Record<string, string>, whitelistedUrls: readonly string[]): string | null {
  for (const [name, value] of Object.entries(variables)) {
    if (Array.from(value).length > DLT_VARIABLE_MAX) {
      return `variable ${name} is longer than ${DLT_VARIABLE_MAX} characters`;
    }
    const link = /(https?:\/\/|www\.)\S+/i.exec(value)?.[0];
    if (link && !whitelistedUrls.some((prefix) => link.startsWith(prefix))) {
      return `variable ${name} holds a link not whitelisted on DLT`;
    }
  }
  return null;
}

export async function startFakeMsg91({
  port = 0,
  authKey,
  reportUrl = null,
  autoReport = false,
}: {
  port?: number;
  authKey: string;
  reportUrl?: string | null;
  /** Post each report half a second after it is made (the end-to-end tests), instead of on deliverReports(). */
  autoReport?: boolean;
}): Promise<FakeMsg91> {
  const hanging = new Set<ServerResponse>();
  const fake: Omit<FakeMsg91, "url" | "close" | "deliverReports"> = {
    sms: [],
    whatsapp: [],
    troubles: [],
    reportUrl,
    smsReportFormat: "v2",
    reports: [],
    notOnWhatsapp: new Set(),
    unreachable: new Set(),
    whitelistedUrls: [],
  };

  async function post(report: FakeReport): Promise<number> {
    if (!fake.reportUrl) return 0;
    const response = await fetch(fake.reportUrl, {
      method: "POST",
      headers: { "content-type": report.contentType },
      body: report.body,
    });
    await response.arrayBuffer();
    return response.status;
  }

  function queueReport(report: FakeReport) {
    // Like MSG91, a moment after taking the message (never before the site has its answer).
    if (autoReport) setTimeout(() => void post(report).catch(() => {}), 500).unref();
    else fake.reports.push(report);
  }

  /** An SMS report as MSG91's SMS webhook posts it: form-encoded `data` (v2) or one JSON object (v3). */
  function smsReport(message: FakeSms) {
    const code = message.rejected ? "16" : fake.unreachable.has(message.mobile) ? "2" : "1";
    const desc = { "1": "DELIVERED", "2": "FAILED", "16": "REJECTED" }[code];
    const entry = {
      date: message.at.slice(0, 19).replace("T", " "),
      number: message.mobile,
      status: code,
      desc,
      failedReason: message.rejected ?? (code === "2" ? "Absent subscriber" : ""),
    };
    const common = { senderId: "PARVAT", requestId: message.requestId, userId: "100000", campaignName: "API" };
    const body =
      fake.smsReportFormat === "v2"
        ? new URLSearchParams({ data: JSON.stringify([{ ...common, report: [entry] }]) }).toString()
        : JSON.stringify({ ...common, ...entry });
    const contentType = fake.smsReportFormat === "v2" ? "application/x-www-form-urlencoded" : "application/json";
    queueReport({ channel: "sms", requestId: message.requestId, status: code, contentType, body });
  }

  /** A WhatsApp outbound report as MSG91's Webhook (New) posts it: JSON, one per recipient. */
  function whatsappReport(message: FakeWhatsapp) {
    const failed = fake.notOnWhatsapp.has(message.mobile);
    const body = JSON.stringify({
      requestId: message.requestId,
      uuid: randomUUID(),
      customerNumber: message.mobile,
      integratedNumber: message.integratedNumber,
      templateName: message.template,
      direction: "outbound",
      status: failed ? "failed" : "delivered",
      reason: failed ? "Message undeliverable: the number is not on WhatsApp" : "",
      requestedAt: message.at,
    });
    const status = failed ? "failed" : "delivered";
    queueReport({ channel: "whatsapp", requestId: message.requestId, status, contentType: "application/json", body });
  }

  function flow(body: Record<string, unknown>, response: ServerResponse) {
    const recipients = Array.isArray(body.recipients) ? (body.recipients as Record<string, unknown>[]) : [];
    if (typeof body.template_id !== "string" || body.template_id === "") {
      return answer(response, 200, { type: "error", message: "Template ID is missing" });
    }
    if (recipients.length === 0 || !recipients.every((r) => typeof r.mobiles === "string" && MOBILE.test(r.mobiles))) {
      return answer(response, 200, { type: "error", message: "Mobile number is not valid" });
    }
    const requestId = randomBytes(12).toString("hex");
    for (const { mobiles, ...given } of recipients) {
      const variables = Object.fromEntries(Object.entries(given).map(([key, value]) => [key, String(value)]));
      const message: FakeSms = {
        templateId: body.template_id,
        mobile: mobiles as string,
        variables,
        requestId,
        at: new Date().toISOString(),
        rejected: dltRejection(variables, fake.whitelistedUrls),
      };
      fake.sms.push(message);
      smsReport(message);
    }
    return answer(response, 200, { type: "success", message: requestId });
  }

  function whatsapp(body: Record<string, unknown>, response: ServerResponse) {
    const payload = (body.payload ?? {}) as Record<string, unknown>;
    const template = (payload.template ?? {}) as Record<string, unknown>;
    const language = (template.language ?? {}) as Record<string, unknown>;
    const targets = Array.isArray(template.to_and_components)
      ? (template.to_and_components as { to?: unknown; components?: Record<string, { value?: unknown }> }[])
      : [];
    const refuse = (message: string) => answer(response, 400, { status: "fail", hasError: true, errors: message });
    if (typeof body.integrated_number !== "string" || !MOBILE.test(body.integrated_number)) {
      return refuse("integrated_number is not valid");
    }
    if (body.content_type !== "template" || payload.type !== "template") return refuse("content_type must be template");
    if (typeof template.name !== "string" || !/^[a-z0-9_]+$/.test(template.name))
      return refuse("template name is not valid");
    if (typeof language.code !== "string") return refuse("template language is missing");
    const valid = targets.every(
      (target) => Array.isArray(target.to) && target.to.every((to) => typeof to === "string" && MOBILE.test(to)),
    );
    if (targets.length === 0 || !valid) return refuse("to is not valid");
    const requestId = randomBytes(12).toString("hex");
    for (const target of targets) {
      const components = target.components ?? {};
      const parameters = Object.keys(components)
        .filter((key) => /^body_\d+$/.test(key))
        .sort((a, b) => Number(a.slice(5)) - Number(b.slice(5)))
        .map((key) => String(components[key]?.value ?? ""));
      for (const mobile of target.to as string[]) {
        const message: FakeWhatsapp = {
          integratedNumber: body.integrated_number,
          template: template.name,
          language: language.code,
          mobile,
          parameters,
          requestId,
          at: new Date().toISOString(),
        };
        fake.whatsapp.push(message);
        whatsappReport(message);
      }
    }
    return answer(response, 200, {
      status: "success",
      hasError: false,
      data: "Request accepted",
      request_id: requestId,
    });
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://fake.msg91");
    if (request.method === "GET" && url.pathname === "/health") return answer(response, 200, { ok: true });
    const mobile = url.searchParams.get("mobile");
    if (request.method === "GET" && url.pathname === "/messages") {
      return answer(
        response,
        200,
        fake.sms.filter((message) => message.mobile === mobile),
      );
    }
    if (request.method === "GET" && url.pathname === "/whatsapp/messages") {
      return answer(
        response,
        200,
        fake.whatsapp.filter((message) => message.mobile === mobile),
      );
    }
    const api = FLOW_PATH.test(url.pathname) ? flow : WHATSAPP_PATH.test(url.pathname) ? whatsapp : null;
    if (request.method !== "POST" || !api) return answer(response, 404, { type: "error", message: "Not found" });
    let text = "";
    request.on("data", (chunk: Buffer) => {
      text += chunk.toString();
    });
    request.on("end", () => {
      const trouble = fake.troubles.shift();
      if (trouble === "status-503") return answer(response, 503, { type: "error", message: "Service unavailable" });
      if (trouble === "no-answer") {
        // Never answered, and nothing sent: the client's timeout ends it.
        hanging.add(response);
        return;
      }
      if (request.headers.authkey !== authKey) {
        return answer(response, 401, { type: "error", message: "Authentication failure", code: "401" });
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        return answer(response, 400, { type: "error", message: "Invalid JSON" });
      }
      return api(body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return Object.assign(fake, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async deliverReports() {
      const statuses: number[] = [];
      for (const report of fake.reports.splice(0)) statuses.push(await post(report));
      return statuses;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
