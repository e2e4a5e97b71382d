import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { graphqlDocumentImports } from "./build-tools/graphql-documents.ts";

export default defineConfig({
  plugins: [
    graphqlDocumentImports({
      generatedDocuments: new URL("./app/graphql/generated/graphql.ts", import.meta.url).pathname,
    }),
    tailwindcss(),
    reactRouter(),
  ],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The app's own modules that several pages share travel as one chunk, instead of a
              // dozen of a few hundred bytes each (every request costs a round trip on a phone).
              // Only what pages load up front: code loaded on demand (the enquiry and login rules)
              // stays out of it.
              name: "app",
              test: /\/apps\/web\/app\/(components|lib|graphql)\/|\/packages\/domain\/src\//,
              tags: ["$initial"],
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});
