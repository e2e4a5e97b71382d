// The role table: every admin operation read from the schema, tried as a visitor, a traveller and
// every staff role, against the table below, written out by hand (docs/api.md, "Staff roles"). An
// operation added to the schema without a row here fails the test, as does a row whose roles differ
// from staff/staff-permissions.ts. Each call uses placeholder arguments: a refusal must come before
// the resolver reads its input or the database (UNAUTHENTICATED, then FORBIDDEN); a role that may
// use the operation gets past the gate, whatever the placeholders then provoke (NOT_FOUND, ...).
// A trek leader's reach (only the departures they lead) is tried on a real departure further down.
import { STAFF_ROLES, type StaffRole } from "@parvat/domain/staff-roles";
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
} from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../schema.ts";
import { auditRowsOf, logInStaff } from "../testing/admin-test-kit.ts";
import type { Traveller } from "../testing/booking-test-kit.ts";
import { logInTraveller } from "../testing/booking-test-kit.ts";
import { createTrip, heldBooking } from "../testing/payment-test-kit.ts";
import { createTestApi, errorCodes, postGraphql, type TestApi } from "../testing/test-api.ts";
import { guardAdminOperations } from "./staff-guard.ts";

const PLACEHOLDER_SCALARS: Record<string, string> = {
  Int: "1",
  Float: "1",
  String: '"placeholder"',
  ID: '"1"',
  Boolean: "true",
  Date: '"2030-01-05"',
};

/** A literal of the type: required fields of input objects filled in, lists of one. */
function placeholder(type: GraphQLInputType): string {
  if (isNonNullType(type)) return placeholder(type.ofType);
  if (isListType(type)) return `[${placeholder(type.ofType)}]`;
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((field) => isNonNullType(field.type));
    return `{ ${fields.map((field) => `${field.name}: ${placeholder(field.type)}`).join(", ")} }`;
  }
  if (isScalarType(type)) {
    const literal = PLACEHOLDER_SCALARS[type.name];
    if (!literal) throw new Error(`No placeholder for the scalar ${type.name}: add one.`);
    return literal;
  }
  throw new Error(`Unexpected input type ${String(type)}`);
}

function argumentList(args: readonly GraphQLArgument[]): string {
  const required = args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
  return required.length === 0 ? "" : `(${required.map((arg) => `${arg.name}: ${placeholder(arg.type)}`).join(", ")})`;
}

function documentFor(operation: "query" | "mutation", field: GraphQLField<unknown, unknown>): string {
  const selection = isLeafType(getNamedType(field.type)) ? "" : " { __typename }";
  return `${operation} { ${field.name}${argumentList(field.args)}${selection} }`;
}

const [O, D, A, L, C] = STAFF_ROLES;
/** A trek leader, only on a departure they lead (tried below); refused with the placeholders. */
const LED = "led" as const;
type Allowed = (StaffRole | typeof LED)[];

/** Who may use each admin operation: the business's rules, written out, not computed. */
const ALLOWED: Record<string, Allowed> = {
  adminStaff: [O],
  adminSetStaffRole: [O],
  adminEndStaffSessions: [O],
  adminResetStaffSecondFactors: [O],
  adminAuditLog: [O],
  adminPersonalDataReads: [O],
  adminToday: [O, D, A],
  adminBookings: [O, D, A],
  adminBooking: [O, D, A],
  adminWaitlist: [O, D, A],
  adminTcsQuote: [O, D, A],
  adminCancelBooking: [O, D],
  adminTransferBooking: [O, D],
  adminAllowTransfer: [O, D],
  adminMoveWaitlistEntry: [O, D],
  adminRemoveWaitlistEntry: [O, D],
  adminSendFormLink: [O, D],
  adminSetBillingDetails: [O, D, A],
  adminBookingMessages: [O, D],
  adminResendMessage: [O, D],
  adminRecordOfflinePayment: [O, A],
  adminRecordOfflineRefund: [O, A],
  adminGrantCredit: [O, A],
  adminPaymentAlerts: [O, A],
  adminResolvePaymentAlert: [O, A],
  adminTaxExport: [O, A],
  adminTcsReport: [O, A],
  adminTcsExcessReport: [O, A],
  adminTrips: [O, D, C],
  adminTrip: [O, D, C],
  adminUpdatePackage: [O, C],
  adminAddOns: [O, C],
  adminSaveAddOn: [O, C],
  adminCreateDeparture: [O, D],
  adminCreateDepartureSeries: [O, D],
  adminUpdateDeparture: [O, D],
  adminSetDepartureSales: [O, D],
  adminCancelDeparture: [O, D],
  adminAssignTrekLeader: [O, D],
  adminUnassignTrekLeader: [O, D],
  adminDepartureLeaders: [O, D],
  adminTrekLeaders: [O, D],
  adminEnquiries: [O, D],
  adminEnquiry: [O, D],
  adminUpdateEnquiry: [O, D],
  adminStaffMembers: [O, D],
  adminQuotationCatalogue: [O, D],
  adminQuotation: [O, D],
  adminQuotations: [O, D],
  adminCreateQuotation: [O, D],
  adminUpdateQuotation: [O, D],
  adminDuplicateQuotation: [O, D],
  adminReviews: [O, C],
  adminModerateReview: [O, C],
  adminReplyToReview: [O, C],
  adminLedDepartures: [O, D, L!],
  adminManifest: [O, D, LED],
  adminCheckInList: [O, D, LED],
  adminCheckIn: [O, D, LED],
  adminSetDepartureBriefing: [O, D, LED],
  adminTravellerForms: [O, D, LED],
  adminReviewFitnessProof: [O, D, LED],
  adminRevealIdNumber: [O, D, LED],
  adminPersonalDataHold: [O, D],
  adminPlacePersonalDataHold: [O, D],
  adminReleasePersonalDataHold: [O, D],
  // The staff member's own second factor: every role, trek leaders too (who may enrol one).
  adminSecondFactors: [O, D, A, L!, C],
  adminBeginPasskeyRegistration: [O, D, A, L!, C],
  adminFinishPasskeyRegistration: [O, D, A, L!, C],
  adminRemovePasskey: [O, D, A, L!, C],
  adminBeginTotpSetup: [O, D, A, L!, C],
  adminConfirmTotp: [O, D, A, L!, C],
  adminRemoveTotp: [O, D, A, L!, C],
  adminMakeRecoveryCodes: [O, D, A, L!, C],
  adminBeginPasskeySignIn: [O, D, A, L!, C],
  adminVerifyPasskey: [O, D, A, L!, C],
  adminVerifyTotp: [O, D, A, L!, C],
  adminVerifyRecoveryCode: [O, D, A, L!, C],
};

/**
 * What a session signed in with the SMS code alone may use before its second factor, while the staff
 * member has none (docs/api.md, "Staff sign-in"): enrolling and verifying; everything else answers
 * SECOND_FACTOR_REQUIRED.
 */
const BEFORE_SECOND_FACTOR = [
  "adminSecondFactors",
  "adminBeginPasskeyRegistration",
  "adminFinishPasskeyRegistration",
  "adminBeginTotpSetup",
  "adminConfirmTotp",
  "adminBeginPasskeySignIn",
  "adminVerifyPasskey",
  "adminVerifyTotp",
  "adminVerifyRecoveryCode",
];

const adminFields = [
  ...Object.values(schema.getQueryType()!.getFields()).map((field) => ({ operation: "query" as const, field })),
  ...Object.values(schema.getMutationType()!.getFields()).map((field) => ({ operation: "mutation" as const, field })),
].filter(({ field }) => field.name.startsWith("admin"));

let test: TestApi;
let traveller: Traveller;
const staff = {} as Record<StaffRole, Traveller>;

beforeAll(async () => {
  test = await createTestApi();
  traveller = await logInTraveller(test);
  for (const role of STAFF_ROLES) staff[role] = await logInStaff(test, role);
  // The placeholders name row 1 (adminEndStaffSessions(userId: 1), ...): it must not be a staff
  // member of this test, or an owner's call would end a colleague's sessions mid-table.
  expect(Object.values(staff).map((member) => member.userId)).not.toContain(1);
});
afterAll(() => test.close());

describe("me", () => {
  it("tells the browser whether to draw the back office, and which screens", async () => {
    const query = "{ me { role staff_role permissions } }";
    const asDesk = await postGraphql(test.api, query, undefined, staff.trip_desk.headers);
    expect(asDesk.body.data).toEqual({
      me: {
        role: "staff",
        staff_role: "trip_desk",
        permissions: expect.arrayContaining(["bookings.read", "manifest"]),
      },
    });
    expect((asDesk.body.data as { me: { permissions: string[] } }).me.permissions).not.toContain("refunds");
    expect((await postGraphql(test.api, query, undefined, traveller.headers)).body.data).toEqual({
      me: { role: "traveller", staff_role: null, permissions: [] },
    });
  });
});

describe("the role table", () => {
  it("has a row for every admin operation of the schema, and none for an operation it lacks", () => {
    expect(adminFields.map(({ field }) => field.name).sort()).toEqual(Object.keys(ALLOWED).sort());
  });

  it.each(adminFields.map(({ operation, field }) => [field.name, documentFor(operation, field)]))(
    "%s: a visitor UNAUTHENTICATED, a traveller FORBIDDEN, each role as the table says",
    async (name, document) => {
      expect(errorCodes(await postGraphql(test.api, document))).toEqual(["UNAUTHENTICATED"]);
      expect(errorCodes(await postGraphql(test.api, document, undefined, traveller.headers))).toEqual(["FORBIDDEN"]);
      const answers: Partial<Record<StaffRole, "allowed" | "FORBIDDEN">> = {};
      for (const role of STAFF_ROLES) {
        const codes = errorCodes(await postGraphql(test.api, document, undefined, staff[role].headers));
        expect(codes, `${name} as ${role}`).not.toContain("UNAUTHENTICATED");
        expect(codes, `${name} as ${role}`).not.toContain("INTERNAL_SERVER_ERROR");
        answers[role] = codes.includes("FORBIDDEN") ? "FORBIDDEN" : "allowed";
      }
      const allowed = ALLOWED[name] ?? [];
      expect(answers).toEqual(
        Object.fromEntries(STAFF_ROLES.map((role) => [role, allowed.includes(role) ? "allowed" : "FORBIDDEN"])),
      );
    },
  );
});

describe("an admin operation without a permission", () => {
  it("stops the schema from building, naming the operation", async () => {
    const { GraphQLObjectType, GraphQLSchema, GraphQLString } = await import("graphql");
    const query = new GraphQLObjectType({
      name: "Query",
      fields: { adminToday: { type: GraphQLString }, adminSecretThing: { type: GraphQLString } },
    });
    expect(() => guardAdminOperations(new GraphQLSchema({ query }))).toThrow(
      /Admin operations without a permission \(staff\/staff-permissions.ts\): adminSecretThing\./,
    );
  });
});

describe("a trek leader", () => {
  it("reaches the departures they lead and no other, and only after a desk assigned them (audited)", async () => {
    const trip = await createTrip(test);
    const mine = await heldBooking(test, traveller, trip);
    const theirs = await heldBooking(test, traveller, trip);
    const led = { id: mine.eventId };
    const leader = staff.trek_leader;
    const manifest = (eventId: number) =>
      postGraphql(
        test.api,
        "query ($id: ID!) { adminManifest(eventId: $id) { __typename } }",
        { id: String(eventId) },
        leader.headers,
      );
    const forms = (bookingId: number) =>
      postGraphql(
        test.api,
        "query ($b: Int!) { adminTravellerForms(bookingId: $b) { __typename } }",
        { b: bookingId },
        leader.headers,
      );
    expect(errorCodes(await manifest(led.id))).toEqual(["FORBIDDEN"]);

    const assign = await postGraphql(
      test.api,
      "mutation ($e: Int!, $u: Int!) { adminAssignTrekLeader(eventId: $e, userId: $u) { id } }",
      { e: led.id, u: leader.userId },
      staff.trip_desk.headers,
    );
    expect(assign.body.data).toEqual({ adminAssignTrekLeader: [{ id: leader.userId }] });
    const listed = await postGraphql(
      test.api,
      "query ($e: Int!) { adminDepartureLeaders(eventId: $e) { id } adminTrekLeaders { id } }",
      { e: led.id },
      staff.trip_desk.headers,
    );
    expect(listed.body.data).toEqual({
      adminDepartureLeaders: [{ id: leader.userId }],
      adminTrekLeaders: [{ id: leader.userId }],
    });
    expect(await auditRowsOf(test, "event", led.id)).toEqual([
      expect.objectContaining({ action: "assign-trek-leader", staffUserId: staff.trip_desk.userId }),
    ]);

    expect(errorCodes(await manifest(led.id))).toEqual([]);
    expect(errorCodes(await manifest(theirs.eventId))).toEqual(["FORBIDDEN"]);
    expect(errorCodes(await forms(mine.bookingId))).toEqual([]);
    expect(errorCodes(await forms(theirs.bookingId))).toEqual(["FORBIDDEN"]);
    const ledList = await postGraphql(test.api, "{ adminLedDepartures { event_id } }", undefined, leader.headers);
    expect(ledList.body.data).toEqual({ adminLedDepartures: [{ event_id: led.id }] });

    // Taken off the departure: refused again at once.
    await postGraphql(
      test.api,
      "mutation ($e: Int!, $u: Int!) { adminUnassignTrekLeader(eventId: $e, userId: $u) { id } }",
      { e: led.id, u: leader.userId },
      staff.owner.headers,
    );
    expect(errorCodes(await manifest(led.id))).toEqual(["FORBIDDEN"]);
  });

  it("is the only role a departure can be assigned to", async () => {
    const event = { id: await (await createTrip(test)).departure() };
    const answer = await postGraphql(
      test.api,
      "mutation ($e: Int!, $u: Int!) { adminAssignTrekLeader(eventId: $e, userId: $u) { id } }",
      { e: event.id, u: staff.accounts.userId },
      staff.owner.headers,
    );
    expect(errorCodes(answer)).toEqual(["BAD_USER_INPUT"]);
    const unknown = await postGraphql(
      test.api,
      "mutation ($u: Int!) { adminAssignTrekLeader(eventId: 2147483647, userId: $u) { id } }",
      { u: staff.trek_leader.userId },
      staff.owner.headers,
    );
    expect(errorCodes(unknown)).toEqual(["NOT_FOUND"]);
  });
});

describe("a staff session without its second factor", () => {
  // After the trek leader's tests, which count the trek leaders.
  let partly: Traveller;
  let leader: Traveller;
  beforeAll(async () => {
    partly = await logInStaff(test, "owner", { secondFactor: false });
    leader = await logInStaff(test, "trek_leader", { secondFactor: false });
  });

  it.each(adminFields.map(({ operation, field }) => [field.name, documentFor(operation, field)]))(
    "%s: SECOND_FACTOR_REQUIRED unless it enrols or verifies; a trek leader exempt",
    async (name, document) => {
      const codes = errorCodes(await postGraphql(test.api, document, undefined, partly.headers));
      if (BEFORE_SECOND_FACTOR.includes(name)) expect(codes).not.toContain("SECOND_FACTOR_REQUIRED");
      else expect(codes).toEqual(["SECOND_FACTOR_REQUIRED"]);
      const leaderCodes = errorCodes(await postGraphql(test.api, document, undefined, leader.headers));
      expect(leaderCodes).not.toContain("SECOND_FACTOR_REQUIRED");
    },
  );
});
