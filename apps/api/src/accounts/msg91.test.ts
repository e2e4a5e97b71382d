// The MSG91 provider against a local server that answers the way MSG91's Flow API does, and the
// whole login over the API with that provider.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createTestDatabase } from "@parvat/db/testing/test-database";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApi } from "../api.ts";
import { parseApiEnv } from "../env.ts";
import { createLogger } from "../logger.ts";
import { postGraphql, TEST_JWT_SECRET, TEST_PERSONAL_DATA_KEY } from "../testing/test-api.ts";
import { msg91Sms } from "./msg91.ts";
import { SmsError } from "./sms.ts";

interface Received {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: unknown;
}

const AUTH_KEY = "test-msg91-authkey";
const TEMPLATE_ID = "6553f2a1d6fc0531b2c3d4e5";

let server: Server;
let baseUrl: string;
let received: Received[] = [];
/** How the fake answers the next request. */
let answer: { status: number; body: string; delayMs?: number } | null = null;

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk: Buffer) => {
      text += chunk.toString();
    });
    request.on("end", () => {
      received.push({
        method: request.method ?? "",
        path: request.url ?? "",
        headers: request.headers,
        body: JSON.parse(text || "null"),
      });
      const reply = answer ?? {
        status: request.headers.authkey === AUTH_KEY ? 200 : 401,
        body:
          request.headers.authkey === AUTH_KEY
            ? JSON.stringify({ type: "success", message: "3763646c3058373530393831" })
            : JSON.stringify({ type: "error", message: "Authentication failure", code: "401" }),
      };
      setTimeout(() => {
        response.writeHead(reply.status, { "content-type": "application/json" });
        response.end(reply.body);
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
  answer = null;
});

const provider = (options: Partial<Parameters<typeof msg91Sms>[0]> = {}) =>
  msg91Sms({ authKey: AUTH_KEY, templateId: TEMPLATE_ID, otpVariable: "otp", baseUrl, ...options });

describe("the MSG91 provider", () => {
  it("posts the code to the Flow API with the auth key, template and number without its plus", async () => {
    const result = await provider().sendCode({ phone: "+919876543210", code: 482_913, expiresInMinutes: 5 });
    expect(result).toEqual({ reference: "3763646c3058373530393831" });
    expect(received).toEqual([
      {
        method: "POST",
        path: "/api/v5/flow/",
        headers: expect.objectContaining({ authkey: AUTH_KEY, "content-type": "application/json" }),
        body: { template_id: TEMPLATE_ID, short_url: "0", recipients: [{ mobiles: "919876543210", otp: "482913" }] },
      },
    ]);
  });

  it("fills the template variable the configuration names", async () => {
    await provider({ otpVariable: "OTP" }).sendCode({ phone: "+971501234567", code: 100_000, expiresInMinutes: 5 });
    expect(received[0]?.body).toMatchObject({ recipients: [{ mobiles: "971501234567", OTP: "100000" }] });
  });

  it("fails on a refused key", async () => {
    const send = provider({ authKey: "wrong" }).sendCode({
      phone: "+919876543210",
      code: 482_913,
      expiresInMinutes: 5,
    });
    await expect(send).rejects.toThrow(new SmsError("MSG91 refused the message (HTTP 401): Authentication failure"));
  });

  it("fails on an error answered with HTTP 200, as MSG91 does for some refusals", async () => {
    answer = { status: 200, body: JSON.stringify({ type: "error", message: "Template ID is not valid" }) };
    await expect(provider().sendCode({ phone: "+919876543210", code: 482_913, expiresInMinutes: 5 })).rejects.toThrow(
      "MSG91 refused the message (HTTP 200): Template ID is not valid",
    );
  });

  it("fails on an answer that is not MSG91's, on a slow answer and on no answer", async () => {
    answer = { status: 502, body: "<html>Bad gateway</html>" };
    await expect(provider().sendCode({ phone: "+919876543210", code: 1, expiresInMinutes: 5 })).rejects.toThrow(
      "MSG91 refused the message (HTTP 502): <html>Bad gateway</html>",
    );
    answer = { status: 200, body: JSON.stringify({ type: "success", message: "late" }), delayMs: 500 };
    await expect(
      provider({ timeoutMs: 50 }).sendCode({ phone: "+919876543210", code: 1, expiresInMinutes: 5 }),
    ).rejects.toBeInstanceOf(SmsError);
    await expect(
      provider({ baseUrl: "http://127.0.0.1:9" }).sendCode({ phone: "+919876543210", code: 1, expiresInMinutes: 5 }),
    ).rejects.toThrow(/^MSG91 could not be reached/);
  });
});

describe("logging in through MSG91", () => {
  it("sends the code by SMS and accepts it back; a refused SMS leaves nothing to guess", async () => {
    const handle = await createTestDatabase();
    try {
      const env = parseApiEnv({
        NODE_ENV: "production",
        JWT_SECRET: TEST_JWT_SECRET,
        PERSONAL_DATA_KEY: TEST_PERSONAL_DATA_KEY,
        SMS_PROVIDER: "msg91",
        MSG91_AUTH_KEY: AUTH_KEY,
        MSG91_TEMPLATE_ID: TEMPLATE_ID,
        MSG91_BASE_URL: baseUrl,
      });
      const api = createApi({ db: handle.db, logger: createLogger({ level: "silent" }), env });
      const sent = await postGraphql(api, `mutation { sendOtp(phone: "09876543210") { phone } }`);
      expect(sent.body).toEqual({ data: { sendOtp: { phone: "+919876543210" } } });
      const recipient = (received[0]!.body as { recipients: { mobiles: string; otp: string }[] }).recipients[0]!;
      expect(recipient.mobiles).toBe("919876543210");
      const login = await postGraphql<{ login: { token: string } }>(
        api,
        `mutation ($otp: Int!) { login(phone: "+919876543210", otp: $otp) { token } }`,
        { otp: Number(recipient.otp) },
      );
      expect(login.body.errors).toBeUndefined();
      expect(login.body.data?.login.token).toMatch(/^ey/);

      answer = { status: 401, body: JSON.stringify({ type: "error", message: "Authentication failure" }) };
      const refused = await postGraphql(api, `mutation { sendOtp(phone: "+919812345678") { phone } }`);
      expect(refused.body.errors?.[0]?.extensions).toEqual({ code: "SMS_NOT_SENT" });
      const guess = await postGraphql(api, `mutation { login(phone: "+919812345678", otp: 123456) { token } }`);
      expect(guess.body.errors?.[0]?.extensions).toEqual({ code: "OTP_INVALID", field: "otp" });
    } finally {
      await handle.close();
    }
  });
});
