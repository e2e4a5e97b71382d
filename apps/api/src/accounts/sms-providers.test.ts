import { describe, expect, it } from "vitest";
import { parseApiEnv } from "../env.ts";
import { createLogger } from "../logger.ts";
import { TEST_JWT_SECRET } from "../testing/test-api.ts";
import { createSmsProvider } from "./sms-providers.ts";

function capturedLogger() {
  const lines: { level: string; msg: string }[] = [];
  const logger = createLogger({
    level: "debug",
    destination: { write: (line: string) => void lines.push(JSON.parse(line)) },
  });
  return { logger, lines };
}

describe("createSmsProvider", () => {
  it("prints codes to the server log in development, by default", async () => {
    const { logger, lines } = capturedLogger();
    const sms = createSmsProvider(parseApiEnv({}), logger);
    expect(sms.name).toBe("console");
    await sms.sendCode({ phone: "+919876543210", code: 482_913, expiresInMinutes: 5 });
    expect(lines).toEqual([
      expect.objectContaining({
        level: "info",
        msg: "[console SMS] login code for +919876543210: 482913 (valid 5 minutes)",
      }),
    ]);
  });

  it("warns when production is told to log codes instead of sending them", () => {
    const { logger, lines } = capturedLogger();
    createSmsProvider(
      parseApiEnv({ NODE_ENV: "production", JWT_SECRET: TEST_JWT_SECRET, SMS_PROVIDER: "console" }),
      logger,
    );
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      ["warn", "SMS_PROVIDER is console: login codes are written to the server log instead of being sent by SMS"],
    ]);
  });

  it("sends through MSG91 when configured", () => {
    const env = parseApiEnv({ SMS_PROVIDER: "msg91", MSG91_AUTH_KEY: "key", MSG91_TEMPLATE_ID: "template" });
    expect(createSmsProvider(env, capturedLogger().logger).name).toBe("msg91");
  });
});
