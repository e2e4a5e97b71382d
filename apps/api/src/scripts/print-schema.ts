// npm run schema:print -w @parvat/api: writes apps/api/schema.graphql from the code.
import { writeFileSync } from "node:fs";
import { schema } from "../schema.ts";
import { printSortedSchema, schemaFilePath } from "../schema-file.ts";

writeFileSync(schemaFilePath, printSortedSchema(schema));
console.log(`Wrote ${schemaFilePath}`);
