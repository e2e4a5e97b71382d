// A Pothos plugin that answers a Drizzle object's fields without @pothos/plugin-drizzle's per-field
// lookup where the row already holds the answer.
//
// @pothos/plugin-drizzle wraps every field of a Drizzle-backed type: before the field resolves, it
// looks up which part of the planned query loaded the parent row (`getLoaderMapping`), so that a
// row that lacks the data can be completed by its model loader. Where the data is known to be on
// the row, that lookup only confirms it, and on the trek page it ran for about 1,700 fields per
// answer: over a quarter of the API's CPU. This plugin sits outside the Drizzle plugin's
// wrapper (it is listed first in builder.ts):
// - a plain column field (`t.exposeString("name")`, ...) returns the column when the row has it,
//   `null` included; only a row without the column (undefined) goes on;
// - a relation or computed field beneath a root answered from a kept plan, that the plan covered,
//   runs its own resolver on the row (planned-queries.ts); the others take the Drizzle plugin's path.
// Fields without a Drizzle selection are left alone.
import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from "@pothos/core";
import { defaultFieldResolver, type GraphQLFieldResolver } from "graphql";
import type { Context } from "./context.ts";
import { resolvePlannedField } from "./planned-queries.ts";

export const directColumnsPluginName = "directColumns";

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      directColumns: DirectColumnsPlugin<Types>;
    }
  }
}

/** Whether the Drizzle plugin wraps the field: a field of a Drizzle object with a selection. */
function isDrizzleField(fieldConfig: PothosOutputFieldConfig<SchemaTypes>): boolean {
  return fieldConfig.kind === "DrizzleObject" && Boolean(fieldConfig.extensions?.pothosDrizzleSelect);
}

/** The column an exposed field of a Drizzle object reads, when it is a plain column field. */
export function exposedColumn(fieldConfig: PothosOutputFieldConfig<SchemaTypes>): string | null {
  const column = fieldConfig.extensions?.pothosExposedField;
  return isDrizzleField(fieldConfig) && typeof column === "string" ? column : null;
}

export class DirectColumnsPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(
    resolver: GraphQLFieldResolver<unknown, Types["Context"], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types["Context"], object> {
    const config = fieldConfig as PothosOutputFieldConfig<SchemaTypes>;
    if (!isDrizzleField(config)) return resolver;
    const column = exposedColumn(config);
    // The field's own resolver, without the wrappers of the plugins after this one.
    const resolve = (config.resolve ?? defaultFieldResolver) as GraphQLFieldResolver<unknown, Context>;
    const lookup = resolver as GraphQLFieldResolver<unknown, Context>;
    return (parent, args, context, info) => {
      if (column !== null) {
        const value = (parent as Record<string, unknown>)[column];
        if (value !== undefined) return value;
      }
      return resolvePlannedField(resolve, lookup, parent, args as Record<string, unknown>, context as Context, info);
    };
  }
}

SchemaBuilder.registerPlugin(directColumnsPluginName, DirectColumnsPlugin);
