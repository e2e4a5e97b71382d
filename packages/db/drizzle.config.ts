import { defineConfig } from "drizzle-kit";

// Migrations are generated from schema.ts and committed; they are applied on every start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/schema.ts",
  out: "./migrations",
});
