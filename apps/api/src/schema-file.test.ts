import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { schema } from "./schema.ts";
import { printSortedSchema, schemaFilePath } from "./schema-file.ts";

it("matches the committed schema.graphql", () => {
  const committed = readFileSync(schemaFilePath, "utf8");
  const built = printSortedSchema(schema);
  expect(
    committed === built,
    "apps/api/schema.graphql differs from the schema the code builds: run `npm run schema:print -w @parvat/api` and commit the file",
  ).toBe(true);
});
