// The committed apps/api/schema.graphql: what the web's typed documents are generated from, and what
// reviewers read to see an API change. Printed sorted, so the file changes only when the schema does.
import { fileURLToPath } from "node:url";
import { type GraphQLSchema, lexicographicSortSchema, printSchema } from "graphql";

export const schemaFilePath = fileURLToPath(new URL("../schema.graphql", import.meta.url));

export function printSortedSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
