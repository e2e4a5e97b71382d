// The life of a one-time code over the API: send, wrong tries, the right one, reuse, expiry,
// resends, and every limit on sending and guessing, including many attempts packed into one request,
// the countries and budgets that bound the SMS bill, and one answer for every failed login.
import { oneTimeCodes, rateLimitHits, users } from "@parvat/db/schema";
import { createUser } from "@parvat/db/testing/factories/accounts";
import { CODE_MAX, CODE_MIN } from "@parvat/domain/login";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiOn, countStatements, createTestApi, errorCodes, postGraphql, type TestApi } from "../testing/test-api.ts";
import { INVALID_CODE_MESSAGE } from "./account-fields.ts";

/** The answer to every failed code, whatever the cause. */
const INVALID = { message: INVALID_CODE_MESSAGE, extensions: { code: "OTP_INVALID", field: "otp" } };

const SEND = /* GraphQL */ `
  mutation Send($phone: String!) {
    sendOtp(phone: $phone) { phone message resend_after_seconds expires_in_seconds }
  }
`;
const LOGIN = /* GraphQL */ `
  mutation Login($phone: String!, $otp: Int!) {
    login(phone: $phone, otp: $otp) { token expires_at message account { id phone member_since } }
  }
`;

interface Sent {
  sendOtp: { phone: string; message: string; resend_after_seconds: number; expires_in_seconds: number };
}
interface LoggedIn {
  login: {
    token: string;
    expires_at: string;
    message: string;
    account: { id: number; phone: string; member_since: string };
  };
}

let test: TestApi;
let nextPhone = 9_000_000_000;
let nextAddress = 1;

beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.close());

/** A phone no other test uses, as a traveller would type it, and its E.164 form. */
function freshPhone(): { typed: string; e164: string } {
  nextPhone += 1;
  const digits = String(nextPhone);
  return { typed: `${digits.slice(0, 5)} ${digits.slice(5)}`, e164: `+91${digits}` };
}

/** An IP address no other test uses (per-IP limits are under test in their own block). */
function freshAddress(): string {
  nextAddress += 1;
  return `203.0.${Math.floor(nextAddress / 250)}.${nextAddress % 250}`;
}

const from = (address: string) => ({ "x-forwarded-for": address });

function send(phone: string, address = freshAddress(), api = test.api) {
  return postGraphql<Sent>(api, SEND, { phone }, from(address));
}

function login(phone: string, otp: number, address = freshAddress(), api = test.api) {
  return postGraphql<LoggedIn>(api, LOGIN, { phone, otp }, from(address));
}

/** A valid code that is not `code`. */
const wrongCode = (code: number) => (code === CODE_MAX ? CODE_MIN : code + 1);

/** `count` different valid codes, none of them `code`. */
const wrongGuesses = (code: number, count: number) =>
  Array.from({ length: count }, (_, index) => CODE_MIN + index).map((guess) => (guess === code ? CODE_MAX : guess));

async function codeRow(phone: string) {
  const [row] = await test.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.phone, phone));
  return row;
}

function firstError(response: { body: { errors?: { message: string; extensions?: Record<string, unknown> }[] } }) {
  const error = response.body.errors?.[0];
  if (!error) throw new Error(`Expected an error, got ${JSON.stringify(response.body)}`);
  return error;
}

describe("sending a code", () => {
  it("normalises the number, answers how long until a resend, and stores only a keyed hash", async () => {
    const phone = freshPhone();
    const response = await send(phone.typed);
    expect(response.body).toEqual({
      data: {
        sendOtp: {
          phone: phone.e164,
          message: `We have sent a 6-digit code to +91 ${phone.e164.slice(3, 8)} ${phone.e164.slice(8)}. It is valid for 5 minutes.`,
          resend_after_seconds: 30,
          expires_in_seconds: 300,
        },
      },
    });
    const code = test.sms.lastCode(phone.e164);
    expect(code).toBeGreaterThanOrEqual(CODE_MIN);
    expect(code).toBeLessThanOrEqual(CODE_MAX);
    const row = await codeRow(phone.e164);
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(String(code));
    expect(row!.expiresAt.getTime() - row!.sentAt.getTime()).toBe(300_000);
    // Neither the code nor the number reaches the log.
    expect(JSON.stringify(test.logs)).not.toContain(String(code));
    expect(JSON.stringify(test.logs)).not.toContain(phone.e164);
  });

  it("sends to the countries of OTP_ALLOWED_COUNTRIES only, India by default", async () => {
    const before = test.sms.sent.length;
    const refused = await send("+44 7700 900123");
    expect(firstError(refused)).toEqual({
      message:
        "We can send login codes only to numbers starting with +91. Please message us on WhatsApp if you have no such number.",
      path: ["sendOtp"],
      locations: expect.any(Array),
      extensions: { code: "COUNTRY_NOT_ALLOWED", field: "phone", allowedCallingCodes: ["91"] },
    });
    expect(test.sms.sent.length).toBe(before);
    expect(await codeRow("+447700900123")).toBeUndefined();

    const gulf = apiOn(test.handle, { OTP_ALLOWED_COUNTRIES: "91,971" });
    const response = await send("+971 50 123 4567", freshAddress(), gulf.api);
    expect(response.body.data?.sendOtp.phone).toBe("+971501234567");
    expect(gulf.sms.lastCode("+971501234567")).toBeGreaterThanOrEqual(CODE_MIN);
    expect(errorCodes(await send("+1 202 555 0143", freshAddress(), gulf.api))).toEqual(["COUNTRY_NOT_ALLOWED"]);
  });

  it("refuses a number that is not one, without sending anything", async () => {
    const before = test.sms.sent.length;
    const response = await send("12345");
    expect(firstError(response)).toMatchObject({
      message: "Enter a 10-digit mobile number, like 98765 43210, or an international number starting with +",
      extensions: { code: "BAD_USER_INPUT", field: "phone" },
    });
    expect(test.sms.sent.length).toBe(before);
  });

  it("draws codes from the whole 100000-999999 range", async () => {
    const codes = new Set<number>();
    for (let index = 0; index < 12; index += 1) {
      const phone = freshPhone();
      await send(phone.typed);
      codes.add(test.sms.lastCode(phone.e164));
    }
    expect(codes.size).toBeGreaterThan(10);
    for (const code of codes) expect(Number.isInteger(code) && code >= CODE_MIN && code <= CODE_MAX).toBe(true);
  });

  it("gives a known and an unknown number the same answer through the same statements", async () => {
    const known = freshPhone();
    const unknown = freshPhone();
    await createUser(test.db, { phone: known.e164 });
    const address = freshAddress();
    const measure = async (phone: { typed: string; e164: string }) => {
      const counter = countStatements(test.db);
      try {
        const response = await send(phone.typed, address);
        return {
          body: JSON.stringify(response.body)
            .replaceAll(phone.e164, "PHONE")
            .replace(/\+91 \d{5} \d{5}/, "SHOWN"),
          statements: counter.statements,
        };
      } finally {
        counter.restore();
      }
    };
    const forKnown = await measure(known);
    const forUnknown = await measure(unknown);
    expect(forKnown.body).toBe(forUnknown.body);
    expect(forKnown.statements).toEqual(forUnknown.statements);
    // No account is created by asking for a code.
    expect(await test.db.select().from(users).where(eq(users.phone, unknown.e164))).toEqual([]);
  });

  it("withdraws the code when the SMS provider refuses it", async () => {
    const phone = freshPhone();
    test.sms.failing = true;
    try {
      const response = await send(phone.typed);
      expect(firstError(response)).toEqual(
        expect.objectContaining({
          message: "We could not send the SMS just now. Please try again in a minute.",
          extensions: { code: "SMS_NOT_SENT" },
        }),
      );
    } finally {
      test.sms.failing = false;
    }
    expect(await codeRow(phone.e164)).toBeUndefined();
    expect(test.logs.some((line) => line.msg === "one-time code not sent" && line.level === "error")).toBe(true);
  });
});

describe("logging in", () => {
  it("takes the right code once, creating the account on the first login", async () => {
    const phone = freshPhone();
    await send(phone.typed);
    const code = test.sms.lastCode(phone.e164);
    const response = await login(phone.typed, code);
    expect(response.body.errors).toBeUndefined();
    const { token, expires_at, message, account } = response.body.data!.login;
    expect(token.split(".")).toHaveLength(3);
    expect(new Date(expires_at).getTime() - Date.now()).toBeGreaterThan(86_000_000);
    expect(message).toBe("Welcome to Parvat Journeys! You are logged in.");
    expect(account).toMatchObject({ phone: phone.e164, member_since: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(await test.db.select({ id: users.id }).from(users).where(eq(users.phone, phone.e164))).toEqual([
      { id: account.id },
    ]);

    // A used code is deleted: reusing it is like having none.
    expect(await codeRow(phone.e164)).toBeUndefined();
    const reuse = await login(phone.typed, code);
    expect(firstError(reuse)).toMatchObject(INVALID);
    expect(reuse.body.data).toBeNull();
  });

  it("welcomes a known traveller back into the same account", async () => {
    const phone = freshPhone();
    const user = await createUser(test.db, { phone: phone.e164 });
    await send(phone.typed);
    const response = await login(phone.e164, test.sms.lastCode(phone.e164));
    expect(response.body.data?.login.message).toBe("Welcome back! You are logged in.");
    expect(response.body.data?.login.account.id).toBe(user.id);
  });

  it("kills a code after 5 wrong tries, even for the right one after them", async () => {
    const phone = freshPhone();
    await send(phone.typed);
    const code = test.sms.lastCode(phone.e164);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(firstError(await login(phone.typed, wrongCode(code)))).toMatchObject(INVALID);
    }
    expect(firstError(await login(phone.typed, code))).toMatchObject(INVALID);
    expect((await codeRow(phone.e164))?.wrongAttempts).toBe(5);
  });

  it("lets a code expire after 5 minutes", async () => {
    const stillValid = freshPhone();
    const expired = freshPhone();
    await send(stillValid.typed);
    await send(expired.typed);
    test.clock.advance(299);
    expect((await login(stillValid.typed, test.sms.lastCode(stillValid.e164))).body.errors).toBeUndefined();
    test.clock.advance(2);
    const late = await login(expired.typed, test.sms.lastCode(expired.e164));
    expect(firstError(late)).toMatchObject(INVALID);
  });

  it("replaces the old code with a resend, with a fresh count of tries", async () => {
    const phone = freshPhone();
    await send(phone.typed);
    const first = test.sms.lastCode(phone.e164);
    await login(phone.typed, wrongCode(first));
    test.clock.advance(31);
    await send(phone.typed);
    const second = test.sms.lastCode(phone.e164);
    expect((await codeRow(phone.e164))?.wrongAttempts).toBe(0);
    if (second !== first) expect(firstError(await login(phone.typed, first))).toMatchObject(INVALID);
    expect((await login(phone.typed, second)).body.errors).toBeUndefined();
  });

  it("answers every failed code alike, through the same statements, for a known and an unknown number", async () => {
    /** Each way a login can fail, set up for a phone; returns the code to try. */
    const failures: Record<string, (phone: { typed: string; e164: string }) => Promise<number>> = {
      none: async () => 123_456,
      wrong: async (phone) => {
        await send(phone.typed);
        return wrongCode(test.sms.lastCode(phone.e164));
      },
      used: async (phone) => {
        await send(phone.typed);
        const code = test.sms.lastCode(phone.e164);
        await login(phone.typed, code);
        return code;
      },
      expired: async (phone) => {
        await send(phone.typed);
        await test.db
          .update(oneTimeCodes)
          .set({
            sentAt: new Date(test.clock.now().getTime() - 600_000),
            expiresAt: new Date(test.clock.now().getTime() - 300_000),
          })
          .where(eq(oneTimeCodes.phone, phone.e164));
        return test.sms.lastCode(phone.e164);
      },
      dead: async (phone) => {
        await send(phone.typed);
        const code = test.sms.lastCode(phone.e164);
        for (const guess of wrongGuesses(code, 5)) await login(phone.typed, guess);
        return code;
      },
    };
    const seen = new Set<string>();
    for (const [cause, prepare] of Object.entries(failures)) {
      for (const known of [true, false]) {
        const phone = freshPhone();
        if (known) await createUser(test.db, { phone: phone.e164 });
        const otp = await prepare(phone);
        const counter = countStatements(test.db);
        let response: Awaited<ReturnType<typeof login>>;
        try {
          response = await login(phone.typed, otp);
        } finally {
          counter.restore();
        }
        expect(firstError(response), `${cause}, known: ${known}`).toMatchObject(INVALID);
        seen.add(JSON.stringify({ body: response.body, statements: counter.statements }));
      }
    }
    expect(seen.size).toBe(1);
  });

  it("counts every failed login, whatever its cause, against the number (10 an hour)", async () => {
    const phone = freshPhone();
    await send(phone.typed);
    const code = test.sms.lastCode(phone.e164);
    // From ten addresses, so only the number's count can stop the eleventh.
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect(errorCodes(await login(phone.typed, attempt <= 5 ? wrongCode(code) : code))).toEqual(["OTP_INVALID"]);
    }
    expect(firstError(await login(phone.typed, code))).toMatchObject({
      message: "Too many wrong codes for this number. Please ask for a new code in 1 hour.",
      extensions: { code: "RATE_LIMITED", field: "otp", retryAfterSeconds: 3_600 },
    });
    // An unknown number with no code at all is stopped alike.
    const unknown = freshPhone();
    for (let attempt = 1; attempt <= 10; attempt += 1) await login(unknown.typed, 111_111);
    expect(errorCodes(await login(unknown.typed, 111_111))).toEqual(["RATE_LIMITED"]);
  });

  it("refuses a code that is not six digits without counting it as a try", async () => {
    const phone = freshPhone();
    await send(phone.typed);
    for (const otp of [12_345, 1_234_567, -482_913]) {
      expect(firstError(await login(phone.typed, otp))).toMatchObject({
        message: "The code has 6 digits, like 482913.",
        extensions: { code: "BAD_USER_INPUT", field: "otp" },
      });
    }
    expect((await codeRow(phone.e164))?.wrongAttempts).toBe(0);
  });
});

describe("limits on sending (per phone: 30 s apart, 5 an hour, 10 a day)", () => {
  it("makes a resend wait 30 seconds, and says how long is left", async () => {
    const phone = freshPhone();
    expect((await send(phone.typed)).body.errors).toBeUndefined();
    const early = firstError(await send(phone.typed));
    expect(early).toMatchObject({
      message: "Please wait 30 seconds before asking for another code.",
      extensions: { code: "RATE_LIMITED", field: "phone", retryAfterSeconds: 30, reason: "cooldown" },
    });
    test.clock.advance(12);
    expect(firstError(await send(phone.typed)).extensions).toMatchObject({ retryAfterSeconds: 18 });
    test.clock.advance(18);
    expect((await send(phone.typed)).body.errors).toBeUndefined();
  });

  it("sends at most 5 codes an hour and 10 a day to one number", async () => {
    const phone = freshPhone();
    for (let sent = 1; sent <= 5; sent += 1) {
      expect((await send(phone.typed)).body.errors, `code ${sent}`).toBeUndefined();
      test.clock.advance(60);
    }
    // 5 minutes after the first code: the hour frees its first slot 55 minutes from now.
    expect(firstError(await send(phone.typed))).toMatchObject({
      message: "Too many codes have been sent to this number. You can ask for a new one in 55 minutes.",
      extensions: { code: "RATE_LIMITED", reason: "phone-hour", retryAfterSeconds: 3_300 },
    });
    test.clock.advance(3_300);
    for (let sent = 6; sent <= 10; sent += 1) {
      expect((await send(phone.typed)).body.errors, `code ${sent}`).toBeUndefined();
      test.clock.advance(60);
    }
    test.clock.advance(3_600);
    const daily = firstError(await send(phone.typed));
    expect(daily.extensions).toMatchObject({ code: "RATE_LIMITED", reason: "phone-day" });
    expect(daily.message).toMatch(
      /^Too many codes have been sent to this number today\. You can ask for a new one in \d+ hours\.$/,
    );
    expect(test.sms.sent.filter((message) => message.phone === phone.e164)).toHaveLength(10);
  });

  it("lets one code through when ten requests for the same number arrive at once", async () => {
    const phone = freshPhone();
    const before = test.sms.sent.length;
    const responses = await Promise.all(Array.from({ length: 10 }, () => send(phone.typed)));
    expect(responses.filter((response) => !response.body.errors)).toHaveLength(1);
    expect(responses.flatMap(errorCodes).filter((code) => code === "RATE_LIMITED")).toHaveLength(9);
    expect(test.sms.sent.length - before).toBe(1);
  });
});

describe("limits per IP address", () => {
  it("sends OTP_SENDS_PER_IP_PER_HOUR codes from one address, counting an IPv6 /64 as one", async () => {
    const strict = apiOn(test.handle, { OTP_SENDS_PER_IP_PER_HOUR: "3" });
    strict.clock.advance(2 * 86_400);
    const address = freshAddress();
    for (let sent = 1; sent <= 3; sent += 1) {
      expect((await send(freshPhone().typed, address, strict.api)).body.errors).toBeUndefined();
    }
    const refused = firstError(await send(freshPhone().typed, address, strict.api));
    expect(refused).toMatchObject({
      message: "Too many codes have been asked for from your network. Please try again in 1 hour.",
      extensions: { code: "RATE_LIMITED", reason: "address", retryAfterSeconds: 3_600 },
    });
    expect((await send(freshPhone().typed, freshAddress(), strict.api)).body.errors).toBeUndefined();

    const sameNetwork = ["2001:db8:aa:bb::1", "2001:db8:aa:bb::2", "2001:db8:aa:bb:0:0:ffff:1"];
    for (const address of sameNetwork) {
      expect(errorCodes(await send(freshPhone().typed, address, strict.api)), address).toEqual([]);
    }
    const fourth = await send(freshPhone().typed, "2001:0db8:00aa:00bb:abcd:ef01:2345:6789", strict.api);
    expect(errorCodes(fourth)).toEqual(["RATE_LIMITED"]);
    expect(errorCodes(await send(freshPhone().typed, "2001:db8:aa:bc::1", strict.api))).toEqual([]);
  });

  it("stops logins from an address after LOGIN_FAILURES_PER_IP_PER_HOUR failures, even with a right code", async () => {
    const strict = apiOn(test.handle, { LOGIN_FAILURES_PER_IP_PER_HOUR: "3" });
    strict.clock.advance(4 * 86_400);
    const address = freshAddress();
    for (let wrong = 1; wrong <= 2; wrong += 1) {
      const phone = freshPhone();
      await send(phone.typed, freshAddress(), strict.api);
      const response = await login(phone.typed, wrongCode(strict.sms.lastCode(phone.e164)), address, strict.api);
      expect(errorCodes(response)).toEqual(["OTP_INVALID"]);
    }
    // A login for a number with no code counts as well: it is a failure like any other.
    expect(errorCodes(await login(freshPhone().typed, 111_111, address, strict.api))).toEqual(["OTP_INVALID"]);
    const phone = freshPhone();
    await send(phone.typed, freshAddress(), strict.api);
    const code = strict.sms.lastCode(phone.e164);
    const refused = firstError(await login(phone.typed, code, address, strict.api));
    expect(refused).toMatchObject({
      message: "Too many wrong codes from your network. Please try again in 1 hour.",
      extensions: { code: "RATE_LIMITED", retryAfterSeconds: 3_600 },
    });
    // The refusal did not cost the code a try: from another address it still works.
    expect((await login(phone.typed, code, freshAddress(), strict.api)).body.errors).toBeUndefined();
  });
});

describe("budgets of the SMS bill (SMS pumping)", () => {
  it("sends OTP_SENDS_PER_HOUR codes an hour for the whole site, warning at 80 %", async () => {
    const budget = apiOn(test.handle, { OTP_SENDS_PER_HOUR: "5" });
    // Past every earlier test's hits: this budget counts the whole site.
    budget.clock.advance(6 * 86_400);
    for (let sent = 1; sent <= 5; sent += 1) {
      expect(errorCodes(await send(freshPhone().typed, freshAddress(), budget.api)), `code ${sent}`).toEqual([]);
      const warnings = budget.logs.filter((line) => line.msg === "one-time code budget 80% spent");
      expect(warnings, `after code ${sent}`).toHaveLength(sent >= 4 ? 1 : 0);
    }
    expect(budget.logs.find((line) => line.msg === "one-time code budget 80% spent")).toMatchObject({
      level: "warn",
      bucket: "otp-send:site",
      used: 4,
      max: 5,
    });
    const refused = firstError(await send(freshPhone().typed, freshAddress(), budget.api));
    expect(refused).toMatchObject({
      message: "We are sending a great many codes just now. Please try again in 1 hour.",
      extensions: { code: "RATE_LIMITED", reason: "budget", retryAfterSeconds: 3_600 },
    });
    expect(budget.sms.sent).toHaveLength(5);
    expect(budget.logs.some((line) => line.level === "warn" && line.msg.startsWith("one-time code budget spent"))).toBe(
      true,
    );
  });

  it("caps a country at its own hourly count, leaving the rest of the budget to the others", async () => {
    const capped = apiOn(test.handle, { OTP_ALLOWED_COUNTRIES: "91,971:2", OTP_SENDS_PER_HOUR: "100" });
    capped.clock.advance(8 * 86_400);
    const gulf = (index: number) => `+97150123456${index}`;
    expect(errorCodes(await send(gulf(1), freshAddress(), capped.api))).toEqual([]);
    expect(errorCodes(await send(gulf(2), freshAddress(), capped.api))).toEqual([]);
    expect(firstError(await send(gulf(3), freshAddress(), capped.api)).extensions).toMatchObject({
      code: "RATE_LIMITED",
      reason: "budget",
    });
    expect(errorCodes(await send(freshPhone().typed, freshAddress(), capped.api))).toEqual([]);
    expect(capped.logs.find((line) => line.msg === "one-time code budget 80% spent")).toMatchObject({
      bucket: "otp-send:country:971",
      used: 2,
      max: 2,
    });
  });
});

describe("many attempts in one request", () => {
  const aliasedLogins = (phone: string, codes: number[]) =>
    `mutation { ${codes.map((code, index) => `a${index}: login(phone: "${phone}", otp: ${code}) { token }`).join(" ")} }`;

  it("refuses 100 aliased logins before evaluating any (GRAPHQL_MAX_ALIASES = 20)", async () => {
    const phone = freshPhone();
    await send(phone.typed);
    const code = test.sms.lastCode(phone.e164);
    const response = await postGraphql(test.api, aliasedLogins(phone.e164, [...wrongGuesses(code, 99), code]));
    expect(errorCodes(response)).toEqual(["TOO_MANY_ALIASES"]);
    expect((await codeRow(phone.e164))?.wrongAttempts).toBe(0);
  });

  it("evaluates one of 100 aliased logins even when the alias limit would allow them all", async () => {
    const generous = apiOn(test.handle, { GRAPHQL_MAX_ALIASES: "500" });
    const phone = freshPhone();
    await send(phone.typed, freshAddress(), generous.api);
    const code = generous.sms.lastCode(phone.e164);
    const response = await postGraphql(generous.api, aliasedLogins(phone.e164, [...wrongGuesses(code, 99), code]));
    // Mutations run one after another and the first failure ends the request.
    expect(errorCodes(response)).toEqual(["OTP_INVALID"]);
    expect(response.body.data).toBeNull();
    expect((await codeRow(phone.e164))?.wrongAttempts).toBe(1);
    // The right code, in a request of its own, still works: only one try was spent.
    expect((await login(phone.typed, code, freshAddress(), generous.api)).body.errors).toBeUndefined();
  });

  it("refuses a second code field in a request even after a successful first", async () => {
    const generous = apiOn(test.handle, { GRAPHQL_MAX_ALIASES: "500" });
    const phone = freshPhone();
    await send(phone.typed, freshAddress(), generous.api);
    const code = generous.sms.lastCode(phone.e164);
    const other = freshPhone();
    const before = generous.sms.sent.length;
    const response = await postGraphql(
      generous.api,
      `mutation { first: login(phone: "${phone.e164}", otp: ${code}) { token } second: sendOtp(phone: "${other.e164}") { phone } }`,
    );
    expect(response.body.errors?.map((error) => [error.path?.[0], error.extensions?.code, error.message])).toEqual([
      ["second", "RATE_LIMITED", "Send one code request or one login per request."],
    ]);
    expect(generous.sms.sent.length).toBe(before);
  });

  it("refuses a batch of operations outright", async () => {
    const phone = freshPhone();
    await send(phone.typed);
    const code = test.sms.lastCode(phone.e164);
    const batch = Array.from({ length: 100 }, (_, index) => ({
      query: LOGIN,
      variables: { phone: phone.e164, otp: index === 99 ? code : wrongCode(code) },
    }));
    const response = await test.api.yoga.fetch("http://parvat.test/api/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/graphql-response+json" },
      body: JSON.stringify(batch),
    });
    expect(response.status).toBe(400);
    expect((await codeRow(phone.e164))?.wrongAttempts).toBe(0);
  });

  it("spends exactly 5 tries, and 10 failures of the number, when twenty wrong codes arrive at once", async () => {
    const phone = freshPhone();
    await send(phone.typed);
    const code = test.sms.lastCode(phone.e164);
    const responses = await Promise.all(Array.from({ length: 20 }, () => login(phone.typed, wrongCode(code))));
    const codes = responses.flatMap(errorCodes);
    expect(codes.filter((other) => other === "OTP_INVALID")).toHaveLength(10);
    expect(codes.filter((other) => other === "RATE_LIMITED")).toHaveLength(10);
    expect((await codeRow(phone.e164))?.wrongAttempts).toBe(5);
  });
});

describe("housekeeping", () => {
  it("keeps rate-limit hits a day at most, under keyed hashes", async () => {
    const hits = await test.db.select().from(rateLimitHits);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((hit) => /^[0-9a-f]{64}$/.test(hit.key))).toBe(true);
    test.clock.advance(86_401 + 10 * 86_400);
    await send(freshPhone().typed);
    const left = await test.db.select().from(rateLimitHits);
    // The send's own hits: its number, its address, the site's budget, and the address's mutations
    // (MUTATIONS_PER_IP_PER_MINUTE).
    expect(left).toHaveLength(4);
  });
});
