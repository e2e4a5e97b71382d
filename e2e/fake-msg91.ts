// A stand-in for MSG91 (apps/api/src/testing/fake-msg91.ts) as a server of its own, for the end-to-end
// tests: the site, configured with SMS_PROVIDER=msg91, WHATSAPP_PROVIDER=msg91 and MSG91_BASE_URL
// pointing here, sends its one-time codes and messages to this server exactly as it would to MSG91,
// and the tests read what was "sent" back from it (GET /messages?mobile=..., /whatsapp/messages?mobile=...).
// With FAKE_MSG91_REPORT_URL it posts each message's delivery report there at once, as MSG91 would.
import { startFakeMsg91 } from "@parvat/api/testing/fake-msg91";

const fake = await startFakeMsg91({
  port: Number(process.env.FAKE_MSG91_PORT ?? 3212),
  authKey: process.env.FAKE_MSG91_AUTH_KEY ?? "e2e-msg91-auth-key",
  reportUrl: process.env.FAKE_MSG91_REPORT_URL ?? null,
  autoReport: true,
});
for (const signal of ["SIGTERM", "SIGINT"] as const)
  process.on(signal, () => void fake.close().then(() => process.exit(0)));
