// A Pothos plugin that answers a Drizzle object's plain column fields (`t.exposeString("name")`, ...)
// straight from the row when the row carries the column.
//
// @pothos/plugin-drizzle wraps every field of a Drizzle-backed type: before the field resolves, it
// looks up which part of the planned query loaded the parent row (`getLoaderMapping`), so that a
// row that lacks the column can be completed by its model loader. For a column field whose value is
// already on the row, that lookup only confirms what the row says, and on the trek page it ran for
// about 1,700 fields per answer: over a quarter of the API's CPU (issue 15). This plugin sits outside
// the Drizzle plugin's wrapper (it is listed first in builder.ts) and returns the column when the row
// has it, `null` included; only a row without the column (undefined) takes the Drizzle plugin's path.
// Relations and fields with their own `select` or resolver are left alone.
import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from "@pothos/core";
import type { GraphQLFieldResolver } from "graphql";

export const directColumnsPluginName = "directColumns";

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      directColumns: DirectColumnsPlugin<Types>;
    }
  }
}

/** The column an exposed field of a Drizzle object reads, when it is a plain column field. */
export function exposedColumn(fieldConfig: PothosOutputFieldConfig<SchemaTypes>): string | null {
  const extensions = fieldConfig.extensions ?? {};
  const column = extensions.pothosExposedField;
  return fieldConfig.kind === "DrizzleObject" && typeof column === "string" && extensions.pothosDrizzleSelect
    ? column
    : null;
}

export class DirectColumnsPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(
    resolver: GraphQLFieldResolver<unknown, Types["Context"], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types["Context"], object> {
    const column = exposedColumn(fieldConfig as PothosOutputFieldConfig<SchemaTypes>);
    if (!column) return resolver;
    return (parent, args, context, info) => {
      const value = (parent as Record<string, unknown>)[column];
      return value === undefined ? resolver(parent, args, context, info) : value;
    };
  }
}

SchemaBuilder.registerPlugin(directColumnsPluginName, DirectColumnsPlugin);
