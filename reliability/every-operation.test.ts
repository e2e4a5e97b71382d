// Hostile input on every argument of every operation, read from the schema itself: NUL bytes, 10 000
// characters, 2^31, -1, 0, floats, empty strings, emoji, mixed scripts, strings that look like SQL or
// HTML, wrong types, and real ids among them so that the checks behind the parsing are reached too.
// Whatever arrives: no 500, no INTERNAL_SERVER_ERROR, every code from the registry, no error-level log
// line, and a refused request writes nothing. OPERATIONS says who calls each operation; a new query or
// mutation without an entry there fails the first trial, so nothing is added untested.
import { createTrek } from "@parvat/db/testing/factories/catalog";
import { addDays, businessToday } from "@parvat/domain/business-dates";
import { ERROR_CODES } from "@parvat/domain/error-codes";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from "graphql";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { auditRowsOf, logInStaff } from "../apps/api/src/testing/admin-test-kit.ts";
import { logInTraveller, type Traveller } from "../apps/api/src/testing/booking-test-kit.ts";
import { createTrip, heldBooking, sandboxPay, startPayment } from "../apps/api/src/testing/payment-test-kit.ts";
import { apiOn, createTestApi, postGraphql, type TestApi } from "../apps/api/src/testing/test-api.ts";
import { trial } from "./trial.ts";

const AREA = "Bad input on every operation (fast-check)";
/** Calls per operation; RELIABILITY_RUNS explores more (CI's fault stage), RELIABILITY_SEED others. */
const RUNS = Number(process.env.RELIABILITY_RUNS ?? 8);
const SEED = Number(process.env.RELIABILITY_SEED ?? 24_2026);

type Caller = "anyone" | "traveller" | "staff";

/**
 * Who calls each operation of the schema: "anyone" tries it without a token and as a traveller. Every
 * query and mutation must be listed; the first trial fails on one that is not.
 */
const OPERATIONS: Record<"Query" | "Mutation", Record<string, Caller>> = {
  Query: {
    activeTrips: "anyone",
    activities: "anyone",
    activity: "anyone",
    adminAddOns: "staff",
    adminAuditLog: "staff",
    adminBooking: "staff",
    adminBookingMessages: "staff",
    adminBookings: "staff",
    adminCheckInList: "staff",
    adminEnquiries: "staff",
    adminEnquiry: "staff",
    adminManifest: "staff",
    adminPaymentAlerts: "staff",
    adminQuotation: "staff",
    adminQuotationCatalogue: "staff",
    adminQuotations: "staff",
    adminReviews: "staff",
    adminStaffMembers: "staff",
    adminStaff: "staff",
    adminLedDepartures: "staff",
    adminDepartureLeaders: "staff",
    adminTrekLeaders: "staff",
    adminTaxExport: "staff",
    adminTcsExcessReport: "staff",
    adminTcsQuote: "staff",
    adminTcsReport: "staff",
    adminToday: "staff",
    adminSecondFactors: "staff",
    adminTravellerForms: "staff",
    adminPersonalDataReads: "staff",
    adminPersonalDataHold: "staff",
    adminTrip: "staff",
    adminTrips: "staff",
    adminWaitlist: "staff",
    attraction: "anyone",
    attractions: "anyone",
    balancePayment: "anyone",
    blogPost: "anyone",
    blogPosts: "anyone",
    booking: "traveller",
    campaign: "anyone",
    creator: "anyone",
    creatorTrip: "anyone",
    creators: "anyone",
    departure: "anyone",
    destination: "anyone",
    destinations: "anyone",
    dubaiActivities: "anyone",
    invoices: "traveller",
    jobOpening: "anyone",
    jobOpenings: "anyone",
    me: "anyone",
    messagePreferences: "traveller",
    myBookings: "traveller",
    myCredit: "traveller",
    myData: "traveller",
    myQuotations: "traveller",
    myWaitlist: "traveller",
    quotation: "anyone",
    quotations: "anyone",
    receipt: "traveller",
    recentReviews: "anyone",
    reviewInvite: "anyone",
    reviewSummary: "anyone",
    runningCampaigns: "anyone",
    sandboxOrder: "traveller",
    savedTrips: "traveller",
    search: "anyone",
    taxDocument: "traveller",
    teamMembers: "anyone",
    transferQuote: "traveller",
    travellerForm: "anyone",
    trek: "anyone",
    trekListing: "anyone",
    treks: "anyone",
    tripAddOns: "anyone",
    tripPass: "traveller",
    waitlistEntry: "traveller",
    waitlistOutlook: "anyone",
  },
  Mutation: {
    adminSetStaffRole: "staff",
    adminEndStaffSessions: "staff",
    adminResetStaffSecondFactors: "staff",
    adminBeginPasskeyRegistration: "staff",
    adminFinishPasskeyRegistration: "staff",
    adminRemovePasskey: "staff",
    adminBeginTotpSetup: "staff",
    adminConfirmTotp: "staff",
    adminRemoveTotp: "staff",
    adminMakeRecoveryCodes: "staff",
    adminBeginPasskeySignIn: "staff",
    adminVerifyPasskey: "staff",
    adminVerifyTotp: "staff",
    adminVerifyRecoveryCode: "staff",
    adminAssignTrekLeader: "staff",
    adminSetBillingDetails: "staff",
    adminUnassignTrekLeader: "staff",
    acceptQuotation: "traveller",
    eraseMyAccount: "traveller",
    adminAllowTransfer: "staff",
    adminCancelBooking: "staff",
    adminCancelDeparture: "staff",
    adminCheckIn: "staff",
    adminCreateDeparture: "staff",
    adminCreateDepartureSeries: "staff",
    adminCreateQuotation: "staff",
    adminDuplicateQuotation: "staff",
    adminGrantCredit: "staff",
    adminModerateReview: "staff",
    adminMoveWaitlistEntry: "staff",
    adminRecordOfflinePayment: "staff",
    adminRecordOfflineRefund: "staff",
    adminRemoveWaitlistEntry: "staff",
    adminReplyToReview: "staff",
    adminResendMessage: "staff",
    adminResolvePaymentAlert: "staff",
    adminReviewFitnessProof: "staff",
    adminRevealIdNumber: "staff",
    adminPlacePersonalDataHold: "staff",
    adminReleasePersonalDataHold: "staff",
    adminSaveAddOn: "staff",
    adminSendFormLink: "staff",
    adminSetDepartureBriefing: "staff",
    adminSetDepartureSales: "staff",
    adminTransferBooking: "staff",
    adminUpdateDeparture: "staff",
    adminUpdateEnquiry: "staff",
    adminUpdatePackage: "staff",
    adminUpdateQuotation: "staff",
    answerCancelledDeparture: "traveller",
    cancelBooking: "traveller",
    chooseAddOns: "traveller",
    confirmBalancePayment: "anyone",
    confirmPayment: "traveller",
    createBooking: "traveller",
    createInquiry: "anyone",
    declineWaitlistOffer: "traveller",
    editReview: "anyone",
    joinWaitlist: "traveller",
    leaveWaitlist: "traveller",
    login: "anyone",
    logout: "anyone",
    payWithCredit: "traveller",
    requestCustomTrip: "anyone",
    sandboxPay: "traveller",
    saveTrip: "traveller",
    sendErasureCode: "traveller",
    sendOtp: "anyone",
    setBillingDetails: "traveller",
    setMessagePreferences: "traveller",
    startBalancePayment: "anyone",
    startPayment: "traveller",
    submitReview: "anyone",
    submitTravellerForm: "anyone",
    subscribeNewsLetter: "anyone",
    substituteParticipant: "traveller",
    takeWaitlistOffer: "traveller",
    transferBooking: "traveller",
    unsaveTrip: "traveller",
  },
};

let test: TestApi;
let api: TestApi;
let traveller: Traveller;
let staff: Traveller;
let leaving: Traveller;
/** Real values by argument name, mixed in with the hostile ones so the checks behind parsing run too. */
const real: Record<string, (string | number)[]> = {};
let countTables: string;
let trip: Awaited<ReturnType<typeof createTrip>>;

beforeAll(async () => {
  test = await createTestApi();
  // Generous limits: what is tested is the input, not the rate limits.
  api = apiOn(test.handle, {
    OTP_SENDS_PER_IP_PER_HOUR: "100000",
    LOGIN_FAILURES_PER_IP_PER_HOUR: "100000",
    OTP_SENDS_PER_HOUR: "100000",
    BOOKINGS_PER_IP_PER_HOUR: "100000",
  });
  traveller = await logInTraveller(api);
  staff = await logInStaff(api);
  leaving = await logInTraveller(api);
  const trek = await createTrek(test.db, { departures: [{ startDate: addDays(businessToday(), 30), capacity: 40 }] });
  trip = await createTrip(api);
  const held = await heldBooking(api, traveller, trip);
  const order = (await startPayment(api, traveller, held.bookingId)).body.data!.startPayment.order_id;
  const paid = (await sandboxPay(api, traveller, order, "pending")).body.data!.sandboxPay;
  const ids = [held.bookingId, held.eventId, trek.trek.id, trek.events[0]!.id, trek.packages[0]!.id];
  Object.assign(real, {
    id: ids,
    bookingId: [held.bookingId],
    eventId: [held.eventId, trek.events[0]!.id],
    trekId: [trip.trekId, trek.trek.id],
    trek_id: [trip.trekId, trek.trek.id],
    packageId: [trip.packageId],
    orderId: [order],
    paymentId: [paid.payment_id!],
    signature: [paid.signature!],
    slug: [trek.trek.slug],
    plan: ["full", "booking_amount"],
    // A colleague whose role and sessions the staff operations may change, never the caller's own.
    userId: [(await logInStaff(api, "trek_leader")).userId],
  });
  // Every table but the rate limits' hits (counting attempts is their job).
  const tables = await test.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('rate_limit_hits', '__drizzle_migrations') order by table_name`,
  );
  const names = rowsOf<{ table_name: string }>(tables).map((row) => row.table_name);
  countTables = `select ${names.map((name) => `(select count(*)::int from "${name}") as "${name}"`).join(", ")}`;
});
afterAll(() => test.close());

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}

async function rowCounts(): Promise<Record<string, number>> {
  return rowsOf<Record<string, number>>(await test.db.execute(sql.raw(countTables)))[0]!;
}

/**
 * PostgreSQL's next transaction id: it assigns one only to a transaction that writes, so while it
 * stands still nothing was written (another database of the same server writing only costs a count).
 */
async function nextTransactionId(): Promise<string> {
  return rowsOf<{ next: string }>(
    await test.db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`),
  )[0]!.next;
}

/**
 * The rows of every table after the last call, and the transaction id then: a refused call must leave
 * them as they were. Counting every table is the costly part of a call, so the tables are counted
 * only when a transaction wrote since.
 */
let lastSeen: { counts: Record<string, number>; nextTransaction: string } | null = null;

async function writtenSinceLastCall(): Promise<{ before: Record<string, number>; after: Record<string, number> }> {
  const nextTransaction = await nextTransactionId();
  if (lastSeen && lastSeen.nextTransaction === nextTransaction)
    return { before: lastSeen.counts, after: lastSeen.counts };
  const before = lastSeen?.counts;
  const counts = await rowCounts();
  lastSeen = { counts, nextTransaction: await nextTransactionId() };
  return { before: before ?? counts, after: counts };
}

// ─── Values ─────────────────────────────────────────────────────────────────────────────

/** What every string argument meets, one by one, in the sweep. */
const HOSTILE_TEXT = [
  "",
  "abc\u0000def",
  "x".repeat(10_000),
  "' or '1'='1; drop table users; --",
  "<img src=x onerror=alert(1)>",
  "😀🏔️🇮🇳 मनाली Москва 東京 مرحبا",
  "2147483648",
  "-1",
] as const;
/** What every Int argument meets (2^31 and the floats are refused by GraphQL itself, as they must be). */
const HOSTILE_INTS = [0, -1, 2 ** 31 - 1, 2 ** 31, -(2 ** 31), 2 ** 53, 1.5] as const;
const HOSTILE_FLOATS = [0, -1, 1.5, 1e300, -1e-300, 2 ** 31] as const;
/** IDs travel as strings or numbers. */
const HOSTILE_IDS = [...HOSTILE_TEXT, 0, -1, 2 ** 31, 2 ** 31 - 1, 2 ** 53, 1.5, "99999999999999999999"] as const;

const hostileText = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 30 }),
);
/** Any JSON at all, for a variable of another type. */
const wrongType = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.dictionary(fc.string(), fc.string()),
  fc.array(fc.integer()),
);

/** The hostile values of a scalar or enum type, for the sweep. */
function hostileValuesOf(type: GraphQLInputType): readonly unknown[] {
  const named = getNamedType(type);
  if (isEnumType(named)) return [...HOSTILE_TEXT.slice(0, 4), `${named.getValues()[0]!.name.toUpperCase()}_NOT`];
  switch (named.name) {
    case "Int":
      return HOSTILE_INTS;
    case "Float":
      return HOSTILE_FLOATS;
    case "Boolean":
      return ["true", 1, null];
    case "ID":
      return HOSTILE_IDS;
    default:
      return HOSTILE_TEXT;
  }
}

/** A plausible value of a type: a real one where the name is known, else the simplest valid one. */
function plausibleOf(name: string, type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return plausibleOf(name, type.ofType);
  if (isListType(type)) return [plausibleOf(name, type.ofType)];
  const known = real[name]?.[0];
  if (known !== undefined) return known;
  const named = getNamedType(type);
  if (isInputObjectType(named)) {
    return Object.fromEntries(
      Object.values(named.getFields()).map((field) => [field.name, plausibleOf(field.name, field.type)]),
    );
  }
  if (isEnumType(named)) return named.getValues()[0]!.name;
  switch (named.name) {
    case "Int":
    case "Float":
      return 1;
    case "Boolean":
      return false;
    case "ID":
      return "1";
    case "Date":
      return addDays(businessToday(), 20);
    default:
      return "Plain text";
  }
}

/** Where a hostile value goes: an argument, or a field inside an input object or list (a path of names and 0s). */
interface Slot {
  path: (string | 0)[];
  type: GraphQLInputType;
}

/** Every scalar and enum slot of the arguments, input objects and lists opened (to a depth that ends). */
function slotsOf(args: readonly GraphQLArgument[]): Slot[] {
  const slots: Slot[] = [];
  const visit = (path: (string | 0)[], type: GraphQLInputType, depth: number) => {
    const inner = isNonNullType(type) ? type.ofType : type;
    if (isListType(inner)) return visit([...path, 0], inner.ofType, depth + 1);
    if (isInputObjectType(inner)) {
      if (depth > 3) return;
      for (const field of Object.values(inner.getFields())) visit([...path, field.name], field.type, depth + 1);
      return;
    }
    slots.push({ path, type });
  };
  for (const arg of args) visit([arg.name], arg.type, 0);
  return slots;
}

/** The plausible arguments with `value` put at `path`. */
function withValueAt(base: Record<string, unknown>, path: (string | 0)[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(base);
  let node: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
  return copy;
}

/** Values for one argument or input field, for the random pass: hostile, sometimes real, sometimes of a wrong type. */
function randomValueOf(name: string, type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return randomValueOf(name, type.ofType, depth);
  if (isListType(type)) {
    return fc.oneof(
      {
        weight: 4,
        arbitrary: fc.array(randomValueOf(name, type.ofType, depth + 1), { maxLength: depth > 1 ? 2 : 14 }),
      },
      { weight: 1, arbitrary: wrongType },
    );
  }
  const named = getNamedType(type);
  let own: fc.Arbitrary<unknown>;
  if (isInputObjectType(named)) {
    if (depth > 3) return fc.constant({});
    const fields = Object.values(named.getFields());
    own = fc.record(
      Object.fromEntries(fields.map((field) => [field.name, randomValueOf(field.name, field.type, depth + 1)])),
      { requiredKeys: fields.filter((field) => isNonNullType(field.type)).map((field) => field.name) },
    );
  } else if (isEnumType(named)) {
    own = fc.oneof(fc.constantFrom(...named.getValues().map((value) => value.name)), hostileText);
  } else if (named.name === "String" || named.name === "Date") {
    own = hostileText;
  } else {
    own = fc.oneof(fc.constantFrom(...hostileValuesOf(named)), fc.integer());
  }
  const known = real[name];
  return fc.oneof(
    { weight: 6, arbitrary: own },
    { weight: known ? 3 : 0, arbitrary: known ? fc.constantFrom(...known) : fc.constant(null) },
    { weight: 1, arbitrary: wrongType },
  );
}

/** The arguments of a call: required ones always, optional ones sometimes. */
function argumentsOf(args: readonly GraphQLArgument[]): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(Object.fromEntries(args.map((arg) => [arg.name, randomValueOf(arg.name, arg.type)])), {
    requiredKeys: args.filter((arg) => isNonNullType(arg.type)).map((arg) => arg.name),
  });
}

/** `mutation ($a: T!) { op(a: $a) { __typename } }`: every argument as a variable, the smallest selection. */
function documentOf(kind: "query" | "mutation", field: GraphQLField<unknown, unknown>): string {
  const variables = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(", ");
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(", ");
  const leaf = isScalarType(getNamedType(field.type)) || isEnumType(getNamedType(field.type));
  return `${kind}${variables ? ` (${variables})` : ""} { ${field.name}${passed ? `(${passed})` : ""}${leaf ? "" : " { __typename }"} }`;
}

// ─── The check ──────────────────────────────────────────────────────────────────────────

let nextAddress = 0;

async function expectSafe(document: string, variables: Record<string, unknown>, headers: Record<string, string>) {
  nextAddress += 1;
  // The state this call starts from (counted now only if something wrote since the last call).
  await writtenSinceLastCall();
  const logged = api.logs.length;
  const response = await postGraphql(api.api, document, variables, {
    "x-forwarded-for": `198.19.${Math.floor(nextAddress / 250) % 250}.${nextAddress % 250}`,
    ...headers,
  });
  const context = { document, variables: JSON.stringify(variables).slice(0, 500), errors: response.body.errors };
  expect(response.status, JSON.stringify(context)).toBeLessThan(500);
  const codes = (response.body.errors ?? []).map((error) => error.extensions?.code);
  for (const code of codes) {
    expect(Object.keys(ERROR_CODES), JSON.stringify(context)).toContain(code);
    expect(code, JSON.stringify(context)).not.toBe("INTERNAL_SERVER_ERROR");
  }
  const failures = api.logs.slice(logged).filter((line) => line.level === "error" || line.level === "fatal");
  expect(failures, JSON.stringify(context)).toEqual([]);
  const { before, after } = await writtenSinceLastCall();
  if (codes.length > 0) expect(after, JSON.stringify(context)).toEqual(before);
}

/** The token of a call; logout gets a traveller of its own, whose session it may well end. */
function headersFor(operation: string, caller: Caller, asTraveller: boolean): Record<string, string> {
  if (caller === "staff") return staff.headers;
  if (caller === "traveller" || asTraveller) return operation === "logout" ? leaving.headers : traveller.headers;
  return {};
}

describe("every operation of the schema, generated hostile input", () => {
  trial(AREA, "every query and mutation of the schema has a caller in this test", async () => {
    for (const kind of ["Query", "Mutation"] as const) {
      const inSchema = Object.keys(getRoot(kind).getFields()).sort();
      expect(inSchema, `${kind} fields without an entry in OPERATIONS`).toEqual(Object.keys(OPERATIONS[kind]).sort());
    }
  });

  for (const kind of ["Query", "Mutation"] as const) {
    for (const [name, caller] of Object.entries(OPERATIONS[kind])) {
      trial(
        AREA,
        `${kind === "Query" ? "query" : "mutation"} ${name}: ${RUNS} hostile calls`,
        async () => {
          const field = getRoot(kind).getFields()[name];
          if (!field) throw new Error(`${kind}.${name} is not in the schema any more: remove it from OPERATIONS`);
          const document = documentOf(kind === "Query" ? "query" : "mutation", field);
          // The sweep: each hostile value of its type in each slot, every other argument plausible.
          const plausible = Object.fromEntries(field.args.map((arg) => [arg.name, plausibleOf(arg.name, arg.type)]));
          for (const slot of slotsOf(field.args)) {
            for (const value of hostileValuesOf(slot.type)) {
              await expectSafe(document, withValueAt(plausible, slot.path, value), headersFor(name, caller, false));
            }
          }
          // Then random combinations, with and without a traveller's token.
          await fc.assert(
            fc.asyncProperty(argumentsOf(field.args), fc.boolean(), (variables, asTraveller) =>
              expectSafe(document, variables, headersFor(name, caller, asTraveller)),
            ),
            { numRuns: RUNS, seed: SEED },
          );
        },
        120_000,
      );
    }
  }

  trial(AREA, "control: real arguments reach the resolvers and write what they should", async () => {
    // A staff cancellation of a real booking is written and audited: the calls above are not all
    // refused at the door for want of a valid value.
    const { bookingId } = await heldBooking(api, traveller, trip, { travellers: 1 });
    const response = await postGraphql(
      api.api,
      `mutation ($id: ID!) { adminCancelBooking(bookingId: $id, reason: "Control case") { id } }`,
      { id: bookingId },
      staff.headers,
    );
    expect(response.body.errors ?? []).toEqual([]);
    expect((await auditRowsOf(api, "booking", bookingId)).length).toBe(1);
  });
});

function getRoot(kind: "Query" | "Mutation") {
  const root = kind === "Query" ? test.api.schema.getQueryType() : test.api.schema.getMutationType();
  if (!root) throw new Error(`The schema has no ${kind} type`);
  return root;
}
