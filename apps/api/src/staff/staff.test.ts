// The owner's management of staff over GraphQL: roles changed (audited, applied from the next
// request, the last owner kept), sessions ended (audited), and the hostile inputs of each.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRowsOf, logInStaff } from "../testing/admin-test-kit.ts";
import { logInTraveller, type Traveller } from "../testing/booking-test-kit.ts";
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
