import { describe, expect, it } from "vitest";
import {
  ConfigError,
  DEVELOPMENT_JWT_SECRET,
  DEVELOPMENT_PERSONAL_DATA_KEY,
  EXAMPLE_JWT_SECRET,
  parseApiEnv,
} from "./env.ts";

describe("parseApiEnv", () => {
  it("fills in safe defaults", () => {
    expect(parseApiEnv({})).toEqual({
      NODE_ENV: "development",
      LOG_LEVEL: "info",
      BUSINESS_TIME_ZONE: "Asia/Kolkata",
      GRAPHQL_MAX_DEPTH: 12,
      GRAPHQL_MAX_ALIASES: 20,
      GRAPHQL_MAX_FIELDS: 500,
      GRAPHQL_MAX_COMPLEXITY: 10_000,
      GRAPHQL_MAX_TOKENS: 5_000,
      GRAPHQL_MAX_BODY_BYTES: 100_000,
      GRAPHQL_PUBLIC_MAX_AGE: 5,
      ANSWER_CACHE_TTL_MS: 5_000,
      JWT_SECRET: DEVELOPMENT_JWT_SECRET,
      JWT_TTL_SECONDS: 86_400,
      STAFF_SESSION_TTL_SECONDS: 28_800,
      REFUND_SECOND_FACTOR_ABOVE_PAISE: 5_000_000,
      SMS_PROVIDER: "console",
      MSG91_OTP_VARIABLE: "otp",
      MSG91_BASE_URL: "https://control.msg91.com",
      MSG91_TIMEOUT_MS: 10_000,
      MUTATIONS_PER_ACCOUNT_PER_MINUTE: 30,
      MUTATIONS_PER_IP_PER_MINUTE: 120,
      MESSAGE_SCHEDULE_INTERVAL_MS: 60_000,
      OTP_SENDS_PER_IP_PER_HOUR: 30,
      LOGIN_FAILURES_PER_IP_PER_HOUR: 30,
      OTP_ALLOWED_COUNTRIES: [{ callingCode: "91", sendsPerHour: null }],
      OTP_SENDS_PER_HOUR: 500,
      FORM_SUBMISSIONS_PER_IP_PER_HOUR: 20,
      BOOKINGS_PER_IP_PER_HOUR: 60,
      BOOKINGS_PER_ACCOUNT_PER_HOUR: 30,
      HOLDS_PER_ACCOUNT: 3,
      HELD_SEATS_PER_DEPARTURE: 12,
      HOLD_SWEEP_INTERVAL_MS: 30_000,
      WAITLIST_CLOSES_DAYS: 3,
      WAITLIST_OFFER_HOURS: 12,
      TRANSFER_UNTIL_DAYS: 10,
      UPLOADS_DIR: "data/uploads",
      CREDIT_VALID_MONTHS: 12,
      PAYMENT_PROVIDER: "sandbox",
      SANDBOX_PAYMENTS_IN_PRODUCTION: false,
      SANDBOX_WEBHOOK_SECRET: expect.stringMatching(/^[0-9a-f]{64}$/),
      PERSONAL_DATA_KEY: expect.objectContaining({ current: expect.objectContaining({ id: "dev" }) }),
      PERSONAL_DATA_RETENTION_DAYS: 30,
      PERSONAL_DATA_SWEEP_MS: 3_600_000,
      RAZORPAY_BASE_URL: "https://api.razorpay.com",
      JOB_POLL_INTERVAL_MS: 2_000,
      EMAIL_PROVIDER: "console",
      SMTP_TIMEOUT_MS: 10_000,
      EMAIL_FROM: "Parvat Journeys <bookings@parvatjourneys.example>",
      PUBLIC_ORIGIN: "http://localhost:3000",
      MSG91_WHATSAPP_LANGUAGE: "en",
      MSG91_SMS_TEMPLATES: {},
      REVIEW_INVITE_SWEEP_MS: 600_000,
    });
  });

  describe("messages", () => {
    it("reads the SMS flow of each message from MSG91_SMS_TEMPLATES, and says what is wrong with a bad one", () => {
      expect(parseApiEnv({ MSG91_SMS_TEMPLATES: '{"balance-reminder":"6650a1"}' }).MSG91_SMS_TEMPLATES).toEqual({
        "balance-reminder": "6650a1",
      });
      expect(() => parseApiEnv({ MSG91_SMS_TEMPLATES: '["6650a1"]' })).toThrow(/MSG91_SMS_TEMPLATES.*JSON object/);
      expect(() => parseApiEnv({ MSG91_SMS_TEMPLATES: "{not json" })).toThrow(/MSG91_SMS_TEMPLATES/);
    });

    it("needs the WhatsApp number, the auth key and the callback secret with WHATSAPP_PROVIDER=msg91, and a file with outbox-file", () => {
      expect(() => parseApiEnv({ WHATSAPP_PROVIDER: "msg91" })).toThrow(
        /MSG91_AUTH_KEY[\s\S]*MSG91_WHATSAPP_NUMBER[\s\S]*MSG91_WHATSAPP_WEBHOOK_SECRET/,
      );
      expect(() => parseApiEnv({ WHATSAPP_PROVIDER: "outbox-file" })).toThrow(/WHATSAPP_OUTBOX_FILE/);
      expect(() => parseApiEnv({ MSG91_WHATSAPP_NUMBER: "+919800000001" })).toThrow(/MSG91_WHATSAPP_NUMBER/);
    });

    it("takes a report secret that fits in an address, and SMTP timeouts that a job's lock outlasts", () => {
      expect(parseApiEnv({ MSG91_WHATSAPP_WEBHOOK_SECRET: "a1b2c3d4e5f6a7b8c9d0" }).MSG91_WHATSAPP_WEBHOOK_SECRET).toBe(
        "a1b2c3d4e5f6a7b8c9d0",
      );
      expect(() => parseApiEnv({ MSG91_WHATSAPP_WEBHOOK_SECRET: "secret/with?slash=1" })).toThrow(
        /MSG91_WHATSAPP_WEBHOOK_SECRET.*part of an address/,
      );
      expect(() => parseApiEnv({ SMTP_TIMEOUT_MS: "600000" })).toThrow(/SMTP_TIMEOUT_MS/);
    });
  });

  describe("payments", () => {
    const production = {
      NODE_ENV: "production",
      DATABASE_URL: "postgres://parvat@db.internal:5432/parvat",
      JWT_SECRET: "a-production-secret-of-at-least-32-characters",
      PERSONAL_DATA_KEY: `k1:${Buffer.alloc(32, 7).toString("base64")}`,
      SMS_PROVIDER: "msg91",
      MSG91_AUTH_KEY: "key",
      MSG91_TEMPLATE_ID: "template",
    };
    const problems = (source: Record<string, string>) => {
      try {
        parseApiEnv(source);
        return "";
      } catch (error) {
        return (error as ConfigError).message;
      }
    };

    it("refuses the sandbox in production on PostgreSQL unless told it is meant", () => {
      expect(problems(production)).toContain("PAYMENT_PROVIDER: is sandbox in production on PostgreSQL");
      expect(parseApiEnv({ ...production, SANDBOX_PAYMENTS_IN_PRODUCTION: "true" }).PAYMENT_PROVIDER).toBe("sandbox");
      // The embedded demo runs in production mode and takes pretend money.
      const { DATABASE_URL: _postgres, ...embedded } = production;
      expect(parseApiEnv(embedded).PAYMENT_PROVIDER).toBe("sandbox");
    });

    it("needs Razorpay's three keys with razorpay, and an SMTP_URL with smtp", () => {
      const message = problems({ ...production, PAYMENT_PROVIDER: "razorpay", EMAIL_PROVIDER: "smtp" });
      for (const name of ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET", "SMTP_URL"]) {
        expect(message).toContain(`${name}: is required`);
      }
    });

    it("derives the sandbox's secret from JWT_SECRET unless it is given", () => {
      const derived = parseApiEnv({ JWT_SECRET: "x".repeat(40) }).SANDBOX_WEBHOOK_SECRET;
      expect(derived).not.toBe(parseApiEnv({ JWT_SECRET: "y".repeat(40) }).SANDBOX_WEBHOOK_SECRET);
      expect(parseApiEnv({ SANDBOX_WEBHOOK_SECRET: "s".repeat(32) }).SANDBOX_WEBHOOK_SECRET).toBe("s".repeat(32));
    });
  });

  it("reads numbers from strings", () => {
    expect(parseApiEnv({ GRAPHQL_MAX_DEPTH: "8", GRAPHQL_PUBLIC_MAX_AGE: "0" })).toMatchObject({
      GRAPHQL_MAX_DEPTH: 8,
      GRAPHQL_PUBLIC_MAX_AGE: 0,
    });
  });

  it("lets a CDN keep public answers no longer than the server's caches, by default exactly as long", () => {
    expect(parseApiEnv({ ANSWER_CACHE_TTL_MS: "30000" }).GRAPHQL_PUBLIC_MAX_AGE).toBe(30);
    expect(parseApiEnv({ ANSWER_CACHE_TTL_MS: "2500", GRAPHQL_PUBLIC_MAX_AGE: "2" }).GRAPHQL_PUBLIC_MAX_AGE).toBe(2);
    expect(parseApiEnv({ ANSWER_CACHE_TTL_MS: "0" }).GRAPHQL_PUBLIC_MAX_AGE).toBe(0);
    expect(() => parseApiEnv({ GRAPHQL_PUBLIC_MAX_AGE: "60" })).toThrow(
      /GRAPHQL_PUBLIC_MAX_AGE: is 60 s, longer than the server keeps answers \(ANSWER_CACHE_TTL_MS=5000\).*at most 5/,
    );
  });

  it("names every bad variable in one readable message", () => {
    let message = "";
    try {
      parseApiEnv({ NODE_ENV: "staging", BUSINESS_TIME_ZONE: "India/Delhi", GRAPHQL_MAX_DEPTH: "deep" });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toContain("Invalid API configuration");
    expect(message).toContain("NODE_ENV:");
    expect(message).toContain("BUSINESS_TIME_ZONE: must be an IANA time zone such as Asia/Kolkata");
    expect(message).toContain("GRAPHQL_MAX_DEPTH:");
  });

  it.each(["0", "-3", "2.5"])("refuses a limit of %s", (value) => {
    expect(() => parseApiEnv({ GRAPHQL_MAX_ALIASES: value })).toThrow(ConfigError);
  });

  describe("accounts", () => {
    const secret = "a-production-secret-of-at-least-32-characters";
    const personalDataKey = `k1:${Buffer.alloc(32, 7).toString("base64")}`;
    const message = (source: Record<string, string>) => {
      try {
        parseApiEnv(source);
        return "";
      } catch (error) {
        return (error as Error).message;
      }
    };

    it("requires a JWT secret and an SMS provider in production", () => {
      const problems = message({ NODE_ENV: "production" });
      expect(problems).toContain("JWT_SECRET: is required in production");
      expect(problems).toContain("SMS_PROVIDER: is required in production");
      expect(
        message({ NODE_ENV: "production", JWT_SECRET: DEVELOPMENT_JWT_SECRET, SMS_PROVIDER: "console" }),
      ).toContain("JWT_SECRET: is the development secret");
      expect(
        parseApiEnv({
          NODE_ENV: "production",
          JWT_SECRET: secret,
          SMS_PROVIDER: "console",
          PERSONAL_DATA_KEY: personalDataKey,
        }),
      ).toMatchObject({
        JWT_SECRET: secret,
        SMS_PROVIDER: "console",
      });
    });

    it("refuses the development secret and the .env.example placeholder whenever PostgreSQL is used", () => {
      const postgres = { DATABASE_URL: "postgres://parvat@db.internal:5432/parvat" };
      expect(message(postgres)).toContain("JWT_SECRET: is required with PostgreSQL");
      expect(message({ ...postgres, JWT_SECRET: DEVELOPMENT_JWT_SECRET })).toContain(
        "JWT_SECRET: is the development secret",
      );
      const sources: Record<string, string>[] = [{}, postgres, { NODE_ENV: "production", SMS_PROVIDER: "msg91" }];
      for (const source of sources) {
        expect(message({ ...source, JWT_SECRET: EXAMPLE_JWT_SECRET })).toContain(
          "JWT_SECRET: is the placeholder of .env.example",
        );
      }
      const accepted = parseApiEnv({ ...postgres, JWT_SECRET: secret, PERSONAL_DATA_KEY: personalDataKey });
      expect(accepted.JWT_SECRET).toBe(secret);
      // The connection string (and its password) is not kept in the API's settings.
      expect(JSON.stringify(accepted)).not.toContain("db.internal");
    });

    it("requires a personal data key ring in production and with PostgreSQL, never the development one", () => {
      const postgres = { DATABASE_URL: "postgres://parvat@db.internal:5432/parvat", JWT_SECRET: secret };
      expect(message(postgres)).toContain("PERSONAL_DATA_KEY: is required with PostgreSQL");
      expect(message({ NODE_ENV: "production" })).toContain("PERSONAL_DATA_KEY: is required in production");
      expect(message({ ...postgres, PERSONAL_DATA_KEY: DEVELOPMENT_PERSONAL_DATA_KEY })).toContain(
        "PERSONAL_DATA_KEY: holds the development key",
      );
      const older = Buffer.alloc(32, 9).toString("base64");
      const ring = parseApiEnv({ ...postgres, PERSONAL_DATA_KEY: `${personalDataKey},k0:${older}` }).PERSONAL_DATA_KEY;
      expect(ring.current.id).toBe("k1");
      expect([...ring.keys.keys()]).toEqual(["k1", "k0"]);
      // One bare key is the key k1.
      expect(parseApiEnv({ PERSONAL_DATA_KEY: older }).PERSONAL_DATA_KEY.current.id).toBe("k1");
      // Without one, on the embedded database: the development key (the web server gives its own file's).
      expect(parseApiEnv({}).PERSONAL_DATA_KEY.current.id).toBe("dev");
      const bad = {
        "k1:c2hvcnQ=": "is 5 bytes, not 32",
        [`K1:${older}`]: 'key id "K1" must be',
        [`k1:${older},k1:${older}`]: 'names the key "k1" twice',
        [`k1:${older},${older}`]: "names each key",
        "k1:not base64!": "is not base64",
        ",": "holds no key",
      };
      for (const [value, problem] of Object.entries(bad)) {
        const said = message({ PERSONAL_DATA_KEY: value });
        expect(said, value).toContain("PERSONAL_DATA_KEY: ");
        expect(said, value).toContain(problem);
      }
      expect(parseApiEnv({}).PERSONAL_DATA_RETENTION_DAYS).toBe(30);
      expect(message({ PERSONAL_DATA_RETENTION_DAYS: "0" })).toContain("PERSONAL_DATA_RETENTION_DAYS");
    });

    it("reads the countries that may receive codes, with their caps", () => {
      expect(parseApiEnv({ OTP_ALLOWED_COUNTRIES: "91,971:50,1:5" }).OTP_ALLOWED_COUNTRIES).toEqual([
        { callingCode: "91", sendsPerHour: null },
        { callingCode: "971", sendsPerHour: 50 },
        { callingCode: "1", sendsPerHour: 5 },
      ]);
      for (const bad of ["", "+91", "India", "91,", "91:0", "1234", "9,91", "91,91"]) {
        expect(message({ OTP_ALLOWED_COUNTRIES: bad }), bad).toContain("OTP_ALLOWED_COUNTRIES:");
      }
    });

    it("refuses a short secret", () => {
      expect(message({ JWT_SECRET: "short" })).toContain("JWT_SECRET: must be at least 32 characters");
    });

    it("needs MSG91's key and template when MSG91 sends the codes", () => {
      const problems = message({ SMS_PROVIDER: "msg91" });
      expect(problems).toContain("MSG91_AUTH_KEY: is required when SMS_PROVIDER is msg91");
      expect(problems).toContain("MSG91_TEMPLATE_ID: is required when SMS_PROVIDER is msg91");
      expect(
        parseApiEnv({ SMS_PROVIDER: "msg91", MSG91_AUTH_KEY: "key", MSG91_TEMPLATE_ID: "template" }),
      ).toMatchObject({ SMS_PROVIDER: "msg91", MSG91_BASE_URL: "https://control.msg91.com" });
    });
  });
});
