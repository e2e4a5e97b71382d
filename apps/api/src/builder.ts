// The one Pothos schema builder. Each area (newsletter/, content/, media/, catalog/, ...) adds its
// types and fields to it; schema.ts imports the areas and builds the schema.
//
// - Drizzle plugin: object types map tables, and a root field plans its whole selection into one
//   relational query (one SQL statement), so nested fields never query on their own.
// - Complexity plugin: every field costs 1 and a list multiplies what is under it by 10 unless the
//   field says otherwise (`complexity: { field, multiplier }`). The limits are enforced per request
//   by http/query-limits.ts, before any resolver runs.
// - Direct columns (direct-columns.ts), first so that it wraps the others: a plain column field
//   answers from the row without the Drizzle plugin's per-field lookup, and so does every field a
//   kept plan covered (planned-queries.ts).

import { type Relations, relations } from "@parvat/db/relations";
import { type IsoDate, isIsoDate } from "@parvat/domain/business-dates";
import SchemaBuilder from "@pothos/core";
import ComplexityPlugin from "@pothos/plugin-complexity";
import DrizzlePlugin from "@pothos/plugin-drizzle";
import { getTableConfig } from "drizzle-orm/pg-core";
import { GraphQLError, Kind } from "graphql";
import type { Context } from "./context.ts";
import { directColumnsPluginName } from "./direct-columns.ts";
// The declarations every query and mutation field makes about public answers (their types).
import "./http/public-answers.ts";

export interface SchemaTypes {
  Context: Context;
  DrizzleRelations: Relations;
  /** Fields are non-null unless they say `nullable: true`: clients need not guard every value. */
  DefaultFieldNullability: false;
  Scalars: {
    Date: { Input: IsoDate; Output: IsoDate };
  };
}

export const builder = new SchemaBuilder<SchemaTypes>({
  plugins: [directColumnsPluginName, ComplexityPlugin, DrizzlePlugin],
  defaultFieldNullability: false,
  drizzle: {
    client: (context) => context.db,
    getTableConfig,
    relations,
  },
  complexity: {
    defaultComplexity: 1,
    defaultListMultiplier: 10,
  },
});

builder.queryType({});
builder.mutationType({});

function inputDate(value: unknown): IsoDate {
  if (typeof value === "string" && isIsoDate(value)) return value;
  throw new GraphQLError(`Expected a calendar date as YYYY-MM-DD, got ${JSON.stringify(value)}.`, {
    extensions: { code: "BAD_USER_INPUT" },
  });
}

builder.scalarType("Date", {
  description: "A calendar date as YYYY-MM-DD, in the business time zone (Asia/Kolkata unless configured).",
  coerceOutputValue: (value) => {
    // The database stores dates as `date` and hands them over as strings; anything else is a bug.
    if (!isIsoDate(value)) throw new TypeError(`Not a YYYY-MM-DD date: ${String(value)}`);
    return value;
  },
  coerceInputValue: inputDate,
  coerceInputLiteral: (node) => inputDate(node.kind === Kind.STRING ? node.value : undefined),
});
