// The environment of a site the end-to-end tests start: the production build on a fresh embedded
// database with the demo content, one-time codes and messages (SMS and WhatsApp) to a fake MSG91, and limits raised for
// tests that all come from 127.0.0.1. playwright.config.ts starts the shared site with it; a spec
// that needs a site of its own (one whose clock it moves) starts one with the same settings.
/** The secret of the site's address for MSG91's delivery reports (the fake posts its reports there). */
export const MESSAGE_REPORT_SECRET = "end-to-end-tests-only-delivery-secret";

export function siteEnvironment(site: {
  port: number;
  dataDir: string;
  smsBaseUrl: string;
  smsAuthKey: string;
}): Record<string, string> {
  return {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(site.port),
    PUBLIC_ORIGIN: `http://127.0.0.1:${site.port}`,
    DATA_DIR: site.dataDir,
    SEED_DEMO_CONTENT: "true",
    LOG_LEVEL: "warn",
    JWT_SECRET: "end-to-end-tests-only-secret-0123456789abcdef",
    // Required on PostgreSQL (E2E_DATABASE_URL); on PGlite it stands in for the key file DATA_DIR would get.
    PERSONAL_DATA_KEY: "e2e:ZW5kLXRvLWVuZC10ZXN0cy1vbmx5LWtleS0wMTIzNDU=",
    SMS_PROVIDER: "msg91",
    MSG91_AUTH_KEY: site.smsAuthKey,
    MSG91_TEMPLATE_ID: "e2e-login-code",
    MSG91_BASE_URL: site.smsBaseUrl,
    // Travellers' messages go by WhatsApp first: through the same fake, as MSG91's WhatsApp API.
    WHATSAPP_PROVIDER: "msg91",
    MSG91_WHATSAPP_NUMBER: "919000000999",
    MSG91_WHATSAPP_WEBHOOK_SECRET: MESSAGE_REPORT_SECRET,
    // Every test logs in from 127.0.0.1: the per-IP limits have their own API tests.
    OTP_SENDS_PER_IP_PER_HOUR: "1000",
    LOGIN_FAILURES_PER_IP_PER_HOUR: "1000",
    FORM_SUBMISSIONS_PER_IP_PER_HOUR: "1000",
    BOOKINGS_PER_IP_PER_HOUR: "1000",
    BOOKINGS_PER_ACCOUNT_PER_HOUR: "1000",
    MUTATIONS_PER_IP_PER_MINUTE: "10000",
    MUTATIONS_PER_ACCOUNT_PER_MINUTE: "10000",
    // The sandbox gateway takes no real money; production refuses it unless told it is meant.
    SANDBOX_PAYMENTS_IN_PRODUCTION: "true",
  };
}
