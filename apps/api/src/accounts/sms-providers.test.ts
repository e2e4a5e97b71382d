import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseApiEnv } from "../env.ts";
import { createLogger } from "../logger.ts";
import { TEST_JWT_SECRET, TEST_PERSONAL_DATA_KEY } from "../testing/test-api.ts";
import { SmsError } from "./sms.ts";
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

  it("warns when production is told to use the console, which sends no codes there", () => {
    const { logger, lines } = capturedLogger();
    createSmsProvider(
      parseApiEnv({
        NODE_ENV: "production",
        JWT_SECRET: TEST_JWT_SECRET,
        PERSONAL_DATA_KEY: TEST_PERSONAL_DATA_KEY,
        SMS_PROVIDER: "console",
      }),
      logger,
    );
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      ["warn", "SMS_PROVIDER is console: in production it neither sends nor logs login codes, so nobody can log in"],
    ]);
  });

  it("never writes the code or the whole number in production", async () => {
    const { logger, lines } = capturedLogger();
    const sms = createSmsProvider(
      parseApiEnv({
        NODE_ENV: "production",
        JWT_SECRET: TEST_JWT_SECRET,
        PERSONAL_DATA_KEY: TEST_PERSONAL_DATA_KEY,
        SMS_PROVIDER: "console",
      }),
      logger,
    );
    // Refused, so accounts.ts withdraws the code and answers SMS_NOT_SENT.
    await expect(sms.sendCode({ phone: "+919876543210", code: 482_913, expiresInMinutes: 5 })).rejects.toThrow(
      SmsError,
    );
    const written = JSON.stringify(lines);
    expect(written).not.toContain("482913");
    expect(written).not.toContain("9876543210");
  });

  it("appends codes to the outbox file, owner-only, and logs only where they went", async () => {
    const { logger, lines } = capturedLogger();
    const file = join(mkdtempSync(join(tmpdir(), "parvat-sms-")), "outbox", "sms-outbox.log");
    const sms = createSmsProvider(
      parseApiEnv({
        NODE_ENV: "production",
        JWT_SECRET: TEST_JWT_SECRET,
        PERSONAL_DATA_KEY: TEST_PERSONAL_DATA_KEY,
        SMS_PROVIDER: "outbox-file",
        SMS_OUTBOX_FILE: file,
      }),
      logger,
    );
    await sms.sendCode({ phone: "+919876543210", code: 482_913, expiresInMinutes: 5 });
    await sms.sendCode({ phone: "+919876543211", code: 517_204, expiresInMinutes: 5 });
    const outbox = readFileSync(file, "utf8").trim().split("\n");
    expect(outbox).toHaveLength(2);
    expect(outbox[0]).toMatch(/ \+919876543210 482913 \(valid 5 minutes\)$/);
    expect(outbox[1]).toMatch(/ \+919876543211 517204 /);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const written = JSON.stringify(lines);
    expect(written).not.toContain("482913");
    expect(written).not.toContain("9876543210");
  });

  it("refuses outbox-file without a file to write to", () => {
    expect(() => parseApiEnv({ SMS_PROVIDER: "outbox-file" })).toThrow(/SMS_OUTBOX_FILE/);
  });

  it("sends through MSG91 when configured", () => {
    const env = parseApiEnv({ SMS_PROVIDER: "msg91", MSG91_AUTH_KEY: "key", MSG91_TEMPLATE_ID: "template" });
    expect(createSmsProvider(env, capturedLogger().logger).name).toBe("msg91");
  });
});
