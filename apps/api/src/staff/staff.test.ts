// The owner's management of staff over GraphQL: roles changed (audited, applied from the next
// request, the last owner kept), sessions ended (audited), a colleague's second factors reset (a
// lost phone), and the hostile inputs of each.
import { authSessions, staffPasskeys, staffRecoveryCodes, staffTotp } from "@parvat/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRowsOf, logInStaff } from "../testing/admin-test-kit.ts";
import { logInAgain, logInTraveller, type Traveller } from "../testing/booking-test-kit.ts";
import { createTestApi, errorCodes, postGraphql, type TestApi } from "../testing/test-api.ts";

let test: TestApi;
let owner: Traveller;

beforeAll(async () => {
  test = await createTestApi();
  owner = await logInStaff(test, "owner");
});
afterAll(() => test.close());

const SET_ROLE = "mutation ($u: Int!, $r: StaffRole!) { adminSetStaffRole(userId: $u, role: $r) { id role } }";
const END_SESSIONS = "mutation ($u: Int!) { adminEndStaffSessions(userId: $u) }";
const setRole = (by: Traveller, userId: number, role: string) =>
  postGraphql(test.api, SET_ROLE, { u: userId, r: role }, by.headers);

describe("adminSetStaffRole", () => {
  it("changes a role from the next request on, audited with who did it", async () => {
    const colleague = await logInStaff(test, "trip_desk");
    const refunds = "{ adminPaymentAlerts { id } }";
    expect(errorCodes(await postGraphql(test.api, refunds, undefined, colleague.headers))).toEqual(["FORBIDDEN"]);
    const answer = await setRole(owner, colleague.userId, "accounts");
    expect(answer.body).toEqual({ data: { adminSetStaffRole: { id: colleague.userId, role: "accounts" } } });
    expect(errorCodes(await postGraphql(test.api, refunds, undefined, colleague.headers))).toEqual([]);
    expect(await auditRowsOf(test, "user", colleague.userId)).toEqual([
      expect.objectContaining({
        action: "set-staff-role",
        staffUserId: owner.userId,
        before: { staffRole: "trip_desk" },
        after: { staffRole: "accounts" },
      }),
    ]);
    const listed = await postGraphql(test.api, "{ adminStaff { id role live_sessions } }", undefined, owner.headers);
    expect((listed.body.data as { adminStaff: unknown[] }).adminStaff).toContainEqual({
      id: colleague.userId,
      role: "accounts",
      live_sessions: 1,
    });
  });

  it("keeps the last owner one, and lets an owner step down once there is another", async () => {
    // `owner` is this database's only owner so far.
    expect(errorCodes(await setRole(owner, owner.userId, "content"))).toEqual(["LAST_OWNER"]);
    const second = await logInStaff(test, "owner");
    const stepped = await setRole(second, owner.userId, "content");
    expect(stepped.body.data).toEqual({ adminSetStaffRole: { id: owner.userId, role: "content" } });
    expect(errorCodes(await setRole(second, second.userId, "trip_desk"))).toEqual(["LAST_OWNER"]);
    // Back as it was, for the other tests.
    expect(errorCodes(await setRole(second, owner.userId, "owner"))).toEqual([]);
  });

  it("refuses a traveller, an unknown id, the same role and a role that is not one, changing nothing", async () => {
    const traveller = await logInTraveller(test);
    const colleague = await logInStaff(test, "content");
    expect(errorCodes(await setRole(owner, traveller.userId, "owner"))).toEqual(["NOT_FOUND"]);
    expect(errorCodes(await setRole(owner, 2_147_483_647, "owner"))).toEqual(["NOT_FOUND"]);
    expect(errorCodes(await setRole(owner, colleague.userId, "content"))).toEqual(["BAD_USER_INPUT"]);
    expect(errorCodes(await setRole(owner, colleague.userId, "admin"))).toEqual(["BAD_USER_INPUT"]);
    expect(errorCodes(await setRole(owner, colleague.userId, "OWNER"))).toEqual(["BAD_USER_INPUT"]);
    // Only an owner: a colleague cannot promote themselves.
    expect(errorCodes(await setRole(colleague, colleague.userId, "owner"))).toEqual(["FORBIDDEN"]);
    expect(await auditRowsOf(test, "user", colleague.userId)).toEqual([]);
  });
});

describe("adminEndStaffSessions", () => {
  it("logs a staff member out everywhere at once, audited", async () => {
    const colleague = await logInStaff(test, "content");
    const ended = await postGraphql(test.api, END_SESSIONS, { u: colleague.userId }, owner.headers);
    expect(ended.body.data).toEqual({ adminEndStaffSessions: 1 });
    expect(errorCodes(await postGraphql(test.api, "{ adminReviews { id } }", undefined, colleague.headers))).toEqual([
      "invalid-jwt",
    ]);
    expect(await auditRowsOf(test, "user", colleague.userId)).toEqual([
      expect.objectContaining({ action: "end-staff-sessions", staffUserId: owner.userId, after: { ended: 1 } }),
    ]);
  });

  it("ends no traveller's sessions (NOT_FOUND) and is the owner's alone (FORBIDDEN)", async () => {
    const traveller = await logInTraveller(test);
    const desk = await logInStaff(test, "trip_desk");
    expect(errorCodes(await postGraphql(test.api, END_SESSIONS, { u: traveller.userId }, owner.headers))).toEqual([
      "NOT_FOUND",
    ]);
    expect(errorCodes(await postGraphql(test.api, END_SESSIONS, { u: owner.userId }, desk.headers))).toEqual([
      "FORBIDDEN",
    ]);
    expect(errorCodes(await postGraphql(test.api, "{ me { id } }", undefined, traveller.headers))).toEqual([]);
  });
});

describe("adminResetStaffSecondFactors", () => {
  const RESET = "mutation ($u: Int!) { adminResetStaffSecondFactors(userId: $u) { id second_factors live_sessions } }";
  const reset = (by: Traveller, userId: number) => postGraphql(test.api, RESET, { u: userId }, by.headers);

  /** A colleague with a passkey, a confirmed authenticator app and two recovery codes, one used. */
  async function colleagueWithFactors() {
    const colleague = await logInStaff(test, "accounts");
    const userId = colleague.userId;
    await test.db.insert(staffPasskeys).values({
      userId,
      credentialId: `credential-${userId}`,
      publicKey: "cHVibGlj",
      name: "Work phone",
    });
    await test.db.insert(staffTotp).values({ userId, secretSealed: "sealed", confirmedAt: new Date() });
    await test.db.insert(staffRecoveryCodes).values([
      { userId, codeHash: `unused-${userId}` },
      { userId, codeHash: `used-${userId}`, usedAt: new Date() },
    ]);
    return colleague;
  }

  it("removes a colleague's passkeys, app and recovery codes and logs them out, audited; they enrol again", async () => {
    const colleague = await colleagueWithFactors();
    const listed = await postGraphql(test.api, "{ adminStaff { id second_factors } }", undefined, owner.headers);
    expect((listed.body.data as { adminStaff: unknown[] }).adminStaff).toContainEqual({
      id: colleague.userId,
      second_factors: 2,
    });
    const answer = await reset(owner, colleague.userId);
    expect(answer.body).toEqual({
      data: { adminResetStaffSecondFactors: { id: colleague.userId, second_factors: 0, live_sessions: 0 } },
    });
    const left = async (rows: Promise<unknown[]>) => (await rows).length;
    expect(await left(test.db.select().from(staffPasskeys).where(eq(staffPasskeys.userId, colleague.userId)))).toBe(0);
    expect(await left(test.db.select().from(staffTotp).where(eq(staffTotp.userId, colleague.userId)))).toBe(0);
    // The used code stays as the record of its use; no unused one is left to sign in with.
    const codes = await test.db
      .select()
      .from(staffRecoveryCodes)
      .where(eq(staffRecoveryCodes.userId, colleague.userId));
    expect(codes.map((code) => code.codeHash)).toEqual([`used-${colleague.userId}`]);
    expect(
      errorCodes(await postGraphql(test.api, "{ adminPaymentAlerts { id } }", undefined, colleague.headers)),
    ).toEqual(["invalid-jwt"]);
    expect(await auditRowsOf(test, "user", colleague.userId)).toContainEqual(
      expect.objectContaining({
        action: "reset-second-factors",
        staffUserId: owner.userId,
        before: { passkeys: 1, totp: true, recoveryCodesLeft: 1 },
        after: { endedSessions: 1 },
      }),
    );
    // Their next login has no factor to give: the back office sends them to enrol.
    const again = await logInAgain(test, colleague.userId, { secondFactor: false });
    const refused = await postGraphql(test.api, "{ adminPaymentAlerts { id } }", undefined, again.headers);
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({
      code: "SECOND_FACTOR_REQUIRED",
      secondFactor: "enrol",
    });
  });

  it("asks for the owner's own factor again when it is older than five minutes, changing nothing", async () => {
    const colleague = await colleagueWithFactors();
    const stale = new Date(test.clock.now().getTime() - 10 * 60_000);
    await test.db.update(authSessions).set({ secondFactorAt: stale }).where(eq(authSessions.userId, owner.userId));
    try {
      const refused = await reset(owner, colleague.userId);
      expect(refused.body.errors?.[0]?.extensions).toMatchObject({
        code: "SECOND_FACTOR_REQUIRED",
        secondFactor: "verify",
      });
      expect(refused.body.errors?.[0]?.message).toMatch(
        /Resetting a colleague's second factor needs your second factor again/,
      );
      const passkeys = await test.db.select().from(staffPasskeys).where(eq(staffPasskeys.userId, colleague.userId));
      expect(passkeys).toHaveLength(1);
    } finally {
      await test.db
        .update(authSessions)
        .set({ secondFactorAt: test.clock.now() })
        .where(eq(authSessions.userId, owner.userId));
    }
  });

  it("refuses one's own account, a traveller, an unknown id and every role but owner", async () => {
    const traveller = await logInTraveller(test);
    const colleague = await colleagueWithFactors();
    const desk = await logInStaff(test, "trip_desk");
    expect(errorCodes(await reset(owner, owner.userId))).toEqual(["BAD_USER_INPUT"]);
    expect(errorCodes(await reset(owner, traveller.userId))).toEqual(["NOT_FOUND"]);
    expect(errorCodes(await reset(owner, 2_147_483_647))).toEqual(["NOT_FOUND"]);
    expect(errorCodes(await reset(desk, colleague.userId))).toEqual(["FORBIDDEN"]);
    expect(errorCodes(await reset(colleague, desk.userId))).toEqual(["FORBIDDEN"]);
    const passkeys = await test.db.select().from(staffPasskeys).where(eq(staffPasskeys.userId, colleague.userId));
    expect(passkeys).toHaveLength(1);
  });
});
