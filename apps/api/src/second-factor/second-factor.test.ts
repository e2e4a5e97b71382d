// Staff's second factor through the API (docs/api.md, "Staff sign-in"): a session signed in with the
// SMS code alone is refused the back office until it enrols (the first time) or verifies; TOTP codes
// are taken once, within a step either side; recovery codes once each; a refund above the threshold
// asks again after FRESH_SECOND_FACTOR_SECONDS. Passkeys are tried in Chromium with a virtual
// authenticator (e2e/tests/second-factor.spec.ts).
import { auditLog, staffRecoveryCodes, staffTotp } from "@parvat/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logInStaff } from "../testing/admin-test-kit.ts";
import { logInAgain, type Traveller } from "../testing/booking-test-kit.ts";
import { createTrip, heldBooking, logInTraveller, payBooking } from "../testing/payment-test-kit.ts";
import { createTestApi, errorCodes, postGraphql, type TestApi } from "../testing/test-api.ts";
import { FRESH_SECOND_FACTOR_SECONDS, RECOVERY_CODE_COUNT, SECOND_FACTOR_FAILURES_PER_HOUR } from "./second-factor.ts";
import { totpCode } from "./totp.ts";

const TODAY = "{ adminToday { __typename } }";
const STATUS = "{ adminSecondFactors { required verified_at totp recovery_codes_left passkeys { id } } }";
const BEGIN_TOTP = "mutation { adminBeginTotpSetup { secret uri } }";
const CONFIRM_TOTP = "mutation ($code: String!) { adminConfirmTotp(code: $code) { totp verified_at } }";
const VERIFY_TOTP = "mutation ($code: String!) { adminVerifyTotp(code: $code) { verified_at } }";
const VERIFY_RECOVERY = "mutation ($code: String!) { adminVerifyRecoveryCode(code: $code) { recovery_codes_left } }";
const MAKE_CODES = "mutation { adminMakeRecoveryCodes }";

let test: TestApi;
const gql = (query: string, who: Traveller, variables?: Record<string, unknown>) =>
  postGraphql(test.api, query, variables, who.headers);
const codeNow = (secret: string, shiftSeconds = 0) =>
  totpCode(secret, new Date(test.clock.now().getTime() + shiftSeconds * 1000));

/** A staff member who enrolled an authenticator app in their first session; answers its secret. */
async function withTotp(role: "owner" | "accounts" = "owner") {
  const staff = await logInStaff(test, role, { secondFactor: false });
  const begun = await gql(BEGIN_TOTP, staff);
  const { secret } = (begun.body.data as { adminBeginTotpSetup: { secret: string } }).adminBeginTotpSetup;
  const confirmed = await gql(CONFIRM_TOTP, staff, { code: codeNow(secret) });
  expect(confirmed.body.errors).toBeUndefined();
  return { staff, secret };
}

beforeAll(async () => {
  // A refund above ₹100 asks for the factor again.
  test = await createTestApi({ REFUND_SECOND_FACTOR_ABOVE_PAISE: "10000" });
});
afterAll(() => test.close());

describe("a staff session signed in with the SMS code alone", () => {
  it("is refused the back office with SECOND_FACTOR_REQUIRED, told to enrol, and may enrol an app", async () => {
    const staff = await logInStaff(test, "trip_desk", { secondFactor: false });
    const refused = await gql(TODAY, staff);
    expect(errorCodes(refused)).toEqual(["SECOND_FACTOR_REQUIRED"]);
    expect(refused.body.errors![0]!.extensions).toMatchObject({ secondFactor: "enrol" });
    expect(refused.body.errors![0]!.message).toMatch(/add a passkey or an authenticator app/);
    expect((await gql(STATUS, staff)).body.data).toEqual({
      adminSecondFactors: { required: true, verified_at: null, totp: false, recovery_codes_left: 0, passkeys: [] },
    });

    const begun = await gql(BEGIN_TOTP, staff);
    const setup = (begun.body.data as { adminBeginTotpSetup: { secret: string; uri: string } }).adminBeginTotpSetup;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toContain(`secret=${setup.secret}`);
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/Parvat%20Journeys:.*algorithm=SHA1&digits=6&period=30$/);
    // Kept sealed, never as typed.
    const [row] = await test.db.select().from(staffTotp).where(eq(staffTotp.userId, staff.userId));
    expect(row!.secretSealed).not.toContain(setup.secret);
    // Still refused until the app's first code confirms it.
    expect(errorCodes(await gql(TODAY, staff))).toEqual(["SECOND_FACTOR_REQUIRED"]);
    expect(errorCodes(await gql(CONFIRM_TOTP, staff, { code: codeNow(setup.secret, -120) }))).toEqual([
      "BAD_USER_INPUT",
    ]);
    const confirmed = await gql(CONFIRM_TOTP, staff, { code: codeNow(setup.secret) });
    expect(confirmed.body.data).toEqual({ adminConfirmTotp: { totp: true, verified_at: expect.any(String) } });
    expect(errorCodes(await gql(TODAY, staff))).toEqual([]);
    const audited = await test.db.select().from(auditLog).where(eq(auditLog.staffUserId, staff.userId));
    expect(audited.map((entry) => entry.action)).toContain("add-totp");
  });

  it("once a factor exists, is told to verify, and may not enrol another before", async () => {
    const { staff } = await withTotp();
    const next = await logInAgain(test, staff.userId, { secondFactor: false });
    const refused = await gql(TODAY, next);
    expect(errorCodes(refused)).toEqual(["SECOND_FACTOR_REQUIRED"]);
    expect(refused.body.errors![0]!.extensions).toMatchObject({ secondFactor: "verify" });
    // A swapped SIM must not add a passkey or an app of its own.
    expect(errorCodes(await gql("mutation { adminBeginPasskeyRegistration }", next))).toEqual([
      "SECOND_FACTOR_REQUIRED",
    ]);
    expect(errorCodes(await gql(BEGIN_TOTP, next))).toEqual(["SECOND_FACTOR_REQUIRED"]);
    expect(errorCodes(await gql(MAKE_CODES, next))).toEqual(["SECOND_FACTOR_REQUIRED"]);
    expect(errorCodes(await gql("mutation { adminRemoveTotp { totp } }", next))).toEqual(["SECOND_FACTOR_REQUIRED"]);
  });

  it("does not bind a trek leader, whose reach is their own departures", async () => {
    const leader = await logInStaff(test, "trek_leader", { secondFactor: false });
    expect(errorCodes(await gql("{ adminLedDepartures { event_id } }", leader))).toEqual([]);
    expect((await gql(STATUS, leader)).body.data).toMatchObject({ adminSecondFactors: { required: false } });
  });
});

describe("an authenticator app's code", () => {
  it("is taken once, within a step either side of now, never an older one than the last", async () => {
    const { staff, secret } = await withTotp();
    const next = await logInAgain(test, staff.userId, { secondFactor: false });
    // The code that confirmed the app, replayed in its own window.
    expect(errorCodes(await gql(VERIFY_TOTP, next, { code: codeNow(secret) }))).toEqual(["BAD_USER_INPUT"]);
    // Two steps old.
    expect(errorCodes(await gql(VERIFY_TOTP, next, { code: codeNow(secret, 30 - 90) }))).toEqual(["BAD_USER_INPUT"]);
    test.clock.advance(30);
    const code = codeNow(secret);
    expect(errorCodes(await gql(VERIFY_TOTP, next, { code }))).toEqual([]);
    expect(errorCodes(await gql(TODAY, next))).toEqual([]);
    // The same code for another session: used already.
    const third = await logInAgain(test, staff.userId, { secondFactor: false });
    expect(errorCodes(await gql(VERIFY_TOTP, third, { code }))).toEqual(["BAD_USER_INPUT"]);
    expect(errorCodes(await gql(TODAY, third))).toEqual(["SECOND_FACTOR_REQUIRED"]);
  });

  it(`is refused for an hour after ${SECOND_FACTOR_FAILURES_PER_HOUR} wrong ones (RATE_LIMITED)`, async () => {
    const { staff, secret } = await withTotp();
    const next = await logInAgain(test, staff.userId, { secondFactor: false });
    const right = codeNow(secret, 30);
    const wrong = right === "000000" ? "000001" : "000000";
    for (let attempt = 0; attempt < SECOND_FACTOR_FAILURES_PER_HOUR; attempt += 1) {
      expect(errorCodes(await gql(VERIFY_TOTP, next, { code: wrong }))).toEqual(["BAD_USER_INPUT"]);
    }
    const limited = await gql(VERIFY_TOTP, next, { code: right });
    expect(errorCodes(limited)).toEqual(["RATE_LIMITED"]);
    expect(limited.body.errors![0]!.extensions!.retryAfterSeconds).toBeGreaterThan(0);
  });
});

describe("recovery codes", () => {
  it("are ten, shown once, kept hashed, each usable once; a new set replaces the old", async () => {
    const { staff } = await withTotp();
    const made = await gql(MAKE_CODES, staff);
    const codes = (made.body.data as { adminMakeRecoveryCodes: string[] }).adminMakeRecoveryCodes;
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
    const stored = await test.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, staff.userId));
    expect(stored.map((row) => row.codeHash)).not.toContain(codes[0]);

    const next = await logInAgain(test, staff.userId, { secondFactor: false });
    // Typed in lower case, without the dash: the same code.
    const used = await gql(VERIFY_RECOVERY, next, { code: codes[0]!.toLowerCase().replace("-", "") });
    expect(used.body.data).toEqual({ adminVerifyRecoveryCode: { recovery_codes_left: RECOVERY_CODE_COUNT - 1 } });
    expect(errorCodes(await gql(TODAY, next))).toEqual([]);
    const third = await logInAgain(test, staff.userId, { secondFactor: false });
    expect(errorCodes(await gql(VERIFY_RECOVERY, third, { code: codes[0] }))).toEqual(["BAD_USER_INPUT"]);

    const again = (await gql(MAKE_CODES, next)).body.data as { adminMakeRecoveryCodes: string[] };
    expect(errorCodes(await gql(VERIFY_RECOVERY, third, { code: codes[1] }))).toEqual(["BAD_USER_INPUT"]);
    expect(errorCodes(await gql(VERIFY_RECOVERY, third, { code: again.adminMakeRecoveryCodes[0] }))).toEqual([]);
  });
});

describe("removing a factor", () => {
  it("never removes the last one of a role that needs one", async () => {
    const { staff } = await withTotp();
    const removed = await gql("mutation { adminRemoveTotp { totp } }", staff);
    expect(errorCodes(removed)).toEqual(["BAD_USER_INPUT"]);
    expect(removed.body.errors![0]!.message).toMatch(/last second factor/);
    expect(errorCodes(await gql('mutation { adminRemovePasskey(id: "2147483647") { totp } }', staff))).toEqual([
      "NOT_FOUND",
    ]);
  });
});

describe(`a refund above REFUND_SECOND_FACTOR_ABOVE_PAISE`, () => {
  const CANCEL = `mutation ($id: ID!, $refund: Int) {
    adminCancelBooking(bookingId: $id, refundPaise: $refund, reason: "Asked by the traveller") { id }
  }`;

  it(`asks for the second factor again when the last is older than ${FRESH_SECOND_FACTOR_SECONDS / 60} minutes`, async () => {
    const { staff, secret } = await withTotp();
    const traveller = await logInTraveller(test);
    const trip = await createTrip(test);
    const small = await heldBooking(test, traveller, trip, { travellers: 1 });
    const large = await heldBooking(test, traveller, trip, { travellers: 1 });
    await payBooking(test, traveller, small.bookingId);
    await payBooking(test, traveller, large.bookingId);
    // Within the five minutes: any amount.
    test.clock.advance(FRESH_SECOND_FACTOR_SECONDS + 1);
    // At or below the threshold: no factor needed however old.
    expect(errorCodes(await gql(CANCEL, staff, { id: small.bookingId, refund: 10_000 }))).toEqual([]);
    const refused = await gql(CANCEL, staff, { id: large.bookingId, refund: 10_001 });
    expect(errorCodes(refused)).toEqual(["SECOND_FACTOR_REQUIRED"]);
    expect(refused.body.errors![0]!.extensions).toMatchObject({ secondFactor: "verify" });
    expect(refused.body.errors![0]!.message).toMatch(/above ₹100 needs your second factor again/);
    // Nothing else asks again meanwhile: the session is still fully signed in.
    expect(errorCodes(await gql(TODAY, staff))).toEqual([]);
    expect(errorCodes(await gql(VERIFY_TOTP, staff, { code: codeNow(secret) }))).toEqual([]);
    expect(errorCodes(await gql(CANCEL, staff, { id: large.bookingId, refund: 10_001 }))).toEqual([]);
  });
});

describe("hostile input", () => {
  it("refuses what is not a code, a name or a passkey's answer, naming the argument", async () => {
    const staff = await logInStaff(test, "owner");
    const cases: [string, Record<string, unknown>, string][] = [
      [VERIFY_TOTP, { code: "12345" }, "code"],
      [VERIFY_TOTP, { code: "１２３４５６" }, "code"],
      [VERIFY_TOTP, { code: "1".repeat(10_000) }, "code"],
      [VERIFY_RECOVERY, { code: "'; drop table users; --" }, "code"],
      [VERIFY_RECOVERY, { code: "" }, "code"],
      ["mutation ($r: String!) { adminVerifyPasskey(response: $r) { totp } }", { r: "{" }, "response"],
      ["mutation ($r: String!) { adminVerifyPasskey(response: $r) { totp } }", { r: "null" }, "response"],
      ["mutation ($r: String!) { adminVerifyPasskey(response: $r) { totp } }", { r: "x".repeat(20_000) }, "response"],
      [
        "mutation ($r: String!) { adminVerifyPasskey(response: $r) { totp } }",
        { r: JSON.stringify({ id: "a", rawId: "a", type: "public-key", response: {} }) },
        "response",
      ],
      [
        "mutation ($n: String!, $r: String!) { adminFinishPasskeyRegistration(name: $n, response: $r) { id } }",
        { n: " ", r: "{}" },
        "name",
      ],
      [
        "mutation ($n: String!, $r: String!) { adminFinishPasskeyRegistration(name: $n, response: $r) { id } }",
        { n: "n".repeat(61), r: "{}" },
        "name",
      ],
      [
        "mutation ($n: String!, $r: String!) { adminFinishPasskeyRegistration(name: $n, response: $r) { id } }",
        { n: "Laptop", r: JSON.stringify({ id: 1 }) },
        "response",
      ],
      ["mutation ($c: String!) { adminConfirmTotp(code: $c) { totp } }", { c: "abcdef" }, "code"],
    ];
    for (const [query, variables, field] of cases) {
      const answer = await gql(query, staff, variables);
      expect(errorCodes(answer), JSON.stringify(variables).slice(0, 80)).toEqual(["BAD_USER_INPUT"]);
      expect(answer.body.errors![0]!.extensions!.field).toBe(field);
    }
    expect(errorCodes(await gql('mutation { adminRemovePasskey(id: "-1") { totp } }', staff))).toEqual(["NOT_FOUND"]);
    expect(errorCodes(await gql('mutation { adminRemovePasskey(id: "1e9") { totp } }', staff))).toEqual(["NOT_FOUND"]);
  });
});
