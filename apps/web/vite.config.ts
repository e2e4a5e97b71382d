import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { graphqlDocumentImports } from "./build-tools/graphql-documents.ts";

export default defineConfig({
  plugins: [
    graphqlDocumentImports({
      generatedDocuments: new URL("./app/graphql/generated/graphql.ts", import.meta.url).pathname,
      inline: /\/app\/(routes|components)\/admin\//,
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
              // stays out of it, and so does the back office's (components/admin: staff screens only).
              // The traveller's quotation view is shared with the back office's builder preview
              // only: it stays a chunk of the quotation page's, not of every page's.
              name: "app",
              test: /\/apps\/web\/app\/(components(?!\/admin\/|\/quotation\/quotation-view\.tsx)|lib|graphql)\/|\/packages\/domain\/src\//,
              tags: ["$initial"],
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});
