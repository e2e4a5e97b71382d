// Plain column fields answer from the row; everything else keeps the Drizzle plugin's path.
import type { GraphQLObjectType, GraphQLResolveInfo } from "graphql";
import { describe, expect, it } from "vitest";
import { schema } from "./schema.ts";

const field = (type: string, name: string) => (schema.getType(type) as GraphQLObjectType).getFields()[name]!;
// Neither a context nor resolve info the Drizzle plugin could use: its lookup would throw on them.
const resolve = (type: string, name: string, row: object) =>
  field(type, name).resolve!(row, {}, {}, { path: undefined } as unknown as GraphQLResolveInfo);

describe("direct column fields", () => {
  it("answers an exposed column from the row, null included, without the Drizzle plugin's lookup", () => {
    expect(resolve("Trek", "name", { name: "Kedarkantha" })).toBe("Kedarkantha");
    expect(resolve("Trek", "meta_title", { metaTitle: "Kedarkantha trek" })).toBe("Kedarkantha trek");
    expect(resolve("Trek", "altitude", { altitude: null })).toBeNull();
    expect(resolve("Event", "start_date", { startDate: "2026-12-01" })).toBe("2026-12-01");
  });

  it("sends a row that lacks the column, and every relation, down the Drizzle plugin's path", () => {
    expect(() => resolve("Trek", "name", { slug: "no-name-loaded" })).toThrow();
    expect(() => resolve("Trek", "campsite", { campsite: { id: 1 } })).toThrow();
  });
});
