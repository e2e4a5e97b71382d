// GraphQL Code Generator: `npm run codegen -w @parvat/web` types every document the pages write
// with `graphql()` against the API's committed schema. Documents are emitted as strings, so the
// browser bundle carries no GraphQL parser; loaders parse them on the server.
import type { CodegenConfig } from "@graphql-codegen/cli";

const config: CodegenConfig = {
  schema: "../api/schema.graphql",
  documents: ["app/**/*.{ts,tsx}", "!app/graphql/generated/**"],
  ignoreNoDocuments: false,
  generates: {
    "app/graphql/generated/": {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: "string",
        useTypeImports: true,
        enumsAsTypes: true,
        strictScalars: true,
        scalars: { Date: "string" },
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
        skipTypename: true,
      },
    },
  },
};

export default config;
