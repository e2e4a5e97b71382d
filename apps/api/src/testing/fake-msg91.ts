// A stand-in for MSG91, speaking its HTTP APIs as the site calls them, for the API tests and the
// end-to-end tests (e2e/fake-msg91.ts runs it as a server of its own):
//
//   POST /api/v5/flow/                                          SMS (login codes and other messages)
//   POST /api/v5/whatsapp/whatsapp-outbound-message/bulk/       WhatsApp template messages
//   GET  /messages?mobile=919876543210   (test helper) SMS sent to a number, oldest first
//   GET  /whatsapp/messages?mobile=919876543210   (test helper) WhatsApp messages sent to a number
//   GET  /health
//
// Tests can make the next requests fail as a provider in trouble does (`troubles`: a 503, or no answer
// at all until the client gives up), and have delivery reports posted to the site's callback.
import { randomBytes } from "node:crypto";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeSms {
  templateId: string;
  mobile: string;
  variables: Record<string, string>;
  requestId: string;
  at: string;
}

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
  close(): Promise<void>;
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

const FLOW_PATH = /^\/api\/v5\/flow\/?$/;
const WHATSAPP_PATH = /^\/api\/v5\/whatsapp\/whatsapp-outbound-message\/bulk\/?$/;
const MOBILE = /^\d{8,15}$/;

export async function startFakeMsg91({ port = 0, authKey }: { port?: number; authKey: string }): Promise<FakeMsg91> {
  const fake: Omit<FakeMsg91, "url" | "close"> = { sms: [], whatsapp: [], troubles: [] };
  const hanging = new Set<ServerResponse>();

  function flow(body: Record<string, unknown>, response: ServerResponse) {
    const recipients = Array.isArray(body.recipients) ? (body.recipients as Record<string, unknown>[]) : [];
    if (typeof body.template_id !== "string" || body.template_id === "") {
      return answer(response, 200, { type: "error", message: "Template ID is missing" });
    }
    if (recipients.length === 0 || !recipients.every((r) => typeof r.mobiles === "string" && MOBILE.test(r.mobiles))) {
      return answer(response, 200, { type: "error", message: "Mobile number is not valid" });
    }
    const requestId = randomBytes(12).toString("hex");
    for (const { mobiles, ...variables } of recipients) {
      fake.sms.push({
        templateId: body.template_id,
        mobile: mobiles as string,
        variables: Object.fromEntries(Object.entries(variables).map(([key, value]) => [key, String(value)])),
        requestId,
        at: new Date().toISOString(),
      });
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
        fake.whatsapp.push({
          integratedNumber: body.integrated_number,
          template: template.name,
          language: language.code,
          mobile,
          parameters,
          requestId,
          at: new Date().toISOString(),
        });
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
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
