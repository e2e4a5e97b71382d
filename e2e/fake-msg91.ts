// A stand-in for MSG91's Flow API, for the end-to-end tests: the site, configured with
// SMS_PROVIDER=msg91 and MSG91_BASE_URL pointing here, sends its one-time codes to this server
// exactly as it would to MSG91, and the tests read the code that was "sent" back from it.
//
//   POST /api/v5/flow/   MSG91's request (authkey header, JSON body); MSG91's answers
//   GET  /messages?mobile=919876543210   (test helper) what was sent to a number, oldest first
//   GET  /health         for Playwright's readiness check
import { randomBytes } from "node:crypto";
import { createServer, type ServerResponse } from "node:http";

const port = Number(process.env.FAKE_MSG91_PORT ?? 3212);
const authKey = process.env.FAKE_MSG91_AUTH_KEY ?? "e2e-msg91-auth-key";

interface Sent {
  templateId: string;
  mobile: string;
  variables: Record<string, string>;
  requestId: string;
  at: string;
}

const sent: Sent[] = [];

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? "/", `http://127.0.0.1:${port}`);
  if (request.method === "GET" && url.pathname === "/health") return answer(response, 200, { ok: true });
  if (request.method === "GET" && url.pathname === "/messages") {
    const mobile = url.searchParams.get("mobile");
    return answer(
      response,
      200,
      sent.filter((message) => message.mobile === mobile),
    );
  }
  if (request.method !== "POST" || !/^\/api\/v5\/flow\/?$/.test(url.pathname)) {
    return answer(response, 404, { type: "error", message: "Not found" });
  }
  let text = "";
  request.on("data", (chunk: Buffer) => {
    text += chunk.toString();
  });
  request.on("end", () => {
    if (request.headers.authkey !== authKey) {
      return answer(response, 401, { type: "error", message: "Authentication failure", code: "401" });
    }
    let body: { template_id?: unknown; recipients?: unknown };
    try {
      body = JSON.parse(text);
    } catch {
      return answer(response, 400, { type: "error", message: "Invalid JSON" });
    }
    const recipients = Array.isArray(body.recipients) ? (body.recipients as Record<string, unknown>[]) : [];
    if (typeof body.template_id !== "string" || body.template_id === "") {
      return answer(response, 200, { type: "error", message: "Template ID is missing" });
    }
    if (
      recipients.length === 0 ||
      !recipients.every((recipient) => typeof recipient.mobiles === "string" && /^\d{8,15}$/.test(recipient.mobiles))
    ) {
      return answer(response, 200, { type: "error", message: "Mobile number is not valid" });
    }
    const requestId = randomBytes(12).toString("hex");
    for (const { mobiles, ...variables } of recipients) {
      sent.push({
        templateId: body.template_id,
        mobile: mobiles as string,
        variables: Object.fromEntries(Object.entries(variables).map(([key, value]) => [key, String(value)])),
        requestId,
        at: new Date().toISOString(),
      });
    }
    return answer(response, 200, { type: "success", message: requestId });
  });
});

server.listen(port, "127.0.0.1");
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => server.close(() => process.exit(0)));
