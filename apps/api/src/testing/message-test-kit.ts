// What tests of messages share: an API whose WhatsApp and SMS go to a local fake MSG91 (its HTTP APIs,
// testing/fake-msg91.ts) and whose email goes to memory, and the outbox's rows as they stand.
//
// How a test reads what was sent: `fake.whatsapp` / `fake.sms` (what MSG91 received), `email.sent`
// (what the mail server received), or `outboxRows(db)` (every message with its channel, status and
// the text that went out). Jobs run with `runJobs(test)` (payment-test-kit.ts), on the test clock.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { DatabaseHandle } from "@parvat/db/client";
import { messages } from "@parvat/db/schema";
import { createTestDatabase } from "@parvat/db/testing/test-database";
import { asc, eq } from "drizzle-orm";
import { type FakeMsg91, startFakeMsg91 } from "./fake-msg91.ts";
import { createMemoryEmail, type MemoryEmail } from "./memory-email.ts";
import { apiOn, type TestApi } from "./test-api.ts";

export const FAKE_MSG91_AUTH_KEY = "test-msg91-auth-key";
export const WHATSAPP_NUMBER = "919800000001";
export const MESSAGE_WEBHOOK_SECRET = "test-message-webhook-secret-0123456789";

export interface MessagingTest {
  test: TestApi;
  fake: FakeMsg91;
  email: MemoryEmail;
  /** Where MSG91 posts its delivery reports: the API's listener on a real socket, with the secret. */
  reportUrl: string;
  close(): Promise<void>;
}

/** The environment of an API that sends through the fake MSG91 at `url`. */
export function messagingEnv(url: string): Record<string, string> {
  return {
    SMS_PROVIDER: "msg91",
    MSG91_AUTH_KEY: FAKE_MSG91_AUTH_KEY,
    MSG91_TEMPLATE_ID: "test-login-code",
    MSG91_BASE_URL: url,
    MSG91_TIMEOUT_MS: "1500",
    MSG91_SMS_TEMPLATES: JSON.stringify({ "balance-reminder": "flow-balance-reminder", "hold-reminder": "flow-hold" }),
    WHATSAPP_PROVIDER: "msg91",
    MSG91_WHATSAPP_NUMBER: WHATSAPP_NUMBER,
    MSG91_WHATSAPP_WEBHOOK_SECRET: MESSAGE_WEBHOOK_SECRET,
  };
}

/** An API on a fresh database (or `handle`, a second copy) sending through a new fake MSG91. */
export async function createMessagingTest(
  handle?: DatabaseHandle,
  env: Record<string, string> = {},
): Promise<MessagingTest> {
  const fake = await startFakeMsg91({ authKey: FAKE_MSG91_AUTH_KEY });
  const email = createMemoryEmail();
  const database = handle ?? (await createTestDatabase());
  const test = apiOn(database, { ...messagingEnv(fake.url), ...env }, { payments: { email } });
  // The listener apps/web/server mounts, on a real socket: the fake posts its reports to it as MSG91 would.
  const listener = createServer(test.api.messages.webhookListener);
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  const { port } = listener.address() as AddressInfo;
  fake.reportUrl = `http://127.0.0.1:${port}/api/messages/webhooks/msg91/${MESSAGE_WEBHOOK_SECRET}`;
  return {
    test,
    fake,
    email,
    reportUrl: fake.reportUrl,
    close: async () => {
      await fake.close();
      await new Promise<void>((resolve) => listener.close(() => resolve()));
      if (!handle) await test.close();
    },
  };
}

/** Every message of the outbox (or of one booking), oldest first. */
export function outboxRows(db: DatabaseHandle["db"], bookingId?: number) {
  return db
    .select()
    .from(messages)
    .where(bookingId === undefined ? undefined : eq(messages.bookingId, bookingId))
    .orderBy(asc(messages.id));
}
