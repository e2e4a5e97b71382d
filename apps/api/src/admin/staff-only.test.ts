// Every staff operation refuses everyone else: this walks the schema's root fields whose
// names start with `admin` (the convention of apps/api/src/admin/), calls each with placeholder
// arguments, and expects UNAUTHENTICATED without a token and FORBIDDEN for a traveller. A field added
// later is covered without touching this file; a resolver that reads its input, or the database,
// before requireStaff fails here.
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
import { logInStaff } from "../testing/admin-test-kit.ts";
import type { Traveller } from "../testing/booking-test-kit.ts";
import { logInTraveller } from "../testing/booking-test-kit.ts";
import { createTestApi, errorCodes, postGraphql, type TestApi } from "../testing/test-api.ts";

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

const staffFields = [
  ...Object.values(schema.getQueryType()!.getFields()).map((field) => ({ operation: "query" as const, field })),
  ...Object.values(schema.getMutationType()!.getFields()).map((field) => ({ operation: "mutation" as const, field })),
].filter(({ field }) => field.name.startsWith("admin"));

let test: TestApi;
let traveller: Traveller;
let staff: Traveller;

beforeAll(async () => {
  test = await createTestApi();
  traveller = await logInTraveller(test);
  staff = await logInStaff(test);
});
afterAll(() => test.close());

describe("me { role }", () => {
  it("tells the browser whether to draw the back office", async () => {
    const query = "{ me { role } }";
    expect((await postGraphql(test.api, query, undefined, staff.headers)).body.data).toEqual({ me: { role: "staff" } });
    expect((await postGraphql(test.api, query, undefined, traveller.headers)).body.data).toEqual({
      me: { role: "traveller" },
    });
  });
});

describe("the staff fields", () => {
  it("include every screen's operations", () => {
    const names = staffFields.map(({ field }) => field.name);
    expect(names).toEqual(expect.arrayContaining(["adminAuditLog", "adminToday", "adminCreateDepartureSeries"]));
  });

  it.each(staffFields.map(({ operation, field }) => [field.name, documentFor(operation, field)]))(
    "%s refuses a visitor (UNAUTHENTICATED) and a traveller (FORBIDDEN), and lets staff through",
    async (_name, document) => {
      const visitor = await postGraphql(test.api, document);
      expect(errorCodes(visitor)).toEqual(["UNAUTHENTICATED"]);
      const asTraveller = await postGraphql(test.api, document, undefined, traveller.headers);
      expect(errorCodes(asTraveller)).toEqual(["FORBIDDEN"]);
      // Staff get past the guard: whatever the placeholders provoke (NOT_FOUND, BAD_USER_INPUT), not a refusal.
      const asStaff = await postGraphql(test.api, document, undefined, staff.headers);
      expect(errorCodes(asStaff)).not.toContain("FORBIDDEN");
      expect(errorCodes(asStaff)).not.toContain("UNAUTHENTICATED");
    },
  );
});
