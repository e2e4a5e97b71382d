import { describe, expect, it } from "vitest";
import { createLogger, requestLogger } from "./logger.ts";

function capture(pretty = false) {
  const lines: string[] = [];
  const logger = createLogger({
    level: "info",
    pretty,
    destination: { write: (line: string) => void lines.push(line) },
  });
  return { logger, lines };
}

describe("createLogger", () => {
  it("writes one JSON object per line with a readable level and an ISO time", () => {
    const { logger, lines } = capture();
    logger.info({ bookings: 2 }, "seats held");
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: "info",
      msg: "seats held",
      bookings: 2,
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it("tags every line of a request with its id", () => {
    const { logger, lines } = capture();
    const log = requestLogger(logger, "req-12345678");
    log.info("one");
    log.warn("two");
    expect(lines.map((line) => JSON.parse(line).requestId)).toEqual(["req-12345678", "req-12345678"]);
  });

  it("never writes tokens, one-time codes or authorization headers", () => {
    const { logger, lines } = capture();
    logger.info(
      {
        token: "eyJhbGciOi.secret",
        otp: 482913,
        headers: { authorization: "Bearer eyJhbGciOi.secret" },
        login: { token: "t0k3n" },
      },
      "login attempt",
    );
    expect(lines[0]).not.toMatch(/eyJhbGciOi|482913|t0k3n/);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      token: "[redacted]",
      otp: "[redacted]",
      headers: { authorization: "[redacted]" },
    });
  });

  it("prints short readable lines for a terminal when asked", () => {
    const written: string[] = [];
    const original = process.stdout.write;
    process.stdout.write = ((chunk: string) => {
      written.push(String(chunk));
      return true;
    }) as typeof process.stdout.write;
    try {
      createLogger({ pretty: true }).warn({ requestId: "abc12345", seats: 0 }, "departure sold out");
    } finally {
      process.stdout.write = original;
    }
    expect(written.join("")).toMatch(/^\d\d:\d\d:\d\d WARN {2}departure sold out requestId=abc12345 seats=0\n$/);
  });
});
